// Level "api" of the listing machine (000 §4, DECISIONS 16): each step is the real call against
// the server and database, and the stored estado is checked after it. A failed call (the
// `xstate.error.actor.*` answer of a path) is a call the server refuses without changing
// anything (an unknown listing, an unknown review reason, an invalid listing). Every event
// the machine forbids in a state for a role is sent too and must be answered 403 (the role
// may never send it) or 409 (the state does not allow it), changing nothing.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  call,
  driver,
  expect,
  type ApiResponse,
  type LevelAdapter,
  type ModelServer,
} from './driver.ts';
import {
  createListing,
  expectAnswer,
  expectRefused,
  isErrorAnswer,
  listingBody,
  sessionOf,
} from './kit.ts';
import {
  eventForEstado,
  listingDecision,
  type EstadoPublicacion,
  type ListingEvent,
} from '../../../machines/listing.ts';

interface Ctx {
  server: ModelServer;
  /** The listing of the path (null until CREAR succeeds on a path that starts in nueva). */
  id: number | null;
  pending: ApiResponse | null;
  sku: number;
}

let counter = 0;
const MISSING = 2_000_000_000;

const tokenOf = async (server: ModelServer, tipo: number) => (await sessionOf(server, tipo)).token;

/** A valid new listing of seller 1 (`broken`: one the server refuses with 400). */
function newListing(c: Ctx, broken: boolean) {
  counter += 1;
  return listingBody(
    c.server,
    `Modelo ${String(counter)}`,
    `MODELO-${driver().runId}-${String(counter)}`,
    {
      precioPromocional: broken ? 2000 : null,
    },
  );
}

/** The call each event means; `fail` makes the server refuse it without changing anything. */
async function send(c: Ctx, event: ListingEvent, fail: boolean): Promise<ApiResponse> {
  const base = c.server.baseUrl;
  const token = await tokenOf(c.server, event.tipoUsuario);
  const id = fail ? MISSING : (c.id ?? MISSING);
  switch (event.type) {
    case 'CREAR':
      return call(base, 'POST', '/api/Publicaciones', { token, json: await newListing(c, fail) });
    case 'APROBAR':
      return call(base, 'POST', '/api/Publicaciones/Aprobar', {
        token,
        json: { idPublicacion: id },
      });
    case 'DESAPROBAR':
      return call(base, 'POST', '/api/Publicaciones/Desaprobar', {
        token,
        json:
          typeof event.idMotivoRevision === 'number'
            ? { IdPublicacion: id, idMotivoRevision: event.idMotivoRevision }
            : { IdPublicacion: id },
      });
    case 'PUBLICAR':
    case 'PAUSAR':
      return call(base, 'PUT', '/api/Publicaciones', {
        token,
        json: { idPublicacion: id, estado: event.type === 'PUBLICAR' ? 1 : 2 },
      });
    case 'CAMBIAR_MOTIVO':
      return call(base, 'PUT', '/api/Publicaciones', {
        token,
        json: {
          idPublicacion: c.id ?? MISSING,
          estado: 4,
          idMotivoRevision: fail ? 9999 : event.idMotivoRevision,
        },
      });
    case 'ELIMINAR':
      return call(base, 'DELETE', `/api/Publicaciones?id=${String(id)}`, { token });
  }
}

async function stored(c: Ctx): Promise<{ estado: number; motivo: number | null } | null> {
  if (c.id === null) return null;
  const rows = await c.server.db.query<{ estado: number; id_motivo_revision: number | null }>(
    'SELECT estado, id_motivo_revision FROM publicaciones WHERE id_publicacion = $1',
    [c.id],
  );
  const r = rows[0];
  return r ? { estado: r.estado, motivo: r.id_motivo_revision } : null;
}

export default function listingApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const c: Ctx = { server: server(), id: null, pending: null, sku: 0 };
      const estado = (path.start.input as { estado?: EstadoPublicacion | null }).estado ?? null;
      if (estado !== null) {
        // A stored listing of seller 1 in the start's estado (as the server would keep it).
        c.id = await createListing(c.server, await newListing(c, false));
        await c.server.db.query(
          'UPDATE publicaciones SET estado = $2, id_motivo_revision = $3 WHERE id_publicacion = $1',
          [c.id, estado, estado === 4 ? 1 : null],
        );
      }
      return c;
    },

    async perform(c, event, { next }) {
      if (expectAnswer(c.pending, event)) {
        if (event.type === 'xstate.done.actor.crear') {
          c.id = (c.pending?.body as { idPublicacion: number }).idPublicacion;
        }
        return;
      }
      // A user event: its call is made now; the next event of the path is its answer. With
      // no answer in the path the call is still in flight when the path ends: it is made all
      // the same and may end either way.
      c.pending = await send(c, event as ListingEvent, isErrorAnswer(next));
    },

    async check(c, snapshot) {
      // While a call is in flight the server has not answered yet.
      if (snapshot.hasTag('busy')) return;
      const row = await stored(c);
      const estado = (snapshot.context as { estado: EstadoPublicacion | null }).estado;
      if (estado === null) {
        expect(row).toBeNull();
        return;
      }
      expect(row?.estado).toBe(estado);
      if (estado !== 4) expect(row?.motivo ?? null).toBeNull();
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      const e = event as ListingEvent;
      // Create exists only in create mode, and the other calls need a stored listing.
      if ((e.type === 'CREAR') !== (c.id === null)) return false;
      const estado = (snapshot.context as { estado: EstadoPublicacion | null }).estado;
      // PUT /api/Publicaciones says an estado, not an event: for staff estado 2 is DESAPROBAR,
      // not PAUSAR. An event whose call means another event has no call of its own to refuse.
      if (e.type === 'PUBLICAR' || e.type === 'PAUSAR' || e.type === 'CAMBIAR_MOTIVO') {
        const target = e.type === 'PUBLICAR' ? 1 : e.type === 'PAUSAR' ? 2 : 4;
        const motivo = e.type === 'CAMBIAR_MOTIVO' ? e.idMotivoRevision : null;
        if (eventForEstado(target, e.tipoUsuario, motivo, estado)?.type !== e.type) return false;
      }
      return expectRefused(
        e,
        listingDecision(estado, e),
        () => send(c, e, false),
        () => stored(c),
      );
    },

    async teardown() {},
  };
}

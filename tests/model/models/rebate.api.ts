// Level "api" of the rebate machine (000 §2.9, §4; 001 §4; DECISIONS 17): each step is the real
// call against the server and database, and the stored state of the path's rebate is checked
// after it. Every path works on a new listing of seller 1 (price $ 1.000) whose rebate is
// written directly in the database in the start's state. A failed call (the
// `xstate.error.actor.*` answer of a path) is one the server refuses without changing anything
// (an unknown rebate, a rebate with negative units). VENCER is the system's: the rebate's
// validity is moved to yesterday and the listing's rebate is read, which records the end.
// Every event the machine forbids in a state for a role is sent too and must be answered 403
// (the role may never send it) or 409 (the state does not allow it), changing nothing.
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
  addDays,
  createListing,
  expectAnswer,
  expectRefused,
  isErrorAnswer,
  listingBody,
  sessionOf,
} from './kit.ts';
import { todayInMarket } from '../../../src/domain/dates.ts';
import {
  eventForEstadoRebate,
  rebateDecision,
  type IdEstadoRebate,
  type RebateUserEvent,
} from '../../../machines/rebate.ts';

interface Ctx {
  server: ModelServer;
  /** The listing of the path (always stored). */
  idPublicacion: number;
  /** The path's rebate: the start's one, then the one ENVIAR creates (null: none yet). */
  idRebate: number | null;
  pending: ApiResponse | null;
  /** Changes the amounts of each modification. */
  seq: number;
}

let counter = 0;
const MISSING = 2_000_000_000;

/** A new listing of seller 1, list price $ 1.000 and no promotional price (the base price). */
async function newListing(server: ModelServer): Promise<number> {
  counter += 1;
  return createListing(
    server,
    await listingBody(
      server,
      `Modelo rebate ${String(counter)}`,
      `REBATE-MODELO-${driver().runId}-${String(counter)}`,
    ),
  );
}

/** What the card sends: $ 1.000 base, the shares given, 10 units (`broken`: -1 units, 400). */
function body(c: Ctx, market: number, broken: boolean) {
  const hoy = todayInMarket();
  return {
    idPublicacion: c.idPublicacion,
    precioInicial: 1000,
    precioFinal: 1000 - market - 50,
    aCargoMarket: market,
    aCargoSeller: 50,
    fechaInicio: hoy,
    fechaVencimiento: addDays(hoy, 30),
    unidades: broken ? -1 : 10,
  };
}

/** The call each event means; `fail` makes the server refuse it without changing anything. */
async function send(c: Ctx, event: RebateUserEvent, fail: boolean): Promise<ApiResponse> {
  const base = c.server.baseUrl;
  const { token } = await sessionOf(c.server, event.tipoUsuario);
  const id = fail ? MISSING : (c.idRebate ?? MISSING);
  switch (event.type) {
    case 'ENVIAR':
      return call(base, 'POST', '/api/Rebates/Nuevo', { token, json: body(c, 100, fail) });
    case 'MODIFICAR':
      c.seq += 1;
      return call(base, 'PUT', '/api/Rebates/Modificar', {
        token,
        json: { ...body(c, 100 + c.seq, false), idRebate: id },
      });
    case 'ELIMINAR':
      return call(base, 'DELETE', `/api/Rebates?id=${String(id)}`, { token });
    case 'APROBAR':
      return call(base, 'POST', '/api/Rebates/Aprobar', { token, json: { idRebate: id } });
    case 'RECHAZAR':
    case 'DAR_DE_BAJA':
      return call(base, 'PUT', '/api/Rebates/CambiarEstado', {
        token,
        json: { idRebate: id, idEstado: 6 },
      });
  }
}

interface StoredRebate {
  id_rebate: number;
  id_estado_rebate: number;
  a_cargo_market: string;
  id_admin_aprueba: number | null;
  id_seller_aprueba: number | null;
}

/** Every rebate of the path's listing, oldest first. */
async function rebatesOf(c: Ctx): Promise<StoredRebate[]> {
  return c.server.db.query<StoredRebate>(
    `SELECT id_rebate, id_estado_rebate, a_cargo_market::text, id_admin_aprueba, id_seller_aprueba
       FROM rebates WHERE id_publicacion = $1 ORDER BY id_rebate`,
    [c.idPublicacion],
  );
}

export default function rebateApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const s = server();
      const c: Ctx = {
        server: s,
        idPublicacion: await newListing(s),
        idRebate: null,
        pending: null,
        seq: 0,
      };
      const estado = (path.start.input as { idEstadoRebate?: IdEstadoRebate | null })
        .idEstadoRebate;
      if (estado !== undefined && estado !== null) {
        // The listing's rebate as the server would keep it in the start's state.
        const hoy = todayInMarket();
        const [inserted] = await s.db.query<{ id_rebate: number }>(
          `INSERT INTO rebates (id_publicacion, precio_inicial, precio_final, a_cargo_market,
                                a_cargo_seller, fecha_inicio, fecha_vencimiento, unidades,
                                id_estado_rebate, id_category_genera_rebate, id_admin_aprueba,
                                id_seller_aprueba)
           VALUES ($1, 1000, 850, 100, 50, $2, $3, 10, $4, $5, $6, $7)
           RETURNING id_rebate`,
          [
            c.idPublicacion,
            hoy,
            addDays(hoy, 30),
            estado,
            (await sessionOf(s, 1)).userId,
            estado === 2 || estado === 3 ? (await sessionOf(s, 2)).userId : null,
            estado === 3 ? (await sessionOf(s, 3)).userId : null,
          ],
        );
        c.idRebate = inserted?.id_rebate ?? null;
      }
      return c;
    },

    async perform(c, event, { next }) {
      if (expectAnswer(c.pending, event)) {
        if (event.type === 'xstate.done.actor.enviar') {
          c.idRebate = (c.pending?.body as { idRebate: number }).idRebate;
        }
        return;
      }
      if (event.type === 'VENCER') {
        // The validity ended yesterday; reading the listing's rebate records the end (4).
        const ayer = addDays(todayInMarket(), -1);
        await c.server.db.query(
          'UPDATE rebates SET fecha_inicio = $2, fecha_vencimiento = $2 WHERE id_rebate = $1',
          [c.idRebate, ayer],
        );
        const res = await call(
          c.server.baseUrl,
          'GET',
          `/api/Rebates/Buscar?IdPublicacion=${String(c.idPublicacion)}`,
          { token: (await sessionOf(c.server, 1)).token },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toEqual({ rebate: null });
        return;
      }
      // A user event: its call is made now; the next event of the path is its answer. With
      // no answer in the path the call is still in flight when the path ends: it is made all
      // the same and may end either way.
      c.pending = await send(c, event as RebateUserEvent, isErrorAnswer(next));
    },

    async check(c, snapshot) {
      // While a call is in flight the server has not answered yet.
      if (snapshot.hasTag('busy')) return;
      const rows = await rebatesOf(c);
      const live = rows.filter((r) => [1, 2, 3].includes(r.id_estado_rebate));
      const estado = (snapshot.context as { idEstadoRebate: IdEstadoRebate | null }).idEstadoRebate;
      if (estado === null) {
        expect(rows).toEqual([]);
        return;
      }
      const mine = rows.find((r) => r.id_rebate === c.idRebate);
      expect(mine?.id_estado_rebate).toBe(estado);
      // One live rebate at most, and it is the path's one.
      expect(live.map((r) => r.id_rebate)).toEqual(estado <= 3 ? [c.idRebate] : []);
      if (estado === 1) expect(mine?.id_admin_aprueba ?? null).toBeNull();
      if (estado === 2) expect(mine?.id_admin_aprueba).not.toBeNull();
      if (estado === 3) expect(mine?.id_seller_aprueba).not.toBeNull();
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      // VENCER is the system's: no call to refuse.
      if (event.type === 'VENCER') return false;
      const e = event as RebateUserEvent;
      const estado = (snapshot.context as { idEstadoRebate: IdEstadoRebate | null }).idEstadoRebate;
      // Every call but ENVIAR acts on a stored rebate.
      if (e.type !== 'ENVIAR' && c.idRebate === null) return false;
      // PUT /api/Rebates/CambiarEstado says a state, not an event: 6 is DAR_DE_BAJA at Activo
      // and RECHAZAR elsewhere. An event whose call means another event has no call of its own.
      if (
        (e.type === 'RECHAZAR' || e.type === 'DAR_DE_BAJA') &&
        eventForEstadoRebate(6, e.tipoUsuario, estado)?.type !== e.type
      ) {
        return false;
      }
      return expectRefused(
        e,
        rebateDecision(estado, e),
        () => send(c, e, false),
        () => rebatesOf(c),
      );
    },

    async teardown() {},
  };
}

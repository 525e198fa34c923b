// Level "api" of the seller status machine (001 §4, §6; machines/seller.ts): each step is the real
// PUT /api/Seller/CambiarEstadoSeller against the server and database, and the stored estado of the
// path's seller is checked after it. Every path works on a new seller written directly in the
// database in the start's state. A failed call (the `xstate.error.actor.cambiarEstado` answer of a
// path) is one the server refuses without changing anything (an unknown seller). Every event the
// machine forbids in a state for a role is sent too and must be answered 403 (the role may never
// send it) or 409 (the state does not allow it), changing nothing.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { call, driver, type ApiResponse, type LevelAdapter, type ModelServer } from './driver.ts';
import { expectAnswer, expectRefused, isErrorAnswer, sessionOf } from './kit.ts';
import { sellerDecision, type IdEstadoSeller, type SellerEvent } from '../../../machines/seller.ts';

interface Ctx {
  server: ModelServer;
  idSeller: number;
  pending: ApiResponse | null;
}

let counter = 0;
const MISSING = 2_000_000_000;

async function send(c: Ctx, event: SellerEvent, fail: boolean): Promise<ApiResponse> {
  const { token } = await sessionOf(c.server, event.tipoUsuario);
  return call(c.server.baseUrl, 'PUT', '/api/Seller/CambiarEstadoSeller', {
    token,
    json: {
      listRequest: [
        { idSeller: fail ? MISSING : c.idSeller, idEstado: event.type === 'ACTIVAR' ? 1 : 2 },
      ],
    },
  });
}

async function stored(c: Ctx): Promise<number | undefined> {
  const [row] = await c.server.db.query<{ estado: number }>(
    'SELECT estado FROM sellers WHERE id_seller = $1',
    [c.idSeller],
  );
  return row?.estado;
}

export default function sellerApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const s = server();
      counter += 1;
      const estado = (path.start.input as { idEstado?: IdEstadoSeller }).idEstado ?? 2;
      const [row] = await s.db.query<{ id_seller: number }>(
        `INSERT INTO sellers (razon_social, cuit, email, sufijo, estado)
         VALUES ($1, '30-71234567-1', 'modelo@seller.com.ar', 'MOD', $2) RETURNING id_seller`,
        [`Modelo seller ${driver().runId} ${String(counter)}`, estado],
      );
      return { server: s, idSeller: row?.id_seller ?? 0, pending: null };
    },

    async perform(c, event, { next }) {
      if (expectAnswer(c.pending, event)) return;
      c.pending = await send(c, event as SellerEvent, isErrorAnswer(next));
    },

    async check(c, snapshot) {
      if (snapshot.hasTag('busy')) return;
      driver()
        .expect(await stored(c))
        .toBe((snapshot.context as { idEstado: number }).idEstado);
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      const e = event as SellerEvent;
      const estado = (snapshot.context as { idEstado: IdEstadoSeller }).idEstado;
      return expectRefused(
        e,
        sellerDecision(estado, e),
        () => send(c, e, false),
        () => stored(c),
      );
    },

    async teardown() {},
  };
}

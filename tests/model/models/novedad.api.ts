// Level "api" of the novedad machine (002 §4; DECISIONS 20): each step is the real call against
// the server and database, and the stored novedad of the path is checked after it. Every path
// works on a new novedad of seller 1 (a concept of the seed, $ 1.000) written in the database in
// the start's state. A failed call (the `xstate.error.actor.*` answer of a path) is one the
// server refuses without changing anything: the path's novedad with an unknown one (404, all or
// none) or an amount that is not one (400). Every event the machine forbids in a state for a
// role is sent too and must be answered 403 (the role may never send it) or 409 (the state does
// not allow it), changing nothing.
//
// LIQUIDAR is the settlement's confirmation (issue 20, not built yet): until it exists, the
// step writes what that confirmation will write (state 3) and the check reads it back through
// the search; issue 20 replaces it with PUT /api/Liquidaciones/ConfirmarLiquidacion.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { call, expect, type ApiResponse, type LevelAdapter, type ModelServer } from './driver.ts';
import { expectAnswer, expectRefused, isErrorAnswer, sessionOf } from './kit.ts';
import { todayInMarket } from '../../../src/domain/dates.ts';
import {
  novedadDecision,
  type IdEstadoNovedad,
  type NovedadUserEvent,
} from '../../../machines/novedad.ts';

interface Ctx {
  server: ModelServer;
  idNovedad: number;
  /** The amount the server should keep (pesos). */
  importe: number;
  /** The amount the pending edit sends. */
  nextImporte: number;
  pending: ApiResponse | null;
}

const MISSING = 2_000_000_000;

async function send(c: Ctx, event: NovedadUserEvent, fail: boolean): Promise<ApiResponse> {
  const base = c.server.baseUrl;
  const { token } = await sessionOf(c.server, event.tipoUsuario);
  const ids = fail ? [c.idNovedad, MISSING] : [c.idNovedad];
  switch (event.type) {
    case 'CONFIRMAR':
      return call(base, 'PUT', '/api/Liquidaciones/ConfirmaNovedad', { token, json: { id: ids } });
    case 'ANULAR':
      return call(base, 'PUT', '/api/Liquidaciones/AnularNovedad', {
        token,
        json: { idsNovedades: ids },
      });
    case 'EDITAR_IMPORTE':
      c.nextImporte = c.importe + 250;
      return call(base, 'PUT', '/api/Liquidaciones/EditarNovedad', {
        token,
        json: { idNovedad: c.idNovedad, Importe: fail ? '12,5' : String(c.nextImporte) },
      });
  }
}

const stored = (c: Ctx) =>
  c.server.db.query<{ id_estado: number; importe: string }>(
    'SELECT id_estado, importe::text FROM novedades WHERE id_novedad = $1',
    [c.idNovedad],
  );

export default function novedadApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const s = server();
      const estado = (path.start.input as { idEstado?: IdEstadoNovedad }).idEstado ?? 1;
      const [row] = await s.db.query<{ id_novedad: number }>(
        `INSERT INTO novedades (fecha, id_seller, id_tipo_novedad, importe, id_estado)
         SELECT $1::date, 1, min(id_tipo_novedad), 1000, $2 FROM novedad_conceptos
          WHERE NOT anulado
         RETURNING id_novedad`,
        [todayInMarket(), estado],
      );
      if (!row) throw new Error('sin novedad de modelo');
      return {
        server: s,
        idNovedad: row.id_novedad,
        importe: 1000,
        nextImporte: 1000,
        pending: null,
      };
    },

    async perform(c, event, { next }) {
      if (expectAnswer(c.pending, event)) {
        if (event.type === 'xstate.done.actor.editarImporte') c.importe = c.nextImporte;
        return;
      }
      if (event.type === 'LIQUIDAR') {
        // Stands for a settlement's confirmation until issue 20 builds it (see the header).
        await c.server.db.query('UPDATE novedades SET id_estado = 3 WHERE id_novedad = $1', [
          c.idNovedad,
        ]);
        return;
      }
      c.pending = await send(c, event as NovedadUserEvent, isErrorAnswer(next));
    },

    async check(c, snapshot) {
      if (snapshot.hasTag('busy')) return;
      const estado = (snapshot.context as { idEstado: IdEstadoNovedad }).idEstado;
      const [row] = await stored(c);
      expect(row?.id_estado).toBe(estado);
      expect(Number(row?.importe)).toBe(c.importe);
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      if (event.type === 'LIQUIDAR') return false;
      const e = event as NovedadUserEvent;
      const estado = (snapshot.context as { idEstado: IdEstadoNovedad }).idEstado;
      return expectRefused(
        e,
        novedadDecision(estado, e),
        () => send(c, e, false),
        () => stored(c),
      );
    },

    async teardown() {},
  };
}

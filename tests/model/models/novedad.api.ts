// Level "api" of the novedad machine (002 §4; DECISIONS 20): each step is the real call against
// the server and database, and the stored novedad of the path is checked after it. Every path
// works on a new novedad of seller 1 (a concept of the seed, $ 1.000) written in the database in
// the start's state. A failed call (the `xstate.error.actor.*` answer of a path) is one the
// server refuses without changing anything: the path's novedad with an unknown one (404, all or
// none) or an amount that is not one (400). Every event the machine forbids in a state for a
// role is sent too and must be answered 403 (the role may never send it) or 409 (the state does
// not allow it), changing nothing.
//
// LIQUIDAR is the settlement's confirmation (issue 20, DECISIONS 20): a new eligible order of
// seller 1 is written in the database, staff create a draft holding it and the path's novedad
// (POST /api/Liquidaciones/CrearLiquidacionFinal) and accounting confirm it with an
// invoice (PUT /api/Liquidaciones/ConfirmarLiquidacion), which makes the novedad Liquidada in
// the same transaction.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  call,
  expect,
  login,
  type ApiResponse,
  type LevelAdapter,
  type ModelServer,
} from './driver.ts';
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

const accounting = new Map<string, Promise<string>>();

/**
 * LIQUIDAR: a draft of a new eligible order of seller 1 and the path's novedad, created by staff
 * (2) and confirmed by accounting with an invoice, through the real calls.
 */
async function liquidar(c: Ctx): Promise<void> {
  const base = c.server.baseUrl;
  const [orden] = await c.server.db.query<{ id_orden: number }>(
    `INSERT INTO ordenes (id_seller, estado, estado_pago, fecha_facturacion, monto_venta,
                          monto_comision, cliente_nombre, cliente_apellido)
     VALUES (1, 2, 'aprobado', now(), 10000, 1200, 'Modelo', 'Novedad')
     RETURNING id_orden`,
  );
  const created = await call(base, 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
    token: (await sessionOf(c.server, 2)).token,
    json: {
      ordenesSeleccionadas: [orden?.id_orden],
      novedadesSeleccionadas: [c.idNovedad],
      Seller: 1,
      idEstado: 2,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { idLiquidacion } = (created.body as { encabezado: { idLiquidacion: number } }).encabezado;
  // Accounting's demo user (the kit's demo users are the roles that act on novedades).
  let contable = accounting.get(base);
  if (!contable) {
    contable = login(base, 'contable').then((u) => u.token);
    accounting.set(base, contable);
  }
  const token = await contable;
  const confirmed = await call(base, 'PUT', '/api/Liquidaciones/ConfirmarLiquidacion', {
    token,
    json: {
      IdLiquidacion: idLiquidacion,
      NumeroComprobante: '0001-00000020',
      IdTipoComprobante: 1,
    },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

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
        await liquidar(c);
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

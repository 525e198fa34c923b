// Level "api" of the settlement machine (002 §4, §5, §6; DECISIONS 19-21): each step is the real
// call against the server and database, and the path's settlement is checked in the database
// after it: its state, whether it is deleted, the rows it holds (live, `viva`, unless deleted)
// and its novedad's state. Every path works on two new orders of seller 1 (facturado, today)
// and one new confirmed novedad of seller 1, written in the database as other areas would leave
// them; the start's settlement is then made through the API as staff and accounting make it: a
// draft created from the first order and the novedad (2), that draft confirmed with an invoice
// (3) or cancelled (deleted). A failed call (the `xstate.error.actor.*` answer of a path) is one
// the server refuses without changing anything: no order selected, no invoice number (400), an
// unknown settlement (404). Every event the machine forbids in a state for a role is sent too
// and must be answered 403 (the role may never send it) or 409 (the state does not allow it),
// changing nothing; creating refers to no stored settlement, so it is refused for roles only.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  call,
  expect,
  login,
  type ApiResponse,
  type LevelAdapter,
  type ModelServer,
} from './driver.ts';
import { demoUsers, expectAnswer, expectRefused, isErrorAnswer, sessionOf } from './kit.ts';
import { todayInMarket } from '../../../src/domain/dates.ts';
import {
  settlementDecision,
  type IdEstadoLiquidacion,
  type SettlementInput,
  type SettlementUserEvent,
} from '../../../machines/settlement.ts';

interface Ctx {
  server: ModelServer;
  /** The path's two orders: the draft holds the first; a save makes it hold both. */
  orders: [number, number];
  /** The path's confirmed novedad, held with the first order. */
  idNovedad: number;
  /** The path's settlement (null until created). */
  idLiquidacion: number | null;
  /** The orders the settlement holds (what the last successful create or save sent). */
  held: number[];
  /** What the pending save sends. */
  nextHeld: number[];
  pending: ApiResponse | null;
}

const SELLER = 1;
const MISSING = 2_000_000_000;
const INVOICE = { NumeroComprobante: '0001-00004711', IdTipoComprobante: 1, codigoSAP: 4711 };

/** The roles the demo users of the kit do not cover: the supplier and accounting. */
const moreUsers: Readonly<Record<number, string>> = { 7: 'proveedor', 8: 'contable' };
const moreSessions = new Map<string, Promise<string>>();

async function tokenOf(server: ModelServer, tipo: number): Promise<string> {
  if (demoUsers[tipo] !== undefined) return (await sessionOf(server, tipo)).token;
  const usuario = moreUsers[tipo];
  if (usuario === undefined) throw new Error(`sin usuario de demo de tipo ${String(tipo)}`);
  const key = `${server.baseUrl}|${usuario}`;
  let token = moreSessions.get(key);
  if (!token) {
    token = login(server.baseUrl, usuario).then((u) => u.token);
    moreSessions.set(key, token);
  }
  return token;
}

/** The call each event means; `fail` makes the server refuse it without changing anything. */
async function send(c: Ctx, event: SettlementUserEvent, fail: boolean): Promise<ApiResponse> {
  const base = c.server.baseUrl;
  const token = await tokenOf(c.server, event.tipoUsuario);
  const id = fail ? MISSING : (c.idLiquidacion ?? MISSING);
  switch (event.type) {
    case 'CREAR':
      return call(base, 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
        token,
        json: {
          ordenesSeleccionadas: fail ? [] : [c.orders[0]],
          novedadesSeleccionadas: [c.idNovedad],
          Seller: SELLER,
          idEstado: 2,
        },
      });
    case 'GUARDAR':
      c.nextHeld = c.held.length === 1 ? [...c.orders] : [c.orders[0]];
      return call(base, 'PUT', '/api/Liquidaciones/EditarLiquidacion', {
        token,
        json: {
          IdLiquidacion: c.idLiquidacion ?? MISSING,
          IdEstado: 2,
          CuerpoOrdenes: fail ? [] : c.nextHeld,
          CuerpoNovedad: [c.idNovedad],
        },
      });
    case 'CALCULAR':
      return call(base, 'POST', '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion', {
        token,
        json: { idLiquidacion: id },
      });
    case 'CONFIRMAR': {
      const { NumeroComprobante, ...rest } = INVOICE;
      return call(base, 'PUT', '/api/Liquidaciones/ConfirmarLiquidacion', {
        token,
        json: {
          IdLiquidacion: c.idLiquidacion ?? MISSING,
          ...rest,
          ...(fail ? {} : { NumeroComprobante }),
        },
      });
    }
    case 'ANULAR':
      return call(base, 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
        token,
        json: { IdLiquidacion: id },
      });
  }
}

/** The start's settlement, made through the API as staff (2) and accounting (8) make it. */
async function startSettlement(c: Ctx, input: SettlementInput): Promise<void> {
  if (input.idEstado === undefined) return;
  const ok = (res: ApiResponse) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  };
  const created = ok(await send(c, { type: 'CREAR', tipoUsuario: 2 }, false));
  c.idLiquidacion = (
    created.body as { encabezado: { idLiquidacion: number } }
  ).encabezado.idLiquidacion;
  c.held = [c.orders[0]];
  if (input.eliminada) ok(await send(c, { type: 'ANULAR', tipoUsuario: 2 }, false));
  else if (input.idEstado === 3) ok(await send(c, { type: 'CONFIRMAR', tipoUsuario: 8 }, false));
}

interface Stored {
  liquidacion: {
    id_estado: number;
    eliminada: boolean;
    cantidad_ordenes: number;
    cantidad_novedades: number;
    total_liquidacion: string;
    numero_comprobante: string | null;
  } | null;
  ordenes: { id_liquidacion: number; id_orden: number; viva: boolean }[];
  novedades: { id_liquidacion: number; viva: boolean }[];
  novedad: { id_estado: number; id_liquidacion: number | null } | undefined;
}

/** What the database keeps of the path's settlement, orders and novedad. */
async function stored(c: Ctx): Promise<Stored> {
  const db = c.server.db;
  const [liquidacion] =
    c.idLiquidacion === null
      ? []
      : await db.query<NonNullable<Stored['liquidacion']>>(
          `SELECT id_estado, eliminada, cantidad_ordenes, cantidad_novedades,
                  total_liquidacion::text AS total_liquidacion, numero_comprobante
             FROM liquidaciones WHERE id_liquidacion = $1`,
          [c.idLiquidacion],
        );
  const ordenes = await db.query<Stored['ordenes'][number]>(
    `SELECT id_liquidacion, id_orden, viva FROM liquidacion_ordenes
      WHERE id_orden = ANY($1::int[]) ORDER BY id_liquidacion, id_orden`,
    [c.orders],
  );
  const novedades = await db.query<Stored['novedades'][number]>(
    `SELECT id_liquidacion, viva FROM liquidacion_novedades WHERE id_novedad = $1
      ORDER BY id_liquidacion`,
    [c.idNovedad],
  );
  const [novedad] = await db.query<NonNullable<Stored['novedad']>>(
    'SELECT id_estado, id_liquidacion FROM novedades WHERE id_novedad = $1',
    [c.idNovedad],
  );
  return { liquidacion: liquidacion ?? null, ordenes, novedades, novedad };
}

export default function settlementApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const s = server();
      // Two eligible orders of the seller (facturado, today, $ 10.000 with $ 1.200 commission)
      // and one confirmed novedad ($ 500, the first live concept).
      const orders = await s.db.query<{ id_orden: number }>(
        `INSERT INTO ordenes (id_seller, estado, estado_pago, fecha_facturacion, monto_venta,
                              monto_comision, cliente_nombre, cliente_apellido)
         SELECT $1, 2, 'aprobado', now(), 10000, 1200, 'Modelo', 'Liquidación'
           FROM generate_series(1, 2)
         RETURNING id_orden`,
        [SELLER],
      );
      const [novedad] = await s.db.query<{ id_novedad: number }>(
        `INSERT INTO novedades (fecha, id_seller, id_tipo_novedad, importe, id_estado)
         SELECT $1::date, $2, min(id_tipo_novedad), 500, 2 FROM novedad_conceptos
          WHERE NOT anulado
         RETURNING id_novedad`,
        [todayInMarket(), SELLER],
      );
      const [a, b] = orders.map((o) => o.id_orden).sort((x, y) => x - y);
      if (a === undefined || b === undefined || !novedad) throw new Error('sin datos de modelo');
      const c: Ctx = {
        server: s,
        orders: [a, b],
        idNovedad: novedad.id_novedad,
        idLiquidacion: null,
        held: [],
        nextHeld: [],
        pending: null,
      };
      await startSettlement(c, path.start.input as SettlementInput);
      return c;
    },

    async perform(c, event, { next }) {
      if (expectAnswer(c.pending, event)) {
        if (event.type === 'xstate.done.actor.crear') {
          c.idLiquidacion = (
            c.pending?.body as { encabezado: { idLiquidacion: number } }
          ).encabezado.idLiquidacion;
          c.held = [c.orders[0]];
        }
        if (event.type === 'xstate.done.actor.guardar') c.held = c.nextHeld;
        return;
      }
      // A user event: its call is made now; the next event of the path is its answer. With no
      // answer in the path the call is still in flight when the path ends: it is made all the
      // same and may end either way.
      c.pending = await send(c, event as SettlementUserEvent, isErrorAnswer(next));
    },

    async check(c, snapshot) {
      if (snapshot.hasTag('busy')) return;
      const { idEstado, eliminada } = snapshot.context as {
        idEstado: IdEstadoLiquidacion | null;
        eliminada: boolean;
      };
      const now = await stored(c);
      if (idEstado === null) {
        // Nothing created: the orders and the novedad are in no settlement, still eligible.
        expect(c.idLiquidacion).toBeNull();
        expect(now.ordenes).toEqual([]);
        expect(now.novedades).toEqual([]);
        expect(now.novedad).toEqual({ id_estado: 2, id_liquidacion: null });
        return;
      }
      const id = c.idLiquidacion;
      expect(now.liquidacion).toMatchObject({
        id_estado: idEstado,
        eliminada,
        cantidad_ordenes: c.held.length,
        cantidad_novedades: 1,
      });
      // DECISIONS 19: a deleted settlement keeps its rows, no longer live; what it held is free.
      expect(now.ordenes).toEqual(
        c.held.map((idOrden) => ({ id_liquidacion: id, id_orden: idOrden, viva: !eliminada })),
      );
      expect(now.novedades).toEqual([{ id_liquidacion: id, viva: !eliminada }]);
      // DECISIONS 20: the novedad is Liquidada once its settlement is confirmed, else confirmed.
      expect(now.novedad).toEqual({
        id_estado: idEstado === 3 ? 3 : 2,
        id_liquidacion: eliminada ? null : id,
      });
      if (idEstado === 3) {
        expect(now.liquidacion?.numero_comprobante).toBe(INVOICE.NumeroComprobante);
      } else {
        expect(now.liquidacion?.numero_comprobante ?? null).toBeNull();
      }
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      const e = event as SettlementUserEvent;
      const { idEstado, eliminada } = snapshot.context as {
        idEstado: IdEstadoLiquidacion | null;
        eliminada: boolean;
      };
      const decision = settlementDecision(idEstado === null ? {} : { idEstado, eliminada }, e);
      // Creating names no stored settlement: its state cannot refuse it, only the role can.
      if (e.type === 'CREAR' && decision !== 'rol') return false;
      // Every other call acts on a stored settlement.
      if (e.type !== 'CREAR' && c.idLiquidacion === null) return false;
      return expectRefused(
        e,
        decision,
        () => send(c, e, false),
        () => stored(c),
      );
    },

    async teardown() {},
  };
}

// 000 §2.4 and §3 'Dashboard totals': every figure is one SQL aggregate over the orders and
// listings of the period and scope. The definitions are written in the contract
// (openapi/dashboard.yaml, dashboardTotalizadores); keep the two in step.
import type { Queryable } from '../db/db.ts';
import type { components } from '../../api/schema.d.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { marketDayStartSql } from '../shared/market-day.ts';
import type { Period } from './period.ts';

export type Totalizadores = components['schemas']['Totalizadores'];

interface OrderRow {
  v_total: string;
  v_pendientes: string;
  v_comision: string;
  v_fee: string;
  v_ticket: string;
  v_unidades: string;
  v_anuladas: string;
  v_pendientes_ordenes: string;
  v_total_venta: string;
  o_total: number;
  o_pendientes: number;
  o_anuladas: number;
  o_facturadas: number;
  o_pendientes_facturacion: number;
  o_facturadas_anuladas: number;
  o_envio_procesado: number;
  o_envio_pendiente: number;
}

// cancelled: anulado (5) or cancelled by the marketplace; approved sale: live, payment
// approved, facturado (2) or entregado (4).
const ORDERS_SQL = `
  WITH o AS (
    SELECT o.*,
           (o.estado = 5 OR o.anulada_por_market) AS anulada,
           (SELECT coalesce(sum(i.cantidad), 0) FROM orden_items i WHERE i.id_orden = o.id_orden)
             AS unidades
      FROM ordenes o
     WHERE o.fecha >= ${marketDayStartSql('$1')}
       AND o.fecha < ${marketDayStartSql('$2')}
       AND ($3::int IS NULL OR o.id_seller = $3)
  ), c AS (
    SELECT o.*, (NOT anulada AND estado_pago = 'aprobado' AND estado IN (2, 4)) AS aprobada
      FROM o
  )
  SELECT
    coalesce(sum(monto_venta) FILTER (WHERE aprobada), 0)::text AS v_total,
    coalesce(sum(monto_venta) FILTER (WHERE NOT anulada AND estado_pago = 'pendiente'), 0)::text
      AS v_pendientes,
    coalesce(sum(monto_comision) FILTER (WHERE aprobada), 0)::text AS v_comision,
    coalesce(sum(fee_logistico) FILTER (WHERE aprobada), 0)::text AS v_fee,
    coalesce(round(avg(monto_venta) FILTER (WHERE aprobada), 2), 0)::text AS v_ticket,
    coalesce(sum(unidades) FILTER (WHERE aprobada), 0)::text AS v_unidades,
    coalesce(sum(monto_venta) FILTER (WHERE anulada), 0)::text AS v_anuladas,
    coalesce(sum(monto_venta) FILTER (
      WHERE NOT anulada AND estado_pago = 'aprobado' AND estado IN (1, 3)), 0)::text
      AS v_pendientes_ordenes,
    coalesce(sum(monto_venta) FILTER (WHERE NOT anulada AND estado_pago <> 'rechazado'), 0)::text
      AS v_total_venta,
    count(*)::int AS o_total,
    count(*) FILTER (WHERE NOT anulada AND estado_pago = 'pendiente')::int AS o_pendientes,
    count(*) FILTER (WHERE estado_pago = 'rechazado')::int AS o_anuladas,
    count(*) FILTER (WHERE NOT anulada AND estado IN (2, 4))::int AS o_facturadas,
    count(*) FILTER (WHERE NOT anulada AND estado = 1 AND estado_pago = 'aprobado')::int
      AS o_pendientes_facturacion,
    count(*) FILTER (WHERE anulada AND fecha_facturacion IS NOT NULL)::int
      AS o_facturadas_anuladas,
    count(*) FILTER (WHERE NOT anulada AND estado IN (2, 4) AND envio_procesado)::int
      AS o_envio_procesado,
    count(*) FILTER (WHERE NOT anulada AND estado IN (2, 4) AND NOT envio_procesado)::int
      AS o_envio_pendiente
  FROM c`;

interface ListingRow {
  total: number;
  activas: number;
  pendientes: number;
  en_revision: number;
  pausadas_con_stock: number;
  pausadas_sin_stock: number;
}

// The catalogue as it stands, of the listings published before the end of the period.
const LISTINGS_SQL = `
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE estado = 1)::int AS activas,
         count(*) FILTER (WHERE estado = 3)::int AS pendientes,
         count(*) FILTER (WHERE estado = 4)::int AS en_revision,
         count(*) FILTER (WHERE estado = 2 AND stock > 0)::int AS pausadas_con_stock,
         count(*) FILTER (WHERE estado = 2 AND stock = 0)::int AS pausadas_sin_stock
    FROM publicaciones
   WHERE estado <> 5
     AND fecha_publicacion < ${marketDayStartSql('$1')}
     AND ($2::int IS NULL OR id_seller = $2)`;

const money = (text: string) => amountFromCents(centsFromDecimal(text));

/** The three blocks for a period, of one seller or (idSeller null) of every seller. */
export async function computeTotals(
  q: Queryable,
  period: Period,
  idSeller: number | null,
): Promise<Totalizadores> {
  const [o] = await q.query<OrderRow>(ORDERS_SQL, [period.desde, period.finExclusivo, idSeller]);
  const [p] = await q.query<ListingRow>(LISTINGS_SQL, [period.finExclusivo, idSeller]);
  if (!o || !p) throw new Error('las agregaciones no devolvieron filas');
  return {
    ventas: {
      total: money(o.v_total),
      pendientes: money(o.v_pendientes),
      comision: money(o.v_comision),
      feeLogistico: money(o.v_fee),
      ticketPromedio: money(o.v_ticket),
      unidades: Number(o.v_unidades),
      ordenesAnuladasGateway: money(o.v_anuladas),
      ordenesPendientesGateway: money(o.v_pendientes_ordenes),
      totalVenta: money(o.v_total_venta),
    },
    ordenes: {
      total: o.o_total,
      pendientes: o.o_pendientes,
      anuladas: o.o_anuladas,
      facturadas: o.o_facturadas,
      pendientesFacturacion: o.o_pendientes_facturacion,
      facturadasAnuladas: o.o_facturadas_anuladas,
      envioProcesado: o.o_envio_procesado,
      envioPendiente: o.o_envio_pendiente,
    },
    publicaciones: {
      total: p.total,
      activas: p.activas,
      pendientes: p.pendientes,
      enRevision: p.en_revision,
      pausadasConStock: p.pausadas_con_stock,
      pausadasSinStock: p.pausadas_sin_stock,
    },
    periodo: { desde: period.desde, hasta: period.hasta },
    idSeller,
  };
}

// The settlements area's SQL (002 §2-§4; DECISIONS 19-26; migration 0015): settlements, their
// rows and look-ups, the eligible orders and novedades. Nothing outside this file writes SQL
// for them. Amounts come out as text (numeric) and are turned into cents by the handlers.
import type { Queryable } from '../db/db.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import type { IdEstadoLiquidacion } from '../../../machines/settlement.ts';

export interface HeaderRow {
  id_liquidacion: number;
  id_seller: number;
  razon_social: string;
  fecha: string;
  fecha_desde: string;
  fecha_hasta: string;
  id_estado: IdEstadoLiquidacion;
  estado: string;
  eliminada: boolean;
  cantidad_ordenes: number;
  cantidad_novedades: number;
  total_orden: string;
  comision_neta: string;
  comision_total: string;
  total_costo_fee_neto: string;
  total_costo_fee: string;
  total_novedades: string;
  total_rebate_con_iva: string;
  total_retenciones: string;
  total_percepcion: string;
  total_liquidacion: string;
  numero_comprobante: string | null;
  id_tipo_comprobante: number | null;
  tipo_comprobante: string | null;
  codigo_sap: string | null;
}

const HEADER_SELECT = `
  SELECT l.id_liquidacion, l.id_seller, s.razon_social,
         to_char((l.creada_en AT TIME ZONE '${MARKET_TIME_ZONE}')::date, 'YYYY-MM-DD') AS fecha,
         to_char(l.fecha_desde, 'YYYY-MM-DD') AS fecha_desde,
         to_char(l.fecha_hasta, 'YYYY-MM-DD') AS fecha_hasta,
         l.id_estado, e.descripcion AS estado, l.eliminada,
         l.cantidad_ordenes, l.cantidad_novedades,
         l.total_orden::text AS total_orden, l.comision_neta::text AS comision_neta,
         l.comision_total::text AS comision_total,
         l.total_costo_fee_neto::text AS total_costo_fee_neto,
         l.total_costo_fee::text AS total_costo_fee, l.total_novedades::text AS total_novedades,
         l.total_rebate_con_iva::text AS total_rebate_con_iva,
         l.total_retenciones::text AS total_retenciones,
         l.total_percepcion::text AS total_percepcion,
         l.total_liquidacion::text AS total_liquidacion,
         l.numero_comprobante, l.id_tipo_comprobante, t.descripcion AS tipo_comprobante,
         l.codigo_sap::text AS codigo_sap
    FROM liquidaciones l
    JOIN sellers s ON s.id_seller = l.id_seller
    JOIN liquidacion_estados e ON e.id_estado = l.id_estado
    LEFT JOIN tipos_comprobante t ON t.id_tipo_comprobante = l.id_tipo_comprobante`;

export interface SettlementFilter {
  fechaDesde: string;
  fechaHasta: string;
  idSeller: number | null;
  idEstado: IdEstadoLiquidacion | null;
}

export async function searchSettlements(
  q: Queryable,
  f: SettlementFilter,
  page: number,
  size: number,
): Promise<{ total: number; rows: HeaderRow[] }> {
  const where = [
    'NOT l.eliminada',
    `(l.creada_en AT TIME ZONE '${MARKET_TIME_ZONE}')::date BETWEEN $1::date AND $2::date`,
  ];
  const params: unknown[] = [f.fechaDesde, f.fechaHasta];
  if (f.idSeller !== null) {
    params.push(f.idSeller);
    where.push(`l.id_seller = $${String(params.length)}`);
  }
  if (f.idEstado !== null) {
    params.push(f.idEstado);
    where.push(`l.id_estado = $${String(params.length)}`);
  }
  const cond = where.join(' AND ');
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM liquidaciones l WHERE ${cond}`,
    params,
  );
  const rows = await q.query<HeaderRow>(
    `${HEADER_SELECT} WHERE ${cond} ORDER BY l.creada_en DESC, l.id_liquidacion DESC
      LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`,
    params,
  );
  return { total: count?.n ?? 0, rows };
}

/** One settlement's header (deleted ones too), locked when `forUpdate`. */
export async function loadHeader(
  q: Queryable,
  id: number,
  forUpdate = false,
): Promise<HeaderRow | undefined> {
  if (forUpdate) {
    await q.query('SELECT 1 FROM liquidaciones WHERE id_liquidacion = $1 FOR UPDATE', [id]);
  }
  const [row] = await q.query<HeaderRow>(`${HEADER_SELECT} WHERE l.id_liquidacion = $1`, [id]);
  return row;
}

export const invoiceTypes = (q: Queryable) =>
  q.query<{ id_tipo_comprobante: number; descripcion: string }>(
    'SELECT id_tipo_comprobante, descripcion FROM tipos_comprobante ORDER BY id_tipo_comprobante',
  );

export const settlementStates = (q: Queryable) =>
  q.query<{ id_estado: IdEstadoLiquidacion; descripcion: string }>(
    'SELECT id_estado, descripcion FROM liquidacion_estados ORDER BY id_estado',
  );

export const sellerOptions = (q: Queryable, idSeller: number | null) =>
  q.query<{ id_seller: number; razon_social: string }>(
    `SELECT id_seller, razon_social FROM sellers
      WHERE $1::int IS NULL OR id_seller = $1::int ORDER BY razon_social, id_seller`,
    [idSeller],
  );

export async function sellerExists(q: Queryable, idSeller: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM sellers WHERE id_seller = $1', [idSeller]);
  return rows.length > 0;
}

export interface OrderRowDb {
  id_orden: number;
  id_seller: number;
  fecha: string;
  tipo_publicacion: string | null;
  monto_venta: string;
  monto_comision: string;
  estado: number;
}

const ORDER_SELECT = `
  SELECT o.id_orden, o.id_seller,
         to_char((o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date, 'YYYY-MM-DD') AS fecha,
         tp.descripcion AS tipo_publicacion, o.monto_venta::text AS monto_venta,
         o.monto_comision::text AS monto_comision, o.estado
    FROM ordenes o
    LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = o.id_tipo_publicacion`;

/** DECISIONS 21: what makes an order eligible (besides its seller and dates). */
const ORDER_ELIGIBLE = `o.estado IN (2, 4) AND NOT o.anulada_por_market
  AND NOT EXISTS (SELECT 1 FROM liquidacion_ordenes lo WHERE lo.id_orden = o.id_orden AND lo.viva)`;

export const eligibleOrders = (
  q: Queryable,
  f: { idSeller: number; fechaDesde: string; fechaHasta: string; idEstado: number | null },
) =>
  q.query<OrderRowDb>(
    `${ORDER_SELECT}
      WHERE o.id_seller = $1
        AND (o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date BETWEEN $2::date AND $3::date
        AND ($4::int IS NULL OR o.estado = $4::int) AND ${ORDER_ELIGIBLE}
      ORDER BY o.fecha, o.id_orden`,
    [f.idSeller, f.fechaDesde, f.fechaHasta, f.idEstado],
  );

/** The orders of `ids` that are eligible for the seller (locked, so none changes meanwhile). */
export const eligibleOrdersById = (q: Queryable, idSeller: number, ids: readonly number[]) =>
  q.query<OrderRowDb>(
    `${ORDER_SELECT}
      WHERE o.id_orden = ANY($2::int[]) AND o.id_seller = $1 AND ${ORDER_ELIGIBLE}
      ORDER BY o.id_orden FOR UPDATE OF o`,
    [idSeller, ids],
  );

export interface NovedadRowDb {
  id_novedad: number;
  id_seller: number;
  razon_social: string;
  fecha: string;
  orden_referencia: string;
  id_tipo_novedad: number;
  concepto: string;
  observaciones: string | null;
  id_subtipo: 1 | 2;
  accion: string;
  importe: string;
  id_estado: number;
  estado: string;
  id_liquidacion: number | null;
}

const NOVEDAD_SELECT = `
  SELECT n.id_novedad, n.id_seller, s.razon_social, to_char(n.fecha, 'YYYY-MM-DD') AS fecha,
         n.orden_referencia::text AS orden_referencia, n.id_tipo_novedad, c.nombre AS concepto,
         n.observaciones, c.id_subtipo, a.descripcion AS accion, n.importe::text AS importe,
         n.id_estado, e.descripcion AS estado, n.id_liquidacion
    FROM novedades n
    JOIN sellers s ON s.id_seller = n.id_seller
    JOIN novedad_conceptos c ON c.id_tipo_novedad = n.id_tipo_novedad
    JOIN novedad_acciones a ON a.id_subtipo = c.id_subtipo
    JOIN novedad_estados e ON e.id_estado = n.id_estado`;

const NOVEDAD_ELIGIBLE = `n.id_estado = 2 AND NOT EXISTS
  (SELECT 1 FROM liquidacion_novedades ln WHERE ln.id_novedad = n.id_novedad AND ln.viva)`;

export const eligibleNovedades = (q: Queryable, idSeller: number) =>
  q.query<NovedadRowDb>(
    `${NOVEDAD_SELECT} WHERE n.id_seller = $1 AND ${NOVEDAD_ELIGIBLE}
      ORDER BY n.fecha, n.id_novedad`,
    [idSeller],
  );

export const eligibleNovedadesById = (q: Queryable, idSeller: number, ids: readonly number[]) =>
  q.query<NovedadRowDb>(
    `${NOVEDAD_SELECT}
      WHERE n.id_novedad = ANY($2::int[]) AND n.id_seller = $1 AND ${NOVEDAD_ELIGIBLE}
      ORDER BY n.id_novedad FOR UPDATE OF n`,
    [idSeller, ids],
  );

// The settlements area's SQL (002 §2-§4; DECISIONS 19-26; migration 0015): settlements, their
// rows and look-ups, the eligible orders and novedades. The statements that write a settlement
// live in src/server/shared/settlement-store.ts, shared with the demo seed, and are re-exported
// here; nothing else writes SQL for them. Amounts come out as text (numeric) and are turned
// into cents by the handlers.
import { rowsAsOne, type Queryable } from '../db/db.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import { NOVEDAD_ELIGIBLE, ORDER_ELIGIBLE } from '../shared/settlement-store.ts';
import type { IdEstadoLiquidacion } from '../../../machines/settlement.ts';

export {
  activeRegimes,
  headerValues,
  insertHeader,
  insertRows,
  markConfirmed,
  rebatesOfOrders,
  regimeRules,
  replaceTaxes,
  setNovedadLiquidada,
  writeHeaderTotals,
  type FeeToStore,
  type HeaderValues,
  type RebateSaleRow,
} from '../shared/settlement-store.ts';

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
  /** Both null: no date bound (only with a queue of 'Pendientes'). */
  fechaDesde: string | null;
  fechaHasta: string | null;
  idSeller: number | null;
  idEstado: IdEstadoLiquidacion | null;
  /** A queue of 'Pendientes' (issue 35): its condition on `l` (src/server/pending/). */
  pendiente?: string | undefined;
}

export async function searchSettlements(
  q: Queryable,
  f: SettlementFilter,
  page: number,
  size: number,
): Promise<{ total: number; rows: HeaderRow[] }> {
  const where = [
    'NOT l.eliminada',
    `($1::date IS NULL OR (l.creada_en AT TIME ZONE '${MARKET_TIME_ZONE}')::date >= $1::date)`,
    `($2::date IS NULL OR (l.creada_en AT TIME ZONE '${MARKET_TIME_ZONE}')::date <= $2::date)`,
  ];
  const params: unknown[] = [f.fechaDesde, f.fechaHasta];
  if (f.pendiente) where.push(f.pendiente);
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

/** The order's day in the market's calendar (a date). */
const ORDER_DAY = `(o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date`;

const orderSelect = (fecha: string) => `
  SELECT o.id_orden, o.id_seller, ${fecha} AS fecha,
         tp.descripcion AS tipo_publicacion, o.monto_venta::text AS monto_venta,
         o.monto_comision::text AS monto_comision, o.estado
    FROM ordenes o
    LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = o.id_tipo_publicacion`;

const ORDER_SELECT = orderSelect(`to_char(${ORDER_DAY}, 'YYYY-MM-DD')`);
/** ORDER_SELECT for JSON: a date in JSON is always YYYY-MM-DD (whatever DateStyle). */
const ORDER_SELECT_JSON = orderSelect(ORDER_DAY);

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
  rowsAsOne<OrderRowDb>(
    q,
    `${ORDER_SELECT_JSON}
      WHERE o.id_orden = ANY($2::int[]) AND o.id_seller = $1 AND ${ORDER_ELIGIBLE}
      ORDER BY o.id_orden FOR UPDATE OF o`,
    'x.id_orden',
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

/** Why selected ids were not eligible: those held by a live settlement (409), else 400. */
export async function heldOrders(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT id_orden AS id FROM liquidacion_ordenes WHERE viva AND id_orden = ANY($1::int[])`,
    [ids],
  );
  return rows.map((r) => r.id);
}

export async function heldNovedades(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT id_novedad AS id FROM liquidacion_novedades WHERE viva AND id_novedad = ANY($1::int[])`,
    [ids],
  );
  return rows.map((r) => r.id);
}

export interface StoredOrderRow extends OrderRowDb {
  importe_orden: string;
  importe_comision_neta: string;
  importe_comision_total: string;
  total_orden: string;
  retencion: string;
}

export const settlementOrders = (q: Queryable, id: number) =>
  q.query<StoredOrderRow>(
    `SELECT o.id_orden, o.id_seller,
            to_char((o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date, 'YYYY-MM-DD') AS fecha,
            tp.descripcion AS tipo_publicacion, o.monto_venta::text AS monto_venta,
            o.monto_comision::text AS monto_comision, o.estado,
            lo.importe_orden::text AS importe_orden,
            lo.importe_comision_neta::text AS importe_comision_neta,
            lo.importe_comision_total::text AS importe_comision_total,
            lo.total_orden::text AS total_orden, coalesce(ret.monto, 0)::text AS retencion
       FROM liquidacion_ordenes lo
       JOIN ordenes o ON o.id_orden = lo.id_orden
       LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = o.id_tipo_publicacion
       -- Each order's retentions, summed once for the whole settlement (not once per order:
       -- a settlement may hold 10 000 orders and twice as many tax rows).
       LEFT JOIN (SELECT t.id_venta, sum(t.monto) AS monto
                    FROM liquidacion_impuestos t
                    JOIN regimenes_impositivos r ON r.id_regimen = t.id_regimen
                   WHERE t.id_liquidacion = $1 AND r.tipo = 'retencion'
                   GROUP BY t.id_venta) ret ON ret.id_venta = lo.id_orden
      WHERE lo.id_liquidacion = $1
      ORDER BY o.id_orden`,
    [id],
  );

/**
 * The amounts of a settlement's order rows and fee rows alone, for its arithmetic (no joins),
 * in integer cents, in one statement: each list one JSON value of arrays (a settlement may hold
 * 10 000 orders, issue 20 point 9). numeric(14, 2) x 100 is a whole number below 10^14, so the
 * JSON number is exact.
 */
export async function settlementAmountsInCents(
  q: Queryable,
  id: number,
): Promise<{
  /** id_orden, importe_orden, importe_comision_neta, importe_comision_total, total_orden. */
  orders: [number, number, number, number, number][];
  /** id_venta, importe. */
  fees: [number, number][];
}> {
  const [row] = await q.query<{
    orders: [number, number, number, number, number][] | null;
    fees: [number, number][] | null;
  }>(
    `SELECT
       (SELECT json_agg(json_build_array(id_orden, (importe_orden * 100)::bigint,
                 (importe_comision_neta * 100)::bigint, (importe_comision_total * 100)::bigint,
                 (total_orden * 100)::bigint) ORDER BY id_orden)
          FROM liquidacion_ordenes WHERE id_liquidacion = $1) AS orders,
       (SELECT json_agg(json_build_array(id_venta, (importe * 100)::bigint) ORDER BY id_venta)
          FROM liquidacion_fees WHERE id_liquidacion = $1) AS fees`,
    [id],
  );
  return { orders: row?.orders ?? [], fees: row?.fees ?? [] };
}

export interface StoredNovedadRow extends NovedadRowDb {
  importe_liquidado: string;
}

export const settlementNovedades = (q: Queryable, id: number) =>
  q.query<StoredNovedadRow>(
    `SELECT x.*, ln.importe::text AS importe_liquidado
       FROM liquidacion_novedades ln
       JOIN (${NOVEDAD_SELECT}) x ON x.id_novedad = ln.id_novedad
      WHERE ln.id_liquidacion = $1
      ORDER BY ln.id_novedad`,
    [id],
  );

export interface StoredFeeRow {
  id_venta: number;
  id_cotizacion: number | null;
  peso_hasta: string | null;
  peso_aforado: string | null;
  codigo_postal: string | null;
  importe: string;
}

export const settlementFees = (q: Queryable, id: number) =>
  q.query<StoredFeeRow>(
    `SELECT id_venta, id_cotizacion, peso_hasta::text AS peso_hasta,
            peso_aforado::text AS peso_aforado, codigo_postal, importe::text AS importe
       FROM liquidacion_fees WHERE id_liquidacion = $1 ORDER BY id_venta`,
    [id],
  );

export interface StoredRebateRow {
  id_rebate: number;
  id_venta: number;
  precio_original: string;
  precio_publicado: string;
  a_cargo_market_unidad: string;
  a_cargo_seller_unidad: string;
  unidades: number;
}

export const settlementRebates = (q: Queryable, id: number) =>
  q.query<StoredRebateRow>(
    `SELECT id_rebate, id_venta, precio_original::text AS precio_original,
            precio_publicado::text AS precio_publicado,
            a_cargo_market_unidad::text AS a_cargo_market_unidad,
            a_cargo_seller_unidad::text AS a_cargo_seller_unidad, unidades
       FROM liquidacion_rebates WHERE id_liquidacion = $1 ORDER BY id_venta, id_rebate`,
    [id],
  );

/** Empties a draft (its rows are replaced on save; the novedades it held are freed). */
export async function clearDraftRows(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE novedades SET id_liquidacion = NULL WHERE id_liquidacion = $1', [id]);
  for (const table of [
    'liquidacion_impuestos',
    'liquidacion_rebates',
    'liquidacion_fees',
    'liquidacion_novedades',
    'liquidacion_ordenes',
  ]) {
    await q.query(`DELETE FROM ${table} WHERE id_liquidacion = $1`, [id]);
  }
}

/** DECISIONS 19: marked deleted with its rows kept; what it held is free again. */
export async function markDeleted(q: Queryable, id: number, idUsuario: number): Promise<void> {
  await q.query(
    `UPDATE liquidaciones SET eliminada = true, eliminada_en = now(), id_usuario_elimina = $2
      WHERE id_liquidacion = $1`,
    [id, idUsuario],
  );
  await q.query('UPDATE liquidacion_ordenes SET viva = false WHERE id_liquidacion = $1', [id]);
  await q.query('UPDATE liquidacion_novedades SET viva = false WHERE id_liquidacion = $1', [id]);
  await q.query('UPDATE novedades SET id_liquidacion = NULL WHERE id_liquidacion = $1', [id]);
}

export async function invoiceTypeExists(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM tipos_comprobante WHERE id_tipo_comprobante = $1', [
    id,
  ]);
  return rows.length > 0;
}

/** The novedades a settlement holds with their state, locked. */
export const heldNovedadStates = (q: Queryable, id: number) =>
  q.query<{ id_novedad: number; id_estado: 1 | 2 | 3 | 4 }>(
    `SELECT n.id_novedad, n.id_estado FROM novedades n
       JOIN liquidacion_novedades ln ON ln.id_novedad = n.id_novedad
      WHERE ln.id_liquidacion = $1 AND ln.viva ORDER BY n.id_novedad FOR UPDATE OF n`,
    [id],
  );

export interface StoredTaxRow {
  id: number;
  id_venta: number | null;
  regimen: string;
  tipo: 'retencion' | 'percepcion';
  alicuota_pb: number;
  monto: string;
  base_imponible: string;
}

export const settlementTaxes = (q: Queryable, id: number) =>
  q.query<StoredTaxRow>(
    `SELECT t.id, t.id_venta, r.regimen, r.tipo, t.alicuota_pb, t.monto::text AS monto,
            t.base_imponible::text AS base_imponible
       FROM liquidacion_impuestos t JOIN regimenes_impositivos r ON r.id_regimen = t.id_regimen
      WHERE t.id_liquidacion = $1 ORDER BY t.id_venta NULLS LAST, t.id`,
    [id],
  );

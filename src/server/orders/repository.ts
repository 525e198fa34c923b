// The orders area's SQL (001 §2.1, §3, §4): the list with its totals, one order with its lines,
// timeline, coupons and documents, the catalogues, and the writes of the status workflow. The
// handlers keep the rules and the answers; scripts/bench times the list's statements bare.
import { rowsAsOne, type Queryable } from '../db/db.ts';
import { fold, likePattern } from '../db/text-search.ts';
import { marketDayStartSql } from '../shared/market-day.ts';
import type { IdEstadoOrden } from '../../../machines/order.ts';

export interface OrderFilter {
  /** One seller, or null for every seller (the scope is decided by the caller). */
  idSeller: number | null;
  idOrden?: number | undefined;
  documento?: string | undefined;
  nombre?: string | undefined;
  apellido?: string | undefined;
  skuMarket?: string | undefined;
  idPublicacion?: number | undefined;
  idEstado?: number | undefined;
  /** Market days (YYYY-MM-DD), both included. */
  fechaDesde?: string | undefined;
  fechaHasta?: string | undefined;
  /** Only the orders taken by phone (their reference starts with PHONE_ORDER_PREFIX). */
  telefonicas?: boolean | undefined;
  /** A queue of 'Pendientes' (issue 35): its condition on `o` (src/server/pending/). */
  pendiente?: string | undefined;
}

/** The reference of an order taken by phone: this prefix and its zero-padded id. */
export const PHONE_ORDER_PREFIX = 'TEL-';

/** The columns of an order the list and the detail read. */
const ORDER_COLUMNS = `o.id_orden, o.id_referencia, o.fecha, o.id_seller, s.razon_social,
  s.url_logo, s.mostrar_info_contacto, s.envio_propio, o.id_plataforma, o.id_vendedor_boca,
  o.estado, o.monto_venta::text AS monto_venta, o.monto_comision::text AS monto_comision,
  o.monto_gasto_envio::text AS monto_gasto_envio, o.anulada_por_market, o.fecha_facturacion,
  o.cliente_nombre, o.cliente_apellido, o.cliente_email, o.cliente_tipo_documento,
  o.cliente_documento, o.cliente_telefono, o.cliente_domicilio, o.cliente_numero,
  o.cliente_piso, o.cliente_departamento, o.cliente_codigo_postal, o.cliente_localidad,
  o.cliente_provincia, o.id_tipo_entrega, te.descripcion AS tipo_entrega,
  o.entrega_domicilio, o.entrega_departamento, o.entrega_piso, o.entrega_codigo_postal,
  o.entrega_localidad, o.entrega_provincia, o.url_tracking, o.oblea_descargada, o.cuotas,
  o.tarjeta, tp.descripcion AS tipo_publicacion, o.id_motivo_solicitud,
  ms.descripcion AS motivo_solicitud, o.detalle_solicitud, o.fecha_solicitud,
  o.devolucion_dinero,
  o.id_motivo_anulacion_market, mm.descripcion AS motivo_anulacion_market,
  o.detalle_anulacion_market,
  EXISTS (SELECT 1 FROM orden_comprobantes c WHERE c.id_orden = o.id_orden AND c.id_estado = 2)
    AS tiene_factura,
  EXISTS (SELECT 1 FROM orden_comprobantes c WHERE c.id_orden = o.id_orden AND c.id_estado = 5)
    AS tiene_nota_credito`;

const ORDER_JOINS = `JOIN sellers s ON s.id_seller = o.id_seller
  JOIN tipos_entrega te ON te.id_tipo_entrega = o.id_tipo_entrega
  LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = o.id_tipo_publicacion
  LEFT JOIN motivos_solicitud_anulacion ms ON ms.id_motivo = o.id_motivo_solicitud
  LEFT JOIN motivos_solicitud_anulacion mm ON mm.id_motivo = o.id_motivo_anulacion_market`;

export interface OrderRow {
  id_orden: number;
  id_referencia: string | null;
  fecha: Date | string;
  id_seller: number;
  razon_social: string;
  url_logo: string | null;
  mostrar_info_contacto: boolean;
  envio_propio: boolean;
  id_plataforma: number;
  id_vendedor_boca: number | null;
  estado: IdEstadoOrden;
  monto_venta: string;
  monto_comision: string;
  monto_gasto_envio: string;
  anulada_por_market: boolean;
  fecha_facturacion: Date | string | null;
  cliente_nombre: string;
  cliente_apellido: string;
  cliente_email: string | null;
  cliente_tipo_documento: string;
  cliente_documento: string;
  cliente_telefono: string | null;
  cliente_domicilio: string | null;
  cliente_numero: string | null;
  cliente_piso: string | null;
  cliente_departamento: string | null;
  cliente_codigo_postal: string | null;
  cliente_localidad: string | null;
  cliente_provincia: string | null;
  id_tipo_entrega: number;
  tipo_entrega: string;
  entrega_domicilio: string | null;
  entrega_departamento: string | null;
  entrega_piso: string | null;
  entrega_codigo_postal: string | null;
  entrega_localidad: string | null;
  entrega_provincia: string | null;
  url_tracking: string | null;
  oblea_descargada: boolean;
  cuotas: number;
  tarjeta: string | null;
  tipo_publicacion: string | null;
  id_motivo_solicitud: number | null;
  motivo_solicitud: string | null;
  detalle_solicitud: string | null;
  fecha_solicitud: Date | string | null;
  /** The decision on the request: with (true) or without (false) refund; null otherwise. */
  devolucion_dinero: boolean | null;
  id_motivo_anulacion_market: number | null;
  motivo_anulacion_market: string | null;
  detalle_anulacion_market: string | null;
  tiene_factura: boolean;
  tiene_nota_credito: boolean;
}

export interface TotalsRow {
  n: number;
  ventas: string;
  comision: string;
}

/**
 * The totals and page statements of a filter, newest first (001 §2.1). Both read the same
 * parameters. Made for 1 000 000 orders (scripts/bench/orders-list.ts, migration 0005):
 * - a filter of seller, status and dates only (the screen as it opens) sums the per-day
 *   totals of orden_totales_dia instead of the orders: the same figures, whole market days;
 * - the surname is matched against the few distinct surnames of ordenes_apellidos, folded
 *   there once as fold() folds them, and the orders are read by equality on them: the same
 *   orders as folding every order's surname;
 * - the page picks its keys first and joins the columns of those 10 orders only.
 */
/**
 * The conditions of a filter on `ordenes o` (and their twins on orden_totales_dia where they
 * have one), with their parameters: the list, its totals and the orders export (issue 21,
 * ordersAfter) read the same orders for the same filter.
 */
function orderConditions(f: OrderFilter) {
  const where: string[] = [];
  const byDay: string[] = [];
  const params: unknown[] = [];
  /** An order condition, and the same one on orden_totales_dia when it has one. */
  const add = (sql: string, value: unknown, daySql?: string) => {
    params.push(value);
    const n = `$${String(params.length)}`;
    where.push(sql.replaceAll('?', n));
    if (daySql !== undefined) byDay.push(daySql.replaceAll('?', n));
  };
  if (f.idSeller !== null) add('o.id_seller = ?', f.idSeller, 't.id_seller = ?');
  if (f.idOrden !== undefined) add('o.id_orden = ?', f.idOrden);
  if (f.documento?.trim()) add('o.cliente_documento = ?', f.documento.trim());
  if (f.apellido?.trim()) {
    add(
      `o.cliente_apellido IN (SELECT a.cliente_apellido FROM ordenes_apellidos a
                               WHERE a.plegado LIKE ? ESCAPE '\\')`,
      likePattern(f.apellido),
    );
  }
  if (f.nombre?.trim())
    add(`${fold('o.cliente_nombre')} LIKE ? ESCAPE '\\'`, likePattern(f.nombre));
  if (f.skuMarket?.trim()) {
    add(
      'EXISTS (SELECT 1 FROM orden_items i WHERE i.id_orden = o.id_orden AND i.sku_market = ?)',
      f.skuMarket.trim().toUpperCase(),
    );
  }
  if (f.idPublicacion !== undefined) {
    add(
      'EXISTS (SELECT 1 FROM orden_items i WHERE i.id_orden = o.id_orden AND i.id_publicacion = ?)',
      f.idPublicacion,
    );
  }
  if (f.idEstado !== undefined) add('o.estado = ?', f.idEstado, 't.estado = ?');
  // A queue of 'Pendientes' (issue 35): its condition on `o`, which the per-day totals lack.
  if (f.pendiente) where.push(f.pendiente);
  // Whole market days, compared on the stored instant so that the index can be used.
  if (f.fechaDesde) {
    add(`o.fecha >= ${marketDayStartSql('?')}`, f.fechaDesde, 't.dia >= (?)::date');
  }
  if (f.fechaHasta) {
    add(`o.fecha < ${marketDayStartSql('(?::date + 1)')}`, f.fechaHasta, 't.dia <= (?)::date');
  }
  // 002 §7 ExportarOrdenesTelefonicas: the orders taken by phone (POST /api/Ordenes marks them).
  if (f.telefonicas) add('o.id_referencia LIKE ?', `${PHONE_ORDER_PREFIX}%`);
  return { where, byDay, params };
}

export function orderListQuery(f: OrderFilter, page: number, size: number) {
  const { where, byDay, params } = orderConditions(f);
  const filter = where.length === 0 ? 'true' : where.join(' AND ');
  // Every condition has its per-day twin: seller, status and dates only.
  const totalsSql =
    byDay.length === where.length
      ? `SELECT coalesce(sum(t.n), 0)::int AS n, coalesce(sum(t.ventas), 0)::text AS ventas,
              coalesce(sum(t.comision), 0)::text AS comision
         FROM orden_totales_dia t WHERE ${byDay.length === 0 ? 'true' : byDay.join(' AND ')}`
      : `SELECT count(*)::int AS n, coalesce(sum(o.monto_venta), 0)::text AS ventas,
              coalesce(sum(o.monto_comision), 0)::text AS comision
         FROM ordenes o WHERE ${filter}`;
  return {
    params,
    totalsSql,
    pageSql: `SELECT ${ORDER_COLUMNS}
                FROM (SELECT o.id_orden, o.fecha FROM ordenes o
                       WHERE ${filter}
                       ORDER BY o.fecha DESC, o.id_orden DESC
                       LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}) k
                JOIN ordenes o ON o.id_orden = k.id_orden
                ${ORDER_JOINS}
               ORDER BY k.fecha DESC, k.id_orden DESC`,
  };
}

export async function listOrders(
  q: Queryable,
  f: OrderFilter,
  page: number,
  size: number,
): Promise<{ totals: TotalsRow; rows: OrderRow[] }> {
  const sql = orderListQuery(f, page, size);
  // Independent statements: with a PostgreSQL pool they run at the same time (the embedded
  // database runs them one after the other).
  const [[totals], rows] = await Promise.all([
    q.query<TotalsRow>(sql.totalsSql, sql.params),
    q.query<OrderRow>(sql.pageSql, sql.params),
  ]);
  return { totals: totals ?? { n: 0, ventas: '0', comision: '0' }, rows };
}

/** How many orders a filter finds (the list's totals statement). */
export async function countOrders(q: Queryable, f: OrderFilter): Promise<number> {
  const sql = orderListQuery(f, 1, 1);
  const [totals] = await q.query<TotalsRow>(sql.totalsSql, sql.params);
  return totals?.n ?? 0;
}

/** Where a batch of ordersAfter ended: the last order's instant (as text, exact) and id. */
export interface OrderCursor {
  fecha: string;
  idOrden: number;
}

/** The fields of an order the orders export writes (issue 21, src/server/exports/orders.ts). */
const EXPORT_FIELDS = [
  'id_orden',
  'fecha',
  'estado',
  'id_plataforma',
  'id_vendedor_boca',
  'cliente_documento',
  'cliente_nombre',
  'cliente_apellido',
  'cliente_domicilio',
  'cliente_numero',
  'cliente_codigo_postal',
  'cliente_localidad',
  'cliente_provincia',
  'id_tipo_entrega',
  'entrega_domicilio',
  'entrega_codigo_postal',
] as const satisfies readonly (keyof OrderRow)[];

export interface OrderBatchRow extends Pick<
  OrderRow,
  | (typeof EXPORT_FIELDS)[number]
  | 'razon_social'
  | 'tipo_publicacion'
  | 'monto_venta'
  | 'monto_comision'
  | 'monto_gasto_envio'
> {
  cuit_seller: string | null;
  /** The order's instant as PostgreSQL writes it (microseconds kept), for the next cursor. */
  clave_fecha: string;
}

/**
 * The next `size` orders of a filter after `cursor`, in the list's order (newest first), read
 * by keyset so that an export of any size holds one batch at a time (issue 21). Read as one JSON
 * value (rowsAsOne): `fecha` comes as ISO text.
 */
export async function ordersAfter(
  q: Queryable,
  f: OrderFilter,
  cursor: OrderCursor | null,
  size: number,
): Promise<OrderBatchRow[]> {
  const { where, params } = orderConditions(f);
  if (cursor !== null) {
    params.push(cursor.fecha, cursor.idOrden);
    const n = params.length;
    // The first condition alone lets the date index be read backwards from the cursor; the
    // row comparison then skips the orders of that instant already written.
    where.push(
      `o.fecha <= $${String(n - 1)}::timestamptz`,
      `(o.fecha, o.id_orden) < ($${String(n - 1)}::timestamptz, $${String(n)}::int)`,
    );
  }
  const filter = where.length === 0 ? 'true' : where.join(' AND ');
  // Only what the export writes: the drivers' time goes with the size of the answer (rowsAsOne).
  return rowsAsOne<OrderBatchRow>(
    q,
    `SELECT ${EXPORT_FIELDS.map((f) => `o.${f}`).join(', ')}, s.razon_social,
            tp.descripcion AS tipo_publicacion, o.monto_venta::text AS monto_venta,
            o.monto_comision::text AS monto_comision,
            o.monto_gasto_envio::text AS monto_gasto_envio, s.cuit AS cuit_seller,
            k.fecha::text AS clave_fecha
       FROM (SELECT o.id_orden, o.fecha FROM ordenes o
              WHERE ${filter}
              ORDER BY o.fecha DESC, o.id_orden DESC
              LIMIT ${String(size)}) k
       JOIN ordenes o ON o.id_orden = k.id_orden
       JOIN sellers s ON s.id_seller = o.id_seller
       LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = o.id_tipo_publicacion`,
    'x.fecha DESC, x.id_orden DESC',
    params,
  );
}

/** One order, locked for the rest of the transaction when `lock`. */
export async function loadOrder(
  q: Queryable,
  idOrden: number,
  lock = false,
): Promise<OrderRow | null> {
  if (lock) await q.query('SELECT 1 FROM ordenes WHERE id_orden = $1 FOR UPDATE', [idOrden]);
  const rows = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM ordenes o ${ORDER_JOINS} WHERE o.id_orden = $1`,
    [idOrden],
  );
  return rows[0] ?? null;
}

export interface ItemRow {
  id_orden: number;
  id_item: number;
  id_publicacion: number | null;
  sku_market: string | null;
  sku_seller: string | null;
  ean: string | null;
  cantidad: number;
  precio_unitario: string;
  precio_lista: string | null;
  titulo: string;
  marca: string | null;
  subfamilia: string | null;
  imagen_principal: string | null;
  stock: number | null;
}

/** The product lines of some orders, in their order (read as one JSON value: rowsAsOne). */
export async function orderItems(q: Queryable, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return rowsAsOne<ItemRow>(
    q,
    `SELECT i.id_orden, i.id_item, i.id_publicacion, i.sku_market, p.sku_seller, p.ean, i.cantidad,
            i.precio_unitario::text AS precio_unitario, p.precio_lista::text AS precio_lista,
            i.titulo, m.descripcion AS marca, sf.descripcion AS subfamilia, p.imagen_principal,
            p.stock
       FROM orden_items i
       LEFT JOIN publicaciones p ON p.id_publicacion = i.id_publicacion
       LEFT JOIN marcas m ON m.codigo = p.marca
       LEFT JOIN subfamilias sf ON sf.codigo = p.categoria
      WHERE i.id_orden = ANY($1::int[])`,
    'x.id_orden, x.id_item',
    [ids],
  );
}

export interface TimelineRow {
  id_estado: IdEstadoOrden;
  fecha: Date | string;
}

/** 001 §4: the status timeline, newest first. */
export function orderTimeline(q: Queryable, idOrden: number): Promise<TimelineRow[]> {
  return q.query<TimelineRow>(
    `SELECT id_estado, fecha FROM orden_estados WHERE id_orden = $1
      ORDER BY fecha DESC, id DESC`,
    [idOrden],
  );
}

export interface CouponRow {
  nro_plan: number;
  cuotas: number;
  tarjeta: string;
  monto_cuota: string;
  banco: string | null;
  autorizacion: string | null;
  nro_cupon: number;
  ultimos_cuatro_digitos: string | null;
  primeros_seis_digitos: string | null;
  id_adquiriente: number;
  adquiriente: string;
  id_transaccion: string;
  recargo: string;
}

export function orderCoupons(q: Queryable, idOrden: number): Promise<CouponRow[]> {
  return q.query<CouponRow>(
    `SELECT c.nro_plan, c.cuotas, c.tarjeta, c.monto_cuota::text AS monto_cuota, c.banco,
            c.autorizacion, c.nro_cupon, c.ultimos_cuatro_digitos, c.primeros_seis_digitos,
            c.id_adquiriente, a.descripcion AS adquiriente, c.id_transaccion::text AS id_transaccion,
            c.recargo::text AS recargo
       FROM orden_cupones c JOIN adquirientes a ON a.id_adquiriente = c.id_adquiriente
      WHERE c.id_orden = $1 ORDER BY c.id`,
    [idOrden],
  );
}

/** The payment coupons of some orders, each order's in its order (the orders export). */
export function couponsOfOrders(
  q: Queryable,
  ids: readonly number[],
): Promise<(CouponRow & { id_orden: number; id_cupon: number })[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsAsOne(
    q,
    `SELECT c.id_orden, c.id AS id_cupon, c.nro_plan, c.cuotas, c.tarjeta, c.monto_cuota::text AS monto_cuota,
            c.banco, c.autorizacion, c.nro_cupon, c.ultimos_cuatro_digitos,
            c.primeros_seis_digitos, c.id_adquiriente, a.descripcion AS adquiriente,
            c.id_transaccion::text AS id_transaccion, c.recargo::text AS recargo
       FROM orden_cupones c JOIN adquirientes a ON a.id_adquiriente = c.id_adquiriente
      WHERE c.id_orden = ANY($1::int[])`,
    'x.id_orden, x.id_cupon',
    [ids],
  );
}

/** A plan of platform 1 by its number (001 §5: the add-payment modal's plan), or null. */
export async function planOf(q: Queryable, numero: number): Promise<{ cuotas: number } | null> {
  const rows = await q.query<{ cuotas: number }>(
    'SELECT cuotas FROM planes WHERE id_plataforma = 1 AND numero = $1',
    [numero],
  );
  return rows[0] ?? null;
}

export async function acquirerExists(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM adquirientes WHERE id_adquiriente = $1', [id]);
  return rows.length > 0;
}

/** A new payment coupon of an order (001 §3); amounts as decimal texts. */
export async function insertCoupon(
  q: Queryable,
  idOrden: number,
  c: {
    nroPlan: number;
    cuotas: number;
    tarjeta: string;
    montoCuota: string;
    banco: string | null;
    autorizacion: string | null;
    nroCupon: number;
    ultimosCuatroDigitos: string;
    primerosSeisDigitos: string;
    idAdquiriente: number;
    idTransaccion: number;
    recargo: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO orden_cupones (id_orden, nro_plan, cuotas, tarjeta, monto_cuota, banco,
                                autorizacion, nro_cupon, ultimos_cuatro_digitos,
                                primeros_seis_digitos, id_adquiriente, id_transaccion, recargo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      idOrden,
      c.nroPlan,
      c.cuotas,
      c.tarjeta.trim(),
      c.montoCuota,
      c.banco,
      c.autorizacion,
      c.nroCupon,
      c.ultimosCuatroDigitos === '' ? null : c.ultimosCuatroDigitos,
      c.primerosSeisDigitos === '' ? null : c.primerosSeisDigitos,
      c.idAdquiriente,
      c.idTransaccion,
      c.recargo,
    ],
  );
}

export interface DocumentRow {
  id_estado: 2 | 5;
  archivo: string;
  nombre_original: string;
  fecha: Date | string;
}

export function orderDocuments(q: Queryable, idOrden: number): Promise<DocumentRow[]> {
  return q.query<DocumentRow>(
    `SELECT id_estado, archivo, nombre_original, fecha FROM orden_comprobantes
      WHERE id_orden = $1 ORDER BY id_estado`,
    [idOrden],
  );
}

/** Moves the order to a status and writes its timeline row (001 §4). */
export async function writeOrderStatus(
  q: Queryable,
  idOrden: number,
  idEstado: IdEstadoOrden,
  idUsuario: number,
): Promise<void> {
  await q.query('UPDATE ordenes SET estado = $2 WHERE id_orden = $1', [idOrden, idEstado]);
  await q.query('INSERT INTO orden_estados (id_orden, id_estado, id_usuario) VALUES ($1, $2, $3)', [
    idOrden,
    idEstado,
    idUsuario,
  ]);
}

/** The cancellation request's reason and detail (001 §3 motivoSolicitudOrden). */
export async function writeRequest(
  q: Queryable,
  idOrden: number,
  idMotivo: number,
  detalle: string | null,
): Promise<void> {
  await q.query(
    `UPDATE ordenes SET id_motivo_solicitud = $2, detalle_solicitud = $3, fecha_solicitud = now(),
            devolucion_dinero = NULL, id_motivo_rechazo = NULL
      WHERE id_orden = $1`,
    [idOrden, idMotivo, detalle],
  );
}

/** The decision on a request: refund or not, or the rejection's reason. */
export async function writeDecision(
  q: Queryable,
  idOrden: number,
  decision: { devolucionDinero: boolean | null; idMotivoRechazo: number | null },
): Promise<void> {
  await q.query(
    'UPDATE ordenes SET devolucion_dinero = $2, id_motivo_rechazo = $3 WHERE id_orden = $1',
    [idOrden, decision.devolucionDinero, decision.idMotivoRechazo],
  );
}

/** The internal sale status (001 §4): annulled by the marketplace, or approved again. */
export async function writeSaleStatus(
  q: Queryable,
  idOrden: number,
  anulada: boolean,
): Promise<void> {
  await q.query(
    `UPDATE ordenes SET anulada_por_market = $2,
            id_motivo_anulacion_market = CASE WHEN $2 THEN id_motivo_anulacion_market END,
            detalle_anulacion_market = CASE WHEN $2 THEN detalle_anulacion_market END
      WHERE id_orden = $1`,
    [idOrden, anulada],
  );
}

export async function writeTracking(q: Queryable, idOrden: number, url: string): Promise<void> {
  await q.query('UPDATE ordenes SET url_tracking = $2 WHERE id_orden = $1', [idOrden, url]);
}

export function cancellationReasons(q: Queryable) {
  return q.query<{ id_motivo: number; descripcion: string }>(
    'SELECT id_motivo, descripcion FROM motivos_solicitud_anulacion ORDER BY orden',
  );
}

export function rejectionReasons(q: Queryable) {
  return q.query<{ codigo: number; descripcion: string }>(
    'SELECT codigo, descripcion FROM motivos_rechazo_anulacion ORDER BY orden',
  );
}

export function acquirers(q: Queryable) {
  return q.query<{ id_adquiriente: number; descripcion: string }>(
    'SELECT id_adquiriente, descripcion FROM adquirientes ORDER BY id_adquiriente',
  );
}

/** The first product of an order (what a notification shows). */
export async function firstItem(
  q: Queryable,
  idOrden: number,
): Promise<{ sku_market: string | null; titulo: string; imagen: string | null } | null> {
  const rows = await q.query<{ sku_market: string | null; titulo: string; imagen: string | null }>(
    `SELECT i.sku_market, i.titulo, p.imagen_principal AS imagen
       FROM orden_items i LEFT JOIN publicaciones p ON p.id_publicacion = i.id_publicacion
      WHERE i.id_orden = $1 ORDER BY i.id_item LIMIT 1`,
    [idOrden],
  );
  return rows[0] ?? null;
}

/** The order's live invoice (2) or credit note (5): replaces the one stored before, if any. */
export async function writeDocument(
  q: Queryable,
  doc: {
    idOrden: number;
    idEstado: 2 | 5;
    archivo: string;
    nombreOriginal: string;
    bytes: number;
    idUsuario: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO orden_comprobantes (id_orden, id_estado, archivo, nombre_original, bytes, id_usuario)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id_orden, id_estado) DO UPDATE
       SET archivo = EXCLUDED.archivo, nombre_original = EXCLUDED.nombre_original,
           bytes = EXCLUDED.bytes, id_usuario = EXCLUDED.id_usuario, fecha = now()`,
    [doc.idOrden, doc.idEstado, doc.archivo, doc.nombreOriginal, doc.bytes, doc.idUsuario],
  );
}

export async function deleteDocument(q: Queryable, idOrden: number, idEstado: 2 | 5) {
  await q.query('DELETE FROM orden_comprobantes WHERE id_orden = $1 AND id_estado = $2', [
    idOrden,
    idEstado,
  ]);
}

/** DECISIONS 18: the 7-day window starts when the order enters facturado; cleared with it. */
export async function writeInvoiceDate(q: Queryable, idOrden: number, invoiced: boolean) {
  await q.query(
    `UPDATE ordenes SET fecha_facturacion = CASE WHEN $2 THEN now() END WHERE id_orden = $1`,
    [idOrden, invoiced],
  );
}

/** 001 §4: the label was downloaded ('Volver a Descargar Oblea'); false when it already was. */
export async function markLabelDownloaded(q: Queryable, idOrden: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE ordenes SET oblea_descargada = true
      WHERE id_orden = $1 AND NOT oblea_descargada RETURNING id_orden`,
    [idOrden],
  );
  return rows.length > 0;
}

/** Who sends an order's parcel (the shipping label's sender). */
/** Who sends an order's parcel: the seller, with its address when it has one (000 §2.3). */
export interface LabelSender {
  razon_social: string;
  cuit: string | null;
  email: string | null;
  /** One line: street and number, postal code and locality, province. */
  direccion?: string | null;
}

export async function labelSender(q: Queryable, idSeller: number): Promise<LabelSender | null> {
  const rows = await q.query<LabelSender>(
    `SELECT razon_social, cuit, email,
            nullif(concat_ws(', ',
              nullif(btrim(concat_ws(' ', domicilio, numero_domicilio::text)), ''),
              nullif(btrim(concat_ws(' ', codigo_postal::text, localidad)), ''),
              provincia), '') AS direccion
       FROM sellers WHERE id_seller = $1`,
    [idSeller],
  );
  return rows[0] ?? null;
}

/** A listing as a phone order sells it (001 §2.1 new-order mode). */
export interface SellableRow {
  id_publicacion: number;
  id_seller: number;
  sku_market: string;
  titulo: string;
  estado: number;
  stock: number;
  /** The price charged: the promotional price when there is one, else the list price. */
  precio: string;
  comision: string | null;
  id_tipo_publicacion: number | null;
  imagen_principal: string | null;
}

const SELLABLE = `SELECT p.id_publicacion, p.id_seller, p.sku_market, p.titulo, p.estado, p.stock,
         coalesce(p.precio_promocional, p.precio_lista)::text AS precio,
         tp.comision::text AS comision, p.id_tipo_publicacion, p.imagen_principal
    FROM publicaciones p
    LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = p.id_tipo_publicacion`;

/** The listing of a market SKU (the add-product modal's lookup). */
export async function sellableBySku(q: Queryable, skuMarket: string): Promise<SellableRow | null> {
  const rows = await q.query<SellableRow>(`${SELLABLE} WHERE p.sku_market = $1`, [skuMarket]);
  return rows[0] ?? null;
}

/**
 * The listings of some market SKUs, locked for the rest of the transaction in id order (so
 * that two orders locking the same listings never wait for each other in a cycle).
 */
export async function lockSellable(q: Queryable, skus: readonly string[]): Promise<SellableRow[]> {
  await q.query(
    `SELECT 1 FROM publicaciones WHERE sku_market = ANY($1::text[])
      ORDER BY id_publicacion FOR UPDATE`,
    [skus],
  );
  return q.query<SellableRow>(`${SELLABLE} WHERE p.sku_market = ANY($1::text[])`, [skus]);
}

/** A listing's stock before and after an order took or returned units (a stock notification). */
export interface StockChange {
  id_publicacion: number;
  id_seller: number;
  sku_market: string | null;
  titulo: string;
  imagen_principal: string | null;
  antes: number;
  despues: number;
}

/**
 * A phone order takes its lines' units from the listings' stock (locked by lockSellable) and is
 * marked as having taken them, so that annulling it returns them (returnStock).
 */
export async function takeStock(
  q: Queryable,
  idOrden: number,
  lines: readonly { idPublicacion: number; cantidad: number }[],
): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const l of lines) {
    const rows = await q.query<StockChange>(
      `UPDATE publicaciones SET stock = stock - $2, fecha_ultima_modificacion = now()
        WHERE id_publicacion = $1
        RETURNING id_publicacion, id_seller, sku_market, titulo, imagen_principal,
                  stock + $2 AS antes, stock AS despues`,
      [l.idPublicacion, l.cantidad],
    );
    changes.push(...rows);
  }
  await q.query('UPDATE ordenes SET stock_tomado = true WHERE id_orden = $1', [idOrden]);
  return changes;
}

/**
 * The units an annulled order had taken go back to its listings, once: the order's mark is
 * cleared in the same statement that reads it (a second annulment, were there one, returns
 * nothing). Orders that took no stock (a platform's) return nothing. Listings are locked in id
 * order, as lockSellable does.
 */
export async function returnStock(q: Queryable, idOrden: number): Promise<StockChange[]> {
  const lines = await q.query<{ id_publicacion: number; cantidad: number }>(
    `WITH o AS (UPDATE ordenes SET stock_tomado = false
                 WHERE id_orden = $1 AND stock_tomado RETURNING id_orden)
     SELECT i.id_publicacion, sum(i.cantidad)::int AS cantidad
       FROM orden_items i JOIN o USING (id_orden)
      WHERE i.id_publicacion IS NOT NULL
      GROUP BY i.id_publicacion ORDER BY i.id_publicacion`,
    [idOrden],
  );
  if (lines.length === 0) return [];
  await q.query(
    `SELECT 1 FROM publicaciones WHERE id_publicacion = ANY($1::int[])
      ORDER BY id_publicacion FOR UPDATE`,
    [lines.map((l) => l.id_publicacion)],
  );
  const changes: StockChange[] = [];
  for (const l of lines) {
    const rows = await q.query<StockChange>(
      `UPDATE publicaciones SET stock = stock + $2, fecha_ultima_modificacion = now()
        WHERE id_publicacion = $1
        RETURNING id_publicacion, id_seller, sku_market, titulo, imagen_principal,
                  stock - $2 AS antes, stock AS despues`,
      [l.id_publicacion, l.cantidad],
    );
    changes.push(...rows);
  }
  return changes;
}

export interface NewOrder {
  idSeller: number;
  montoVenta: string;
  montoComision: string;
  idTipoPublicacion: number | null;
  cliente: {
    nombre: string;
    apellido: string;
    email: string | null;
    tipoDocumento: string;
    documento: string;
    telefono: string | null;
    domicilio: string | null;
    numero: string | null;
    piso: string | null;
    departamento: string | null;
    codigoPostal: string | null;
    localidad: string | null;
    provincia: string | null;
  };
  entrega: {
    idTipoEntrega: number;
    domicilio: string | null;
    piso: string | null;
    departamento: string | null;
    codigoPostal: string | null;
    localidad: string | null;
    provincia: string | null;
  };
  cuotas: number;
  tarjeta: string | null;
  items: {
    idPublicacion: number;
    skuMarket: string;
    titulo: string;
    cantidad: number;
    precio: string;
  }[];
}

/** A phone order (001 §7 POST /api/Ordenes): the order, its lines; returns its id. */
export async function insertOrder(q: Queryable, o: NewOrder): Promise<number> {
  const c = o.cliente;
  const e = o.entrega;
  const [row] = await q.query<{ id_orden: number }>(
    `INSERT INTO ordenes (id_seller, estado, estado_pago, monto_venta, monto_comision,
       id_plataforma, id_tipo_publicacion, cliente_nombre, cliente_apellido, cliente_email,
       cliente_tipo_documento, cliente_documento, cliente_telefono, cliente_domicilio,
       cliente_numero, cliente_piso, cliente_departamento, cliente_codigo_postal,
       cliente_localidad, cliente_provincia, id_tipo_entrega, entrega_domicilio, entrega_piso,
       entrega_departamento, entrega_codigo_postal, entrega_localidad, entrega_provincia, cuotas,
       tarjeta)
     VALUES ($1, 1, 'pendiente', $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
             $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
     RETURNING id_orden`,
    [
      o.idSeller,
      o.montoVenta,
      o.montoComision,
      o.idTipoPublicacion,
      c.nombre,
      c.apellido,
      c.email,
      c.tipoDocumento,
      c.documento,
      c.telefono,
      c.domicilio,
      c.numero,
      c.piso,
      c.departamento,
      c.codigoPostal,
      c.localidad,
      c.provincia,
      e.idTipoEntrega,
      e.domicilio,
      e.piso,
      e.departamento,
      e.codigoPostal,
      e.localidad,
      e.provincia,
      o.cuotas,
      o.tarjeta,
    ],
  );
  if (!row) throw new Error('no se pudo crear la orden');
  await q.query('UPDATE ordenes SET id_referencia = $2 WHERE id_orden = $1', [
    row.id_orden,
    `${PHONE_ORDER_PREFIX}${String(row.id_orden).padStart(8, '0')}`,
  ]);
  for (const i of o.items) {
    await q.query(
      `INSERT INTO orden_items (id_orden, id_publicacion, sku_market, titulo, cantidad, precio_unitario)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id_orden, i.idPublicacion, i.skuMarket, i.titulo, i.cantidad, i.precio],
    );
  }
  return row.id_orden;
}

// ---- Supplier green-sale orders (001 §2.2, §3, §4 'Oblea', §6; migration 0007) ----

export interface GreenSaleFilter {
  /**
   * The session's user when it is a supplier: the scope is that user's supplier, read here
   * from users in the query itself (001 §6), whatever else the filter says. Null for staff.
   */
  idUsuarioProveedor: number | null;
  idProveedor?: number | undefined;
  idOrden?: number | undefined;
  documento?: string | undefined;
  nombre?: string | undefined;
  apellido?: string | undefined;
  idEstado?: number | undefined;
  fechaDesde?: string | undefined;
  fechaHasta?: string | undefined;
  fechaModific?: string | undefined;
  skuMarket?: string | undefined;
  idTipoPlataforma?: number | undefined;
  idOrdenDesde?: number | undefined;
  idOrdenHasta?: number | undefined;
  /** A queue of 'Pendientes' (issue 35): its condition on `v` and `o` (src/server/pending/). */
  pendiente?: string | undefined;
}

export interface GreenSaleRow {
  id_orden: number;
  fecha: Date | string;
  cliente_nombre: string;
  cliente_apellido: string;
  cliente_documento: string;
  cliente_email: string | null;
  monto_venta: string;
  id_vendedor_boca: number | null;
  id_plataforma: number;
  id_tipo_entrega: number;
  tipo_entrega: string;
  estado: IdEstadoOrden;
  anulada_por_market: boolean;
  id_motivo_anulacion_market: number | null;
  motivo_anulacion_market: string | null;
  detalle_anulacion_market: string | null;
  id_seller: number;
  razon_social: string;
  url_logo: string | null;
  id_proveedor: number;
  proveedor: string;
  comprobante: string;
  oblea_descargada: boolean;
}

const GREEN_SALE_SCOPE = `v.id_proveedor = (SELECT u.id_proveedor FROM users u
                                              WHERE u.id_usuario = ? AND u.tipo_usuario = 7)`;

/** One page of green-sale orders within the scope, newest first, and how many there are. */
export async function listGreenSales(
  q: Queryable,
  f: GreenSaleFilter,
  page: number,
  size: number,
): Promise<{ total: number; rows: GreenSaleRow[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${String(params.length)}`));
  };
  if (f.idUsuarioProveedor !== null) add(GREEN_SALE_SCOPE, f.idUsuarioProveedor);
  else if (f.idProveedor !== undefined) add('v.id_proveedor = ?', f.idProveedor);
  if (f.idOrden !== undefined) add('o.id_orden = ?', f.idOrden);
  if (f.idOrdenDesde !== undefined) add('o.id_orden >= ?', f.idOrdenDesde);
  if (f.idOrdenHasta !== undefined) add('o.id_orden <= ?', f.idOrdenHasta);
  if (f.documento?.trim()) add('o.cliente_documento = ?', f.documento.trim());
  if (f.apellido?.trim()) {
    add(`${fold('o.cliente_apellido')} LIKE ? ESCAPE '\\'`, likePattern(f.apellido));
  }
  if (f.nombre?.trim())
    add(`${fold('o.cliente_nombre')} LIKE ? ESCAPE '\\'`, likePattern(f.nombre));
  if (f.idEstado !== undefined) add('o.estado = ?', f.idEstado);
  if (f.idTipoPlataforma !== undefined) add('o.id_plataforma = ?', f.idTipoPlataforma);
  if (f.skuMarket?.trim()) {
    add(
      'EXISTS (SELECT 1 FROM orden_items i WHERE i.id_orden = o.id_orden AND i.sku_market = ?)',
      f.skuMarket.trim().toUpperCase(),
    );
  }
  if (f.fechaDesde) add(`o.fecha >= ${marketDayStartSql('?')}`, f.fechaDesde);
  if (f.fechaHasta) add(`o.fecha < ${marketDayStartSql('(?::date + 1)')}`, f.fechaHasta);
  if (f.fechaModific) {
    add(`v.oblea_fecha_actualizacion >= ${marketDayStartSql('?')}`, f.fechaModific);
  }
  if (f.pendiente) where.push(f.pendiente);
  const filter = where.length === 0 ? 'true' : where.join(' AND ');
  const from = `FROM ventas_verdes v JOIN ordenes o ON o.id_orden = v.id_orden`;
  const [totals] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n ${from} WHERE ${filter}`,
    params,
  );
  const rows = await q.query<GreenSaleRow>(
    `SELECT o.id_orden, o.fecha, o.cliente_nombre, o.cliente_apellido, o.cliente_documento,
            o.cliente_email, o.monto_venta::text AS monto_venta, o.id_vendedor_boca,
            o.id_plataforma, o.id_tipo_entrega, te.descripcion AS tipo_entrega, o.estado,
            o.anulada_por_market, o.id_motivo_anulacion_market,
            mm.descripcion AS motivo_anulacion_market, o.detalle_anulacion_market,
            o.id_seller, s.razon_social, s.url_logo, v.id_proveedor,
            p.descripcion AS proveedor, v.comprobante,
            (v.oblea_fecha_descarga IS NOT NULL AND NOT v.oblea_borrado) AS oblea_descargada
       ${from}
       JOIN sellers s ON s.id_seller = o.id_seller
       JOIN proveedores p ON p.id_proveedor = v.id_proveedor
       JOIN tipos_entrega te ON te.id_tipo_entrega = o.id_tipo_entrega
       LEFT JOIN motivos_solicitud_anulacion mm ON mm.id_motivo = o.id_motivo_anulacion_market
      WHERE ${filter}
      ORDER BY o.fecha DESC, o.id_orden DESC
      LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`,
    params,
  );
  return { total: totals?.n ?? 0, rows };
}

/** A green-sale order's own row within the scope (null: none, or another supplier's). */
export interface GreenSaleMark {
  id_orden: number;
  id_proveedor: number;
  proveedor: string;
  comprobante: string;
  oblea_descargada: boolean;
  oblea_fecha_descarga: Date | string | null;
  oblea_fecha_actualizacion: Date | string | null;
}

const MARK_COLUMNS = `v.id_orden, v.id_proveedor, p.descripcion AS proveedor, v.comprobante,
  (v.oblea_fecha_descarga IS NOT NULL AND NOT v.oblea_borrado) AS oblea_descargada,
  v.oblea_fecha_descarga, v.oblea_fecha_actualizacion`;

/** By order id or by receipt number, within the scope (idUsuarioProveedor null: staff). */
export async function findGreenSale(
  q: Queryable,
  by: { idOrden: number } | { comprobante: string },
  idUsuarioProveedor: number | null,
  lock = false,
): Promise<GreenSaleMark | null> {
  const params: unknown[] = ['idOrden' in by ? by.idOrden : by.comprobante];
  let sql = `SELECT ${MARK_COLUMNS} FROM ventas_verdes v
               JOIN proveedores p ON p.id_proveedor = v.id_proveedor
              WHERE ${'idOrden' in by ? 'v.id_orden = $1' : 'v.comprobante = $1'}`;
  if (idUsuarioProveedor !== null) {
    params.push(idUsuarioProveedor);
    sql += ` AND ${GREEN_SALE_SCOPE.replace('?', '$2')}`;
  }
  if (lock) sql += ' FOR UPDATE OF v';
  const rows = await q.query<GreenSaleMark>(sql, params);
  return rows[0] ?? null;
}

/** 001 §4: marks the label downloaded by the user (borrado: clears the mark). */
export async function writeGreenSaleMark(
  q: Queryable,
  idOrden: number,
  idUsuario: number,
  borrado: boolean,
): Promise<GreenSaleMark> {
  const rows = await q.query<GreenSaleMark>(
    `UPDATE ventas_verdes v
        SET oblea_id_usuario = $2,
            oblea_fecha_descarga = CASE WHEN $3 THEN v.oblea_fecha_descarga
                                        ELSE coalesce(v.oblea_fecha_descarga, now()) END,
            oblea_borrado = $3,
            oblea_fecha_actualizacion = now()
       FROM proveedores p
      WHERE v.id_orden = $1 AND p.id_proveedor = v.id_proveedor
      RETURNING ${MARK_COLUMNS}`,
    [idOrden, idUsuario, borrado],
  );
  const row = rows[0];
  if (!row) throw new Error(`ventas_verdes ${String(idOrden)} vanished inside its transaction`);
  return row;
}

/** The supplier select (001 §7): by a part of the name; a supplier's user finds its own. */
export function searchSuppliers(
  q: Queryable,
  descripcion: string,
  idUsuarioProveedor: number | null,
  size: number,
) {
  const params: unknown[] = [likePattern(descripcion)];
  let scope = '';
  if (idUsuarioProveedor !== null) {
    params.push(idUsuarioProveedor);
    scope = ` AND ${GREEN_SALE_SCOPE.replace('v.id_proveedor', 'p.id_proveedor').replace('?', '$2')}`;
  }
  return q.query<{ id_proveedor: number; descripcion: string }>(
    `SELECT p.id_proveedor, p.descripcion FROM proveedores p
      WHERE ${fold('p.descripcion')} LIKE $1 ESCAPE '\\'${scope}
      ORDER BY p.descripcion, p.id_proveedor LIMIT ${String(size)}`,
    params,
  );
}

/** The seller's status (001 §4): only an active seller's (1) listings are sold. */
export async function sellerEstado(q: Queryable, idSeller: number): Promise<number | null> {
  const [row] = await q.query<{ estado: number }>(
    'SELECT estado FROM sellers WHERE id_seller = $1 AND NOT eliminado',
    [idSeller],
  );
  return row?.estado ?? null;
}

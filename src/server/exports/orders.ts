// The orders exports (002 §6, §7, §9; issue 21): POST /api/Ordenes/ExportarOrdenes (the orders
// filter, staff's 35 columns or the sellers' 18) and ExportarOrdenesTelefonicas (staff's
// template, the phone orders of a range). The orders are read with the orders area's own filter
// in keyset batches (ordersAfter), each batch with its lines and coupons; one row per product
// line, the order's amounts on its first row only, up to two coupons side by side.
import {
  firstRowOnlyFields,
  type ExportColumn,
  type OrderExportField,
} from '../../domain/exports.ts';
import { platformName } from '../../domain/order-rules.ts';
import { estadoOrdenLabels } from '../../../machines/order.ts';
import type { Queryable } from '../db/db.ts';
import {
  couponsOfOrders,
  orderItems,
  ordersAfter,
  type OrderBatchRow,
  type OrderFilter,
} from '../orders/area.ts';
import { exportLimits } from './limits.ts';
import { instantSerial, money, text } from './cells.ts';
import type { PostedCell } from './sheet.ts';

type Values = Partial<Record<OrderExportField, PostedCell>>;

/** The fields of a product line; the others of a row are its order's. */
const lineFields = new Set<string>([
  'producto',
  'cantidad',
  'precioUnitario',
  'sellerSku',
  'skuMarket',
  'subfamilia',
] satisfies OrderExportField[]);

/** 002 §4: 'Retira en {branch}' when the order goes to a branch, otherwise 'Envío a domicilio'. */
const entregaOf = (o: OrderBatchRow) =>
  o.id_tipo_entrega === 2 ? `Retira en ${o.entrega_domicilio ?? 'sucursal'}` : 'Envío a domicilio';

const joinAddress = (...parts: (string | null)[]) =>
  parts.filter((p) => p !== null && p.trim() !== '').join(' ') || null;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The rows of one batch of orders, in `columns`. */
async function rowsOf(
  q: Queryable,
  orders: readonly OrderBatchRow[],
  columns: readonly ExportColumn<OrderExportField>[],
  brand: string,
): Promise<PostedCell[][]> {
  const ids = orders.map((o) => o.id_orden);
  const [items, coupons] = await Promise.all([orderItems(q, ids), couponsOfOrders(q, ids)]);
  const linesOf = groupBy(items, (i) => i.id_orden);
  const couponsOf = groupBy(coupons, (c) => c.id_orden);
  const out: PostedCell[][] = [];
  const firstOnly = new Set<string>(firstRowOnlyFields);
  // Per column, once: whether it is blank after an order's first row, and whether it is one of
  // the product line's fields (the others are the order's).
  const blankAfterFirst = columns.map((c) => firstOnly.has(c.field));
  const ofLine = columns.map((c) => lineFields.has(c.field));
  for (const o of orders) {
    const lines = linesOf.get(o.id_orden) ?? [];
    const [c1, c2] = couponsOf.get(o.id_orden) ?? [];
    const order: Values = {
      fecha: instantSerial(o.fecha),
      idOrden: o.id_orden,
      estado: estadoOrdenLabels[o.estado],
      plataforma: platformName(o.id_plataforma, brand),
      tipoPublicacion: text(o.tipo_publicacion),
      seller: o.razon_social,
      cuitSeller: text(o.cuit_seller),
      idVendedorBoca: o.id_vendedor_boca,
      documento: text(o.cliente_documento),
      nombre: text(o.cliente_nombre),
      apellido: text(o.cliente_apellido),
      domicilio: joinAddress(o.cliente_domicilio, o.cliente_numero),
      codigoPostal: text(o.cliente_codigo_postal),
      localidad: text(o.cliente_localidad),
      provincia: text(o.cliente_provincia),
      entrega: entregaOf(o),
      domicilioEntrega: o.id_tipo_entrega === 2 ? null : text(o.entrega_domicilio),
      codigoPostalEntrega: text(o.entrega_codigo_postal),
      montoVenta: money(o.monto_venta),
      montoComision: money(o.monto_comision),
      montoGastoEnvio: money(o.monto_gasto_envio),
      nroPlan1: c1?.nro_plan ?? null,
      nroCupon1: text(c1?.nro_cupon),
      idTransaccion1: text(c1?.id_transaccion),
      adquiriente1: text(c1?.adquiriente),
      nroPlan2: c2?.nro_plan ?? null,
      nroCupon2: text(c2?.nro_cupon),
      idTransaccion2: text(c2?.id_transaccion),
      adquiriente2: text(c2?.adquiriente),
    };
    // An order without lines still has its row (its amounts are on it).
    const products = lines.length > 0 ? lines : [null];
    products.forEach((line, k) => {
      const product: Values = {
        producto: line?.titulo ?? null,
        cantidad: line?.cantidad ?? null,
        precioUnitario: line ? money(line.precio_unitario) : null,
        sellerSku: text(line?.sku_seller),
        skuMarket: text(line?.sku_market),
        subfamilia: text(line?.subfamilia),
      };
      out.push(
        columns.map((c, i) =>
          k > 0 && blankAfterFirst[i]
            ? null
            : ((ofLine[i] ? product[c.field] : order[c.field]) ?? null),
        ),
      );
    });
  }
  return out;
}

/**
 * The filter's orders as rows of `columns`, one batch of orders at a time, newest first. The
 * next batch's orders are asked for while this batch's lines and coupons are read and its rows
 * built (with a PostgreSQL server, on another connection at the same time).
 */
export async function* orderRows(
  q: Queryable,
  filter: OrderFilter,
  columns: readonly ExportColumn<OrderExportField>[],
  brand: string,
): AsyncGenerator<PostedCell[][]> {
  const size = exportLimits.batchRows;
  const after = (last: OrderBatchRow | undefined) =>
    last ? ordersAfter(q, filter, { fecha: last.clave_fecha, idOrden: last.id_orden }, size) : null;
  let batch = await ordersAfter(q, filter, null, size);
  while (batch.length > 0) {
    const next = batch.length < size ? null : after(batch[batch.length - 1]);
    // Its failure is thrown where it is awaited, below.
    next?.catch(() => undefined);
    yield await rowsOf(q, batch, columns, brand);
    if (next === null) return;
    batch = await next;
  }
}

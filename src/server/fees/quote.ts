// The logistics-fee quote of one order (DECISIONS 23; issue 19 point 6): the one function that
// settlements call for each order they pay (002 §3 'Logistics fee row (in a settlement)':
// pesoHasta, pesoAforado, codigoPostal, importe). Exported through the area's public file
// (./area.ts).
import type { Queryable } from '../db/db.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import {
  chargeableWeight,
  kilogramsOf,
  scaleFor,
  zoneOf,
  type FeePackage,
} from '../../domain/fee-quote.ts';
import { centsFromDecimal } from '../../domain/money.ts';
import type { ZonaFee } from '../../domain/fee-rules.ts';
import { scales } from './repository.ts';

/** Why an order pays no fee. */
export type FeeQuoteExemption =
  /** The seller ships itself (sellers.envio_propio): DECISIONS 23, no fee. */
  | 'logistica_propia'
  /** No window holds the order's day. */
  | 'sin_fee_vigente'
  /** The window in force has no cost for the order's scale and zone. */
  | 'sin_costo';

interface FeeQuoteBase {
  idOrden: number;
  idSeller: number;
  /** The order's day (the market's calendar day of ordenes.fecha), YYYY-MM-DD. */
  fechaOrden: string;
  /** The delivery postal code as the order has it (the buyer's when the delivery has none). */
  codigoPostal: string | null;
  zona: ZonaFee;
  /** The scale chosen by the chargeable weight, and its upper bound in kg (null: open). */
  idEscala: number | null;
  pesoHasta: number | null;
  /** The chargeable weight in kg, rounded up to the gram (for showing). */
  pesoAforado: number;
}

export type FeeQuote =
  | (FeeQuoteBase & {
      cobra: true;
      /** The window in force, its scale row and the zone cell quoted. */
      idFee: number;
      idCostoFee: number;
      idFeeLogistico: number;
      /** The cell's cost without VAT, in cents (DECISIONS 7); settlements add the VAT. */
      importe: number;
      diasEntrega: number;
    })
  | (FeeQuoteBase & { cobra: false; motivo: FeeQuoteExemption; importe: 0 });

interface OrderRow {
  id_orden: number;
  id_seller: number;
  envio_propio: boolean;
  dia: string;
  codigo_postal: string | null;
  provincia: string | null;
}

/** An order as the quote's statement answers it (see OrderRow). */
type OrderTuple = [number, number, boolean, string, string | null, string | null];
/** A package: id_orden, cantidad, alto, ancho, profundidad, peso (decimal texts). */
type PackageTuple = [number, number, string, string, string, string];

interface CellRow {
  id_fee: number;
  id_costo_fee: number | null;
  id_fee_logistico: number | null;
  costo: string | null;
  dias_entrega: number | null;
}

/**
 * DECISIONS 23: the logistics fee of an order, or null when the order does not exist.
 *
 * What it reads (migrations 0002-0005, 0008, 0013):
 * - `ordenes.fecha` (timestamptz) as the market's calendar day (America/Argentina/Buenos_Aires):
 *   the window in force is the `fee_vigencias` row whose `vigente_desde`..`vigente_hasta`
 *   (both included) hold it;
 * - `sellers.envio_propio` of `ordenes.id_seller`: a seller with own logistics pays no fee;
 * - the delivery's `ordenes.entrega_codigo_postal` and `entrega_provincia` (0004), or the
 *   buyer's `cliente_codigo_postal` and `cliente_provincia` when the delivery has none: the
 *   zone (src/domain/fee-quote.ts zoneOf: AMBA 1000-1999, Patagonia 8000-9999 and its
 *   provinces, interior the rest);
 * - `orden_items.cantidad` and `orden_items.id_publicacion` (0002), and that listing's
 *   `publicacion_dimensiones` rows (0003: alto, ancho, profundidad in cm, peso in kg; each row
 *   a package): the chargeable weight of the order as one shipment, max(Σ peso, Σ alto x ancho
 *   x profundidad / 5000), each times the units sold. A line without a listing or dimensions
 *   weighs nothing;
 * - `logistica_escalas.peso_hasta` (0013): the scale is the first whose bound holds that
 *   weight (bound included), else the open one;
 * - the window's cell `fee_costos` x `fee_costos_zona` for that scale and zone: its `costo`
 *   (numeric, without VAT) is the quote, in integer cents.
 */
export async function quoteOrderFee(q: Queryable, idOrden: number): Promise<FeeQuote | null> {
  return (await quoteOrderFees(q, [idOrden])).get(idOrden) ?? null;
}

/**
 * The quotes of many orders at once (a settlement of 10 000 orders, issue 20 point 6), by id;
 * an order that does not exist has none. The same reads and rules as `quoteOrderFee`, in a
 * fixed number of statements whatever the number of orders.
 */
export async function quoteOrderFees(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, FeeQuote>> {
  const out = new Map<number, FeeQuote>();
  if (ids.length === 0) return out;
  // The orders and their packages in one statement, each list as one JSON value of arrays: a
  // settlement quotes 10 000 orders (issue 20 point 9), and the drivers turn one row per order
  // into an object far more slowly than they parse one JSON text. Decimals come as text; the
  // day as a date, which JSON writes YYYY-MM-DD whatever DateStyle (no to_char).
  const [read] = await q.query<{ orders: OrderTuple[] | null; packages: PackageTuple[] | null }>(
    `SELECT
       (SELECT json_agg(json_build_array(
                 o.id_orden, o.id_seller, s.envio_propio,
                 (o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date,
                 CASE WHEN nullif(btrim(o.entrega_codigo_postal), '') IS NOT NULL
                      THEN o.entrega_codigo_postal ELSE o.cliente_codigo_postal END,
                 CASE WHEN nullif(btrim(o.entrega_codigo_postal), '') IS NOT NULL
                        OR nullif(btrim(o.entrega_provincia), '') IS NOT NULL
                      THEN o.entrega_provincia ELSE o.cliente_provincia END)
                 ORDER BY o.id_orden)
          FROM ordenes o JOIN sellers s ON s.id_seller = o.id_seller
         WHERE o.id_orden = ANY($1::int[])) AS orders,
       (SELECT json_agg(json_build_array(i.id_orden, i.cantidad, d.alto::text, d.ancho::text,
                                         d.profundidad::text, d.peso::text))
          FROM orden_items i JOIN publicacion_dimensiones d ON d.id_publicacion = i.id_publicacion
         WHERE i.id_orden = ANY($1::int[])) AS packages`,
    [ids],
  );
  const orders: OrderRow[] = (read?.orders ?? []).map(
    ([id_orden, id_seller, envio_propio, dia, codigo_postal, provincia]) => ({
      id_orden,
      id_seller,
      envio_propio,
      dia,
      codigo_postal,
      provincia,
    }),
  );
  if (orders.length === 0) return out;
  const packagesOf = new Map<number, FeePackage[]>();
  for (const [id_orden, cantidad, alto, ancho, profundidad, peso] of read?.packages ?? []) {
    const pkg: FeePackage = { cantidad, alto, ancho, profundidad, peso };
    const list = packagesOf.get(id_orden);
    if (list) list.push(pkg);
    else packagesOf.set(id_orden, [pkg]);
  }
  const scaleRows = (await scales(q)).map((s) => ({
    idEscala: s.id_escala,
    pesoHasta: s.peso_hasta,
  }));
  // Many orders ship the same packages to the same places: the exact arithmetic of a package
  // list (BigInt rationals) and of a zone is done once for each distinct one. The functions
  // are pure, so the quotes are the same as one by one.
  const weighed = new Map<string, Pick<FeeQuoteBase, 'idEscala' | 'pesoHasta' | 'pesoAforado'>>();
  const weightOf = (packages: readonly FeePackage[]) => {
    const k = packages
      .map((p) => `${String(p.cantidad)}|${p.alto}|${p.ancho}|${p.profundidad}|${p.peso}`)
      .join(';');
    let w = weighed.get(k);
    if (!w) {
      const weight = chargeableWeight(packages);
      const scale = scaleFor(weight.chargeable, scaleRows);
      w = {
        idEscala: scale?.idEscala ?? null,
        pesoHasta: scale?.pesoHasta == null ? null : Number(scale.pesoHasta),
        pesoAforado: kilogramsOf(weight.chargeable),
      };
      weighed.set(k, w);
    }
    return w;
  };
  const zones = new Map<string, ZonaFee>();
  const zoneOfOrder = (codigoPostal: string | null, provincia: string | null): ZonaFee => {
    const k = JSON.stringify([codigoPostal, provincia]);
    let z = zones.get(k);
    if (z === undefined) {
      z = zoneOf(codigoPostal, provincia);
      zones.set(k, z);
    }
    return z;
  };
  const bases = orders.map((order): { base: FeeQuoteBase; envioPropio: boolean } => {
    const w = weightOf(packagesOf.get(order.id_orden) ?? []);
    return {
      envioPropio: order.envio_propio,
      base: {
        idOrden: order.id_orden,
        idSeller: order.id_seller,
        fechaOrden: order.dia,
        codigoPostal: order.codigo_postal,
        zona: zoneOfOrder(order.codigo_postal, order.provincia),
        idEscala: w.idEscala,
        pesoHasta: w.pesoHasta,
        pesoAforado: w.pesoAforado,
      },
    };
  });
  // The cells of every (day, scale, zone) the orders need, in one statement: a key without a
  // window in force has no row; a window without that scale or zone, a row of nulls.
  const key = (b: FeeQuoteBase) => `${b.fechaOrden}|${String(b.idEscala)}|${b.zona}`;
  const keys = bases.map(({ base, envioPropio }) => (envioPropio ? '' : key(base)));
  const wanted = new Map<string, FeeQuoteBase>();
  bases.forEach(({ base, envioPropio }, i) => {
    if (!envioPropio) wanted.set(keys[i] ?? key(base), base);
  });
  const cells = new Map<string, Cell>();
  if (wanted.size > 0) {
    const list = [...wanted];
    for (const row of await q.query<CellRow & { clave: string }>(
      `SELECT k.clave, v.id_fee, c.id_costo_fee, z.id_fee_logistico, z.costo::text AS costo,
              z.dias_entrega::int AS dias_entrega
         FROM unnest($1::text[], $2::date[], $3::int[], $4::text[]) AS k (clave, dia, escala, zona)
         JOIN fee_vigencias v ON k.dia BETWEEN v.vigente_desde AND v.vigente_hasta
         LEFT JOIN fee_costos c ON c.id_fee = v.id_fee AND c.id_escala = k.escala
         LEFT JOIN logistica_zonas lz ON lz.codigo = k.zona
         LEFT JOIN fee_costos_zona z ON z.id_costo_fee = c.id_costo_fee AND z.id_zona = lz.id_zona`,
      [
        list.map(([k]) => k),
        list.map(([, b]) => b.fechaOrden),
        list.map(([, b]) => b.idEscala),
        list.map(([, b]) => b.zona),
      ],
    )) {
      const { clave, ...cell } = row;
      // Each cell's cost in cents once, not once per order it quotes.
      cells.set(clave, { ...cell, cents: cell.costo === null ? 0 : centsFromDecimal(cell.costo) });
    }
  }
  bases.forEach(({ base, envioPropio }, i) => {
    out.set(base.idOrden, quoteOf(base, envioPropio, cells.get(keys[i] ?? '')));
  });
  return out;
}

/** A cell with its cost in cents. */
type Cell = CellRow & { cents: number };

function quoteOf(base: FeeQuoteBase, envioPropio: boolean, cell: Cell | undefined): FeeQuote {
  if (envioPropio) return { ...base, cobra: false, motivo: 'logistica_propia', importe: 0 };
  if (!cell) return { ...base, cobra: false, motivo: 'sin_fee_vigente', importe: 0 };
  if (cell.id_costo_fee === null || cell.id_fee_logistico === null || cell.costo === null) {
    return { ...base, cobra: false, motivo: 'sin_costo', importe: 0 };
  }
  // The fields one by one (not a spread of `base`): 10 000 quotes a settlement.
  return {
    idOrden: base.idOrden,
    idSeller: base.idSeller,
    fechaOrden: base.fechaOrden,
    codigoPostal: base.codigoPostal,
    zona: base.zona,
    idEscala: base.idEscala,
    pesoHasta: base.pesoHasta,
    pesoAforado: base.pesoAforado,
    cobra: true,
    idFee: cell.id_fee,
    idCostoFee: cell.id_costo_fee,
    idFeeLogistico: cell.id_fee_logistico,
    importe: cell.cents,
    diasEntrega: cell.dias_entrega ?? 0,
  };
}

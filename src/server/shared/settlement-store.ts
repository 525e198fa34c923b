// The statements that write a settlement (002 §2-§4; DECISIONS 19-26; migration 0015) and the
// look-ups its figures come from, shared by the settlements area (src/server/settlements, which
// re-exports them from its repository) and the demo seed (src/server/db/seed/settlements.ts): a
// shared module, so that the seed, which may import no area, stores its settlements with the
// same statements as the product and a change to how a settlement is stored reaches both.
import type { Queryable } from '../db/db.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import { centsFromDecimal, decimalFromCents } from '../../domain/money.ts';
import {
  signedNovedad,
  type FeeRow,
  type NovedadAmount,
  type SettlementOrderRow,
  type SettlementTotals,
  type TaxDetail,
  type TaxRegime,
} from '../../domain/settlement-math.ts';

/** DECISIONS 21: what makes an order `o` eligible (besides its seller and dates). */
export const ORDER_ELIGIBLE = `o.estado IN (2, 4) AND NOT o.anulada_por_market
  AND NOT EXISTS (SELECT 1 FROM liquidacion_ordenes lo WHERE lo.id_orden = o.id_orden AND lo.viva)`;

/** DECISIONS 21: what makes a novedad `n` eligible (besides its seller). */
export const NOVEDAD_ELIGIBLE = `n.id_estado = 2 AND NOT EXISTS
  (SELECT 1 FROM liquidacion_novedades ln WHERE ln.id_novedad = n.id_novedad AND ln.viva)`;

export interface RebateSaleRow {
  id_rebate: number;
  id_orden: number;
  precio_inicial: string;
  precio_final: string;
  a_cargo_market: string;
  a_cargo_seller: string;
  unidades: number;
}

/**
 * DECISIONS 24: for each order and rebate of one of its listings that was Activo on the order's
 * day (state 3, or 4 Finalizado, which a rebate reaches only after being Activo; the day within
 * its validity), the units sold.
 */
export const rebatesOfOrders = (q: Queryable, ids: readonly number[]) =>
  q.query<RebateSaleRow>(
    `SELECT r.id_rebate, o.id_orden, r.precio_inicial::text AS precio_inicial,
            r.precio_final::text AS precio_final, r.a_cargo_market::text AS a_cargo_market,
            r.a_cargo_seller::text AS a_cargo_seller, sum(i.cantidad)::int AS unidades
       FROM ordenes o
       JOIN orden_items i ON i.id_orden = o.id_orden
       JOIN rebates r ON r.id_publicacion = i.id_publicacion
      WHERE o.id_orden = ANY($1::int[]) AND r.id_estado_rebate IN (3, 4)
        AND (o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date
            BETWEEN r.fecha_inicio AND r.fecha_vencimiento
      GROUP BY r.id_rebate, o.id_orden
      ORDER BY o.id_orden, r.id_rebate`,
    [ids],
  );

export interface HeaderValues {
  cantidadOrdenes: number;
  cantidadNovedades: number;
  totalOrden: string;
  comisionNeta: string;
  comisionTotal: string;
  totalCostoFeeNeto: string;
  totalCostoFee: string;
  totalNovedades: string;
  totalRebateConIva: string;
  totalRetenciones: string;
  totalPercepcion: string;
  totalLiquidacion: string;
}

/** The header's figures as the database stores them. */
export const headerValues = (t: SettlementTotals): HeaderValues => ({
  cantidadOrdenes: t.cantidadOrdenes,
  cantidadNovedades: t.cantidadNovedades,
  totalOrden: decimalFromCents(t.totalOrden),
  comisionNeta: decimalFromCents(t.comisionNeta),
  comisionTotal: decimalFromCents(t.comisionTotal),
  totalCostoFeeNeto: decimalFromCents(t.totalCostoFeeNeto),
  totalCostoFee: decimalFromCents(t.totalCostoFee),
  totalNovedades: decimalFromCents(t.totalNovedades),
  totalRebateConIva: decimalFromCents(t.totalRebateConIva),
  totalRetenciones: decimalFromCents(t.totalRetenciones),
  totalPercepcion: decimalFromCents(t.totalPercepcion),
  totalLiquidacion: decimalFromCents(t.totalLiquidacion),
});

export async function insertHeader(
  q: Queryable,
  h: {
    idSeller: number;
    fechaDesde: string;
    fechaHasta: string;
    idUsuario: number;
    /** The market's local time it was created ('YYYY-MM-DD HH:MM': the demo's days); none: now. */
    creadaEn?: string;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO liquidaciones (id_seller, id_estado, fecha_desde, fecha_hasta, id_usuario_alta,
       creada_en)
     VALUES ($1, 2, $2::date, $3::date, $4,
       coalesce($5::timestamp AT TIME ZONE '${MARKET_TIME_ZONE}', now()))
     RETURNING id_liquidacion AS id`,
    [h.idSeller, h.fechaDesde, h.fechaHasta, h.idUsuario, h.creadaEn ?? null],
  );
  if (!row) throw new Error('la liquidación no se creó');
  return row.id;
}

export async function writeHeaderTotals(
  q: Queryable,
  id: number,
  t: HeaderValues,
  period?: { fechaDesde: string; fechaHasta: string },
): Promise<void> {
  await q.query(
    `UPDATE liquidaciones SET cantidad_ordenes = $2, cantidad_novedades = $3,
            total_orden = $4::numeric, comision_neta = $5::numeric, comision_total = $6::numeric,
            total_costo_fee_neto = $7::numeric, total_costo_fee = $8::numeric,
            total_novedades = $9::numeric, total_rebate_con_iva = $10::numeric,
            total_retenciones = $11::numeric, total_percepcion = $12::numeric,
            total_liquidacion = $13::numeric,
            fecha_desde = coalesce($14::date, fecha_desde), fecha_hasta = coalesce($15::date, fecha_hasta)
      WHERE id_liquidacion = $1`,
    [
      id,
      t.cantidadOrdenes,
      t.cantidadNovedades,
      t.totalOrden,
      t.comisionNeta,
      t.comisionTotal,
      t.totalCostoFeeNeto,
      t.totalCostoFee,
      t.totalNovedades,
      t.totalRebateConIva,
      t.totalRetenciones,
      t.totalPercepcion,
      t.totalLiquidacion,
      period?.fechaDesde ?? null,
      period?.fechaHasta ?? null,
    ],
  );
}

/** A fee row as stored: its amount and the quote it came from (DECISIONS 23). */
export type FeeToStore = FeeRow & {
  idCotizacion: number | null;
  pesoHasta: number | null;
  pesoAforado: number | null;
  codigoPostal: string | null;
};

/**
 * Writes a settlement's rows as computed (src/domain/settlement-math.ts, in cents) into
 * settlement `id`, which holds none (just created, or emptied by clearDraftRows); the novedades
 * it takes point to it. The header's figures are written apart (writeHeaderTotals).
 */
export async function insertRows(
  q: Queryable,
  id: number,
  rows: {
    orders: readonly SettlementOrderRow[];
    novedades: readonly NovedadAmount[];
    fees: readonly FeeToStore[];
    rebates: readonly RebateSaleRow[];
  },
): Promise<void> {
  await insertOrderRows(
    q,
    id,
    rows.orders.map((o) => ({
      idOrden: o.idOrden,
      importeOrden: decimalFromCents(o.importeOrden),
      importeComisionNeta: decimalFromCents(o.importeComisionNeta),
      importeComisionTotal: decimalFromCents(o.importeComisionTotal),
      totalOrden: decimalFromCents(o.totalOrden),
    })),
  );
  await insertNovedadRows(
    q,
    id,
    rows.novedades.map((n) => ({
      idNovedad: n.idNovedad,
      importe: decimalFromCents(signedNovedad(n)),
    })),
  );
  await insertFeeRows(
    q,
    id,
    rows.fees.map((f) => ({ ...f, importe: decimalFromCents(f.importe) })),
  );
  await insertRebateRows(q, id, rows.rebates);
}

async function insertOrderRows(
  q: Queryable,
  id: number,
  rows: readonly {
    idOrden: number;
    importeOrden: string;
    importeComisionNeta: string;
    importeComisionTotal: string;
    totalOrden: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO liquidacion_ordenes (id_liquidacion, id_orden, importe_orden,
       importe_comision_neta, importe_comision_total, total_orden)
     SELECT $1, * FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[])`,
    [
      id,
      rows.map((r) => r.idOrden),
      rows.map((r) => r.importeOrden),
      rows.map((r) => r.importeComisionNeta),
      rows.map((r) => r.importeComisionTotal),
      rows.map((r) => r.totalOrden),
    ],
  );
}

async function insertNovedadRows(
  q: Queryable,
  id: number,
  rows: readonly { idNovedad: number; importe: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.idNovedad);
  await q.query(
    `INSERT INTO liquidacion_novedades (id_liquidacion, id_novedad, importe)
     SELECT $1, * FROM unnest($2::int[], $3::numeric[])`,
    [id, ids, rows.map((r) => r.importe)],
  );
  await q.query(`UPDATE novedades SET id_liquidacion = $1 WHERE id_novedad = ANY($2::int[])`, [
    id,
    ids,
  ]);
}

async function insertFeeRows(
  q: Queryable,
  id: number,
  rows: readonly {
    idVenta: number;
    idCotizacion: number | null;
    pesoHasta: number | null;
    pesoAforado: number | null;
    codigoPostal: string | null;
    importe: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO liquidacion_fees (id_liquidacion, id_venta, id_cotizacion, peso_hasta,
       peso_aforado, codigo_postal, importe)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::numeric[], $5::numeric[], $6::varchar[],
       $7::numeric[])`,
    [
      id,
      rows.map((r) => r.idVenta),
      rows.map((r) => r.idCotizacion),
      rows.map((r) => r.pesoHasta),
      rows.map((r) => r.pesoAforado),
      rows.map((r) => r.codigoPostal),
      rows.map((r) => r.importe),
    ],
  );
}

async function insertRebateRows(
  q: Queryable,
  id: number,
  rows: readonly RebateSaleRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO liquidacion_rebates (id_liquidacion, id_rebate, id_venta, precio_original,
       precio_publicado, a_cargo_market_unidad, a_cargo_seller_unidad, unidades)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[],
       $7::numeric[], $8::int[])`,
    [
      id,
      rows.map((r) => r.id_rebate),
      rows.map((r) => r.id_orden),
      rows.map((r) => r.precio_inicial),
      rows.map((r) => r.precio_final),
      rows.map((r) => r.a_cargo_market),
      rows.map((r) => r.a_cargo_seller),
      rows.map((r) => r.unidades),
    ],
  );
}

export async function markConfirmed(
  q: Queryable,
  id: number,
  f: {
    numero: string;
    idTipo: number;
    codigoSap: number | null;
    idUsuario: number;
    /** The market's local time it was confirmed ('YYYY-MM-DD HH:MM'); none: now. */
    confirmadaEn?: string;
  },
): Promise<void> {
  await q.query(
    `UPDATE liquidaciones SET id_estado = 3, numero_comprobante = $2, id_tipo_comprobante = $3,
            codigo_sap = $4, id_usuario_confirma = $5,
            confirmada_en = coalesce($6::timestamp AT TIME ZONE '${MARKET_TIME_ZONE}', now())
      WHERE id_liquidacion = $1`,
    [id, f.numero, f.idTipo, f.codigoSap, f.idUsuario, f.confirmadaEn ?? null],
  );
}

export async function setNovedadLiquidada(q: Queryable, idNovedad: number): Promise<void> {
  await q.query('UPDATE novedades SET id_estado = 3 WHERE id_novedad = $1', [idNovedad]);
}

export interface RegimeRow {
  id_regimen: number;
  regimen: string;
  tipo: 'retencion' | 'percepcion';
  alicuota_pb: number;
  base: 'importeOrden' | 'facturadoNeto';
  minimo: string;
}

export const activeRegimes = (q: Queryable) =>
  q.query<RegimeRow>(
    `SELECT id_regimen, regimen, tipo, alicuota_pb, base, minimo::text AS minimo
       FROM regimenes_impositivos WHERE activo ORDER BY id_regimen`,
  );

/** The regimes as src/domain/settlement-math.ts applies them (applyRegimes). */
export const regimeRules = (rows: readonly RegimeRow[]): TaxRegime[] =>
  rows.map((r) => ({
    regimen: r.regimen,
    tipo: r.tipo,
    alicuotaPuntosBasicos: r.alicuota_pb,
    base: r.base,
    minimo: centsFromDecimal(r.minimo),
  }));

/** Replaces settlement `id`'s tax detail with `details`, computed with `regimes` (activeRegimes). */
export async function replaceTaxes(
  q: Queryable,
  id: number,
  details: readonly TaxDetail[],
  regimes: readonly { id_regimen: number; regimen: string }[],
): Promise<void> {
  await q.query('DELETE FROM liquidacion_impuestos WHERE id_liquidacion = $1', [id]);
  if (details.length === 0) return;
  const idOf = new Map(regimes.map((r) => [r.regimen, r.id_regimen]));
  const rows = details.map((d) => ({
    idRegimen: idOf.get(d.regimen) ?? 0,
    idVenta: d.idVenta,
    base: decimalFromCents(d.baseImponible),
    alicuotaPb: d.alicuotaPuntosBasicos,
    monto: decimalFromCents(d.monto),
  }));
  await q.query(
    `INSERT INTO liquidacion_impuestos (id_liquidacion, id_regimen, id_venta, base_imponible,
       alicuota_pb, monto)
     SELECT $1, * FROM unnest($2::smallint[], $3::int[], $4::numeric[], $5::int[], $6::numeric[])`,
    [
      id,
      rows.map((r) => r.idRegimen),
      rows.map((r) => r.idVenta),
      rows.map((r) => r.base),
      rows.map((r) => r.alicuotaPb),
      rows.map((r) => r.monto),
    ],
  );
}

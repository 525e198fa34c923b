// What the settlement documents print (issue 20 point 6), read once: the stored header (its
// totals are printed as they are: DECISIONS 26 keeps them equal to the sum of the rows), the
// seller's CUIT and every stored row in cents, with the texts the screens show (002 §9: amounts
// in German locale with two decimals, dates day-month-year).
import type { Queryable } from '../db/db.ts';
import { formatDay } from '../../domain/dates.ts';
import { centsFromDecimal, formatAmount, formatMoney } from '../../domain/money.ts';
import { rebateCredit } from '../../domain/settlement-math.ts';
import { estadoOrdenLabels, type IdEstadoOrden } from '../../../machines/order.ts';
import {
  settlementFees,
  settlementNovedades,
  settlementRebates,
  type HeaderRow,
  type StoredFeeRow,
  type StoredNovedadRow,
} from './repository.ts';
import {
  documentOrders,
  documentTaxes,
  sellerCuit,
  type DocumentTaxRow,
} from './documents-repository.ts';

export interface DocOrder {
  idOrden: number;
  fecha: string;
  tipoPublicacion: string;
  estado: string;
  importeOrden: number;
  comisionNeta: number;
  comisionTotal: number;
  retencion: number;
  totalOrden: number;
}

export interface DocRebate {
  idRebate: number;
  idVenta: number;
  precioOriginal: number;
  precioPublicado: number;
  aCargoMarket: number;
  aCargoSeller: number;
  unidades: number;
  total: number;
}

export interface DocTax {
  idRegimen: number;
  regimen: string;
  tipo: 'retencion' | 'percepcion';
  idVenta: number | null;
  alicuotaPb: number;
  base: number;
  monto: number;
}

/** The header's figures in cents, as stored. */
export interface DocTotals {
  totalOrden: number;
  comisionNeta: number;
  comisionTotal: number;
  totalCostoFeeNeto: number;
  totalCostoFee: number;
  totalNovedades: number;
  totalRebateConIva: number;
  totalRetenciones: number;
  totalPercepcion: number;
  totalLiquidacion: number;
}

export interface SettlementDocument {
  h: HeaderRow;
  cuit: string | null;
  totals: DocTotals;
  orders: DocOrder[];
  novedades: StoredNovedadRow[];
  fees: StoredFeeRow[];
  rebates: DocRebate[];
  taxes: DocTax[];
}

const c = centsFromDecimal;

export const totalsOf = (h: HeaderRow): DocTotals => ({
  totalOrden: c(h.total_orden),
  comisionNeta: c(h.comision_neta),
  comisionTotal: c(h.comision_total),
  totalCostoFeeNeto: c(h.total_costo_fee_neto),
  totalCostoFee: c(h.total_costo_fee),
  totalNovedades: c(h.total_novedades),
  totalRebateConIva: c(h.total_rebate_con_iva),
  totalRetenciones: c(h.total_retenciones),
  totalPercepcion: c(h.total_percepcion),
  totalLiquidacion: c(h.total_liquidacion),
});

export const taxOf = (t: DocumentTaxRow): DocTax => ({
  idRegimen: t.id_regimen,
  regimen: t.regimen,
  tipo: t.tipo,
  idVenta: t.id_venta,
  alicuotaPb: t.alicuota_pb,
  base: c(t.base_imponible),
  monto: c(t.monto),
});

/** Every row of settlement `h`, as stored. */
export async function loadSettlementDocument(
  q: Queryable,
  h: HeaderRow,
): Promise<SettlementDocument> {
  const id = h.id_liquidacion;
  const [cuit, orders, novedades, fees, rebates, taxRows] = await Promise.all([
    sellerCuit(q, h.id_seller),
    documentOrders(q, id),
    settlementNovedades(q, id),
    settlementFees(q, id),
    settlementRebates(q, id),
    documentTaxes(q, id),
  ]);
  const taxes = taxRows.map(taxOf);
  const retencion = new Map<number, number>();
  for (const t of taxes) {
    if (t.tipo === 'retencion' && t.idVenta !== null) {
      retencion.set(t.idVenta, (retencion.get(t.idVenta) ?? 0) + t.monto);
    }
  }
  return {
    h,
    cuit,
    totals: totalsOf(h),
    orders: orders.map((o) => ({
      idOrden: o.id_orden,
      fecha: o.fecha,
      tipoPublicacion: o.tipo_publicacion ?? '',
      estado: estadoOrdenLabels[o.estado as IdEstadoOrden],
      importeOrden: c(o.importe_orden),
      comisionNeta: c(o.importe_comision_neta),
      comisionTotal: c(o.importe_comision_total),
      retencion: retencion.get(o.id_orden) ?? 0,
      totalOrden: c(o.total_orden),
    })),
    novedades,
    fees,
    rebates: rebates.map((r) => {
      const unidad = c(r.a_cargo_market_unidad);
      return {
        idRebate: r.id_rebate,
        idVenta: r.id_venta,
        precioOriginal: c(r.precio_original),
        precioPublicado: c(r.precio_publicado),
        aCargoMarket: unidad,
        aCargoSeller: c(r.a_cargo_seller_unidad),
        unidades: r.unidades,
        total: rebateCredit({
          idRebate: r.id_rebate,
          idVenta: r.id_venta,
          aCargoMarketUnidad: unidad,
          unidades: r.unidades,
        }),
      };
    }),
    taxes,
  };
}

/** 002 §9: money as the screens show it. */
export const money = formatMoney;
export const amount = formatAmount;
export const day = (iso: string) => formatDay(iso, '-');
/** An alícuota in basis points as a percentage ('1,50 %'). */
export const percent = (pb: number) => `${formatAmount(pb)} %`;

export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** 002 §4: 'Liquidada' for any id other than 2. */
export const stateText = (h: HeaderRow) => (h.id_estado === 2 ? 'En Preparación' : 'Liquidada');

export const invoiceText = (h: HeaderRow): string | null =>
  h.id_estado === 3 && h.numero_comprobante
    ? `${h.tipo_comprobante ?? ''} N° ${h.numero_comprobante}`.trim()
    : null;

/** The header's figures (cents) with their labels, in the order of DECISIONS 26: both files'. */
export function totalFigures(t: DocTotals): [string, number][] {
  return [
    ['Total órdenes', t.totalOrden],
    ['Comisión neta', t.comisionNeta],
    ['Comisión total (con IVA)', t.comisionTotal],
    ['Fee logístico neto', t.totalCostoFeeNeto],
    ['Fee logístico (con IVA)', t.totalCostoFee],
    ['Rebates (con IVA)', t.totalRebateConIva],
    ['Novedades', t.totalNovedades],
    ['Retenciones', t.totalRetenciones],
    ['Percepciones', t.totalPercepcion],
    ['Neto Liquidación', t.totalLiquidacion],
  ];
}

/** The header's figures as label/amount lines (the PDF's). */
export const totalLines = (t: DocTotals): [string, string][] =>
  totalFigures(t).map(([label, cents]) => [label, money(cents)]);

/** A name safe inside a file name: no folders or characters file systems refuse. */
export const safeName = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f<>:"/\\|?*]/g, '').trim() || 'Seller';

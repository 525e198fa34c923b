// The arithmetic of a settlement (DECISIONS 7, 22-26), in integer cents, written once: the
// server computes and stores every row and the header with it, the screens show what it stored,
// and the documents print the same figures. Never a float: products with a rate are computed
// with BigInt and rounded half away from zero to the cent, once per row; a header is the sum of
// its rows (so it always equals them to the cent), and the only header figures that are not a
// plain sum (the fee with VAT, the total) are derived from sums by one documented rule.
//
// Naming (002 §3, header and rows): an order row's `totalOrden` is its amount net of its
// commission with VAT (DECISIONS 22); the header's `totalOrden` is the settlement's
// 'Imp. Ordenes' (002 §2: the list's column), the sum of the rows' `importeOrden`, from which
// DECISIONS 26 then subtracts `comisionTotal`: so the commission is subtracted once.

/** 21 % VAT (DECISIONS 22, 23) as a multiplier in hundredths: x 1.21. */
export const IVA_FACTOR_CENTESIMOS = 121n;

/** round(a x b / c), half away from zero, exact for any safe integers. */
export function mulDivRound(a: number, b: bigint, c: bigint): number {
  if (!Number.isSafeInteger(a)) throw new Error(`centavos no enteros: ${a}`);
  if (c <= 0n) throw new Error('divisor no positivo');
  const product = BigInt(a) * b;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + c) / (2n * c);
  const out = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(out)) throw new Error('importe fuera de rango');
  return out;
}

/** An amount with 21 % VAT added, to the cent. */
export const withIva = (netCents: number): number =>
  mulDivRound(netCents, IVA_FACTOR_CENTESIMOS, 100n);

const sum = (values: readonly number[]): number => {
  let total = 0;
  for (const v of values) total += v;
  if (!Number.isSafeInteger(total)) throw new Error('importe fuera de rango');
  return total;
};

/** What a settlement takes of one order (its stored amounts). */
export interface OrderAmounts {
  idOrden: number;
  /** montoVenta, cents. */
  montoVenta: number;
  /** montoComision (net of VAT), cents. */
  montoComision: number;
}

/** 002 §3 settlement order row, the amounts of DECISIONS 22. */
export interface SettlementOrderRow {
  idOrden: number;
  importeOrden: number;
  importeComisionNeta: number;
  importeComisionTotal: number;
  totalOrden: number;
}

/** DECISIONS 22: one order's row. */
export function orderRow(order: OrderAmounts): SettlementOrderRow {
  const importeComisionTotal = withIva(order.montoComision);
  return {
    idOrden: order.idOrden,
    importeOrden: order.montoVenta,
    importeComisionNeta: order.montoComision,
    importeComisionTotal,
    totalOrden: order.montoVenta - importeComisionTotal,
  };
}

/** A novedad as a settlement counts it (DECISIONS 20): its action decides the sign. */
export interface NovedadAmount {
  idNovedad: number;
  /** The amount as stored, positive, cents. */
  importe: number;
  /** 1 Crédito adds to the seller, 2 Débito subtracts. */
  idSubTipo: 1 | 2;
}

/** DECISIONS 20: what a novedad adds to the seller's total (negative for a débito). */
export const signedNovedad = (n: NovedadAmount): number =>
  n.idSubTipo === 2 ? -n.importe : n.importe;

/** 002 §3 logistics fee row: the net cost quoted for one order (DECISIONS 23). */
export interface FeeRow {
  idVenta: number;
  /** Net of VAT, cents. */
  importe: number;
}

/** 002 §3 rebate row: the marketplace's share of one order's rebated units (DECISIONS 24). */
export interface RebateRow {
  idRebate: number;
  idVenta: number;
  /** The marketplace's share per unit, cents (with VAT: it is part of the consumer price). */
  aCargoMarketUnidad: number;
  unidades: number;
}

/** DECISIONS 24: the share credited for one rebate row. */
export const rebateCredit = (r: RebateRow): number => {
  const out = r.aCargoMarketUnidad * r.unidades;
  if (!Number.isSafeInteger(out)) throw new Error('importe fuera de rango');
  return out;
};

/** DECISIONS 25: a tax regime of the seeded table. */
export interface TaxRegime {
  regimen: string;
  tipo: 'retencion' | 'percepcion';
  /** The rate in basis points (1 = 0.01 %). */
  alicuotaPuntosBasicos: number;
  /** What it applies to: each order's amount (retentions), or what the marketplace invoices
   * the seller, its commission and fee net of VAT (perceptions). */
  base: 'importeOrden' | 'facturadoNeto';
  /** Below this base (cents) the regime does not apply. */
  minimo: number;
}

/** One detail row of a regime applied (002 §3 tax detail; the withholding item for orders). */
export interface TaxDetail {
  regimen: string;
  tipo: 'retencion' | 'percepcion';
  /** The order it was withheld from (retentions), or null (perceptions, per settlement). */
  idVenta: number | null;
  baseImponible: number;
  alicuotaPuntosBasicos: number;
  monto: number;
}

const taxOf = (base: number, r: TaxRegime): number =>
  base < r.minimo ? 0 : mulDivRound(base, BigInt(r.alicuotaPuntosBasicos), 10_000n);

/** DECISIONS 25: every regime applied; rows with no amount are not kept. */
export function applyRegimes(
  orders: readonly SettlementOrderRow[],
  facturadoNeto: number,
  regimes: readonly TaxRegime[],
): TaxDetail[] {
  const out: TaxDetail[] = [];
  for (const r of regimes) {
    const bases: [number | null, number][] =
      r.base === 'importeOrden'
        ? orders.map((o) => [o.idOrden, o.importeOrden])
        : [[null, facturadoNeto]];
    for (const [idVenta, base] of bases) {
      const monto = taxOf(base, r);
      if (monto !== 0) {
        out.push({
          regimen: r.regimen,
          tipo: r.tipo,
          idVenta,
          baseImponible: base,
          alicuotaPuntosBasicos: r.alicuotaPuntosBasicos,
          monto,
        });
      }
    }
  }
  return out;
}

/** 002 §3 settlement header: its figures, cents. */
export interface SettlementTotals {
  cantidadOrdenes: number;
  cantidadNovedades: number;
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

/** Everything a settlement holds, as rows. */
export interface SettlementRows {
  orders: readonly SettlementOrderRow[];
  novedades: readonly NovedadAmount[];
  fees: readonly FeeRow[];
  rebates: readonly RebateRow[];
  taxes: readonly TaxDetail[];
}

/** DECISIONS 22-26: the header of the rows, each figure a sum of rows or derived from sums. */
export function settlementTotals(rows: SettlementRows): SettlementTotals {
  const totalOrden = sum(rows.orders.map((o) => o.importeOrden));
  const comisionNeta = sum(rows.orders.map((o) => o.importeComisionNeta));
  const comisionTotal = sum(rows.orders.map((o) => o.importeComisionTotal));
  const totalCostoFeeNeto = sum(rows.fees.map((f) => f.importe));
  const totalCostoFee = withIva(totalCostoFeeNeto);
  const totalNovedades = sum(rows.novedades.map(signedNovedad));
  const totalRebateConIva = sum(rows.rebates.map(rebateCredit));
  const totalRetenciones = sum(
    rows.taxes.filter((t) => t.tipo === 'retencion').map((t) => t.monto),
  );
  const totalPercepcion = sum(
    rows.taxes.filter((t) => t.tipo === 'percepcion').map((t) => t.monto),
  );
  const totalLiquidacion = sum([
    totalOrden,
    -comisionTotal,
    -totalCostoFee,
    totalRebateConIva,
    totalNovedades,
    -totalRetenciones,
    -totalPercepcion,
  ]);
  return {
    cantidadOrdenes: rows.orders.length,
    cantidadNovedades: rows.novedades.length,
    totalOrden,
    comisionNeta,
    comisionTotal,
    totalCostoFeeNeto,
    totalCostoFee,
    totalNovedades,
    totalRebateConIva,
    totalRetenciones,
    totalPercepcion,
    totalLiquidacion,
  };
}

/** What the marketplace invoices the seller, net of VAT: the base of perceptions. */
export const facturadoNeto = (rows: Pick<SettlementRows, 'orders' | 'fees'>): number =>
  sum([...rows.orders.map((o) => o.importeComisionNeta), ...rows.fees.map((f) => f.importe)]);

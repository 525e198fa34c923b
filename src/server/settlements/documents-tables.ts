// The tables of the settlement documents, described once (002 §7 LiquidacionPdf and
// ExportarLiquidacionExcel, §9): each table's columns (title, kind of value), its rows and its
// totals lines, which the PDF (documents-pdf.ts) prints as text and the workbook
// (documents-xlsx.ts) writes as typed cells. So the two files of one settlement hold the same
// tables with the same totals in the same columns: the PDF's table 'Órdenes' and the sheet
// 'Órdenes' differ only in how a value is written (text '1.234,56' / a number with #,##0.00).
//
// No value is ever cut: a column of closed values (a state label, an action, a tax kind) is as
// wide as its longest possible value, a column of figures as its widest value in this document
// (rows and totals), and a free text (a publication type, a concept, observations, a regime)
// wraps in the PDF and widens its column in the workbook.
import { estadoOrdenLabels } from '../../../machines/order.ts';
import { centsFromDecimal, formatAmount } from '../../domain/money.ts';
import { accionNovedadLabels } from '../../domain/novedad-rules.ts';
import { day, sum, type DocTax, type SettlementDocument } from './documents-content.ts';

/**
 * What a column holds: 'id' a number (or a word, e.g. 'Liquidación' for a tax of the whole
 * settlement); 'date' an ISO day; 'text' a free text; 'label' a short text of a closed set or a
 * code; 'money' cents; 'kg' hundredths of a kilogram; 'count' a whole number; 'percent' basis
 * points (hundredths of a percent).
 */
export type ColumnKind = 'id' | 'date' | 'text' | 'label' | 'money' | 'kg' | 'count' | 'percent';

export type CellValue = string | number | null;

export interface DocColumn {
  title: string;
  kind: ColumnKind;
  /** Its share of the PDF table's width. */
  share: number;
  /** For a closed set: its longest possible value (the column is never narrower). */
  longest?: string;
}

export interface DocTable {
  /** The sheet's name and the PDF table's heading (followed by the row count). */
  name: string;
  columns: readonly DocColumn[];
  /** Its rows, read as often as needed (the PDF sizes its columns first). */
  rows: () => Iterable<CellValue[]>;
  /** The totals lines, in bold under the rows; the first cell is the line's label. */
  totals: CellValue[][];
  count: number;
  /** The PDF's line when there are no rows. */
  empty: string;
}

const longestOf = (texts: Iterable<string>): string => {
  let out = '';
  for (const t of texts) if (t.length > out.length) out = t;
  return out;
};

/** 001 §4: every state an order of a settlement may show. */
const ESTADO_MAS_LARGO = longestOf(Object.values(estadoOrdenLabels));
const ACCION_MAS_LARGA = longestOf(Object.values(accionNovedadLabels));
const TIPO_IMPUESTO_MAS_LARGO = longestOf(['Retención', 'Percepción']);

/** A value as the PDF prints it (002 §9: amounts '1.234,56', days '31-12-2026'). */
export function cellText(kind: ColumnKind, v: CellValue): string {
  if (v === null) return '';
  if (typeof v === 'string') return kind === 'date' ? day(v) : v;
  switch (kind) {
    case 'money':
    case 'kg':
    case 'percent':
      return formatAmount(v);
    default:
      return String(v);
  }
}

/**
 * The text each column must show whole: the longest of its closed set, its values and its totals
 * as the PDF prints them (one pass over the rows). A free text's is its longest value too (the
 * workbook sizes its column by it; the PDF wraps it).
 */
export function columnSamples(table: DocTable): string[] {
  const kinds = table.columns.map((c) => c.kind);
  const out = table.columns.map((c) => c.longest ?? '');
  const take = (row: readonly CellValue[]) => {
    for (let i = 0; i < kinds.length; i++) {
      const t = cellText(kinds[i] ?? 'text', row[i] ?? null);
      if (t.length > (out[i] ?? '').length) out[i] = t;
    }
  };
  for (const row of table.rows()) take(row);
  for (const row of table.totals) take(row);
  return out;
}

const kgOf = (text: string | null): number | null =>
  text === null ? null : Math.round(Number(text) * 100);

export function ordersTable(d: SettlementDocument): DocTable {
  const t = d.totals;
  return {
    name: 'Órdenes',
    columns: [
      { title: 'N° Orden', kind: 'id', share: 52 },
      { title: 'Fecha', kind: 'date', share: 50 },
      { title: 'Tipo Publicación', kind: 'text', share: 70 },
      { title: 'Estado', kind: 'label', share: 52, longest: ESTADO_MAS_LARGO },
      { title: 'Importe Orden', kind: 'money', share: 62 },
      { title: 'Comisión Neta', kind: 'money', share: 58 },
      { title: 'Comisión Total', kind: 'money', share: 58 },
      { title: 'Retención', kind: 'money', share: 52 },
      { title: 'Total Orden', kind: 'money', share: 62 },
    ],
    rows: () =>
      d.orders.map((o) => [
        o.idOrden,
        o.fecha,
        o.tipoPublicacion,
        o.estado,
        o.importeOrden,
        o.comisionNeta,
        o.comisionTotal,
        o.retencion,
        o.totalOrden,
      ]),
    totals: [
      [
        'Total',
        null,
        null,
        null,
        t.totalOrden,
        t.comisionNeta,
        t.comisionTotal,
        t.totalRetenciones,
        sum(d.orders.map((o) => o.totalOrden)),
      ],
    ],
    count: d.orders.length,
    empty: 'No hay órdenes en esta liquidación.',
  };
}

export function novedadesTable(d: SettlementDocument): DocTable {
  return {
    name: 'Novedades',
    columns: [
      { title: 'N° Novedad', kind: 'id', share: 50 },
      { title: 'Fecha', kind: 'date', share: 50 },
      { title: 'Concepto', kind: 'text', share: 110 },
      { title: 'Acción', kind: 'label', share: 50, longest: ACCION_MAS_LARGA },
      { title: 'Orden Ref.', kind: 'id', share: 50 },
      { title: 'Observaciones', kind: 'text', share: 140 },
      // Signed by its action, as every screen shows it (src/domain/novedad-amount.ts).
      { title: 'Importe', kind: 'money', share: 70 },
    ],
    rows: () =>
      d.novedades.map((x) => [
        x.id_novedad,
        x.fecha,
        x.concepto,
        x.accion,
        x.orden_referencia === '0' ? null : Number(x.orden_referencia),
        x.observaciones ?? '',
        centsFromDecimal(x.importe_liquidado),
      ]),
    totals: [['Total', null, null, null, null, null, d.totals.totalNovedades]],
    count: d.novedades.length,
    empty: 'No hay novedades en esta liquidación.',
  };
}

export function feesTable(d: SettlementDocument): DocTable {
  return {
    name: 'Fee Logístico',
    columns: [
      { title: 'N° Orden', kind: 'id', share: 60 },
      { title: 'Cotización', kind: 'id', share: 60 },
      { title: 'Peso Hasta (kg)', kind: 'kg', share: 70 },
      { title: 'Peso Aforado (kg)', kind: 'kg', share: 75 },
      { title: 'Código Postal', kind: 'label', share: 65 },
      { title: 'Importe Neto', kind: 'money', share: 80 },
    ],
    rows: () =>
      d.fees.map((f) => [
        f.id_venta,
        f.id_cotizacion,
        kgOf(f.peso_hasta),
        kgOf(f.peso_aforado),
        f.codigo_postal ?? '',
        centsFromDecimal(f.importe),
      ]),
    totals: [
      ['Total neto', null, null, null, null, d.totals.totalCostoFeeNeto],
      ['Total con IVA', null, null, null, null, d.totals.totalCostoFee],
    ],
    count: d.fees.length,
    empty: 'No hay fee logístico en esta liquidación.',
  };
}

export function rebatesTable(d: SettlementDocument): DocTable {
  return {
    name: 'Rebates',
    columns: [
      { title: 'Rebate', kind: 'id', share: 45 },
      { title: 'N° Orden', kind: 'id', share: 50 },
      { title: 'Precio Original', kind: 'money', share: 70 },
      { title: 'Precio Publicado', kind: 'money', share: 70 },
      { title: 'A cargo Market (u.)', kind: 'money', share: 75 },
      { title: 'A cargo Seller (u.)', kind: 'money', share: 75 },
      { title: 'Unidades', kind: 'count', share: 45 },
      { title: 'Total Rebate', kind: 'money', share: 70 },
    ],
    rows: () =>
      d.rebates.map((x) => [
        x.idRebate,
        x.idVenta,
        x.precioOriginal,
        x.precioPublicado,
        x.aCargoMarket,
        x.aCargoSeller,
        x.unidades,
        x.total,
      ]),
    totals: [['Total', null, null, null, null, null, null, d.totals.totalRebateConIva]],
    count: d.rebates.length,
    empty: 'No hay rebates en esta liquidación.',
  };
}

/** A table of tax rows (a kind's, a regime's), its total the one given. */
export function taxTable(
  name: string,
  rows: readonly DocTax[],
  total: number,
  empty: string,
): DocTable {
  return {
    name,
    columns: [
      { title: 'N° Orden', kind: 'id', share: 55 },
      { title: 'Régimen', kind: 'text', share: 170 },
      { title: 'Tipo', kind: 'label', share: 60, longest: TIPO_IMPUESTO_MAS_LARGO },
      { title: 'Base Imponible', kind: 'money', share: 80 },
      { title: 'Alícuota %', kind: 'percent', share: 55 },
      { title: 'Monto', kind: 'money', share: 80 },
    ],
    rows: () =>
      rows.map((x) => [
        // A perception of the whole settlement has no order.
        x.idVenta ?? 'Liquidación',
        x.regimen,
        x.tipo === 'retencion' ? 'Retención' : 'Percepción',
        x.base,
        x.alicuotaPb,
        x.monto,
      ]),
    totals: [['Total', null, null, sum(rows.map((x) => x.base)), null, total]],
    count: rows.length,
    empty,
  };
}

/** The settlement's retentions and perceptions, each with the header's total. */
export function taxTables(d: SettlementDocument): [DocTable, DocTable] {
  return [
    taxTable(
      'Retenciones',
      d.taxes.filter((t) => t.tipo === 'retencion'),
      d.totals.totalRetenciones,
      'Sin retenciones calculadas.',
    ),
    taxTable(
      'Percepciones',
      d.taxes.filter((t) => t.tipo === 'percepcion'),
      d.totals.totalPercepcion,
      'Sin percepciones calculadas.',
    ),
  ];
}

/** Every table of the settlement document, in the order of both files. */
export function settlementTables(d: SettlementDocument): DocTable[] {
  return [ordersTable(d), novedadesTable(d), feesTable(d), rebatesTable(d), ...taxTables(d)];
}

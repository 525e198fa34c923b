// The settlement as a workbook (002 §7 ExportarLiquidacionExcel, §9; issue 20 point 6), made with
// SheetJS on the server: a 'Liquidación' sheet with the header and one sheet per table (Órdenes,
// Novedades, Fee Logístico, Rebates, Retenciones, Percepciones), described once with the PDF's
// tables in documents-tables.ts (same titles, same rows, same totals lines in the same columns).
// Money cells are numbers with the format #,##0.00, dates are date cells (dd-mm-yyyy), ids are
// numbers; each column is as wide as its longest text; the header's totals are the stored ones.
// The tax annex (ExportarCertificadoImpuestosAnexos) reuses the tax sheets.
import * as XLSX from 'xlsx';
import { amountFromCents } from '../../domain/money.ts';
import {
  invoiceText,
  stateText,
  totalFigures,
  type SettlementDocument,
} from './documents-content.ts';
import {
  columnSamples,
  settlementTables,
  taxTables,
  type CellValue,
  type ColumnKind,
  type DocTable,
} from './documents-tables.ts';

export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'dd-mm-yyyy';

/** A day as a date cell: local midnight, which SheetJS turns into a whole serial day. */
const dateCell = (iso: string): Date => {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};

class Money {
  constructor(readonly cents: number) {}
}
class Percent {
  constructor(readonly value: number) {}
}
type Cell = string | number | Date | Money | Percent | null;

const m = (cents: number) => new Money(cents);

function sheet(rows: readonly (readonly Cell[])[], widths: readonly number[]): XLSX.WorkSheet {
  const ws: XLSX.WorkSheet = {};
  let maxC = 0;
  rows.forEach((row, r) => {
    row.forEach((v, c) => {
      if (v === null || v === '') return;
      const ref = XLSX.utils.encode_cell({ r, c });
      if (v instanceof Money) ws[ref] = { t: 'n', v: amountFromCents(v.cents), z: MONEY_FORMAT };
      else if (v instanceof Percent) ws[ref] = { t: 'n', v: v.value, z: '0.00' };
      else if (v instanceof Date) ws[ref] = { t: 'd', v, z: DATE_FORMAT };
      else if (typeof v === 'number') ws[ref] = { t: 'n', v };
      else ws[ref] = { t: 's', v };
      maxC = Math.max(maxC, c);
    });
  });
  ws['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(rows.length - 1, 0), c: maxC },
  });
  ws['!cols'] = widths.map((wch) => ({ wch }));
  return ws;
}

const MONEY_KINDS: ReadonlySet<ColumnKind> = new Set(['money']);

/** A value of a table as the cell it is written as (documents-tables.ts kinds). */
function cellOf(kind: ColumnKind, v: CellValue): Cell {
  if (v === null || v === '') return null;
  if (typeof v === 'string') return kind === 'date' ? dateCell(v) : v;
  if (MONEY_KINDS.has(kind)) return m(v);
  if (kind === 'kg' || kind === 'percent') return new Percent(v / 100);
  return v;
}

/**
 * A table as a sheet: its titles, its rows and its totals lines in the columns the PDF prints
 * them in; each column as wide as its longest text (title or value as the PDF prints it), so
 * that no text is hidden behind the next cell.
 */
export function tableSheet(table: DocTable): XLSX.WorkSheet {
  const kinds = table.columns.map((c) => c.kind);
  const rows: Cell[][] = [table.columns.map((c) => c.title)];
  for (const row of table.rows()) rows.push(row.map((v, i) => cellOf(kinds[i] ?? 'text', v)));
  for (const row of table.totals) rows.push(row.map((v, i) => cellOf(kinds[i] ?? 'text', v)));
  const samples = columnSamples(table);
  const widths = table.columns.map(
    (c, i) => Math.max(c.title.length, (samples[i] ?? '').length) + 2,
  );
  return sheet(rows, widths);
}

function taxSheets(wb: XLSX.WorkBook, d: SettlementDocument): void {
  for (const table of taxTables(d)) {
    XLSX.utils.book_append_sheet(wb, tableSheet(table), table.name);
  }
}

/** The header sheet's rows: label, value. */
function headerRows(d: SettlementDocument): Cell[][] {
  const h = d.h;
  const rows: Cell[][] = [
    ['Liquidación N°', h.id_liquidacion],
    ['Seller', h.razon_social],
    ['CUIT', d.cuit ?? ''],
    ['Estado', stateText(h)],
    ['Fecha', dateCell(h.fecha)],
    ['Período desde', dateCell(h.fecha_desde)],
    ['Período hasta', dateCell(h.fecha_hasta)],
    ['Factura', invoiceText(h) ?? ''],
    ['Código SAP', h.codigo_sap === null ? '' : Number(h.codigo_sap)],
    ['Cantidad de órdenes', h.cantidad_ordenes],
    ['Cantidad de novedades', h.cantidad_novedades],
    // The PDF's 'Totales' and 'Resumen', line for line.
    ...totalFigures(d.totals).map(([label, cents]): Cell[] => [label, m(cents)]),
  ];
  return rows;
}

/** ExportarLiquidacionExcel: the workbook, as bytes: the header, then one sheet per table. */
export function settlementWorkbook(d: SettlementDocument): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, sheet(headerRows(d), [26, 40]), 'Liquidación');
  for (const table of settlementTables(d)) {
    XLSX.utils.book_append_sheet(wb, tableSheet(table), table.name);
  }
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

/** The annex's workbook: the identity and the tax sheets. */
export function annexWorkbook(d: SettlementDocument): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, sheet(headerRows(d), [26, 40]), 'Liquidación');
  taxSheets(wb, d);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

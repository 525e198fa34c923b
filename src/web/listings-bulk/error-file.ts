// Issue 6 (3): the failed rows of an upload, downloaded back as an xlsx with the template's
// columns and a reason column after them, so the person fixes them and uploads the file again.
// Built in the browser from the file the person chose: each failed row keeps its original
// cells (found by its Excel row number, FilaError.fila). SheetJS is passed in, so the screens
// load it on demand (its own chunk) and the tests give it directly.
import type * as XLSXModule from 'xlsx';
import type { FilaError } from '../../api/listings-bulk-queries.ts';
import { FIRST_DATA_ROW, REASON_HEADER } from '../../domain/listing-bulk.ts';

export type Sheetjs = Pick<typeof XLSXModule, 'read' | 'write' | 'utils'>;

/** A cell as it is written back: its value, never a formula. */
export type Cell = string | number | boolean | Date | null;

export interface UploadedSheet {
  sheetName: string;
  /** Row 1 of the sheet: the template's headers as the file has them. */
  header: Cell[];
  /** The rows read, by Excel row number (1-based, row 1 is the header). */
  rows: Map<number, Cell[]>;
}

/**
 * Reads the first sheet of the uploaded file, down to `lastRow` only (the last failed row):
 * the rows after it are not needed, and a huge or hostile file is not read to its end.
 * Formulas are not kept, only their cached values.
 */
export function readUploadedSheet(
  xlsx: Sheetjs,
  data: ArrayBuffer,
  lastRow: number,
): UploadedSheet {
  const book = xlsx.read(data, {
    type: 'array',
    sheetRows: Math.max(lastRow, FIRST_DATA_ROW),
    cellFormula: false,
    cellHTML: false,
    cellDates: true,
    dense: false,
  });
  const sheetName = book.SheetNames[0] ?? 'Hoja1';
  const sheet = book.Sheets[sheetName];
  const rows = new Map<number, Cell[]>();
  const ref = sheet?.['!ref'];
  if (sheet !== undefined && ref !== undefined) {
    const range = xlsx.utils.decode_range(ref);
    for (let r = range.s.r; r <= range.e.r; r++) {
      const cells: Cell[] = [];
      for (let c = 0; c <= range.e.c; c++) {
        const cell = sheet[xlsx.utils.encode_cell({ r, c })] as XLSXModule.CellObject | undefined;
        cells[c] = cellValue(cell);
      }
      rows.set(r + 1, trimEnd(cells));
    }
  }
  return { sheetName, header: rows.get(1) ?? [], rows };
}

function cellValue(cell: XLSXModule.CellObject | undefined): Cell {
  if (cell === undefined) return null;
  const v = cell.v;
  if (v === undefined || cell.t === 'e' || cell.t === 'z') return null;
  return v;
}

function trimEnd(cells: Cell[]): Cell[] {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] === null || cells[end - 1] === '')) end--;
  return cells.slice(0, end);
}

/** The reasons of each failed row, by row number in order; one row may have several. */
export function reasonsByRow(errores: readonly FilaError[]): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const e of [...errores].sort((a, b) => a.fila - b.fila)) {
    const list = byRow.get(e.fila) ?? [];
    if (!list.includes(e.motivo)) list.push(e.motivo);
    byRow.set(e.fila, list);
  }
  return byRow;
}

/** The last row the error file needs from the uploaded file. */
export function lastFailedRow(errores: readonly FilaError[]): number {
  return errores.reduce((max, e) => Math.max(max, e.fila), 0);
}

/**
 * The rows of the error file: the template's headers (as the uploaded file has them, else
 * `templateHeaders`) plus REASON_HEADER, then each failed row's original cells plus its
 * reasons. A failed row the file does not have (a row number outside it) keeps its SKU in the
 * column that names it, so the person still sees which listing failed.
 */
export function errorFileRows(
  sheet: UploadedSheet | null,
  errores: readonly FilaError[],
  templateHeaders: readonly string[],
): Cell[][] {
  const header: Cell[] =
    sheet !== null && sheet.header.some((h) => h !== null && h !== '')
      ? sheet.header
      : [...templateHeaders];
  const byRow = reasonsByRow(errores.filter((e) => e.fila >= FIRST_DATA_ROW));
  const failedRows = [...byRow.keys()].map((fila) => sheet?.rows.get(fila) ?? []);
  const width = Math.max(header.length, ...failedRows.map((r) => r.length));
  const pad = (cells: readonly Cell[]) => Array.from({ length: width }, (_, i) => cells[i] ?? null);

  const out: Cell[][] = [[...pad(header), REASON_HEADER]];
  let i = 0;
  for (const [fila, motivos] of byRow) {
    let cells = failedRows[i++] ?? [];
    if (cells.length === 0) cells = skuCells(errores, fila, header);
    out.push([...pad(cells), motivos.join('; ')]);
  }
  return out;
}

function skuCells(errores: readonly FilaError[], fila: number, header: readonly Cell[]): Cell[] {
  const e = errores.find((x) => x.fila === fila);
  const cells: Cell[] = header.map(() => null);
  const put = (name: string, value: string | null) => {
    const at = header.findIndex((h) => typeof h === 'string' && h.trim() === name);
    if (at >= 0 && value !== null) cells[at] = value;
  };
  put('SKU Seller', e?.skuSeller ?? null);
  put('SKU Market', e?.skuMarket ?? null);
  return cells;
}

/** The error file as xlsx bytes, on a sheet named like the uploaded one. */
export function errorFileBytes(xlsx: Sheetjs, rows: Cell[][], sheetName: string): ArrayBuffer {
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(rows, { cellDates: true }), sheetName);
  return xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** 'Precios.xlsx' → 'Precios-errores.xlsx'. */
export function errorFileName(uploadedName: string): string {
  const base = uploadedName.replace(/\.xlsx?$/i, '').trim() || 'archivo';
  return `${base}-errores.xlsx`;
}

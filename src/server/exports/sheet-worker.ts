// The process that holds an export's workbook (issue 21): the request's handler reads the rows
// from the database in batches and sends each batch here, so the server holds one batch at a
// time and never blocks on SheetJS; this process appends the batch to the sheet and, at the
// end, writes the xlsx. Started by ./sheet.ts (child_process.fork, advanced serialization)
// with a heap limit. A process, not a worker thread: a workbook too large for its heap ends
// this process only (its export fails and is tried again), where a worker thread running out
// of heap inside SheetJS could end the whole server (seen with 150 000 rows, npm run bench:exports).
import * as XLSX from 'xlsx';
import type { ExportCellKind } from '../../domain/exports.ts';

export interface SheetStart {
  sheetName: string;
  columns: { header: string; kind: ExportCellKind; width: number }[];
}

/** A cell as posted: dates as Excel serial days, money and counts as numbers, ids as text. */
export type PostedCell = string | number | null;

export type SheetMessage = { type: 'rows'; rows: PostedCell[][] } | { type: 'end' };

export type SheetReply =
  | { type: 'ack' }
  | { type: 'done'; base64: string; bytes: number }
  | { type: 'failed'; message: string };

/** The number formats of the kinds written as numbers (002 §9: day-month-year, 2 decimals). */
const numberFormats: Partial<Record<ExportCellKind, string>> = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  money: '0.00',
};

const start = JSON.parse(process.argv[2] ?? '{}') as SheetStart;
const reply = (message: SheetReply) => process.send?.(message);
const kinds = start.columns.map((c) => c.kind);
// A dense sheet (rows of cells, SheetJS 0.20): about half the memory and a third of the time of
// one keyed by cell address, for the same file.
const data: XLSX.CellObject[][] = [];
const sheet: XLSX.WorkSheet = { '!data': data };

function cellOf(kind: ExportCellKind, value: string | number): XLSX.CellObject {
  if (kind === 'id' || kind === 'text' || typeof value === 'string') {
    return { t: 's', v: String(value) };
  }
  const z = numberFormats[kind];
  return z === undefined ? { t: 'n', v: value } : { t: 'n', v: value, z };
}

function append(rows: PostedCell[][]): void {
  for (const row of rows) {
    const cells: XLSX.CellObject[] = [];
    for (let c = 0; c < kinds.length; c++) {
      const value = row[c] ?? null;
      // An empty cell stays a hole: nothing is written for it.
      if (value !== null && value !== '') cells[c] = cellOf(kinds[c] ?? 'text', value);
    }
    data.push(cells);
  }
}

// Row 1: the headers, text whatever their column's kind.
data.push(start.columns.map((c) => ({ t: 's', v: c.header })));

process.on('message', (message: SheetMessage) => {
  try {
    if (message.type === 'rows') {
      append(message.rows);
      reply({ type: 'ack' });
      return;
    }
    sheet['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: Math.max(data.length - 1, 0), c: Math.max(kinds.length - 1, 0) },
    });
    sheet['!cols'] = start.columns.map((c) => ({ wch: c.width }));
    sheet['!autofilter'] = { ref: sheet['!ref'] };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, start.sheetName);
    const base64 = XLSX.write(book, {
      type: 'base64',
      bookType: 'xlsx',
      compression: true,
    }) as string;
    reply({ type: 'done', base64, bytes: Math.floor((base64.length * 3) / 4) });
  } catch (err) {
    reply({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
});

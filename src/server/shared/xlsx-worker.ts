// The worker thread that reads and writes workbooks with SheetJS (issue 6 point 4): a hostile
// or huge file costs this thread's memory and time, never the server's event loop. It is
// started by ./workbooks.ts with a memory limit and killed at its time limit.
//
// Reading takes values only: a formula is never evaluated, and a file with formula cells is
// refused as a whole (its cached results could say anything); a text that starts with '=' is
// text. Only the first sheet is read; row 1 holds the headers.
//
// SheetJS's core build: the formats of the full one without its tables of code pages, which
// only an .xls (not a zip) needs, so they are loaded for an .xls alone. Each file starts a
// worker, and loading the full build took about 110 ms of its CPU, the core one about 40
// (issue 37 point 4). This module runs only as the worker's bundle (./ts-worker.ts,
// CommonJS), where a namespace import of that minified script gets its exports; imported as
// an ES module (tsx) it would get none: the server's own thread keeps the package's main entry.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx/dist/xlsx.core.min.js';
import { verifyInflatedSizes, ZipError, type ZipEntry } from './zip.ts';
import type { CellValue } from '../../domain/listing-bulk.ts';

export interface ReadJob {
  job: 'read';
  bytes: Uint8Array;
  /** The zip's central directory, already checked against the size cap (null for .xls). */
  entries: ZipEntry[] | null;
  maxRows: number;
}

export interface WriteJob {
  job: 'write';
  sheets: { name: string; rows: CellValue[][]; widths?: number[] }[];
}

export interface SheetRow {
  /** The Excel row number (the headers are row 1). */
  fila: number;
  cells: CellValue[];
}

export type ReadResult =
  | { ok: true; headers: string[]; rows: SheetRow[] }
  | { ok: false; reason: 'format' | 'bomb' | 'tooManyRows' }
  | { ok: false; reason: 'formulas'; cell: string };

export type WriteResult = { ok: true; base64: string } | { ok: false; reason: 'format' };

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (cell === undefined) return null;
  switch (cell.t) {
    case 'n':
    case 'b':
      return cell.v as number | boolean;
    case 's':
      return String(cell.v ?? '');
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v);
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

const empty = (v: CellValue) => v === null || (typeof v === 'string' && v.trim() === '');

function read(job: ReadJob): ReadResult {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  if (job.entries !== null) {
    try {
      verifyInflatedSizes(bytes, job.entries);
    } catch (err) {
      if (err instanceof ZipError) return { ok: false, reason: err.reason };
      throw err;
    }
  }
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellFormula: true,
      cellHTML: false,
      cellText: false,
      cellDates: false,
      cellNF: false,
      cellStyles: false,
      bookVBA: false,
      WTF: false,
    });
  } catch {
    return { ok: false, reason: 'format' };
  }
  const firstName = wb.SheetNames[0];
  const sheet = firstName === undefined ? undefined : wb.Sheets[firstName];
  if (!sheet) return { ok: false, reason: 'format' };
  const ref = sheet['!ref'];
  if (ref === undefined) return { ok: true, headers: [], rows: [] };
  const range = XLSX.utils.decode_range(ref);
  const dense = (sheet as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
  const width = range.e.c + 1;
  let headers: string[] = [];
  const rows: SheetRow[] = [];
  for (let r = 0; r <= range.e.r; r++) {
    const line = dense[r];
    if (line === undefined) continue;
    const cells: CellValue[] = [];
    for (let c = 0; c < width; c++) {
      const cell = line[c];
      if (cell?.f !== undefined && cell.f !== '') {
        return { ok: false, reason: 'formulas', cell: XLSX.utils.encode_cell({ r, c }) };
      }
      cells.push(cellValue(cell));
    }
    if (r === 0) {
      headers = cells.map((v) => (v === null ? '' : String(v).trim()));
      continue;
    }
    if (cells.every(empty)) continue;
    if (rows.length >= job.maxRows) return { ok: false, reason: 'tooManyRows' };
    rows.push({ fila: r + 1, cells });
  }
  return { ok: true, headers, rows };
}

function write(job: WriteJob): WriteResult {
  const wb = XLSX.utils.book_new();
  for (const s of job.sheets) {
    const ws = XLSX.utils.aoa_to_sheet(s.rows, { dense: true });
    if (s.widths) ws['!cols'] = s.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(wb, ws, s.name);
  }
  const base64 = XLSX.write(wb, { type: 'base64', bookType: 'xlsx', compression: true }) as string;
  return { ok: true, base64 };
}

async function run(job: ReadJob | WriteJob): Promise<ReadResult | WriteResult> {
  if (job.job === 'write') return write(job);
  if (job.entries === null) XLSX.set_cptable(await import('xlsx/dist/cpexcel'));
  return read(job);
}

// A failure here is the worker's 'error' event (./workbooks.ts answers 500 and logs it).
void run(workerData as ReadJob | WriteJob).then((result) => parentPort?.postMessage(result));

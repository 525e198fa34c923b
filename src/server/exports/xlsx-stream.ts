// A one-sheet xlsx written as its rows arrive, in bounded memory (issue 21 point 6): SheetJS
// writes every part of the file, Node's zlib deflates each piece of the sheet where it was
// rendered (a render thread, ./sheet-render.ts), fflate's streaming zip holds the pieces in order.
//
// SheetJS holds a whole sheet and writes it at once (100 000 orders: about 150 000 rows of 35
// columns took 27 s and 4 GB). Here each batch of rows is written by SheetJS as a sheet of its
// own, uncompressed, whose rows carry their place in the whole sheet; its <row> elements are
// taken out of that sheet's XML and pushed into the zip entry of the real sheet. The sheet's
// opening (columns, views) comes from a SheetJS write of the header row, its closing (the
// autofilter of the final range) and the other parts (workbook, styles, content types) from a
// SheetJS write at the end, when the range is known. Only the sheet's <dimension> is left out:
// it is optional (ECMA-376 CT_Worksheet) and only known at the end; readers compute the range
// from the rows, as they do for the files of other streaming writers.
//
// Deflate: each piece of the sheet (the opening, each batch's rows, the closing) is deflated on
// its own and ends on a sync flush, the last one with the final block, so the pieces put end to
// end are one deflate stream (RFC 1951: blocks are independent of how they were made; a new
// compressor only never refers back past its own start). The entry's CRC-32 is folded from the
// pieces' CRCs (./crc32-combine.ts).
//
// Number formats: SheetJS numbers a cell's style by the order in which the write first meets
// each format. Every SheetJS write here starts with the same priming row (one cell of each
// format, in a fixed order) which is then dropped, so a style index means the same format in
// every batch and in the styles part of the final write.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import {
  unzipSync,
  Zip,
  ZipDeflate,
  type AsyncFlateStreamHandler,
  type ZipInputFile,
} from 'fflate';
import { crc32Combine } from './crc32-combine.ts';

export type StreamCellKind = 'date' | 'dateTime' | 'money' | 'int' | 'id' | 'text';

/** A cell as given: dates as Excel serial days, money and counts as numbers, ids as text. */
export type StreamCell = string | number | null;

export interface StreamColumn {
  header: string;
  kind: StreamCellKind;
  width: number;
}

/** The number formats of the kinds written as numbers (002 §9: day-month-year, 2 decimals). */
const numberFormats: Partial<Record<StreamCellKind, string>> = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  money: '0.00',
};

const SHEET_PATH = 'xl/worksheets/sheet1.xml';
const OPEN_DATA = '<sheetData>';
const CLOSE_DATA = '</sheetData>';
const CLOSE_ROW = '</row>';
const unexpected = () => new Error('la hoja escrita por SheetJS no tiene la forma esperada');

function cellOf(kind: StreamCellKind, value: string | number): XLSX.CellObject {
  if (kind === 'id' || kind === 'text' || typeof value === 'string') {
    return { t: 's', v: String(value) };
  }
  const z = numberFormats[kind];
  return z === undefined ? { t: 'n', v: value } : { t: 'n', v: value, z };
}

/** A piece of the sheet deflated on its own, with the CRC-32 and length of its XML. */
export interface DeflatedPiece {
  deflated: Uint8Array<ArrayBuffer>;
  crc: number;
  size: number;
}

/** Deflates a piece of the sheet: a sync flush at its end, or the final block for the last. */
export function deflatePiece(xml: Uint8Array, level: number, last = false): DeflatedPiece {
  const out = deflateRawSync(xml, {
    level,
    memLevel: 9,
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
  // A copy that owns its memory (it may be transferred from a render thread).
  const deflated = new Uint8Array(out.length);
  deflated.set(out);
  return { deflated, crc: crc32(xml), size: xml.length };
}

/**
 * The sheet's zip entry, made of pieces deflated elsewhere (fflate's ZipInputFile: an entry
 * that brings its own compressed data, method 8, and its CRC and size before it ends).
 */
class DeflatedEntry implements ZipInputFile {
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;

  constructor(readonly filename: string) {}

  push(piece: DeflatedPiece, last: boolean): void {
    this.crc = crc32Combine(this.crc, piece.crc, piece.size);
    this.size += piece.size;
    this.ondata?.(null, piece.deflated, last);
  }
}

/** What a sheet is: its name and columns. Plain data: it travels to a render thread. */
export interface SheetSpec {
  sheetName: string;
  columns: readonly StreamColumn[];
}

/**
 * How SheetJS writes the parts of one sheet (`spec`): the same in the thread that writes the
 * file and in the threads that render batches of rows (./sheet-render.ts), since every write
 * starts from the same priming row.
 */
export class SheetLayout {
  readonly kinds: StreamCellKind[];
  private readonly cols: XLSX.ColInfo[];
  readonly priming: XLSX.CellObject[];
  private readonly width: number;

  constructor(readonly spec: SheetSpec) {
    this.kinds = spec.columns.map((c) => c.kind);
    this.cols = spec.columns.map((c) => ({ wch: c.width }));
    const formats = [...new Set(this.kinds.map((k) => numberFormats[k]))].filter(
      (z): z is string => z !== undefined,
    );
    this.priming = formats.map((z) => ({ t: 'n', v: 0, z }));
    this.width = Math.max(spec.columns.length, this.priming.length, 1);
  }

  /**
   * The <row> elements of `rows` placed from row index `at` (the header is row 0), as SheetJS
   * writes them: the piece of the sheet's data for this batch.
   */
  render(rows: readonly (readonly StreamCell[])[], at: number): Uint8Array {
    const cells: XLSX.CellObject[][] = [];
    for (const row of rows) {
      const out: XLSX.CellObject[] = [];
      for (let c = 0; c < this.kinds.length; c++) {
        const value = row[c] ?? null;
        if (value !== null && value !== '') out[c] = cellOf(this.kinds[c] ?? 'text', value);
      }
      cells.push(out);
    }
    // Without number formats (only text and counts) there is nothing to prime.
    const prime = this.priming.length > 0;
    const { sheet } = this.write(cells, at, prime);
    // The rows after the priming row (r = at, 1-based), up to </sheetData>.
    const open = sheet.indexOf(OPEN_DATA) + OPEN_DATA.length;
    if (open < OPEN_DATA.length) throw unexpected();
    const primed = `<row r="${String(at)}">`;
    if (prime && sheet.toString('latin1', open, open + primed.length) !== primed) {
      throw unexpected();
    }
    const from = prime ? sheet.indexOf(CLOSE_ROW, open) + CLOSE_ROW.length : open;
    const close = sheet.lastIndexOf(CLOSE_DATA);
    if (from < open || close < from) throw unexpected();
    // A copy that owns its memory (it may be transferred to another thread).
    return new Uint8Array(sheet.subarray(from, close));
  }

  /** `render(rows, at)` deflated as a piece of the sheet (not the last): what a batch adds. */
  renderDeflated(
    rows: readonly (readonly StreamCell[])[],
    at: number,
    level: number,
  ): DeflatedPiece {
    return deflatePiece(this.render(rows, at), level);
  }

  /**
   * SheetJS writes a book of one sheet holding `rows` from row index `at` (the priming row just
   * above them when asked), uncompressed; answers that sheet's XML and, for the final write
   * (`autofilter` given), every part of the book.
   */
  write(
    rows: XLSX.CellObject[][],
    at: number,
    prime: boolean,
    autofilter?: string,
  ): { sheet: Buffer; files: Record<string, Uint8Array> } {
    const data: XLSX.CellObject[][] = [];
    const from = prime ? at - 1 : at;
    // A dense sheet whose rows sit at their place in the whole sheet; SheetJS writes only the
    // range's rows, so the places above are never visited.
    if (prime) data[from] = this.priming;
    rows.forEach((row, k) => (data[at + k] = row));
    const sheet: XLSX.WorkSheet = {
      '!data': data,
      '!ref': XLSX.utils.encode_range({
        s: { r: from, c: 0 },
        e: { r: Math.max(at + rows.length - 1, from), c: this.width - 1 },
      }),
      '!cols': this.cols,
    };
    if (autofilter !== undefined) sheet['!autofilter'] = { ref: autofilter };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, this.spec.sheetName);
    // 'buffer': SheetJS hands its zip over as is ('array' goes through a binary string).
    const zipped = XLSX.write(book, {
      type: 'buffer',
      bookType: 'xlsx',
      compression: false,
    }) as Buffer;
    const files = unzipSync(zipped, {
      filter: (f) => autofilter !== undefined || f.name === SHEET_PATH,
    });
    const bytes = files[SHEET_PATH];
    if (!bytes) throw unexpected();
    return { sheet: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), files };
  }
}

export interface XlsxStreamOptions extends SheetSpec {
  /** Receives the file's bytes in order; `final` on the last call. */
  out: (chunk: Uint8Array, final: boolean) => void;
  /** Deflate level (1 fastest ... 9 smallest). */
  level?: number;
}

/**
 * One sheet written batch by batch: `start()`, then for each batch in order `addRows()` or
 * `addDeflated()` (rows another thread rendered and deflated with a SheetLayout of the same spec,
 * renderDeflated, at the place `nextRow` said), then `finish()`. The file's bytes go to `out` as
 * they are made.
 */
export class XlsxStream {
  readonly layout: SheetLayout;
  readonly level: number;
  private readonly zip: Zip;
  private readonly sheet: DeflatedEntry;
  private failure: Error | null = null;
  /** Rows written so far, the header included. */
  private rowCount = 0;

  constructor(options: XlsxStreamOptions) {
    this.layout = new SheetLayout({ sheetName: options.sheetName, columns: options.columns });
    this.level = options.level ?? 6;
    this.zip = new Zip((err, data, final) => {
      if (err) this.failure ??= err;
      else options.out(data, final);
    });
    this.sheet = new DeflatedEntry(SHEET_PATH);
    this.zip.add(this.sheet);
  }

  /** The row index the next batch starts at. */
  get nextRow(): number {
    return this.rowCount;
  }

  /** Writes the sheet's opening and its header row. */
  start(): void {
    const header = this.layout.spec.columns.map((c): XLSX.CellObject => ({ t: 's', v: c.header }));
    const { sheet } = this.layout.write([header], 0, false);
    const open = sheet.indexOf(OPEN_DATA) + OPEN_DATA.length;
    const close = sheet.lastIndexOf(CLOSE_DATA);
    if (open < OPEN_DATA.length || close < open) throw unexpected();
    const opening = sheet
      .subarray(0, open)
      .toString('utf8')
      .replace(/<dimension [^>]*\/>/, '');
    const piece = Buffer.concat([Buffer.from(opening, 'utf8'), sheet.subarray(open, close)]);
    this.push(deflatePiece(piece, this.level), false);
    this.rowCount = 1;
  }

  /** Appends rows whose cells follow the columns; an empty cell stays a hole. */
  addRows(rows: readonly (readonly StreamCell[])[]): void {
    if (rows.length === 0) return;
    this.addDeflated(this.layout.renderDeflated(rows, this.rowCount, this.level), rows.length);
  }

  /** Appends `count` rows rendered at `nextRow` and deflated (SheetLayout.renderDeflated). */
  addDeflated(piece: DeflatedPiece, count: number): void {
    this.push(piece, false);
    this.rowCount += count;
  }

  /** Closes the sheet and writes the other parts; `out` has had every byte when it returns. */
  finish(): { rows: number } {
    const ref = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: this.rowCount - 1, c: Math.max(this.layout.kinds.length - 1, 0) },
    });
    // The priming row as the only row: the styles part numbers the formats as every batch did.
    // (Some row is needed for SheetJS to write the sheet's data element whole.)
    const { priming } = this.layout;
    const only = priming.length > 0 ? priming : [{ t: 's', v: '' } as XLSX.CellObject];
    const { sheet, files } = this.layout.write([only], 0, false, ref);
    const close = sheet.lastIndexOf(CLOSE_DATA);
    if (close < 0) throw unexpected();
    this.push(deflatePiece(sheet.subarray(close), this.level, true), true);
    for (const [name, bytes] of Object.entries(files)) {
      if (name === SHEET_PATH) continue;
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(bytes, true);
    }
    this.zip.end();
    this.check();
    return { rows: this.rowCount - 1 };
  }

  private push(piece: DeflatedPiece, last: boolean): void {
    this.check();
    this.sheet.push(piece, last);
    this.check();
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}

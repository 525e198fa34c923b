// A tabular report as PDF (pdf-lib, the standard Helvetica fonts, A4 portrait): a title block,
// label/value lines, tables whose column headers repeat on each page they continue on (columns
// no narrower than their titles, texts at least COLUMN_GAP apart: layoutColumns), and
// "Página N de M" with a footer on every page. No text is ever cut: a free text wider than its
// room wraps onto more lines (a table row grows to its tallest cell), an amount shrinks and then
// wraps, and a table whose columns' least widths do not fit the page is set in a smaller size.
// Used by the settlement documents (issue 20 point 6), which must print tens of thousands of
// rows within seconds and a few hundred MB: each
// page's text is written as one raw content stream (the operators as text, the strings encoded
// by the font) rather than one pdf-lib drawText call per cell, which builds an object per
// operator and does not fit those limits.
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, type PDFFont, type PDFName, type PDFPage } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 36;
const FOOTER = 22;

/**
 * The least room between two neighbouring columns' texts in a table, in points (five spaces at
 * 7 pt): with the 4 points there were, a right-aligned number next to a left-aligned text
 * ('12.345,67' under 'Peso Aforado (kg)', then 'C1414ABC' under 'Código Postal') read as one
 * run of text. Each cell keeps half of it on either side.
 */
export const COLUMN_GAP = 10;
/** The smallest size a table cell's text (or a whole table) is shrunk to before it wraps. */
export const MIN_CELL_SIZE = 5;

export interface ReportColumn {
  title: string;
  /** Its share of the table's width (the widths are scaled to fill the page). */
  width: number;
  align?: 'left' | 'right';
  /**
   * The widest value the column should show whole (e.g. '123.456.789,01'): the column is made
   * at least as wide as this text and as its title, plus COLUMN_GAP.
   */
  sample?: string;
  /**
   * A text wider than its cell: 'wrap' breaks it into lines (between words; a word wider than
   * the cell between characters), 'shrink' lowers its size (down to MIN_CELL_SIZE, then wraps),
   * 'cut' cuts it with '...' (never used by a table of the product's documents: no text is
   * cut). By default right-aligned columns (amounts) shrink and left-aligned ones (texts) wrap.
   */
  overflow?: 'shrink' | 'cut' | 'wrap';
}

export type Overflow = NonNullable<ReportColumn['overflow']>;

/** The width in points of a WinAnsi text at a size, in one font. */
export type Measure = (text: string, size: number) => number;

/** A text as it is written: WinAnsi, at `size`, `width` points wide. */
export interface FittedText {
  text: string;
  size: number;
  width: number;
}

/** One column of a laid-out table: the cell spans [x, x + width]; its text [left, left + room]. */
export interface ColumnBox {
  x: number;
  width: number;
  left: number;
  room: number;
  align: 'left' | 'right';
  overflow: Overflow;
}

/** A text made to fit `room` points: shrunk and/or cut with '...' (see ReportColumn.overflow). */
export function fitText(
  text: string,
  room: number,
  size: number,
  measure: Measure,
  overflow: 'shrink' | 'cut' = 'cut',
): FittedText {
  const t = winAnsi(text);
  const width = measure(t, size);
  if (width <= room) return { text: t, size, width };
  let s = size;
  if (overflow === 'shrink' && width > 0) {
    // Widths grow linearly with the size; a tenth of a point down keeps it within the room.
    const shrunk = Math.floor(((size * room) / width) * 10) / 10;
    if (shrunk >= MIN_CELL_SIZE) return { text: t, size: shrunk, width: measure(t, shrunk) };
    s = MIN_CELL_SIZE;
  }
  if (measure('...', s) > room) return { text: '', size: s, width: 0 };
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${t.slice(0, mid)}...`, s) <= room) lo = mid;
    else hi = mid - 1;
  }
  const cut = `${t.slice(0, lo).trimEnd()}...`;
  return { text: cut, size: s, width: measure(cut, s) };
}

/**
 * A text broken into lines no wider than `room`: between words, and a word wider than the room
 * between characters. Nothing is dropped: the lines joined hold every character but the spaces
 * where they break.
 */
export function wrapLines(text: string, room: number, size: number, measure: Measure): string[] {
  const t = winAnsi(text);
  if (measure(t, size) <= room) return [t];
  const out: string[] = [];
  let line = '';
  /** Pushes the leading pieces of a word wider than the room; answers the rest. */
  const breakWord = (word: string): string => {
    let rest = word;
    while (rest.length > 1 && measure(rest, size) > room) {
      let n = 1;
      while (n < rest.length - 1 && measure(rest.slice(0, n + 1), size) <= room) n++;
      out.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    return rest;
  };
  for (const word of t.split(' ')) {
    if (word === '') continue;
    const next = line === '' ? word : `${line} ${word}`;
    if (measure(next, size) <= room) {
      line = next;
      continue;
    }
    if (line !== '') out.push(line);
    line = measure(word, size) <= room ? word : breakWord(word);
  }
  if (line !== '') out.push(line);
  return out.length > 0 ? out : [''];
}

/**
 * The size a table is set in: `size`, or smaller when the columns' least widths (titles and
 * samples plus COLUMN_GAP) do not fit `total` at it, so that every title and sample stays whole
 * (never below MIN_CELL_SIZE).
 */
export function tableSize(
  columns: readonly ReportColumn[],
  total: number,
  size: number,
  regular: Measure,
  bold: Measure,
): number {
  const text = columns.reduce((a, c) => {
    const sample = winAnsi(c.sample ?? '');
    return a + Math.max(bold(winAnsi(c.title), size), regular(sample, size), bold(sample, size));
  }, 0);
  const room = total - columns.length * COLUMN_GAP;
  if (text <= room) return size;
  return Math.max(MIN_CELL_SIZE, Math.floor(((size * room) / text) * 10) / 10);
}

/**
 * The columns' widths: each its share of `total`, but never less than its `least` (its title or
 * sample plus the gap); what those columns need is taken from the others in proportion to their
 * shares. When even the least widths do not fit, they are all scaled down to `total` (the texts
 * then shrink or are cut).
 */
export function columnWidths(
  shares: readonly number[],
  least: readonly number[],
  total: number,
): number[] {
  const need = least.reduce((a, b) => a + b, 0);
  if (need >= total) return least.map((l) => (need > 0 ? (l * total) / need : 0));
  const widths = shares.map(() => 0);
  const open = new Set(shares.keys());
  let room = total;
  for (;;) {
    const share = [...open].reduce((a, i) => a + (shares[i] ?? 0), 0);
    const short = [...open].filter(
      (i) => share <= 0 || ((shares[i] ?? 0) / share) * room < (least[i] ?? 0),
    );
    if (short.length === 0) {
      for (const i of open) widths[i] = ((shares[i] ?? 0) / share) * room;
      return widths;
    }
    for (const i of short) {
      widths[i] = least[i] ?? 0;
      room -= widths[i];
      open.delete(i);
    }
    if (open.size === 0) {
      // Every column at its least and room to spare: the rest in proportion to those widths.
      return widths.map((w) => w + (w * room) / need);
    }
  }
}

/**
 * A table's columns across `total` points from `x0`: widths by columnWidths, each column at least
 * as wide as its title (in `bold`) and its sample (in both fonts: the totals line is bold) at
 * `size`, plus COLUMN_GAP; each cell's text keeps COLUMN_GAP / 2 from its edges, so the texts of
 * two neighbouring columns are always at least COLUMN_GAP apart.
 */
export function layoutColumns(
  columns: readonly ReportColumn[],
  x0: number,
  total: number,
  size: number,
  regular: Measure,
  bold: Measure,
): ColumnBox[] {
  const least = columns.map((c) => {
    const sample = winAnsi(c.sample ?? '');
    return (
      Math.max(bold(winAnsi(c.title), size), regular(sample, size), bold(sample, size)) + COLUMN_GAP
    );
  });
  const widths = columnWidths(
    columns.map((c) => c.width),
    least,
    total,
  );
  let x = x0;
  return columns.map((c, i) => {
    const width = widths[i] ?? 0;
    const align = c.align ?? 'left';
    const box: ColumnBox = {
      x,
      width,
      left: x + COLUMN_GAP / 2,
      room: Math.max(0, width - COLUMN_GAP),
      align,
      overflow: c.overflow ?? (align === 'right' ? 'shrink' : 'wrap'),
    };
    x += width;
    return box;
  });
}

/** A cell's text fitted into its column (on one line) and where it starts (`x`). */
export function placeCell(
  col: ColumnBox,
  text: string,
  size: number,
  measure: Measure,
  overflow: 'shrink' | 'cut' = col.overflow === 'cut' ? 'cut' : 'shrink',
): FittedText & { x: number } {
  const f = fitText(text, col.room, size, measure, overflow);
  return { ...f, x: col.align === 'right' ? col.left + col.room - f.width : col.left };
}

/**
 * A cell's text in its column as the lines it is written on, each with where it starts: whole on
 * one line when it fits; else as the column's overflow says ('shrink': a smaller size while it
 * stays at least MIN_CELL_SIZE, else wrapped; 'wrap': wrapped; 'cut': cut with '...').
 */
export function placeCellLines(
  col: ColumnBox,
  text: string,
  size: number,
  measure: Measure,
): (FittedText & { x: number })[] {
  const at = (f: FittedText) => ({
    ...f,
    x: col.align === 'right' ? col.left + col.room - f.width : col.left,
  });
  const t = winAnsi(text);
  const width = measure(t, size);
  if (width <= col.room) return [at({ text: t, size, width })];
  if (col.overflow === 'cut') return [at(fitText(t, col.room, size, measure, 'cut'))];
  if (col.overflow === 'shrink') {
    const f = fitText(t, col.room, size, measure, 'shrink');
    if (f.text === t) return [at(f)];
  }
  return wrapLines(t, col.room, size, measure).map((line) =>
    at({ text: line, size, width: measure(line, size) }),
  );
}

/** The standard fonts write WinAnsi: a few common characters are spelled out, the rest '?'. */
export function winAnsi(text: string): string {
  // Most cells (ids, amounts, dates) are plain ASCII: no copies for them.
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A WinAnsi text (see winAnsi) as a PDF hex string. For the characters winAnsi keeps (0x20-0x7e,
 * 0xa0-0xff) the WinAnsi code of a standard font is the character's own code, so the bytes are
 * written directly instead of through pdf-lib's glyph encoder (the hot path of large tables).
 */
const hexOf = (text: string) => {
  let out = '<';
  for (let i = 0; i < text.length; i++) out += HEX[text.charCodeAt(i) & 0xff] ?? '3f';
  return `${out}>`;
};

/** A font's advance widths per 1000 units by character code, for measuring without pdf-lib. */
function widthTable(font: PDFFont): Float64Array {
  const table = new Float64Array(256);
  for (let c = 0x20; c <= 0xff; c++) {
    if (c > 0x7e && c < 0xa0) continue;
    table[c] = font.widthOfTextAtSize(String.fromCharCode(c), 1000);
  }
  return table;
}

const measure = (table: Float64Array, text: string, size: number) => {
  let w = 0;
  for (let i = 0; i < text.length; i++) w += table[text.charCodeAt(i) & 0xff] ?? 0;
  return (w * size) / 1000;
};

export class PdfReport {
  private page!: PDFPage;
  private ops: string[] = [];
  private y = 0;
  private keys = new Map<PDFFont, PDFName>();
  private readonly widths = new Map<PDFFont, Float64Array>();
  private readonly pages: PDFPage[] = [];
  /** Redrawn at the top of each new page while a table continues. */
  private continuing: (() => void) | null = null;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.widths.set(fonts.regular, widthTable(fonts.regular));
    this.widths.set(fonts.bold, widthTable(fonts.bold));
    this.newPage();
  }

  static async create(opts: { title: string; subject?: string; footer: string }) {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(opts.title));
    if (opts.subject) doc.setSubject(winAnsi(opts.subject));
    doc.setProducer('pdf-lib');
    doc.setCreator('Market back-office');
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    };
    return new PdfReport(doc, fonts, opts.footer);
  }

  get width(): number {
    return A4.width - 2 * MARGIN;
  }

  private flush(): void {
    if (this.ops.length === 0) return;
    // Node's zlib (native) rather than pdf-lib's pako: the same FlateDecode, several times faster.
    const bytes = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'));
    const stream = this.doc.context.stream(bytes, { Filter: 'FlateDecode' });
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.ops = [];
  }

  private newPage(): void {
    this.flush();
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.keys = new Map();
    this.y = A4.height - MARGIN;
    this.continuing?.();
  }

  private key(font: PDFFont): string {
    let k = this.keys.get(font);
    if (!k) {
      k = this.page.node.newFontDictionary(font.name, font.ref);
      this.keys.set(font, k);
    }
    return k.toString();
  }

  /** Room for `height` more points on this page, else a new page. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /** The width of a WinAnsi text in points. */
  private measure(text: string, font: PDFFont, size: number): number {
    const table = this.widths.get(font) ?? widthTable(font);
    this.widths.set(font, table);
    return measure(table, text, size);
  }

  /** A Measure in `font`. */
  private measurer(font: PDFFont): Measure {
    const table = this.widths.get(font) ?? widthTable(font);
    this.widths.set(font, table);
    return (text, size) => measure(table, text, size);
  }

  /** A WinAnsi text written at (x, y) as it is. */
  private write(text: string, x: number, y: number, font: PDFFont, size: number): void {
    if (text === '') return;
    this.ops.push(
      `BT ${this.key(font)} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${hexOf(text)} Tj ET`,
    );
  }

  /** A text's lines within `width` points (wrapped, never cut). */
  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrapLines(text, width, size, this.measurer(font));
  }

  /** One line of text at (x, y), right-aligned within `width` when asked. */
  private text(
    text: string,
    x: number,
    y: number,
    o: { font?: PDFFont; size?: number; width?: number; align?: 'left' | 'right' } = {},
  ): void {
    const font = o.font ?? this.fonts.regular;
    const size = o.size ?? 8;
    const t = winAnsi(text);
    const left =
      o.align === 'right' && o.width !== undefined ? x + o.width - this.measure(t, font, size) : x;
    this.write(t, left, y, font, size);
  }

  private rule(y: number, grey = 0.6, thickness = 0.5): void {
    this.ops.push(
      `q ${num(grey)} G ${num(thickness)} w ${num(MARGIN)} ${num(y)} m ${num(A4.width - MARGIN)} ${num(y)} l S Q`,
    );
  }

  /** A grey band across the page from `y`, `height` points tall, as an operator. */
  private band(y: number, height: number, grey: number): string {
    return `q ${num(grey)} g ${num(MARGIN)} ${num(y)} ${num(this.width)} ${num(height)} re f Q`;
  }

  title(text: string, size = 15): void {
    for (const line of this.lines(text, this.fonts.bold, size, this.width)) {
      this.ensure(size + 8);
      this.y -= size;
      this.text(line, MARGIN, this.y, { font: this.fonts.bold, size });
      this.y -= 3;
    }
    this.y -= 5;
  }

  heading(text: string): void {
    const lines = this.lines(text, this.fonts.bold, 10.5, this.width);
    this.ensure(40 + 13 * (lines.length - 1));
    this.y -= 3;
    for (const line of lines) {
      this.y -= 13;
      this.text(line, MARGIN, this.y, { font: this.fonts.bold, size: 10.5 });
    }
    this.y -= 5;
    this.rule(this.y, 0.3, 0.8);
    this.y -= 4;
  }

  /** Label/value pairs, two to a line; a long label or value wraps onto more lines. */
  fields(pairs: readonly (readonly [string, string])[]): void {
    const half = this.width / 2;
    const labelWidth = 105;
    for (let i = 0; i < pairs.length; i += 2) {
      const cells = [pairs[i], pairs[i + 1]].map((pair) =>
        pair
          ? {
              label: this.lines(`${pair[0]}:`, this.fonts.bold, 8.5, labelWidth),
              value: this.lines(pair[1], this.fonts.regular, 8.5, half - labelWidth - 7),
            }
          : null,
      );
      const n = Math.max(...cells.map((c) => (c ? Math.max(c.label.length, c.value.length) : 0)));
      this.ensure(11 * n + 2);
      const top = this.y - 11;
      // Each text's lines one after the other (a reader of the file finds it whole).
      cells.forEach((c, j) => {
        if (!c) return;
        const x = MARGIN + j * half;
        c.label.forEach((l, k) => {
          this.text(l, x, top - 11 * k, { font: this.fonts.bold, size: 8.5 });
        });
        c.value.forEach((v, k) => {
          this.text(v, x + labelWidth + 3, top - 11 * k, { size: 8.5 });
        });
      });
      this.y -= 11 * n;
    }
    this.y -= 3;
  }

  /** A two-column list of amounts, the last one in bold when `strongLast`. */
  amounts(rows: readonly (readonly [string, string])[], strongLast = false): void {
    const labelWidth = 220;
    const valueWidth = 110;
    rows.forEach(([label, value], i) => {
      const strong = strongLast && i === rows.length - 1;
      const font = strong ? this.fonts.bold : this.fonts.regular;
      const labels = this.lines(label, font, 8.5, labelWidth - 4);
      const values = this.lines(value, font, 8.5, valueWidth);
      const n = Math.max(labels.length, values.length);
      this.ensure(11 * n + 2);
      const top = this.y - 11;
      if (strong) this.rule(top + 9, 0.3, 0.8);
      labels.forEach((l, k) => {
        this.text(l, MARGIN, top - 11 * k, { font, size: 8.5 });
      });
      values.forEach((v, k) => {
        this.text(v, MARGIN + labelWidth, top - 11 * k, {
          font,
          size: 8.5,
          width: valueWidth,
          align: 'right',
        });
      });
      this.y -= 11 * n;
    });
    this.y -= 3;
  }

  paragraph(text: string, size = 8.5): void {
    for (const l of this.lines(
      text.replace(/\s+/g, ' ').trim(),
      this.fonts.regular,
      size,
      this.width,
    )) {
      this.ensure(size + 4);
      this.y -= size + 3;
      this.text(l, MARGIN, this.y, { size });
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  /**
   * A table: its column headers, its rows, its totals lines in bold, or `empty` when there are no
   * rows. The headers repeat on every page the table continues on. Columns are laid out by
   * layoutColumns (no narrower than their title or sample; the whole table in a smaller size
   * when those do not fit: tableSize) and every cell's text stays inside its column, COLUMN_GAP
   * from its neighbours'; a text wider than its cell wraps (or shrinks, ReportColumn.overflow)
   * and its row grows to its tallest cell: nothing is cut.
   */
  table(
    columns: readonly ReportColumn[],
    rows: Iterable<readonly string[]>,
    opts: { totals?: readonly (readonly string[])[]; empty?: string; size?: number } = {},
  ): void {
    const { regular, bold } = this.fonts;
    const measures = new Map([
      [regular, this.measurer(regular)],
      [bold, this.measurer(bold)],
    ]);
    const measure = (font: PDFFont) => measures.get(font) ?? this.measurer(font);
    const size = tableSize(columns, this.width, opts.size ?? 7, measure(regular), measure(bold));
    const lineHeight = size + 3.2;
    const boxes = layoutColumns(columns, MARGIN, this.width, size, measure(regular), measure(bold));
    // A text too wide for its cell is laid out once per column and font: the free texts that do
    // not fit repeat down a table (a publication type, a regime).
    type Placed = ReturnType<typeof placeCellLines>;
    const placed = new Map<PDFFont, Map<string, Placed>[]>();
    const place = (box: ColumnBox, i: number, text: string, font: PDFFont): Placed => {
      let byColumn = placed.get(font);
      if (!byColumn) {
        byColumn = boxes.map(() => new Map());
        placed.set(font, byColumn);
      }
      const cache = byColumn[i];
      let c = cache?.get(text);
      if (!c) {
        c = placeCellLines(box, text, size, measure(font));
        if (cache && cache.size >= 1000) cache.clear();
        cache?.set(text, c);
      }
      return c;
    };
    const line = (cells: readonly string[], font: PDFFont) => {
      const m = measure(font);
      // Most cells fit as they are: written without laying them out (tens of thousands of rows).
      let tall: (Placed | null)[] | null = null;
      let fits = true;
      for (let i = 0; i < boxes.length; i++) {
        const cell = cells[i];
        const box = boxes[i];
        if (!cell || !box) continue;
        if (m(winAnsi(cell), size) > box.room) {
          fits = false;
          break;
        }
      }
      if (!fits) {
        tall = boxes.map((box, i) => {
          const cell = cells[i];
          return cell ? place(box, i, winAnsi(cell), font) : null;
        });
      }
      const height = tall ? Math.max(1, ...tall.map((c) => c?.length ?? 0)) : 1;
      this.ensure(lineHeight * height);
      this.y -= lineHeight;
      if (!tall) {
        boxes.forEach((box, i) => {
          const cell = cells[i];
          if (!cell) return;
          const t = winAnsi(cell);
          const w = m(t, size);
          this.write(
            t,
            box.align === 'right' ? box.left + box.room - w : box.left,
            this.y,
            font,
            size,
          );
        });
        return;
      }
      for (const c of tall) {
        c?.forEach((l, k) => {
          this.write(l.text, l.x, this.y - k * lineHeight, font, l.size);
        });
      }
      this.y -= (height - 1) * lineHeight;
    };
    const pad = COLUMN_GAP / 2;
    const header = () => {
      this.y -= 1;
      const top = this.y;
      const at = this.ops.length;
      line(
        columns.map((c) => c.title),
        bold,
      );
      this.y -= 2;
      // The band behind the titles, drawn under them (written before them in the stream).
      this.ops.splice(at, 0, this.band(this.y - 0.5, top - this.y + 0.5, 0.88));
    };
    this.ensure(3 * lineHeight);
    header();
    let any = false;
    this.continuing = header;
    for (const row of rows) {
      any = true;
      line(row, regular);
    }
    this.continuing = null;
    if (!any && opts.empty) {
      for (const l of this.lines(opts.empty, regular, size, this.width - 2 * pad)) {
        this.ensure(lineHeight);
        this.y -= lineHeight;
        this.text(l, MARGIN + pad, this.y, { size, font: regular });
      }
    }
    if (opts.totals && opts.totals.length > 0) {
      this.ensure(lineHeight * opts.totals.length + 3);
      this.y -= 2;
      this.rule(this.y, 0.3, 0.6);
      for (const totals of opts.totals) line(totals, bold);
    }
    this.y -= 4;
  }

  /** The finished file: every page gets its footer and "Página N de M". */
  async save(): Promise<Uint8Array> {
    const total = this.pages.length;
    const room = this.width - 100;
    // The footer in 7 points, smaller when it does not fit, wrapped below that.
    const regular = this.measurer(this.fonts.regular);
    const fitted = fitText(this.footer, room, 7, regular, 'shrink');
    const footer =
      fitted.text === winAnsi(this.footer)
        ? [{ text: fitted.text, size: fitted.size }]
        : wrapLines(this.footer, room, MIN_CELL_SIZE, regular).map((text) => ({
            text,
            size: MIN_CELL_SIZE,
          }));
    this.pages.forEach((page, i) => {
      if (page !== this.page) {
        // Earlier pages' streams are closed: their footer goes into a stream of its own.
        this.flush();
        this.page = page;
        this.keys = new Map();
      }
      const y = MARGIN - 4;
      this.rule(y + 10, 0.6, 0.4);
      footer.forEach((f, k) => {
        this.text(f.text, MARGIN, y - k * (f.size + 1.5), { size: f.size });
      });
      this.text(`Página ${String(i + 1)} de ${String(total)}`, A4.width - MARGIN - 90, y, {
        size: 7,
        width: 90,
        align: 'right',
      });
      this.flush();
    });
    return this.doc.save({ useObjectStreams: true });
  }
}

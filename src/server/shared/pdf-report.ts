// A tabular report as PDF (pdf-lib, the standard Helvetica fonts, A4 portrait): a title block,
// label/value lines, tables whose column headers repeat on each page they continue on, and
// "Página N de M" with a footer on every page. Used by the settlement documents (issue 20 point
// 6), which must print tens of thousands of rows within seconds and a few hundred MB: each
// page's text is written as one raw content stream (the operators as text, the strings encoded
// by the font) rather than one pdf-lib drawText call per cell, which builds an object per
// operator and does not fit those limits.
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, type PDFFont, type PDFName, type PDFPage } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const FOOTER = 22;

export interface ReportColumn {
  title: string;
  /** Its share of the table's width (the widths are scaled to fill the page). */
  width: number;
  align?: 'left' | 'right';
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

  /** Text fitted into `width` points (cut with '...'). */
  private fit(text: string, font: PDFFont, size: number, width: number): string {
    const t = winAnsi(text);
    if (this.measure(t, font, size) <= width) return t;
    let lo = 0;
    let hi = t.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.measure(`${t.slice(0, mid)}...`, font, size) <= width) lo = mid;
      else hi = mid - 1;
    }
    return `${t.slice(0, lo)}...`;
  }

  private text(
    text: string,
    x: number,
    y: number,
    o: { font?: PDFFont; size?: number; width?: number; align?: 'left' | 'right' } = {},
  ): void {
    const font = o.font ?? this.fonts.regular;
    const size = o.size ?? 8;
    const t = o.width === undefined ? winAnsi(text) : this.fit(text, font, size, o.width);
    if (t === '') return;
    const left =
      o.align === 'right' && o.width !== undefined ? x + o.width - this.measure(t, font, size) : x;
    this.ops.push(
      `BT ${this.key(font)} ${num(size)} Tf 1 0 0 1 ${num(left)} ${num(y)} Tm ${hexOf(t)} Tj ET`,
    );
  }

  private rule(y: number, grey = 0.6, thickness = 0.5): void {
    this.ops.push(
      `q ${num(grey)} G ${num(thickness)} w ${num(MARGIN)} ${num(y)} m ${num(A4.width - MARGIN)} ${num(y)} l S Q`,
    );
  }

  private band(y: number, height: number, grey: number): void {
    this.ops.push(
      `q ${num(grey)} g ${num(MARGIN)} ${num(y)} ${num(this.width)} ${num(height)} re f Q`,
    );
  }

  title(text: string, size = 15): void {
    this.ensure(size + 8);
    this.y -= size;
    this.text(text, MARGIN, this.y, { font: this.fonts.bold, size, width: this.width });
    this.y -= 8;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 16;
    this.text(text, MARGIN, this.y, { font: this.fonts.bold, size: 10.5, width: this.width });
    this.y -= 5;
    this.rule(this.y, 0.3, 0.8);
    this.y -= 4;
  }

  /** Label/value pairs, two to a line. */
  fields(pairs: readonly (readonly [string, string])[]): void {
    const half = this.width / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      this.ensure(13);
      this.y -= 11;
      for (const [j, pair] of [pairs[i], pairs[i + 1]].entries()) {
        if (!pair) continue;
        const x = MARGIN + j * half;
        this.text(`${pair[0]}:`, x, this.y, { font: this.fonts.bold, size: 8.5, width: 105 });
        this.text(pair[1], x + 108, this.y, { size: 8.5, width: half - 112 });
      }
    }
    this.y -= 3;
  }

  /** A two-column list of amounts, the last one in bold when `strongLast`. */
  amounts(rows: readonly (readonly [string, string])[], strongLast = false): void {
    const labelWidth = 220;
    const valueWidth = 110;
    rows.forEach(([label, value], i) => {
      const strong = strongLast && i === rows.length - 1;
      this.ensure(13);
      this.y -= 11;
      if (strong) this.rule(this.y + 9, 0.3, 0.8);
      const font = strong ? this.fonts.bold : this.fonts.regular;
      this.text(label, MARGIN, this.y, { font, size: 8.5, width: labelWidth });
      this.text(value, MARGIN + labelWidth, this.y, {
        font,
        size: 8.5,
        width: valueWidth,
        align: 'right',
      });
    });
    this.y -= 3;
  }

  paragraph(text: string, size = 8.5): void {
    const words = winAnsi(text).split(/\s+/);
    let line = '';
    const out: string[] = [];
    for (const w of words) {
      const next = line === '' ? w : `${line} ${w}`;
      if (this.measure(next, this.fonts.regular, size) > this.width && line !== '') {
        out.push(line);
        line = w;
      } else line = next;
    }
    if (line !== '') out.push(line);
    for (const l of out) {
      this.ensure(size + 4);
      this.y -= size + 3;
      this.text(l, MARGIN, this.y, { size });
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  /**
   * A table: its column headers, one line per row (cells cut to fit), a totals line in bold,
   * or `empty` when there are no rows. The headers repeat on every page the table continues on.
   */
  table(
    columns: readonly ReportColumn[],
    rows: Iterable<readonly string[]>,
    opts: { totals?: readonly string[]; empty?: string; size?: number } = {},
  ): void {
    const size = opts.size ?? 7;
    const lineHeight = size + 3.2;
    const share = columns.reduce((a, c) => a + c.width, 0);
    const widths = columns.map((c) => (c.width / share) * this.width);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const pad = 2;
    const line = (cells: readonly string[], font: PDFFont) => {
      columns.forEach((c, i) => {
        this.text(cells[i] ?? '', (xs[i] ?? MARGIN) + pad, this.y, {
          font,
          size,
          width: (widths[i] ?? 0) - 2 * pad,
          align: c.align ?? 'left',
        });
      });
    };
    const header = () => {
      this.y -= lineHeight + 1;
      this.band(this.y - 2.5, lineHeight + 1, 0.88);
      line(
        columns.map((c) => c.title),
        this.fonts.bold,
      );
      this.y -= 2;
    };
    this.ensure(3 * lineHeight);
    header();
    let any = false;
    this.continuing = header;
    for (const row of rows) {
      any = true;
      this.ensure(lineHeight);
      this.y -= lineHeight;
      line(row, this.fonts.regular);
    }
    this.continuing = null;
    if (!any && opts.empty) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(opts.empty, MARGIN + pad, this.y, { size, font: this.fonts.regular });
    }
    if (opts.totals) {
      this.ensure(lineHeight + 3);
      this.y -= 2;
      this.rule(this.y, 0.3, 0.6);
      this.y -= lineHeight;
      line(opts.totals, this.fonts.bold);
    }
    this.y -= 4;
  }

  /** The finished file: every page gets its footer and "Página N de M". */
  async save(): Promise<Uint8Array> {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      if (page !== this.page) {
        // Earlier pages' streams are closed: their footer goes into a stream of its own.
        this.flush();
        this.page = page;
        this.keys = new Map();
      }
      const y = MARGIN - 4;
      this.rule(y + 10, 0.6, 0.4);
      this.text(this.footer, MARGIN, y, { size: 7, width: this.width - 90 });
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

// The tables of the settlement documents (src/server/settlements/documents-tables.ts, printed by
// documents-pdf.ts through src/server/shared/pdf-report.ts and written by documents-xlsx.ts):
// - no two neighbouring columns' texts touch or overlap ('Peso Aforado (kg)' and 'Código Postal'
//   did: '12.345,67C1414ABC'), on the pure layout and on the built files;
// - no text is ever cut: the PDF printed 'ENTREGA...' for ENTREGADO; every state, figure and
//   title is whole on its line, and the longest names, concepts, observations and publication
//   types wrap, read back from the files' content streams; the workbook's columns are as wide
//   as their longest text;
// - the PDF and the workbook of one settlement show the same tables with the same totals lines
//   in the same columns (the PDF printed a 'Total Orden' total the workbook left empty): both
//   files built from one document and read back (content streams, SheetJS).
import { PDFDict, PDFDocument, PDFName, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import type { PDFFont, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { LIQUIDACION_CONFIRMADA } from '../../machines/settlement.ts';
import { formatAmount } from '../../src/domain/money.ts';
import { settlementWorkbook } from '../../src/server/settlements/documents-xlsx.ts';
import {
  A4,
  COLUMN_GAP,
  MARGIN,
  MIN_CELL_SIZE,
  columnWidths,
  fitText,
  layoutColumns,
  placeCell,
  placeCellLines,
  tableSize,
  winAnsi,
  type Measure,
  type ReportColumn,
} from '../../src/server/shared/pdf-report.ts';
import {
  annexPdf,
  certificatePdf,
  kindPdf,
  reportColumns,
  settlementPdf,
} from '../../src/server/settlements/documents-pdf.ts';
import {
  cellText,
  feesTable,
  novedadesTable,
  ordersTable,
  rebatesTable,
  settlementTables,
  taxTables,
  type CellValue,
} from '../../src/server/settlements/documents-tables.ts';
import type { SettlementDocument } from '../../src/server/settlements/documents-content.ts';
import { estadoOrdenLabels } from '../../machines/order.ts';

const TABLE_WIDTH = A4.width - 2 * MARGIN;
/** pdf-report writes positions rounded to hundredths of a point. */
const EPS = 0.02;

let regular: Measure;
let bold: Measure;
let fonts: Map<string, PDFFont>;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  const r = await doc.embedFont(StandardFonts.Helvetica);
  const b = await doc.embedFont(StandardFonts.HelveticaBold);
  regular = (t, s) => r.widthOfTextAtSize(t, s);
  bold = (t, s) => b.widthOfTextAtSize(t, s);
  fonts = new Map([
    ['Helvetica', r],
    ['Helvetica-Bold', b],
  ]);
});

// Long but realistic values: ten-digit ids, weights of 12345.67 kg, CPA postal codes, amounts
// in the billions, long free texts.
// The longest texts the database takes: a razón social of 100 characters, a concept of 50,
// observations of 250 and a publication type of 100.
const RAZON_LARGA =
  'Distribuidora Patagónica de Electrodomésticos, Informática y Artículos para el Hogar S.R.L.';
const CONCEPTO_LARGO = 'Ajuste por devolución de mercadería en garantía 1';
const OBSERVACION_LARGA =
  'Observación larga del operador sobre la devolución parcial de la orden: el comprador devolvió ' +
  'dos de las tres unidades por falla de fábrica, se acordó con el seller descontar el flete de ' +
  'vuelta y el costo de la revisión técnica del servicio oficial.';
const TIPO_LARGO =
  'Clásica Premium Destacada con cuotas sin interés y envío gratis a todo el país (de catálogo)';

const doc: SettlementDocument = {
  h: {
    id_liquidacion: 98765,
    id_seller: 1,
    razon_social: RAZON_LARGA,
    fecha: '2024-05-31',
    fecha_desde: '2024-05-01',
    fecha_hasta: '2024-05-31',
    id_estado: 3,
    estado: 'Liquidada',
    eliminada: false,
    cantidad_ordenes: 2,
    cantidad_novedades: 1,
    total_orden: '8246913578.02',
    comision_neta: '824691356.00',
    comision_total: '997876540.00',
    total_costo_fee_neto: '12358024.68',
    total_costo_fee: '14953209.86',
    total_novedades: '-123456789.01',
    total_rebate_con_iva: '15240757278.60',
    total_retenciones: '123703702.00',
    total_percepcion: '37037037.00',
    total_liquidacion: '987654321.09',
    numero_comprobante: '0001-00012345',
    id_tipo_comprobante: 1,
    tipo_comprobante: 'Factura A',
    codigo_sap: 'SAP-000123456',
  },
  cuit: '30-71234567-8',
  totals: {
    totalOrden: 824_691_357_802,
    comisionNeta: 82_469_135_600,
    comisionTotal: 99_787_654_000,
    totalCostoFeeNeto: 1_235_802_468,
    totalCostoFee: 1_495_320_986,
    totalNovedades: -12_345_678_901,
    totalRebateConIva: 1_524_075_727_860,
    totalRetenciones: 12_370_370_200,
    totalPercepcion: 3_703_703_700,
    totalLiquidacion: 98_765_432_109,
  },
  orders: [9876543210, 9876543211].map((idOrden, i) => ({
    idOrden,
    fecha: '2024-05-12',
    tipoPublicacion: TIPO_LARGO,
    // The longest state an order can show, and the one the PDF cut ('ENTREGA...').
    estado: i === 0 ? 'ENTREGADO' : 'SOLICITUD ANULACION',
    importeOrden: 412_345_678_901,
    comisionNeta: 41_234_567_800,
    comisionTotal: 49_893_827_000,
    retencion: 6_185_185_100,
    totalOrden: 362_451_851_901,
  })),
  novedades: [
    {
      id_novedad: 1234567890,
      id_seller: 1,
      razon_social: RAZON_LARGA,
      fecha: '2024-05-20',
      orden_referencia: '9876543210',
      id_tipo_novedad: 1,
      concepto: CONCEPTO_LARGO,
      observaciones: OBSERVACION_LARGA,
      id_subtipo: 1,
      accion: 'Débito',
      importe: '-123456789.01',
      importe_liquidado: '-123456789.01',
      id_estado: 2,
      estado: 'Liquidada',
      id_liquidacion: 98765,
    },
  ],
  fees: [
    {
      id_venta: 9876543210,
      id_cotizacion: 9876543210,
      peso_hasta: '12345.67',
      peso_aforado: '12345.67',
      codigo_postal: 'C1414ABC',
      importe: '12345678.90',
    },
    {
      id_venta: 9876543211,
      id_cotizacion: null,
      peso_hasta: '123456.78',
      peso_aforado: '99999.99',
      codigo_postal: 'B1629XAB',
      importe: '12345.78',
    },
  ],
  rebates: [
    {
      idRebate: 1234567890,
      idVenta: 9876543210,
      precioOriginal: 12_345_678_901,
      precioPublicado: 11_111_111_101,
      aCargoMarket: 6_172_839_450,
      aCargoSeller: 6_172_839_550,
      unidades: 123456,
      total: 762_037_863_930,
    },
  ],
  taxes: [
    {
      idRegimen: 1,
      regimen: 'Retención IIBB Provincia de Buenos Aires - Régimen general de recaudación',
      tipo: 'retencion',
      idVenta: 9876543210,
      alicuotaPb: 150,
      base: 412_345_678_901,
      monto: 6_185_185_100,
    },
    {
      idRegimen: 3,
      regimen: 'Percepción IVA RG 2408',
      tipo: 'percepcion',
      idVenta: null,
      alicuotaPb: 300,
      base: 123_456_789_012,
      monto: 3_703_703_700,
    },
  ],
};

const tables = {
  órdenes: ordersTable(doc),
  novedades: novedadesTable(doc),
  fees: feesTable(doc),
  rebates: rebatesTable(doc),
  impuestos: taxTables(doc)[0],
};

/** Each table's PDF columns and its rows and totals as the PDF prints them. */
const longRows: Record<string, { columns: readonly ReportColumn[]; rows: string[][] }> =
  Object.fromEntries(
    Object.entries(tables).map(([name, table]) => {
      const kinds = table.columns.map((c) => c.kind);
      const text = (row: CellValue[]) => row.map((v, i) => cellText(kinds[i] ?? 'text', v));
      return [
        name,
        {
          columns: reportColumns(table),
          rows: [...[...table.rows()].map(text), ...table.totals.map(text)],
        },
      ];
    }),
  );

describe('fitText', () => {
  const m: Measure = (t, s) => t.length * s * 0.5;

  it('keeps a text that fits as it is', () => {
    expect(fitText('12.345,67', 100, 7, m, 'shrink')).toEqual({
      text: '12.345,67',
      size: 7,
      width: m('12.345,67', 7),
    });
  });

  it("shrinks an amount that does not fit, whole, down to MIN_CELL_SIZE, then cuts it with '...'", () => {
    const f = fitText('1234567890', 30, 7, m, 'shrink');
    expect(f.text).toBe('1234567890');
    expect(f.size).toBeLessThan(7);
    expect(f.size).toBeGreaterThanOrEqual(MIN_CELL_SIZE);
    expect(f.width).toBeLessThanOrEqual(30);
    const cut = fitText('1234567890', 15, 7, m, 'shrink');
    expect(cut.size).toBe(MIN_CELL_SIZE);
    expect(cut.text.endsWith('...')).toBe(true);
    expect(cut.width).toBeLessThanOrEqual(15);
  });

  it("cuts a free text with '...' at its size, without a space before the dots", () => {
    const f = fitText('Observación larga del operador', 40, 7, m, 'cut');
    expect(f.size).toBe(7);
    expect(f.text).toMatch(/\S\.\.\.$/);
    expect(f.width).toBeLessThanOrEqual(40);
  });

  it("writes nothing where not even '...' fits", () => {
    expect(fitText('C1414ABC', 2, 7, m, 'shrink').text).toBe('');
  });
});

describe('columnWidths', () => {
  it('splits the width by shares when every column gets its least', () => {
    expect(columnWidths([1, 1, 2], [10, 10, 10], 400)).toEqual([100, 100, 200]);
  });

  it('gives a column its least and takes it from the others by their shares', () => {
    const w = columnWidths([1, 1, 2], [150, 10, 10], 400);
    expect(w[0]).toBe(150);
    expect(w[1]).toBeCloseTo(250 / 3);
    expect(w[2]).toBeCloseTo(500 / 3);
  });

  it('scales the least widths down when even they do not fit', () => {
    const w = columnWidths([1, 1], [300, 100], 200);
    expect(w).toEqual([150, 50]);
  });
});

describe('layoutColumns, every table of the settlement PDFs', () => {
  for (const [name, { columns, rows }] of Object.entries(longRows)) {
    const sizeOf = () => tableSize(columns, TABLE_WIDTH, 7, regular, bold);

    it(`${name}: fills the page width, each column as wide as its title and sample plus the gap`, () => {
      const size = sizeOf();
      const boxes = layoutColumns(columns, MARGIN, TABLE_WIDTH, size, regular, bold);
      expect(boxes[0]?.x).toBe(MARGIN);
      const last = boxes.at(-1);
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeCloseTo(MARGIN + TABLE_WIDTH, 6);
      columns.forEach((c, i) => {
        const box = boxes[i];
        expect(box?.room).toBeGreaterThanOrEqual(bold(winAnsi(c.title), size) - 1e-9);
        if (c.sample) expect(box?.room).toBeGreaterThanOrEqual(bold(c.sample, size) - 1e-9);
      });
    });

    it(`${name}: every title and value whole (wrapped, never cut) and no two neighbouring texts closer than COLUMN_GAP`, () => {
      const size = sizeOf();
      const boxes = layoutColumns(columns, MARGIN, TABLE_WIDTH, size, regular, bold);
      const lines: [string[], Measure, boolean][] = [
        [columns.map((c) => c.title), bold, true],
        ...rows.map((r): [string[], Measure, boolean] => [r, regular, false]),
        ...rows.map((r): [string[], Measure, boolean] => [r, bold, false]),
      ];
      for (const [cells, measure, header] of lines) {
        const placed = boxes.map((box, i) => placeCellLines(box, cells[i] ?? '', size, measure));
        placed.forEach((p, i) => {
          const whole = winAnsi(cells[i] ?? '');
          expect(p.map((l) => l.text).join(' '), 'nothing cut').not.toMatch(/\.\.\.$/);
          expect(p.map((l) => l.text.replaceAll(' ', '')).join('')).toBe(whole.replaceAll(' ', ''));
          // Figures, states and titles are whole on one line at the table's size.
          const column = columns[i];
          if (header || !(column?.overflow === 'wrap' && column.sample === undefined)) {
            expect(p, `'${whole}'`).toHaveLength(1);
            expect(p[0]?.size).toBe(size);
          }
        });
        const depth = Math.max(...placed.map((p) => p.length));
        for (let k = 0; k < depth; k++) {
          const written = placed.map((p) => p[k]).filter((p) => p !== undefined && p.text !== '');
          for (let i = 0; i + 1 < written.length; i++) {
            const a = written[i];
            const b = written[i + 1];
            if (!a || !b) continue;
            expect(a.x + a.width + COLUMN_GAP, `'${a.text}' then '${b.text}'`).toBeLessThanOrEqual(
              b.x + 1e-9,
            );
          }
          // Within the table.
          expect(written[0]?.x ?? MARGIN).toBeGreaterThanOrEqual(MARGIN);
          const end = written.at(-1);
          expect((end?.x ?? 0) + (end?.width ?? 0)).toBeLessThanOrEqual(MARGIN + TABLE_WIDTH);
        }
      }
    });
  }

  it('fees: the weights and postal codes of the defect are written whole at full size', () => {
    const columns = reportColumns(feesTable(doc));
    const boxes = layoutColumns(columns, MARGIN, TABLE_WIDTH, 7, regular, bold);
    const [, , hasta, aforado, cp] = boxes;
    if (!hasta || !aforado || !cp) throw new Error('columnas');
    for (const [box, text] of [
      [hasta, '123.456,78'],
      [aforado, '123.456,78'],
      [cp, 'C1414ABC'],
    ] as const) {
      expect(placeCell(box, text, 7, regular)).toMatchObject({ text, size: 7 });
    }
  });

  it("orders: the Estado column holds the longest order state whole ('SOLICITUD ANULACION', 'ENTREGADO')", () => {
    const columns = reportColumns(ordersTable(doc));
    const size = tableSize(columns, TABLE_WIDTH, 7, regular, bold);
    const boxes = layoutColumns(columns, MARGIN, TABLE_WIDTH, size, regular, bold);
    const estado = boxes[3];
    if (!estado) throw new Error('columnas');
    for (const text of Object.values(estadoOrdenLabels)) {
      expect(placeCellLines(estado, text, size, regular)).toMatchObject([{ text, size }]);
      expect(placeCellLines(estado, text, size, bold)).toMatchObject([{ text, size }]);
    }
  });
});

interface Written {
  page: number;
  size: number;
  y: number;
  x: number;
  width: number;
  text: string;
  bold: boolean;
}

/** Every text a file writes, read back from its pages' content streams. */
async function written(pdf: Uint8Array): Promise<Written[]> {
  const file = await PDFDocument.load(pdf);
  const out: Written[] = [];
  file.getPages().forEach((page, n) => {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const fontOf = (key: string) => {
      const dict = file.context.lookup(fontDict?.get(PDFName.of(key)), PDFDict);
      const base = dict.get(PDFName.of('BaseFont'))?.toString().slice(1) ?? '';
      const font = fonts.get(base);
      if (!font) throw new Error(`fuente ${base}`);
      return font;
    };
    const contents = page.node.Contents();
    const refs = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = file.context.lookup(ref) as PDFRawStream;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      const re = /BT \/(\S+) ([\d.]+) Tf 1 0 0 1 ([\d.-]+) ([\d.-]+) Tm <([0-9a-f]*)> Tj ET/g;
      for (const [, key = '', size, x, y, hex = ''] of ops.matchAll(re)) {
        const text = Buffer.from(hex, 'hex').toString('latin1');
        const s = Number(size);
        out.push({
          page: n,
          size: s,
          x: Number(x),
          y: Number(y),
          text,
          // A Tj string is drawn glyph after glyph, without the font's kerning pairs
          // (widthOfTextAtSize applies them).
          width: Array.from(text).reduce((w, ch) => w + fontOf(key).widthOfTextAtSize(ch, s), 0),
          bold: fontOf(key) === fonts.get('Helvetica-Bold'),
        });
      }
    }
  });
  return out;
}

/**
 * The table texts (the tables write at 7 pt or less; the fields and amounts at 8.5, the footer
 * below MARGIN) that share a line of a page, left to right, closer than COLUMN_GAP.
 */
function touching(texts: readonly Written[]): string[] {
  const lines = new Map<string, Written[]>();
  for (const t of texts) {
    if (t.size > 7 || t.y < MARGIN) continue;
    const k = `${String(t.page)}:${t.y.toFixed(2)}`;
    lines.set(k, [...(lines.get(k) ?? []), t]);
  }
  const bad: string[] = [];
  for (const line of lines.values()) {
    line.sort((a, b) => a.x - b.x);
    for (let i = 0; i + 1 < line.length; i++) {
      const a = line[i];
      const b = line[i + 1];
      if (a && b && a.x + a.width + COLUMN_GAP > b.x + EPS) {
        bad.push(`'${a.text}' ${(b.x - a.x - a.width).toFixed(2)} pt '${b.text}'`);
      }
    }
  }
  return bad;
}

describe('the settlement PDFs with long values', () => {
  it('LiquidacionPdf: no two table texts of a line closer than COLUMN_GAP; titles and values whole', async () => {
    const texts = await written(await settlementPdf(doc, 'Market'));
    expect(texts.length).toBeGreaterThan(100);
    expect(touching(texts)).toEqual([]);
    const all = texts.map((t) => t.text);
    for (const whole of [
      'Peso Hasta (kg)',
      'Peso Aforado (kg)',
      winAnsi('Código Postal'),
      'C1414ABC',
      'B1629XAB',
      '12.345,67',
      '123.456,78',
      '12.345.678,90',
      '4.123.456.789,01',
      '7.620.378.639,30',
      'A cargo Market (u.)',
    ]) {
      expect(all).toContain(whole);
    }
    // The postal code starts at least COLUMN_GAP after the weight on its line ends.
    const cp = texts.find((t) => t.text === 'C1414ABC');
    const kg = texts.filter((t) => t.text === '12.345,67' && t.y === cp?.y).at(-1);
    expect((cp?.x ?? 0) - ((kg?.x ?? 0) + (kg?.width ?? 0))).toBeGreaterThanOrEqual(
      COLUMN_GAP - EPS,
    );
  });

  it('the certificate, the annex and the retentions list: the same', async () => {
    for (const pdf of [
      await certificatePdf(doc, doc.taxes.slice(0, 1), 'Market'),
      await annexPdf(doc),
      await kindPdf(doc, 'retencion'),
      await kindPdf(doc, 'percepcion'),
    ]) {
      const texts = await written(pdf);
      expect(texts.length).toBeGreaterThan(10);
      expect(touching(texts)).toEqual([]);
    }
  });
});

describe('no text of a settlement document is cut', () => {
  const noSpaces = (t: string) => winAnsi(t).replaceAll(' ', '');

  it('LiquidacionPdf: the longest names, states, concepts, observations and publication types are whole (wrapped where needed)', async () => {
    const texts = await written(await settlementPdf(doc, 'Market'));
    expect(texts.filter((t) => t.text.endsWith('...')).map((t) => t.text)).toEqual([]);
    const all = texts.map((t) => noSpaces(t.text)).join('');
    for (const whole of [
      RAZON_LARGA,
      CONCEPTO_LARGO,
      OBSERVACION_LARGA,
      TIPO_LARGO,
      `Liquidación N° 98765 - ${RAZON_LARGA}`,
    ]) {
      expect(all, whole).toContain(noSpaces(whole));
    }
    // The states are single texts, whole: no 'ENTREGA...'.
    const each = texts.map((t) => t.text);
    expect(each).toContain('ENTREGADO');
    expect(each).toContain('SOLICITUD ANULACION');
    expect(each).toContain(winAnsi(LIQUIDACION_CONFIRMADA));
  });

  it('the certificate, the annex and the retentions and perceptions lists: nothing cut', async () => {
    for (const pdf of [
      await certificatePdf(doc, doc.taxes.slice(0, 1), 'Market'),
      await annexPdf(doc),
      await kindPdf(doc, 'retencion'),
      await kindPdf(doc, 'percepcion'),
    ]) {
      const texts = await written(pdf);
      expect(texts.filter((t) => t.text.endsWith('...')).map((t) => t.text)).toEqual([]);
      const all = texts.map((t) => noSpaces(t.text)).join('');
      expect(all).toContain(noSpaces(RAZON_LARGA));
    }
  });

  it('the workbook: every column as wide as its longest text', () => {
    const book = XLSX.read(settlementWorkbook(doc), { type: 'array', cellStyles: true });
    for (const table of settlementTables(doc)) {
      const ws = book.Sheets[table.name];
      if (!ws) throw new Error(table.name);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, defval: null, raw: false });
      const cols = ws['!cols'] ?? [];
      table.columns.forEach((_, i) => {
        const longest = Math.max(...rows.map((r) => (r[i] as string | null)?.length ?? 0));
        expect(cols[i]?.wch ?? 0, `${table.name} ${String(i)}`).toBeGreaterThanOrEqual(longest);
      });
    }
  });
});

describe('the PDF and the workbook of one settlement show the same totals in the same places', () => {
  /** The PDF table under a heading: its titles and its totals lines, by column. */
  function pdfTable(texts: readonly Written[], heading: string, width: number) {
    const at = texts.findIndex((t) => t.text === winAnsi(heading));
    expect(at, heading).toBeGreaterThanOrEqual(0);
    const next = texts.findIndex((t, i) => i > at && t.size === 10.5);
    const segment = texts.slice(at + 1, next < 0 ? undefined : next);
    const titles = segment.slice(0, width);
    const titleSet = new Set(titles.map((t) => t.text));
    const lines = new Map<string, Written[]>();
    for (const t of segment.slice(width)) {
      if (!t.bold) continue;
      const k = `${String(t.page)}:${t.y.toFixed(2)}`;
      lines.set(k, [...(lines.get(k) ?? []), t]);
    }
    // A page's repeated titles are not totals.
    const totals = [...lines.values()].filter(
      (l) => !(l.length === titles.length && l.every((t) => titleSet.has(t.text))),
    );
    const columnOf = (t: Written) =>
      titles.findIndex(
        (h) => Math.abs(h.x - t.x) < 0.05 || Math.abs(h.x + h.width - (t.x + t.width)) < 0.05,
      );
    return {
      titles: titles.map((t) => t.text),
      totals: totals.map((l) => {
        const cells = titles.map(() => '');
        for (const t of l) {
          const i = columnOf(t);
          expect(i, `'${t.text}' under no title of ${heading}`).toBeGreaterThanOrEqual(0);
          cells[i] = t.text;
        }
        return cells;
      }),
    };
  }

  it('every table: the same titles, and each totals line with the same figures under the same titles', async () => {
    const texts = await written(await settlementPdf(doc, 'Market'));
    const book = XLSX.read(settlementWorkbook(doc), { type: 'array', cellNF: true });
    const tables = settlementTables(doc);
    expect(book.SheetNames).toEqual(['Liquidación', ...tables.map((t) => t.name)]);
    for (const table of tables) {
      const ws = book.Sheets[table.name];
      if (!ws) throw new Error(table.name);
      const rows = XLSX.utils.sheet_to_json<(string | number | null)[]>(ws, {
        header: 1,
        defval: null,
        raw: true,
      });
      const kinds = table.columns.map((c) => c.kind);
      const asText = (row: (string | number | null)[]) =>
        kinds.map((kind, i) => {
          const v = row[i] ?? null;
          if (v === null) return '';
          if (typeof v === 'string') return winAnsi(v);
          return kind === 'money' ? formatAmount(Math.round(v * 100)) : String(v);
        });
      const sheetTotals = rows.slice(rows.length - table.totals.length).map(asText);
      const pdf = pdfTable(texts, `${table.name} (${String(table.count)})`, table.columns.length);
      expect(pdf.titles, table.name).toEqual((rows[0] as string[]).map(winAnsi));
      expect(pdf.totals, table.name).toEqual(sheetTotals);
      expect(sheetTotals.length, table.name).toBeGreaterThan(0);
    }
  });

  it("the orders' totals line: the header's figures, and the sum of Total Orden in both", () => {
    const book = XLSX.read(settlementWorkbook(doc), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Órdenes'] as XLSX.WorkSheet, {
      header: 1,
      defval: null,
      raw: true,
    });
    const total = rows.at(-1) ?? [];
    expect(total[0]).toBe('Total');
    expect(Math.round((total[4] as number) * 100)).toBe(doc.totals.totalOrden);
    expect(Math.round((total[8] as number) * 100)).toBe(
      doc.orders.reduce((a, o) => a + o.totalOrden, 0),
    );
  });
});

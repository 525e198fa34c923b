// The tables of the settlement PDFs (src/server/settlements/documents-pdf.ts through
// src/server/shared/pdf-report.ts): no two neighbouring columns' texts touch or overlap. 'Peso
// Aforado (kg)' and 'Código Postal' did: a right-aligned weight and a left-aligned postal code
// were 4 points apart ('12.345,67C1414ABC'). Checked on the pure layout (layoutColumns,
// placeCell, fitText) with every table's columns and long values, and on the built files: every
// table text (7 pt or less, above the footer) written on a line of a page ends at least
// COLUMN_GAP before the next one starts.
import { PDFDict, PDFDocument, PDFName, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import type { PDFFont, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  A4,
  COLUMN_GAP,
  MARGIN,
  MIN_CELL_SIZE,
  columnWidths,
  fitText,
  layoutColumns,
  placeCell,
  winAnsi,
  type Measure,
  type ReportColumn,
} from '../../src/server/shared/pdf-report.ts';
import {
  annexPdf,
  certificatePdf,
  feeColumns,
  kindPdf,
  novedadColumns,
  orderColumns,
  rebateColumns,
  settlementPdf,
  taxColumns,
} from '../../src/server/settlements/documents-pdf.ts';
import type { SettlementDocument } from '../../src/server/settlements/documents-content.ts';

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
// in the millions (row) and billions (totals), long free texts.
const longRows: Record<string, { columns: readonly ReportColumn[]; rows: string[][] }> = {
  órdenes: {
    columns: orderColumns,
    rows: [
      [
        '9876543210',
        '31-12-2024',
        'Clásica Premium Destacada',
        'Facturado con nota de crédito',
        '123.456.789,01',
        '12.345.678,90',
        '14.938.271,47',
        '1.851.851,84',
        '98.765.432,10',
      ],
      ['Total', '', '', '', '9.876.543.210,98', '987.654.321,09', '1.195.061.728,52', '', ''],
    ],
  },
  novedades: {
    columns: novedadColumns,
    rows: [
      [
        '1234567890',
        '20-05-2024',
        'Ajuste por devolución de mercadería en garantía',
        'Débito a cuenta',
        '9876543210',
        'Observación larga del operador sobre la devolución parcial',
        '-123.456.789,01',
      ],
    ],
  },
  fees: {
    columns: feeColumns,
    rows: [
      ['9876543210', '9876543210', '12.345,67', '12.345,67', 'C1414ABC', '12.345.678,90'],
      ['9876543210', '', '123.456,78', '123.456,78', 'B1629XAB', '123.456.789,01'],
      ['Total neto', '', '', '', '', '1.234.567.890,12'],
    ],
  },
  rebates: {
    columns: rebateColumns,
    rows: [
      [
        '1234567890',
        '9876543210',
        '123.456.789,01',
        '111.111.111,01',
        '61.728.394,50',
        '61.728.395,50',
        '123456',
        '7.620.378.639,30',
      ],
    ],
  },
  impuestos: {
    columns: taxColumns,
    rows: [
      [
        'Liquidación',
        'Retención IIBB Provincia de Buenos Aires - Régimen general de recaudación',
        'Percepción',
        '1.234.567.890,12',
        '100,00 %',
        '37.037.037,00',
      ],
    ],
  },
};

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
    it(`${name}: fills the page width, each column as wide as its title and sample plus the gap`, () => {
      const boxes = layoutColumns(columns, MARGIN, TABLE_WIDTH, 7, regular, bold);
      expect(boxes[0]?.x).toBe(MARGIN);
      const last = boxes.at(-1);
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeCloseTo(MARGIN + TABLE_WIDTH, 6);
      columns.forEach((c, i) => {
        const box = boxes[i];
        expect(box?.room).toBeGreaterThanOrEqual(bold(winAnsi(c.title), 7) - 1e-9);
        if (c.sample) expect(box?.room).toBeGreaterThanOrEqual(bold(c.sample, 7) - 1e-9);
      });
    });

    it(`${name}: the titles are whole at full size and no two neighbouring texts come closer than COLUMN_GAP`, () => {
      const boxes = layoutColumns(columns, MARGIN, TABLE_WIDTH, 7, regular, bold);
      const lines: [string[], Measure, boolean][] = [
        [columns.map((c) => c.title), bold, true],
        ...rows.map((r): [string[], Measure, boolean] => [r, regular, false]),
        ...rows.map((r): [string[], Measure, boolean] => [r, bold, false]),
      ];
      for (const [cells, measure, header] of lines) {
        const placed = boxes.map((box, i) =>
          placeCell(box, cells[i] ?? '', 7, measure, header ? 'shrink' : undefined),
        );
        if (header) {
          placed.forEach((p, i) => {
            expect(p.text).toBe(winAnsi(columns[i]?.title ?? ''));
            expect(p.size).toBe(7);
          });
        }
        const written = placed.filter((p) => p.text !== '');
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
    });
  }

  it('fees: the weights and postal codes of the defect are written whole at full size', () => {
    const boxes = layoutColumns(feeColumns, MARGIN, TABLE_WIDTH, 7, regular, bold);
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
});

// The built files.

const doc: SettlementDocument = {
  h: {
    id_liquidacion: 98765,
    id_seller: 1,
    razon_social: 'Distribuidora Patagónica de Electrodomésticos S.R.L.',
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
  orders: [9876543210, 9876543211].map((idOrden) => ({
    idOrden,
    fecha: '2024-05-12',
    tipoPublicacion: 'Clásica Premium Destacada',
    estado: 'Facturado',
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
      razon_social: 'Distribuidora Patagónica de Electrodomésticos S.R.L.',
      fecha: '2024-05-20',
      orden_referencia: '9876543210',
      id_tipo_novedad: 1,
      concepto: 'Ajuste por devolución de mercadería en garantía',
      observaciones: 'Observación larga del operador sobre la devolución parcial',
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

interface Written {
  page: number;
  size: number;
  y: number;
  x: number;
  width: number;
  text: string;
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
          width: fontOf(key).widthOfTextAtSize(text, s),
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

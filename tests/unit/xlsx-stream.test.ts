// The streamed xlsx writer of the exports (src/server/exports/xlsx-stream.ts): the file it makes
// batch by batch reads back, cell by cell, as the one SheetJS writes at once from the same rows:
// same values, types and number formats, the header, the column widths and the autofilter of
// the whole range; with and without number formats, with empty cells, rows and batches.
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { random } from '../../src/server/db/seed/random.ts';
import {
  XlsxStream,
  type StreamCell,
  type StreamColumn,
} from '../../src/server/exports/xlsx-stream.ts';

function streamed(
  columns: StreamColumn[],
  batches: StreamCell[][][],
): { bytes: Buffer; rows: number } {
  const chunks: Uint8Array[] = [];
  let ended = false;
  const sheet = new XlsxStream({
    sheetName: 'Hoja',
    columns,
    level: 1,
    out: (chunk, final) => {
      chunks.push(chunk);
      if (final) ended = true;
    },
  });
  sheet.start();
  for (const batch of batches) sheet.addRows(batch);
  const { rows } = sheet.finish();
  expect(ended).toBe(true);
  return { bytes: Buffer.concat(chunks), rows };
}

const formats = { date: 'dd/mm/yyyy', dateTime: 'dd/mm/yyyy hh:mm', money: '0.00' } as const;

/** The same rows written by SheetJS at once (what the writer did before it streamed). */
function atOnce(columns: StreamColumn[], rows: StreamCell[][]): Buffer {
  const data: XLSX.CellObject[][] = [columns.map((c) => ({ t: 's', v: c.header }))];
  for (const row of rows) {
    const cells: XLSX.CellObject[] = [];
    columns.forEach((c, i) => {
      const v = row[i] ?? null;
      if (v === null || v === '') return;
      if (c.kind === 'id' || c.kind === 'text' || typeof v === 'string') {
        cells[i] = { t: 's', v: String(v) };
        return;
      }
      const z = (formats as Record<string, string | undefined>)[c.kind];
      cells[i] = z === undefined ? { t: 'n', v } : { t: 'n', v, z };
    });
    data.push(cells);
  }
  const ref = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: data.length - 1, c: columns.length - 1 },
  });
  const sheet: XLSX.WorkSheet = {
    '!data': data,
    '!ref': ref,
    '!cols': columns.map((c) => ({ wch: c.width })),
    '!autofilter': { ref },
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Hoja');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * Each entry's CRC-32 as the zip's central directory records it (APPNOTE 4.3.12: signature
 * 0x02014b50, CRC at +16, name length at +28, extra at +30, comment at +32, name at +46) next to
 * the CRC of the entry's bytes as unzipped: a reader that checks them (Excel does) would refuse
 * a file where they differ.
 */
function crcsOf(bytes: Buffer): { recorded: number; actual: number; name: string }[] {
  const files = unzipSync(bytes);
  const out: { recorded: number; actual: number; name: string }[] = [];
  for (let at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0;) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const content = files[name];
    out.push({
      name,
      recorded: bytes.readUInt32LE(at + 16),
      actual: content ? crc32(content) : -1,
    });
    at = bytes.readUInt32LE(next) === 0x02014b50 ? next : -1;
  }
  return out;
}

/** Every cell as read back: value, type and number format, by address. */
function cellsOf(bytes: Buffer) {
  const book = XLSX.read(bytes, { cellNF: true });
  expect(book.SheetNames).toEqual(['Hoja']);
  const sheet = book.Sheets.Hoja ?? {};
  const cells: Record<string, unknown> = {};
  for (const [address, cell] of Object.entries(sheet)) {
    if (address.startsWith('!')) continue;
    const c = cell as XLSX.CellObject;
    cells[address] = { t: c.t, v: c.v, z: c.t === 'n' ? c.z : undefined };
  }
  return {
    cells,
    ref: sheet['!ref'],
    autofilter: sheet['!autofilter']?.ref,
    widths: (sheet['!cols'] ?? []).map((c) => c.wch),
  };
}

const mixed: StreamColumn[] = [
  { header: 'Fecha', kind: 'dateTime', width: 16 },
  { header: 'Orden', kind: 'id', width: 10 },
  { header: 'Día', kind: 'date', width: 12 },
  { header: 'Cliente <&>', kind: 'text', width: 30 },
  { header: 'Cantidad', kind: 'int', width: 8 },
  { header: 'Monto', kind: 'money', width: 12 },
  { header: 'Código Postal', kind: 'id', width: 8 },
];

function rowsOf(n: number, seed: number): StreamCell[][] {
  const next = random(seed);
  const texts = [
    'Pérez & Hijos',
    '<b>negrita</b>',
    'comillas "dobles" y \'simples\'',
    ' espacios ',
    'línea\nnueva',
    'ñandú',
  ];
  return Array.from({ length: n }, (_, i) => [
    next() < 0.1 ? null : 45000 + next() * 1000,
    String(1000 + i),
    next() < 0.2 ? null : Math.floor(45000 + next() * 1000),
    next() < 0.1 ? '' : (texts[Math.floor(next() * texts.length)] ?? ''),
    next() < 0.3 ? null : Math.floor(next() * 5),
    next() < 0.2 ? null : Math.round(next() * 1e7) / 100,
    '0' + String(Math.floor(next() * 9000)),
  ]);
}

describe('XlsxStream: a file written batch by batch is the file SheetJS writes at once', () => {
  it('mixed kinds over several uneven batches: every cell, the header, widths and autofilter', () => {
    const rows = rowsOf(1234, 7);
    const batches = [
      rows.slice(0, 1),
      rows.slice(1, 500),
      [],
      rows.slice(500, 1233),
      rows.slice(1233),
    ];
    const { bytes, rows: written } = streamed(mixed, batches);
    expect(written).toBe(1234);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // Every part's recorded CRC is its content's: the sheet's is folded from its pieces.
    const crcs = crcsOf(bytes);
    expect(crcs.map((c) => c.name)).toContain('xl/worksheets/sheet1.xml');
    for (const c of crcs) expect(c.recorded, c.name).toBe(c.actual);
    const got = cellsOf(bytes);
    const want = cellsOf(atOnce(mixed, rows));
    expect(got.cells).toEqual(want.cells);
    expect(got.ref).toBe('A1:G1235');
    expect(got.autofilter).toBe('A1:G1235');
    expect(got.widths).toEqual(want.widths);
    // Ids keep their leading zeros as text; amounts and days carry their formats.
    expect(got.cells.G2).toMatchObject({ t: 's' });
    expect((got.cells.G2 as { v: string }).v.startsWith('0')).toBe(true);
  });

  it('columns without number formats (the sellers file) and a batch whose rows are all empty', () => {
    const columns: StreamColumn[] = [
      { header: 'Código', kind: 'int', width: 8 },
      { header: 'Razón Social', kind: 'text', width: 30 },
    ];
    const rows: StreamCell[][] = [
      [1, 'Uno'],
      [null, null],
      [3, 'Tres'],
    ];
    const { bytes, rows: written } = streamed(columns, [rows.slice(0, 2), rows.slice(2)]);
    expect(written).toBe(3);
    const got = cellsOf(bytes);
    expect(got.cells).toEqual(cellsOf(atOnce(columns, rows)).cells);
    expect(got.autofilter).toBe('A1:B4');
  });

  it('no rows: the header alone', () => {
    const { bytes, rows } = streamed(mixed, []);
    expect(rows).toBe(0);
    const got = cellsOf(bytes);
    expect(got.ref).toBe('A1:G1');
    expect(Object.keys(got.cells)).toHaveLength(mixed.length);
  });
});

// Issue 6 (3): the failed rows downloaded back as an xlsx with the template's columns plus a
// 'Motivo' column, each with the cells the person uploaded (found by its Excel row number).
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { REASON_HEADER, plantillaHeaders } from '../../src/domain/listing-bulk.ts';
import {
  errorFileBytes,
  errorFileName,
  errorFileRows,
  lastFailedRow,
  readUploadedSheet,
} from '../../src/web/listings-bulk/error-file.ts';

const headers = plantillaHeaders('skuSeller');

function workbook(rows: unknown[][], sheetName = 'Publicaciones'): ArrayBuffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const uploaded = [
  headers,
  ['A-1', 'M1', 'Uno', 5, 1000, null],
  ['A-2', 'M2', 'Dos', 'abc', 2000, 1500],
  ['A-3', 'M3', 'Tres', 7, 3000, null],
  ['X-9', null, 'Ajeno', 1, 10, null],
];

const fe = (fila: number, motivo: string, skuSeller: string | null = null) => ({
  fila,
  motivo,
  skuSeller,
  skuMarket: null,
});

describe('the error file', () => {
  it('has the template headers plus Motivo, and each failed row with its original cells', () => {
    const sheet = readUploadedSheet(XLSX, workbook(uploaded), 5);
    const rows = errorFileRows(
      sheet,
      [
        fe(5, 'No existe una publicación propia', 'X-9'),
        fe(3, 'Stock: Debe ser un número entero.'),
      ],
      headers,
    );
    expect(rows).toEqual([
      [...headers, REASON_HEADER],
      ['A-2', 'M2', 'Dos', 'abc', 2000, 1500, 'Stock: Debe ser un número entero.'],
      ['X-9', null, 'Ajeno', 1, 10, null, 'No existe una publicación propia'],
    ]);
  });

  it('joins the reasons of one row, and reads only down to the last failed row', () => {
    const sheet = readUploadedSheet(
      XLSX,
      workbook(uploaded),
      lastFailedRow([fe(2, 'a'), fe(3, 'b')]),
    );
    expect([...sheet.rows.keys()]).toEqual([1, 2, 3]);
    const rows = errorFileRows(sheet, [fe(2, 'Precio'), fe(2, 'Stock'), fe(2, 'Precio')], headers);
    expect(rows[1]?.at(-1)).toBe('Precio; Stock');
  });

  it('a row the file does not have keeps its SKU under the SKU Seller header', () => {
    const rows = errorFileRows(null, [fe(40, 'No se importo', 'Z-1')], headers);
    expect(rows[0]).toEqual([...headers, REASON_HEADER]);
    expect(rows[1]).toEqual(['Z-1', null, null, null, null, null, 'No se importo']);
  });

  it('is a real xlsx that reads back with the same rows, on the uploaded sheet name', () => {
    const sheet = readUploadedSheet(XLSX, workbook(uploaded, 'Hoja precios'), 3);
    const rows = errorFileRows(sheet, [fe(3, 'Stock')], headers);
    const back = XLSX.read(errorFileBytes(XLSX, rows, sheet.sheetName), { type: 'array' });
    expect(back.SheetNames).toEqual(['Hoja precios']);
    const first = back.Sheets['Hoja precios'];
    if (first === undefined) throw new Error('no sheet');
    expect(XLSX.utils.sheet_to_json(first, { header: 1, defval: null })).toEqual(rows);
  });

  it('keeps values, never formulas', () => {
    const book = XLSX.utils.book_new();
    const ws = XLSX.utils.aoa_to_sheet([headers, ['A-1', null, 'Uno', 1, 2, null]]);
    ws.D2 = { t: 'n', v: 3, f: 'SUM(1,2)' };
    XLSX.utils.book_append_sheet(book, ws, 'P');
    const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const rows = errorFileRows(readUploadedSheet(XLSX, data, 2), [fe(2, 'x')], headers);
    const back = XLSX.read(errorFileBytes(XLSX, rows, 'P'), { type: 'array', cellFormula: true });
    const d2 = back.Sheets.P?.D2 as XLSX.CellObject | undefined;
    expect(d2).toMatchObject({ v: 3 });
    expect(d2?.f).toBeUndefined();
  });

  it('is named after the uploaded file', () => {
    expect(errorFileName('Precios marzo.xlsx')).toBe('Precios marzo-errores.xlsx');
    expect(errorFileName('.xls')).toBe('archivo-errores.xlsx');
  });
});

// What the exports browser tests check of a saved workbook: one sheet of the given name whose
// first row is the given headers; answers the data rows.
import type * as XLSX from 'xlsx';
import { utils } from 'xlsx';
import { expect } from 'vitest';

export type Row = (string | number | null)[];

export function exportsFileCheck(book: XLSX.WorkBook, sheetName: string, headers: string[]): Row[] {
  expect(book.SheetNames).toEqual([sheetName]);
  const sheet = book.Sheets[sheetName];
  if (sheet === undefined) throw new Error('no sheet');
  const rows = utils.sheet_to_json<Row>(sheet, { header: 1, defval: null, blankrows: false });
  expect(rows[0]).toEqual(headers);
  return rows.slice(1);
}

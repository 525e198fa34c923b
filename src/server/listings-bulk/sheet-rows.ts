// A sheet's rows as the fields of a template (src/domain/listing-bulk.ts plantillaColumns):
// the columns are found by their header text (in any order; accents, case and spacing do
// not matter; other columns, such as the 'Motivo' of an error file, are ignored).
import {
  bulkMessages,
  parseCell,
  plantillaColumns,
  type CellValue,
  type PlantillaColumn,
  type PlantillaTipo,
} from '../../domain/listing-bulk.ts';
import { badRequest } from '../http/errors.ts';
import type { SheetContent } from '../shared/workbooks.ts';

const normal = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export interface TemplateRow {
  fila: number;
  /** A field's raw cell (null when empty or when the column is absent). */
  raw(field: string): CellValue;
  /**
   * A field's cell read as its column's kind: the value (null when empty), or undefined
   * after recording the reason in `errors`.
   */
  value(field: string): string | number | boolean | null | undefined;
  /** Reasons of the cells that could not be read, said with the column's header. */
  errors: string[];
  /** The fields whose cell could not be read (their reason is in `errors`). */
  failed: Set<string>;
}

/**
 * The rows of a sheet read with a template's columns. `required` are the fields whose
 * column must be present (400 naming the missing headers otherwise); no row at all is 400.
 */
export function templateRows(
  content: SheetContent,
  tipo: PlantillaTipo,
  required: readonly string[],
): TemplateRow[] {
  const columns = plantillaColumns[tipo];
  const index = new Map<string, number>();
  content.headers.forEach((h, i) => {
    const key = normal(h);
    if (key !== '' && !index.has(key)) index.set(key, i);
  });
  const at = new Map<string, { col: PlantillaColumn; i: number | undefined }>();
  for (const col of columns) at.set(col.field, { col, i: index.get(normal(col.header)) });
  const missing = columns.filter(
    (c) => required.includes(c.field) && at.get(c.field)?.i === undefined,
  );
  if (missing.length > 0) {
    throw badRequest(bulkMessages.missingColumns(missing.map((c) => c.header)));
  }
  if (content.rows.length === 0) throw badRequest(bulkMessages.emptyFile);
  return content.rows.map((r) => {
    const errors: string[] = [];
    const failed = new Set<string>();
    const raw = (field: string): CellValue => {
      const i = at.get(field)?.i;
      return i === undefined ? null : (r.cells[i] ?? null);
    };
    return {
      fila: r.fila,
      errors,
      failed,
      raw,
      value(field) {
        const entry = at.get(field);
        if (!entry) throw new Error(`columna desconocida ${field}`);
        const parsed = parseCell(entry.col.kind, raw(field));
        if (parsed.ok) return parsed.value;
        if (!failed.has(field)) errors.push(bulkMessages.cell(entry.col.header, parsed.message));
        failed.add(field);
        return undefined;
      },
    };
  });
}

/** A text cell as a SKU: trimmed, null when empty (numbers are taken as their digits). */
export function skuOf(v: CellValue): string | null {
  if (v === null || typeof v === 'boolean') return null;
  const t = String(v).trim();
  return t === '' ? null : t;
}

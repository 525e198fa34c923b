// Issue 6 (3): what a bulk upload ended in, from the answers of its calls: the rows applied,
// each failed row with its reason (the reading's and the applying's together), the answer's
// message when rows were not imported ('no se importo', 000 §8: its message plus the failed
// SKUs), and what the error file needs (the chosen file and its template).
import type { FilaError } from '../../api/listings-bulk-queries.ts';
import { bulkMessages, type PlantillaTipo } from '../../domain/listing-bulk.ts';

export interface Creada {
  fila: number;
  idPublicacion: number;
  skuMarket: string;
}

export interface BulkOutcome {
  accion: 'creacion' | 'actualizacion';
  /** Listings created or updated. */
  aplicadas: number;
  /** Failed rows, by row number. */
  errores: FilaError[];
  /** The answer's message about rows not imported, with their SKUs (000 §8). */
  aviso: string | null;
  /** The listings a creation made. */
  creadas: Creada[];
  archivo: File;
  plantilla: PlantillaTipo;
}

/** The failed rows of several answers, once each, by row number. */
export function mergeErrores(...lists: readonly (readonly FilaError[] | undefined)[]): FilaError[] {
  const seen = new Set<string>();
  const out: FilaError[] = [];
  for (const e of lists.flatMap((l) => l ?? [])) {
    const key = `${String(e.fila)}\u0000${e.motivo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
  }
  return out.sort((a, b) => a.fila - b.fila);
}

/** The SKU a failed row names (the seller's when it has one). */
export function skuOf(e: Pick<FilaError, 'skuSeller' | 'skuMarket'>): string {
  return e.skuSeller ?? e.skuMarket ?? '';
}

/** SKUs named when the answer has no message of its own. */
const NOTICE_SKUS = 20;

/**
 * 000 §8: "An Excel answer 'no se importo' shows its message plus the failed SKU". The server's
 * message already names each failed SKU ('El SKU ... no se importo: ...', the first 20 and how
 * many more); without a message the SKUs are listed the same way.
 */
export function notImportedNotice(mensaje: string | null, skus: readonly string[]): string | null {
  const text = (mensaje ?? '').trim();
  if (text !== '') return text;
  const unique = [...new Set(skus.filter((s) => s !== ''))];
  if (unique.length === 0) return null;
  const more = unique.length - NOTICE_SKUS;
  return `No se importaron los SKU: ${unique.slice(0, NOTICE_SKUS).join(', ')}${
    more > 0 ? ` y ${String(more)} más` : ''
  }.`;
}

/** 'Publicaciones actualizadas: 3' and the like, for the result's summary. */
export function outcomeSummary(o: Pick<BulkOutcome, 'accion' | 'aplicadas' | 'errores'>): {
  aplicadas: string;
  fallidas: string;
} {
  const filas = failedRows(o.errores);
  return {
    aplicadas: `${o.accion === 'creacion' ? 'Publicaciones creadas' : 'Publicaciones actualizadas'}: ${String(o.aplicadas)}`,
    fallidas: `Filas con errores: ${String(filas)}`,
  };
}

/** How many different rows failed. */
export function failedRows(errores: readonly Pick<FilaError, 'fila'>[]): number {
  return new Set(errores.map((e) => e.fila)).size;
}

/** '2 de 5 filas no se importaron.' when rows failed, else null. */
export function failedRowsNotice(
  errores: readonly Pick<FilaError, 'fila'>[],
  totalRows: number,
): string | null {
  const failed = failedRows(errores);
  return failed === 0 ? null : bulkMessages.someFailed(failed, Math.max(failed, totalRows));
}

/**
 * The error toasts of one failed call (src/web/ui/toasts.ts): at most five, then one that counts
 * the rest. A refused file of thousands of rows answers a reason per row, and those are in the
 * result's table, not in a wall of toasts.
 */
export const BULK_ERROR_TOASTS = { max: 5 } as const;

/**
 * The toast of a notice: its first line (the server's message lists up to 20 rows, one per
 * line; the whole text stays in the result, beside the table of failed rows).
 */
export function noticeToast(aviso: string): string {
  const lines = aviso.split('\n').filter((l) => l.trim() !== '');
  const first = lines[0] ?? aviso;
  return lines.length > 1 ? `${first} Vea el detalle en el resultado.` : first;
}

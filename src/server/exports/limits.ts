// The export limits the server applies (issue 21), in one object so that a test (or an
// operator's script in the same process) can set them: the API tests of the export centre
// make the at-once threshold and the batch a few hundred rows and tens of rows, so that the
// over-the-threshold answer and a job of several batches need demo-sized data, not 20 000
// orders. The defaults are the domain's (src/domain/exports.ts), which the screens show.
import { EXPORT_BATCH_ROWS, EXPORT_MAX_ROWS } from '../../domain/exports.ts';

export const exportLimits = {
  /** The most records answered at once; more answer 400 pointing to the export centre. */
  maxRows: EXPORT_MAX_ROWS,
  /** Records read from the database at a time. */
  batchRows: EXPORT_BATCH_ROWS,
  /** How many times a failing job is tried before it is marked 'error'. */
  maxAttempts: 3,
  /** The longest a workbook may take to build before its job fails (a stuck worker). */
  sheetTimeoutMs: 10 * 60_000,
  /**
   * The heap of the process that writes a workbook (./sheet.ts). SheetJS holds the whole
   * sheet and writes it at once: 100 000 orders of the staff template (about 150 000 rows of
   * 35 columns) need about 3 GB (npm run bench:exports); a larger file fails its job.
   */
  sheetHeapMb: 4096,
};

/** Sets some limits, answering a function that puts the previous values back. */
export function setExportLimits(next: Partial<typeof exportLimits>): () => void {
  const before = { ...exportLimits };
  Object.assign(exportLimits, next);
  return () => Object.assign(exportLimits, before);
}

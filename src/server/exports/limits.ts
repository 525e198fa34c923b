// The export limits the server applies (issue 21), in one object so that a test (or an
// operator's script in the same process) can set them: the API tests of the export centre
// make the at-once threshold and the batch a few hundred rows and tens of rows, so that the
// over-the-threshold answer and a job of several batches need demo-sized data, not 20 000
// orders. The defaults are the domain's (src/domain/exports.ts), which the screens show.
//
// Two environment variables, read once when the server starts, set the first two for a whole
// process (the browser test of the export centre starts a server of its own with a threshold
// of tens of orders and a batch of a few, tests/e2e/exports-centre.spec.ts):
//   EXPORT_MAX_ROWS    the at-once threshold (maxRows), default 20000
//   EXPORT_BATCH_ROWS  the records read at a time (batchRows), default 500
// Each must be a positive integer (digits only); anything else (empty, 0, '1e3', '-5', '2.5')
// is ignored and the default holds. The screens keep showing the domain's threshold.
import { EXPORT_BATCH_ROWS, EXPORT_MAX_ROWS } from '../../domain/exports.ts';

/** A positive integer from the environment, or the default when it is not one. */
function positiveIntegerOf(value: string | undefined, fallback: number): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return fallback;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

export const exportLimits = {
  /** The most records answered at once; more answer 400 pointing to the export centre. */
  maxRows: positiveIntegerOf(process.env.EXPORT_MAX_ROWS, EXPORT_MAX_ROWS),
  /** Records read from the database at a time. */
  batchRows: positiveIntegerOf(process.env.EXPORT_BATCH_ROWS, EXPORT_BATCH_ROWS),
  /** How many times a failing job is tried before it is marked 'error'. */
  maxAttempts: 3,
  /** The longest a workbook may take to build before its job fails (a stuck worker). */
  sheetTimeoutMs: 10 * 60_000,
  /**
   * The heap of each thread that renders an export's batches (./sheet.ts): it holds one batch
   * and the XML SheetJS writes for it, whatever the file's size.
   */
  renderHeapMb: 96,
};

/** Sets some limits, answering a function that puts the previous values back. */
export function setExportLimits(next: Partial<typeof exportLimits>): () => void {
  const before = { ...exportLimits };
  Object.assign(exportLimits, next);
  return () => Object.assign(exportLimits, before);
}

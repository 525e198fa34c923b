// The worker thread that parses an uploaded invoice or credit note with pdf-lib (issue 14
// point 4): a hostile PDF (a bomb of objects, a compressed object stream that inflates to
// gigabytes, a structure nested beyond the parser's stack) costs this thread's memory and
// time, never the server's event loop. Started by ./pdf-check.ts with a memory limit and killed
// at its time limit. Only the structure is read: the stored file is the bytes as uploaded.
import { parentPort, workerData } from 'node:worker_threads';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';

export interface PdfJob {
  bytes: Uint8Array;
  maxObjects: number;
  maxPages: number;
}

export type PdfResult =
  { ok: true; pages: number; objects: number } | { ok: false; reason: 'format' | 'complex' };

async function check(job: PdfJob): Promise<PdfResult> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(job.bytes, {
      // Owner-password PDFs (printing restrictions) are still PDFs; nothing is decrypted.
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return { ok: false, reason: 'format' };
  }
  // Objects in compressed object streams are counted here (the raw scan cannot see them).
  const objects = doc.context.enumerateIndirectObjects().length;
  if (objects > job.maxObjects) return { ok: false, reason: 'complex' };
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch {
    return { ok: false, reason: 'format' };
  }
  if (pages < 1) return { ok: false, reason: 'format' };
  if (pages > job.maxPages) return { ok: false, reason: 'complex' };
  return { ok: true, pages, objects };
}

// pdf-lib reports the objects it skips on the console; a hostile file would flood the log.
console.log = () => {};
console.warn = () => {};
const job = workerData as PdfJob;
void check(job).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ ok: false, reason: 'format' } satisfies PdfResult),
);

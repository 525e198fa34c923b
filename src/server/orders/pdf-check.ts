// Only real PDFs are kept as invoices and credit notes (001 §5; issue 14 point 4). The cheap
// checks run here: the base64 text, the decoded size, the PDF header (content, not the name),
// and a scan of the raw bytes that counts the object headers, so that a bomb of objects is
// refused in milliseconds. The file is then parsed with pdf-lib in a worker thread of its own
// (the script below) with a memory limit and a time limit: a PDF that hides a bomb in a
// compressed stream, or a structure nested to exhaust the parser, answers 400 and the server
// keeps answering others meanwhile. At most MAX_PARALLEL files are parsed at once; a few more
// wait their turn, beyond that 429.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MAX_COMPROBANTE_BYTES, orderMessages } from '../../domain/order-rules.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';

/** An invoice has tens of objects; a long scanned document a few thousand. */
export const MAX_PDF_OBJECTS = 20_000;
export const MAX_PDF_PAGES = 200;
/** The parse's time limit: past it the file is refused as too complex. */
export const PARSE_TIMEOUT_MS = 5_000;
const WORKER_HEAP_MB = 128;
const MAX_PARALLEL = 2;
const MAX_WAITING = 16;

interface PdfJob {
  bytes: Uint8Array;
  maxObjects: number;
  maxPages: number;
}

type PdfResult =
  { ok: true; pages: number; objects: number } | { ok: false; reason: 'format' | 'complex' };

const pdfLib = createRequire(import.meta.url).resolve('pdf-lib');

/**
 * The worker's script: plain JavaScript that loads pdf-lib alone (about 0.1 s), not the
 * TypeScript loader a .ts worker would need (about 0.5 s), so that a refused file answers
 * quickly. It answers a PdfResult. pdf-lib reports the objects it skips on the console: a
 * hostile file would flood the log, so the console is silenced. Owner-password PDFs (printing
 * restrictions) are still PDFs: nothing is decrypted, only the structure is read; objects in
 * compressed object streams are counted after the parse (the raw scan cannot see them).
 */
const workerScript = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument, ParseSpeeds } = require(${JSON.stringify(pdfLib)});
console.log = console.warn = console.error = () => {};
async function check(job) {
  let doc;
  try {
    doc = await PDFDocument.load(job.bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return { ok: false, reason: 'format' };
  }
  const objects = doc.context.enumerateIndirectObjects().length;
  if (objects > job.maxObjects) return { ok: false, reason: 'complex' };
  let pages;
  try {
    pages = doc.getPageCount();
  } catch {
    return { ok: false, reason: 'format' };
  }
  if (pages < 1) return { ok: false, reason: 'format' };
  if (pages > job.maxPages) return { ok: false, reason: 'complex' };
  return { ok: true, pages, objects };
}
check(workerData).then(
  (result) => parentPort.postMessage(result),
  () => parentPort.postMessage({ ok: false, reason: 'format' }),
);
`;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) {
    if (waiting.length >= MAX_WAITING) throw tooManyRequests(orderMessages.pdfOcupado);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** The bytes of a base64 body field (a data URL prefix is accepted); null when empty. */
export function pdfBytesOfBase64(text: string | undefined): Buffer | null {
  const body = (text ?? '').replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body === '') return null;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw badRequest(orderMessages.noEsPdf);
  return Buffer.from(body, 'base64');
}

/** A PDF starts with its header (the name and the declared type are not trusted). */
export const hasPdfHeader = (bytes: Buffer): boolean =>
  bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** The object headers ('12 0 obj') written in the clear, stopping past `limit`. */
export function countObjectHeaders(bytes: Buffer, limit: number): number {
  const text = bytes.toString('latin1');
  const header = /\d+\s+\d+\s+obj\b/g;
  let n = 0;
  while (header.exec(text) !== null) {
    n++;
    if (n > limit) break;
  }
  return n;
}

function parse(job: PdfJob): Promise<PdfResult> {
  return new Promise<PdfResult>((resolve) => {
    const worker = new Worker(workerScript, {
      eval: true,
      workerData: job,
      transferList: [job.bytes.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const finish = (result: PdfResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    // Too slow, out of memory, or stopped without an answer: the file is too complex.
    const timer = setTimeout(() => {
      finish({ ok: false, reason: 'complex' });
    }, PARSE_TIMEOUT_MS);
    worker.once('message', (message: PdfResult) => {
      finish(message);
    });
    worker.once('error', () => {
      finish({ ok: false, reason: 'complex' });
    });
    worker.once('exit', () => {
      finish({ ok: false, reason: 'complex' });
    });
  });
}

/**
 * Checks that the bytes are one real PDF within the limits, or throws the 400 that says why
 * (429 when too many are being parsed).
 */
export async function checkPdf(bytes: Buffer): Promise<{ pages: number }> {
  if (bytes.length > MAX_COMPROBANTE_BYTES) throw badRequest(orderMessages.pdfMuyGrande);
  if (!hasPdfHeader(bytes)) throw badRequest(orderMessages.noEsPdf);
  if (countObjectHeaders(bytes, MAX_PDF_OBJECTS) > MAX_PDF_OBJECTS) {
    throw badRequest(orderMessages.pdfMuyComplejo);
  }
  const release = await slot();
  let result: PdfResult;
  try {
    // A copy of its own, moved to the worker.
    const copy = new Uint8Array(bytes);
    result = await parse({ bytes: copy, maxObjects: MAX_PDF_OBJECTS, maxPages: MAX_PDF_PAGES });
  } finally {
    release();
  }
  if (result.ok) return { pages: result.pages };
  throw badRequest(
    result.reason === 'format' ? orderMessages.noEsPdf : orderMessages.pdfMuyComplejo,
  );
}

// Only real PDFs are kept as invoices and credit notes (001 §5). The cheap checks run here: the
// base64 text, the decoded size, the PDF header (content, not the name), and a scan of the raw
// bytes that counts the object headers, so that a bomb of objects is refused in milliseconds.
// The file is then parsed with pdf-lib in a worker thread with a memory limit and a time limit:
// a PDF that hides a bomb in a compressed stream, or a structure nested to exhaust the parser,
// answers 400 and the server keeps answering others meanwhile.
//
// The time limit counts the work on the file only. The workers are warm, as the settlement
// documents' are (../settlements/documents.ts): started once (pdf-lib loaded) and kept for the
// next file, and a file's clock starts when its worker has taken it, so that a slow start on a
// busy machine never makes a valid file "too complex". A worker past the limit, out of memory
// or failed is ended, never reused. At most MAX_PARALLEL files are parsed at once; a few more
// wait their turn, beyond that 429.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MAX_COMPROBANTE_BYTES, orderMessages } from '../../domain/order-rules.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';

/** An invoice has tens of objects; a long scanned document a few thousand. */
export const MAX_PDF_OBJECTS = 20_000;
export const MAX_PDF_PAGES = 200;
/** The parse's time limit, from the moment the worker took the file: past it, too complex. */
export const PARSE_TIMEOUT_MS = 5_000;
/** A worker not ready by then is not waited for: the machine is too busy (429). */
const START_TIMEOUT_MS = 60_000;
/** An idle worker is ended after this long (it holds pdf-lib's memory). */
const IDLE_MS = 30_000;
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

/** What a worker posts: ready once started; for each file, that it took it, then its result. */
type WorkerMessage =
  { ready: true } | { id: number; taken: true } | { id: number; result: PdfResult };

const pdfLib = createRequire(import.meta.url).resolve('pdf-lib');

/**
 * The worker's script: plain JavaScript that loads pdf-lib alone, not the TypeScript loader a
 * .ts worker would need. It says when it is ready, then answers each file: first that it took
 * it (the file's clock starts), then a PdfResult. pdf-lib reports the objects it skips on the
 * console: a hostile file would flood the log, so the console is silenced. Owner-password PDFs
 * (printing restrictions) are still PDFs: nothing is decrypted, only the structure is read;
 * objects in compressed object streams are counted after the parse (the raw scan cannot see
 * them). `startDelayMs` and `parseDelayMs` hold the thread that long (tests only: a slow start
 * on a busy machine, a parse that does not end in time).
 */
const workerScript = `
const { parentPort, workerData } = require('node:worker_threads');
const hold = (ms) => {
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};
hold(workerData.startDelayMs);
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
parentPort.on('message', ({ id, job }) => {
  parentPort.postMessage({ id, taken: true });
  hold(workerData.parseDelayMs);
  check(job).then(
    (result) => parentPort.postMessage({ id, result }),
    () => parentPort.postMessage({ id, result: { ok: false, reason: 'format' } }),
  );
});
parentPort.postMessage({ ready: true });
`;

export interface PdfCheckerOptions {
  /** The parse's time limit, counted from the moment the worker took the file. */
  parseTimeoutMs: number;
  /** Tests only: each worker holds its thread this long before it is ready (a busy machine). */
  startDelayMs?: number;
  /** Tests only: each parse holds its thread this long first (a file that takes too long). */
  parseDelayMs?: number;
}

export interface PdfChecker {
  /** Checks that the bytes are one real PDF within the limits, or throws the 400 that says why. */
  check(bytes: Buffer): Promise<{ pages: number }>;
  /** Workers started so far (a warm worker is reused, not started again). */
  readonly workersStarted: number;
  /** Ends the idle workers. */
  close(): Promise<void>;
}

interface PdfWorker {
  worker: Worker;
  idleTimer: NodeJS.Timeout | null;
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

/** A pool of warm parsing workers with its limits (the server's is checkPdf's). */
export function createPdfChecker(options: PdfCheckerOptions): PdfChecker {
  const idle: PdfWorker[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  let started = 0;
  let nextId = 1;

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

  function forget(w: PdfWorker): void {
    const at = idle.indexOf(w);
    if (at >= 0) idle.splice(at, 1);
    if (w.idleTimer) clearTimeout(w.idleTimer);
    w.idleTimer = null;
  }

  /** A new worker, once it is ready (pdf-lib loaded): no file's clock runs meanwhile. */
  function start(): Promise<PdfWorker> {
    started++;
    const worker = new Worker(workerScript, {
      eval: true,
      workerData: {
        startDelayMs: options.startDelayMs ?? 0,
        parseDelayMs: options.parseDelayMs ?? 0,
      },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    const w: PdfWorker = { worker, idleTimer: null };
    // A failure is answered to the file in flight; an idle worker's only ends it.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      forget(w);
    });
    return new Promise<PdfWorker>((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', fail);
        worker.off('exit', fail);
      };
      function fail() {
        cleanup();
        void worker.terminate();
        reject(tooManyRequests(orderMessages.pdfOcupado));
      }
      function onMessage(m: WorkerMessage) {
        if (!('ready' in m)) return;
        cleanup();
        resolve(w);
      }
      const timer = setTimeout(fail, START_TIMEOUT_MS);
      worker.on('message', onMessage);
      worker.once('error', fail);
      worker.once('exit', fail);
    });
  }

  function giveBack(w: PdfWorker): void {
    // An idle worker never keeps the process alive.
    w.worker.unref();
    w.idleTimer = setTimeout(() => {
      forget(w);
      void w.worker.terminate();
    }, IDLE_MS);
    w.idleTimer.unref();
    idle.push(w);
  }

  /** The file parsed by a worker: its clock starts when the worker has taken it. */
  function parse(w: PdfWorker, job: PdfJob): Promise<{ result: PdfResult; healthy: boolean }> {
    const id = nextId++;
    const { worker } = w;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | null = null;
      const finish = (result: PdfResult, healthy: boolean) => {
        if (timer) clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        resolve({ result, healthy });
      };
      // Out of memory, or stopped without an answer: the file is too complex.
      function onFailure() {
        finish({ ok: false, reason: 'complex' }, false);
      }
      function onMessage(m: WorkerMessage) {
        if (!('id' in m) || m.id !== id) return;
        if ('taken' in m) {
          // Still parsing past the limit: the file is too complex (and the worker is ended).
          timer = setTimeout(onFailure, options.parseTimeoutMs);
          return;
        }
        finish(m.result, true);
      }
      worker.on('message', onMessage);
      worker.once('error', onFailure);
      worker.once('exit', onFailure);
      worker.ref();
      worker.postMessage({ id, job }, [job.bytes.buffer as ArrayBuffer]);
    });
  }

  return {
    get workersStarted() {
      return started;
    },

    async check(bytes: Buffer): Promise<{ pages: number }> {
      if (bytes.length > MAX_COMPROBANTE_BYTES) throw badRequest(orderMessages.pdfMuyGrande);
      if (!hasPdfHeader(bytes)) throw badRequest(orderMessages.noEsPdf);
      if (countObjectHeaders(bytes, MAX_PDF_OBJECTS) > MAX_PDF_OBJECTS) {
        throw badRequest(orderMessages.pdfMuyComplejo);
      }
      const release = await slot();
      let result: PdfResult;
      try {
        const w = idle.pop() ?? (await start());
        forget(w);
        // A copy of its own, moved to the worker.
        const job = {
          bytes: new Uint8Array(bytes),
          maxObjects: MAX_PDF_OBJECTS,
          maxPages: MAX_PDF_PAGES,
        };
        const parsed = await parse(w, job);
        result = parsed.result;
        if (parsed.healthy) giveBack(w);
        else void w.worker.terminate();
      } finally {
        release();
      }
      if (result.ok) return { pages: result.pages };
      throw badRequest(
        result.reason === 'format' ? orderMessages.noEsPdf : orderMessages.pdfMuyComplejo,
      );
    },

    async close() {
      await Promise.all(
        idle.splice(0).map(async (w) => {
          forget(w);
          await w.worker.terminate();
        }),
      );
    },
  };
}

const serverChecker = createPdfChecker({ parseTimeoutMs: PARSE_TIMEOUT_MS });

/**
 * Checks that the bytes are one real PDF within the limits, or throws the 400 that says why
 * (429 when too many are being parsed).
 */
export const checkPdf = (bytes: Buffer): Promise<{ pages: number }> => serverChecker.check(bytes);

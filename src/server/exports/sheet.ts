// An export's workbook, written while its rows are read (issue 21): `buildSheet` runs a reader
// that yields batches of rows (a keyset or paging loop over the area's own query) and posts
// each batch to a worker thread that holds the workbook (./sheet-worker.ts), waiting for it to
// take the batch before reading the next one. The server's thread holds one batch at a time;
// SheetJS's time and memory are the worker's (with a heap limit), never the event loop's. At
// most MAX_PARALLEL exports are written at once; a few more wait their turn, beyond that 429.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExportColumn } from '../../domain/exports.ts';
import { tooManyRequests } from '../http/errors.ts';
import { exportLimits } from './limits.ts';
import type { PostedCell, SheetReply, SheetStart, SheetMessage } from './sheet-worker.ts';

export type { PostedCell };

const MAX_PARALLEL = 2;
const MAX_WAITING = 8;
const WORKER_HEAP_MB = 1024;
const busyText = 'Hay muchas exportaciones en curso: intente de nuevo en unos minutos.';

const workerUrl = new URL('./sheet-worker.ts', import.meta.url).href;
// The server runs TypeScript through tsx; a worker starts without it, so it loads tsx first.
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}))`;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) {
    if (waiting.length >= MAX_WAITING) throw tooManyRequests(busyText);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

export interface BuiltSheet {
  base64: string;
  bytes: number;
  /** Data rows written (the header row aside). */
  rows: number;
}

/** A worker holding one workbook; `send` resolves when the worker has taken the message. */
class SheetWorker {
  private readonly worker: Worker;
  private pending: { resolve: (r: SheetReply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;
  private readonly deadline: NodeJS.Timeout;

  constructor(start: SheetStart) {
    this.worker = new Worker(bootstrap, {
      eval: true,
      workerData: start,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64 },
    });
    this.worker.on('message', (reply: SheetReply) => {
      const p = this.pending;
      this.pending = null;
      p?.resolve(reply);
    });
    const fail = (err: Error) => {
      this.failure ??= err;
      const p = this.pending;
      this.pending = null;
      p?.reject(err);
    };
    this.worker.on('error', (err) => {
      fail(new Error('el escritor de la exportación falló', { cause: err }));
    });
    this.worker.on('exit', (code) => {
      fail(new Error(`el escritor de la exportación terminó (${String(code)})`));
    });
    // A workbook that takes longer than this is stopped: its export fails (a job is retried).
    this.deadline = setTimeout(() => {
      fail(new Error('la exportación superó el tiempo máximo'));
      void this.worker.terminate();
    }, exportLimits.sheetTimeoutMs);
    this.deadline.unref();
  }

  send(message: SheetMessage): Promise<SheetReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<SheetReply>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(message);
    });
  }

  async stop(): Promise<void> {
    clearTimeout(this.deadline);
    await this.worker.terminate();
  }
}

/**
 * Writes the rows that `batches` yields under `columns` into a one-sheet xlsx. Each yielded
 * batch is a list of rows whose cells follow `columns` (./sheet-worker.ts says how each kind
 * is written).
 */
export async function buildSheet(
  sheetName: string,
  columns: readonly ExportColumn[],
  batches: AsyncIterable<PostedCell[][]>,
): Promise<BuiltSheet> {
  const release = await slot();
  const worker = new SheetWorker({
    sheetName,
    columns: columns.map((c) => ({ header: c.header, kind: c.kind, width: c.width })),
  });
  try {
    let rows = 0;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      const reply = await worker.send({ type: 'rows', rows: batch });
      if (reply.type === 'failed') throw new Error(reply.message);
      rows += batch.length;
    }
    const reply = await worker.send({ type: 'end' });
    if (reply.type !== 'done') {
      throw new Error(reply.type === 'failed' ? reply.message : 'respuesta inesperada');
    }
    return { base64: reply.base64, bytes: reply.bytes, rows };
  } finally {
    await worker.stop();
    release();
  }
}

// An export's workbook, written while its rows are read (issue 21): `buildSheet` runs a reader
// that yields batches of rows (a keyset or paging loop over the area's own query). Each batch is
// rendered to the sheet's XML by SheetJS and deflated in one of two threads (./sheet-render.ts)
// while the server reads the next one; the deflated batches are appended in order to the xlsx
// (./xlsx-stream.ts), written to a file on disk, read once at the end. The
// server's event loop only reads, hands over and appends; at most a few batches are in hand,
// whatever the file's size. At most MAX_PARALLEL exports are written at once; a few more wait
// their turn, beyond that 429.
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ExportColumn } from '../../domain/exports.ts';
import { tooManyRequests } from '../http/errors.ts';
import { exportLimits } from './limits.ts';
import type { RenderJob, RenderReply } from './sheet-render.ts';
import { XlsxStream, type DeflatedPiece, type SheetSpec, type StreamCell } from './xlsx-stream.ts';
import { tsWorkerSource } from '../shared/ts-worker.ts';

/** A cell as the readers yield it: dates as Excel serial days, money and counts as numbers. */
export type PostedCell = StreamCell;

const MAX_PARALLEL = 2;
const MAX_WAITING = 8;
/** Threads rendering one export's batches, and so the batches rendered at once. */
const RENDER_THREADS = 2;
/**
 * Batches handed over and not appended yet: one being rendered and one waiting in each thread,
 * so that a thread that ends a batch starts the next at once while the server reads and builds
 * the one after (with one per thread, each thread waited for the server between batches: idle
 * 35-50 % of an export's time).
 */
const IN_HAND = 2 * RENDER_THREADS;
const busyText = 'Hay muchas exportaciones en curso: intente de nuevo en unos minutos.';

const bootstrap = () => tsWorkerSource(new URL('./sheet-render.ts', import.meta.url));

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
  /** The xlsx file. */
  file: Buffer;
  bytes: number;
  /** Data rows written (the header row aside). */
  rows: number;
}

/** The render threads of one export: a batch goes to the thread with the fewest in hand. */
class RenderThreads {
  private readonly threads: { worker: Worker; inHand: number }[] = [];
  private readonly pending = new Map<
    number,
    { resolve: (piece: DeflatedPiece) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(
    private readonly source: string,
    private readonly spec: SheetSpec,
    private readonly level: number,
  ) {}

  render(rows: StreamCell[][], at: number): Promise<DeflatedPiece> {
    if (this.failure) return Promise.reject(this.failure);
    let thread = this.threads.find((t) => t.inHand === 0);
    if (!thread && this.threads.length < RENDER_THREADS) thread = this.start();
    thread ??= this.threads.reduce((a, b) => (b.inHand < a.inHand ? b : a));
    const chosen = thread;
    const id = this.nextId++;
    chosen.inHand++;
    return new Promise<DeflatedPiece>((resolve, reject) => {
      this.pending.set(id, {
        resolve: (piece) => {
          chosen.inHand--;
          resolve(piece);
        },
        reject,
      });
      chosen.worker.postMessage({ id, rows, at } satisfies RenderJob);
    });
  }

  /** Ends the threads; what was still being rendered fails with `reason`. */
  async stop(reason = new Error('la exportación terminó')): Promise<void> {
    this.fail(reason);
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private start() {
    const worker = new Worker(this.source, {
      eval: true,
      workerData: { spec: this.spec, level: this.level },
      // A batch's rows and its XML: far below this; a thread that grows past it is ended (its
      // export fails and is tried again), never the server.
      resourceLimits: {
        maxOldGenerationSizeMb: exportLimits.renderHeapMb,
        maxYoungGenerationSizeMb: 24,
      },
    });
    worker.unref();
    worker.on('message', (reply: RenderReply | { ready: true }) => {
      if (!('id' in reply)) return;
      const p = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.ok) p?.resolve(reply.piece);
      else p?.reject(new Error(reply.message));
    });
    worker.on('error', (err) =>
      this.fail(new Error('el escritor de la exportación falló', { cause: err })),
    );
    worker.on('exit', (code) => {
      if (code !== 0)
        this.fail(new Error(`el escritor de la exportación terminó (${String(code)})`));
    });
    const thread = { worker, inHand: 0 };
    this.threads.push(thread);
    return thread;
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const p of this.pending.values()) p.reject(this.failure);
    this.pending.clear();
  }
}

/**
 * Writes the rows that `batches` yields under `columns` into a one-sheet xlsx. Each yielded
 * batch is a list of rows whose cells follow `columns` (./xlsx-stream.ts says how each kind
 * is written).
 */
export async function buildSheet(
  sheetName: string,
  columns: readonly ExportColumn[],
  batches: AsyncIterable<PostedCell[][]>,
): Promise<BuiltSheet> {
  const source = await bootstrap();
  const release = await slot();
  const spec: SheetSpec = {
    sheetName,
    columns: columns.map((c) => ({ header: c.header, kind: c.kind, width: c.width })),
  };
  const file = path.join(tmpdir(), `exportacion-${randomUUID()}.xlsx`);
  const fd = openSync(file, 'w');
  let bytes = 0;
  let closed = false;
  // Level 1: a file about 10 % larger than level 6's, made in a fraction of the time.
  const level = 1;
  const threads = new RenderThreads(source, spec, level);
  // A workbook that takes longer than this is stopped: its export fails (a job is retried).
  const deadline = setTimeout(() => {
    void threads.stop(new Error('la exportación superó el tiempo máximo'));
  }, exportLimits.sheetTimeoutMs);
  deadline.unref();
  try {
    const sheet = new XlsxStream({
      ...spec,
      level,
      out: (chunk) => {
        bytes += chunk.length;
        writeSync(fd, chunk);
      },
    });
    sheet.start();
    // Batches being rendered, in order; the oldest is appended once IN_HAND are in hand, so the
    // database, the threads and zlib all work at once.
    const inHand: { piece: Promise<DeflatedPiece>; count: number }[] = [];
    const appendOldest = async () => {
      const oldest = inHand.shift();
      if (oldest) sheet.addDeflated(await oldest.piece, oldest.count);
    };
    let at = sheet.nextRow;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      const piece = threads.render(batch, at);
      // Its failure is thrown where it is awaited.
      piece.catch(() => undefined);
      inHand.push({ piece, count: batch.length });
      at += batch.length;
      while (inHand.length >= IN_HAND) await appendOldest();
    }
    while (inHand.length > 0) await appendOldest();
    const { rows } = sheet.finish();
    closeSync(fd);
    closed = true;
    return { file: await readFile(file), bytes, rows };
  } finally {
    clearTimeout(deadline);
    await threads.stop();
    if (!closed) closeSync(fd);
    await rm(file, { force: true });
    release();
  }
}

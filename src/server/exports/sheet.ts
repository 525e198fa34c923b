// An export's workbook, written while its rows are read (issue 21): `buildSheet` runs a reader
// that yields batches of rows (a keyset or paging loop over the area's own query) and posts
// each batch to a child process that writes it into the file (./sheet-worker.ts), waiting for it
// to take the batch before reading the next one. The server holds one batch at a time, the
// child one batch and zlib's window; SheetJS's time is the child's (with a heap limit and a time
// limit), never the server's event loop. The file is made on disk and read once at the end. At
// most MAX_PARALLEL exports are written at once; a few more wait their turn, beyond that 429.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportColumn } from '../../domain/exports.ts';
import { tooManyRequests } from '../http/errors.ts';
import { exportLimits } from './limits.ts';
import type { PostedCell, SheetReply, SheetStart, SheetMessage } from './sheet-worker.ts';

export type { PostedCell };

const MAX_PARALLEL = 2;
const MAX_WAITING = 8;
const busyText = 'Hay muchas exportaciones en curso: intente de nuevo en unos minutos.';

const workerPath = fileURLToPath(new URL('./sheet-worker.ts', import.meta.url));
// The server runs TypeScript through tsx; the child loads it the same way.
const tsxUrl = import.meta.resolve('tsx');

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

/** A process holding one workbook; `send` resolves when it has taken the message. */
class SheetWorker {
  private readonly worker: ChildProcess;
  private pending: { resolve: (r: SheetReply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;
  private exited = false;
  private readonly deadline: NodeJS.Timeout;

  constructor(start: SheetStart) {
    this.worker = fork(workerPath, [JSON.stringify(start)], {
      execArgv: [
        '--import',
        tsxUrl,
        `--max-old-space-size=${String(exportLimits.sheetHeapMb)}`,
        // SheetJS makes many short-lived strings: a larger young generation halves the GC's time.
        '--max-semi-space-size=32',
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
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
      this.exited = true;
    });
    // A workbook that takes longer than this is stopped: its export fails (a job is retried).
    this.deadline = setTimeout(() => {
      fail(new Error('la exportación superó el tiempo máximo'));
      this.worker.kill();
    }, exportLimits.sheetTimeoutMs);
    this.deadline.unref();
  }

  send(message: SheetMessage): Promise<SheetReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<SheetReply>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.send(message, (err) => {
        if (err) {
          this.pending = null;
          reject(new Error('el escritor de la exportación no responde', { cause: err }));
        }
      });
    });
  }

  async stop(): Promise<void> {
    clearTimeout(this.deadline);
    if (this.exited) return;
    const gone = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.kill();
    await gone;
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
  const file = path.join(tmpdir(), `exportacion-${randomUUID()}.xlsx`);
  const worker = new SheetWorker({
    sheetName,
    columns: columns.map((c) => ({ header: c.header, kind: c.kind, width: c.width })),
    path: file,
  });
  try {
    let rows = 0;
    // The next batch is read while the child writes this one: the database and SheetJS work
    // side by side, and at most two batches are in hand.
    let writing: Promise<void> = Promise.resolve();
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      await writing;
      writing = worker.send({ type: 'rows', rows: batch }).then((reply) => {
        if (reply.type === 'failed') throw new Error(reply.message);
      });
      // Its failure is thrown where it is awaited (before the next batch, or after the last).
      writing.catch(() => undefined);
      rows += batch.length;
    }
    await writing;
    const reply = await worker.send({ type: 'end' });
    if (reply.type !== 'done') {
      throw new Error(reply.type === 'failed' ? reply.message : 'respuesta inesperada');
    }
    if (reply.rows !== rows) throw new Error('el archivo no tiene todas las filas');
    return { file: await readFile(file), bytes: reply.bytes, rows };
  } finally {
    await worker.stop();
    await rm(file, { force: true });
    release();
  }
}

// The embedded database in a worker thread (./pglite-worker.ts), behind the same Db as PGlite in
// the server's thread (./db.ts): each statement is one message and its answer another. A
// transaction holds PGlite's one connection across messages; the statements of other calls
// wait for it in the worker, as they wait for PGlite's own `transaction` in one thread.
import { Worker } from 'node:worker_threads';
import { tsWorkerSource } from '../shared/ts-worker.ts';
import type { Db, Listener, Queryable, Row } from './db.ts';
import type { FromWorker, ToWorker, WorkerError, WorkerOptions } from './pglite-messages.ts';

type Request = ToWorker extends infer T ? (T extends ToWorker ? Omit<T, 'id'> : never) : never;

/** The error as the code reads it today: message, PostgreSQL's fields, and its stack. */
function rebuild(e: WorkerError): Error {
  const error = new Error(e.message);
  Object.assign(error, e.fields);
  error.name = e.name;
  if (e.stack !== undefined) error.stack = e.stack;
  return error;
}

const plainPrototypes = new Set<unknown>([Object.prototype, Array.prototype, Date.prototype, null]);

/**
 * A parameter crosses to the worker by structured clone: primitives, plain objects and arrays,
 * Date, bigint and byte arrays arrive as they are; an instance of another class would arrive
 * as a plain object (without its toString or toJSON), so it is refused instead.
 */
function checkParam(value: unknown): void {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return;
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  if (!plainPrototypes.has(prototype)) {
    throw new TypeError(
      `parámetro no admitido por la base embebida en un hilo: ${prototype?.constructor?.name ?? 'objeto'}`,
    );
  }
  if (Array.isArray(value)) for (const v of value as unknown[]) checkParam(v);
}

export async function openPgliteThread(
  dataDir: string | undefined,
  extraStartParams: string[],
): Promise<Db> {
  const workerData: WorkerOptions = { dataDir, extraStartParams };
  const worker = new Worker(await tsWorkerSource(new URL('./pglite-worker.ts', import.meta.url)), {
    eval: true,
    workerData,
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<number, Listener>();
  /** Set once the thread cannot answer any more (closed or failed). */
  let gone: Error | null = null;

  // The thread keeps the process alive only while a statement is waiting for its answer.
  let closing: Promise<void> | undefined;
  const keepAlive = () => {
    // While closing too, so that `await close()` returns once the thread has ended.
    if (pending.size > 0 || closing) worker.ref();
    else worker.unref();
  };

  const ended = (error: Error) => {
    gone ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    for (const l of listeners.values()) l.live(false);
    listeners.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      worker.off('message', first);
      worker.off('error', settle);
      worker.off('exit', early);
      if (error) reject(error);
      else resolve();
    };
    const first = (m: FromWorker) => {
      if (m.kind === 'ready') settle();
      else if (m.kind === 'failed') settle(rebuild(m.error));
    };
    const early = (code: number) => {
      settle(new Error(`la base de datos embebida terminó al abrirse (${String(code)})`));
    };
    worker.on('message', first);
    worker.on('error', settle);
    worker.on('exit', early);
  });

  worker.on('message', (m: FromWorker) => {
    if (m.kind === 'note') {
      listeners.get(m.listener)?.message(m.payload);
    } else if (m.kind === 'done') {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      keepAlive();
      if (m.error) p.reject(rebuild(m.error));
      else p.resolve(m.value);
    }
  });
  worker.on('error', (error) => ended(error));
  worker.on('exit', (code) => {
    ended(new Error(`la base de datos embebida se detuvo (${String(code)})`));
  });
  keepAlive();

  const call = <T>(request: Request): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      if (pending.size === 1) keepAlive();
      worker.postMessage({ ...request, id });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      params?.forEach(checkParam);
      return call<T[]>({ op: 'query', sql, params, ...(tx === undefined ? {} : { tx }) });
    },
    exec: (sql: string) =>
      call<undefined>({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) }),
  });

  return {
    kind: 'pglite',
    ...queryable(),
    async tx(fn) {
      // The transaction is named by the id of its `begin`.
      const txId = nextId;
      await call({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(txId));
      } catch (error) {
        await call({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx: txId, commit: true });
      return result;
    },
    // The worker posts a NOTIFY's payload before the answer of the statement or COMMIT that
    // sent it, on the same channel: it is heard here before that statement resolves, as in
    // one thread.
    async listen(channel, handlers) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`canal no válido: ${channel}`);
      const listener = nextId;
      listeners.set(listener, handlers);
      try {
        await call({ op: 'listen', channel });
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      handlers.live(true);
      return async () => {
        if (!listeners.delete(listener)) return;
        handlers.live(false);
        await call({ op: 'unlisten', listener });
      };
    },
    close() {
      closing ??= (async () => {
        if (gone) return;
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        let timer: NodeJS.Timeout | undefined;
        try {
          await call({ op: 'close' });
        } finally {
          // The thread ends on its own once closed; one that does not is stopped.
          await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5000)))]);
          clearTimeout(timer);
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}

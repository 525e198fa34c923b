// PGlite in a worker thread of its own (issue 37 point 2): the database's execution and the
// parsing of its rows run here, while the server's thread goes on parsing, authorizing and
// serialising other calls. Started by ./pglite-thread.ts (bundled by src/server/shared/ts-worker.ts,
// so it runs as plain JavaScript), one message per statement:
//   query / exec          → the rows (structured clone keeps Date, bigint and Uint8Array);
//   begin                 → a transaction held open across messages (PGlite's own `transaction`,
//                           so other statements wait for it as they wait in one process) until
//   end                   → COMMIT (or ROLLBACK when the caller's function threw);
//   listen / unlisten     → NOTIFY payloads posted as `note` messages, before the answer of
//                           the statement or COMMIT that sent them;
//   close                 → closes the database; the thread then ends.
// An error travels as its message, name, stack and PostgreSQL's fields (code, constraint,
// detail...), as the code reads them.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { FromWorker, ToWorker, WorkerError, WorkerOptions } from './pglite-messages.ts';

if (!parentPort) throw new Error('pglite-worker: se ejecuta solo como hilo de trabajo');
const port = parentPort;

const post = (m: FromWorker) => port.postMessage(m);

/** The fields of an error that can cross to the other thread (never its parameters). */
function describeError(e: unknown): WorkerError {
  if (!(e instanceof Error)) return { message: String(e), name: 'Error', fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(e)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { message: e.message, name: e.name, stack: e.stack, fields };
}

interface OpenTx {
  q: Transaction;
  /** Ends the transaction: `commit` false throws inside PGlite's `transaction` (ROLLBACK). */
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

/** What ends a transaction whose caller's function threw: PGlite rolls it back. */
const rollback = new Error('rollback');

async function main() {
  const { dataDir, extraStartParams } = workerData as WorkerOptions;
  const options = { startParams: [...PGlite.defaultStartParams, ...extraStartParams] };
  const lite = dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);
  try {
    await lite.waitReady;
  } catch (e) {
    post({ kind: 'failed', error: describeError(e) });
    return;
  }
  const txs = new Map<number, OpenTx>();
  const stops = new Map<number, () => Promise<void>>();

  const target = (tx: number | undefined): Pick<Transaction, 'query' | 'exec'> => {
    if (tx === undefined) return lite;
    const open = txs.get(tx);
    if (!open) throw new Error('la transacción ya terminó');
    return open.q;
  };

  const handle = async (m: ToWorker): Promise<unknown> => {
    switch (m.op) {
      case 'query':
        return (await target(m.tx).query(m.sql, m.params)).rows;
      case 'exec':
        await target(m.tx).exec(m.sql);
        return undefined;
      case 'begin':
        return new Promise<undefined>((resolve, reject) => {
          const done = lite.transaction(
            (q) =>
              new Promise((commit, abort) => {
                txs.set(m.id, {
                  q,
                  finish: (c) => (c ? commit(undefined) : abort(rollback)),
                  done,
                });
                resolve(undefined);
              }),
          );
          // A BEGIN that failed never registered the transaction.
          done.then(
            () => txs.delete(m.id),
            (e: unknown) => {
              txs.delete(m.id);
              reject(e instanceof Error ? e : new Error(String(e)));
            },
          );
        });
      case 'end': {
        const open = txs.get(m.tx);
        if (!open) throw new Error('la transacción ya terminó');
        open.finish(m.commit);
        try {
          await open.done;
        } catch (e) {
          if (e !== rollback) throw e;
        }
        return undefined;
      }
      case 'listen': {
        const stop = await lite.listen(m.channel, (payload) => {
          post({ kind: 'note', listener: m.id, payload });
        });
        stops.set(m.id, stop);
        return undefined;
      }
      case 'unlisten': {
        const stop = stops.get(m.listener);
        stops.delete(m.listener);
        await stop?.();
        return undefined;
      }
      case 'close':
        await lite.close();
        return undefined;
    }
  };

  port.on('message', (m: ToWorker) => {
    handle(m).then(
      (value) => {
        post({ kind: 'done', id: m.id, value });
        if (m.op === 'close') port.close();
      },
      (e: unknown) => post({ kind: 'done', id: m.id, error: describeError(e) }),
    );
  });
  post({ kind: 'ready' });
}

void main();

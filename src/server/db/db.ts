// One small interface over the two databases the product runs on (DECISIONS 6): PGlite in
// the data directory by default, a PostgreSQL server with DATABASE_URL. Both speak the same
// SQL, so the migrations and queries are written once.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPgliteThread } from './pglite-thread.ts';

export type Row = object;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgresql';
  /** Runs `fn` in one transaction: all of it is written, or nothing. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears `channel`: `message` gets the payload of each NOTIFY on it once the transaction that
   * sent it has committed (from any process, on PostgreSQL). `live(false)` says notifications
   * may be missed from now on (the listening connection was lost; it is opened again, and
   * `live(true)` says it hears again); `live(true)` is also called once it first hears.
   * Resolves to what stops it.
   */
  listen(channel: string, handlers: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Listener {
  message(payload: string): void;
  live(hearing: boolean): void;
}

const channelName = /^[a-z_][a-z0-9_]*$/;

export interface PgliteOptions {
  /**
   * PGlite in a worker thread of its own (./pglite-thread.ts) rather than the server's thread.
   * Default: the PGLITE_WORKER variable ('1' or '0'), else PGLITE_WORKER_DEFAULT.
   */
  worker?: boolean;
  /**
   * A database image (a data directory as PGlite's `dumpDataDir` writes it) to open in memory
   * instead of a folder: nothing is read from or written to disk, and it is gone when closed.
   * For the tests, which each start from one migrated and seeded image (tests/api/helpers.ts);
   * always in the calling thread.
   */
  image?: Blob;
}

/** Where PGlite runs when neither the caller nor PGLITE_WORKER says. */
export const PGLITE_WORKER_DEFAULT = false;

/** PGLITE_WORKER: '1' PGlite in a worker thread, '0' in the server's thread. */
export function pgliteWorkerFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.PGLITE_WORKER?.trim() ?? '';
  if (raw === '1') return true;
  if (raw === '0') return false;
  return PGLITE_WORKER_DEFAULT;
}

// PostgreSQL's page cache inside the process: PGlite touches all of it at start (128 MB by
// default, about 140 MB of the server's memory), while its files are also in the system's own
// cache. 16 MB: the 100 000-order export's peak 426 MB instead of 550 (issue 21 point 6).
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

export async function openPglite(dataDir: string | null, options: PgliteOptions = {}): Promise<Db> {
  let dir: string | undefined;
  if (dataDir !== null) {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
  }
  if (options.image === undefined && (options.worker ?? pgliteWorkerFromEnv())) {
    return openPgliteThread(dir, PGLITE_SETTINGS);
  }
  // Loaded only here: with PGlite in a worker, the server's thread never loads it.
  const { PGlite } = await import('@electric-sql/pglite');
  const liteOptions = { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] };
  const lite =
    options.image !== undefined
      ? new PGlite({ ...liteOptions, loadDataDir: options.image })
      : dir === undefined
        ? new PGlite(liteOptions)
        : new PGlite(dir, liteOptions);
  await lite.waitReady;
  const wrap = (q: Pick<InstanceType<typeof PGlite>, 'query' | 'exec'>): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) =>
      (await q.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    tx: (fn) => lite.transaction((t) => fn(wrap(t))),
    // One process, one backend: a NOTIFY reaches the listener (in a microtask) before the
    // statement or COMMIT that sent it resolves, so nothing can run in between.
    async listen(channel, handlers) {
      if (!channelName.test(channel)) throw new Error(`canal no válido: ${channel}`);
      const stop = await lite.listen(channel, (payload) => {
        handlers.message(payload);
      });
      handlers.live(true);
      return async () => {
        handlers.live(false);
        await stop();
      };
    },
    close: () => lite.close(),
  };
}

/**
 * Many rows read as one: the rows of `sql` as one JSON array, in the order `orderBy` gives
 * (an ORDER BY list over the columns of `sql`'s output, each written as `x.column`). The drivers
 * turn each row into an object far more slowly than they parse one JSON value: PGlite spends
 * some 40 ms on 500 rows of 50 columns, ten times the statement itself (issue 20 point 9, issue
 * 21 point 6). In JSON an instant comes as ISO text and a number as a number: numeric columns
 * must come out as text in `sql` (exact decimals).
 */
export async function rowsAsOne<T>(
  q: Queryable,
  sql: string,
  orderBy: string,
  params: unknown[],
): Promise<T[]> {
  const [row] = await q.query<{ rows: T[] | null }>(
    `SELECT json_agg(x ORDER BY ${orderBy}) AS rows FROM (${sql}) x`,
    params,
  );
  return row?.rows ?? [];
}

export interface PostgresOptions {
  /** Schema to work in (tests use one per run); created when missing. */
  schema?: string;
  max?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  if (options.schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
  }
  // The channels this process listens to (Db.listen) and who hears each. Every connection of
  // the pool listens to them too, besides the one that only listens: PostgreSQL hands a
  // session its own transaction's notices before it says the COMMIT is done, so whatever this
  // process writes is heard here before its write resolves (the other processes hear it as
  // soon as the notice reaches them).
  const heard = new Map<string, Set<Listener>>();
  const listeningOn = new WeakMap<pg.PoolClient, Set<string>>();
  const hear = (channel: string, payload: string) => {
    for (const h of heard.get(channel) ?? []) h.message(payload);
  };
  const ready = async (client: pg.PoolClient) => {
    if (heard.size === 0) return;
    let on = listeningOn.get(client);
    if (!on) {
      on = new Set();
      listeningOn.set(client, on);
      client.on('notification', (m) => {
        hear(m.channel, m.payload ?? '');
      });
    }
    for (const channel of heard.keys()) {
      if (on.has(channel)) continue;
      await client.query(`LISTEN ${channel}`);
      on.add(channel);
    }
  };
  /** A connection of the pool that listens to every channel heard. */
  const connect = async () => {
    const client = await pool.connect();
    try {
      await ready(client);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    return client;
  };
  /** One statement on a connection of the pool, released as pool.query releases it. */
  const once = async <T extends Row>(sql: string, params?: unknown[]) => {
    const client = await connect();
    try {
      const result = await client.query(sql, params);
      client.release();
      return result.rows as T[];
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  };
  return {
    kind: 'postgresql',
    query: once,
    exec: async (sql: string) => {
      await once(sql);
    },
    tx: async (fn) => {
      const client = await connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as T[],
          exec: async (sql: string) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, handlers) {
      if (!channelName.test(channel)) throw new Error(`canal no válido: ${channel}`);
      const set = heard.get(channel) ?? new Set<Listener>();
      heard.set(channel, set);
      set.add(handlers);
      const stop = await listenPostgres(url, channel, handlers);
      return async () => {
        set.delete(handlers);
        await stop();
      };
    },
    close: () => pool.end(),
  };
}

const RELISTEN_MS = 1000;

/**
 * A connection of its own that only listens (a pooled one would be handed to queries). When it
 * is lost, the listener is told (`live(false)`) and it is opened again every second until it
 * hears again.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handlers: Listener,
): Promise<() => Promise<void>> {
  if (!channelName.test(channel)) throw new Error(`canal no válido: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    client.removeAllListeners('end');
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (current === client) current = null;
    handlers.live(false);
    if (!stopped && retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        void open();
      }, RELISTEN_MS);
      retry.unref();
    }
  };
  const open = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (m) => {
      if (m.channel === channel) handlers.message(m.payload ?? '');
    });
    client.once('error', () => lost(client));
    client.once('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    handlers.live(true);
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    handlers.live(false);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  };
}

export function openDb(
  config: { databaseUrl: string | undefined; dataDir: string },
  pglite: PgliteOptions = {},
): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir, pglite);
}

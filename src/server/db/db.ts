// One small interface over the two databases the product runs on (DECISIONS 6): PGlite in
// the data directory by default, a PostgreSQL server with DATABASE_URL. Both speak the same
// SQL, so the migrations and queries are written once.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | null): Promise<Db> {
  let dir: string | undefined;
  if (dataDir !== null) {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
  }
  // PostgreSQL's page cache inside the process: PGlite touches all of it at start (128 MB by
  // default, about 140 MB of the server's memory), while its files are also in the system's own
  // cache. 16 MB: the 100 000-order export's peak 426 MB instead of 550 (issue 21 point 6).
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  };
  const lite = dir === undefined ? new PGlite(options) : new PGlite(dir, options);
  await lite.waitReady;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
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
  return {
    kind: 'postgresql',
    query: async <T extends Row>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    tx: async (fn) => {
      const client = await pool.connect();
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
    close: () => pool.end(),
  };
}

export function openDb(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

// PGlite in a worker thread (src/server/db/pglite-thread.ts, PGLITE_WORKER=1) answers as PGlite in
// the server's thread does: the same rows and types, the same errors with PostgreSQL's fields,
// transactions that hold the one connection across messages, NOTIFY heard before the statement
// that sent it resolves, and a clean close. Each side opens its own copy of the seeded template.
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type Db } from '../../src/server/db/db.ts';

const pglite = inject('templateDir') !== '';

async function copyOfTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'market-pglite-thread-'));
  cpSync(inject('templateDir'), dir, { recursive: true });
  return dir;
}

/** What the error carries that the code reads (errors.ts, the handlers' 23505 and 23P01). */
function errorOf(e: unknown) {
  const x = e as Record<string, unknown>;
  return {
    isError: e instanceof Error,
    message: x.message,
    code: x.code,
    constraint: x.constraint,
    detail: x.detail,
    table: x.table,
    severity: x.severity,
  };
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('se esperaba un error');
}

describe.runIf(pglite)('PGlite en un hilo de trabajo', () => {
  const dirs: string[] = [];
  let inThread: Db;
  let inWorker: Db;

  beforeAll(async () => {
    const [a, b] = await Promise.all([copyOfTemplate(), copyOfTemplate()]);
    dirs.push(a, b);
    inThread = await openPglite(a, { worker: false });
    inWorker = await openPglite(b, { worker: true });
    for (const db of [inThread, inWorker]) {
      await db.exec(
        'CREATE TABLE hilo_prueba (id int PRIMARY KEY, nombre text NOT NULL, creado timestamptz)',
      );
    }
  });

  afterAll(async () => {
    await Promise.all([inThread.close(), inWorker.close()]);
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('gives the same rows and types: dates, big integers, bytes, numerics, JSON, arrays, NULL', async () => {
    const sql = `SELECT 1::int AS a, 9007199254740993::bigint AS b, '\\x00ff10'::bytea AS y,
        12.50::numeric(10,2) AS n, '{"k": [1, "dos"]}'::jsonb AS j, ARRAY[1, 2, 3] AS arr,
        ARRAY['a', NULL]::text[] AS textos, '2026-01-02T03:04:05.678Z'::timestamptz AS t,
        '2026-01-02'::date AS d, true AS ok, NULL::text AS nada, 1.5::float8 AS f,
        $1::timestamptz AS p_t, $2::bytea AS p_y, $3::jsonb AS p_j, $4::int[] AS p_arr,
        $5::bigint AS p_b, $6::text AS p_s`;
    const params = [
      new Date('2025-05-06T07:08:09.010Z'),
      Buffer.from([1, 2, 3]),
      { a: new Date(0), b: [1, null], c: 'ñ' },
      [4, 5],
      10n,
      'eléctricas',
    ];
    const [expected] = await inThread.query(sql, params);
    const [got] = await inWorker.query(sql, params);
    expect(got).toStrictEqual(expected);
    const row = got as Record<string, unknown>;
    expect(row.t).toBeInstanceOf(Date);
    expect(row.y).toBeInstanceOf(Uint8Array);
    // A whole sample of the demo data, row by row.
    const orders = 'SELECT * FROM ordenes ORDER BY 1 LIMIT 200';
    expect(await inWorker.query(orders)).toStrictEqual(await inThread.query(orders));
  });

  it("carries PostgreSQL's fields in its errors, as the code reads them", async () => {
    for (const db of [inThread, inWorker]) {
      await db.query('INSERT INTO hilo_prueba (id, nombre) VALUES (1, $1)', ['uno']);
    }
    const duplicate = (db: Db) =>
      failure(db.query('INSERT INTO hilo_prueba (id, nombre) VALUES (1, $1)', ['otro']));
    const [a, b] = [errorOf(await duplicate(inThread)), errorOf(await duplicate(inWorker))];
    expect(b).toStrictEqual(a);
    expect(b).toMatchObject({ isError: true, code: '23505', constraint: 'hilo_prueba_pkey' });
    const outOfRange = (db: Db) => failure(db.query('SELECT $1::int', ['99999999999']));
    expect(errorOf(await outOfRange(inWorker))).toStrictEqual(errorOf(await outOfRange(inThread)));
    expect(errorOf(await outOfRange(inWorker)).code).toBe('22003');
  });

  it('commits a transaction, rolls it back when its function throws, and refuses one aborted', async () => {
    const written = await inWorker.tx(async (q) => {
      await q.query("INSERT INTO hilo_prueba (id, nombre) VALUES (10, 'diez')");
      return (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM hilo_prueba'))[0]?.n;
    });
    expect(written).toBe(2);
    const thrown = await failure(
      inWorker.tx(async (q) => {
        await q.query("INSERT INTO hilo_prueba (id, nombre) VALUES (11, 'once')");
        throw new Error('no');
      }),
    );
    expect((thrown as Error).message).toBe('no');
    // A failed statement caught inside: COMMIT rolls back, as PGlite's transaction says.
    const aborted = await failure(
      inWorker.tx(async (q) => {
        await q.query("INSERT INTO hilo_prueba (id, nombre) VALUES (12, 'doce')");
        await q.query("INSERT INTO hilo_prueba (id, nombre) VALUES (1, 'uno')").catch(() => 0);
      }),
    );
    expect((aborted as { code?: string }).code).toBe('25P02');
    const ids = await inWorker.query<{ id: number }>('SELECT id FROM hilo_prueba ORDER BY id');
    expect(ids.map((r) => r.id)).toStrictEqual([1, 10]);
  });

  it('holds the one connection for a transaction: other statements wait until it ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const tx = inWorker.tx(async (q) => {
      await q.query("INSERT INTO hilo_prueba (id, nombre) VALUES (20, 'veinte')");
      started();
      await held;
      order.push('transacción');
    });
    await begun;
    const outside = inWorker
      .query<{ n: number }>('SELECT count(*)::int AS n FROM hilo_prueba WHERE id = 20')
      .then((r) => order.push(`fuera: ${String(r[0]?.n)}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toStrictEqual(['transacción', 'fuera: 1']);
  });

  it('hears a NOTIFY before the statement or COMMIT that sent it resolves', async () => {
    const heard: string[] = [];
    const live: boolean[] = [];
    const stop = await inWorker.listen('hilo_canal', {
      message: (p) => heard.push(p),
      live: (h) => live.push(h),
    });
    await inWorker.query("SELECT pg_notify('hilo_canal', 'suelta')");
    expect(heard).toStrictEqual(['suelta']);
    await inWorker.tx(async (q) => {
      await q.query("SELECT pg_notify('hilo_canal', 'en transacción')");
      expect(heard).toStrictEqual(['suelta']);
    });
    expect(heard).toStrictEqual(['suelta', 'en transacción']);
    await stop();
    await inWorker.query("SELECT pg_notify('hilo_canal', 'tarde')");
    expect(heard).toHaveLength(2);
    expect(live).toStrictEqual([true, false]);
  });

  it('refuses a parameter it could not send as it is, and closes cleanly', async () => {
    class Amount {
      toString() {
        return '1';
      }
    }
    const refused = await failure(inWorker.query('SELECT $1::text', [new Amount()]));
    expect((refused as Error).message).toMatch(/parámetro no admitido.*Amount/);
    const dir = await copyOfTemplate();
    dirs.push(dir);
    const db = await openPglite(dir, { worker: true });
    expect(await db.query('SELECT 1 AS uno')).toStrictEqual([{ uno: 1 }]);
    await db.close();
    await db.close();
    expect((await failure(db.query('SELECT 1'))) as Error).toBeInstanceOf(Error);
    // The same files open again: the thread let them go.
    const again = await openPglite(dir, { worker: true });
    expect(await again.query('SELECT 2 AS dos')).toStrictEqual([{ dos: 2 }]);
    await again.close();
  });
});

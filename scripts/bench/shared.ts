// What the benchmarks (scripts/bench/*.ts) share: a database of their own on PGlite and on
// PostgreSQL, the demo data, the app listening on a port, the SQL of the orders' products,
// the client and the paired timing of the list benches, percentiles and the table of results.
//
// Only node: modules, types and src/domain/dates.ts (which imports nothing) are imported at the
// top: exports.ts and settlement-pdf.ts run child processes of their own file whose memory is
// measured, so the app and the databases are loaded (import()) only by the functions that use
// them.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/db.ts';
import { todayInMarket } from '../../src/domain/dates.ts';
import { getDecoded } from '../../tests/http-get.ts';

/**
 * The tests' low proof-of-work (tests/api/helpers.ts testAltcha), written here: importing the
 * helpers would load vitest and chai into the server being measured (exports.ts).
 */
const benchAltcha = { cost: 50, counterMin: 5, counterMax: 20 };

/** The market's date `n` days before today (YYYY-MM-DD). */
export const daysAgo = (n: number) => {
  const d = new Date(`${todayInMarket()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/**
 * A module of the server of the tree at `root` (another checkout, to measure it beside this one
 * in one run: scripts/bench/bulk-update.ts BENCH_ROOT), or of this tree when `root` is undefined.
 */
function serverModule<T>(relative: string, root: string | undefined): Promise<T> {
  const url =
    root === undefined
      ? new URL(`../../${relative}`, import.meta.url)
      : pathToFileURL(path.join(root, relative));
  return import(url.href) as Promise<T>;
}

/** Whether something accepts a connection on host:port within half a second. */
export function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Where a bench runs: a fresh temporary dir, and its database, opened when first asked for. */
export interface BenchPlace {
  dir: string;
  db: () => Promise<Db>;
}

/** Opens the database once, when first asked for; closes it if it was opened. */
function onDemand(open: () => Promise<Db>) {
  let opened: Promise<Db> | undefined;
  return {
    get: () => (opened ??= open()),
    close: async () => {
      const db = await opened?.catch(() => undefined);
      await db?.close();
    },
  };
}

/** Runs `run` on a PGlite database in dir/db of a fresh temporary dir, removed after. */
export async function onPglite<T>(
  dirPrefix: string,
  run: (place: BenchPlace) => Promise<T>,
  /** The tree whose database code opens it (this one by default). */
  root?: string,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), dirPrefix));
  const db = onDemand(async () => {
    const { openPglite } = await serverModule<typeof import('../../src/server/db/db.ts')>(
      'src/server/db/db.ts',
      root,
    );
    return openPglite(path.join(dir, 'db'));
  });
  try {
    return await run({ dir, db: db.get });
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `run` in a schema of its own of PostgreSQL: DATABASE_URL, or the local server on
 * 127.0.0.1:5432 (database test) if it answers; with a fresh temporary dir. The schema is dropped
 * after (unless `keep`: left there to EXPLAIN) and the dir removed. Without a server it says so
 * and answers undefined.
 */
export async function onPostgres<T>(
  dirPrefix: string,
  schema: string,
  run: (place: BenchPlace & { url: string }) => Promise<T>,
  options: { keep?: boolean } = {},
): Promise<T | undefined> {
  const url =
    process.env.DATABASE_URL ||
    ((await answers('127.0.0.1', 5432)) ? 'postgres://root@127.0.0.1:5432/test' : undefined);
  if (!url) {
    console.log('PostgreSQL: no hay servidor (DATABASE_URL o 127.0.0.1:5432); se omite.');
    return undefined;
  }
  const dir = await mkdtemp(path.join(tmpdir(), dirPrefix));
  const db = onDemand(async () => {
    const { openPostgres } = await import('../../src/server/db/db.ts');
    return openPostgres(url, { schema });
  });
  try {
    return await run({ dir, db: db.get, url });
  } finally {
    if (!options.keep) await (await db.get()).exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Migrates `db` and seeds the demo data; with `label`, says so first. */
export async function migrateAndSeed(db: Db, label?: string, root?: string): Promise<void> {
  if (label !== undefined) process.stdout.write(`${label}: migraciones y datos de demo... `);
  const { migrate } = await serverModule<typeof import('../../src/server/db/migrate.ts')>(
    'src/server/db/migrate.ts',
    root,
  );
  const { seed } = await serverModule<typeof import('../../src/server/db/seed/index.ts')>(
    'src/server/db/seed/index.ts',
    root,
  );
  await migrate(db);
  await seed(db);
}

/**
 * The real app (buildApp: every area and its jobs) on `db`, listening on a free local port.
 * `db` may be a function that opens it: called once the app's modules are loaded, the order a
 * server process of its own (exports.ts) has always started in; its memory is measured.
 */
export async function startServer(
  db: Db | (() => Promise<Db>),
  dataDir: string,
  /** The tree whose app is started (this one by default). */
  root?: string,
): Promise<{ app: FastifyInstance; port: number; base: string; db: Db }> {
  const { buildApp } = await serverModule<typeof import('../../src/server/app.ts')>(
    'src/server/app.ts',
    root,
  );
  const { loadConfig } = await serverModule<typeof import('../../src/server/config.ts')>(
    'src/server/config.ts',
    root,
  );
  const opened = typeof db === 'function' ? await db() : db;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({
    config,
    db: opened,
    altcha: benchAltcha,
    logger: { level: 'warn' },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, base: `http://127.0.0.1:${String(port)}`, db: opened };
}

/** The seeded listing whose catalogue references the benchmarks' listings copy, as `t`. */
export const catalogueOfFirstListing = `CROSS JOIN LATERAL (
         SELECT categoria, marca, id_tipo_publicacion, imagen_principal
           FROM publicaciones WHERE categoria IS NOT NULL
          ORDER BY id_publicacion LIMIT 1) AS t`;

/** `count` listings over the three demo sellers (SKU market 'BEN' + g): what the orders sell. */
export function productListingsSql(count: number): string {
  return `INSERT INTO publicaciones (id_seller, titulo, sku_seller, sku_market, estado, stock,
                                precio_lista, categoria, marca, alicuota_iva, id_tipo_publicacion,
                                imagen_principal)
     SELECT 1 + (g % 3), 'Producto de prueba ' || g, 'BENCH-' || lpad(g::text, 8, '0'),
            'BEN' || lpad(g::text, 8, '0'), 1, (g * 7) % 50, 1000 + (g % 997), t.categoria,
            t.marca, 21, t.id_tipo_publicacion, t.imagen_principal
       FROM generate_series(1, ${String(count)}) AS g
       ${catalogueOfFirstListing}`;
}

/**
 * The product lines of the benchmark's orders (cliente_email 'comprador…@correo.com.ar'): one
 * each, a second one for every other order, over the `listings` of productListingsSql.
 */
export function orderLinesSql(listings: number): string {
  return `CREATE TEMP TABLE bench_productos AS
       SELECT (row_number() OVER (ORDER BY id_publicacion) - 1)::int AS k, id_publicacion,
              sku_market, titulo, precio_lista
         FROM publicaciones WHERE sku_market LIKE 'BEN%';
     CREATE UNIQUE INDEX ON bench_productos (k);
     INSERT INTO orden_items (id_orden, id_publicacion, sku_market, titulo, cantidad,
                              precio_unitario)
     SELECT o.id_orden, p.id_publicacion, p.sku_market, p.titulo, 1 + o.id_orden % 2,
            p.precio_lista
       FROM ordenes o
       CROSS JOIN LATERAL (VALUES (o.id_orden % ${String(listings)}),
                                  ((o.id_orden * 7 + 3) % ${String(listings)})) AS l (k)
       JOIN bench_productos p ON p.k = l.k
      WHERE o.cliente_email LIKE 'comprador%@correo.com.ar'
        AND (l.k = o.id_orden % ${String(listings)} OR o.id_orden % 2 = 0);
     DROP TABLE bench_productos`;
}

const ascending = (samples: readonly number[]) => [...samples].sort((a, b) => a - b);
const at = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** The sample at fraction `p` of the sorted samples (0.5 the median, 1 the largest); 0 if none. */
export function percentile(samples: readonly number[], p: number): number {
  return at(ascending(samples), p);
}

export function percentiles(samples: readonly number[]): { p50: number; p95: number } {
  const sorted = ascending(samples);
  return { p50: at(sorted, 0.5), p95: at(sorted, 0.95) };
}

/**
 * Prints `rows` (the header first) in columns as wide as their widest cell, two spaces apart,
 * each line after `indent`.
 */
export function printTable(rows: readonly (readonly string[])[], indent = '  '): void {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const r of rows) console.log(indent + r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
}

/**
 * The client of the list benches: one kept-alive connection of node:http asking for gzip, as a
 * browser's tab does, and the answer unzipped and parsed. (fetch, undici's WHATWG layer, spends
 * about a millisecond of its own per call on this machine, in the same process as the server it
 * measures.) `close` ends the connection.
 */
export function browserLikeClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const getJson = async (url: string, token: string) => {
    const res = await getDecoded(url, {
      agent,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    return { status: res.status, body: JSON.parse(res.text) as unknown };
  };
  return { getJson, close: () => agent.destroy() };
}

/**
 * `rounds` timed rounds after 3 warm-up ones (fewer, 10 at least, when they take over
 * `seconds`); each round times `a` then `b`, one after the other, so that both meet the same
 * load of the machine.
 */
export async function timePaired(
  rounds: number,
  seconds: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < 3; i++) {
    await a();
    await b();
  }
  const outA: number[] = [];
  const outB: number[] = [];
  const start = performance.now();
  while (outA.length < rounds && (outA.length < 10 || performance.now() - start < seconds * 1000)) {
    let t = performance.now();
    await a();
    outA.push(performance.now() - t);
    t = performance.now();
    await b();
    outB.push(performance.now() - t);
  }
  return [outA, outB];
}

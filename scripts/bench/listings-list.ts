// `npm run bench:listings`: the filtered listing list (GET /api/Publicaciones, 000 §2.6) over
// 100 000 listings, on PGlite and (when one answers) on PostgreSQL, next to the same page's
// bare SQL run through the same driver, all in one run (issue 5 point 12).
//
// For each database: migrate, seed the demo data, add 100 000 listings spread over three
// sellers and 365 days (one INSERT ... SELECT generate_series), then time REQUESTS calls of
// each filter through the real HTTP server (a staff user, the way the screen asks: last 14
// days, an estado, page 3) and the same statements (count, page, counters) straight on the
// driver. Prints p50 / p95 in milliseconds. PostgreSQL: DATABASE_URL, or the local server on
// 127.0.0.1:5432 (database test) if it answers; it works in a schema of its own, dropped after.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openPglite, openPostgres, type Db } from '../../src/server/db/db.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import {
  countersQuery,
  listPageQuery,
  type ListFilter,
} from '../../src/server/listings/list-query.ts';
import { todayInMarket } from '../../src/domain/dates.ts';
import { login, testAltcha } from '../../tests/api/helpers.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const daysAgo = (n: number) => {
  const d = new Date(`${todayInMarket()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

interface Case {
  name: string;
  query: string;
  filter: ListFilter;
  page: number;
}

const cases: Case[] = [
  {
    name: 'últimos 14 días (la pantalla al abrir), página 1',
    query: `FechaDesde=${daysAgo(14)}&FechaHasta=${todayInMarket()}`,
    filter: { idSeller: null, fechaDesde: daysAgo(14), fechaHasta: todayInMarket() },
    page: 1,
  },
  {
    name: 'seller 2, activos con stock, 90 días, página 3',
    query: `IdSeller=2&Estado=1&Stock=2&FechaDesde=${daysAgo(90)}&FechaHasta=${todayInMarket()}&NumeroPagina=3`,
    filter: {
      idSeller: 2,
      estado: 1,
      stock: 2,
      fechaDesde: daysAgo(90),
      fechaHasta: todayInMarket(),
    },
    page: 3,
  },
  {
    name: 'SKU seller que contiene "00012", sin fechas',
    query: 'SkuSeller=00012',
    filter: { idSeller: null, skuSeller: '00012' },
    page: 1,
  },
];

async function addListings(db: Db): Promise<void> {
  // Copies the catalogue references of the seeded listings; dates over the last 365 days.
  await db.exec(`
    INSERT INTO publicaciones (id_seller, titulo, sku_seller, sku_market, estado, stock,
                               precio_lista, precio_promocional, categoria, marca, alicuota_iva,
                               id_tipo_publicacion, fecha_publicacion, imagen_principal)
    SELECT 1 + (g % 3), 'Producto de prueba ' || g, 'BENCH-' || lpad(g::text, 8, '0'),
           'BEN' || lpad((1000000 + g)::text, 8, '0'), 1 + (g % 4), (g * 7) % 50,
           1000 + (g % 997), NULL, t.categoria, t.marca, 21, t.id_tipo_publicacion,
           now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
           t.imagen_principal
      FROM generate_series(1, ${String(LISTINGS)}) AS g
      CROSS JOIN LATERAL (SELECT categoria, marca, id_tipo_publicacion, imagen_principal
                            FROM publicaciones WHERE categoria IS NOT NULL
                           ORDER BY id_publicacion LIMIT 1) AS t`);
  await db.exec('ANALYZE');
}

function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

async function bench(label: string, db: Db, dataDir: string): Promise<string[][]> {
  process.stdout.write(`${label}: migraciones y datos de demo... `);
  await migrate(db);
  await seed(db);
  let t = performance.now();
  await addListings(db);
  console.log(`${String(LISTINGS)} publicaciones en ${(performance.now() - t).toFixed(0)} ms`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, db, altcha: testAltcha, logger: { level: 'warn' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  const { token } = await login(base, 'categoria');
  const rows: string[][] = [];
  try {
    for (const c of cases) {
      const http = await time(async () => {
        const res = await fetch(`${base}/api/Publicaciones?${c.query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.status !== 200) throw new Error(`GET /api/Publicaciones ${String(res.status)}`);
        await res.json();
      });
      const q = listPageQuery(c.filter, c.page, 10);
      const counters = countersQuery(c.filter.idSeller);
      const bare = await time(async () => {
        await db.query(q.countSql, q.params);
        await db.query(q.pageSql, q.params);
        await db.query(counters.sql, counters.params);
      });
      const h = percentiles(http);
      const b = percentiles(bare);
      rows.push([
        label,
        c.name,
        h.p50.toFixed(1),
        h.p95.toFixed(1),
        b.p50.toFixed(1),
        b.p95.toFixed(1),
      ]);
    }
  } finally {
    t = performance.now();
    await app.close();
  }
  return rows;
}

function answers(host: string, port: number): Promise<boolean> {
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

const results: string[][] = [];
{
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-listings-'));
  const db = await openPglite(path.join(dir, 'db'));
  try {
    results.push(...(await bench('PGlite', db, dir)));
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
const url =
  process.env.DATABASE_URL ||
  ((await answers('127.0.0.1', 5432)) ? 'postgres://root@127.0.0.1:5432/test' : undefined);
if (url) {
  const schema = `bench_${String(process.pid)}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-listings-pg-'));
  const db = await openPostgres(url, { schema });
  try {
    results.push(...(await bench('PostgreSQL', db, dir)));
  } finally {
    await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
} else {
  console.log('PostgreSQL: no hay servidor (DATABASE_URL o 127.0.0.1:5432); se omite.');
}

const header = ['base', 'filtro', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95'];
const table = [header, ...results];
const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
console.log(
  `\nGET /api/Publicaciones sobre ${String(LISTINGS)} publicaciones, ${String(REQUESTS)} llamadas por caso (ms):`,
);
for (const r of table) console.log('  ' + r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));

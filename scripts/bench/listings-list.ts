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
import { performance } from 'node:perf_hooks';
import type { Db } from '../../src/server/db/db.ts';
import {
  countersQuery,
  listPageQuery,
  type ListFilter,
} from '../../src/server/listings/list-query.ts';
import { todayInMarket } from '../../src/domain/dates.ts';
import { login } from '../../tests/api/helpers.ts';
import {
  catalogueOfFirstListing,
  daysAgo,
  migrateAndSeed,
  onPglite,
  onPostgres,
  percentiles,
  printTable,
  startServer,
} from './shared.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

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
      ${catalogueOfFirstListing}`);
  await db.exec('ANALYZE');
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
  await migrateAndSeed(db, label);
  let t = performance.now();
  await addListings(db);
  console.log(`${String(LISTINGS)} publicaciones en ${(performance.now() - t).toFixed(0)} ms`);
  const { app, base } = await startServer(db, dataDir);
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

const results: string[][] = [];
results.push(
  ...(await onPglite('bench-listings-', async ({ dir, db }) => bench('PGlite', await db(), dir))),
);
const onPg = await onPostgres(
  'bench-listings-pg-',
  `bench_${String(process.pid)}`,
  async ({ dir, db }) => bench('PostgreSQL', await db(), dir),
);
if (onPg) results.push(...onPg);

const header = ['base', 'filtro', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95'];
console.log(
  `\nGET /api/Publicaciones sobre ${String(LISTINGS)} publicaciones, ${String(REQUESTS)} llamadas por caso (ms):`,
);
printTable([header, ...results]);

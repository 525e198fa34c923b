// `npm run bench:listings`: the filtered listing list (GET /api/Publicaciones, 000 §2.6: a page
// of 10, the count of the filter and the scope's counters) over 100 000 listings, on PGlite and
// (when one answers) on PostgreSQL, next to the same statements bare on the same driver, all in
// one run (issue 5 point 12, issue 37 point 3).
//
// For each database: migrate, seed the demo data, add BENCH_LISTINGS listings (default 100 000)
// spread over three sellers and 365 days (one INSERT ... SELECT generate_series), then, for each
// case the screen asks, time the call through the real HTTP server and the same statements
// straight on the driver (the one statement of list-query.ts that listarPublicaciones runs:
// count, counters and page). Prints p50 / p95 in milliseconds and the ratio HTTP / bare SQL
// of the p95.
//
// The check (exit code 1 when it fails): on both databases the three cases of issue 37 (the
// screen's default filter, a seller with estado and dates, a SKU search) have HTTP p95 ≤ 15 ms
// and HTTP p95 ≤ 2 x the bare SQL's p95. The seller's own screen is measured and printed.
//
// PostgreSQL: DATABASE_URL, or the local server on 127.0.0.1:5432 (database test) if it
// answers; it works in a schema of its own, dropped after. Environment:
//   BENCH_LISTINGS  listings to add (default 100 000)
//   BENCH_REQUESTS  rounds per case, each an HTTP call then the bare SQL (default 200) ...
//   BENCH_SECONDS   ... or fewer (10 at least) when a case has taken this long (default 20 s)
//   BENCH_DB        pglite | postgresql | both (default both)
//   BENCH_KEEP      a schema name: the PostgreSQL data is left there (to EXPLAIN), not dropped
import { performance } from 'node:perf_hooks';
import type { Db } from '../../src/server/db/db.ts';
import { listPageQuery, type ListFilter } from '../../src/server/listings/list-query.ts';
import { fold } from '../../src/server/db/text-search.ts';
import { todayInMarket } from '../../src/domain/dates.ts';
import { login } from '../../tests/api/helpers.ts';
import {
  browserLikeClient,
  catalogueOfFirstListing,
  daysAgo,
  migrateAndSeed,
  onPglite,
  onPostgres,
  percentiles,
  printTable,
  startServer,
  timePaired,
} from './shared.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WHICH = process.env.BENCH_DB ?? 'both';
const PAGE_SIZE = 10;
const P95_MS = 15;
const MAX_RATIO = 2;

/** Who asks: a staff user (every seller) or seller 1's operator. */
type Who = 'staff' | 'seller';
const users: Record<Who, { usuario: string; idSeller: number | null }> = {
  staff: { usuario: 'categoria', idSeller: null },
  seller: { usuario: 'seller', idSeller: 1 },
};

interface Case {
  who: Who;
  name: string;
  /** GET /api/Publicaciones's query string, as the screen sends it. */
  query: string;
  /** The same filter as the handler builds it (the seller scope included). */
  filter: ListFilter;
  page: number;
  /** One of the cases the check holds to its targets. */
  checked: boolean;
}

const hoy = todayInMarket();
const cases: Case[] = [
  {
    who: 'staff',
    name: 'últimos 14 días (la pantalla al abrir), página 1',
    query: `FechaDesde=${daysAgo(14)}&FechaHasta=${hoy}`,
    filter: { idSeller: null, fechaDesde: daysAgo(14), fechaHasta: hoy },
    page: 1,
    checked: true,
  },
  {
    who: 'staff',
    name: 'seller 2, activos con stock, 90 días, página 3',
    query: `IdSeller=2&Estado=1&Stock=2&FechaDesde=${daysAgo(90)}&FechaHasta=${hoy}&NumeroPagina=3`,
    filter: { idSeller: 2, estado: 1, stock: 2, fechaDesde: daysAgo(90), fechaHasta: hoy },
    page: 3,
    checked: true,
  },
  {
    who: 'staff',
    name: 'SKU seller que contiene "00012", sin fechas',
    query: 'SkuSeller=00012',
    filter: { idSeller: null, skuSeller: '00012' },
    page: 1,
    checked: true,
  },
  {
    who: 'seller',
    name: 'sus últimos 14 días (la pantalla al abrir)',
    query: `FechaDesde=${daysAgo(14)}&FechaHasta=${hoy}`,
    filter: { idSeller: 1, fechaDesde: daysAgo(14), fechaHasta: hoy },
    page: 1,
    checked: false,
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
  // As a database that has been running a while: statistics and visibility map up to date.
  await db.exec('VACUUM ANALYZE publicaciones, publicacion_totales_dia, publicacion_skus');
  // The per-day counts and the folded SKUs the triggers keep give what the listings give.
  const [check] = await db.query<{ ok: boolean }>(
    `SELECT (SELECT (count(*), count(*) FILTER (WHERE stock > 0)) FROM publicaciones
              WHERE id_seller = 2 AND estado = 1)
            = (SELECT (sum(n), sum(con_stock)) FROM publicacion_totales_dia
                WHERE id_seller = 2 AND estado = 1)
        AND (SELECT count(*) FROM publicaciones)
            = (SELECT count(*) FROM publicacion_skus k JOIN publicaciones p USING (id_publicacion)
                WHERE k.sku_seller IS NOT DISTINCT FROM ${fold('p.sku_seller')}
                  AND k.sku_market IS NOT DISTINCT FROM ${fold('p.sku_market')})
       AS ok`,
  );
  if (!check?.ok) {
    throw new Error('publicacion_totales_dia o publicacion_skus no coinciden con publicaciones');
  }
}

interface Result {
  db: string;
  c: Case;
  n: number;
  calls: number;
  http: { p50: number; p95: number };
  bare: { p50: number; p95: number };
}

async function bench(label: string, db: Db, dataDir: string): Promise<Result[]> {
  await migrateAndSeed(db, label);
  const t = performance.now();
  await addListings(db);
  console.log(`${String(LISTINGS)} publicaciones en ${(performance.now() - t).toFixed(0)} ms`);
  const { app, base } = await startServer(db, dataDir);
  const { getJson, close } = browserLikeClient();
  const tokens = {
    staff: (await login(base, users.staff.usuario)).token,
    seller: (await login(base, users.seller.usuario)).token,
  };
  const results: Result[] = [];
  try {
    // One pass over every case first, so that the first one timed does not pay for a cold
    // cache the others find warm.
    for (const c of cases) await getJson(`${base}/api/Publicaciones?${c.query}`, tokens[c.who]);
    for (const c of cases) {
      const url = `${base}/api/Publicaciones?${c.query}`;
      const q = listPageQuery(c.filter, c.page, PAGE_SIZE);
      let n = -1;
      let bareN = -1;
      const [http, bare] = await timePaired(
        REQUESTS,
        SECONDS,
        async () => {
          const res = await getJson(url, tokens[c.who]);
          if (res.status !== 200) throw new Error(`GET ${url}: ${String(res.status)}`);
          n = (res.body as { cantidadTotal: number }).cantidadTotal;
        },
        // The statement of listarPublicaciones, bare.
        async () => {
          const [row] = await db.query<{ n: number }>(q.listSql, q.listParams);
          bareN = row?.n ?? 0;
        },
      );
      if (n !== bareN) {
        throw new Error(`${c.name}: HTTP ${String(n)} publicaciones, SQL ${String(bareN)}`);
      }
      const r: Result = {
        db: label,
        c,
        n,
        calls: http.length,
        http: percentiles(http),
        bare: percentiles(bare),
      };
      console.log(
        `  ${c.who}: ${c.name}: ${String(n)} publicaciones, HTTP p95 ${r.http.p95.toFixed(1)} ms, SQL p95 ${r.bare.p95.toFixed(1)} ms`,
      );
      results.push(r);
    }
  } finally {
    close();
    await app.close();
  }
  return results;
}

const results: Result[] = [];
if (WHICH !== 'postgresql') {
  results.push(
    ...(await onPglite('bench-listings-', async ({ dir, db }) => bench('PGlite', await db(), dir))),
  );
}
if (WHICH !== 'pglite') {
  const onPg = await onPostgres(
    'bench-listings-pg-',
    process.env.BENCH_KEEP || `bench_${String(process.pid)}`,
    async ({ dir, db }) => bench('PostgreSQL', await db(), dir),
    { keep: Boolean(process.env.BENCH_KEEP) },
  );
  if (onPg) results.push(...onPg);
}

const failures: string[] = [];
const header = [
  'base',
  'quién',
  'filtro',
  'publicaciones',
  'n',
  'HTTP p50',
  'HTTP p95',
  'SQL p50',
  'SQL p95',
  'p95 HTTP/SQL',
];
const rows = results.map((r) => {
  const ratio = r.http.p95 / Math.max(r.bare.p95, 0.001);
  if (r.c.checked && (r.http.p95 > P95_MS || ratio > MAX_RATIO)) {
    failures.push(`${r.db}: ${r.c.name} (p95 ${r.http.p95.toFixed(1)} ms, ${ratio.toFixed(2)}x)`);
  }
  return [
    r.db,
    r.c.who,
    r.c.name,
    String(r.n),
    String(r.calls),
    r.http.p50.toFixed(1),
    r.http.p95.toFixed(1),
    r.bare.p50.toFixed(1),
    r.bare.p95.toFixed(1),
    `${ratio.toFixed(2)}x`,
  ];
});
console.log(
  `\nGET /api/Publicaciones sobre ${String(LISTINGS)} publicaciones (+ las de demo), hasta ${String(REQUESTS)} llamadas por caso o ${String(SECONDS)} s (ms):`,
);
printTable([header, ...rows]);
if (failures.length > 0) {
  console.log(`\nNo cumplen p95 ≤ ${String(P95_MS)} ms y ≤ ${String(MAX_RATIO)}x el SQL solo:`);
  for (const f of failures) console.log(`  ${f}`);
  process.exitCode = 1;
} else {
  console.log(
    `\nLos casos medidos cumplen p95 ≤ ${String(P95_MS)} ms y ≤ ${String(MAX_RATIO)}x el SQL solo.`,
  );
}

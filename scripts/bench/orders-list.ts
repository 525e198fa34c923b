// `npm run bench:orders`: the orders list (GET /api/Ordenes, 001 §2.1: a filtered page of 10
// with the totals of the filter) over 1 000 000 orders, on PGlite and (when one answers) on
// PostgreSQL, next to the same statements bare on the same driver, all in one run (issue 14
// points 7 and 9).
//
// For each database: migrate, seed the demo data, then add BENCH_ORDERS orders (default
// 1 000 000) spread over the three demo sellers and the last 365 days, with a buyer (nombre,
// apellido, documento) and one or two product lines each over 10 000 extra listings, in a few
// set-based statements (INSERT ... SELECT generate_series). Then, for each case the screen asks
// (as a staff user and as a seller), time the call through the real HTTP server and the same
// statements straight on the driver: the totals and the page of orderListQuery and the page's
// product lines (orderItems), as buscarOrdenes runs them. Prints p50 / p95 in milliseconds and
// the ratio HTTP / bare SQL of the p95.
//
// The check (exit code 1 when it fails): on PostgreSQL every case has HTTP p95 ≤ 50 ms and
// HTTP p95 ≤ 2 x the bare SQL's p95. PGlite is measured and printed, not checked.
//
// PostgreSQL: DATABASE_URL, or the local server on 127.0.0.1:5432 (database test) if it
// answers; it works in a schema of its own, dropped after. Environment:
//   BENCH_ORDERS    orders to add (default 1 000 000)
//   BENCH_REQUESTS  rounds per case, each an HTTP call then the bare SQL (default 200) ...
//   BENCH_SECONDS   ... or fewer (10 at least) when a case has taken this long (default 20 s)
//   BENCH_DB        pglite | postgresql | both (default both)
//   BENCH_KEEP      a schema name: the PostgreSQL data is left there (to EXPLAIN), not dropped
import { performance } from 'node:perf_hooks';
import type { Db } from '../../src/server/db/db.ts';
import { apellidos as seedApellidos } from '../../src/server/db/seed/orders.ts';
import {
  orderItems,
  orderListQuery,
  type OrderFilter,
  type TotalsRow,
} from '../../src/server/orders/repository.ts';
import { fold } from '../../src/server/db/text-search.ts';
import { ORDERS_PAGE_SIZE } from '../../src/domain/order-rules.ts';
import { todayInMarket } from '../../src/domain/dates.ts';
import { login } from '../../tests/api/helpers.ts';
import {
  daysAgo,
  migrateAndSeed,
  onPglite,
  onPostgres,
  orderLinesSql,
  percentiles,
  printTable,
  productListingsSql,
  startServer,
  timePaired,
  browserLikeClient,
} from './shared.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WHICH = process.env.BENCH_DB ?? 'both';
const LISTINGS = 10_000;
const P95_MS = 50;
const MAX_RATIO = 2;

/** Who asks: a staff user (every seller, sees the commission) or seller 1's operator. */
type Who = 'staff' | 'seller';
const users: Record<Who, { usuario: string; idSeller: number | null }> = {
  staff: { usuario: 'categoria', idSeller: null },
  seller: { usuario: 'seller', idSeller: 1 },
};

interface Case {
  who: Who;
  name: string;
  /** The filter as the screen sends it (without the seller scope of a seller's session). */
  filter: Omit<OrderFilter, 'idSeller'> & { idSeller?: number };
  page: number;
}

const last30 = { fechaDesde: daysAgo(30), fechaHasta: todayInMarket() };

/** Filled in once the data is there: an order id and a SKU market that exist. */
const probe = { idOrden: 0, skuMarket: '' };

const cases = (): Case[] => [
  { who: 'staff', name: 'todas las órdenes, sin fechas', filter: {}, page: 1 },
  { who: 'staff', name: 'últimos 30 días (la pantalla al abrir)', filter: last30, page: 1 },
  { who: 'staff', name: 'últimos 30 días, página 3', filter: last30, page: 3 },
  {
    who: 'staff',
    name: 'seller 2 + facturado + últimos 30 días',
    filter: { ...last30, idSeller: 2, idEstado: 2 },
    page: 1,
  },
  {
    who: 'staff',
    name: 'apellido "benitez", sin fechas',
    filter: { apellido: 'benitez' },
    page: 1,
  },
  {
    who: 'staff',
    name: 'apellido "benitez", últimos 30 días',
    filter: { ...last30, apellido: 'benitez' },
    page: 1,
  },
  {
    who: 'staff',
    name: `SkuMarket ${probe.skuMarket}`,
    filter: { skuMarket: probe.skuMarket },
    page: 1,
  },
  {
    who: 'staff',
    name: `IdOrden ${String(probe.idOrden)}`,
    filter: { idOrden: probe.idOrden },
    page: 1,
  },
  { who: 'seller', name: 'todas sus órdenes, sin fechas', filter: {}, page: 1 },
  { who: 'seller', name: 'últimos 30 días, página 3', filter: last30, page: 3 },
  {
    who: 'seller',
    name: 'facturado + últimos 30 días',
    filter: { ...last30, idEstado: 2 },
    page: 1,
  },
  {
    who: 'seller',
    name: 'apellido "benitez", sin fechas',
    filter: { apellido: 'benitez' },
    page: 1,
  },
];

/** GET /api/Ordenes's query string for a case. */
function queryString(c: Case): string {
  const f = c.filter;
  const q = new URLSearchParams({
    NumeroPagina: String(c.page),
    CantidadPagina: String(ORDERS_PAGE_SIZE),
  });
  if (f.idSeller !== undefined) q.set('IdSeller', String(f.idSeller));
  if (f.idEstado !== undefined) q.set('IdEstado', String(f.idEstado));
  if (f.idOrden !== undefined) q.set('IdOrden', String(f.idOrden));
  if (f.apellido) q.set('Apellido', f.apellido);
  if (f.skuMarket) q.set('SkuMarket', f.skuMarket);
  if (f.fechaDesde) q.set('FechaDesde', f.fechaDesde);
  if (f.fechaHasta) q.set('FechaHasta', f.fechaHasta);
  return q.toString();
}

/** The demo seed's surnames and more, so that a surname search finds a realistic share. */
const apellidos = [
  ...seedApellidos,
  'Herrera',
  'Suárez',
  'Aguirre',
  'Giménez',
  'Gutiérrez',
  'Pereyra',
  'Rojas',
  'Molina',
  'Castro',
  'Ortiz',
  'Silva',
  'Núñez',
  'Luna',
  'Juárez',
  'Cabrera',
  'Ríos',
  'Ferreyra',
  'Godoy',
  'Morales',
  'Domínguez',
  'Moreno',
  'Peralta',
  'Vega',
  'Carrizo',
  'Quiroga',
  'Castillo',
  'Ledesma',
  'Muñoz',
  'Ojeda',
  'Ponce',
  'Vera',
  'Vázquez',
  'Villalba',
  'Cardozo',
  'Navarro',
  'Ramos',
  'Arias',
  'Coronel',
  'Córdoba',
  'Figueroa',
  'Correa',
  'Cáceres',
  'Vargas',
  'Maldonado',
  'Mendoza',
  'Farías',
  'Paz',
  'Miranda',
];
const nombres = [
  'María',
  'Juan',
  'Lucía',
  'Martín',
  'Sofía',
  'Diego',
  'Valentina',
  'Santiago',
  'Camila',
  'Federico',
  'Florencia',
  'Nicolás',
  'Agustina',
  'Pablo',
  'Julieta',
  'Gonzalo',
];
const sqlArray = (xs: readonly string[]) =>
  `ARRAY[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(', ')}]`;

/** Adds the benchmark's listings, orders and product lines; returns how long each took. */
async function addOrders(db: Db): Promise<string> {
  const took: string[] = [];
  const step = async (what: string, sql: string) => {
    const t = performance.now();
    await db.exec(sql);
    took.push(`${what} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  // The products the orders sell: 10 000 listings over the three sellers.
  await step(`${String(LISTINGS)} publicaciones`, productListingsSql(LISTINGS));
  // The orders, in date order (ids grow with the date, as real ones do), over the last 365
  // days up to now; seller g % 3; mostly facturado and entregado.
  await step(
    `${String(ORDERS)} órdenes`,
    `INSERT INTO ordenes (id_seller, fecha, estado, estado_pago, fecha_facturacion, monto_venta,
                          monto_comision, id_plataforma, id_tipo_publicacion, cliente_nombre,
                          cliente_apellido, cliente_documento, cliente_email, id_tipo_entrega,
                          entrega_domicilio, entrega_codigo_postal, entrega_localidad,
                          entrega_provincia, cuotas)
     SELECT 1 + (g % 3), f.fecha, e.estado, 'aprobado',
            CASE WHEN e.estado IN (2, 4) THEN f.fecha + interval '1 day' END,
            m.venta, round(m.venta * 0.12, 2), g % 3, t.id_tipo_publicacion,
            (${sqlArray(nombres)})[1 + (g * 7) % ${String(nombres.length)}],
            (${sqlArray(apellidos)})[1 + (g * 13) % ${String(apellidos.length)}]
              || CASE WHEN g % 10 < 3
                      THEN ' ' || (${sqlArray(apellidos)})[1 + (g * 29) % ${String(apellidos.length - 1)}]
                      ELSE '' END,
            (20000000 + (g::bigint * 7919) % 30000000)::text, 'comprador' || g || '@correo.com.ar',
            1 + (g % 2), 'Av. Siempreviva ' || (g % 3000), '1414', 'Palermo',
            'Ciudad Autónoma de Buenos Aires', 1 + (g % 6)
       FROM generate_series(1, ${String(ORDERS)}) AS g
       CROSS JOIN LATERAL (SELECT now() - interval '365 days'
                                  + (g - 1) * (interval '365 days' / ${String(ORDERS)}) AS fecha) AS f
       CROSS JOIN LATERAL (SELECT CASE WHEN (g * 37) % 100 < 8 THEN 1
                                       WHEN (g * 37) % 100 < 40 THEN 2
                                       WHEN (g * 37) % 100 < 44 THEN 3
                                       WHEN (g * 37) % 100 < 92 THEN 4
                                       ELSE 5 END AS estado) AS e
       CROSS JOIN LATERAL (SELECT (1500 + (g::bigint * 7919) % 250000)::numeric(14, 2) AS venta) AS m
       CROSS JOIN (SELECT id_tipo_publicacion FROM tipos_publicacion
                    ORDER BY id_tipo_publicacion LIMIT 1) AS t`,
  );
  // One product line each, a second one for every other order, over the listings above.
  await step('líneas de productos', orderLinesSql(LISTINGS));
  // As a database that has been running a while: statistics and visibility map up to date.
  await step(
    'VACUUM ANALYZE',
    'VACUUM ANALYZE ordenes, orden_items, publicaciones, orden_totales_dia, ordenes_apellidos',
  );
  // The bulk load's writes reach the data files now, not during the first timed case.
  if (db.kind === 'postgresql') await step('CHECKPOINT', 'CHECKPOINT').catch(() => undefined);
  // The per-day totals and the surname list the triggers keep give what the orders give.
  const [check] = await db.query<{ ok: boolean }>(
    `SELECT (SELECT (count(*), sum(monto_venta), sum(monto_comision)) FROM ordenes WHERE id_seller = 2)
            = (SELECT (sum(n), sum(ventas), sum(comision)) FROM orden_totales_dia WHERE id_seller = 2)
        AND NOT EXISTS (SELECT 1 FROM ordenes o WHERE NOT EXISTS
              (SELECT 1 FROM ordenes_apellidos a WHERE a.cliente_apellido = o.cliente_apellido))
        AND NOT EXISTS (SELECT 1 FROM ordenes_apellidos a
                         WHERE a.plegado IS DISTINCT FROM ${fold('a.cliente_apellido')})
       AS ok`,
  );
  if (!check?.ok) throw new Error('orden_totales_dia u ordenes_apellidos no coinciden con ordenes');
  const [o] = await db.query<{ id_orden: number }>(
    // An order far from the newest page; in a small run (under 12 345 orders), the oldest.
    'SELECT greatest(min(id_orden), max(id_orden) - 12345)::int AS id_orden FROM ordenes',
  );
  const [i] = await db.query<{ sku_market: string }>(
    'SELECT sku_market FROM orden_items WHERE id_orden = $1 ORDER BY id_item LIMIT 1',
    [o?.id_orden],
  );
  probe.idOrden = o?.id_orden ?? 1;
  probe.skuMarket = i?.sku_market ?? '';
  return took.join(', ');
}

interface Result {
  db: string;
  who: Who;
  name: string;
  n: number;
  calls: number;
  http: { p50: number; p95: number };
  bare: { p50: number; p95: number };
}

async function bench(label: string, db: Db, dataDir: string): Promise<Result[]> {
  await migrateAndSeed(db, label);
  const t = performance.now();
  const took = await addOrders(db);
  console.log(`datos en ${((performance.now() - t) / 1000).toFixed(0)} s (${took})`);
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
    for (const c of cases()) {
      await getJson(`${base}/api/Ordenes?${queryString(c)}`, tokens[c.who]);
    }
    for (const c of cases()) {
      const url = `${base}/api/Ordenes?${queryString(c)}`;
      // The statements of buscarOrdenes, bare: totals, page (when any), the page's lines.
      const filter: OrderFilter = {
        ...c.filter,
        idSeller: users[c.who].idSeller ?? c.filter.idSeller ?? null,
      };
      const q = orderListQuery(filter, c.page, ORDERS_PAGE_SIZE);
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
        async () => {
          const [totals] = await db.query<TotalsRow>(q.totalsSql, q.params);
          bareN = totals?.n ?? 0;
          if (bareN === 0) return;
          const rows = await db.query<{ id_orden: number }>(q.pageSql, q.params);
          await orderItems(
            db,
            rows.map((r) => r.id_orden),
          );
        },
      );
      if (n !== bareN)
        throw new Error(`${c.name}: HTTP ${String(n)} órdenes, SQL ${String(bareN)}`);
      const r: Result = {
        db: label,
        who: c.who,
        name: c.name,
        n,
        calls: http.length,
        http: percentiles(http),
        bare: percentiles(bare),
      };
      console.log(
        `  ${c.who}: ${c.name}: ${String(n)} órdenes, HTTP p95 ${r.http.p95.toFixed(1)} ms, SQL p95 ${r.bare.p95.toFixed(1)} ms`,
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
    ...(await onPglite('bench-orders-', async ({ dir, db }) => bench('PGlite', await db(), dir))),
  );
}
let checked = false;
if (WHICH !== 'pglite') {
  const onPg = await onPostgres(
    'bench-orders-pg-',
    process.env.BENCH_KEEP || `bench_${String(process.pid)}`,
    async ({ dir, db }) => bench('PostgreSQL', await db(), dir),
    { keep: Boolean(process.env.BENCH_KEEP) },
  );
  if (onPg) {
    results.push(...onPg);
    checked = true;
  }
}

const failures: string[] = [];
const header = [
  'base',
  'quién',
  'filtro',
  'órdenes',
  'n',
  'HTTP p50',
  'HTTP p95',
  'SQL p50',
  'SQL p95',
  'p95 HTTP/SQL',
];
const rows = results.map((r) => {
  const ratio = r.http.p95 / Math.max(r.bare.p95, 0.001);
  if (r.db === 'PostgreSQL' && (r.http.p95 > P95_MS || ratio > MAX_RATIO)) {
    failures.push(`${r.who}: ${r.name} (p95 ${r.http.p95.toFixed(1)} ms, ${ratio.toFixed(2)}x)`);
  }
  return [
    r.db,
    r.who,
    r.name,
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
  `\nGET /api/Ordenes sobre ${String(ORDERS)} órdenes (+ las de demo), hasta ${String(REQUESTS)} llamadas por caso o ${String(SECONDS)} s (ms):`,
);
printTable([header, ...rows]);
if (!checked) {
  console.log('\nSin PostgreSQL no hay verificación (p95 ≤ 50 ms y ≤ 2x el SQL solo).');
} else if (failures.length > 0) {
  console.log(
    `\nPostgreSQL no cumple p95 ≤ ${String(P95_MS)} ms y ≤ ${String(MAX_RATIO)}x el SQL solo:`,
  );
  for (const f of failures) console.log(`  ${f}`);
  process.exitCode = 1;
} else {
  console.log(
    `\nPostgreSQL cumple p95 ≤ ${String(P95_MS)} ms y ≤ ${String(MAX_RATIO)}x el SQL solo en todos los casos.`,
  );
}

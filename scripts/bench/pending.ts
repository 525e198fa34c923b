// `npm run bench:pending`: GET /api/Pendientes (issue 35 point 2: every queue of the session's
// role counted in one statement) at 1 000 000 orders and 100 000 listings, on PostgreSQL (and on
// PGlite with BENCH_DB=pglite or both).
//
// For the database: migrate, seed the demo data, then add BENCH_LISTINGS listings (default
// 100 000) and BENCH_ORDERS orders (default 1 000 000) over the three demo sellers and the last
// 365 days, in set-based statements: listings in every estado (a share pendiente de activación
// and en revisión), orders mostly facturado and entregado with some pendiente, cancellation
// requests and marketplace-cancelled ones; a green sale (supplier order) for one order in 20,
// whose label is downloaded within hours (all but the last 3 days' and 1 in 100 older ones); the journal rows of 5 000 decided cancellation requests over
// the last 30 days; 2 000 settlement drafts. Then, for each user whose queues differ (staff,
// seller admin, seller, supplier, accounting), time the call through the real HTTP server and
// the same statement bare on the driver. Prints p50 / p95 in milliseconds.
//
// The check (exit code 1 when it fails): on PostgreSQL every user's HTTP p95 ≤ 30 ms.
//
// PostgreSQL: DATABASE_URL, or the local server on 127.0.0.1:5432 (database test) if it
// answers; it works in a schema of its own, dropped after. Environment:
//   BENCH_ORDERS, BENCH_LISTINGS  rows to add (defaults 1 000 000 and 100 000)
//   BENCH_REQUESTS  rounds per user, each an HTTP call then the bare SQL (default 200) ...
//   BENCH_SECONDS   ... or fewer (10 at least) when a user has taken this long (default 15 s)
//   BENCH_DB        postgresql | pglite | both (default postgresql)
//   BENCH_KEEP      a schema name: the PostgreSQL data is left there (to EXPLAIN), not dropped
import { performance } from 'node:perf_hooks';
import type { Db } from '../../src/server/db/db.ts';
import { countQueues } from '../../src/server/pending/repository.ts';
import { roleQueues } from '../../src/server/pending/queues.ts';
import { login } from '../../tests/api/helpers.ts';
import {
  browserLikeClient,
  catalogueOfFirstListing,
  migrateAndSeed,
  onPglite,
  onPostgres,
  percentiles,
  printTable,
  startServer,
  timePaired,
} from './shared.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WHICH = process.env.BENCH_DB ?? 'postgresql';
const P95_MS = 30;

/** The users whose queues differ, with the scope the server gives each. */
const users = [
  { usuario: 'moderador', role: 2, idSeller: null, proveedor: false },
  { usuario: 'categoria', role: 1, idSeller: null, proveedor: false },
  { usuario: 'selleradmin', role: 3, idSeller: 1, proveedor: false },
  { usuario: 'seller', role: 4, idSeller: 1, proveedor: false },
  { usuario: 'proveedor', role: 7, idSeller: null, proveedor: true },
  { usuario: 'contable', role: 8, idSeller: null, proveedor: false },
] as const;

async function addData(db: Db): Promise<string> {
  const took: string[] = [];
  const step = async (what: string, sql: string) => {
    const t = performance.now();
    await db.exec(sql);
    took.push(`${what} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await step(
    `${String(LISTINGS)} publicaciones`,
    `INSERT INTO publicaciones (id_seller, titulo, sku_seller, sku_market, estado, stock,
                                precio_lista, categoria, marca, alicuota_iva,
                                id_tipo_publicacion, imagen_principal, fecha_publicacion)
     SELECT 1 + (g % 3), 'Producto de prueba ' || g, 'PEND-' || lpad(g::text, 8, '0'),
            'PND' || lpad(g::text, 8, '0'),
            CASE WHEN g % 100 < 70 THEN 1 WHEN g % 100 < 85 THEN 2 WHEN g % 100 < 90 THEN 3
                 WHEN g % 100 < 95 THEN 4 ELSE 5 END,
            (g * 7) % 50, 1000 + (g % 997), t.categoria, t.marca, 21, t.id_tipo_publicacion,
            t.imagen_principal, now() - (g % 365) * interval '1 day'
       FROM generate_series(1, ${String(LISTINGS)}) AS g
       ${catalogueOfFirstListing}`,
  );
  await step(
    `${String(ORDERS)} órdenes`,
    `INSERT INTO ordenes (id_seller, fecha, estado, estado_pago, fecha_facturacion, monto_venta,
                          monto_comision, anulada_por_market, id_motivo_solicitud,
                          cliente_nombre, cliente_apellido, cliente_documento)
     SELECT 1 + (g % 3), f.fecha, e.estado, 'aprobado',
            CASE WHEN e.estado IN (2, 4) THEN f.fecha + interval '1 day' END,
            1500 + g % 250000, 150, g % 50 = 0,
            CASE WHEN e.estado = 3 THEN (SELECT min(id_motivo) FROM motivos_solicitud_anulacion) END,
            'María', 'Benítez', (20000000 + g)::text
       FROM generate_series(1, ${String(ORDERS)}) AS g
       CROSS JOIN LATERAL (SELECT now() - interval '365 days'
                                  + (g - 1) * (interval '365 days' / ${String(ORDERS)}) AS fecha) f
       CROSS JOIN LATERAL (SELECT CASE WHEN (g * 37) % 100 < 8 THEN 1
                                       WHEN (g * 37) % 100 < 40 THEN 2
                                       WHEN (g * 37) % 100 < 44 THEN 3
                                       WHEN (g * 37) % 100 < 92 THEN 4
                                       ELSE 5 END AS estado) e`,
  );
  await step(
    'ventas verdes',
    `INSERT INTO ventas_verdes (id_orden, id_proveedor, comprobante, oblea_fecha_descarga)
     SELECT o.id_orden, p.id_proveedor, 'PND-' || o.id_orden,
            CASE WHEN o.fecha < now() - interval '3 days' AND (o.id_orden / 20) % 100 <> 0
                 THEN o.fecha + interval '2 hours' END
       FROM ordenes o
       CROSS JOIN LATERAL (SELECT id_proveedor FROM proveedores
                            ORDER BY id_proveedor OFFSET (o.id_orden / 20) % 2 LIMIT 1) p
      WHERE o.id_orden % 20 = 0 AND o.cliente_documento::bigint > 20000000
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'solicitudes decididas',
    `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, fecha)
     SELECT 'orden', o.id_orden::text, '3', '1', 'RECHAZAR_SOLICITUD',
            now() - (o.id_orden % 30) * interval '1 day'
       FROM ordenes o WHERE o.estado = 1 ORDER BY o.id_orden DESC LIMIT 5000`,
  );
  await step(
    'borradores de liquidación',
    `INSERT INTO liquidaciones (id_seller, id_estado, fecha_desde, fecha_hasta, creada_en)
     SELECT 1 + g % 3, 2, current_date - 60, current_date - 40,
            now() - (g % 30) * interval '1 day'
       FROM generate_series(1, 2000) g`,
  );
  await step(
    'VACUUM ANALYZE',
    'VACUUM ANALYZE ordenes, publicaciones, publicacion_totales, ventas_verdes, audit, liquidaciones, rebates',
  );
  if (db.kind === 'postgresql') await step('CHECKPOINT', 'CHECKPOINT').catch(() => undefined);
  return took.join(', ');
}

interface Result {
  db: string;
  usuario: string;
  colas: string;
  calls: number;
  http: { p50: number; p95: number };
  bare: { p50: number; p95: number };
}

async function bench(label: string, db: Db, dataDir: string): Promise<Result[]> {
  await migrateAndSeed(db, label);
  const t = performance.now();
  const took = await addData(db);
  console.log(`datos en ${((performance.now() - t) / 1000).toFixed(0)} s (${took})`);
  const { app, base } = await startServer(db, dataDir);
  const { getJson, close } = browserLikeClient();
  const results: Result[] = [];
  try {
    const tokens = new Map<string, string>();
    for (const u of users) tokens.set(u.usuario, (await login(base, u.usuario)).token);
    for (const u of users) await getJson(`${base}/api/Pendientes`, tokens.get(u.usuario) ?? '');
    for (const u of users) {
      const token = tokens.get(u.usuario) ?? '';
      const [uid] = await db.query<{ id_usuario: number }>(
        'SELECT id_usuario FROM users WHERE nombre_usuario = $1',
        [u.usuario],
      );
      let colas = '';
      const [http, bare] = await timePaired(
        REQUESTS,
        SECONDS,
        async () => {
          const res = await getJson(`${base}/api/Pendientes`, token);
          if (res.status !== 200) throw new Error(`${u.usuario}: ${String(res.status)}`);
          colas = (res.body as { pendientes: { id: string; cantidad: number }[] }).pendientes
            .map((c) => `${c.id} ${String(c.cantidad)}`)
            .join(', ');
        },
        () =>
          countQueues(db, roleQueues(u.role), {
            role: u.role,
            idSeller: u.idSeller,
            idUsuarioProveedor: u.proveedor ? (uid?.id_usuario ?? null) : null,
          }),
      );
      const r: Result = {
        db: label,
        usuario: u.usuario,
        colas,
        calls: http.length,
        http: percentiles(http),
        bare: percentiles(bare),
      };
      console.log(
        `  ${u.usuario}: ${colas}; HTTP p95 ${r.http.p95.toFixed(1)} ms, SQL p95 ${r.bare.p95.toFixed(1)} ms`,
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
    ...(await onPglite('bench-pending-', async ({ dir, db }) => bench('PGlite', await db(), dir))),
  );
}
if (WHICH !== 'pglite') {
  const onPg = await onPostgres(
    'bench-pending-pg-',
    process.env.BENCH_KEEP || `bench_${String(process.pid)}`,
    async ({ dir, db }) => bench('PostgreSQL', await db(), dir),
    { keep: Boolean(process.env.BENCH_KEEP) },
  );
  if (onPg) results.push(...onPg);
}

const failures: string[] = [];
printTable([
  ['base', 'usuario', 'n', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95'],
  ...results.map((r) => {
    if (r.db === 'PostgreSQL' && r.http.p95 > P95_MS) {
      failures.push(`${r.usuario} (p95 ${r.http.p95.toFixed(1)} ms)`);
    }
    return [
      r.db,
      r.usuario,
      String(r.calls),
      r.http.p50.toFixed(1),
      r.http.p95.toFixed(1),
      r.bare.p50.toFixed(1),
      r.bare.p95.toFixed(1),
    ];
  }),
]);
if (failures.length > 0) {
  console.log(`p95 de HTTP por encima de ${String(P95_MS)} ms: ${failures.join('; ')}`);
  process.exitCode = 1;
}

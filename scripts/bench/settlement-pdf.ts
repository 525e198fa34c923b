// The settlement PDF (LiquidacionPdf, 002 §7; issue 20 point 9) of a settlement of 10 000
// orders: built in at most 5 s with at most 300 MB of peak memory. On PGlite.
//
// Migrate, seed the demo data, give seller 1 ORDERS more facturado orders (one INSERT ...
// SELECT generate_series), and write a settlement of all of them directly in bulk: its order
// rows (DECISIONS 22), a fee row per order (DECISIONS 23), a retention per order and one
// perception (DECISIONS 25) and the header as the sums of those rows. Then:
//   - read: the document's rows from the database as the server does (loadSettlementDocument);
//   - build: a child process of its own reads those rows (handed over as JSON) and builds the
//     PDF (settlementPdf), RUNS times; it reports each build's time and its peak RSS
//     (process.resourceUsage().maxRSS: the whole process, Node and the modules included).
// Prints the figures; exits 1 when a build takes more than 5 s, or read + build more than 5 s,
// or the child's peak RSS is over 300 MB.
//
//   npm run bench:settlement-pdf      (BENCH_ORDERS, BENCH_RUNS to change; BENCH_PDF=file keeps it)
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/server/db/db.ts';
import type { SettlementDocument } from '../../src/server/settlements/documents-content.ts';
import { settlementPdf } from '../../src/server/settlements/documents-pdf.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MAX_MS = 5_000;
const MAX_RSS_MB = 300;

interface ChildResult {
  ms: number[];
  maxRssMb: number;
  /** The process's RSS with the modules loaded and the rows read, before the first build. */
  rssBeforeMb: number;
  bytes: number;
  pages: number;
}

/** The child: builds the PDF of the document in `file` RUNS times and reports. */
async function child(file: string, out: string | undefined): Promise<void> {
  const d = JSON.parse(await readFile(file, 'utf8')) as SettlementDocument;
  const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
  const ms: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    pdf = await settlementPdf(d, 'Market');
    ms.push(performance.now() - t);
  }
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  if (out) await writeFile(out, pdf);
  // Counted after the peak was read: loading the file back is not part of building it.
  const { PDFDocument } = await import('pdf-lib');
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const result: ChildResult = { ms, maxRssMb, rssBeforeMb, bytes: pdf.byteLength, pages };
  process.stdout.write(JSON.stringify(result));
}

/** ORDERS facturado orders of seller 1, copies of one of its orders with other amounts. */
async function addOrders(db: Db): Promise<void> {
  const cols = (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'ordenes' AND table_schema = current_schema()
          AND column_name NOT IN ('id_orden', 'fecha', 'monto_venta', 'monto_comision', 'estado',
                                  'anulada_por_market')
          AND is_generated = 'NEVER' AND identity_generation IS NULL
        ORDER BY ordinal_position`,
    )
  ).map((c) => c.column_name);
  const list = cols.join(', ');
  await db.query(
    `INSERT INTO ordenes (${list}, fecha, monto_venta, monto_comision, estado, anulada_por_market)
     SELECT ${list}, now() - make_interval(mins => g), 800 + (g % 997) * 3.17,
            round((800 + (g % 997) * 3.17) * 0.12, 2), 2, false
       FROM (SELECT * FROM ordenes WHERE id_seller = 1 ORDER BY id_orden LIMIT 1) t,
            generate_series(1, ${String(ORDERS)}) g`,
  );
}

/** The settlement of the new orders, written in bulk; its id. */
async function addSettlement(db: Db): Promise<number> {
  const [h] = await db.query<{ id: number }>(
    `INSERT INTO liquidaciones (id_seller, id_estado, fecha_desde, fecha_hasta)
     VALUES (1, 2, current_date - 30, current_date) RETURNING id_liquidacion AS id`,
  );
  const id = h?.id ?? 0;
  await db.query(
    `INSERT INTO liquidacion_ordenes (id_liquidacion, id_orden, importe_orden,
       importe_comision_neta, importe_comision_total, total_orden)
     SELECT $1, o.id_orden, o.monto_venta, o.monto_comision, round(o.monto_comision * 1.21, 2),
            o.monto_venta - round(o.monto_comision * 1.21, 2)
       FROM ordenes o
      WHERE o.id_seller = 1 AND o.estado = 2 AND NOT EXISTS
            (SELECT 1 FROM liquidacion_ordenes lo WHERE lo.id_orden = o.id_orden AND lo.viva)
      ORDER BY o.id_orden DESC LIMIT ${String(ORDERS)}`,
    [id],
  );
  await db.query(
    `INSERT INTO liquidacion_fees (id_liquidacion, id_venta, id_cotizacion, peso_hasta,
       peso_aforado, codigo_postal, importe)
     SELECT $1, id_orden, NULL, 5, 1.25 + (id_orden % 40) / 10.0, '1406', 950 + (id_orden % 7) * 25
       FROM liquidacion_ordenes WHERE id_liquidacion = $1`,
    [id],
  );
  await db.query(
    `INSERT INTO liquidacion_impuestos (id_liquidacion, id_regimen, id_venta, base_imponible,
       alicuota_pb, monto)
     SELECT $1, 1, id_orden, importe_orden, 150, round(importe_orden * 0.015, 2)
       FROM liquidacion_ordenes WHERE id_liquidacion = $1 AND importe_orden >= 1000`,
    [id],
  );
  await db.query(
    `INSERT INTO liquidacion_impuestos (id_liquidacion, id_regimen, id_venta, base_imponible,
       alicuota_pb, monto)
     SELECT $1, 3, NULL, b, 300, round(b * 0.03, 2)
       FROM (SELECT (SELECT sum(importe_comision_neta) FROM liquidacion_ordenes
                      WHERE id_liquidacion = $1)
                  + (SELECT sum(importe) FROM liquidacion_fees WHERE id_liquidacion = $1) AS b) x`,
    [id],
  );
  // The header: the sums of its rows (DECISIONS 26).
  await db.query(
    `UPDATE liquidaciones l SET
        cantidad_ordenes = o.n, total_orden = o.io, comision_neta = o.cn, comision_total = o.ct,
        total_costo_fee_neto = f.fee, total_costo_fee = round(f.fee * 1.21, 2),
        total_retenciones = t.ret, total_percepcion = t.per,
        total_liquidacion = o.io - o.ct - round(f.fee * 1.21, 2) - t.ret - t.per
       FROM (SELECT count(*)::int AS n, sum(importe_orden) AS io, sum(importe_comision_neta) AS cn,
                    sum(importe_comision_total) AS ct
               FROM liquidacion_ordenes WHERE id_liquidacion = $1) o,
            (SELECT coalesce(sum(importe), 0) AS fee FROM liquidacion_fees
              WHERE id_liquidacion = $1) f,
            (SELECT coalesce(sum(monto) FILTER (WHERE id_venta IS NOT NULL), 0) AS ret,
                    coalesce(sum(monto) FILTER (WHERE id_venta IS NULL), 0) AS per
               FROM liquidacion_impuestos WHERE id_liquidacion = $1) t
      WHERE l.id_liquidacion = $1`,
    [id],
  );
  await db.exec('ANALYZE');
  return id;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-liq-pdf-'));
  let failed = false;
  // Loaded here, not at the top: the child that builds the PDF loads only what it needs.
  const { openPglite } = await import('../../src/server/db/db.ts');
  const { migrateAndSeed } = await import('./shared.ts');
  const { loadHeader } = await import('../../src/server/settlements/repository.ts');
  const { loadSettlementDocument } =
    await import('../../src/server/settlements/documents-content.ts');
  try {
    const db = await openPglite(dataDir);
    await migrateAndSeed(db);
    let t = performance.now();
    await addOrders(db);
    const id = await addSettlement(db);
    const setupMs = performance.now() - t;
    const h = await loadHeader(db, id);
    if (!h) throw new Error('sin liquidación');
    // The read, as the server does it (best of RUNS).
    const reads: number[] = [];
    let d: SettlementDocument | undefined;
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      d = await loadSettlementDocument(db, h);
      reads.push(performance.now() - t);
    }
    await db.close();
    if (!d) throw new Error('sin lectura');
    const file = path.join(dataDir, 'documento.json');
    await writeFile(file, JSON.stringify(d));
    const self = fileURLToPath(import.meta.url);
    const run = spawnSync(
      process.execPath,
      [...process.execArgv, self, '--child', file, process.env.BENCH_PDF ?? ''],
      { encoding: 'utf8', env: process.env, maxBuffer: 1 << 20 },
    );
    if (run.status !== 0) throw new Error(`el proceso hijo falló: ${run.stderr}`);
    const r = JSON.parse(run.stdout) as ChildResult;
    const read = Math.min(...reads);
    const build = Math.max(...r.ms);
    console.log(
      `Liquidación de ${String(d.orders.length)} órdenes, ${String(d.fees.length)} fees, ${String(d.taxes.length)} filas de impuestos (datos: ${setupMs.toFixed(0)} ms)`,
    );
    console.log(`lectura de la base (PGlite): ${reads.map((x) => x.toFixed(0)).join(' / ')} ms`);
    console.log(
      `PDF: ${r.ms.map((x) => x.toFixed(0)).join(' / ')} ms, ${String(r.pages)} páginas, ${(r.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(
      `pico de memoria del proceso que arma el PDF (maxRSS): ${r.maxRssMb.toFixed(0)} MB (${r.rssBeforeMb.toFixed(0)} MB antes de armarlo: Node, los módulos y las filas leídas)`,
    );
    console.log(`lectura + PDF (peor): ${(read + build).toFixed(0)} ms`);
    if (build > MAX_MS || read + build > MAX_MS) {
      console.error(`FALLA: más de ${String(MAX_MS)} ms`);
      failed = true;
    }
    if (r.maxRssMb > MAX_RSS_MB) {
      console.error(`FALLA: más de ${String(MAX_RSS_MB)} MB`);
      failed = true;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

if (process.argv[2] === '--child') await child(process.argv[3] ?? '', process.argv[4] || undefined);
else await main();

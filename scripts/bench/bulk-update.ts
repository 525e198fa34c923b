// The bulk prices-and-stock update of 000 §2.8 with a 10 000-row file, from upload to applied,
// next to SheetJS parsing the same file alone, in one run (issue 6 point 8, issue 37 point 4).
// On PGlite.
//
// Migrate, seed the demo data, give seller 1 ROWS more listings (one INSERT ... SELECT
// generate_series), build the SKU-seller update file of all of them with SheetJS (every row
// changes stock and price, so every row writes two notifications), then:
//   - SheetJS alone: XLSX.read of the file and a walk over its cells, RUNS times (the gauge of
//     how busy the machine is);
//   - through the real HTTP server, RUNS times: POST /PublicacionesExcel (upload and read:
//     worker thread, checks of every row) then PUT /api/Publicaciones/ActualizacionMasiva
//     (the transaction: 10 000 rows, audit rows, and the notifications queued), then waits
//     until the server has written the 20 000 notifications (migration 0029: after the
//     change has committed, by itself).
// Prints p50 and max in milliseconds of upload → applied (what the person waits for) and of
// applied → notifications written, and the CPU time the process spent from upload until the
// notifications were written (the server, and PGlite in it: the steadier figure on a busy
// machine).
//
// BENCH_ROOT=/path/to/another/checkout measures that tree's server too, in the same process and
// run, on a database of its own, the two taking turns (this tree first in odd runs, the other in
// even ones), and prints the ratio of the totals. Exits 1 when this tree's upload → applied p50
// is over BENCH_BULK_LIMIT_MS (1500 ms, issue 37 point 4; 0: never).
//
//   node --import tsx scripts/bench/bulk-update.ts      (BENCH_ROWS, BENCH_RUNS to change)
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as XLSX from 'xlsx';
import type { Db } from '../../src/server/db/db.ts';
import { plantillaHeaders } from '../../src/domain/listing-bulk.ts';
import { login } from '../../tests/api/helpers.ts';
import {
  catalogueOfFirstListing,
  migrateAndSeed,
  onPglite,
  percentile,
  startServer,
  type BenchPlace,
} from './shared.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIMIT_MS = Number(process.env.BENCH_BULK_LIMIT_MS ?? 1500);
const OTHER = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : undefined;

async function addListings(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO publicaciones (id_seller, titulo, sku_seller, sku_market, estado, stock,
                               precio_lista, precio_promocional, categoria, marca, alicuota_iva,
                               id_tipo_publicacion, imagen_principal)
    SELECT 1, 'Producto masivo ' || g, 'BULK-' || lpad(g::text, 8, '0'),
           'BLK' || lpad(g::text, 8, '0'), 1 + (g % 4), g % 50, 1000 + (g % 997), NULL,
           t.categoria, t.marca, 21, t.id_tipo_publicacion, t.imagen_principal
      FROM generate_series(1, ${String(ROWS)}) AS g
      ${catalogueOfFirstListing}`);
  await db.exec('ANALYZE');
}

/** The update file of round `round`: every listing gets a new stock and a new list price. */
function updateFile(round: number): Buffer {
  const rows: (string | number | null)[][] = [plantillaHeaders('skuSeller')];
  for (let g = 1; g <= ROWS; g++) {
    rows.push([
      `BULK-${String(g).padStart(8, '0')}`,
      `BLK${String(g).padStart(8, '0')}`,
      `Producto masivo ${String(g)}`,
      (g + round * 7) % 9000,
      2000 + round * 10 + (g % 500) + 0.5,
      null,
    ]);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Publicaciones');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const stats = (samples: number[]) => ({
  p50: percentile(samples, 0.5),
  max: percentile(samples, 1),
});

function parseAlone(file: Buffer): number {
  const t = performance.now();
  const wb = XLSX.read(file, { type: 'buffer', dense: true, sheets: 0 });
  const ws = wb.Sheets[wb.SheetNames[0] ?? ''];
  let cells = 0;
  for (const row of (ws?.['!data'] ?? []) as unknown[][]) cells += row.length;
  if (cells < ROWS) throw new Error('lectura incompleta');
  return performance.now() - t;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

/** One tree's server on a database of its own, and what its runs measured. */
interface Tree {
  label: string;
  db: Db;
  base: string;
  auth: { authorization: string };
  close: () => Promise<unknown>;
  read: number[];
  apply: number[];
  total: number[];
  /** From the PUT's answer until its last notification is written (migration 0029). */
  notified: number[];
  /** Upload until the last notification is written. */
  totalNotified: number[];
  cpu: number[];
  notifications: number;
  /** The tree queues a bulk change's notifications (migration 0029), to be written after it. */
  queues: boolean;
}

async function prepare(place: BenchPlace, label: string, root?: string): Promise<Tree> {
  const db = await place.db();
  await migrateAndSeed(db, `PGlite (${label})`, root);
  const t = performance.now();
  await addListings(db);
  console.log(
    `${String(ROWS)} publicaciones del seller 1 en ${(performance.now() - t).toFixed(0)} ms`,
  );
  const { app, base } = await startServer(db, place.dir, root);
  const { token } = await login(base, 'seller');
  const [queue] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.tables
      WHERE table_name = 'notificaciones_en_cola' AND table_schema = current_schema()`,
  );
  return {
    label,
    db,
    base,
    auth: { authorization: `Bearer ${token}` },
    close: () => app.close(),
    read: [],
    apply: [],
    total: [],
    notified: [],
    totalNotified: [],
    cpu: [],
    notifications: 0,
    queues: queue?.n === 1,
  };
}

/** Upload and apply `file` on `tree`'s server, checking what it answers and writes. */
async function run(tree: Tree, file: Buffer): Promise<void> {
  const count = async () =>
    (await tree.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notificaciones'))[0]?.n ??
    0;
  const before = await count();
  const body = new FormData();
  body.append('filename', 'precios.xlsx');
  body.append('idSeller', '1');
  body.append('ch_stock', 'true');
  body.append('ch_precioLista', 'true');
  body.append('ch_precioPromocional', 'false');
  body.append('filedata', new Blob([new Uint8Array(file)]), 'precios.xlsx');
  const cpu = process.cpuUsage();
  const t = performance.now();
  const res = await fetch(`${tree.base}/PublicacionesExcel`, {
    method: 'POST',
    headers: tree.auth,
    body,
  });
  const lectura = (await res.json()) as { listaExcel: unknown[]; error: boolean };
  const tRead = performance.now() - t;
  if (res.status !== 200 || lectura.error || lectura.listaExcel.length !== ROWS) {
    throw new Error(`${tree.label}: PublicacionesExcel ${String(res.status)}`);
  }
  const t2 = performance.now();
  const put = await fetch(`${tree.base}/api/Publicaciones/ActualizacionMasiva`, {
    method: 'PUT',
    headers: { ...tree.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      listaAtributos: lectura.listaExcel,
      ch_stock: true,
      ch_precioLista: true,
      ch_precioPromocional: false,
    }),
  });
  const result = (await put.json()) as { actualizadas?: number };
  const tApply = performance.now() - t2;
  const total = performance.now() - t;
  if (put.status !== 200 || result.actualizadas !== ROWS) {
    throw new Error(
      `${tree.label}: ActualizacionMasiva ${String(put.status)} ${JSON.stringify(result)}`,
    );
  }
  // The server writes the queued notifications by itself once the change has committed.
  const queued = async () =>
    (await tree.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notificaciones_en_cola'))[0]
      ?.n ?? 0;
  const waitUntil = performance.now() + 60_000;
  while (tree.queues && (await queued()) > 0) {
    if (performance.now() > waitUntil) throw new Error(`${tree.label}: notificaciones en cola`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const notified = performance.now() - t;
  const spent = cpuMs(cpu);
  tree.notifications = (await count()) - before;
  if (tree.notifications !== 2 * ROWS) {
    throw new Error(`${tree.label}: ${String(tree.notifications)} notificaciones`);
  }
  tree.read.push(tRead);
  tree.apply.push(tApply);
  tree.total.push(total);
  tree.notified.push(notified - total);
  tree.totalNotified.push(notified);
  tree.cpu.push(spent);
}

async function measure(trees: Tree[]): Promise<void> {
  const files = Array.from({ length: RUNS }, (_, i) => updateFile(i + 1));
  console.log(
    `archivo de ${String(ROWS)} filas: ${((files[0]?.length ?? 0) / 1024).toFixed(0)} kB`,
  );
  const alone: number[] = [];
  for (const f of files) parseAlone(f); // warm-up
  const load = [loadavg()[0] ?? 0];
  try {
    for (const [i, file] of files.entries()) {
      alone.push(parseAlone(file));
      for (const tree of i % 2 === 0 ? trees : [...trees].reverse()) await run(tree, file);
      alone.push(parseAlone(file));
    }
  } finally {
    for (const tree of trees) await tree.close();
  }
  load.push(loadavg()[0] ?? 0);

  const rows: [string, { p50: number; max: number }][] = [
    ['SheetJS solo: XLSX.read del archivo', stats(alone)],
  ];
  for (const tree of trees) {
    rows.push(
      [`${tree.label}: POST /PublicacionesExcel (subida y lectura)`, stats(tree.read)],
      [`${tree.label}: PUT /api/Publicaciones/ActualizacionMasiva`, stats(tree.apply)],
      [`${tree.label}: subida → aplicado (total)`, stats(tree.total)],
      [`${tree.label}: aplicado → notificaciones escritas`, stats(tree.notified)],
      [`${tree.label}: subida → notificaciones escritas`, stats(tree.totalNotified)],
      [`${tree.label}: CPU del proceso, subida → notificaciones`, stats(tree.cpu)],
    );
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(
    `\n${String(ROWS)} filas, PGlite, ${String(RUNS)} corridas (${String(RUNS * 2)} para SheetJS solo), ` +
      `carga ${load.map((l) => l.toFixed(1)).join(' → ')}`,
  );
  console.log(`${'medición'.padEnd(width)}   p50 ms    máx ms`);
  for (const [name, s] of rows) {
    console.log(
      `${name.padEnd(width)}  ${s.p50.toFixed(0).padStart(7)}  ${s.max.toFixed(0).padStart(8)}`,
    );
  }
  const [self, other] = trees;
  if (self && other) {
    const ratio = (f: (t: Tree) => number[]) =>
      (stats(f(self)).p50 / stats(f(other)).p50).toFixed(2);
    console.log(
      `${self.label} / ${other.label}: subida → aplicado ${ratio((t) => t.total)}x, ` +
        `subida → notificaciones ${ratio((t) => t.totalNotified)}x, CPU ${ratio((t) => t.cpu)}x`,
    );
  }
  console.log(
    `notificaciones creadas por corrida: ${String(self?.notifications ?? 0)} (stock y precio, una por publicación)`,
  );
  const p50 = stats(self?.total ?? []).p50;
  if (LIMIT_MS > 0 && p50 > LIMIT_MS) {
    console.log(
      `subida → aplicado p50 ${p50.toFixed(0)} ms > ${String(LIMIT_MS)} ms (issue 37 punto 4)`,
    );
    process.exitCode = 1;
  }
}

await onPglite('market-bench-bulk-', async (here) => {
  const self = await prepare(here, 'este árbol');
  if (OTHER === undefined) return measure([self]);
  return onPglite(
    'market-bench-bulk-other-',
    async (there) => {
      const other = await prepare(there, path.basename(OTHER), OTHER);
      return measure([self, other]);
    },
    OTHER,
  );
});

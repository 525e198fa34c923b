// The bulk prices-and-stock update of 000 §2.8 with a 10 000-row file, from upload to applied,
// next to SheetJS parsing the same file alone, in one run (issue 6 point 8). On PGlite.
//
// Migrate, seed the demo data, give seller 1 ROWS more listings (one INSERT ... SELECT
// generate_series), build the SKU-seller update file of all of them with SheetJS (every row
// changes stock and price, so every row writes two notifications), then:
//   - SheetJS alone: XLSX.read of the file and a walk over its cells, RUNS times;
//   - through the real HTTP server, RUNS times: POST /PublicacionesExcel (upload and read:
//     worker thread, checks of every row) then PUT /api/Publicaciones/ActualizacionMasiva
//     (the transaction: 10 000 rows, audit rows and notifications).
// Prints p50 and max in milliseconds.
//
//   node --import tsx scripts/bench/bulk-update.ts      (BENCH_ROWS, BENCH_RUNS to change)
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
} from './shared.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

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

await onPglite('market-bench-bulk-', async ({ dir: dataDir, db: open }) => {
  const db = await open();
  await migrateAndSeed(db, 'PGlite');
  let t = performance.now();
  await addListings(db);
  console.log(
    `${String(ROWS)} publicaciones del seller 1 en ${(performance.now() - t).toFixed(0)} ms`,
  );

  const files = Array.from({ length: RUNS }, (_, i) => updateFile(i + 1));
  console.log(
    `archivo de ${String(ROWS)} filas: ${((files[0]?.length ?? 0) / 1024).toFixed(0)} kB`,
  );

  const alone: number[] = [];
  for (const f of files) parseAlone(f); // warm-up
  for (let i = 0; i < RUNS * 2; i++) alone.push(parseAlone(files[i % files.length] as Buffer));

  const { app, base } = await startServer(db, dataDir);
  const { token } = await login(base, 'seller');
  const auth = { authorization: `Bearer ${token}` };

  const read: number[] = [];
  const apply: number[] = [];
  const total: number[] = [];
  let notifications = 0;
  try {
    for (const file of files) {
      const [before] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notificaciones',
      );
      const body = new FormData();
      body.append('filename', 'precios.xlsx');
      body.append('idSeller', '1');
      body.append('ch_stock', 'true');
      body.append('ch_precioLista', 'true');
      body.append('ch_precioPromocional', 'false');
      body.append('filedata', new Blob([new Uint8Array(file)]), 'precios.xlsx');
      t = performance.now();
      const res = await fetch(`${base}/PublicacionesExcel`, {
        method: 'POST',
        headers: auth,
        body,
      });
      const lectura = (await res.json()) as { listaExcel: unknown[]; error: boolean };
      const tRead = performance.now() - t;
      if (res.status !== 200 || lectura.error || lectura.listaExcel.length !== ROWS) {
        throw new Error(`PublicacionesExcel ${String(res.status)}`);
      }
      const t2 = performance.now();
      const put = await fetch(`${base}/api/Publicaciones/ActualizacionMasiva`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          listaAtributos: lectura.listaExcel,
          ch_stock: true,
          ch_precioLista: true,
          ch_precioPromocional: false,
        }),
      });
      const result = (await put.json()) as { actualizadas?: number };
      const tApply = performance.now() - t2;
      if (put.status !== 200 || result.actualizadas !== ROWS) {
        throw new Error(`ActualizacionMasiva ${String(put.status)} ${JSON.stringify(result)}`);
      }
      const [after] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notificaciones',
      );
      notifications = (after?.n ?? 0) - (before?.n ?? 0);
      read.push(tRead);
      apply.push(tApply);
      total.push(performance.now() - t);
    }
  } finally {
    await app.close();
  }

  const rows = [
    ['SheetJS solo: XLSX.read del archivo', stats(alone)],
    ['POST /PublicacionesExcel (subida y lectura)', stats(read)],
    ['PUT /api/Publicaciones/ActualizacionMasiva (aplicado)', stats(apply)],
    ['subida → aplicado (total)', stats(total)],
  ] as const;
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(
    `\n${String(ROWS)} filas, PGlite, ${String(RUNS)} corridas (${String(RUNS * 2)} para SheetJS solo)`,
  );
  console.log(`${'medición'.padEnd(width)}   p50 ms    máx ms`);
  for (const [name, s] of rows) {
    console.log(
      `${name.padEnd(width)}  ${s.p50.toFixed(0).padStart(7)}  ${s.max.toFixed(0).padStart(8)}`,
    );
  }
  console.log(
    `notificaciones creadas por corrida: ${String(notifications)} (stock y precio, una por publicación)`,
  );
});

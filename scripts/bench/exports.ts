// `npm run bench:exports`: 100 000 orders exported to xlsx through the export centre (issue 21
// point 6), on PGlite and (when one answers) on PostgreSQL, next to SheetJS alone writing the
// same number of rows of the same columns in one run.
//
// Each measured thing runs in a process of its own, whose peak resident memory (VmHWM of
// /proc/<pid>/status, the kernel's high-water mark) is read when it is done:
//   1. `prepare`: migrate, seed the demo data, add BENCH_ORDERS orders (set-based INSERT ...
//      SELECT generate_series: one or two product lines and one or two payment coupons each)
//      in a PGlite data dir or a PostgreSQL schema of their own; then it exits (PGlite's memory
//      of the load is not the server's).
//   2. `serve`: the real app (buildApp, its areas' jobs, the export centre's worker) on that
//      data, listening on a port. The parent logs in as moderador (the staff template, 35
//      columns), POSTs /api/Exportables/Exportaciones (tipo ordenes, no filter: every order),
//      polls GET /api/Exportables/Exportaciones every 100 ms until the job is 'lista', then
//      downloads it. Wall time: from the POST to the file in hand. The server's peak RSS is
//      its VmHWM: the whole process (PGlite lives inside it; PostgreSQL does not), the threads
//      that render the workbook's rows included (src/server/exports/sheet.ts). Should the
//      server start child processes, their VmHWM is sampled every 100 ms and shown apart, and
//      the target is checked on the sum. The CPU the server spent (all its threads) is printed:
//      on a busy machine a steadier figure than the wall clock.
//   3. `sheetjs`: SheetJS alone: the same number of rows under the same 35 columns, cells of
//      the same kinds and similar lengths, built in memory as a dense sheet and written with
//      one XLSX.write, as the export did before it streamed; its wall time and VmHWM.
//
// Prints a table; exit code 1 when an export is over the targets (≤ 10 s, ≤ 500 MB).
// Environment:
//   BENCH_ORDERS  orders to add (default 100 000)
//   BENCH_DB      pglite | postgresql | both (default both)
//   DATABASE_URL  PostgreSQL (default: the local server on 127.0.0.1:5432, database test)
//   BENCH_SHEETJS=0  without the run of SheetJS alone
//   BENCH_TRACE=1    the server's RSS every 100 ms while the file is built, and its main thread's
//                    heap (used/total) and external memory every 250 ms
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  migrateAndSeed,
  onPglite,
  onPostgres,
  orderLinesSql,
  printTable,
  productListingsSql,
  startServer,
} from './shared.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const WHICH = process.env.BENCH_DB ?? 'both';
/** BENCH_TRACE=1: the server's RSS (MB) every 100 ms while the file is built, on stderr. */
const TRACE = process.env.BENCH_TRACE === '1';
const MAX_SECONDS = 10;
const MAX_MB = 500;
const LISTINGS = 10_000;
const self = fileURLToPath(import.meta.url);
/**
 * The V8 settings `npm start` gives the server (package.json's start script: a young generation
 * of 4 MB semi-spaces and an old one that grows by 20 % after a collection), so that the server
 * measured here is the one that runs.
 */
const serverFlags = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((a) => /^--[\w-]+=/.test(a));

/** The process's peak resident memory in MB (VmHWM), or its current RSS when asked. */
async function memoryOf(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The CPU seconds (user + system) a process has spent so far (/proc/<pid>/stat, 100 Hz ticks). */
async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The processes a process started (esbuild's, for a moment, while it bundles a worker's script). */
async function childrenOf(pid: number): Promise<number[]> {
  const list = await readFile(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8').catch(
    () => '',
  );
  return list.split(' ').filter(Boolean).map(Number);
}

interface Where {
  kind: 'pglite' | 'postgresql';
  /** PGlite's data dir or PostgreSQL's URL. */
  target: string;
  schema?: string;
}

async function open(where: Where) {
  const { openPglite, openPostgres } = await import('../../src/server/db/db.ts');
  return where.kind === 'pglite'
    ? openPglite(where.target)
    : openPostgres(where.target, { schema: where.schema ?? 'public' });
}

// ---------------------------------------------------------------- child: prepare the data
async function prepare(where: Where): Promise<unknown> {
  const db = await open(where);
  try {
    await migrateAndSeed(db);
    await db.exec(`
      ${productListingsSql(LISTINGS)};
      INSERT INTO ordenes (id_seller, fecha, estado, estado_pago, fecha_facturacion, monto_venta,
                           monto_comision, id_plataforma, id_tipo_publicacion, cliente_nombre,
                           cliente_apellido, cliente_documento, cliente_email,
                           cliente_domicilio, cliente_numero, cliente_codigo_postal,
                           cliente_localidad, cliente_provincia, id_tipo_entrega,
                           entrega_domicilio, entrega_codigo_postal, entrega_localidad,
                           entrega_provincia, cuotas)
      SELECT 1 + (g % 3), now() - interval '365 days' + (g - 1) * (interval '365 days' / ${String(ORDERS)}),
             2, 'aprobado', now(), (1500 + (g::bigint * 7919) % 250000)::numeric(14, 2),
             round((1500 + (g::bigint * 7919) % 250000) * 0.12, 2), g % 3, t.id_tipo_publicacion,
             'Nombre' || (g % 97), 'Apellido' || (g % 89),
             (20000000 + (g::bigint * 7919) % 30000000)::text, 'comprador' || g || '@correo.com.ar',
             'Av. Siempreviva', (g % 3000)::text, '1414', 'Palermo',
             'Ciudad Autónoma de Buenos Aires', 1 + (g % 2), 'Av. Siempreviva ' || (g % 3000),
             '1414', 'Palermo', 'Ciudad Autónoma de Buenos Aires', 1 + (g % 6)
        FROM generate_series(1, ${String(ORDERS)}) AS g
        CROSS JOIN (SELECT id_tipo_publicacion FROM tipos_publicacion
                     ORDER BY id_tipo_publicacion LIMIT 1) AS t;
      ${orderLinesSql(LISTINGS)};
      INSERT INTO orden_cupones (id_orden, nro_plan, cuotas, tarjeta, monto_cuota, nro_cupon,
                                 id_adquiriente, id_transaccion)
      SELECT o.id_orden, n, o.cuotas, 'VISA', round(o.monto_venta / o.cuotas, 2),
             1 + (o.id_orden * n) % 9000, (SELECT min(id_adquiriente) FROM adquirientes),
             900000000 + o.id_orden * 2 + n
        FROM ordenes o CROSS JOIN generate_series(1, 2) AS n
       WHERE o.cliente_email LIKE 'comprador%@correo.com.ar' AND (n = 1 OR o.id_orden % 5 = 0);
    `);
    await db.exec('VACUUM ANALYZE ordenes, orden_items, orden_cupones, publicaciones');
    if (db.kind === 'postgresql') await db.exec('CHECKPOINT').catch(() => undefined);
    // The rows the staff file has: one per product line, one for an order without lines.
    const [r] = await db.query<{ ordenes: number; filas: number }>(
      `SELECT (SELECT count(*) FROM ordenes)::int AS ordenes,
              ((SELECT count(*) FROM orden_items i JOIN ordenes o USING (id_orden))
               + (SELECT count(*) FROM ordenes o
                   WHERE NOT EXISTS (SELECT 1 FROM orden_items i WHERE i.id_orden = o.id_orden)))::int
                AS filas`,
    );
    return r;
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------- child: the server
async function serve(where: Where, dataDir: string): Promise<void> {
  // Opened once the app's modules are loaded, as this server always started: opened first, its
  // peak while building 2 000 orders' file was about 100 MB higher, run after run.
  const { app, port, db } = await startServer(() => open(where), dataDir);
  process.send?.({ port });
  if (TRACE) {
    // The main thread's heap and what lives outside it (PGlite's memory is external).
    const mb = (n: number) => String(Math.round(n / 1e6));
    setInterval(() => {
      const u = process.memoryUsage();
      process.stderr.write(
        `[heap ${mb(u.heapUsed)}/${mb(u.heapTotal)} external ${mb(u.external)}] `,
      );
    }, 250).unref();
  }
  process.on('message', (m: { stop?: boolean }) => {
    if (m.stop) {
      void app
        .close()
        .then(() => db.close())
        .then(() => process.exit(0));
    }
  });
}

// ---------------------------------------------------------------- child: SheetJS alone
async function sheetjsAlone(rowCount: number): Promise<unknown> {
  const XLSX = await import('xlsx');
  const { staffOrderColumns } = await import('../../src/domain/exports.ts');
  const formats: Record<string, string | undefined> = {
    date: 'dd/mm/yyyy',
    dateTime: 'dd/mm/yyyy hh:mm',
    money: '0.00',
  };
  const t = performance.now();
  const data: import('xlsx').CellObject[][] = [
    staffOrderColumns.map((c) => ({ t: 's', v: c.header })),
  ];
  for (let r = 0; r < rowCount; r++) {
    const cells: import('xlsx').CellObject[] = [];
    staffOrderColumns.forEach((c, i) => {
      const kind: string = c.kind;
      if (kind === 'id' || kind === 'text') {
        cells[i] = { t: 's', v: `${c.field.slice(0, 8)} ${String((r * 7919 + i) % 100_000)}` };
      } else if (kind === 'date' || kind === 'dateTime') {
        cells[i] = { t: 'n', v: 46000 + r / 1000, z: formats[kind] };
      } else {
        const z = formats[kind];
        cells[i] = z ? { t: 'n', v: 1500 + ((r * 31) % 250_000) / 100, z } : { t: 'n', v: r };
      }
    });
    data.push(cells);
  }
  const sheet: import('xlsx').WorkSheet = { '!data': data };
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: data.length - 1, c: staffOrderColumns.length - 1 },
  });
  sheet['!cols'] = staffOrderColumns.map((c) => ({ wch: c.width }));
  sheet['!autofilter'] = { ref: sheet['!ref'] };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Ordenes');
  const out = XLSX.write(book, {
    type: 'base64',
    bookType: 'xlsx',
    compression: process.env.BENCH_COMPRESSION !== '0',
  }) as string;
  return {
    ms: performance.now() - t,
    bytes: Math.floor((out.length * 3) / 4),
    peakMB: process.resourceUsage().maxRSS / 1024,
  };
}

// ---------------------------------------------------------------- the parent
type ChildMessage = { result?: unknown; port?: number; error?: string };

function child(args: string[]): {
  pid: number;
  next: () => Promise<ChildMessage>;
  send: (m: unknown) => void;
  exited: Promise<number | null>;
  alive: () => boolean;
} {
  const c = fork(self, args, {
    execArgv: [...(args[0] === 'serve' ? serverFlags : []), '--import', 'tsx'],
    stdio: 'inherit',
  });
  const queue: ChildMessage[] = [];
  const waiters: ((m: ChildMessage) => void)[] = [];
  c.on('message', (m: ChildMessage) => {
    const w = waiters.shift();
    if (w) w(m);
    else queue.push(m);
  });
  let alive = true;
  const exited = new Promise<number | null>((resolve) =>
    c.on('exit', (code) => {
      alive = false;
      resolve(code);
    }),
  );
  void exited.then((code) => {
    for (const w of waiters.splice(0)) w({ error: `el proceso terminó (${String(code)})` });
  });
  return {
    pid: c.pid ?? 0,
    next: () =>
      new Promise<ChildMessage>((resolve) => {
        const m = queue.shift();
        if (m) resolve(m);
        else waiters.push(resolve);
      }),
    send: (m) => {
      if (alive) c.send(m as never);
    },
    exited,
    alive: () => alive,
  };
}

async function runChild(args: string[]): Promise<{ result: unknown; peakMB: number }> {
  const c = child(args);
  const m = await c.next();
  if (m.error) throw new Error(m.error);
  const peakMB = await memoryOf(c.pid);
  c.send({ stop: true });
  await c.exited;
  return { result: m.result, peakMB };
}

interface Row {
  what: string;
  orders: number;
  rows: number;
  seconds: number;
  peakMB: number;
  /** The peak of the server's child processes, if any (sampled every 100 ms). */
  writerMB: number;
  baseMB: number;
  fileMB: number;
  checked: boolean;
  /** Why it did not finish (the server process died, the job failed). */
  failed?: string;
}

async function exportThroughServer(label: string, where: Where, dataDir: string, rows: number) {
  const { login, call, download } = await import('../../tests/api/helpers.ts');
  const server = child(['serve', JSON.stringify(where), dataDir]);
  const m = await server.next();
  if (m.port === undefined) throw new Error(m.error ?? 'el servidor no arrancó');
  const base = `http://127.0.0.1:${String(m.port)}`;
  try {
    const { token } = await login(base, 'moderador');
    const baseMB = await memoryOf(server.pid);
    // Sampled while the job runs: what is known of the peak if the process dies.
    let peakSeen = baseMB;
    let writerMB = 0;
    // The CPU each process spent: on a busy machine a steadier figure than the wall clock.
    const serverCpu0 = await cpuOf(server.pid);
    const writerCpu = new Map<number, number>();
    const sampleWriter = async () => {
      for (const pid of await childrenOf(server.pid)) {
        writerMB = Math.max(writerMB, await memoryOf(pid).catch(() => 0));
        writerCpu.set(pid, await cpuOf(pid).catch(() => writerCpu.get(pid) ?? 0));
      }
    };
    const t = performance.now();
    const created = await call(base, 'POST', '/api/Exportables/Exportaciones', {
      token,
      json: { tipo: 'ordenes' },
    });
    if (created.status !== 200) throw new Error(`POST: ${JSON.stringify(created.body)}`);
    const { idExportacion, cantidad } = created.body as { idExportacion: number; cantidad: number };
    /** This export's row of the table, from what was measured. */
    const row = (measured: Pick<Row, 'seconds' | 'peakMB' | 'fileMB' | 'failed'>): Row => ({
      what: `${label}: centro de exportaciones (HTTP)`,
      orders: cantidad,
      rows,
      writerMB,
      baseMB,
      checked: true,
      ...measured,
    });
    let seen = -1;
    for (;;) {
      if (!server.alive()) {
        return row({
          seconds: (performance.now() - t) / 1000,
          peakMB: peakSeen,
          fileMB: 0,
          failed: `el proceso del servidor terminó (${String(await server.exited)}) durante la exportación`,
        });
      }
      peakSeen = Math.max(peakSeen, await memoryOf(server.pid).catch(() => 0));
      if (TRACE) process.stderr.write(`${Math.round(await memoryOf(server.pid, 'VmRSS'))} `);
      await sampleWriter();
      const list = await call(base, 'GET', '/api/Exportables/Exportaciones', { token }).catch(
        () => null,
      );
      if (list === null) {
        // The server did not answer: it is dying (the loop's next turn says so) or it was busy.
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      const job = (
        list.body as {
          exportaciones: { idExportacion: number; estado: string; progreso: number }[];
        }
      ).exportaciones.find((e) => e.idExportacion === idExportacion);
      if (!job) throw new Error('la exportación no aparece en Mis exportaciones');
      if (job.estado === 'error') throw new Error('la exportación falló');
      if (job.estado === 'pendiente' && job.progreso === 0 && seen > 0) {
        throw new Error('la exportación volvió a la cola (falló un intento)');
      }
      if (job.estado === 'lista') break;
      if (job.progreso !== seen && job.progreso > 0) seen = job.progreso;
      await new Promise((r) => setTimeout(r, 100));
    }
    const built = performance.now();
    // The peak while the file was being built (VmHWM is the whole run's, download included).
    const builtMB = await memoryOf(server.pid);
    const file = await download(
      base,
      `/api/Exportables/Exportaciones/Descargar?idExportacion=${String(idExportacion)}`,
      { token },
    );
    if (file.status !== 200) throw new Error(`Descargar: ${String(file.status)}`);
    const { bytes } = file;
    if (bytes.subarray(0, 2).toString() !== 'PK') throw new Error('el archivo no es un xlsx');
    const seconds = (performance.now() - t) / 1000;
    const peakMB = await memoryOf(server.pid);
    const cpu = `CPU servidor ${((await cpuOf(server.pid)) - serverCpu0).toFixed(1)} s, escritor ${[
      ...writerCpu.values(),
    ]
      .reduce((a, b) => a + b, 0)
      .toFixed(
        1,
      )} s (hasta su última muestra), carga ${(await readFile('/proc/loadavg', 'utf8')).split(' ')[0] ?? '?'}`;
    console.log(`  ${label}: ${cpu}`);
    console.log(
      `  ${label}: ${String(cantidad)} órdenes; armado ${((built - t) / 1000).toFixed(1)} s, descargado ${seconds.toFixed(1)} s; ${(bytes.length / 1e6).toFixed(1)} MB; RSS al empezar ${baseMB.toFixed(0)} MB, pico al armar ${builtMB.toFixed(0)} MB, pico ${peakMB.toFixed(0)} MB, escritor ${writerMB.toFixed(0)} MB`,
    );
    return row({ seconds, peakMB, fileMB: bytes.length / 1e6 });
  } finally {
    server.send({ stop: true });
    await server.exited;
  }
}

async function benchOn(label: string, where: Where, dataDir: string): Promise<Row[]> {
  process.stdout.write(`${label}: datos (${String(ORDERS)} órdenes)... `);
  const t = performance.now();
  const prepared = await runChild(['prepare', JSON.stringify(where)]);
  const { ordenes, filas } = prepared.result as { ordenes: number; filas: number };
  console.log(
    `${((performance.now() - t) / 1000).toFixed(0)} s: ${String(ordenes)} órdenes, ${String(filas)} filas`,
  );
  return [await exportThroughServer(label, where, dataDir, filas)];
}

async function main(): Promise<void> {
  const results: Row[] = [];
  let rowsForSheetjs = 0;
  // The server opens the database in a process of its own: here it is opened only to drop the
  // PostgreSQL schema after.
  if (WHICH !== 'postgresql') {
    results.push(
      ...(await onPglite('bench-exports-', ({ dir }) =>
        benchOn('PGlite', { kind: 'pglite', target: path.join(dir, 'db') }, dir),
      )),
    );
  }
  if (WHICH !== 'pglite') {
    const schema = `bench_${String(process.pid)}`;
    const onPg = await onPostgres('bench-exports-pg-', schema, ({ dir, url }) =>
      benchOn('PostgreSQL', { kind: 'postgresql', target: url, schema }, dir),
    );
    if (onPg) results.push(...onPg);
  }
  // BENCH_SHEETJS=0 leaves SheetJS alone out (it takes about half a minute).
  if (process.env.BENCH_SHEETJS !== '0') {
    rowsForSheetjs = results[0]?.rows ?? ORDERS;
    process.stdout.write(`SheetJS solo (${String(rowsForSheetjs)} filas)... `);
    const alone = await runChild(['sheetjs', String(rowsForSheetjs)]);
    const a = alone.result as { ms: number; bytes: number; peakMB: number };
    console.log(`${(a.ms / 1000).toFixed(1)} s`);
    results.push({
      what: 'SheetJS solo, un XLSX.write (mismas filas y columnas)',
      orders: results[0]?.orders ?? ORDERS,
      rows: rowsForSheetjs,
      seconds: a.ms / 1000,
      peakMB: Math.max(a.peakMB, alone.peakMB),
      writerMB: 0,
      baseMB: 0,
      fileMB: a.bytes / 1e6,
      checked: false,
    });
  }

  const header = [
    'qué',
    'órdenes',
    'filas',
    'segundos',
    'RSS pico MB',
    'escritor pico MB',
    'suma MB',
    'RSS inicial MB',
    'xlsx MB',
  ];
  const table = [
    header,
    ...results.map((r) => [
      r.what,
      String(r.orders),
      String(r.rows),
      r.failed ? `${r.seconds.toFixed(1)} (falló)` : r.seconds.toFixed(1),
      r.peakMB.toFixed(0),
      r.writerMB ? r.writerMB.toFixed(0) : '-',
      (r.peakMB + r.writerMB).toFixed(0),
      r.baseMB ? r.baseMB.toFixed(0) : '-',
      r.fileMB.toFixed(1),
    ]),
  ];
  console.log(`\nExportación de órdenes (plantilla staff, 35 columnas) a xlsx:`);
  printTable(table);
  for (const r of results.filter((x) => x.failed))
    console.log(`\n  ${r.what}: FALLÓ: ${r.failed ?? ''}`);
  const over = results.filter(
    (r) => r.checked && (r.failed || r.seconds > MAX_SECONDS || r.peakMB + r.writerMB > MAX_MB),
  );
  if (over.length > 0) {
    console.log(`\nFuera del objetivo (≤ ${String(MAX_SECONDS)} s, ≤ ${String(MAX_MB)} MB):`);
    for (const r of over)
      console.log(
        `  ${r.what}: ${r.seconds.toFixed(1)} s, ${(r.peakMB + r.writerMB).toFixed(0)} MB`,
      );
    process.exitCode = 1;
  } else {
    console.log(`\nDentro del objetivo (≤ ${String(MAX_SECONDS)} s, ≤ ${String(MAX_MB)} MB).`);
  }
}

const [mode, arg1, arg2] = process.argv.slice(2);
const reply = (m: ChildMessage) => process.send?.(m);
const fail = (err: unknown) => {
  reply({ error: String(err) });
  process.exit(1);
};
/** A child that measures one thing: its result to the parent, then it waits to be let go. */
const replyWith = (work: Promise<unknown>) =>
  work.then((result) => {
    reply({ result });
    process.on('message', () => process.exit(0));
  }, fail);
if (mode === 'prepare') {
  void replyWith(prepare(JSON.parse(arg1 ?? '{}') as Where));
} else if (mode === 'serve') {
  serve(JSON.parse(arg1 ?? '{}') as Where, arg2 ?? tmpdir()).catch(fail);
} else if (mode === 'sheetjs') {
  void replyWith(sheetjsAlone(Number(arg1)));
} else {
  await main();
}

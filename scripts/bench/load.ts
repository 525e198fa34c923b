// `npm run bench:load`: many people at once (issue 37 point 1). The server `npm start` runs
// (src/server/main.ts, with the V8 flags of package.json's start script, the log level and the
// demo data of a first start) in a process of its own, on PGlite and on PostgreSQL, loaded by
// autocannon (a maintained load generator, in this process) with BENCH_CONNECTIONS connections
// at once. In one run, for each database:
//   1. `GET /api/health` of a bare Fastify app (a process of its own, nothing registered but
//      that route and its answer): the ceiling of this machine for one Node process;
//   2. `GET /api/health` of the server (it asks the database `SELECT 1`);
//   3. a tiny call with a session (`GET /api/Tipos/Publicacion`, moderador);
//   4. an orders page (`GET /api/Ordenes`, moderador, the screen's default filter);
//   5. the mix: the busy screens of six roles (categoria, moderador, selleradmin, seller,
//      proveedor, contable) as the screens call them (the calls were read off Chromium opening
//      each screen: the bell, the dashboard, orders, listings, rebates, sellers, novedades,
//      settlements, the supplier's orders, the top bar's user), each call as likely as any
//      other, plus 10 % writes (a new novedad, as /Novedades/Nueva sends it).
// First, every demo user logs in and the server rests 5 s: its RSS then is the memory at rest
// (issue 37 point 4: ≤ 250 MB). Each line: answers/s, p50/p95/p99 in ms (every answer's time, read from autocannon's
// 'response' event), errors (connection errors, timeouts and answers other than 2xx), the
// server's CPU over the run (user + system, all its threads) and its RSS at the end, and the
// ratio of answers/s to the bare app's. After the mix the novedades are counted: every write
// answered 200 must be there.
//
// Exit code 1 on any error or lost write. The targets of issue 37 (health ≥ 0.6x the bare app,
// the tiny call ≥ 0.4x, the mix's p95 ≤ 150 ms on PostgreSQL) are printed beside the figures,
// not enforced: a busy machine moves them.
// Environment:
//   BENCH_CONNECTIONS  connections at once (default 40)
//   BENCH_SECONDS      seconds of the mix (default 60)
//   BENCH_PROBE_SECONDS seconds of each single-route run (default 15)
//   BENCH_DB           pglite | postgresql | both (default both)
//   DATABASE_URL       a PostgreSQL server (default: the local one on 127.0.0.1:5432); the bench
//                      creates a database of its own on it and drops it after
//   WEB_CONCURRENCY    passed to the server (processes per database, where it supports them)
//   BENCH_NODE_FLAGS   more flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
//                      (a CPU profile of each server, written when it stops: the flame graph of
//                      where each call's time goes)
//   BENCH_ONLY         the runs to make, by the start of their names, comma-separated (e.g.
//                      `mezcla`; `sola` is the table of each call alone)
//   BENCH_ALONE        how many times each call is made alone (default 15)
//   BENCH_PGLITE_WORKER the values of PGLITE_WORKER to measure PGlite with, comma-separated, one
//                      after the other in this run (e.g. `0,1`: PGlite in the server's thread,
//                      then in a worker thread; default: the server's own default)
//   BENCH_STARTS       how many times each server is started (default 1; with `0,1` above the
//                      starts alternate): with BENCH_ONLY=reposo, the memory at rest of each
//                      start and their median
//   BENCH_ROOT         the checkout whose server is measured (default this one): a git worktree
//                      of an earlier commit, with this node_modules linked in, measures the
//                      server as it was, in the same run of the machine
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { answers, daysAgo, percentile, printTable } from './shared.ts';
import { todayInMarket } from '../../src/domain/dates.ts';
import { sessionThroughApi } from '../../tests/e2e/api-login.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PROBE_SECONDS = Number(process.env.BENCH_PROBE_SECONDS ?? 15);
/** How long the server rests after the logins before its memory is read. */
const REST_MS = 5_000;
const WHICH = process.env.BENCH_DB ?? 'both';
const root = path.resolve(import.meta.dirname, '../..');
const serverRoot = path.resolve(process.env.BENCH_ROOT ?? root);

/**
 * The node flags of the measured checkout's start script (V8's settings, with a value or
 * without), so that the server measured is the one `npm start` runs there; not `--import tsx`
 * and the script, which are given below.
 */
const serverFlags = (
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((a) => /^--[\w-]+(=\S+)?$/.test(a) && a !== '--import');

/**
 * The environment npm start gives the server (scripts/launch.js: glibc's allocator settings),
 * read from the measured checkout (none before it had them).
 */
const launcher = path.join(serverRoot, 'scripts/launch.js');
const serverEnv: Record<string, string> = existsSync(launcher)
  ? ((
      (await import(pathToFileURL(launcher).href)) as { SERVER_MALLOC_ENV?: Record<string, string> }
    ).SERVER_MALLOC_ENV ?? {})
  : {};

// ---- processes ------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Served {
  child: ChildProcess;
  base: string;
  stop: () => Promise<void>;
}

/** Starts `args` with node and waits for `ready` on its stdout (its other output is dropped). */
async function serve(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-4000);
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out = (out + d.toString()).slice(-4000);
      if (ready.test(out)) {
        // From here on its output (a log line per request at info level) is read and dropped,
        // as a terminal or a log collector would take it.
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`el servidor terminó (${String(code)}) antes de estar listo:\n${err}`));
    });
  });
  return {
    child,
    base: `http://127.0.0.1:${String(port)}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The process and its children (the API processes of WEB_CONCURRENCY). */
async function familyOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return [pid, ...children];
}

/** CPU seconds (user + system, every thread) the process and its children have spent so far. */
async function cpuOf(pid: number): Promise<number> {
  let total = 0;
  for (const p of await familyOf(pid)) {
    const stat = await readFile(`/proc/${String(p)}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  }
  return total;
}

/** The resident memory of the process and its children now, in MB. */
async function rssOf(pid: number): Promise<number> {
  let total = 0;
  for (const p of await familyOf(pid)) {
    const status = await readFile(`/proc/${String(p)}/status`, 'utf8').catch(() => '');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }
  return total;
}

// ---- sessions and the mix -------------------------------------------------------------------

interface Call {
  usuario: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * The calls each role's busy screens make as they open (read off Chromium: every screen also
 * asks the top bar's user, and the staff and sellers' screens the bell).
 */
function screenCalls(ids: Record<string, number>): Call[] {
  const today = todayInMarket();
  const orders = `NumeroPagina=1&CantidadPagina=10&FechaDesde=${daysAgo(30)}&FechaHasta=${today}`;
  const listings = `Stock=0&NumeroPagina=1&CantidadPagina=10&FechaDesde=${daysAgo(14)}&FechaHasta=${today}`;
  const novedades = `buscaTodo=1&numeroPagina=1&cantidadPagina=10&fechaDesde=${daysAgo(60)}&fechaHasta=${today}`;
  const settlements = `numeroPagina=1&cantidadPagina=10&fechaDesde=${daysAgo(360)}&fechaHasta=${today}`;
  const calls: Call[] = [];
  const add = (usuario: string, method: 'GET' | 'POST', p: string, body?: unknown) =>
    calls.push({ usuario, method, path: p, ...(body === undefined ? {} : { body }) });
  const bell = (u: string, tipo: number, idSeller: number | null) =>
    add(u, 'POST', '/api/Landing/Notificaciones/Total', { idSeller, tipoUsuario: tipo });
  const dashboard = (u: string, tipo: number, idSeller: number) =>
    add(u, 'POST', '/api/Landing/Dashboard/Totalizadores', {
      fechaDesde: today,
      verMes: false,
      tipoUser: tipo,
      idSeller,
    });
  const me = (u: string) => add(u, 'GET', `/api/Usuarios/Obtener?idUsuario=${String(ids[u])}`);
  // Staff: categoria (1) and moderador (2).
  for (const [u, tipo] of [
    ['categoria', 1],
    ['moderador', 2],
  ] as const) {
    bell(u, tipo, null);
    dashboard(u, tipo, 0);
    me(u);
    add(u, 'GET', `/api/Publicaciones?${listings}`);
    add(u, 'GET', '/api/Publicaciones/Encabezados');
    add(u, 'GET', '/api/Rebates/Gestion?NumeroPagina=1&CantidadPagina=10');
  }
  add('moderador', 'GET', `/api/Ordenes?${orders}`);
  add('moderador', 'GET', '/api/Seller/Listar?numeroPagina=1&cantidadPagina=10');
  add('moderador', 'GET', '/api/Novedades/Estados');
  add('moderador', 'GET', `/api/Novedades/Buscar?${novedades}`);
  add('moderador', 'GET', '/api/Seller/TraerSellerLiquidaciones');
  add('moderador', 'GET', `/api/Liquidaciones/LiquidacionesBusqueda?${settlements}`);
  // The seller's people: selleradmin (3) and seller (4), of seller 1.
  for (const [u, tipo] of [
    ['selleradmin', 3],
    ['seller', 4],
  ] as const) {
    bell(u, tipo, 1);
    dashboard(u, tipo, 1);
    me(u);
    add(u, 'GET', '/api/Seller/Obtener?idSeller=1');
    add(u, 'GET', `/api/Ordenes?${orders}`);
    add(u, 'GET', `/api/Publicaciones?${listings}&IdSeller=1`);
    add(u, 'GET', '/api/Publicaciones/Encabezados?IdSeller=1');
  }
  add('selleradmin', 'GET', '/api/Rebates/Gestion?NumeroPagina=1&CantidadPagina=10');
  add('selleradmin', 'GET', `/api/Liquidaciones/LiquidacionesBusqueda?${settlements}`);
  // The supplier (7) and accounting (8).
  dashboard('proveedor', 7, 0);
  me('proveedor');
  add('proveedor', 'POST', '/api/Ordenes/VentasVerdes/Buscar', {
    numeroPagina: 1,
    cantidadPagina: 10,
    idProveedor: null,
    idEstado: null,
    idOrden: null,
    documento: null,
    apellido: null,
    fechaDesde: null,
    fechaHasta: null,
  });
  me('contable');
  add('contable', 'GET', '/api/Seller/TraerSellerLiquidaciones');
  add('contable', 'GET', '/api/Liquidaciones/TraerEstadosLiquidaciones');
  add('contable', 'GET', `/api/Liquidaciones/LiquidacionesBusqueda?${settlements}`);
  return calls;
}

// ---- one run of autocannon ------------------------------------------------------------------

interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cpu: number;
  rss: number;
  /** Writes answered 200 (the mix). */
  writes: number;
  /** Answers other than 2xx: 'status method path' and how many. */
  refused: Map<string, number>;
}

type Pick = () => { method: 'GET' | 'POST'; path: string; token?: string; body?: unknown };

async function load(
  name: string,
  base: string,
  pid: number,
  seconds: number,
  pick: Pick,
): Promise<Figures> {
  const times: number[] = [];
  let writes = 0;
  const refused = new Map<string, number>();
  const cpuBefore = await cpuOf(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (req, context: { write?: boolean; call?: string }) => {
              const c = pick();
              context.write = c.method === 'POST' && c.path === '/api/Liquidaciones/CrearNovedad';
              context.call = `${c.method} ${c.path.split('?')[0] ?? ''}`;
              return {
                ...req,
                method: c.method,
                path: c.path,
                headers: {
                  ...(c.token === undefined ? {} : { authorization: `Bearer ${c.token}` }),
                  ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
              };
            },
            onResponse: (status, body, context: { write?: boolean; call?: string }) => {
              if (context.write === true && status === 200) writes++;
              if (status >= 300) {
                const key = `${String(status)} ${context.call ?? ''} ${body.slice(0, 120)}`;
                refused.set(key, (refused.get(key) ?? 0) + 1);
              }
            },
          },
        ],
      },
      (error: unknown, done: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        else resolve(done);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  const cpu = (await cpuOf(pid)) - cpuBefore;
  return {
    name,
    perSecond: result.requests.total / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    cpu,
    rss: await rssOf(pid),
    writes,
    refused,
  };
}

// ---- each call alone ----------------------------------------------------------------------

/**
 * Each call of the mix alone, one at a time (BENCH_ALONE times, the median): what a call costs
 * the server and the database without waiting in a queue, to tell which calls the mix spends
 * its time on (the median times how often the mix makes the call).
 */
async function alone(base: string, calls: readonly Call[], token: (u: string) => string) {
  const times = Number(process.env.BENCH_ALONE ?? 15);
  const rows: { call: string; median: number; share: number }[] = [];
  const counts = new Map<string, { call: Call; n: number }>();
  for (const c of calls) {
    const key = `${c.method} ${c.path.split('?')[0] ?? ''}`;
    const seen = counts.get(key);
    if (seen) seen.n++;
    else counts.set(key, { call: c, n: 1 });
  }
  for (const [key, { call, n }] of counts) {
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: {
          authorization: `Bearer ${token(call.usuario)}`,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      await res.arrayBuffer();
      samples.push(performance.now() - started);
    }
    const median = percentile(samples, 0.5);
    rows.push({ call: key, median, share: median * n });
  }
  const total = rows.reduce((sum, r) => sum + r.share, 0);
  rows.sort((a, b) => b.share - a.share);
  console.log(`  cada llamada sola (mediana de ${String(times)}), por su parte en la mezcla:`);
  printTable(
    [
      ['llamada', 'ms', 'parte'],
      ...rows.map((r) => [
        r.call,
        r.median.toFixed(1),
        `${((r.share / total) * 100).toFixed(0)} %`,
      ]),
    ],
    '    ',
  );
}

// ---- one database ---------------------------------------------------------------------------

async function onDatabase(label: string, env: NodeJS.ProcessEnv, dir: string) {
  console.log(`\n${label}: el servidor de npm start (migraciones y datos de demo)...`);
  const server = await serve(
    [
      ...serverFlags,
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
      '--import',
      'tsx',
      path.join(serverRoot, 'src/server/main.ts'),
    ],
    { ...serverEnv, ...env, DATA_DIR: dir, WEB_DIR: path.join(dir, 'sin-web') },
    /Market back-office en/,
  );
  const bare = await serve(
    [...serverFlags, '--import', 'tsx', import.meta.filename, 'bare'],
    {},
    /listo/,
  );
  try {
    const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
    const chosen = (name: string) => only.length === 0 || only.some((o) => name.startsWith(o));
    const sessions: Record<string, { token: string; idUsuario: number }> = {};
    // Every demo user logs in (the six of the mix keep their sessions), then the server rests.
    const { demoUsers } = await import('../../src/server/db/seed/platform.ts');
    for (const { usuario } of demoUsers) {
      const s = await sessionThroughApi(server.base, usuario);
      sessions[usuario] = { token: s.token, idUsuario: (s.user as { userId: number }).userId };
    }
    let atRest: number | undefined;
    if (chosen('reposo')) {
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      atRest = await rssOf(server.child.pid ?? 0);
      console.log(
        `  en reposo, tras el login de los ${String(demoUsers.length)} usuarios demo: ` +
          `RSS ${atRest.toFixed(0)} MB (meta ≤ 250 MB)`,
      );
    }
    const token = (u: string) => sessions[u]?.token ?? '';
    const calls = screenCalls(
      Object.fromEntries(Object.entries(sessions).map(([u, s]) => [u, s.idUsuario])),
    );
    const concepts = (await (
      await fetch(`${server.base}/api/Novedades/Conceptos`, {
        headers: { authorization: `Bearer ${token('moderador')}` },
      })
    ).json()) as { listaConceptoNovedades: { idTipoNovedad: number }[] };
    const idTipoNovedad = concepts.listaConceptoNovedades[0]?.idTipoNovedad;
    const count = async () => {
      const res = await fetch(
        `${server.base}/api/Novedades/Buscar?buscaTodo=1&numeroPagina=1&cantidadPagina=1&fechaDesde=${daysAgo(1)}&fechaHasta=${todayInMarket()}`,
        { headers: { authorization: `Bearer ${token('moderador')}` } },
      );
      const body = (await res.json()) as { cantidadTotal: number };
      return body.cantidadTotal;
    };

    const rows: Figures[] = [];
    const run = async (name: string, target: Served, seconds: number, pick: Pick) => {
      if (!chosen(name)) return undefined;
      const figures = await load(name, target.base, target.child.pid ?? 0, seconds, pick);
      rows.push(figures);
      return figures;
    };
    const bareRun = await run('health, Fastify solo', bare, PROBE_SECONDS, () => ({
      method: 'GET',
      path: '/api/health',
    }));
    const health = await run('health', server, PROBE_SECONDS, () => ({
      method: 'GET',
      path: '/api/health',
    }));
    const tiny = await run('con sesión, mínima', server, PROBE_SECONDS, () => ({
      method: 'GET',
      path: '/api/Tipos/Publicacion',
      token: token('moderador'),
    }));
    const ordersPath =
      calls.find((c) => c.usuario === 'moderador' && c.path.startsWith('/api/Ordenes?'))?.path ??
      '';
    await run('órdenes, una página', server, PROBE_SECONDS, () => ({
      method: 'GET',
      path: ordersPath,
      token: token('moderador'),
    }));
    if (chosen('sola')) await alone(server.base, calls, token);
    const before = await count();
    let n = 0;
    const mix = await run('mezcla de 6 roles', server, SECONDS, () => {
      n++;
      if (n % 10 === 0) {
        return {
          method: 'POST',
          path: '/api/Liquidaciones/CrearNovedad',
          token: token('moderador'),
          body: {
            fecha: todayInMarket(),
            idSeller: 1 + (n % 3),
            idTipoNovedad,
            importe: 1000 + (n % 997),
          },
        };
      }
      const c = calls[Math.floor(Math.random() * calls.length)] as Call;
      return { method: c.method, path: c.path, token: token(c.usuario), body: c.body };
    });
    const after = await count();
    // A write still in flight when the run ends is kept but not counted as answered.
    const lost = Math.max(0, (mix?.writes ?? 0) - (after - before));
    const ratio = (f: Figures | undefined) =>
      f && bareRun ? (f.perSecond / bareRun.perSecond).toFixed(2) : '–';
    if (rows.length > 0)
      printTable([
        [
          '',
          'resp./s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'errores',
          'CPU s',
          'RSS MB',
          'x Fastify solo',
        ],
        ...rows.map((r) => [
          r.name,
          r.perSecond.toFixed(0),
          r.p50.toFixed(0),
          r.p95.toFixed(0),
          r.p99.toFixed(0),
          String(r.errors),
          r.cpu.toFixed(1),
          r.rss.toFixed(0),
          ratio(r),
        ]),
      ]);
    for (const r of rows) {
      for (const [what, times] of r.refused) console.log(`  ${r.name}: ${String(times)} × ${what}`);
    }
    if (mix) {
      console.log(
        `  escrituras: ${String(mix.writes)} respondidas 200, ${String(after - before)} guardadas` +
          (lost === 0 ? ' (ninguna perdida)' : ` (${String(lost)} perdidas)`),
      );
    }
    if (rows.length > 0)
      console.log(
        `  metas (issue 37): health ≥ 0,6x (${ratio(health)}), con sesión ≥ 0,4x (${ratio(tiny)}), ` +
          `mezcla p95 ≤ 150 ms en PostgreSQL (${mix ? mix.p95.toFixed(0) : '–'} ms)`,
      );
    return { failed: rows.some((r) => r.errors > 0) || lost !== 0, atRest };
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
}

async function main() {
  let failed = false;
  console.log(
    `bench:load: ${String(CONNECTIONS)} conexiones; mezcla ${String(SECONDS)} s, el resto ${String(PROBE_SECONDS)} s cada una` +
      (process.env.WEB_CONCURRENCY ? `; WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY}` : ''),
  );
  if (WHICH === 'pglite' || WHICH === 'both') {
    const variants = (process.env.BENCH_PGLITE_WORKER ?? '').split(',').filter(Boolean);
    const starts = Number(process.env.BENCH_STARTS ?? 1);
    const rests = new Map<string, number[]>();
    for (let i = 0; i < starts; i++) {
      for (const v of variants.length > 0 ? variants : [undefined]) {
        const dir = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
        const label = v === undefined ? 'PGlite' : `PGlite, PGLITE_WORKER=${v}`;
        try {
          const done = await onDatabase(
            label,
            { DATABASE_URL: '', ...(v === undefined ? {} : { PGLITE_WORKER: v }) },
            dir,
          );
          failed = done.failed || failed;
          if (done.atRest !== undefined)
            rests.set(label, [...(rests.get(label) ?? []), done.atRest]);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
    }
    if (starts > 1) {
      for (const [label, mb] of rests) {
        console.log(
          `${label}: RSS en reposo de ${String(mb.length)} arranques: mediana ${percentile(mb, 0.5).toFixed(0)} MB, ` +
            `de ${Math.min(...mb).toFixed(0)} a ${Math.max(...mb).toFixed(0)} MB (${mb.map((x) => x.toFixed(0)).join(', ')})`,
        );
      }
    }
  }
  if (WHICH === 'postgresql' || WHICH === 'both') {
    const url =
      process.env.DATABASE_URL ||
      ((await answers('127.0.0.1', 5432)) ? 'postgres://root@127.0.0.1:5432/test' : undefined);
    if (!url) {
      console.log('PostgreSQL: no hay servidor (DATABASE_URL o 127.0.0.1:5432); se omite.');
    } else {
      const name = `bench_load_${String(process.pid)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const own = new URL(url);
      own.pathname = `/${name}`;
      const dir = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
      try {
        failed =
          (await onDatabase('PostgreSQL', { DATABASE_URL: own.toString() }, dir)).failed || failed;
      } finally {
        await rm(dir, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  }
  process.exit(failed ? 1 : 0);
}

// ---- which process this is ---------------------------------------------------------------

if (process.argv[2] === 'bare') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/api/health', () => ({ estado: 'ok', baseDeDatos: 'ninguna' }));
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  console.log('listo');
} else {
  await main();
}

// The process as `npm start` runs it: first start creates, migrates and seeds the embedded
// database in DATA_DIR; SIGTERM finishes what is in flight and closes the database; a
// second start on the same DATA_DIR keeps the data.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPglite } from '../../src/server/db/db.ts';
import { call, databaseUrl, login, type LoginResponse } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('sin puerto'));
      });
    });
  });
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

async function start(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The test reads the log of calls as they arrive (debug level) to know when they are taken.
      LOG_LEVEL: 'debug',
      DATABASE_URL: '',
      WEB_CONCURRENCY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A ceiling that only catches a hang (issue 34 point 16), as the browser tests' server has
  // (tests/e2e/app-server.ts): a first start creates and fills the database, and the api step
  // runs at a low priority beside the browser lanes; 120 s were not enough once (CI, this
  // machine class, `npm test`: the server had printed nothing yet).
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el proceso terminó: ${output}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      // A server that did not answer in time is not left running after the test.
      child.kill('SIGKILL');
      throw new Error(`no arrancó: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, baseUrl, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const dirs: string[] = [];
/** Every server a test started: one a failed test left running is ended with the file. */
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('npm start: one process, DATA_DIR, graceful shutdown', () => {
  it('creates and seeds the database on first start, answers in-flight calls on SIGTERM, exits 0 promptly and keeps the data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'market-proc-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    // One start-up line for a person: address, data directory, database kind and demo users.
    await expect
      .poll(() => first.output(), { timeout: 30_000, interval: 20 })
      .toContain(
        `Market back-office en ${first.baseUrl} · datos: ${dataDir} · base: PGlite embebida`,
      );
    expect(first.output()).toMatch(
      /usuarios demo: categoria, moderador, .* \(contraseña Demo#2026ok\)/,
    );
    // Calls the server has taken when SIGTERM arrives are answered, not cut. The structured
    // log says when each one was taken (a condition to wait for, not a fixed delay).
    const taken = () =>
      first.output().split('"url":"/api/account/Desafio","msg":"solicitud"').length - 1;
    const before = taken();
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${first.baseUrl}/api/account/Desafio`).then((r) => r.status),
    );
    await expect
      .poll(() => taken() - before, { timeout: 30_000, interval: 5 })
      .toBeGreaterThanOrEqual(5);
    const sigterm = Date.now();
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight.map((p) => p.catch(() => 'cortada')));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await exited(first.child)).toBe(0);
    // Promptly: the connections of the answered calls do not hold the shutdown open for the
    // keep-alive timeout (72 s). About a second on a quiet machine; the bound tells the two
    // apart on one many times slower (issue 34 point 16), not how fast this one is.
    expect(Date.now() - sigterm).toBeLessThan(40_000);
    expect(first.output()).toContain('cerrando');

    // The database was closed cleanly: it reopens with the seed applied once.
    const db = await openPglite(dataDir);
    const steps = await db.query<{ id: string }>('SELECT id FROM seed_steps');
    const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    await db.close();
    expect(steps.map((s) => s.id)).toContain('0001-platform');
    const seededUsers = users[0]?.n ?? 0;
    expect(seededUsers).toBeGreaterThanOrEqual(9);

    const second = await start(dataDir);
    const health = (await (await fetch(`${second.baseUrl}/api/health`)).json()) as {
      estado: string;
    };
    expect(health.estado).toBe('ok');
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    const again = await openPglite(dataDir);
    const after = await again.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    await again.close();
    expect(after[0]?.n).toBe(seededUsers);
  }, 900_000);
});

/** The pids whose parent is `pid` (/proc). */
async function childrenOf(pid: number): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
      found.push(Number(entry));
  }
  return found;
}

describe('npm start: WEB_CONCURRENCY and PASSWORD_SCRYPT_N', () => {
  /** Starts with `env` added and answers what it wrote to stderr, once it exited 1. */
  const refusedStart = async (env: Record<string, string>) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'market-proc-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    expect(await exited(child)).toBe(1);
    return output;
  };

  it('a value that is not a whole number from 1 to 64 stops the start with a Spanish message', async () => {
    expect(await refusedStart({ WEB_CONCURRENCY: 'muchos' })).toContain(
      "WEB_CONCURRENCY debe ser un número entero de 1 a 64 (se recibió 'muchos').",
    );
  }, 120_000);

  it('so does a PASSWORD_SCRYPT_N that is not a power of two from 1024 to 262144', async () => {
    expect(await refusedStart({ PASSWORD_SCRYPT_N: '1000' })).toContain(
      "PASSWORD_SCRYPT_N debe ser una potencia de 2 de 1024 a 262144 (se recibió '1000').",
    );
  }, 120_000);

  it('with the embedded database it says it runs one process, and does', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'market-proc-'));
    dirs.push(dataDir);
    const one = await start(dataDir, { WEB_CONCURRENCY: '2' });
    await expect
      .poll(() => one.output(), { timeout: 30_000, interval: 20 })
      .toContain('Market back-office en');
    expect(one.output()).toContain(
      'WEB_CONCURRENCY necesita PostgreSQL (DATABASE_URL): la base embebida es de un solo proceso; se usa uno.',
    );
    expect(one.output()).not.toContain('procesos:');
    expect(await childrenOf(one.child.pid ?? 0)).toEqual([]);
    one.child.kill('SIGTERM');
    expect(await exited(one.child)).toBe(0);
  }, 900_000);

  // With PostgreSQL (the second pass of .ci/run): a database of its own, dropped after.
  it.skipIf(databaseUrl === undefined)(
    'with PostgreSQL, two processes share the port, both answer, one that dies is replaced, and SIGTERM ends them all with 0',
    async () => {
      const name = `market_proc_${String(process.pid)}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(databaseUrl ?? '');
        url.pathname = `/${name}`;
        const dataDir = await mkdtemp(path.join(tmpdir(), 'market-proc-'));
        dirs.push(dataDir);
        const two = await start(dataDir, { DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2' });
        await expect
          .poll(() => two.output(), { timeout: 60_000, interval: 20 })
          .toContain('· procesos: 2 ·');
        const workers = await childrenOf(two.child.pid ?? 0);
        expect(workers).toHaveLength(2);
        // Each process answers: the log line of each answer names the pid that gave it.
        const answeredBy = () =>
          new Set(
            two
              .output()
              .split('\n')
              .filter((l) => l.includes('"url":"/api/health"') && l.includes('"msg":"respuesta"'))
              .map((l) => Number(/"pid":(\d+)/.exec(l)?.[1])),
          );
        await expect
          .poll(
            async () => {
              // A new connection each time (the cluster hands out connections, not calls).
              await new Promise<void>((resolve, reject) => {
                get(`${two.baseUrl}/api/health`, { agent: false }, (res) => {
                  res.resume();
                  res.on('end', resolve);
                }).on('error', reject);
              });
              return [...answeredBy()].sort();
            },
            { timeout: 60_000, interval: 10 },
          )
          .toEqual([...workers].sort());
        // A process that dies is replaced.
        process.kill(workers[0] ?? 0, 'SIGKILL');
        await expect
          .poll(
            async () => (await childrenOf(two.child.pid ?? 0)).filter((p) => p !== workers[0]),
            {
              timeout: 60_000,
              interval: 50,
            },
          )
          .toHaveLength(2);
        two.child.kill('SIGTERM');
        expect(await exited(two.child)).toBe(0);
        expect(await childrenOf(two.child.pid ?? 0)).toEqual([]);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    900_000,
  );

  // Each process keeps the sessions it has read (src/server/shared/sessions.ts); what ends one
  // in one process must end it in the other at once (the database's NOTIFY, migration 0024).
  it.skipIf(databaseUrl === undefined)(
    'with PostgreSQL, a session kept by two processes and ended in one is refused by that one before it answers, and by the other as soon as the notice reaches it; so is a kept option list changed; a bulk change is notified once',
    async () => {
      const name = `market_sesiones_${String(process.pid)}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const started: Started[] = [];
      try {
        const url = new URL(databaseUrl ?? '');
        url.pathname = `/${name}`;
        const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
        for (let i = 0; i < 2; i++) {
          const dataDir = await mkdtemp(path.join(tmpdir(), 'market-sesiones-'));
          dirs.push(dataDir);
          // One after the other: the first migrates and seeds.
          started.push(await start(dataDir, env));
        }
        const [a, b] = started as [Started, Started];
        const me = (s: LoginResponse) => `/api/Usuarios/Obtener?idUsuario=${String(s.userId)}`;
        const status = async (baseUrl: string, s: LoginResponse) =>
          (await call(baseUrl, 'GET', me(s), { token: s.token })).status;
        // The process that made the change refuses the session before it answers the change
        // (it hears its own transaction's notice before the COMMIT is done); the other one as
        // soon as PostgreSQL's notice reaches it, which is asynchronous: a moment later.
        const soon = (p: Started, s: LoginResponse) =>
          expect.poll(() => status(p.baseUrl, s), { timeout: 2_000, interval: 1 }).toBe(401);
        const kept = async (s: LoginResponse) => {
          // Read (and kept) by both, then answered from memory.
          for (const p of [a, b, a, b]) expect(await status(p.baseUrl, s)).toBe(200);
        };

        // A logout in A: B refuses the session at once.
        const one = await login(a.baseUrl, 'lectura');
        await kept(one);
        expect(
          (await call(a.baseUrl, 'POST', '/api/account/logout', { token: one.token })).status,
        ).toBe(204);
        expect(await status(a.baseUrl, one)).toBe(401);
        await soon(b, one);

        // A user paused in B: A refuses the user's session at once.
        const mod = await login(b.baseUrl, 'moderador');
        const victim = await login(a.baseUrl, 'seller2');
        await kept(victim);
        const paused = await call(b.baseUrl, 'POST', '/api/Usuarios/CambiarEstado', {
          token: mod.token,
          json: { idUsuario: victim.userId, activar: false, pausar: true },
        });
        expect(paused.status).toBe(200);
        expect(await status(b.baseUrl, victim)).toBe(401);
        await soon(a, victim);

        // A password changed in B: the user's session kept by A is refused at once.
        const self = await login(b.baseUrl, 'categoria');
        const elsewhere = await login(a.baseUrl, 'categoria');
        await kept(elsewhere);
        const saved = await call(b.baseUrl, 'PUT', '/api/Usuarios/Actualizar', {
          token: self.token,
          json: { idUsuario: self.userId, password: 'Nueva#2026x' },
        });
        expect(saved.status).toBe(200);
        await soon(a, elsewhere);
        expect(await status(b.baseUrl, self)).toBe(200);

        // A session revoked by someone else altogether (a person at psql): both refuse it.
        const third = await login(a.baseUrl, 'contable');
        await kept(third);
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        await db.query('UPDATE sessions SET revoked_at = now() WHERE id_usuario = $1', [
          third.userId,
        ]);
        await db.end();
        await soon(a, third);
        await soon(b, third);

        // The option list both keep (src/server/shared/reference-cache.ts, migration 0027): a
        // publication type created in A is in A's next answer, and in B's as soon as the
        // notice reaches it.
        const staff = await login(a.baseUrl, 'moderador');
        const tipos = async (p: Started) => {
          const res = await call(p.baseUrl, 'GET', '/api/Tipos/Publicacion', {
            token: staff.token,
          });
          expect(res.status).toBe(200);
          return (
            res.body as { tiposPublicaciones: { descripcion: string }[] }
          ).tiposPublicaciones.map((t) => t.descripcion);
        };
        for (const p of [a, b, a, b]) expect(await tipos(p)).not.toContain('Tipo de dos procesos');
        const created = await call(a.baseUrl, 'POST', '/api/Administracion/TiposPublicacion', {
          token: staff.token,
          json: { descripcion: 'Tipo de dos procesos', comision: 5, cantidadCuotas: 1 },
        });
        expect(created.status).toBe(200);
        expect(await tipos(a)).toContain('Tipo de dos procesos');
        await expect
          .poll(() => tipos(b), { timeout: 2_000, interval: 1 })
          .toContain('Tipo de dos procesos');

        // A bulk change's notifications (migration 0029): queued by B in the change's
        // transaction, both processes hear the queue's notice, and they are written once, by
        // whichever takes the queued row first.
        const seller = await login(b.baseUrl, 'seller');
        const look = new pg.Client({ connectionString: url.toString() });
        await look.connect();
        try {
          const { rows: listings } = await look.query<{ id: number; stock: number }>(
            `SELECT p.id_publicacion AS id, p.stock FROM publicaciones p
               JOIN users u ON u.id_seller = p.id_seller
              WHERE u.id_usuario = $1 AND p.estado <> 5
                AND p.sku_seller IS NOT NULL AND p.sku_market IS NOT NULL
              ORDER BY p.id_publicacion LIMIT 3`,
            [seller.userId],
          );
          expect(listings).toHaveLength(3);
          const {
            rows: [last],
          } = await look.query<{ n: number }>(
            'SELECT coalesce(max(id_mensaje), 0)::int AS n FROM notificaciones',
          );
          const changed = await call(
            b.baseUrl,
            'PUT',
            '/api/Publicaciones/ActualizacionMasivaPrecioYStockBulk',
            {
              token: seller.token,
              json: {
                actualizarPrecioYStockBulks: listings.map((l) => ({
                  idPublicacion: l.id,
                  stock: (l.stock + 5) % 9999,
                })),
                idUser: seller.userId,
              },
            },
          );
          expect(changed.status).toBe(200);
          await expect
            .poll(
              async () =>
                (
                  await look.query<{ n: number }>(
                    'SELECT count(*)::int AS n FROM notificaciones_en_cola',
                  )
                ).rows[0]?.n,
              { timeout: 30_000, interval: 10 },
            )
            .toBe(0);
          const { rows: written } = await look.query<{ id: number }>(
            `SELECT id_publicacion AS id FROM notificaciones
              WHERE id_mensaje > $1 AND id_tipo_notificacion = 1 ORDER BY id_publicacion`,
            [last?.n ?? 0],
          );
          expect(written.map((w) => w.id)).toEqual(listings.map((l) => l.id));
        } finally {
          await look.end();
        }
      } finally {
        for (const p of started) {
          p.child.kill('SIGTERM');
          await exited(p.child);
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    900_000,
  );
});

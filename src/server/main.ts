// `npm start`: the process that serves the single-page app and /api on one port, with the
// database migrated and the demo data filled on first start. With PostgreSQL, WEB_CONCURRENCY
// processes share the port (Node's cluster): the first migrates and seeds, then starts them;
// they keep nothing in memory another would need (sessions, challenges, throttling, jobs and
// secrets are in the database).
import cluster from 'node:cluster';
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { altchaOptionsFromEnv } from './shared/altcha.ts';
import { scryptCost } from './shared/passwords.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, demoUsers } from './db/seed/platform.ts';
import type { Prepared } from './db/first-start.ts';

const config = loadConfig();

/** WEB_CONCURRENCY: how many API processes share the port (1 unless set; PostgreSQL only). */
function processCount(): number {
  const raw = process.env.WEB_CONCURRENCY?.trim() ?? '';
  if (raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`WEB_CONCURRENCY debe ser un número entero de 1 a 64 (se recibió '${raw}').`);
    process.exit(1);
  }
  if (n > 1 && !config.databaseUrl) {
    console.log(
      'WEB_CONCURRENCY necesita PostgreSQL (DATABASE_URL): la base embebida es de un solo proceso; se usa uno.',
    );
    return 1;
  }
  return n;
}

/** PASSWORD_SCRYPT_N: a value that is not a cost scrypt takes stops the start, with its reason. */
function checkScryptCost(): void {
  try {
    scryptCost();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** The database as a person reads it: never the password of a PostgreSQL URL. */
function databaseLabel(): string {
  if (!config.databaseUrl) return 'PGlite embebida';
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** One start-up line for a person (the structured logs are for machines). */
function startLine(processes: number): string {
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  return [
    `Market back-office en http://${shownHost}:${config.port}`,
    `datos: ${config.dataDir}`,
    `base: ${databaseLabel()}`,
    ...(processes > 1 ? [`procesos: ${processes}`] : []),
    ...(config.seedDemo
      ? [
          `usuarios demo: ${demoUsers.map((u) => u.usuario).join(', ')} (contraseña ${DEMO_PASSWORD})`,
        ]
      : []),
  ].join(' · ');
}

/**
 * The embedded database's first start (src/server/db/first-start.ts) in a process of its own:
 * what creating and filling it grows in PGlite's memory (which never shrinks) goes away with
 * that process, and this one opens the database as on any later start.
 */
function firstStartApart(): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'db/first-start.ts'), {
      stdio: 'inherit',
    });
    let prepared: Prepared | undefined;
    child.once('message', (m) => (prepared = m as Prepared));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && prepared) resolve(prepared);
      else reject(new Error(`la base de datos no pudo crearse (${signal ?? String(code)})`));
    });
  });
}

/** Migrates and seeds (once, before any process serves). */
async function prepare() {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    const first = await firstStartApart();
    const db = await openDb(config);
    return { db, ...first };
  }
  const db = await openDb(config);
  const applied = await migrate(db);
  const seeded = config.seedDemo ? await seed(db) : [];
  return { db, applied, seeded };
}

/** One API process: the app on the database, listening; SIGTERM finishes what is in flight. */
async function serve(
  db: Awaited<ReturnType<typeof openDb>>,
  prepared?: { applied: unknown; seeded: unknown },
) {
  const app = await buildApp({ config, db, altcha: altchaOptionsFromEnv() });
  if (prepared) {
    app.log.info(
      {
        database: db.kind,
        dataDir: config.dataDir,
        migrations: prepared.applied,
        seed: prepared.seeded,
      },
      'base de datos lista',
    );
  }
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
    try {
      await app.close();
    } finally {
      await db.close();
    }
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

if (cluster.isWorker) {
  // Started by the first process below, after it migrated and seeded.
  await serve(await openDb(config));
} else {
  checkScryptCost();
  const processes = processCount();
  const prepared = await prepare();
  if (processes === 1) {
    await serve(prepared.db, prepared);
    console.log(startLine(1));
  } else {
    await prepared.db.close();
    console.log(
      `base de datos lista (migraciones: ${JSON.stringify(prepared.applied)}); iniciando ${processes} procesos…`,
    );
    let stopping = false;
    const start = () => cluster.fork();
    // A process that ends on its own (not asked to) is replaced.
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      console.error(
        `el proceso ${String(worker.process.pid)} terminó (${signal || String(code)}); se inicia otro`,
      );
      start();
    });
    const stop = () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    await Promise.all(
      Array.from(
        { length: processes },
        () => new Promise<void>((resolve) => start().once('listening', () => resolve())),
      ),
    );
    console.log(startLine(processes));
  }
}

// `npm start`: one process that serves the single-page app and /api on one port, with the
// database migrated and the demo data filled on first start.
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { altchaOptionsFromEnv } from './shared/altcha.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, demoUsers } from './db/seed/platform.ts';

const config = loadConfig();
const db = await openDb(config);
const applied = await migrate(db);
const seeded = config.seedDemo ? await seed(db) : [];
const app = await buildApp({ config, db, altcha: altchaOptionsFromEnv() });
app.log.info(
  { database: db.kind, dataDir: config.dataDir, migrations: applied, seed: seeded },
  'base de datos lista',
);

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
const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
// One start-up line for a person (the structured logs above are for machines).
console.log(
  [
    `Market back-office en http://${shownHost}:${config.port}`,
    `datos: ${config.dataDir}`,
    `base: ${databaseLabel()}`,
    ...(config.seedDemo
      ? [
          `usuarios demo: ${demoUsers.map((u) => u.usuario).join(', ')} (contraseña ${DEMO_PASSWORD})`,
        ]
      : []),
  ].join(' · '),
);

// One migrated and seeded embedded database for a whole `npm test` (issue 34 point 16: the suite
// is bound by its CPU). scripts/test-all.ts makes it once, as the server's first start does
// (src/server/db/first-start.ts, in a process of its own, while the app is built), and hands its
// folder to every step in TEST_DATA_TEMPLATE. The api and model runs copy it instead of
// migrating and seeding a template of their own (tests/api/global-setup.ts), and the browser
// runs' servers start on a copy of it (tests/e2e/app-server.ts): eight databases filled in a
// run became one, some 10 s of CPU each on a slow 2-core machine. Without the variable (a
// vitest run of its own), each makes its own as before.
import { fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * scrypt's cost in the tests (src/server/shared/passwords.ts, PASSWORD_SCRYPT_N): the product's
 * 16384 took about 36 ms of CPU a hash, some 600 a run in the api step alone (the logins of every
 * file). Set for every vitest run (vitest.config.ts) and for the template of `npm test`, whose
 * demo users' stored hashes then verify at this cost. The product's own cost is checked by
 * tests/unit/password.test.ts.
 */
export const TEST_SCRYPT_N = '1024';

/** The folder holds `pglite/` (a DATA_DIR's database) and this file, what filling it applied. */
const PREPARED = 'prepared.json';

export interface DataTemplate {
  /** A DATA_DIR whose `pglite/` is the filled database. */
  dir: string;
  applied: string[];
  seeded: string[];
}

/** The template of this run, when scripts/test-all.ts made one (and only on PGlite). */
export function runTemplate(env: NodeJS.ProcessEnv = process.env): DataTemplate | null {
  const dir = env.TEST_DATA_TEMPLATE ?? '';
  if (dir === '' || (env.DATABASE_URL ?? '') !== '') return null;
  const file = path.join(dir, PREPARED);
  if (!existsSync(file) || !existsSync(path.join(dir, 'pglite', 'PG_VERSION'))) return null;
  const prepared = JSON.parse(readFileSync(file, 'utf8')) as {
    applied: string[];
    seeded: string[];
  };
  return { dir, applied: prepared.applied, seeded: prepared.seeded };
}

/** Fills `dir` as a first start does (migrations and demo data), in a process of its own. */
export function makeTemplate(dir: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'src/server/db/first-start.ts'), {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PASSWORD_SCRYPT_N: process.env.PASSWORD_SCRYPT_N ?? TEST_SCRYPT_N,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let prepared: unknown;
    child.once('message', (m) => (prepared = m));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && prepared !== undefined) {
        writeFileSync(path.join(dir, PREPARED), JSON.stringify(prepared));
        resolve();
      } else {
        reject(new Error(`la plantilla de datos no pudo crearse (${signal ?? String(code)})`));
      }
    });
  });
}

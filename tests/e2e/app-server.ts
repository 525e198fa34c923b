// The built app as `npm start` serves it, on a free port with a fresh embedded database in a
// temporary DATA_DIR and a cheap verification challenge (the browser still solves a real one).
// Used by the e2e global setup and by scripts/bench/login-weight.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTemplate } from '../data-template.ts';

export const root = path.resolve(import.meta.dirname, '../..');
// E2E_WEB_DIR lets parallel work build into its own folder (vite build --outDir dist-x).
export const webDir = path.resolve(root, process.env.E2E_WEB_DIR ?? 'dist');

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  if (!existsSync(path.join(webDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` before the browser tests');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'market-e2e-'));
  // In `npm test`, the database the run filled once (tests/data-template.ts): the server opens
  // it as on a later start (its migrations and demo data found applied) instead of filling its
  // own. Alone, a first start as a newcomer's.
  const template = runTemplate();
  if (template !== null) {
    cpSync(path.join(template.dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIR: webDir,
      // Always the embedded database: the browser tests must not write into a shared server.
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ALTCHA_COST: '100',
      ALTCHA_COUNTER_MIN: '20',
      ALTCHA_COUNTER_MAX: '80',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  // A new embedded database is created, migrated and seeded on first start (a few seconds,
  // more on a busy 2-core machine: over 120 s once, loaded 18 on 2 cores). What is waited for is
  // a condition (the server answers, or it exited); the ceiling only catches one that hangs.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited during start:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within 600 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, dataDir, output: () => output, stop };
}

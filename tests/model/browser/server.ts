// The built app served in-process on its own database (a copy of the seeded template), so the
// browser level can put the demo users back between paths, as the API level does.
import path from 'node:path';
import { cpSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openTestDb, type TestServer } from '../../api/helpers.ts';

// E2E_WEB_DIR: another build than dist/ (shared with the other runs), e.g. one's own
// `npx vite build --outDir dist-model`.
const webDir = path.resolve(import.meta.dirname, '../../..', process.env.E2E_WEB_DIR || 'dist');

export async function startWebServer(): Promise<TestServer> {
  if (!existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(
      `${path.join(webDir, 'index.html')} no existe: ejecute npm run build antes de este nivel`,
    );
  }
  // A copy of the build: a rebuild during the run (vite empties dist/) must not pull the
  // assets from under the pages being clicked.
  const servedDir = await mkdtemp(path.join(tmpdir(), 'market-model-web-'));
  cpSync(webDir, servedDir, { recursive: true });
  const testDb = await openTestDb();
  const config = loadConfig({ DATA_DIR: testDb.dataDir, LOG_LEVEL: 'warn', WEB_DIR: servedDir });
  const app = await buildApp({
    config,
    db: testDb.db,
    // The browser solves these: light, as in the other browser tests.
    altcha: { cost: 100, counterMin: 20, counterMax: 80 },
    logger: { level: 'warn' },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    dataDir: testDb.dataDir,
    db: testDb.db,
    config,
    async close() {
      await app.close();
      await testDb.dispose();
      await rm(servedDir, { recursive: true, force: true });
    },
  };
}

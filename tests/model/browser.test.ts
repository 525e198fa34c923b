/// <reference types="vite/client" />
// Level "navegador": every generated path clicked through the real screens in Debian's
// Chromium against the real server, and each state checked on the screen (what is shown,
// enabled, disabled or in progress).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import type { TestServer } from '../api/helpers.ts';
import { launchChromium } from '../e2e/chromium.ts';
import { CoverageRecorder } from './coverage.ts';
import { runPath, type LevelAdapter } from './levels.ts';
import { generatePaths } from './paths.ts';
import { adaptersById, runsLevel } from './coverage.ts';
import { startWebServer } from './browser/server.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startWebServer(), launchChromium()]);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

// Each machine's adapter is tests/model/browser/<machine id>.ts, found by its name: an area
// adds the file, nothing here. Its default export builds the adapter.
const modules = import.meta.glob<{
  default?: (browser: () => Browser, server: () => TestServer) => LevelAdapter<unknown>;
}>('./browser/*.ts', { eager: true });
const adapters = adaptersById(modules, (make) =>
  make(
    () => browser,
    () => server,
  ),
);

for (const entry of machineRegistry.filter((e) => runsLevel(e, 'navegador'))) {
  const adapter = adapters[entry.id];
  describe(`${entry.titulo}: nivel navegador`, () => {
    const recorder = new CoverageRecorder(entry.id, 'navegador');
    afterAll(() => {
      recorder.save();
    });
    it('has a browser adapter', () => {
      expect(adapter, `falta tests/model/browser/${entry.id}.ts`).toBeDefined();
    });
    if (!adapter) return;
    for (const path of generatePaths(entry)) {
      it(path.name, () => runPath(entry, adapter, path, recorder));
    }
  });
}

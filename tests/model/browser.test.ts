// Level "navegador": every generated path clicked through the real screens in Debian's
// Chromium against the real server, and each state checked on the screen (what is shown,
// enabled, disabled or in progress). What each machine's gestures and screens are is its
// registry entry's test model (`test.navegador`).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from '../api/helpers.ts';
import { launchChromium } from '../e2e/chromium.ts';
import { describeLevel, testModelOf } from './levels.ts';
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

describeLevel('navegador', async (entry) =>
  (await testModelOf(entry, 'navegador'))(
    () => browser,
    () => server,
  ),
);

// Debian's Chromium through playwright-core, with the flags of ../shared/VERSIONS.md.
// Free of vitest so that scripts (scripts/bench/login-weight.ts) can use it too.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's full browser (package chromium), as the people who use the product run it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's old headless shell (package chromium-headless-shell): the same Blink and V8 as the
 * full browser, without the browser's own window, tabs and services, which a test never sees.
 * It is what Playwright itself runs for headless tests. Measured on the same two specs
 * (dashboard and listings-form, 30 tests) one after the other: 33 s of CPU against 47 s with
 * the full browser (server and test runner included), the wall time 20 % shorter: the browser
 * tests are most of `npm test`'s CPU, and the two cores are what bound its time.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: `E2E_CHROMIUM` when set, else the headless shell when installed
 * (.ci/run installs it), else the full browser.
 */
export function testChromium(): string {
  const chosen = process.env.E2E_CHROMIUM;
  if (chosen !== undefined && chosen !== '') return chosen;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

export function launchChromium(executablePath: string = testChromium()): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumArgs });
}

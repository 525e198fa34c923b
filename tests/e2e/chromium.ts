// Debian's Chromium through playwright-core, with the flags of ../shared/VERSIONS.md.
// Free of vitest so that scripts (scripts/bench/login-weight.ts) can use it too.
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

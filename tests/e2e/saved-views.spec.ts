// Saved views on screen (issue 35 point 3): as staff (the admin moderator on /Ordenes) and as a
// seller (on /Publicaciones), a filtered list is saved under a name, the filter is cleared, the
// view applied brings back the same search in the address and the same rows; the view is
// renamed and deleted through its menu; a bad name, a repeated one and a 21st view are refused
// with the Spanish messages. Each test removes the views it left.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_VIEWS_PER_LIST, viewMessages } from '../../src/domain/views.ts';
import { savedViewTexts } from '../../src/web/ui/saved-views.tsx';
import { sessionsOf, tabsOf, type Session } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const sessionOf = sessionsOf(baseUrl);
const WAIT = { timeout: 30_000, interval: 50 } as const;

let browser: Browser;
const tabs = tabsOf(baseUrl);
const contexts: (BrowserContext | Page)[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  while (contexts.length > 0) await contexts.pop()?.close();
});

async function open(usuario: string, path: string): Promise<Page> {
  const { page } = await tabs.open(browser, await sessionOf(usuario));
  contexts.push(page);
  await page.goto(path);
  return page;
}

/** The API as the session's user (to fill the limit and to clean up). */
async function api(session: Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) };
}
async function removeAll(usuario: string, lista: string) {
  const session = await sessionOf(usuario);
  const { body } = await api(session, 'GET', `/api/Vistas?Lista=${encodeURIComponent(lista)}`);
  for (const v of (body as { elementos: { idVista: number }[] }).elementos) {
    await api(session, 'DELETE', `/api/Vistas?idVista=${String(v.idVista)}`);
  }
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The list's search in the address bar, without its page. */
function urlSearch(page: Page): Record<string, string> {
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  delete params.pagina;
  return params;
}
const ids = (page: Page, selector: string, attribute: string) =>
  page.evaluate(
    ([sel, attr]) =>
      Array.from(document.querySelectorAll<HTMLElement>(sel), (el) => el.getAttribute(attr)),
    [selector, attribute] as const,
  );

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (no inline scripts) stays on.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: object) => Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

/** 'Guardar vista' (or a rename) with a name: the dialog's field and 'Guardar'. */
async function nameView(page: Page, title: string, nombre: string) {
  const d = dialog(page, title);
  await d.getByLabel(savedViewTexts.name).fill(nombre);
  await d.getByRole('button', { name: savedViewTexts.confirm, exact: true }).click();
}

async function viewMenu(page: Page, nombre: string, item: string) {
  await button(page, savedViewTexts.options(nombre)).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('saved views (issue 35 point 3)', () => {
  it('staff: /Ordenes filtered, saved, cleared, applied again (same address and rows), renamed, deleted; the messages', async () => {
    await removeAll('moderador', '/Ordenes');
    const page = await open('moderador', '/Ordenes');
    await page.getByRole('heading', { name: 'Órdenes', level: 1 }).waitFor();
    const filtro = page.getByRole('form', { name: 'Filtro de órdenes' });
    await filtro.getByLabel('Apellido').fill('Perez');
    await button(page, 'Buscar').click();
    await expect.poll(() => urlSearch(page).apellido, WAIT).toBe('Perez');
    // The filtered rows, not the previous ones kept on screen while they load.
    await expect
      .poll(async () => {
        const cards = await page.getByTestId('orden').allInnerTexts();
        return cards.length > 0 && cards.every((c) => /Cliente: .*P[eé]rez/i.test(c));
      }, WAIT)
      .toBe(true);
    const search = urlSearch(page);
    const rows = await ids(page, '[data-testid="orden"]', 'data-id-orden');
    expect(rows.length).toBeGreaterThan(0);

    // A bad name: said at the field and in a toast; nothing is saved.
    await button(page, savedViewTexts.save).click();
    await nameView(page, savedViewTexts.saveTitle, '   ');
    await toast(page, viewMessages.nameLength).waitFor();
    await nameView(page, savedViewTexts.saveTitle, 'x'.repeat(41));
    await dialog(page, savedViewTexts.saveTitle).getByText(viewMessages.nameLength).waitFor();
    await nameView(page, savedViewTexts.saveTitle, '  Clientes Pérez ');
    await toast(page, viewMessages.saved).waitFor();
    await dialog(page, savedViewTexts.saveTitle).waitFor({ state: 'detached' });
    const chip = button(page, savedViewTexts.apply('Clientes Pérez'));
    await expect.poll(() => chip.getAttribute('aria-current'), WAIT).toBe('true');

    // Accessible as shown, with a view's menu open and with the dialog open.
    await toast(page, viewMessages.saved).waitFor({ state: 'detached' });
    expect(await axeProblems(page)).toEqual([]);
    await button(page, savedViewTexts.options('Clientes Pérez')).click();
    await page.getByRole('menuitem', { name: savedViewTexts.rename }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page
      .getByRole('menuitem', { name: savedViewTexts.rename })
      .waitFor({ state: 'detached' });

    // The same name again, in another case: refused, the dialog stays open.
    await button(page, savedViewTexts.save).click();
    await nameView(page, savedViewTexts.saveTitle, 'CLIENTES PÉREZ');
    await toast(page, viewMessages.duplicate).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await dialog(page, savedViewTexts.saveTitle)
      .getByRole('button', { name: savedViewTexts.cancel })
      .click();
    await dialog(page, savedViewTexts.saveTitle).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('vista').count(), WAIT).toBe(1);

    // Limpiar, then the view: the same search and the same rows.
    await button(page, 'Limpiar').click();
    await expect.poll(() => urlSearch(page).apellido, WAIT).toBeUndefined();
    await expect.poll(() => chip.getAttribute('aria-current'), WAIT).toBeNull();
    expect(await filtro.getByLabel('Apellido').inputValue()).toBe('');
    await chip.click();
    await expect.poll(() => urlSearch(page), WAIT).toEqual(search);
    await expect
      .poll(() => ids(page, '[data-testid="orden"]', 'data-id-orden'), WAIT)
      .toEqual(rows);
    expect(await filtro.getByLabel('Apellido').inputValue()).toBe('Perez');
    await expect.poll(() => chip.getAttribute('aria-current'), WAIT).toBe('true');

    // A reload keeps the views: they are the server's, not the browser's.
    await page.reload();
    await chip.waitFor();

    // Renombrar, through the view's menu.
    await viewMenu(page, 'Clientes Pérez', savedViewTexts.rename);
    const renameDialog = dialog(page, savedViewTexts.renameTitle);
    expect(await renameDialog.getByLabel(savedViewTexts.name).inputValue()).toBe('Clientes Pérez');
    await nameView(page, savedViewTexts.renameTitle, '');
    await toast(page, viewMessages.nameLength).waitFor();
    await nameView(page, savedViewTexts.renameTitle, 'Pérez');
    await toast(page, viewMessages.renamed).waitFor();
    await button(page, savedViewTexts.apply('Pérez')).waitFor();
    await chip.waitFor({ state: 'detached' });

    // Eliminar, after the question.
    await viewMenu(page, 'Pérez', savedViewTexts.delete);
    const ask = dialog(page, savedViewTexts.deleteTitle);
    await ask.getByText(savedViewTexts.deleteQuestion('Pérez')).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await ask.getByRole('button', { name: savedViewTexts.delete }).click();
    await toast(page, viewMessages.deleted).waitFor();
    await expect.poll(() => page.getByTestId('vista').count(), WAIT).toBe(0);
    // The list keeps its filter: deleting a view changes no filter.
    expect(urlSearch(page)).toEqual(search);
  });

  it(`staff: a list with ${String(MAX_VIEWS_PER_LIST)} views says so on 'Guardar vista'`, async () => {
    await removeAll('moderador', '/Tipo/Publicaciones');
    const session = await sessionOf('moderador');
    for (let i = 1; i <= MAX_VIEWS_PER_LIST; i++) {
      const res = await api(session, 'POST', '/api/Vistas', {
        lista: '/Tipo/Publicaciones',
        nombre: `Tipo ${String(i)}`,
        busqueda: { descripcion: `t${String(i)}` },
      });
      expect(res.status).toBe(200);
    }
    const page = await open('moderador', '/Tipo/Publicaciones');
    await page.getByRole('heading', { name: 'Tipo de Publicaciones' }).waitFor();
    await expect.poll(() => page.getByTestId('vista').count(), WAIT).toBe(MAX_VIEWS_PER_LIST);
    await button(page, savedViewTexts.save).click();
    await toast(page, viewMessages.tooMany).waitFor();
    expect(await dialog(page, savedViewTexts.saveTitle).count()).toBe(0);
    // A view of this list applies its description filter (kept in the URL).
    await button(page, savedViewTexts.apply('Tipo 3')).click();
    await expect.poll(() => urlSearch(page), WAIT).toEqual({ descripcion: 't3' });
    await expect
      .poll(
        () =>
          page
            .getByRole('form', { name: 'Filtro de tipos de publicación' })
            .getByLabel('Descripción')
            .inputValue(),
        WAIT,
      )
      .toBe('t3');
    await removeAll('moderador', '/Tipo/Publicaciones');
  });

  it('read-only: no saved views nor Guardar vista, as it changes nothing (issue 17)', async () => {
    const { page } = await tabs.open(browser, await sessionOf('lectura'));
    contexts.push(page);
    const answered = page.waitForResponse((r) => r.url().includes('/api/Vistas'));
    await page.goto('/Ordenes');
    expect((await answered).status()).toBe(200);
    await page.getByRole('heading', { name: 'Órdenes', level: 1 }).waitFor();
    await page.getByTestId('orden').first().waitFor();
    expect(await button(page, savedViewTexts.save).count()).toBe(0);
    expect(await page.getByTestId('vistas-guardadas').count()).toBe(0);
  });

  it('seller: /Publicaciones filtered by Sku Seller, saved, cleared, applied; another user does not see it', async () => {
    await removeAll('seller', '/Publicaciones');
    const page = await open('seller', '/Publicaciones');
    await page.getByRole('heading', { name: 'Publicaciones', level: 1 }).waitFor();
    await page.getByTestId('listing-card').first().waitFor();
    const firstSku = (await page.getByTestId('listing-sku-seller').first().innerText()).trim();
    await button(page, 'Mostrar Filtro').click();
    const filtro = page.getByRole('form', { name: 'Filtro de publicaciones' });
    await filtro.getByLabel('Sku Seller').fill(firstSku);
    await button(page, 'Buscar').click();
    await expect.poll(() => urlSearch(page).skuSeller, WAIT).toBeDefined();
    const search = urlSearch(page);
    await expect
      .poll(async () => {
        const skus = await page.getByTestId('listing-sku-seller').allInnerTexts();
        return skus.length > 0 && skus.every((s) => s.includes(firstSku));
      }, WAIT)
      .toBe(true);
    const rows = await ids(page, '[data-testid="listing-card"]', 'data-id');

    await button(page, savedViewTexts.save).click();
    await nameView(page, savedViewTexts.saveTitle, 'Mi SKU');
    await toast(page, viewMessages.saved).waitFor();
    const chip = button(page, savedViewTexts.apply('Mi SKU'));
    await chip.waitFor();

    await button(page, 'Limpiar').click();
    await expect.poll(() => urlSearch(page).skuSeller, WAIT).toBeUndefined();
    await chip.click();
    await expect.poll(() => urlSearch(page), WAIT).toEqual(search);
    await expect
      .poll(() => ids(page, '[data-testid="listing-card"]', 'data-id'), WAIT)
      .toEqual(rows);
    expect(await filtro.getByLabel('Sku Seller').inputValue()).toBe(firstSku);

    // The seller admin of the same seller has views of its own.
    const other = await open('selleradmin', '/Publicaciones');
    await other.getByRole('heading', { name: 'Publicaciones', level: 1 }).waitFor();
    await button(other, savedViewTexts.save).waitFor();
    expect(await button(other, savedViewTexts.apply('Mi SKU')).count()).toBe(0);

    await viewMenu(page, 'Mi SKU', savedViewTexts.delete);
    await dialog(page, savedViewTexts.deleteTitle)
      .getByRole('button', { name: savedViewTexts.delete })
      .click();
    await toast(page, viewMessages.deleted).waitFor();
    await chip.waitFor({ state: 'detached' });
  });
});

describe('a list does not move under the pointer as it loads', () => {
  const lists = [
    { path: '/Ordenes', list: /\/api\/Ordenes\?/, control: (p: Page) => p.locator('form').first() },
    {
      path: '/Rebates',
      list: /\/api\/Rebates\/Gestion\?/,
      control: (p: Page) => p.locator('form').first(),
    },
    {
      path: '/Usuarios',
      list: /\/api\/Usuarios\/Buscar\?/,
      control: (p: Page) => p.getByRole('button', { name: 'Filtrar', exact: true }),
    },
  ];
  it.each(lists)(
    'staff: $path’s filter stays where it is when the views and the first page arrive after it',
    async ({ path, list, control }) => {
      const { page } = await tabs.open(browser, await sessionOf('moderador'));
      contexts.push(page);
      // The views and the list are held until the filter is drawn, as on a machine where they
      // come last.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = async (route: { continue: () => Promise<void> }) => {
        await held;
        await route.continue();
      };
      await page.route(/\/api\/Vistas\?/, hold);
      await page.route(list, hold);
      await page.goto(path);
      const filter = control(page);
      await filter.waitFor();
      const before = await filter.boundingBox();
      release();
      await page.getByTestId('vistas-guardadas').waitFor();
      await page.waitForLoadState('networkidle');
      const after = await filter.boundingBox();
      expect(before).not.toBeNull();
      expect(after).toEqual(before);
    },
  );
});

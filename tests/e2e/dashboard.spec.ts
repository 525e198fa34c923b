// 000 §2.4 (Dashboard), §3 'Dashboard totals', §6: the home page through the real app and server.
// Every figure on screen is compared with what POST /api/Landing/Dashboard/Totalizadores answers
// the same user for the same request. The expected texts are built here from the spec's formats
// (000 §1: `$ 1.234,56`, counts as es-AR writes them), not from the screen's own tables.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Totalizadores, TotalizadoresRequest } from '../../src/api/dashboard-queries.ts';
import { centsFromAmount, formatMoney } from '../../src/domain/money.ts';
import { sessionsOf, storedSession, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const TOTALS_PATH = '/api/Landing/Dashboard/Totalizadores';
/** One login per demo user for the whole file (the login screen is tested in session.spec). */
const sessionOf = sessionsOf(baseUrl);

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tab the test opened, closed after it. */
let tab: Page | undefined;
let page: Page;
/** Bodies of the totals calls the page made, in order. */
let totalsRequests: TotalizadoresRequest[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

/** A new tab of `usuario`'s context, signed in, whose page records the totals calls. */
async function openAs(usuario: string): Promise<Page> {
  ({ page } = await tabs.open(browser, await sessionOf(usuario)));
  tab = page;
  totalsRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === TOTALS_PATH) {
      totalsRequests.push(JSON.parse(request.postData() ?? 'null') as TotalizadoresRequest);
    }
  });
  return page;
}

/** 000 §9: the default day is today; the server counts Argentine days. */
function todayInArgentina(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** YYYY-MM-DD as the filter shows and takes it: DD/MM/YYYY (000 §1). */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

const esAR = new Intl.NumberFormat('es-AR');

/** What each figure must show, by test id (dashboard-<block>-<field>), for an API answer. */
function expectedFigures(totals: Totalizadores): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of ['ventas', 'ordenes', 'publicaciones'] as const) {
    for (const [field, value] of Object.entries<number>(totals[block])) {
      // 000 §2.4: Ventas are amounts except 'Cantidad de unidades'; the other blocks count.
      const money = block === 'ventas' && field !== 'unidades';
      out[`dashboard-${block}-${field}`] = money
        ? formatMoney(centsFromAmount(value))
        : esAR.format(value);
    }
  }
  return out;
}

/** Every figure on screen, by test id. */
function shownFigures(p: Page): Promise<Record<string, string>> {
  return p.evaluate(() => {
    const out: Record<string, string> = {};
    const selector = ['ventas', 'ordenes', 'publicaciones']
      .map((block) => `[data-testid^="dashboard-${block}-"]`)
      .join(', ');
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      out[el.dataset.testid ?? ''] = el.textContent;
    }
    return out;
  });
}

/** The same call the page makes, with the same user's session. */
async function apiTotals(p: Page, body: TotalizadoresRequest): Promise<Totalizadores> {
  const { token } = await storedSession(p);
  const res = await fetch(`${baseUrl}${TOTALS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Totalizadores;
}

/** Waits until the page has asked for `body` and shows exactly the API's figures for it. */
async function expectFiguresOf(p: Page, body: TotalizadoresRequest): Promise<Totalizadores> {
  await expect.poll(() => totalsRequests.at(-1)).toEqual(body);
  const totals = await apiTotals(p, body);
  await expect.poll(() => shownFigures(p)).toEqual(expectedFigures(totals));
  expect(Object.keys(await shownFigures(p))).toHaveLength(23);
  return totals;
}

/** The home of `usuario`, signed in, in a new tab (tabsOf), or in `p` (opened by openAs). */
async function openHome(usuario: string, p?: Page): Promise<void> {
  const at = p ?? (await openAs(usuario));
  await at.goto('/');
  await at.getByRole('heading', { name: 'Inicio' }).waitFor();
}

/**
 * Returns once every call the page had started is seen by the test: the page makes one more
 * call of its own and the browser reports calls in the order they start.
 */
async function callsStartedSoFar(p: Page): Promise<void> {
  const answered = p.waitForResponse((r) => new URL(r.url()).pathname === '/api/health');
  await p.evaluate(() => fetch('/api/health').then(() => undefined));
  await answered;
}

const toggle = (p: Page, name: 'Mostrar Filtro' | 'Ocultar Filtro') =>
  p.getByRole('button', { name, exact: true });
const fechaDesde = (p: Page) => p.getByLabel('Fecha desde', { exact: true });
const verMes = (p: Page) => p.getByLabel('Ver Mes', { exact: true });

describe('dashboard figures equal the API (000 §2.4, §3)', () => {
  it("seller 1's figures for today are the API's, under the spec's labels", async () => {
    await openHome('seller');
    const body = { fechaDesde: todayInArgentina(), verMes: false, tipoUser: 4, idSeller: 1 };
    await expectFiguresOf(page, body);
    expect(totalsRequests).toHaveLength(1);

    const labels = (block: string) =>
      page.getByTestId(`dashboard-${block}`).locator('dt').allTextContents();
    // Issue 35 point 2: the home opens with 'Pendientes' (tests/e2e/pending.spec.ts), then
    // the figures' blocks.
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Pendientes',
      'Ventas',
      'Órdenes',
      'Publicaciones',
    ]);
    expect(await labels('ventas')).toEqual([
      'Total Ventas Aprobadas',
      'Total Ventas Pendientes Aprobación',
      'Comisión (sin iva)',
      '$ Fee logístico (sin iva)',
      'Ticket Promedio',
      'Cantidad de unidades',
      'Ordenes Anuladas',
      'Ordenes Pendientes',
      'Total Ventas',
    ]);
    expect(await labels('ordenes')).toEqual([
      'Totales',
      'Total Pendientes Aprobación',
      'Total Pago Rechazado',
      'Facturadas',
      'Pendientes de facturación',
      'Facturadas anuladas',
      'Con envío procesado',
      'Con envío pendiente',
    ]);
    expect(await labels('publicaciones')).toEqual([
      'Totales',
      'Activas',
      'Pendientes',
      'En revisión',
      'Pausadas con stock',
      'Pausadas sin stock',
    ]);
  });

  it('staff (categoria) see every seller: the figures of the demo day are all above zero', async () => {
    await openHome('categoria');
    const body = { fechaDesde: todayInArgentina(), verMes: false, tipoUser: 1, idSeller: 0 };
    await expectFiguresOf(page, body);
    const zero = Object.entries(await shownFigures(page)).filter(
      ([, text]) => text === '$ 0,00' || text === '0',
    );
    expect(zero).toEqual([]);
  });
});

describe('filter (000 §2.4)', () => {
  it("'Mostrar Filtro' shows 'Fecha desde' (today) and 'Ver Mes' (off); 'Ocultar Filtro' hides them", async () => {
    await openHome('seller');
    await toggle(page, 'Mostrar Filtro').waitFor();
    expect(await fechaDesde(page).count()).toBe(0);

    await toggle(page, 'Mostrar Filtro').click();
    await toggle(page, 'Ocultar Filtro').waitFor();
    expect(await fechaDesde(page).inputValue()).toBe(dayMonthYear(todayInArgentina()));
    expect(await verMes(page).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Buscar', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Limpiar', exact: true }).waitFor();

    await toggle(page, 'Ocultar Filtro').click();
    await toggle(page, 'Mostrar Filtro').waitFor();
    expect(await fechaDesde(page).count()).toBe(0);
  });

  it("'Ver Mes' asks for the month of 'Fecha desde': the figures are the API's month figures", async () => {
    await openHome('seller');
    const today = todayInArgentina();
    const day = { fechaDesde: today, verMes: false, tipoUser: 4, idSeller: 1 };
    await expectFiguresOf(page, day);

    await toggle(page, 'Mostrar Filtro').click();
    await verMes(page).check();
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const month = await expectFiguresOf(page, { ...day, verMes: true });
    expect(month.periodo.desde).toBe(`${today.slice(0, 8)}01`);
    await expect
      .poll(() => page.getByTestId('dashboard-periodo').textContent())
      .toBe(`Del ${dayMonthYear(month.periodo.desde)} al ${dayMonthYear(month.periodo.hasta)}`);
  });

  it("a day typed DD/MM/YYYY is searched; 'Limpiar' restores today and Ver Mes off and searches", async () => {
    await openHome('selleradmin');
    const today = todayInArgentina();
    const firstOfMonth = `${today.slice(0, 8)}01`;
    await expectFiguresOf(page, { fechaDesde: today, verMes: false, tipoUser: 3, idSeller: 1 });

    await toggle(page, 'Mostrar Filtro').click();
    await fechaDesde(page).fill(dayMonthYear(firstOfMonth));
    await verMes(page).check();
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expectFiguresOf(page, {
      fechaDesde: firstOfMonth,
      verMes: true,
      tipoUser: 3,
      idSeller: 1,
    });

    const before = totalsRequests.length;
    await page.getByRole('button', { name: 'Limpiar', exact: true }).click();
    await expectFiguresOf(page, { fechaDesde: today, verMes: false, tipoUser: 3, idSeller: 1 });
    expect(totalsRequests.length).toBeGreaterThan(before);
    expect(await fechaDesde(page).inputValue()).toBe(dayMonthYear(today));
    expect(await verMes(page).isChecked()).toBe(false);
  });
});

describe('a typed day out of range (issue 11)', () => {
  it("a day after today stays typed with its message, is not applied and 'Buscar' waits; a text that is no day asks for DD/MM/AAAA", async () => {
    await openHome('seller');
    const today = todayInArgentina();
    await expectFiguresOf(page, { fechaDesde: today, verMes: false, tipoUser: 4, idSeller: 1 });
    await toggle(page, 'Mostrar Filtro').click();
    const filter = page.getByTestId('dashboard-filter');
    const buscar = page.getByRole('button', { name: 'Buscar', exact: true });

    const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    await fechaDesde(page).fill(dayMonthYear(tomorrow));
    await fechaDesde(page).press('Tab');
    const message = `La fecha debe estar entre el 01/01/1900 y el ${dayMonthYear(today)}.`;
    await filter.getByText(message).waitFor();
    expect(await fechaDesde(page).inputValue()).toBe(dayMonthYear(tomorrow));
    expect(await buscar.isDisabled()).toBe(true);

    await fechaDesde(page).fill('31/02/2026');
    await fechaDesde(page).press('Tab');
    await filter.getByText('Escriba una fecha válida con el formato DD/MM/AAAA.').waitFor();
    expect(await fechaDesde(page).inputValue()).toBe('31/02/2026');
    expect(await buscar.isDisabled()).toBe(true);

    // A day in range clears the message and is searched.
    const before = totalsRequests.length;
    await fechaDesde(page).fill(dayMonthYear(today));
    await fechaDesde(page).press('Tab');
    await expect
      .poll(() => filter.getByText('Escriba una fecha válida', { exact: false }).count())
      .toBe(0);
    await buscar.click();
    await expect.poll(() => totalsRequests.length).toBeGreaterThan(before);
    expect(totalsRequests.every((r) => r.fechaDesde <= today)).toBe(true);
  });
});

describe('who sees the dashboard (000 §2.4, §6)', () => {
  for (const usuario of ['lectura', 'contable']) {
    it(`${usuario} sees no blocks, what it can do instead, and makes no totals request`, async () => {
      await openHome(usuario);
      await callsStartedSoFar(page);
      expect(totalsRequests).toEqual([]);
      expect(await page.getByTestId('dashboard-blocks').count()).toBe(0);
      expect(await toggle(page, 'Mostrar Filtro').count()).toBe(0);
      // Issue 11 point 7: the home says what the user can do there (tests/e2e/shell.spec.ts).
      await page.getByTestId('home-guide').waitFor();
    });
  }

  it('the supplier (proveedor) sees the blocks of every seller but no filter toggle', async () => {
    await openHome('proveedor');
    await expectFiguresOf(page, {
      fechaDesde: todayInArgentina(),
      verMes: false,
      tipoUser: 7,
      idSeller: 0,
    });
    expect(await toggle(page, 'Mostrar Filtro').count()).toBe(0);
    expect(await fechaDesde(page).count()).toBe(0);
  });
});

describe('failure (000 §7: server errors come as an errores list)', () => {
  it('each message of errores is shown as a red notification', async () => {
    const errores = ['Ingrese una fecha válida (entre los años 1900 y 2999).', 'Segundo mensaje.'];
    await openAs('seller');
    await page.route(`**${TOTALS_PATH}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ errores }),
      }),
    );
    await openHome('seller', page);
    for (const message of errores) {
      await page.locator('.mantine-Notification-root', { hasText: message }).waitFor();
    }
    const colors = await page
      .locator('.mantine-Notification-root')
      .evaluateAll((els) =>
        els.map((el) => (el as HTMLElement).style.getPropertyValue('--notification-color')),
      );
    expect(colors.length).toBeGreaterThanOrEqual(2);
    for (const color of colors) expect(color).toContain('red');
    await page.getByRole('alert').filter({ hasText: 'No se pudieron obtener' }).waitFor();
    expect(await page.getByTestId('dashboard-blocks').count()).toBe(0);
  });
});

// 000 §2.6 (Listing list), §4 (the list switch), §6, §8: /Publicaciones through the real app and
// server. What the screen shows is compared with what the API answers the same user for the same
// request at the moment of the check (other browser tests share the database and may change
// it), never with seeded counts. The switch tests work on a listing of seller 2 created for the
// test and deleted afterwards.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type {
  EncabezadosPublicaciones,
  ListaPublicaciones,
} from '../../src/api/listings-queries.ts';
import type { components } from '../../src/api/schema.d.ts';
import { pathOf, sessionsOf, waitForPath, apiCallAs, tokenOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const LIST_PATH = '/api/Publicaciones';
/** One login per demo user for the whole file (the login screen is tested in session.spec). */
const sessionOf = sessionsOf(baseUrl);

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tab the test opened, closed after it. */
let tab: Page | undefined;
let page: Page;
/** The list calls the page made, in order. */
let listCalls: URL[];

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

// ---------------------------------------------------------------------------------------------
// The API, called with the session of the page's user.

function apiCall(token: string, method: string, path: string, body?: unknown) {
  return apiCallAs(baseUrl, token, method, path, body);
}

async function apiGet<T>(p: Page, path: string): Promise<T> {
  const res = await apiCall(await tokenOf(p), 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as T;
}

/** What the API answers now for the list call the page made last. */
async function apiListOfLastCall(p: Page): Promise<ListaPublicaciones> {
  const last = listCalls.at(-1);
  if (last === undefined) throw new Error('the page has not asked for the list');
  return apiGet<ListaPublicaciones>(p, `${last.pathname}${last.search}`);
}

function lastListQuery(): Record<string, string> {
  return Object.fromEntries(listCalls.at(-1)?.searchParams ?? []);
}

// ---------------------------------------------------------------------------------------------
// The screen.

/**
 * /Publicaciones (or a link to it with a search) as `usuario`, signed in, in a new tab
 * (`page`, recording `listCalls`).
 */
async function openList(usuario: string, path = '/Publicaciones'): Promise<void> {
  ({ page } = await tabs.open(browser, await sessionOf(usuario)));
  tab = page;
  listCalls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === LIST_PATH && request.method() === 'GET') listCalls.push(url);
  });
  await page.goto(path);
  await page.getByRole('heading', { name: 'Publicaciones', level: 1 }).waitFor();
}

/** The list's search in the address bar. */
const urlSearch = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);

const cards = (p: Page) => p.getByTestId('listing-card');
const card = (p: Page, id: number) => p.locator(`[data-testid="listing-card"][data-id="${id}"]`);

function shownIds(p: Page): Promise<number[]> {
  return p.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="listing-card"]'), (el) =>
      Number(el.dataset.id),
    ),
  );
}

/** The cards on screen once they are settled (not the previous page kept while loading). */
async function settledIds(p: Page): Promise<number[]> {
  await p.locator('[data-testid="listings-cards"][aria-busy="false"]').waitFor();
  return shownIds(p);
}

/** Waits until the cards on screen are those the API answers for the page's last list call. */
async function expectCardsOfApi(p: Page): Promise<ListaPublicaciones> {
  let answer: ListaPublicaciones | undefined;
  await expect
    .poll(async () => {
      answer = await apiListOfLastCall(p);
      const empty = (await p.getByTestId('listings-empty').count()) > 0;
      const shown = answer.elementos.length === 0 ? (empty ? [] : [-1]) : await settledIds(p);
      return { shown, api: answer.elementos.map((e) => e.idPublicacion) };
    })
    .toSatisfy(
      ({ shown, api }: { shown: number[]; api: number[] }) =>
        JSON.stringify(shown) === JSON.stringify(api),
    );
  if (answer === undefined) throw new Error('no answer');
  return answer;
}

const counterFields = ['cantidadTotal', 'enRevision', 'activos', 'conStockNoPublicados'] as const;
const esAR = new Intl.NumberFormat('es-AR');

function shownCounters(p: Page): Promise<Record<string, string>> {
  return p.evaluate(() => {
    const out: Record<string, string> = {};
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid^="listings-counter-"]'),
    )) {
      out[(el.dataset.testid ?? '').replace('listings-counter-', '')] = el.textContent;
    }
    return out;
  });
}

/** Waits until the counters are those of GET /api/Publicaciones/Encabezados now. */
async function expectCountersOfApi(p: Page, idSeller: number | null): Promise<void> {
  const path = `/api/Publicaciones/Encabezados${idSeller === null ? '' : `?IdSeller=${String(idSeller)}`}`;
  await expect
    .poll(async () => {
      const api = await apiGet<EncabezadosPublicaciones>(p, path);
      const expected = Object.fromEntries(counterFields.map((f) => [f, esAR.format(api[f])]));
      return JSON.stringify(await shownCounters(p)) === JSON.stringify(expected);
    })
    .toBe(true);
  const labels = await p.getByTestId('listings-counters-label').allTextContents();
  expect(labels).toEqual(['Cantidad Total', 'En revisión', 'Activos', 'Con stock no publicados']);
}

const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });
/** A field of the filter by its label (Mantine's hidden option lists carry the label too). */
const field = (p: Page, label: string) =>
  p.getByTestId('listings-filter').getByRole('textbox', { name: label, exact: true });

async function showFilter(p: Page): Promise<void> {
  if ((await button(p, 'Mostrar Filtro').count()) > 0) await button(p, 'Mostrar Filtro').click();
  await p.getByTestId('listings-filter').waitFor();
}

/** Picks an option of a Mantine select (typing first into a searchable one). */
async function choose(p: Page, label: string, option: string | RegExp, typed?: string) {
  const input = field(p, label);
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await p.getByRole('option', { name: option }).first().click();
}

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/** Widens the range so that every seeded listing (published up to 115 days ago) is in it. */
async function fromYear2020(p: Page): Promise<void> {
  await field(p, 'Fecha desde').fill('01/01/2020');
  // Typing opens the calendar; Escape closes it, as a person would before going on.
  await field(p, 'Fecha desde').press('Escape');
}

async function search(p: Page): Promise<void> {
  const before = listCalls.length;
  await button(p, 'Buscar').click();
  await expect.poll(() => listCalls.length).toBeGreaterThan(before);
}

function todayInArgentina(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function daysBefore(iso: string, days: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------

describe('a seller sees its own listings (000 §2.6, §6)', () => {
  it('counters equal the API, the cards are its seller’s only, no Seller or Tipo filter and no PRODUCTO EXCEPTUADO', async () => {
    await openList('seller');
    await expectCountersOfApi(page, null);

    // 000 §9: the default range is the last 14 days to today.
    const today = todayInArgentina();
    expect(lastListQuery()).toMatchObject({
      FechaDesde: daysBefore(today, 14),
      FechaHasta: today,
      NumeroPagina: '1',
      CantidadPagina: '10',
    });
    await expectCardsOfApi(page);

    await showFilter(page);
    expect(await button(page, 'Ocultar Filtro').count()).toBe(1);
    expect(await field(page, 'Fecha desde').inputValue()).toBe(dayMonthYear(daysBefore(today, 14)));
    expect(await field(page, 'Fecha hasta').inputValue()).toBe(dayMonthYear(today));
    for (const label of ['Sku Seller', 'Sku Market', 'Marca', 'Categoria', 'Estado', 'Stock']) {
      expect(await field(page, label).count(), label).toBe(1);
    }
    expect(await field(page, 'Seller').count()).toBe(0);
    expect(await field(page, 'Tipo publicación').count()).toBe(0);

    await fromYear2020(page);
    await search(page);
    const answer = await expectCardsOfApi(page);
    expect(answer.elementos.length).toBeGreaterThan(0);
    expect(answer.elementos.every((e) => e.idSeller === 1)).toBe(true);
    const sellers = await page.getByTestId('listing-seller').allTextContents();
    expect(new Set(sellers)).toEqual(new Set(['Electro Hogar Patagonia S.R.L.']));
    expect(await page.getByText('PRODUCTO EXCEPTUADO').count()).toBe(0);
    // Sellers see the label, never the switch (000 §2.6).
    expect(await page.getByTestId('listing-switch').count()).toBe(0);
    expect(await page.getByTestId('listing-estado').count()).toBe(answer.elementos.length);

    // The 'Crear Publicación' button opens the creation of its own seller (000 §2.1).
    await page.getByRole('link', { name: 'Crear Publicación' }).click();
    await waitForPath(page, '/Publicaciones/Nueva/1');
  });

  it('each card shows the listing as the API answers it (000 §2.6 card fields)', async () => {
    await openList('seller');
    await showFilter(page);
    await fromYear2020(page);
    await search(page);
    const answer = await expectCardsOfApi(page);
    const first = answer.elementos[0];
    if (first === undefined) throw new Error('no listings');
    const c = card(page, first.idPublicacion);
    const text = (id: string) => c.getByTestId(id).textContent();
    expect(await text('listing-seller')).toBe(first.nombreSeller);
    expect(await text('listing-id')).toBe(String(first.idPublicacion));
    expect(await text('listing-titulo')).toBe(first.titulo);
    expect(await text('listing-sku-seller')).toBe(first.skuSeller ?? '-');
    expect(await text('listing-sku-market')).toBe(first.skuMarket ?? '-');
    expect(await text('listing-stock')).toBe(String(first.stock));
    expect(await text('listing-entrega')).toBe('Envío a domicilio');
    expect(await c.getByText('SKU Seller', { exact: true }).count()).toBe(1);
    expect(await c.getByText('SKU Market', { exact: true }).count()).toBe(1);
    expect(await text('listing-fecha')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await c.getByTestId('listing-titulo').getAttribute('href')).toBe(
      `/Publicaciones/Editar/1/${String(first.idPublicacion)}`,
    );
    const ordenes = new URL(
      (await c.getByRole('link', { name: 'Ordenes' }).getAttribute('href')) ?? '',
      baseUrl,
    );
    expect(ordenes.pathname).toBe('/Ordenes/Publicacion');
    expect(Object.fromEntries(ordenes.searchParams)).toEqual({
      idPublicacion: String(first.idPublicacion),
      fechaDesde: '2023-10-01',
    });

    // 000 §2.6: the price is the promotional one when present, else the list price ($ 1.234,56).
    const money = (n: number) =>
      `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
    for (const e of answer.elementos) {
      const cc = card(page, e.idPublicacion);
      expect(await cc.getByTestId('listing-precio').textContent()).toBe(
        money(e.precioPromocional ?? e.precioLista),
      );
      expect(await cc.getByTestId('listing-precio-lista').textContent()).toBe(money(e.precioLista));
      const label = { 1: 'ACTIVO', 2: 'PAUSADO', 3: 'PENDIENTE', 4: 'EN REVISIÓN', 5: '' }[
        e.estado
      ];
      expect(await cc.getByTestId('listing-estado').textContent()).toBe(label);
      expect(await cc.getByText('Envio Gratis', { exact: true }).count()).toBe(
        e.envioGratis ? 1 : 0,
      );
    }
  });
});

describe('staff (000 §2.6, §6)', () => {
  it('see every seller, filter by one seller (its counters too) and see PRODUCTO EXCEPTUADO; no Crear Publicación', async () => {
    await openList('categoria');
    await expectCountersOfApi(page, null);
    expect(lastListQuery()).not.toHaveProperty('IdSeller');
    expect(await page.getByText('Crear Publicación').count()).toBe(0);

    await showFilter(page);
    expect(await field(page, 'Tipo publicación').count()).toBe(1);
    await choose(page, 'Seller', /Litoral Sport/, 'litoral');
    await fromYear2020(page);
    await search(page);
    expect(lastListQuery()).toMatchObject({ IdSeller: '2', FechaDesde: '2020-01-01' });
    const answer = await expectCardsOfApi(page);
    expect(answer.elementos.length).toBeGreaterThan(0);
    const sellers = await page.getByTestId('listing-seller').allTextContents();
    expect(new Set(sellers)).toEqual(new Set(['Deportes del Litoral S.A.']));
    await expectCountersOfApi(page, 2);

    // 000 §2.6: 'PRODUCTO EXCEPTUADO' on exactly the cards the API marks (staff only; the demo
    // data has one among seller 2's first ten).
    expect(answer.elementos.some((e) => e.exceptuado)).toBe(true);
    for (const e of answer.elementos) {
      expect(await card(page, e.idPublicacion).getByText('PRODUCTO EXCEPTUADO').count()).toBe(
        e.exceptuado ? 1 : 0,
      );
    }
    // Staff get the switch on every card.
    expect(await page.getByTestId('listing-switch').count()).toBe(answer.elementos.length);

    // The listing-type filter sends its id (000 §6).
    await choose(page, 'Tipo publicación', 'Destacada');
    await search(page);
    expect(lastListQuery()).toHaveProperty('IdTipoPublicacion');
    await expectCardsOfApi(page);
  });

  it("the admin moderator does not get 'Crear Publicación' either", async () => {
    await openList('moderador');
    await expectCountersOfApi(page, null);
    await expectCardsOfApi(page);
    expect(await page.getByText('Crear Publicación').count()).toBe(0);
    await showFilter(page);
    expect(await field(page, 'Seller').count()).toBe(1);
  });
});

describe('filter (000 §2.6)', () => {
  it("filters by Estado and Stock, and says 'NO SE ENCONTRARON RESULTADOS' when nothing matches", async () => {
    await openList('seller');
    await showFilter(page);
    await fromYear2020(page);
    await choose(page, 'Estado', 'PAUSADO');
    await choose(page, 'Stock', 'Sin Stock');
    await search(page);
    expect(lastListQuery()).toMatchObject({ Estado: '2', Stock: '1' });
    let answer = await expectCardsOfApi(page);
    expect(answer.elementos.length).toBeGreaterThan(0);
    for (const e of answer.elementos) {
      expect(e.estado).toBe(2);
      expect(e.stock).toBe(0);
      const c = card(page, e.idPublicacion);
      expect(await c.getByTestId('listing-estado').textContent()).toBe('PAUSADO');
      expect(await c.getByTestId('listing-stock').textContent()).toBe('0');
    }

    await choose(page, 'Stock', 'Con Stock');
    await search(page);
    expect(lastListQuery()).toMatchObject({ Estado: '2', Stock: '2' });
    answer = await expectCardsOfApi(page);
    expect(answer.elementos.length).toBeGreaterThan(0);
    for (const e of answer.elementos) {
      expect(e.estado).toBe(2);
      expect(
        Number(await card(page, e.idPublicacion).getByTestId('listing-stock').textContent()),
      ).toBeGreaterThan(0);
    }

    await field(page, 'Sku Seller').fill('NO-EXISTE-XYZ');
    await search(page);
    await page.getByText('NO SE ENCONTRARON RESULTADOS', { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByTestId('listings-pager').count()).toBe(0);

    // 'Limpiar' goes back to the defaults and searches with them.
    await button(page, 'Limpiar').click();
    await expect.poll(() => lastListQuery().FechaDesde).toBe(daysBefore(todayInArgentina(), 14));
    expect(lastListQuery()).not.toHaveProperty('SkuSeller');
    expect(lastListQuery()).not.toHaveProperty('Estado');
    expect(await field(page, 'Sku Seller').inputValue()).toBe('');
  });
});

describe('typed dates out of range (issue 11)', () => {
  it("a 'Fecha hasta' before 'Fecha desde' stays typed with its message, is not applied and 'Buscar' waits", async () => {
    await openList('seller');
    await showFilter(page);
    const desde = daysBefore(todayInArgentina(), 14);
    const early = daysBefore(desde, 1);
    const hasta = field(page, 'Fecha hasta');
    await hasta.fill(dayMonthYear(early));
    await hasta.press('Tab');
    const message = `La fecha debe estar entre el ${dayMonthYear(desde)} y el 31/12/2999.`;
    await page.getByTestId('listings-filter').getByText(message).waitFor();
    expect(await hasta.inputValue()).toBe(dayMonthYear(early));
    expect(await button(page, 'Buscar').isDisabled()).toBe(true);

    // A day in range clears it and is the one searched.
    await hasta.fill(dayMonthYear(desde));
    await hasta.press('Escape');
    await expect.poll(() => page.getByText(message).count()).toBe(0);
    await search(page);
    expect(lastListQuery()).toMatchObject({ FechaDesde: desde, FechaHasta: desde });
  });
});

describe('what the counters count (issue 11)', () => {
  it('a seller is told they are all its listings, and a filter does not change them', async () => {
    await openList('seller');
    await expectCountersOfApi(page, null);
    const caption = page.getByTestId('listings-counters-caption');
    const text = 'Totales de todas sus publicaciones, sin aplicar los filtros.';
    expect(await caption.textContent()).toBe(text);
    await showFilter(page);
    await field(page, 'Sku Seller').fill('NO-EXISTE-XYZ');
    await search(page);
    await page.getByText('NO SE ENCONTRARON RESULTADOS', { exact: true }).waitFor();
    await expectCountersOfApi(page, null);
    expect(await caption.textContent()).toBe(text);
  });

  it('staff are told whose listings they count: every seller, or the seller of the filter', async () => {
    await openList('categoria');
    const caption = page.getByTestId('listings-counters-caption');
    expect(await caption.textContent()).toBe(
      'Totales de todas las publicaciones de todos los sellers, sin aplicar los filtros.',
    );
    await showFilter(page);
    await choose(page, 'Seller', /Litoral Sport/, 'litoral');
    await search(page);
    await expectCountersOfApi(page, 2);
    await expect
      .poll(() => caption.textContent())
      .toMatch(
        /^Totales de todas las publicaciones de .*Litoral Sport.*; solo se aplica el filtro Seller\.$/,
      );
  });
});

describe('paging (000 §2.6: 10 per page, Anterior/Siguiente, the page is remembered)', () => {
  it('moves with Siguiente and Anterior and keeps the page and the filter after visiting a listing', async () => {
    await openList('categoria');
    await showFilter(page);
    await fromYear2020(page);
    await search(page);
    let answer = await expectCardsOfApi(page);
    expect(answer.cantidadTotal).toBeGreaterThan(20);
    expect(answer.elementos).toHaveLength(10);
    const ids = answer.elementos.map((e) => e.idPublicacion);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const current = () =>
      page.locator('[data-testid="listings-pager"] [aria-current="page"]').textContent();
    expect(await current()).toBe('1');
    expect(await button(page, 'Anterior').isDisabled()).toBe(true);

    await button(page, 'Siguiente').click();
    await expect.poll(() => lastListQuery().NumeroPagina).toBe('2');
    answer = await expectCardsOfApi(page);
    expect(answer.elementos[0]?.idPublicacion).toBeGreaterThan(ids.at(-1) ?? 0);
    expect(await current()).toBe('2');

    await button(page, 'Anterior').click();
    await expect.poll(() => lastListQuery().NumeroPagina).toBe('1');
    await expectCardsOfApi(page);

    await button(page, 'Página 3').click();
    await expect.poll(() => lastListQuery().NumeroPagina).toBe('3');
    answer = await expectCardsOfApi(page);
    const onPage3 = answer.elementos[0];
    if (onPage3 === undefined) throw new Error('page 3 is empty');

    // The filter and the page are in the address.
    expect(urlSearch(page)).toMatchObject({ desde: '2020-01-01', pagina: '3' });
    const listUrl = `${pathOf(page)}${new URL(page.url()).search}`;

    // Open a listing: the edit screen gets the way back in the navigation state (000 §2.7):
    // the list as it was shown.
    await card(page, onPage3.idPublicacion).getByTestId('listing-titulo').click();
    await waitForPath(
      page,
      `/Publicaciones/Editar/${String(onPage3.idSeller)}/${String(onPage3.idPublicacion)}`,
    );
    expect(await page.evaluate(() => (history.state as { volverA?: string }).volverA)).toBe(
      listUrl,
    );

    // Coming back, the list is where it was: page 3 with the same filter.
    await page.goBack();
    await waitForPath(page, '/Publicaciones');
    await expect.poll(() => current()).toBe('3');
    expect(lastListQuery()).toMatchObject({ NumeroPagina: '3', FechaDesde: '2020-01-01' });
    await expectCardsOfApi(page);
    expect(await field(page, 'Fecha desde').inputValue()).toBe('01/01/2020');

    // Also after a reload of the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Publicaciones', level: 1 }).waitFor();
    await expect.poll(() => current()).toBe('3');
    expect(lastListQuery()).toMatchObject({ NumeroPagina: '3', FechaDesde: '2020-01-01' });
    expect(await field(page, 'Fecha desde').inputValue()).toBe('01/01/2020');

    // 000 §2.3: a click on the sidebar opens the list with no search: back to page 1 and the
    // defaults.
    await page.getByRole('link', { name: 'Gestión', exact: true }).click();
    await expect.poll(() => current()).toBe('1');
    expect(lastListQuery()).toMatchObject({
      NumeroPagina: '1',
      FechaDesde: daysBefore(todayInArgentina(), 14),
    });
    expect(pathOf(page)).toBe('/Publicaciones');
    expect(urlSearch(page)).toEqual({});
  });
});

describe('the filter in the URL (issue 12 point 7: bookmarked, reloaded, shared)', () => {
  it('a chosen seller and estado are in the address; a reload and a shared link open the same list, labels too; Limpiar and the sidebar clear it', async () => {
    await openList('categoria');
    await showFilter(page);
    await choose(page, 'Seller', /Litoral Sport/, 'litoral');
    const sellerLabel = await field(page, 'Seller').inputValue();
    await fromYear2020(page);
    await choose(page, 'Estado', 'ACTIVO');
    await search(page);
    expect(lastListQuery()).toMatchObject({ IdSeller: '2', Estado: '1', FechaDesde: '2020-01-01' });
    await expect
      .poll(() => urlSearch(page))
      .toMatchObject({
        seller: '2',
        sellerTexto: sellerLabel,
        estado: '1',
        desde: '2020-01-01',
      });
    const link = page.url();

    // A reload keeps it.
    await page.reload();
    await page.getByTestId('listings-filter').waitFor();
    await expect
      .poll(() => lastListQuery())
      .toMatchObject({ IdSeller: '2', Estado: '1', FechaDesde: '2020-01-01' });
    expect(await field(page, 'Seller').inputValue()).toBe(sellerLabel);
    await expectCardsOfApi(page);
    await tab?.close();

    // Another staff user opening the shared link sees the same list, with the seller's name.
    await openList('moderador', link.slice(baseUrl.length));
    await page.getByTestId('listings-filter').waitFor();
    await expect
      .poll(() => lastListQuery())
      .toMatchObject({ IdSeller: '2', Estado: '1', FechaDesde: '2020-01-01' });
    expect(await field(page, 'Seller').inputValue()).toBe(sellerLabel);
    expect(await field(page, 'Fecha desde').inputValue()).toBe('01/01/2020');
    const answer = await expectCardsOfApi(page);
    for (const e of answer.elementos) expect(e.estado).toBe(1);
    await expectCountersOfApi(page, 2);

    // 'Limpiar' takes the filter out of the address.
    await button(page, 'Limpiar').click();
    await expect.poll(() => lastListQuery()).not.toHaveProperty('IdSeller');
    await expect.poll(() => Object.keys(urlSearch(page))).toEqual(['filtro']);
    expect(await field(page, 'Seller').inputValue()).toBe('');

    // Invalid values of a hand-made link are dropped: the defaults stand.
    await page.goto('/Publicaciones?estado=9&stock=%22x%22&pagina=-2&desde=ayer');
    await page.getByRole('heading', { name: 'Publicaciones', level: 1 }).waitFor();
    await expect.poll(() => lastListQuery().NumeroPagina).toBe('1');
    expect(lastListQuery()).not.toHaveProperty('Estado');
    expect(lastListQuery()).toMatchObject({
      Stock: '0',
      FechaDesde: daysBefore(todayInArgentina(), 14),
    });

    // The sidebar opens the list with no search (000 §2.3).
    await page.goto(link.slice(baseUrl.length));
    await expect.poll(() => lastListQuery()).toMatchObject({ IdSeller: '2' });
    await page.getByRole('link', { name: 'Gestión', exact: true }).click();
    await expect.poll(() => lastListQuery()).not.toHaveProperty('IdSeller');
    expect(urlSearch(page)).toEqual({});
  });
});

// ---------------------------------------------------------------------------------------------
// The staff switch (000 §4). A fresh listing of seller 2, created pendiente_activacion by its
// seller for each test and deleted afterwards, so that nothing seeded changes.

type PublicacionNueva = components['schemas']['PublicacionNueva'];
type Publicacion = components['schemas']['Publicacion'];

/** A 1x1 PNG (the server checks images by content). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

async function createPendingListing(token: string): Promise<Publicacion> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
  const up = await fetch(`${baseUrl}/Imagen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(up.status).toBe(200);
  const { url } = (await up.json()) as { url: string };
  const get = async <T>(path: string): Promise<T> => {
    const res = await apiCall(token, 'GET', path);
    expect(res.status).toBe(200);
    return res.body as T;
  };
  const [categorias, marcas, ivas, tipos] = await Promise.all([
    get<{ elementos: { codigo: string }[] }>('/api/Articulos/SubFamiliasByParams?descripcion='),
    get<{ elementos: { codigo: string }[] }>('/api/Articulos/Marcas?descripcion='),
    get<{ tiposAlicuotaIva: { alicuota: number }[] }>('/api/Publicaciones/AlicuotasIva'),
    get<{ tiposPublicaciones: { idTipoPublicacion: number }[] }>(
      '/api/Tipos/Publicacion?idSeller=2',
    ),
  ]);
  const categoria = categorias.elementos[0];
  const marca = marcas.elementos[0];
  const iva = ivas.tiposAlicuotaIva[0];
  const tipo = tipos.tiposPublicaciones[0];
  if (!categoria || !marca || !iva || !tipo) throw new Error('the catalogue is empty');
  const body: PublicacionNueva = {
    idSeller: 2,
    titulo: `Pelota de prueba del switch ${String(Date.now())}`,
    categoria: categoria.codigo,
    marca: marca.codigo,
    stock: 5,
    skuSeller: `E2E-SW-${String(Date.now()).slice(-8)}`,
    precioLista: 12345.67,
    precioPromocional: null,
    alicuotaIva: iva.alicuota,
    idTipoPublicacion: tipo.idTipoPublicacion,
    tipoEntrega: [1],
    imagenes: [{ urlImagen: url, posicion: 1 }],
  };
  const res = await apiCall(token, 'POST', '/api/Publicaciones', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const publicacion = res.body as Publicacion;
  expect(publicacion.estado).toBe(3);
  return publicacion;
}

describe('the staff switch (000 §4: optimistic, approve and pause)', () => {
  let created: Publicacion | undefined;
  let seller2Token = '';

  beforeEach(async () => {
    seller2Token = (await sessionOf('seller2')).token;
    created = await createPendingListing(seller2Token);
  });
  afterEach(async () => {
    // Restores what the test changed: the listing leaves every list (000 §7 DELETE).
    if (created !== undefined) {
      const res = await apiCall(
        seller2Token,
        'DELETE',
        `/api/Publicaciones?id=${String(created.idPublicacion)}`,
      );
      expect(res.status).toBe(204);
      created = undefined;
    }
  });

  /** Shows only the created listing (by its SKU Market), as staff. */
  async function openCreatedAsStaff(): Promise<void> {
    if (created === undefined) throw new Error('no listing');
    await openList('categoria');
    await showFilter(page);
    await field(page, 'Sku Market').fill(created.skuMarket ?? '');
    await search(page);
    const answer = await expectCardsOfApi(page);
    expect(answer.elementos.map((e) => e.idPublicacion)).toEqual([created.idPublicacion]);
  }

  const switchOf = () => card(page, created?.idPublicacion ?? 0).getByTestId('listing-switch');
  /** Clicks the switch's track, as a person does (the input itself is hidden). */
  const clickSwitch = () =>
    card(page, created?.idPublicacion ?? 0)
      .locator('.mantine-Switch-track')
      .click();
  const labelOf = () =>
    card(page, created?.idPublicacion ?? 0)
      .getByTestId('listing-estado')
      .textContent();
  const toast = (text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text });
  const storedEstado = async () =>
    (
      await apiGet<Publicacion>(
        page,
        `/api/Publicaciones/Obtener?IdPublicacion=${String(created?.idPublicacion ?? 0)}`,
      )
    ).estado;

  it('approves a pendiente listing (shown at once, then confirmed) and pauses it again; the counters follow', async () => {
    await openCreatedAsStaff();
    expect(await labelOf()).toBe('PENDIENTE');
    expect(await switchOf().isChecked()).toBe(false);
    expect(await switchOf().isEnabled()).toBe(true);

    // The call is held for a moment: the switch already shows the target state meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Publicaciones/Aprobar', async (route) => {
      await held;
      await route.continue();
    });
    await clickSwitch();
    await expect.poll(() => switchOf().isChecked()).toBe(true);
    expect(await labelOf()).toBe('ACTIVO');
    expect(await switchOf().getAttribute('aria-busy')).toBe('true');
    release();
    await toast('Publicación aprobada').waitFor();
    await page.unroute('**/api/Publicaciones/Aprobar');
    expect(await storedEstado()).toBe(1);
    await expect.poll(() => switchOf().getAttribute('aria-busy')).toBe('false');
    expect(await switchOf().isChecked()).toBe(true);
    expect(await labelOf()).toBe('ACTIVO');
    await expectCountersOfApi(page, null);

    // activo -> pausado through Desaprobar without a reason.
    await clickSwitch();
    await toast('Publicación desaprobada').waitFor();
    expect(await storedEstado()).toBe(2);
    await expect.poll(() => labelOf()).toBe('PAUSADO');
    expect(await switchOf().isChecked()).toBe(false);
    await expectCountersOfApi(page, null);
  });

  it('a refused call rolls the switch back and shows each message of errores', async () => {
    await openCreatedAsStaff();
    await page.route('**/api/Publicaciones/Aprobar', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ errores: ['X', 'Y'] }),
      }),
    );
    await clickSwitch();
    await toast('X').first().waitFor();
    await toast('Y').first().waitFor();
    await expect.poll(() => switchOf().isChecked()).toBe(false);
    expect(await labelOf()).toBe('PENDIENTE');
    expect(await switchOf().isEnabled()).toBe(true);
    expect(await storedEstado()).toBe(3);

    // Without messages, the spec's fallback (000 §8).
    await page.unroute('**/api/Publicaciones/Aprobar');
    await page.route('**/api/Publicaciones/Aprobar', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
    );
    await clickSwitch();
    await toast('No pudo aprobarse').waitFor();
    await expect.poll(() => switchOf().isChecked()).toBe(false);
    await page.unroute('**/api/Publicaciones/Aprobar');
  });
});

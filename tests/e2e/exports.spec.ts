// 002 /Exportables/Publicaciones and issue 6 (6): the listings export through the real app and
// server. The xlsx saved by 'Descargar' is read with SheetJS and compared, row by row, with what
// GET /api/Publicaciones answers the same user for the same filter at that moment.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListaPublicaciones, PublicacionTarjeta } from '../../src/api/listings-queries.ts';
import { exportColumns } from '../../src/domain/listing-bulk.ts';
import { sessionsOf, tokenOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const EXPORT_PATH = '/api/Exportables/ExportarPublicaciones';
/** One login per demo user for the whole file (the login screen is tested in session.spec). */
const sessionOf = sessionsOf(baseUrl);

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tab the test opened, closed after it. */
let tab: Page | undefined;
let page: Page;
/** The bodies of the export calls the page made, in order. */
let exportBodies: Record<string, unknown>[];

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

type Row = (string | number | boolean | null)[];

/** Every listing GET /api/Publicaciones answers for a filter (all its pages). */
async function apiListAll(
  token: string,
  filter: Record<string, unknown>,
): Promise<PublicacionTarjeta[]> {
  const out: PublicacionTarjeta[] = [];
  for (let pagina = 1; ; pagina++) {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(filter)) {
      if (typeof v === 'string' || typeof v === 'number') query.set(k, String(v));
    }
    query.set('NumeroPagina', String(pagina));
    query.set('CantidadPagina', '100');
    const res = await fetch(`${baseUrl}/api/Publicaciones?${query.toString()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as ListaPublicaciones;
    out.push(...page.elementos);
    if (out.length >= page.cantidadTotal || page.elementos.length === 0) return out;
  }
}

/** The export screen as `usuario`, signed in, in a new tab (`page`, recording calls). */
async function openExport(usuario: string): Promise<void> {
  ({ page } = await tabs.open(browser, await sessionOf(usuario)));
  tab = page;
  exportBodies = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EXPORT_PATH && request.method() === 'POST') {
      exportBodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  await page.goto('/Exportables/Publicaciones');
  await page.getByRole('heading', { name: 'Exportar Publicaciones', level: 1 }).waitFor();
}

const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });
const field = (p: Page, label: string) =>
  p.getByTestId('listings-filter').getByRole('textbox', { name: label, exact: true });

/** Picks an option of a Mantine select (typing first into a searchable one). */
async function choose(p: Page, label: string, option: string | RegExp, typed?: string) {
  const input = field(p, label);
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await p.getByRole('option', { name: option }).first().click();
}

/** The count the page shows once it has settled. */
async function shownCount(p: Page): Promise<string> {
  const count = p.getByTestId('listings-export-count');
  await p.locator('[data-testid="listings-export-count"][aria-busy="false"]').waitFor();
  return (await count.textContent()) ?? '';
}

/** 'Descargar', and the first sheet of the xlsx it saves. */
async function download(p: Page): Promise<{ name: string; rows: Row[] }> {
  const before = exportBodies.length;
  const [file] = await Promise.all([p.waitForEvent('download'), button(p, 'Descargar').click()]);
  expect(exportBodies.length).toBe(before + 1);
  const book = XLSX.read(await readFile(await file.path()), { type: 'buffer' });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (sheet === undefined) throw new Error('no sheet');
  return {
    name: file.suggestedFilename(),
    rows: XLSX.utils.sheet_to_json<Row>(sheet, { header: 1, defval: null, blankrows: false }),
  };
}

const shownCountOf = (n: number) =>
  n === 1
    ? '1 publicación con este filtro'
    : `${new Intl.NumberFormat('es-AR').format(n)} publicaciones con este filtro`;

const headers = exportColumns.map((c) => c.header);
const at = (h: string) => headers.indexOf(h);

/** The export's rows against the API's listings: same listings, same order, same values. */
function expectRowsOfApi(rows: Row[], api: PublicacionTarjeta[]): void {
  expect(rows[0]).toEqual(headers);
  const data = rows.slice(1);
  expect(data.map((r) => r[at('ID Publicación')])).toEqual(api.map((l) => l.idPublicacion));
  for (const [i, l] of api.entries()) {
    const r = data[i] ?? [];
    expect(r[at('SKU Seller')] ?? null).toBe(l.skuSeller);
    expect(r[at('SKU Market')] ?? null).toBe(l.skuMarket);
    expect(r[at('Título')]).toBe(l.titulo);
    expect(r[at('Stock')]).toBe(l.stock);
    expect(r[at('Precio Lista')]).toBe(l.precioLista);
    expect(r[at('Precio Promocional')] ?? null).toBe(l.precioPromocional);
    expect(r[at('Seller')]).toBe(l.nombreSeller);
    expect(r[at('Envío gratis')]).toBe(l.envioGratis ? 'SI' : 'NO');
  }
}

describe('/Exportables/Publicaciones (002, issue 6)', () => {
  it("a seller's export has one row per listing the API lists for the same filter, with the re-import columns", async () => {
    await openExport('seller');
    const token = await tokenOf(page);
    // The listing list's filter: from 2020 on, so every seeded listing is in the range.
    await field(page, 'Fecha desde').fill('01/01/2020');
    await field(page, 'Fecha desde').press('Escape');
    await button(page, 'Buscar').click();
    await expect.poll(() => shownCount(page)).toMatch(/publicaci/);

    const file = await download(page);
    expect(file.name).toMatch(/\.xlsx$/);
    const body = exportBodies.at(-1) ?? {};
    expect(body.FechaDesde).toBe('2020-01-01');
    // The filter has no page: every row goes to the file.
    expect(body).not.toHaveProperty('NumeroPagina');
    const api = await apiListAll(token, body);
    expect(api.length).toBeGreaterThan(0);
    // Sellers get their own listings only.
    expect(new Set(api.map((l) => l.idSeller))).toEqual(new Set([1]));
    expectRowsOfApi(file.rows, api);
    expect(await shownCount(page)).toBe(
      `${new Intl.NumberFormat('es-AR').format(api.length)} publicaciones con este filtro`,
    );
  });

  it("the filter's Stock 'Sin Stock' exports the listings without stock, as the API lists them", async () => {
    await openExport('selleradmin');
    const token = await tokenOf(page);
    await field(page, 'Fecha desde').fill('01/01/2020');
    await field(page, 'Fecha desde').press('Escape');
    await choose(page, 'Stock', 'Sin Stock');
    await button(page, 'Buscar').click();
    await expect.poll(() => shownCount(page)).toMatch(/publicaci/);
    const file = await download(page);
    const body = exportBodies.at(-1) ?? {};
    expect(body.Stock).toBe(1);
    const api = await apiListAll(token, body);
    expect(api.every((l) => l.stock === 0)).toBe(true);
    expectRowsOfApi(file.rows, api);
  });

  it('staff export every seller, or the one chosen in the Seller filter', async () => {
    await openExport('categoria');
    const token = await tokenOf(page);
    await field(page, 'Fecha desde').fill('01/01/2020');
    await field(page, 'Fecha desde').press('Escape');
    await button(page, 'Buscar').click();
    await expect.poll(() => shownCount(page)).toMatch(/publicaci/);
    const all = await download(page);
    const api = await apiListAll(token, exportBodies.at(-1) ?? {});
    expect(new Set(api.map((l) => l.idSeller)).size).toBeGreaterThan(1);
    expectRowsOfApi(all.rows, api);

    const everySeller = await shownCount(page);
    expect(everySeller).toBe(shownCountOf(api.length));
    await choose(page, 'Seller', /Litoral Sport/, 'Litoral');
    await button(page, 'Buscar').click();
    await expect.poll(() => shownCount(page)).not.toBe(everySeller);
    const one = await download(page);
    const body = exportBodies.at(-1) ?? {};
    expect(body.IdSeller).toBe(2);
    const api2 = await apiListAll(token, body);
    expect(new Set(api2.map((l) => l.idSeller))).toEqual(new Set([2]));
    expectRowsOfApi(one.rows, api2);
  });
});

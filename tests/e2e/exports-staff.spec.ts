// The Exportables screens as the admin moderator (002 §2 'Exports', §5, §8, §9; issue 21), with
// one login: 'Órdenes Telefónicas' (the date checks, then Ordenes Telefonicas.xlsx in the staff
// template), /Exportables/Novedades and /Exportables/Liquidaciones ('Descargar Excel' enabled
// only with the checkbox, then Novedades.xlsx and Liquidaciones.xlsx) and /Exportables/Sellers
// ('Descargar sellers', Sellers.xlsx). Each saved file is read with SheetJS.
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportsFileCheck, type Row } from './exports-helpers.ts';
import { sessionsOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';
import { formatDay, todayInMarket } from '../../src/domain/dates.ts';
import {
  liquidacionColumns,
  novedadColumns,
  sellerColumns,
  staffOrderColumns,
} from '../../src/domain/exports.ts';

const baseUrl = inject('baseUrl');
/** One login per demo user for the whole file (the login screen is tested in session.spec). */
const sessionOf = sessionsOf(baseUrl);

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tab the test opened (open), closed after it. */
let tab: Page | undefined;
let page: Page;

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

const button = (name: string) => page.getByRole('button', { name, exact: true });
const toast = (text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();

/** The moderador's screen at `path` in a new tab (`page`). */
async function open(path: string, heading: string) {
  ({ page } = await tabs.open(browser, await sessionOf('moderador')));
  tab = page;
  await page.goto(path);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

async function saved(click: () => Promise<void>): Promise<{ name: string; book: XLSX.WorkBook }> {
  const [file]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: file.suggestedFilename(),
    book: XLSX.read(await readFile(await file.path()), { type: 'buffer' }),
  };
}

describe('Exportables as the admin moderator (issue 21)', () => {
  it("'Órdenes Telefónicas' asks for both dates, then saves 'Ordenes Telefonicas.xlsx' with the 35 columns", async () => {
    await open('/Exportables/Ordenes', 'Órdenes');
    const block = page.getByRole('region', { name: 'Órdenes Telefónicas' });
    await block.getByRole('button', { name: 'Descargar', exact: true }).click();
    await toast('Debe seleccionar una fecha inicial').waitFor();
    const today = formatDay(todayInMarket());
    await block.getByRole('textbox', { name: 'Fecha desde' }).fill(today);
    await block.getByRole('textbox', { name: 'Fecha desde' }).press('Escape');
    await block.getByRole('button', { name: 'Descargar', exact: true }).click();
    await toast('Debe seleccionar una fecha final').waitFor();
    await block.getByRole('textbox', { name: 'Fecha hasta' }).fill(today);
    await block.getByRole('textbox', { name: 'Fecha hasta' }).press('Escape');
    const file = await saved(() =>
      block.getByRole('button', { name: 'Descargar', exact: true }).click(),
    );
    expect(file.name).toBe('Ordenes Telefonicas.xlsx');
    exportsFileCheck(
      file.book,
      'Ordenes Telefonicas',
      staffOrderColumns.map((c) => c.header),
    );
  });

  it("Novedades: 'Descargar Excel' only with 'Todas las novedades…' ticked, then Novedades.xlsx", async () => {
    await open('/Exportables/Novedades', 'Novedades');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Estados' }).inputValue())
      .toBe('En Preparacion....');
    expect(await button('Descargar Excel').isDisabled()).toBe(true);
    await page.getByLabel('Todas las novedades de todos los sellers en el rango de tiempo').check();
    const file = await saved(() => button('Descargar Excel').click());
    expect(file.name).toBe('Novedades.xlsx');
    const rows: Row[] = exportsFileCheck(
      file.book,
      'Novedades',
      novedadColumns.map((c) => c.header),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it("the export centre: 'Preparar en segundo plano' queues the novedades; 'Mis exportaciones' lists the job until it is ready and downloads it", async () => {
    await open('/Exportables/Novedades', 'Novedades');
    await page.getByLabel('Todas las novedades de todos los sellers en el rango de tiempo').check();
    const centre = page.getByRole('region', { name: 'Mis exportaciones' });
    // The list has answered (its table, or the text of an empty one) before it is counted.
    await centre
      .getByTestId('mis-exportaciones')
      .or(centre.getByText('Las exportaciones grandes se preparan en segundo plano'))
      .waitFor();
    const before = await centre.getByRole('button', { name: /^Descargar Novedades\.xlsx/ }).count();
    await button('Preparar en segundo plano').click();
    await toast('Estamos preparando Novedades.xlsx').waitFor();
    const ready = centre.getByRole('button', { name: /^Descargar Novedades\.xlsx/ });
    await expect.poll(() => ready.count(), { timeout: 30_000 }).toBe(before + 1);
    const file = await saved(() => ready.first().click());
    expect(file.name).toBe('Novedades.xlsx');
    const rows = exportsFileCheck(
      file.book,
      'Novedades',
      novedadColumns.map((c) => c.header),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it("Liquidaciones: 'Descargar Excel' only with the checkbox, then Liquidaciones.xlsx", async () => {
    await open('/Exportables/Liquidaciones', 'Liquidaciones');
    expect(await button('Descargar Excel').isDisabled()).toBe(true);
    await page
      .getByLabel('Todas las liquidaciones de todos los sellers en el rango de tiempo')
      .check();
    const file = await saved(() => button('Descargar Excel').click());
    expect(file.name).toBe('Liquidaciones.xlsx');
    exportsFileCheck(
      file.book,
      'Liquidaciones',
      liquidacionColumns.map((c) => c.header),
    );
  });

  it("Sellers: 'Descargar sellers' saves Sellers.xlsx", async () => {
    await open('/Exportables/Sellers', 'Sellers');
    const file = await saved(() => button('Descargar sellers').click());
    expect(file.name).toBe('Sellers.xlsx');
    const rows = exportsFileCheck(
      file.book,
      'Sellers',
      sellerColumns.map((c) => c.header),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

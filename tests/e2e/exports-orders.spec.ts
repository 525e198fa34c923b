// /Exportables/Ordenes as a seller (002 §2 'Exports', §4 'Export', §6, §9; issue 21): the live
// count, 'Descargar N órdenes', the loading indicator that hides 5 s after the download, and the
// saved Ordenes.xlsx read with SheetJS: the sellers' 18 columns, only its own seller's orders, as
// many orders as the count said. No phone orders block for sellers.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportsFileCheck } from './exports-helpers.ts';
import { sessionsOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';
import { sellerOrderColumns } from '../../src/domain/exports.ts';

const baseUrl = inject('baseUrl');
/** One login per demo user for the whole file (the login screen is tested in session.spec). */
const sessionOf = sessionsOf(baseUrl);

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tabs a test opened, closed after it. */
const opened: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

/** A new tab of `usuario`, signed in, at `path`. */
async function open(usuario: string, path: string): Promise<Page> {
  const { page } = await tabs.open(browser, await sessionOf(usuario));
  opened.push(page);
  await page.goto(path);
  return page;
}

describe('/Exportables/Ordenes as a seller (issue 21)', () => {
  it("'Descargar N órdenes' saves Ordenes.xlsx with the 18 columns, as many orders as the live count; the indicator hides after the download", async () => {
    const page = await open('seller', '/Exportables/Ordenes');
    await page.getByRole('heading', { name: 'Órdenes', exact: true }).waitFor();
    expect(await page.getByText('Órdenes Telefónicas').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Seller' }).count()).toBe(0);
    const descargar = page.getByRole('button', { name: /^Descargar [\d.]+ órdenes$/ });
    await descargar.waitFor();
    await expect.poll(() => descargar.isEnabled()).toBe(true);
    const n = Number(((await descargar.textContent()) ?? '').replace(/\D/g, ''));
    expect(n).toBeGreaterThan(0);

    const [file] = await Promise.all([page.waitForEvent('download'), descargar.click()]);
    expect(file.suggestedFilename()).toBe('Ordenes.xlsx');
    const loading = page.getByTestId('orders-export-loading');
    await loading.waitFor();
    const book = XLSX.read(await readFile(await file.path()), { type: 'buffer' });
    const rows = exportsFileCheck(
      book,
      'Ordenes',
      sellerOrderColumns.map((c) => c.header),
    );
    const ids = new Set(rows.map((r) => r[1]));
    expect(ids.size).toBe(n);
    // 002 §4: the indicator hides 5 s after the download completed.
    await loading.waitFor({ state: 'hidden', timeout: 15_000 });
  });
});

// Payment-plan groups on screen (001 §2.6, §5, §7, §8; issue 18 points 4, 5 and 9): the admin
// moderator creates a group through the checks of §5 in order, picks its plans on the plan
// search, saves it, finds it with the list's filter, exports the list to a real xlsx (its rows
// read back), opens the group and deletes it after the confirmation. Category has no export.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { planGroupMessages } from '../../src/domain/plan-rules.ts';
import { sessionsOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const sessionOf = sessionsOf(baseUrl);
const WAIT = { timeout: 30_000, interval: 50 } as const;

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tabs (and the contexts of their own) a test opened, closed after it. */
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

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

type Row = (string | number | null)[];

describe('plan groups (001 §2.6)', () => {
  it("the admin creates a group through §5's checks, picks plans on the search, exports it (xlsx rows), opens it and deletes it", async () => {
    const nombre = `Grupo e2e ${Date.now().toString(36)}`;
    const page = await open('moderador', '/Planes');
    await page.getByRole('heading', { name: 'Grupos de Planes' }).waitFor();
    await page.getByRole('table', { name: 'Grupos de Planes' }).getByText('Banco Nación').waitFor();
    await page.getByRole('link', { name: 'Crear Grupo' }).click();
    await page.getByRole('heading', { name: 'Crear Grupo de Planes' }).waitFor();

    // 001 §5 in order.
    await button(page, 'Guardar').click();
    await toast(page, planGroupMessages.descripcionRequired).waitFor();
    await page.getByLabel('Descripción').fill(nombre);
    await button(page, 'Guardar').click();
    await toast(page, planGroupMessages.comisionRequired).waitFor();
    const comision = page.getByLabel('Comisión');
    // Digits and a dot: a letter is refused with a hint; above 100 becomes 100, and says so.
    await comision.fill('1a5x0');
    await page.getByText('Solo números, con punto para los decimales (12.5).').waitFor();
    expect(await comision.inputValue()).toBe('');
    await comision.fill('150');
    await expect.poll(() => comision.inputValue(), WAIT).toBe('100');
    await page.getByText('El máximo es 100.').waitFor();
    await comision.fill('6.25');
    await button(page, 'Guardar').click();
    await toast(page, planGroupMessages.planRequiredCreate).waitFor();

    // The plan search: by number, then by description (debounced), checkboxes, Guardar.
    await button(page, 'Agregar planes').click();
    await page.getByRole('heading', { name: 'Búsqueda de Planes' }).waitFor();
    await page.getByLabel('Número de plan').fill('1012');
    await expect.poll(() => page.getByTestId('plan').count(), WAIT).toBe(1);
    await page.getByRole('checkbox', { name: 'Plan 1012' }).check();
    await page.getByLabel('Número de plan').fill('');
    await page.getByLabel('Descripción').fill('cuota simple');
    await expect.poll(() => page.getByTestId('plan').count(), WAIT).toBe(3);
    await page.getByRole('checkbox', { name: 'Plan 2006' }).check();
    await button(page, 'Guardar').click();
    await page.getByRole('heading', { name: 'Crear Grupo de Planes' }).waitFor();
    await expect.poll(() => page.getByLabel('Descripción').inputValue(), WAIT).toBe(nombre);
    expect(await page.getByLabel('Comisión').inputValue()).toBe('6.25');
    await expect
      .poll(() => page.getByTestId('plan-del-grupo').allTextContents(), WAIT)
      .toEqual([expect.stringContaining('1012'), expect.stringContaining('2006')]);
    await button(page, 'Guardar').click();
    await toast(page, planGroupMessages.saved).waitFor();
    await page.getByRole('heading', { name: 'Grupos de Planes' }).waitFor();

    // The list's filter, then 'Exportar a Excel' of what it shows.
    await page.getByLabel('Descripción').fill(nombre);
    await button(page, 'Buscar').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('descripcion'), WAIT).toBe(nombre);
    const link = page.getByRole('link', { name: nombre });
    await link.waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Exportar a Excel').click(),
    ]);
    await toast(page, planGroupMessages.generating).waitFor();
    const book = XLSX.read(await readFile(await file.path()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (sheet === undefined) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<Row>(sheet, { header: 1, defval: null });
    expect(rows[0]).toEqual([
      'ID',
      'Descripción grupo',
      'Comisión',
      'Número plan',
      'Descripción plan',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
      [nombre, 6.25, 1012, '12 cuotas sin interés'],
      [nombre, 6.25, 2006, 'Cuota Simple 6'],
    ]);

    // Open it, remove a plan, save; open again and delete it after the confirmation.
    await link.click();
    await page.getByRole('heading', { name: 'Editar Grupo de Planes' }).waitFor();
    await expect.poll(() => page.getByTestId('plan-del-grupo').count(), WAIT).toBe(2);
    await page.getByRole('button', { name: 'Quitar plan 2006' }).click();
    await button(page, 'Guardar').click();
    await toast(page, planGroupMessages.saved).waitFor();
    await page.getByRole('link', { name: nombre }).click();
    await expect.poll(() => page.getByTestId('plan-del-grupo').count(), WAIT).toBe(1);
    await button(page, 'Eliminar').click();
    await page.getByText(planGroupMessages.deleteConfirm).waitFor();
    await button(page, 'Sí').click();
    await toast(page, planGroupMessages.deleted).waitFor();
    await page.getByRole('heading', { name: 'Grupos de Planes' }).waitFor();
  });

  it("category has 'Crear Grupo' but no 'Exportar a Excel'; a group a type uses is not deleted", async () => {
    const page = await open('categoria', '/Planes?descripcion=Contado');
    const link = page.getByRole('link', { name: 'Contado y débito' });
    await link.waitFor();
    expect(await button(page, 'Exportar a Excel').count()).toBe(0);
    await link.click();
    await page.getByRole('heading', { name: 'Editar Grupo de Planes' }).waitFor();
    await button(page, 'Eliminar').click();
    await button(page, 'Sí').click();
    await toast(page, 'lo usa el tipo de publicación').waitFor();
  });
});

// 002 §2 'Fee logistics', §5 and §8 (issue 19 points 5 and 8), through the real app and server as
// the admin moderator, one login: the menu's 'Configuración Fee Logístico' opens the three
// windows; 'Crear Fee' with the date rules and 'No hay datos válidos para actualizar.', then a
// new window inside the active one (which it closes the day before) that becomes 'Fee Próximo';
// its cells updated with 'Actualizar Fee'.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FilaCostoFee } from '../../src/api/fees-queries.ts';
import { addDays, formatDay, todayInMarket } from '../../src/domain/dates.ts';
import { feeMessages } from '../../src/domain/fee-rules.ts';
import { apiCallAs, openPageAs, sessionThroughApi, type Session } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000, interval: 50 } as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let moderador: Session & { token: string };
const hoy = todayInMarket();

const api = (method: string, path: string, body?: unknown) =>
  apiCallAs(baseUrl, moderador.token, method, path, body);
const windowRows = async (v: 0 | 1 | 2) =>
  (
    (
      await api(
        'GET',
        `/api/Liquidaciones/DatosFeeLogisticoSellers?VigenciaFeeLogistico=${String(v)}`,
      )
    ).body as { datosFeeLogisticoSellers: FilaCostoFee[] }
  ).datosFeeLogisticoSellers;

beforeAll(async () => {
  browser = await launchChromium();
  moderador = await sessionThroughApi(baseUrl, 'moderador');
  ({ context, page } = await openPageAs(browser, baseUrl, moderador, {
    width: 1400,
    height: 1000,
  }));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const toast = (text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();

async function typeDay(label: string, iso: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(formatDay(iso));
  await input.press('Tab');
}

describe('/Liquidaciones/ActualizacionMasiva and /Liquidaciones/NuevoFee (moderador)', () => {
  it('creates a next fee window and updates it', async () => {
    const activo = await windowRows(1);
    const activeEnd = activo[0]?.vigenteHasta ?? '';
    // A window inside the active one, ending before it does: it closes the active window the
    // day before and is the next one.
    const desde = addDays(hoy, 2);
    const hasta = addDays(hoy, 6);
    expect(hasta < activeEnd).toBe(true);

    await page.goto('/');
    await page.locator('[data-menu-group="9"]').click();
    await page.locator('[data-menu-item="94"]').click();
    await page.getByRole('heading', { name: 'Fee Logistico' }).waitFor();
    for (const title of ['Fee Anterior', 'Fee Activo', 'Fee Próximo']) {
      await page.getByRole('table', { name: title }).waitFor();
    }
    // The previous window is read-only: no inputs, no 'Actualizar Fee'.
    const anterior = page.getByRole('region', { name: 'Fee Anterior' });
    expect(await anterior.getByRole('textbox').count()).toBe(0);
    expect(await anterior.getByRole('button', { name: 'Actualizar Fee' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Crear Fee' }).click();
    await page.getByRole('heading', { name: 'Crear Nuevo Fee' }).waitFor();
    const form = page.getByRole('form', { name: 'Nuevo Fee' });
    const crear = form.getByRole('button', { name: 'Crear Fee' });
    await crear.click();
    await toast(feeMessages.fechaDesde).waitFor();
    // A start moved after the end takes the end with it (002 §5).
    await typeDay('Fecha hasta', addDays(hoy, 1));
    await typeDay('Fecha desde', desde);
    await expect
      .poll(() => page.getByLabel('Fecha hasta', { exact: true }).inputValue(), WAIT)
      .toBe(formatDay(desde));
    await typeDay('Fecha hasta', hasta);
    // Nothing valid: every cost emptied.
    const costs = form.getByRole('textbox', { name: /^Costo / });
    await expect.poll(() => costs.count(), WAIT).toBe(18);
    for (const input of await costs.all()) await input.fill('');
    await crear.click();
    await toast(feeMessages.sinDatos).waitFor();
    await form.getByLabel('Costo AMBA Hasta 1 kg', { exact: true }).fill('3500');
    await form.getByLabel('Costo Patagonia Más de 30 kg', { exact: true }).fill('41000,5');
    await crear.click();
    await toast(feeMessages.actualizado).waitFor();
    await page.getByRole('heading', { name: 'Fee Logistico' }).waitFor();

    // The new window is the next one: its two scales, its dates; the active one closed.
    const proximo = page.getByRole('region', { name: 'Fee Próximo' });
    await proximo.getByText(formatDay(desde).replaceAll('/', '-')).waitFor();
    await proximo.getByText(formatDay(hasta).replaceAll('/', '-')).waitFor();
    const next = await windowRows(2);
    expect(
      next.map((r) => [r.descripcion, r.amba?.costo ?? null, r.patagonia?.costo ?? null]),
    ).toEqual([
      ['Hasta 1 kg', 3500, null],
      ['Más de 30 kg', null, 41000.5],
    ]);
    expect((await windowRows(1))[0]?.vigenteHasta).toBe(addDays(desde, -1));

    // Its cells updated with 'Actualizar Fee'.
    const cost = proximo.getByLabel('Costo AMBA Hasta 1 kg', { exact: true });
    await expect.poll(() => cost.inputValue(), WAIT).toBe('3500');
    await cost.fill('3650');
    await proximo.getByLabel('Días de entrega AMBA Hasta 1 kg', { exact: true }).fill('3');
    await proximo.getByRole('button', { name: 'Actualizar Fee' }).click();
    await toast(feeMessages.actualizado).waitFor();
    await expect
      .poll(async () => (await windowRows(2))[0]?.amba, WAIT)
      .toMatchObject({ costo: 3650, diasEntrega: 3 });
  });
});

// A typed amount never changes without a word: each amount input takes what its spec allows and
// refuses the rest with a hint under it as the person types (src/web/ui/amount-input.tsx).
// '12,50' in the novedad's Importe (002 §5: digits only) once became 1250 silently; a fee cost
// (002 §5: 2 decimals) takes '12,50' as it is.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { amountHints } from '../../src/domain/typed-amount.ts';
import { sessionThroughApi, type Session, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const tabs = tabsOf(baseUrl);
let browser: Browser;
let moderador: Session;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  moderador = await sessionThroughApi(baseUrl, 'moderador');
});
afterEach(async () => {
  while (pages.length > 0) await pages.pop()?.close();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});

async function open(path: string, heading: string): Promise<Page> {
  const { page } = await tabs.open(browser, moderador, { width: 1366, height: 768 });
  pages.push(page);
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

describe('typed amounts', () => {
  it("/Novedades/Nueva: typing '12,50' in Importe shows 'Solo números enteros, sin centavos.'; a paste of it is refused whole", async () => {
    const page = await open('/Novedades/Nueva', 'Crear Novedad');
    const importe = page.getByLabel('Importe', { exact: true });
    const hint = page.getByRole('status').filter({ hasText: amountHints.entero });
    await importe.pressSequentially('12');
    expect(await hint.count()).toBe(0);
    await importe.pressSequentially(',');
    await hint.waitFor();
    expect(await importe.inputValue()).toBe('12');
    // Typed on, the hint stays in sight while the field is being typed in.
    await importe.pressSequentially('50');
    expect(await importe.inputValue()).toBe('1250');
    expect(await hint.isVisible()).toBe(true);
    // Left, the hint stays beside the value; back in the field it goes, and a paste of '12,50'
    // is refused whole, with the hint again.
    await page.getByLabel('Observaciones').focus();
    expect(await hint.isVisible()).toBe(true);
    await importe.focus();
    await hint.waitFor({ state: 'detached' });
    await importe.fill('12,50');
    await hint.waitFor();
    expect(await importe.inputValue()).toBe('1250');
  });

  it("/Liquidaciones/NuevoFee: a cost takes '12,50' as typed (2 decimals), and refuses a letter with its hint", async () => {
    const page = await open('/Liquidaciones/NuevoFee', 'Crear Nuevo Fee');
    const cost = page.getByLabel('Costo AMBA Hasta 1 kg', { exact: true });
    await cost.fill('');
    await cost.pressSequentially('12,50');
    expect(await cost.inputValue()).toBe('12,50');
    expect(await page.getByRole('status').count()).toBe(0);
    await cost.pressSequentially('x');
    await page.getByRole('status').filter({ hasText: amountHints.decimal }).waitFor();
    expect(await cost.inputValue()).toBe('12,50');
  });
});

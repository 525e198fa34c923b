// The seller's logo field (001 §3 Seller.logo, §5 png/jpeg) is chosen with the product's own
// Spanish button, never the browser's file input ('Choose File', 'No file chosen' would be
// English in a Spanish screen), and the chosen file is still saved with the seller.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { sellerMessages as m } from '../../src/domain/texts/sellers.ts';
import { apiCallAs, sessionThroughApi, type Session, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const tabs = tabsOf(baseUrl);
let browser: Browser;
let moderador: Session;
const pages: Page[] = [];

/** The smallest valid PNG (1 x 1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

describe('/Sellers/Editar/{id}: the logo', () => {
  it("no native file input shows; 'Elegir logo' chooses the file and Guardar stores it", async () => {
    const { page } = await tabs.open(browser, moderador, { width: 1366, height: 768 });
    pages.push(page);
    await page.goto('/Sellers/Editar/2');
    const elegir = page.getByRole('button', { name: 'Elegir logo' });
    await elegir.waitFor();
    // The browser's own picker would show as a visible <input type="file">.
    expect(await page.locator('input[type="file"]:visible').count()).toBe(0);

    const before = await apiCallAs(
      baseUrl,
      moderador.token,
      'GET',
      '/api/Seller/Detalle?idSeller=2',
    );
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), elegir.click()]);
    await chooser.setFiles({ name: 'logo-nuevo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Elegido: logo-nuevo.png').waitFor();
    await expect
      .poll(() => page.getByRole('img', { name: 'Logo' }).getAttribute('src'))
      .toMatch(/^data:image\/png;base64,/);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.locator('.mantine-Notification-description', { hasText: m.saved }).first().waitFor();
    const after = await apiCallAs(
      baseUrl,
      moderador.token,
      'GET',
      '/api/Seller/Detalle?idSeller=2',
    );
    const logo = (after.body as { logo: string | null }).logo;
    expect(logo).not.toBeNull();
    expect(logo).not.toBe((before.body as { logo: string | null }).logo);
    const served = await fetch(new URL(logo ?? '', baseUrl));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

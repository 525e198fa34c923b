// Keyboard use (issue 13 point 1, WCAG 2.1.1 and 2.4.3): a person without a mouse reaches a field
// of the listing form with Tab, changes it and saves it; a confirmation dialog opened from the
// keyboard takes the focus, keeps it while open and gives it back to the button that opened it.
// The listing changed is created by this file through the API (the server and its seeded data
// are shared by every browser test).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Publicacion, PublicacionNueva } from '../../src/api/listing-form-queries.ts';
import { apiCallAs, DEMO_PASSWORD, logIn, openPage, tokenOf, waitForPath } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  while (contexts.length > 0) await contexts.pop()?.close();
});

/** The demo seller, logged in through the login screen, at its home. */
async function sellerPage(): Promise<{ page: Page; token: string }> {
  const { context, page } = await openPage(browser, baseUrl);
  contexts.push(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'seller', DEMO_PASSWORD);
  await waitForPath(page, '/');
  return { page, token: await tokenOf(page) };
}

/** A listing of seller 1 of this file's own, created through the API (it starts pendiente). */
async function createListing(token: string): Promise<Publicacion> {
  const sku = `E2E-K-${Date.now().toString(36)}`;
  const images = (
    await apiCallAs(baseUrl, token, 'GET', '/api/Publicaciones/Obtener?IdPublicacion=1')
  ).body as Publicacion;
  const body: PublicacionNueva = {
    idSeller: 1,
    titulo: `Lavarropas de teclado ${sku}`,
    ean: null,
    categoria: '1001',
    marca: 'SAMSUNG',
    stock: 5,
    skuSeller: sku,
    precioLista: 100000,
    precioPromocional: null,
    alicuotaIva: 21,
    alicuotaImpuestoInterno: null,
    idTipoPublicacion: 1,
    tipoEntrega: [1],
    envioGratis: false,
    envioPropio: false,
    dimensiones: [{ alto: 10, ancho: 20, profundidad: 30, peso: 4 }],
    // A seeded listing's image (the server serves it): this test is about the keyboard.
    imagenes: images.imagenes.slice(0, 1).map((i) => ({ urlImagen: i.urlImagen, posicion: 1 })),
    descripcionAmpliada: '<p>Descripción</p>',
    observacion: '',
    linkYoutube: '',
    garantiaFabrica: 0,
    garantiaExtCuotas: null,
  };
  const res = await apiCallAs(baseUrl, token, 'POST', '/api/Publicaciones', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Publicacion;
}

/** Opens the listing's edit screen and waits until it shows that listing. */
async function openEdit(page: Page, p: Publicacion): Promise<void> {
  await page.goto(`/Publicaciones/Editar/${p.idSeller}/${p.idPublicacion}`);
  await page
    .getByTestId('publicacion-id')
    .filter({ hasText: `(id ${p.idPublicacion})` })
    .waitFor();
}

/** What has the focus, to say where Tab went: its tag and its name or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (e === null || e === document.body) return 'body';
    const name = e.getAttribute('aria-label') ?? e.textContent;
    return `${e.tagName.toLowerCase()} ${name.replace(/\s+/g, ' ').trim().slice(0, 40)}`;
  });
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((e) => e === document.activeElement)) return;
    path.push(await focused(page));
  }
  throw new Error(`not reached with Tab: ${path.join(' → ')}`);
}

/** Whether the focused element is inside the open dialog. */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('keyboard only (issue 13 point 1)', () => {
  it('a seller tabs to Stock on the listing form, types a new stock and saves it with Enter', async () => {
    const { page, token } = await sellerPage();
    const listing = await createListing(token);
    await openEdit(page, listing);

    // From the top of the page, as a person who has just opened it.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    const stock = page.getByRole('textbox', { name: 'Stock', exact: true });
    await tabTo(page, stock);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('42');
    expect(await stock.inputValue()).toBe('42');
    await tabTo(page, button(page, 'Guardar'));
    await page.keyboard.press('Enter');

    await page
      .locator('.mantine-Notification-description', { hasText: 'Publicación Editada' })
      .first()
      .waitFor();
    const saved = await apiCallAs(
      baseUrl,
      token,
      'GET',
      `/api/Publicaciones/Obtener?IdPublicacion=${listing.idPublicacion}`,
    );
    expect((saved.body as Publicacion).stock).toBe(42);
  });

  it("the 'Eliminar' confirmation opened with Enter holds the focus, Escape closes it and the focus returns to 'Eliminar'", async () => {
    const { page, token } = await sellerPage();
    const listing = await createListing(token);
    await openEdit(page, listing);

    const eliminar = button(page, 'Eliminar');
    await tabTo(page, eliminar);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Eliminar publicación' });
    await dialog.waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);

    // Tab and Shift+Tab go round the dialog's controls (its close button, 'No', 'Sí, eliminar')
    // and never leave it.
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), await focused(page)).toBe(true);
      seen.add(await focused(page));
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), await focused(page)).toBe(true);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['button No', 'button Sí, eliminar']));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => eliminar.evaluate((e) => e === document.activeElement)).toBe(true);

    // Nothing was deleted: the listing is still there, in its state.
    const still = await apiCallAs(
      baseUrl,
      token,
      'GET',
      `/api/Publicaciones/Obtener?IdPublicacion=${listing.idPublicacion}`,
    );
    expect((still.body as Publicacion).estado).toBe(listing.estado);
  });
});

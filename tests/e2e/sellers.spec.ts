// 001 §2.3-§8 (sellers) through the real app and server: the admin moderator creates a seller on
// /Sellers/Nuevo (tabs, the postal-code lookup, the seller admin's account), activates it with the
// status switch (machines/seller.ts), turns own logistics on, adds a store banner and fills the
// own-logistics grid; the seller edits its own profile and sees no staff tab; the list filters by
// Razon Social and its seller link opens the edit screen; a listing's seller name opens its
// seller (000 §2.7); category creates and edits a seller's user from its Usuario tab and reads a
// user's TOKEN there (001 §2.3, §7).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { sellerMessages as m } from '../../src/domain/texts/sellers.ts';
import { apiCallAs, sessionThroughApi, type Session, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000, interval: 50 } as const;

let browser: Browser;
const sessions: Record<string, Session> = {};
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tabs (and the contexts of their own) a test opened, closed after it. */
const contexts: (BrowserContext | Page)[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  for (const u of ['moderador', 'categoria', 'seller', 'selleradmin'] as const)
    sessions[u] = await sessionThroughApi(baseUrl, u);
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  while (contexts.length > 0) await contexts.pop()?.close();
});

async function pageAs(usuario: string): Promise<Page> {
  const { page } = await tabs.open(browser, sessions[usuario] as Session);
  contexts.push(page);
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('sellers (001 §2.3)', () => {
  it('the admin moderator creates a seller, activates it, adds a banner and fills its own logistics', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const razon = `Vivero E2E ${stamp} S.A.`;
    const page = await pageAs('moderador');
    await page.goto('/Sellers');
    await page.getByRole('heading', { name: 'Sellers' }).waitFor();
    await page.getByRole('button', { name: 'Crear Seller Admin' }).click();
    await page.getByRole('tab', { name: 'Datos Básicos' }).waitFor();
    await page.getByLabel('Razón Social').fill(razon);
    await page.getByLabel('CUIT').fill('30-71234567-1');
    await page.getByLabel('Nombre Tienda').fill(`Vivero ${stamp}`);
    await page.getByRole('tab', { name: 'Datos de contactos' }).click();
    await page.getByLabel('e-Mail', { exact: true }).fill(`ventas.${stamp}@vivero.com.ar`);
    await page.getByLabel('Teléfono').fill('1145556666');
    await page.getByLabel('Código Postal').fill('1406');
    // 001 §5: 4 digits look the province up.
    await expect
      .poll(() => page.getByLabel('Provincia').inputValue(), WAIT)
      .toBe('Ciudad Autónoma de Buenos Aires');
    await page.getByRole('tab', { name: 'Publicación' }).click();
    await page.getByLabel('Sufijo SKU').fill('V' + stamp.slice(-2).toUpperCase());
    await page.getByRole('tab', { name: 'Moderador' }).click();
    await page.getByLabel('Nombre de usuario').fill(`vivero.${stamp}`);
    await page.getByLabel('e-Mail de usuario').fill(`admin.${stamp}@vivero.com.ar`);
    await page.getByLabel('Contraseña', { exact: true }).fill('Vivero#2026');
    await page.getByLabel('Confirmar contraseña').fill('Vivero#2027');
    await page.getByText('Las contraseñas no coinciden').first().waitFor();
    await page.getByLabel('Confirmar contraseña').fill('Vivero#2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, m.created);
    await page.waitForURL(/\/Sellers\/Editar\/\d+$/, WAIT);
    const idSeller = Number(/(\d+)$/.exec(page.url())?.[1]);

    // 001 §4: a new seller is INACTIVO; the admin moderator's switch activates it at once.
    await page.getByRole('switch', { name: 'INACTIVO' }).waitFor({ state: 'attached' });
    await page.getByText('INACTIVO', { exact: true }).click();
    await toast(page, m.statusChanged);
    await page.getByRole('switch', { name: 'ACTIVO' }).waitFor({ state: 'attached' });

    // Own logistics on, and a banner (the CDNs are saved first).
    await page.getByText('Envío propio', { exact: true }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Envío propio' }).isChecked(), WAIT)
      .toBe(true);
    await page.getByRole('tab', { name: 'Banner Tienda' }).click();
    await page.getByLabel('Descripción').first().fill('Primavera');
    await page.getByLabel('URL CDN').first().fill('https://cdn.market.com.ar/vivero.jpg');
    await page.getByRole('button', { name: 'Agregar banner' }).click();
    await page.getByRole('button', { name: 'Agregar banner' }).click();
    await page.getByText(m.bannerRowEmpty).first().waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, m.cdnSaved);
    await toast(page, m.saved);

    await page.getByRole('tab', { name: 'Logística Propia' }).click();
    await page.getByLabel('Costo Hasta 1 kg AMBA').fill('1500');
    await page.getByRole('button', { name: 'Guardar logística' }).click();
    await toast(page, 'Falta completar una promesa de entrega');
    await page.getByLabel('Días Hasta 1 kg AMBA').fill('1');
    await page.getByText('Mismo día').first().waitFor();
    await page.getByRole('button', { name: 'Guardar logística' }).click();
    await toast(page, m.logisticsSaved);

    const detail = await apiCallAs(
      baseUrl,
      sessions.moderador?.token ?? '',
      'GET',
      `/api/Seller/Detalle?idSeller=${String(idSeller)}`,
    );
    expect(detail.body).toMatchObject({
      razonSocial: razon,
      estado: 1,
      envioPropio: true,
      cdn: [{ descripcion: 'Primavera', cdnUrl: 'https://cdn.market.com.ar/vivero.jpg' }],
    });
    const logistics = await apiCallAs(
      baseUrl,
      sessions.moderador?.token ?? '',
      'GET',
      `/api/LogisticaPropia?idSeller=${String(idSeller)}`,
    );
    expect((logistics.body as { escalas: { amba: unknown }[] }).escalas[0]?.amba).toEqual({
      costo: 1500,
      diasEntrega: 1,
    });

    // The list: the filter by Razon Social (in the URL) and the seller's link.
    await page.goto('/Sellers');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel('Razon Social').fill(`Vivero E2E ${stamp}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/razonSocial=/, WAIT);
    await page.getByRole('link', { name: razon }).click();
    await page.waitForURL(new RegExp(`/Sellers/Editar/${String(idSeller)}$`), WAIT);
  });

  it('the seller edits its own profile and sees no staff tab', async () => {
    const page = await pageAs('seller');
    await page.goto('/Sellers/Editar/1');
    await page.getByRole('tab', { name: 'Administrar Cuenta' }).waitFor();
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs).toEqual([
      'Datos Básicos',
      'Datos de contactos',
      'Publicación',
      'Administrar Cuenta',
      'Historial',
    ]);
    // The status switch is there but only staff may toggle it (001 §6).
    expect(await page.getByRole('switch', { name: 'ACTIVO' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Datos de contactos' }).click();
    await page.getByLabel('Domicilio').fill('Av. Olascoaga');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, m.saved);
    // The seller's Historial tells the save back: who (its own user, by name), what.
    // The saved seller is read again and the form starts again on its first tab: open the
    // Historial tab until it stays open (another spec may add rows of its own to seller 1).
    const historyTab = page.getByRole('tab', { name: 'Historial' });
    const saved = page
      .getByRole('table', { name: /^Historial del seller / })
      .locator('tbody tr', { hasText: 'Editó los datos del seller' });
    await expect
      .poll(async () => {
        if ((await historyTab.getAttribute('aria-selected')) !== 'true') await historyTab.click();
        return saved.count();
      }, WAIT)
      .toBeGreaterThan(0);
    expect(await saved.first().innerText()).toContain('Seller');
    expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    const res = await apiCallAs(
      baseUrl,
      sessions.seller?.token ?? '',
      'GET',
      '/api/Seller/Detalle?idSeller=1',
    );
    expect((res.body as { domicilio: string }).domicilio).toBe('Av. Olascoaga');
    await apiCallAs(baseUrl, sessions.seller?.token ?? '', 'PUT', '/api/Seller', {
      ...(res.body as object),
      domicilio: 'Av. Argentina',
      estado: undefined,
      codigo: undefined,
      idSituacionIva: undefined,
      cdn: undefined,
      tiposPublicacion: undefined,
      usuarios: undefined,
    });
    // Another seller's page is refused by the route guard (000 §6).
    await page.goto('/Sellers/Editar/2');
    await page.waitForURL((url) => !url.pathname.startsWith('/Sellers/Editar/2'), WAIT);
  });
  it("001 §6 own logistics: the seller admin and the seller turn their own seller's 'Envío propio' on and off; category's switch is disabled", async () => {
    const detail = async () =>
      (
        await apiCallAs(
          baseUrl,
          sessions.moderador?.token ?? '',
          'GET',
          '/api/Seller/Detalle?idSeller=1',
        )
      ).body as { envioPropio: boolean };
    const before = (await detail()).envioPropio;
    try {
      for (const [u, on] of [
        ['selleradmin', !before],
        ['seller', before],
      ] as const) {
        const page = await pageAs(u);
        await page.goto('/Sellers/Editar/1');
        const envio = page.getByRole('switch', { name: 'Envío propio' });
        await envio.waitFor({ state: 'attached' });
        expect(await envio.isDisabled(), u).toBe(false);
        expect(await envio.isChecked(), u).toBe(!on);
        await page.getByText('Envío propio', { exact: true }).click();
        await expect.poll(() => envio.isChecked(), WAIT).toBe(on);
        await page.getByRole('button', { name: 'Guardar' }).click();
        await toast(page, m.saved);
        await expect.poll(async () => (await detail()).envioPropio, WAIT).toBe(on);
        // Saved on, the seller's Logística Propia tab is there.
        const logistica = page.getByRole('tab', { name: 'Logística Propia' });
        if (on) await logistica.waitFor();
        else await expect.poll(() => logistica.count(), WAIT).toBe(0);
      }
      const page = await pageAs('categoria');
      await page.goto('/Sellers/Editar/1');
      const envio = page.getByRole('switch', { name: 'Envío propio' });
      await envio.waitFor({ state: 'attached' });
      expect(await envio.isDisabled()).toBe(true);
    } finally {
      const now = (await detail()) as Record<string, unknown>;
      if (now.envioPropio !== before) {
        await apiCallAs(baseUrl, sessions.moderador?.token ?? '', 'PUT', '/api/Seller', {
          ...now,
          envioPropio: before,
          estado: undefined,
          codigo: undefined,
          idSituacionIva: undefined,
          cdn: undefined,
          tiposPublicacion: undefined,
          usuarios: undefined,
        });
      }
    }
  });

  it("a listing's seller name opens the seller's edit page for staff (000 §2.7)", async () => {
    const token = sessions.moderador?.token ?? '';
    const list = await apiCallAs(baseUrl, token, 'GET', '/api/Publicaciones?IdSeller=1');
    const idPublicacion = (list.body as { elementos: { idPublicacion: number }[] }).elementos[0]
      ?.idPublicacion;
    expect(idPublicacion).toBeDefined();
    const seller = await apiCallAs(baseUrl, token, 'GET', '/api/Seller/Detalle?idSeller=1');
    const razon = (seller.body as { razonSocial: string }).razonSocial;
    const page = await pageAs('moderador');
    await page.goto(`/Publicaciones/Editar/1/${String(idPublicacion)}`);
    await page.getByTestId('seller-name').getByRole('link').click();
    await page.waitForURL(/\/Sellers\/Editar\/1$/, WAIT);
    await page.getByRole('heading', { name: razon }).waitFor();
    await page.getByRole('tab', { name: 'Banner Tienda' }).waitFor();
  });

  it("category creates a seller's user from its Usuario tab, edits it there, and reads a user's TOKEN (001 §2.3, §7)", async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const usuario = `mostrador.${stamp}`;
    const page = await pageAs('categoria');
    await page.goto('/Sellers/Editar/1');
    await page.getByRole('tab', { name: 'Usuario', exact: true }).click();
    const table = page.getByRole('table', { name: 'Usuario' });
    // The seller user with an integration token: its edit form shows it read-only.
    await table.getByRole('row', { name: 'seller operador@' }).click();
    await page.getByRole('heading', { name: 'Editar usuario' }).waitFor();
    // The user's form sits in the tab, above the seller's own Guardar and Cancelar.
    const form = (title: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
    await expect
      .poll(() => page.getByLabel('TOKEN').inputValue(), WAIT)
      .toBe('ehp-integracion-7f3a9c2d41b8');
    expect(await page.getByLabel('TOKEN').getAttribute('readonly')).not.toBeNull();
    await form('Editar usuario').getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Crear Usuario' }).click();
    await page.getByRole('heading', { name: 'Nuevo usuario' }).waitFor();
    const nuevo = form('Nuevo usuario');
    await page.getByText('Tipo de usuario: Seller').waitFor();
    // 001 §5: the users' checks, in their order.
    await page.getByLabel('E-mail').fill('no-es-un-mail');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mail incorrecto').first().waitFor();
    await page.getByLabel('E-mail').fill(`${usuario}@electrohogarpatagonia.com.ar`);
    await page.getByLabel('Nombre de usuario').fill(usuario);
    await page.getByLabel('Contraseña', { exact: true }).fill('Mostra#2026');
    await page.getByLabel('Confirmar contraseña').fill('Mostra#2026');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Usuario agregado exitosamente');
    const row = table.getByRole('row', { name: usuario });
    await row.waitFor();

    await row.click();
    await page.getByRole('heading', { name: 'Editar usuario' }).waitFor();
    // 001 §6: category's Activo switch is disabled.
    expect(await page.getByRole('switch', { name: 'Activo', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('E-mail').fill(`${usuario}@ehp.com.ar`);
    await page.getByLabel('Nueva contraseña').fill('Mostra#2027');
    await form('Editar usuario').getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Usuario editado exitosamente');
    await table.getByRole('row', { name: usuario }).getByText(`${usuario}@ehp.com.ar`).waitFor();

    const found = await apiCallAs(
      baseUrl,
      sessions.moderador?.token ?? '',
      'GET',
      `/api/Usuarios/Buscar?idSeller=1&nombreUsuario=${usuario}`,
    );
    expect((found.body as { usuarios: unknown[] }).usuarios).toEqual([
      expect.objectContaining({
        nombreUsuario: usuario,
        email: `${usuario}@ehp.com.ar`,
        tipoUsuario: 4,
        idSeller: 1,
        activo: true,
      }),
    ]);
    // The new password is the one that logs in.
    await sessionThroughApi(baseUrl, usuario, 'Mostra#2027');
  });
});

// 001 §2.4, §5, §6 (Users) and 000 §2.3 (hiddenItemsIds), through the real app and server: the
// seller admin creates a seller user on /Usuarios/NuevoUser, finds it with the list's filter
// (in the URL), hides 'Publicaciones' for it on /Usuarios/Editar/{id}; that user then logs in
// without the section and its URL sends it home. The admin moderator creates a provider with
// 'Crear Proveedor', who logs in through the login screen and sees only 'Ordenes Proveedores'.
// Each test creates its own user (unique names), so the files sharing the server never collide.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { deniedRouteMessage } from '../../src/domain/home.ts';
import {
  logIn,
  openPage,
  openPageAs,
  pathOf,
  sessionThroughApi,
  sessionsOf,
  waitForPath,
  tabsOf,
  openAllMenuGroups,
} from './browser.ts';
import { launchChromium } from './chromium.ts';
import { outboxFiles, waitForMail } from './outbox.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const sessionOf = sessionsOf(baseUrl);
const PASSWORD = 'Alta#2026ok';

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

async function pageOf(usuario: string, path: string): Promise<Page> {
  const { page } = await tabs.open(browser, await sessionOf(usuario));
  contexts.push(page);
  await page.goto(path);
  return page;
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

async function sidebarLabels(page: Page): Promise<string[]> {
  await page.getByTestId('sidebar').waitFor();
  await openAllMenuGroups(page);
  return page
    .getByTestId('sidebar')
    .locator('[data-menu-item] .mantine-NavLink-label')
    .allTextContents();
}

async function fillNewUser(page: Page, email: string, usuario: string) {
  await page.getByRole('heading', { name: 'Nuevo usuario' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nombre de usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
}

describe('users (001 §2.4)', () => {
  it("the seller admin creates a seller user and hides 'Publicaciones' for it: that user logs in without it and its URL sends home", async () => {
    const usuario = unique('caja.');
    const email = `${usuario}@electrohogarpatagonia.com.ar`;
    const seen = await outboxFiles(dataDir);
    const page = await pageOf('selleradmin', '/Usuarios');
    await page.getByRole('table', { name: 'Usuarios' }).getByText('selleradmin').waitFor();
    // 001 §2.4: the seller admin's button; the admin's are not there.
    expect(await page.getByRole('button', { name: 'Crear Proveedor' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Crear Usuario' }).click();
    await waitForPath(page, '/Usuarios/NuevoUser');
    // 001 §5: the checks in their order, before anything is sent.
    await page.getByLabel('E-mail').fill('no-es-un-mail');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mail incorrecto').first().waitFor();
    await fillNewUser(page, email, usuario);
    // The seller admin has no type selector: its users are sellers.
    expect(await page.getByLabel('Tipo de usuario').count()).toBe(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario agregado exitosamente').waitFor();
    await waitForPath(page, '/Usuarios');
    // The welcome mail (enviarEmail is always true).
    const mail = await waitForMail(dataDir, email, seen);
    expect(mail.body).toContain(`Usuario: ${usuario}`);

    // The collapsible filter, in the URL.
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByLabel('Nombre de usuario').fill(usuario);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('nombreUsuario')).toBe(usuario);
    const row = page.getByRole('table', { name: 'Usuarios' }).getByRole('row', { name: usuario });
    await row.getByText(email).waitFor();
    await row.click();
    await page.waitForURL((url) => url.pathname.startsWith('/Usuarios/Editar/'));
    await page.getByRole('heading', { name: 'Editar usuario' }).waitFor();
    // 001 §6: the seller admin's switch is disabled; its sections tree is shown.
    expect(await page.getByRole('switch', { name: 'Activo' }).isDisabled()).toBe(true);
    const sections = page.getByRole('group', { name: 'Secciones visibles' });
    // The group 'Publicaciones' comes before 'Exportables > Publicaciones'.
    await sections.getByRole('checkbox', { name: 'Publicaciones', exact: true }).first().uncheck();
    await page.getByLabel('Nueva contraseña').fill(PASSWORD);
    const editUrl = page.url();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario editado exitosamente').waitFor();
    await waitForPath(page, '/Usuarios');

    // The user's Historial, for the seller admin who manages it: created, then edited by it.
    await page.goto(editUrl);
    await page.getByRole('button', { name: 'Historial' }).click();
    const history = page
      .getByRole('dialog', { name: `Historial del usuario ${usuario}` })
      .locator('tbody tr');
    await history.nth(1).getByText('Creó el usuario').waitFor();
    expect(await history.first().innerText()).toContain('Editó el usuario');
    await page.keyboard.press('Escape');

    // The user logs in: the login answers the hidden section, the sidebar lacks it.
    const session = await sessionThroughApi(baseUrl, usuario, PASSWORD);
    expect((session.user as { hiddenItemsIds: number[] }).hiddenItemsIds).toEqual([3]);
    const own = await openPageAs(browser, baseUrl, session);
    contexts.push(own.context);
    await own.page.goto('/');
    const labels = await sidebarLabels(own.page);
    expect(labels).toContain('Ordenes Sellers');
    expect(labels).not.toContain('Gestión');
    expect(labels).not.toContain('Creación Masiva');
    // Its URL sends it home, saying why.
    await own.page.goto('/Publicaciones');
    await waitForPath(own.page, '/');
    await own.page.getByText(deniedRouteMessage('/Publicaciones')).waitFor();
  });

  it("the admin moderator creates a provider with 'Crear Proveedor', who logs in and sees only 'Ordenes Proveedores'", async () => {
    const usuario = unique('prov.');
    const page = await pageOf('moderador', '/Usuarios');
    await page.getByRole('button', { name: 'Crear Moderador' }).waitFor();
    await page.getByRole('button', { name: 'Crear Proveedor' }).click();
    await waitForPath(page, '/Usuarios/NuevoUser');
    await fillNewUser(page, `${usuario}@proveedores.com.ar`, usuario);
    // The button's type is selected: Proveedor, with its provider id.
    expect(await page.getByLabel('Tipo de usuario').first().inputValue()).toBe('Proveedor');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ingrese un id de proveedor').first().waitFor();
    await page.getByLabel('Id de proveedor').fill('3003');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario agregado exitosamente').waitFor();
    await waitForPath(page, '/Usuarios');

    const { context, page: login } = await openPage(browser, baseUrl, { width: 1280, height: 900 });
    contexts.push(context);
    await logIn(login, usuario, PASSWORD);
    await waitForPath(login, '/');
    expect(await sidebarLabels(login)).toEqual(['Ordenes Proveedores']);
    expect(pathOf(login)).toBe('/');
  });
});

// Publication types on screen (001 §2.7, §5, §8; DECISIONS 27; issue 18 points 6, 7 and 9): the
// admin moderator changes the instalments and the plan groups of the type the seller's listings
// use (the group search with Seleccionar), and the instalment notifications are created for
// the seller (the admin's bell counts them: DECISIONS 28 keeps that tab from sellers); a new type goes through §5's checks, is created and deleted after the confirm.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { publicationTypeMessages } from '../../src/domain/plan-rules.ts';
import { apiCallAs, sessionsOf, tabsOf } from './browser.ts';
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

/**
 * The instalment notifications (6) of seller 1 as the admin's bell counts them. DECISIONS 28:
 * sellers and seller admins have no 'Modificaciones de Cuotas' tab nor its count; staff see
 * every seller's.
 */
async function sellerTotal(): Promise<number> {
  const { token } = await sessionOf('moderador');
  const res = (await apiCallAs(baseUrl, token, 'POST', '/api/Landing/Notificaciones/Total', {
    idSeller: 1,
  })) as { status: number; body: { notificaciones: number; modificacionesCuotas: number } };
  expect(res.status).toBe(200);
  return res.body.modificacionesCuotas;
}

/** The description of the type of seller 1's first listing. */
async function sellerType(): Promise<string> {
  const { token } = await sessionOf('seller');
  const res = (await apiCallAs(baseUrl, token, 'GET', '/api/Publicaciones?NumeroPagina=1')) as {
    body: { elementos: { tipoPublicacion: string | null }[] };
  };
  const tipo = res.body.elementos.find((e) => e.tipoPublicacion !== null)?.tipoPublicacion;
  if (!tipo) throw new Error('sin tipo');
  return tipo;
}

describe('publication types (001 §2.7)', () => {
  it("the admin changes the instalments and adds a plan group to the seller's type; the instalment notifications reach the seller (counted on the admin's bell, DECISIONS 28)", async () => {
    const descripcion = await sellerType();
    const before = await sellerTotal();
    const page = await open('moderador', '/Tipo/Publicaciones');
    await page.getByRole('heading', { name: 'Tipo de Publicaciones' }).waitFor();
    await page.getByRole('link', { name: descripcion, exact: true }).click();
    await page.getByRole('heading', { name: 'Editar Tipo de Publicación' }).waitFor();
    const cuotas = page.getByLabel('Numero Cuotas');
    await expect.poll(() => cuotas.inputValue(), WAIT).not.toBe('');
    const old = Number(await cuotas.inputValue());
    await cuotas.fill(String(old + 1));
    const grupos = await page.getByTestId('grupo-del-tipo').count();
    await button(page, 'Agregar Grupo de Planes').click();
    await page.getByRole('heading', { name: 'Grupos de Planes' }).waitFor();
    await page.getByLabel('Descripción').fill('Naranja');
    await expect.poll(() => page.getByTestId('grupo').count(), WAIT).toBe(1);
    await page.getByRole('checkbox', { name: 'Grupo Naranja X Plan Z' }).check();
    await button(page, 'Seleccionar').click();
    await page.getByRole('heading', { name: 'Editar Tipo de Publicación' }).waitFor();
    await expect.poll(() => page.getByTestId('grupo-del-tipo').count(), WAIT).toBe(grupos + 1);
    expect(await page.getByLabel('Numero Cuotas').inputValue()).toBe(String(old + 1));
    await button(page, 'Guardar').click();
    await toast(page, publicationTypeMessages.modified).waitFor();
    await toast(page, publicationTypeMessages.associated).waitFor();
    // One for the instalments, one for the plan groups.
    await expect.poll(sellerTotal, WAIT).toBe(before + 2);

    // The admin's bell shows them under 'Modificaciones de Cuotas' (DECISIONS 28 keeps that tab
    // from sellers). The bell read its totals when the page opened, before these arrived (with
    // none pending then, e.g. after notifications.spec read them all, it had no rows): a reload
    // reads them again.
    await page.reload();
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    await page.getByText('Modificaciones de Cuotas').first().waitFor();
  });

  it("a new type: §5's checks in order, created, then deleted after '¿Desea eliminar el tipo de publicación?'", async () => {
    const nombre = `Tipo e2e ${Date.now().toString(36)}`;
    const page = await open('categoria', '/Tipo/Publicaciones');
    await page.getByRole('link', { name: 'Crear' }).click();
    await page.getByRole('heading', { name: 'Crear Tipo de Publicaciones' }).waitFor();
    await button(page, 'Guardar').click();
    await toast(page, publicationTypeMessages.descripcionRequired).waitFor();
    await page.getByLabel('Descripción').fill(nombre);
    await button(page, 'Guardar').click();
    await toast(page, publicationTypeMessages.comisionRequired).waitFor();
    await page.getByLabel('Comisión').fill('11.5');
    await button(page, 'Guardar').click();
    await toast(page, publicationTypeMessages.cuotasRequired).waitFor();
    await page.getByLabel('Numero Cuotas').fill('x12');
    await expect.poll(() => page.getByLabel('Numero Cuotas').inputValue(), WAIT).toBe('12');
    await button(page, 'Guardar').click();
    await toast(page, publicationTypeMessages.created).waitFor();
    await page.getByRole('heading', { name: 'Tipo de Publicaciones' }).waitFor();
    await page.getByRole('link', { name: nombre }).click();
    await page.getByRole('heading', { name: 'Editar Tipo de Publicación' }).waitFor();
    await button(page, 'Eliminar').click();
    await page.getByText(publicationTypeMessages.deleteConfirm).waitFor();
    await button(page, 'Sí').click();
    await toast(page, publicationTypeMessages.deleted).waitFor();
  });
});

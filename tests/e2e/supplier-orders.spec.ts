// 001 §2.2, §4 'Oblea', §6 'Supplier orders', §8: /OrdenesProveedores and its View through the
// real app and server (issue 15 point 6). What the screen shows is compared with what the API
// answers the same user at that moment (other browser tests share the database). The supplier
// downloads a label (a PDF that pdftoppm renders), the button changes and stays changed after a
// reload and for the moderator; the moderator sees every supplier's orders with the e-mails.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { components } from '../../src/api/schema.d.ts';
import { apiCallAs, pathOf, sessionsOf, tokenOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

type Lista = components['schemas']['ListaOrdenesVentaVerde'];

const baseUrl = inject('baseUrl');
const sessionOf = sessionsOf(baseUrl);

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
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function open(usuario: string, to: string): Promise<Page> {
  const { page } = await tabs.open(browser, await sessionOf(usuario));
  contexts.push(page);
  await page.goto(to);
  return page;
}

async function search(page: Page, filter: object): Promise<Lista> {
  const res = await apiCallAs(
    baseUrl,
    await tokenOf(page),
    'POST',
    '/api/Ordenes/VentasVerdes/Buscar',
    filter,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Lista;
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();

async function cardIds(page: Page): Promise<number[]> {
  const cards = page.getByTestId('orden-proveedor');
  await cards.first().waitFor();
  return (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-id-orden')))).map(
    Number,
  );
}

const poppler = spawnSync('pdftoppm', ['-v']).error === undefined;

describe('/OrdenesProveedores (001 §2.2)', () => {
  it("proveedor: its own orders, no e-mail; 'Descargar Oblea' saves Oblea.pdf and turns into 'Volver a Descargar Oblea' for everybody; 'Descargar Comprobante'", async () => {
    const page = await open('proveedor', '/OrdenesProveedores');
    const first = await search(page, { cantidadPagina: 10 });
    await expect.poll(() => cardIds(page)).toEqual(first.elementos.map((o) => o.idOrden));
    expect(first.elementos.every((o) => o.proveedor.codigo === 1001)).toBe(true);
    expect(first.elementos.every((o) => o.cliente.email === null)).toBe(true);
    expect(await page.getByText('@').count()).toBe(0);
    // The filter is collapsed, and a supplier has no supplier select.
    await page.getByRole('button', { name: 'Mostrar Filtro' }).click();
    await page.getByLabel('Apellido').waitFor();
    expect(await page.getByRole('textbox', { name: 'Proveedor', exact: true }).count()).toBe(0);

    // One not downloaded yet, found through the filter (kept in the URL).
    const fresh = (await search(page, { cantidadPagina: 100 })).elementos.find(
      (o) => !o.obleaDescargada,
    );
    if (!fresh) throw new Error('sin oblea por descargar');
    await page.getByRole('textbox', { name: 'Orden', exact: true }).fill(String(fresh.idOrden));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('orden'))
      .toBe(String(fresh.idOrden));
    await expect.poll(() => cardIds(page)).toEqual([fresh.idOrden]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Oblea', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Oblea.pdf');
    await toast(page, 'Descarga realizada').waitFor();
    await toast(page, 'Estado actualizado').waitFor();
    await page.getByRole('button', { name: 'Volver a Descargar Oblea' }).waitFor();
    if (poppler) {
      const dir = await mkdtemp(path.join(tmpdir(), 'oblea-e2e-'));
      try {
        const pdf = path.join(dir, 'Oblea.pdf');
        await file.saveAs(pdf);
        const render = spawnSync('pdftoppm', [
          '-r',
          '50',
          '-png',
          '-singlefile',
          pdf,
          path.join(dir, 'o'),
        ]);
        expect(render.status, String(render.stderr)).toBe(0);
        const text = spawnSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
        expect(text.stdout).toContain(`ORDEN ${String(fresh.idOrden)}`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    // After a reload, and for another user.
    await page.reload();
    await page.getByRole('button', { name: 'Volver a Descargar Oblea' }).waitFor();
    const receipt = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Comprobante' }).click();
    expect((await receipt).suggestedFilename()).toBe('Factura.pdf');

    const moderador = await open('moderador', `/OrdenesProveedores?orden=${String(fresh.idOrden)}`);
    await expect.poll(() => cardIds(moderador)).toEqual([fresh.idOrden]);
    await moderador.getByRole('button', { name: 'Volver a Descargar Oblea' }).waitFor();

    // The order's Historial tells the supplier its own mark, by its name.
    await page.goto(`/OrdenesProveedores/View/${String(fresh.idOrden)}`);
    await page.getByRole('tab', { name: 'Historial' }).click();
    const mark = page
      .getByRole('table', { name: `Historial de la orden ${String(fresh.idOrden)}` })
      .locator('tbody tr')
      .first();
    await mark.getByText('Marcó la oblea como descargada').waitFor();
    expect(await mark.innerText()).toContain('Proveedor');
  });

  it('moderador: every supplier with the e-mails, the supplier select, the pager and the View with its tabs', async () => {
    const page = await open('moderador', '/OrdenesProveedores');
    const all = await search(page, { cantidadPagina: 10 });
    await expect.poll(() => cardIds(page)).toEqual(all.elementos.map((o) => o.idOrden));
    const withEmail = all.elementos.find((o) => o.cliente.email !== null);
    if (withEmail?.cliente.email) await page.getByText(withEmail.cliente.email).waitFor();

    await page.getByRole('button', { name: 'Mostrar Filtro' }).click();
    await page.getByRole('textbox', { name: 'Proveedor', exact: true }).fill('verde');
    await page.getByRole('option', { name: 'Logística Verde del Sur S.R.L.' }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('proveedor')).toBe('1002');
    const second = await search(page, { idProveedor: 1002, cantidadPagina: 10 });
    await expect.poll(() => cardIds(page)).toEqual(second.elementos.map((o) => o.idOrden));
    await page
      .getByTestId('ordenes-proveedores-pager')
      .getByRole('button', { name: 'Siguiente' })
      .click();
    const page2 = await search(page, { idProveedor: 1002, numeroPagina: 2, cantidadPagina: 10 });
    await expect.poll(() => cardIds(page)).toEqual(page2.elementos.map((o) => o.idOrden));

    const [one] = page2.elementos;
    if (!one) throw new Error('sin orden');
    await page.getByRole('link', { name: `Orden ${String(one.idOrden)}` }).click();
    await page.getByRole('heading', { name: `Orden - ${String(one.idOrden)}` }).waitFor();
    for (const tab of ['Datos comprador', 'Productos', 'Entrega', 'Medio de pago', 'Estados']) {
      await page.getByRole('tab', { name: tab }).click();
    }
    await page.getByTestId('timeline').waitFor();
    expect(await page.getByRole('button', { name: 'Anular orden' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect.poll(() => pathOf(page)).toBe('/OrdenesProveedores');
  });

  it('read-only and sellers do not reach it (000 §2.3)', async () => {
    for (const u of ['lectura', 'seller']) {
      const page = await open(u, '/OrdenesProveedores');
      await expect.poll(() => pathOf(page)).not.toBe('/OrdenesProveedores');
      expect(await page.getByText('Ordenes Proveedores').count()).toBe(0);
    }
  });
});

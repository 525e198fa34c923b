// 000 §2.3 (the bell), §2.5 (/Notificaciones and /Notificaciones/Ajustes), §4 and §9 (counts
// refreshed after marking read), through the real app and server with the demo notifications.
// Every figure is compared with the API at the moment of the check. Only 'moderador' changes
// settings (and restores them); 'moderador', 'seller' and 'selleradmin' mark notifications
// read (each its own: other tests compare counts before and after); the tests of this file run
// in order, and the last one reads all of moderador's notifications.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPageAs, pathOf, sessionsOf, waitForPath, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
/** One login per demo user for the whole file (the login screen is tested in session.spec). */
const sessionOf = sessionsOf(baseUrl);

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabsOfUsers = tabsOf(baseUrl);
/** The tab the test opened, closed after it. */
let tab: Page | undefined;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await tabsOfUsers.closeAll();
  await browser.close();
});
afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

interface Totales {
  notificaciones: number;
  cambiosStock: number;
  cambiosPrecios: number;
  ordenesNuevas: number;
  ordenesAnuladas: number;
  modificacionesCuotas: number;
}

interface Fila {
  idMensaje: number;
  idTipoNotificacion: number;
  idSeller: number;
  id: number;
  codigoProducto: string | null;
}

const tabLabels = [
  'Cambios de stock',
  'Cambios de precio',
  'Órdenes nuevas',
  'Órdenes anuladas',
  'Modificaciones de Cuotas',
];
const sellerTabLabels = tabLabels.slice(0, 3);
const countOf: Record<string, keyof Totales> = {
  'Cambios de stock': 'cambiosStock',
  'Cambios de precio': 'cambiosPrecios',
  'Órdenes nuevas': 'ordenesNuevas',
  'Órdenes anuladas': 'ordenesAnuladas',
  'Modificaciones de Cuotas': 'modificacionesCuotas',
};

/** `pathname` (the home by default) as `usuario`, signed in, in a new tab: `page`. */
async function openHome(usuario: string, pathname = '/'): Promise<void> {
  ({ page } = await tabsOfUsers.open(browser, await sessionOf(usuario)));
  tab = page;
  await page.goto(pathname);
  await page.getByTestId('sidebar').waitFor();
}

/** A call of the contract with the page's own session (what the app would get now). */
async function apiCall<T>(p: Page, method: string, path: string, body?: object): Promise<T> {
  const res = await p.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('market.token') ?? '';
      const r = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: (await r.json()) as unknown };
    },
    { method, path, body },
  );
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

const apiTotals = (p: Page) =>
  apiCall<Totales>(p, 'POST', '/api/Landing/Notificaciones/Total', { idSeller: null });

const apiRows = async (p: Page, tipo: number) =>
  (
    await apiCall<{ elementos: Fila[] }>(p, 'POST', '/api/Notificaciones/Detalle', {
      idSeller: null,
      idtipoNotificacion: tipo,
    })
  ).elementos;

async function badge(p: Page): Promise<number> {
  return Number(await p.getByTestId('notification-badge').textContent());
}

/** Waits until the badge shows what the API answers (the bell has loaded its counts). */
async function expectBadgeMatchesApi(p: Page): Promise<number> {
  let api = -1;
  await expect
    .poll(async () => {
      api = (await apiTotals(p)).notificaciones;
      const shown = (await p.getByTestId('notification-badge').count()) > 0 ? await badge(p) : null;
      return shown === api;
    })
    .toBe(true);
  return api;
}

const bell = (p: Page) => p.getByRole('button', { name: 'Notificaciones' });

/** The dropdown's count rows as label -> count. */
async function dropdownCounts(p: Page): Promise<Record<string, number>> {
  const items = p.locator('[data-notification-type]');
  await items.first().waitFor();
  const out: Record<string, number> = {};
  for (const item of await items.all()) {
    const label = (await item.locator('.mantine-Menu-itemLabel').textContent())?.trim() ?? '';
    out[label] = Number(await item.locator('.mantine-Menu-itemSection').textContent());
  }
  return out;
}

async function tabs(p: Page): Promise<string[]> {
  await p.getByRole('tablist').waitFor();
  return (await p.getByRole('tab').allTextContents()).map((t) => t.trim());
}

function table(p: Page) {
  return p.getByTestId('notifications-table');
}

function rowsOf(p: Page) {
  return table(p).locator('tbody tr');
}

async function rowIds(p: Page): Promise<number[]> {
  return (await rowsOf(p).evaluateAll((trs) => trs.map((tr) => tr.dataset.notification))).map(
    Number,
  );
}

describe('the bell (000 §2.3)', () => {
  it('the badge shows the pending total the API answers (categoria)', async () => {
    await openHome('categoria');
    const total = await expectBadgeMatchesApi(page);
    expect(total).toBeGreaterThan(0);
  });

  it("the dropdown lists the count of each type, 'Ver todo' and the settings link", async () => {
    await openHome('categoria');
    await expectBadgeMatchesApi(page);
    await bell(page).click();
    const counts = await dropdownCounts(page);
    const totals = await apiTotals(page);
    expect(Object.keys(counts)).toEqual(tabLabels);
    for (const label of tabLabels)
      expect(counts[label]).toBe(totals[countOf[label] ?? 'cambiosStock']);
    await page.getByRole('menuitem', { name: 'Ajustes de notificaciones' }).waitFor();
    await page.getByRole('menuitem', { name: 'Ver todo' }).click();
    await waitForPath(page, '/Notificaciones');
    expect(await tabs(page)).toEqual(tabLabels);
  });

  it('a type of the dropdown opens /Notificaciones on its tab', async () => {
    await openHome('categoria');
    await bell(page).click();
    await page.locator('[data-notification-type="2"]').click();
    await waitForPath(page, '/Notificaciones');
    expect(new URL(page.url()).searchParams.get('tipo')).toBe('2');
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent())
      .toBe('Cambios de precio');
  });

  it('seller users never see cancelled orders nor installments in the dropdown', async () => {
    await openHome('seller');
    await expectBadgeMatchesApi(page);
    await bell(page).click();
    const counts = await dropdownCounts(page);
    const totals = await apiTotals(page);
    expect(Object.keys(counts)).toEqual(sellerTabLabels);
    for (const label of sellerTabLabels)
      expect(counts[label]).toBe(totals[countOf[label] ?? 'cambiosStock']);
  });

  for (const usuario of ['lectura', 'proveedor']) {
    it(`${usuario} has no notifications: the bell-off icon, no badge`, async () => {
      await openHome(usuario);
      await page.getByTestId('notification-bell-off').waitFor();
      expect(await page.getByTestId('notification-badge').count()).toBe(0);
      expect(await bell(page).count()).toBe(0);
      // Nor the screens: the route guard sends them home.
      await page.goto('/Notificaciones');
      await waitForPath(page, '/');
    });
  }
});

describe('/Notificaciones (000 §2.5)', () => {
  it('staff see the five tabs; the price tab shows Anterior/Actual in $ and the date', async () => {
    await openHome('categoria', '/Notificaciones?tipo=2');
    expect(await tabs(page)).toEqual(tabLabels);
    await rowsOf(page).first().waitFor();
    const headers = (await table(page).locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(['', 'SKU MARKET', 'Imagen', 'Título', 'Anterior', 'Actual', 'Fecha']);
    const api = await apiRows(page, 2);
    expect(await rowIds(page)).toEqual(api.map((r) => r.idMensaje));
    const cells = await rowsOf(page).first().locator('td').allTextContents();
    expect(cells[1]).toBe(api[0]?.codigoProducto);
    expect(cells[4]).toMatch(/^\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(cells[5]).toMatch(/^\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(cells[6]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The order tabs have no Anterior/Actual.
    await page.getByRole('tab', { name: 'Órdenes nuevas' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tipo')).toBe('3');
    // The price tab's table is replaced by the orders tab's once its rows arrive: wait for it.
    await expect
      .poll(async () =>
        (await table(page).locator('thead th').allTextContents()).map((t) => t.trim()),
      )
      .toEqual(['', 'SKU MARKET', 'Imagen', 'Título', 'Fecha']);
  });

  // DECISIONS 28: sellers see the rows of their own seller; what the bell counts can be opened
  // and marked read.
  const sellerOneRows = new Set<number>();
  for (const usuario of ['seller', 'selleradmin']) {
    it(`${usuario}: three tabs, each listing as many rows as the bell counts; marking one read lowers the badge`, async () => {
      await openHome(usuario);
      const total = await expectBadgeMatchesApi(page);
      expect(total).toBeGreaterThan(0);
      await bell(page).click();
      const counts = await dropdownCounts(page);
      expect(Object.keys(counts)).toEqual(sellerTabLabels);
      await page.keyboard.press('Escape');
      await page.goto('/Notificaciones?tipo=6');
      expect(await tabs(page)).toEqual(sellerTabLabels);
      let listed = 0;
      for (const [i, label] of sellerTabLabels.entries()) {
        await page.getByRole('tab', { name: label }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('tipo')).toBe(String(i + 1));
        const expected = counts[label] ?? 0;
        if (expected === 0) {
          await page.getByText('NO HAY NOTIFICACIONES').waitFor();
          continue;
        }
        await expect.poll(async () => (await rowIds(page)).length).toBe(expected);
        for (const id of await rowIds(page)) sellerOneRows.add(id);
        for (const row of await apiRows(page, i + 1)) expect(row.idSeller).toBe(1);
        listed += expected;
      }
      expect(listed).toBe(total);

      // Marking the first row of the open tab read removes it and lowers the badge by one.
      const ids = await rowIds(page);
      const first = ids[0];
      if (first === undefined) throw new Error(`${usuario} has no row on the last tab`);
      await page.locator(`tr[data-notification="${first}"] input[type="checkbox"]`).check();
      await page.getByRole('button', { name: 'Marcar como leído' }).click();
      await expect.poll(() => rowIds(page)).toEqual(ids.slice(1));
      await expect.poll(() => badge(page)).toBe(total - 1);
    });
  }

  it("seller2 lists only its own seller's rows, never seller 1's", async () => {
    expect(sellerOneRows.size).toBeGreaterThan(0);
    await openHome('seller2');
    const total = await expectBadgeMatchesApi(page);
    await page.goto('/Notificaciones');
    let listed = 0;
    for (const [i, label] of sellerTabLabels.entries()) {
      await page.getByRole('tab', { name: label }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tipo')).toBe(String(i + 1));
      const api = await apiRows(page, i + 1);
      for (const row of api) expect(row.idSeller).toBe(2);
      if (api.length === 0) {
        await page.getByText('NO HAY NOTIFICACIONES').waitFor();
        continue;
      }
      await expect.poll(async () => (await rowIds(page)).length).toBe(api.length);
      for (const id of await rowIds(page)) expect(sellerOneRows.has(id), String(id)).toBe(false);
      listed += api.length;
    }
    expect(listed).toBe(total);
  });

  it("'Marcar como leído' with nothing selected warns 'Debe seleccionar una notificación'", async () => {
    await openHome('moderador', '/Notificaciones?tipo=1');
    await rowsOf(page).first().waitFor();
    const before = await rowIds(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/Notificaciones/MarcarLeidas')) calls++;
    });
    await page.getByRole('button', { name: 'Marcar como leído' }).click();
    await page.getByText('Debe seleccionar una notificación').waitFor();
    expect(calls).toBe(0);
    expect(await rowIds(page)).toEqual(before);
  });

  it('marking selected rows read removes them and the badge decreases by that number', async () => {
    await openHome('moderador', '/Notificaciones?tipo=1');
    await rowsOf(page).first().waitFor();
    const before = await expectBadgeMatchesApi(page);
    const ids = await rowIds(page);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const chosen = ids.slice(0, 2);
    for (const id of chosen) {
      await page.locator(`tr[data-notification="${id}"] input[type="checkbox"]`).check();
    }
    // Ticking a box does not open the row.
    expect(pathOf(page)).toBe('/Notificaciones');
    await page.getByRole('button', { name: 'Marcar como leído' }).click();
    await expect.poll(() => rowIds(page)).toEqual(ids.slice(2));
    // 000 §9: the bell refreshes 300 ms after marking read.
    await expect.poll(() => badge(page)).toBe(before - 2);
    expect((await apiTotals(page)).notificaciones).toBe(before - 2);
    const left = (await apiRows(page, 1)).map((r) => r.idMensaje);
    for (const id of chosen) expect(left).not.toContain(id);
  });

  it('a row opens the listing edit on the listing tabs and the order edit on the order tabs', async () => {
    await openHome('moderador', '/Notificaciones?tipo=2');
    await rowsOf(page).first().waitFor();
    const [price] = await apiRows(page, 2);
    if (!price) throw new Error('no price notification');
    await page.locator(`tr[data-notification="${price.idMensaje}"] td`).nth(3).click();
    await waitForPath(page, `/Publicaciones/Editar/${price.idSeller}/${price.id}`);

    await page.goto('/Notificaciones?tipo=4');
    await rowsOf(page).first().waitFor();
    const [cancelled] = await apiRows(page, 4);
    if (!cancelled) throw new Error('no cancelled-order notification');
    await page.locator(`tr[data-notification="${cancelled.idMensaje}"] td`).nth(3).click();
    await waitForPath(page, `/Ordenes/Editar/${cancelled.id}`);
  });
});

describe('/Notificaciones/Ajustes (000 §2.5)', () => {
  const stockSwitch = (p: Page) => p.getByRole('switch', { name: 'Cambios de stock' });
  /** A click on a switch's track, as a person does (the input itself is visually hidden). */
  const toggle = (p: Page, name: string) =>
    p.locator(`[data-setting="${name}"] .mantine-Switch-track`).click();
  const settingText = (p: Page, name: string) =>
    p.locator(`[data-setting="${name}"]`).textContent();
  const apiSettings = async (p: Page) => {
    const { user } = await p.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('market.session') ?? 'null') as { userId: number },
    }));
    return (
      await apiCall<{ opcionesNotificacion: { idTipoNotificacion: number; activado: boolean }[] }>(
        p,
        'GET',
        `/api/Notificaciones/Ajustes?IdUser=${user.userId}`,
      )
    ).opcionesNotificacion;
  };

  it('seller admin has four settings (no installments) plus Todas', async () => {
    await openHome('selleradmin', '/Notificaciones/Ajustes');
    await page.getByTestId('notification-settings').waitFor();
    const names = await page
      .locator('[data-setting]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-setting')));
    expect(names).toEqual(['Todas', ...tabLabels.slice(0, 4)]);
  });

  it("'Todas' switches every setting; Cancelar goes back without saving", async () => {
    await openHome('moderador');
    await bell(page).click();
    await page.getByRole('menuitem', { name: 'Ajustes de notificaciones' }).click();
    await waitForPath(page, '/Notificaciones/Ajustes');
    await page.getByTestId('notification-settings').waitFor();
    const saved = await apiSettings(page);
    expect(saved.every((s) => s.activado)).toBe(true);
    expect(await settingText(page, 'Todas')).toBe('TodasActivo');
    await toggle(page, 'Todas');
    for (const name of ['Todas', ...tabLabels]) {
      expect(await settingText(page, name)).toBe(`${name}Inactivo`);
    }
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await waitForPath(page, '/');
    expect(await apiSettings(page)).toEqual(saved);
  });

  it("switching 'Cambios de stock' off and Guardar persists it (then it is restored)", async () => {
    await openHome('moderador', '/Notificaciones/Ajustes');
    await page.getByTestId('notification-settings').waitFor();
    expect(await stockSwitch(page).isChecked()).toBe(true);
    await toggle(page, 'Cambios de stock');
    expect(await stockSwitch(page).isChecked()).toBe(false);
    expect(await settingText(page, 'Cambios de stock')).toBe('Cambios de stockInactivo');
    expect(await settingText(page, 'Todas')).toBe('TodasInactivo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes actualizados con éxito.').waitFor();

    await page.reload();
    await page.getByTestId('notification-settings').waitFor();
    expect(await stockSwitch(page).isChecked()).toBe(false);
    expect(await settingText(page, 'Cambios de stock')).toBe('Cambios de stockInactivo');
    const stock = (await apiSettings(page)).find((s) => s.idTipoNotificacion === 1);
    expect(stock?.activado).toBe(false);

    // Restore the demo setting.
    await toggle(page, 'Cambios de stock');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(async () => (await apiSettings(page)).every((s) => s.activado)).toBe(true);
  });

  it("a disabled type stops arriving: with 'Cambios de stock' off a seller's stock change does not reach moderador; on again, it does", async () => {
    // The seller changes the stock of its own listing 1 (one stock notification each time).
    const sellerCtx = await openPageAs(browser, baseUrl, await sessionOf('seller'));
    try {
      await sellerCtx.page.goto('/');
      await sellerCtx.page.getByTestId('sidebar').waitFor();
      const sellerUserId = await sellerCtx.page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('market.session') ?? 'null') as { userId: number })
            .userId,
      );
      const original = (
        await apiCall<{ stock: number }>(
          sellerCtx.page,
          'GET',
          '/api/Publicaciones/Obtener?IdPublicacion=1',
        )
      ).stock;
      const setStock = (stock: number) =>
        apiCall(sellerCtx.page, 'PUT', '/api/Publicaciones/ActualizacionMasivaPrecioYStockBulk', {
          actualizarPrecioYStockBulks: [{ idPublicacion: 1, stock }],
          idUser: sellerUserId,
        });

      await openHome('moderador', '/Notificaciones/Ajustes');
      await page.getByTestId('notification-settings').waitFor();
      await toggle(page, 'Cambios de stock');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Ajustes actualizados con éxito.').waitFor();

      const before = (await apiTotals(page)).cambiosStock;
      const sellerBefore = (await apiTotals(sellerCtx.page)).cambiosStock;
      await setStock(original === 9999 ? 9998 : original + 1);
      // The seller (its setting on) receives it; moderador (off) does not. A bulk change's
      // notifications are written once it has committed (migration 0029), all in one
      // transaction: once the seller has it, moderador's count is final.
      await expect
        .poll(async () => (await apiTotals(sellerCtx.page)).cambiosStock)
        .toBe(sellerBefore + 1);
      expect((await apiTotals(page)).cambiosStock).toBe(before);

      await page.reload();
      await page.getByTestId('notification-settings').waitFor();
      await toggle(page, 'Cambios de stock');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect.poll(async () => (await apiSettings(page)).every((s) => s.activado)).toBe(true);
      await setStock(original);
      await expect.poll(async () => (await apiTotals(page)).cambiosStock).toBe(before + 1);
    } finally {
      await sellerCtx.context.close();
    }
  });
});

describe('select-all (000 §2.5) and no pending notification (000 §2.3)', () => {
  it("select-all marks a whole tab read; with none left the bell says 'No hay notificaciones pendientes'", async () => {
    await openHome('moderador');
    for (const tipo of [1, 2, 3, 4, 6]) {
      await page.goto(`/Notificaciones?tipo=${tipo}`);
      const empty = page.getByText('NO HAY NOTIFICACIONES');
      await Promise.race([rowsOf(page).first().waitFor(), empty.waitFor()]);
      if ((await table(page).count()) === 0) continue;
      const before = await expectBadgeMatchesApi(page);
      const n = (await rowIds(page)).length;
      await page.getByLabel('Seleccionar todas').check();
      const boxes = rowsOf(page).locator('input[type="checkbox"]');
      for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Marcar como leído' }).click();
      await empty.waitFor();
      await expect.poll(() => badge(page)).toBe(before - n);
      expect(await apiRows(page, tipo)).toEqual([]);
    }
    expect((await apiTotals(page)).notificaciones).toBe(0);
    await expect.poll(() => badge(page)).toBe(0);
    await bell(page).click();
    await page.getByText('No hay notificaciones pendientes').waitFor();
    expect(await page.locator('[data-notification-type]').count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Ver todo' }).waitFor();
  });
});

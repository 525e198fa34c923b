// 002 §2 'Settlements', §4, §5, §6 and §8 (issue 20 points 1-3 and 8), through the real app and
// server, one login per user: the checks of the search and of the new settlement; the admin
// moderator prepares a draft for seller 1 (Electro Hogar Patagonia) from eligible orders and
// novedades found on the screen and saves it with one order less; accounting calculates its
// withholdings and perceptions and confirms it with an invoice; the seller sees it confirmed in
// its list and downloads its PDF; seller2 sees none of it, neither in its list nor by URL.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  LIQUIDACION_CONFIRMADA,
  settlementCallSuccesses,
  settlementListNotices,
} from '../../machines/settlement.ts';
import type { EncabezadoLiquidacion } from '../../src/api/settlements-queries.ts';
import { addDays, todayInMarket } from '../../src/domain/dates.ts';
import { novedadAmountText } from '../../src/domain/novedad-amount.ts';
import { settlementMessages } from '../../src/domain/settlement-rules.ts';
import { apiCallAs, openPageAs, sessionThroughApi, type Session } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000, interval: 50 } as const;
const SELLER = 'Electro Hogar Patagonia S.R.L.';
const hoy = todayInMarket();
const DEBITO = `E2E débito ${Date.now().toString(36)}`;
const DEBITO_TEXTO = novedadAmountText(850_000, 2);

let browser: Browser;
const contexts: BrowserContext[] = [];
const sessions: Record<string, Session & { token: string }> = {};
const pages: Record<string, Page> = {};

beforeAll(async () => {
  browser = await launchChromium();
  const users = ['moderador', 'contable', 'seller', 'seller2'] as const;
  const logged = await Promise.all(users.map((u) => sessionThroughApi(baseUrl, u)));
  for (const [i, u] of users.entries()) {
    const session = logged[i];
    if (session === undefined) throw new Error(`no session for ${u}`);
    sessions[u] = session;
    const { context, page } = await openPageAs(browser, baseUrl, session);
    contexts.push(context);
    pages[u] = page;
  }
  // A confirmed Débito of 8.500 for seller 1, found by its observations: every screen reads it
  // '-8.500,00' (src/domain/novedad-amount.ts).
  const conceptos = await api('moderador', 'GET', '/api/Novedades/Conceptos');
  const debito = (
    conceptos.body as { listaConceptoNovedades: { idTipoNovedad: number; idSubTipo: number }[] }
  ).listaConceptoNovedades.find((c) => c.idSubTipo === 2);
  if (debito === undefined) throw new Error('no demo débito concept');
  const creada = await api('moderador', 'POST', '/api/Liquidaciones/CrearNovedad', {
    fecha: hoy,
    idSeller: 1,
    idTipoNovedad: debito.idTipoNovedad,
    importe: '8500',
    ordenDeReferencia: 0,
    observaciones: DEBITO,
  });
  expect(creada.status, JSON.stringify(creada.body)).toBe(200);
  const { idNovedad } = creada.body as { idNovedad: number };
  const confirmada = await api('moderador', 'PUT', '/api/Liquidaciones/ConfirmaNovedad', {
    id: [idNovedad],
  });
  expect(confirmada.status, JSON.stringify(confirmada.body)).toBe(200);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

const pageOf = (usuario: string): Page => {
  const page = pages[usuario];
  if (page === undefined) throw new Error(`no page for ${usuario}`);
  return page;
};
const api = (usuario: string, method: string, path: string, body?: unknown) =>
  apiCallAs(baseUrl, sessions[usuario]?.token ?? '', method, path, body);
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();
/** Closes every toast, so that the next one is the next call's. */
const clearToasts = (page: Page) =>
  page.evaluate(() => {
    for (const b of document.querySelectorAll<HTMLButtonElement>(
      '.mantine-Notification-root button',
    ))
      b.click();
  });

async function chooseSeller(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Seller', exact: true }).click();
  await page.getByRole('option', { name }).click();
}

let idLiquidacion = 0;
let ordenes: number[] = [];

describe('settlements: moderador prepares, contable confirms, seller sees it, seller2 does not', () => {
  it('the checks of the search and of a new settlement (002 §5)', async () => {
    const page = pageOf('moderador');
    await page.goto('/Liquidaciones');
    await page.getByRole('heading', { name: 'Gestión de Liquidación' }).waitFor();
    const filtro = page.getByRole('form', { name: 'Filtro de liquidaciones' });
    // Desde cleared: 'Debe seleccionar una fecha inicial'; Hasta cleared: '... final'.
    await filtro.getByRole('button', { name: 'Borrar fecha' }).first().click();
    await filtro.getByRole('button', { name: 'Buscar' }).click();
    await toast(page, settlementMessages.fechaInicial).waitFor();
    await filtro.getByRole('button', { name: 'Limpiar' }).click();
    await filtro.getByRole('button', { name: 'Borrar fecha' }).nth(1).click();
    await filtro.getByRole('button', { name: 'Buscar' }).click();
    await toast(page, settlementMessages.fechaFinal).waitFor();

    // /Liquidaciones/Nueva from 'Crear Liquidación': the seller is required, then an order.
    await page.getByRole('button', { name: 'Crear Liquidación' }).click();
    await page.getByRole('heading', { name: 'Nueva Liquidación' }).waitFor();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await toast(page, settlementMessages.seller).waitFor();
    await chooseSeller(page, SELLER);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const tabla = page.getByRole('region', { name: 'Ordenes aptas para liquidar' });
    await tabla
      .getByRole('checkbox', { name: /^Seleccionar orden / })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Crear Borrador' }).click();
    await toast(page, settlementMessages.sinOrden).waitFor();
  });

  it('moderador creates a draft from eligible orders and novedades and saves it', async () => {
    const page = pageOf('moderador');
    await clearToasts(page);
    const tablaOrdenes = page.getByRole('region', { name: 'Ordenes aptas para liquidar' });
    const checks = tablaOrdenes.getByRole('checkbox', { name: /^Seleccionar orden / });
    for (const i of [0, 1]) await checks.nth(i).check();
    ordenes = (await Promise.all([0, 1].map((i) => checks.nth(i).getAttribute('aria-label')))).map(
      (label) => Number(/(\d+)$/.exec(label ?? '')?.[1]),
    );
    expect(ordenes.every((id) => id > 0)).toBe(true);
    // Every eligible novedad of the seller (the seed leaves it some confirmed ones).
    const tablaNovedades = page.getByRole('region', { name: 'Novedades aptas para liquidar' });
    const todas = tablaNovedades.getByRole('checkbox', { name: 'Seleccionar todo' });
    const conNovedades = await todas.isEnabled();
    if (conNovedades) await todas.check();
    // A débito reads signed, as on /Novedades, the detail and the documents.
    expect(DEBITO_TEXTO).toBe('-8.500,00');
    const debito = tablaNovedades.locator('tbody tr', { hasText: DEBITO });
    await expect.poll(() => debito.innerText(), WAIT).toContain(DEBITO_TEXTO);
    expect(await debito.innerText()).toContain('Débito');
    // The running total counts what is chosen.
    const seleccion = page.getByRole('region', { name: 'Selección' });
    await expect.poll(() => seleccion.innerText(), WAIT).toMatch(/Ordenes\s+2\b/);

    await page.getByRole('button', { name: 'Crear Borrador' }).click();
    await toast(page, settlementCallSuccesses.crear).waitFor();
    await page.getByRole('heading', { name: 'Gestión de Liquidación' }).waitFor();
    // 002 §8: the list it returns to says which settlement was created.
    const creada = page.getByRole('alert').filter({ hasText: settlementListNotices.creada });
    await creada.waitFor();

    // The new draft: seller 1's draft that holds the chosen orders.
    const drafts = await api(
      'moderador',
      'GET',
      '/api/Liquidaciones/LiquidacionesBusqueda?idSeller=1&idEstado=2&cantidadPagina=100&' +
        `fechaDesde=${addDays(hoy, -1)}&fechaHasta=${hoy}`,
    );
    const candidatos = (drafts.body as { elementos?: EncabezadoLiquidacion[] }).elementos ?? [];
    for (const h of candidatos) {
      const rows = await api(
        'moderador',
        'GET',
        `/api/Liquidaciones/BuscarOrdenesDeLiquidacion?idLiquidacion=${String(h.idLiquidacion)}`,
      );
      const ids = (rows.body as { ordenes: { idOrden: number }[] }).ordenes.map((o) => o.idOrden);
      if (ids.length === 2 && ordenes.every((id) => ids.includes(id))) {
        idLiquidacion = h.idLiquidacion;
      }
    }
    expect(idLiquidacion).toBeGreaterThan(0);
    expect(await creada.innerText()).toContain(`Liquidación N° ${String(idLiquidacion)}`);

    // 'Ver' opens the draft edit for staff.
    await page.getByRole('button', { name: `Ver liquidación ${String(idLiquidacion)}` }).click();
    await page.waitForURL(
      (u) => u.pathname === `/Liquidaciones/EditarBorrador/${String(idLiquidacion)}/1`,
    );
    await page.getByText('Liquidación pendiente de confirmar').waitFor();
    expect(await page.getByText(LIQUIDACION_CONFIRMADA).count()).toBe(0);
    // The draft's débito reads as it did when chosen.
    const debitoEnBorrador = page
      .getByRole('region', { name: 'Novedades', exact: true })
      .locator('tbody tr', { hasText: DEBITO });
    await expect.poll(() => debitoEnBorrador.innerText(), WAIT).toContain(DEBITO_TEXTO);
    // Staff save and cancel drafts; accounting calculates and confirms (the machine's roles).
    expect(await page.getByRole('button', { name: 'Anulación Liquidación' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Confirmar Liquidacion' }).count()).toBe(0);
    expect(await page.getByLabel('Numero de Factura').count()).toBe(0);

    // Both orders are held (checked); one less is saved.
    const held = page
      .getByRole('region', { name: 'Órdenes', exact: true })
      .getByRole('checkbox', { name: `Seleccionar orden ${String(ordenes[1])}` });
    await expect.poll(() => held.isChecked(), WAIT).toBe(true);
    await held.uncheck();
    await clearToasts(page);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, settlementCallSuccesses.guardar).waitFor();
    const resumen = page.getByRole('region', { name: 'Resumen de la liquidación' });
    await expect.poll(() => resumen.innerText(), WAIT).toMatch(/Ordenes\s+1\b/);
  });

  it('contable calculates taxes and confirms it with an invoice', async () => {
    const page = pageOf('contable');
    await page.goto('/Liquidaciones');
    await page.getByRole('button', { name: `Ver liquidación ${String(idLiquidacion)}` }).click();
    await page.waitForURL((u) => u.pathname === `/Liquidaciones/Editar/${String(idLiquidacion)}/1`);
    await page.getByText('Liquidación pendiente de confirmar').waitFor();
    // Accounting cannot cancel (002 §6).
    expect(await page.getByRole('button', { name: 'Anulación Liquidación' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Calcular Percepcion Retencion' }).click();
    await toast(page, 'Datos actualizados correctamente').waitFor();
    // Accounting's clipboard icon: the order's retentions as calculated.
    await page
      .getByRole('button', { name: `Detalle de retenciones de la orden ${String(ordenes[0])}` })
      .click();
    const modal = page.getByRole('dialog', { name: 'Detalle de Retenciones' });
    await modal.getByRole('table', { name: 'Detalle de Retenciones' }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    const confirmar = page.getByRole('button', { name: 'Confirmar Liquidacion' });
    await confirmar.click();
    await toast(page, settlementMessages.numeroFactura).waitFor();
    const numero = `A-0001-${Date.now().toString().slice(-8)}`;
    await page.getByLabel('Numero de Factura').fill(numero);
    await confirmar.click();
    await toast(page, settlementMessages.tipoFactura).waitFor();
    await page.getByRole('textbox', { name: 'Tipo de Factura' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Código SAP').fill('12a345');
    await expect.poll(() => page.getByLabel('Código SAP').inputValue(), WAIT).toBe('12345');
    await confirmar.click();
    await toast(page, settlementCallSuccesses.confirmar).waitFor();

    // Confirmed: no alert, the fields disabled, no workflow button left.
    await expect.poll(() => page.getByLabel('Numero de Factura').isDisabled(), WAIT).toBe(true);
    expect(await page.getByText('Liquidación pendiente de confirmar').count()).toBe(0);
    // 002 §4: the label of status 3.
    await page.getByRole('alert').filter({ hasText: LIQUIDACION_CONFIRMADA }).waitFor();
    expect(await confirmar.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Calcular Percepcion Retencion' }).count()).toBe(
      0,
    );
    // Its Historial tells the steps back, newest first, the invoice number with the confirmation.
    const dialog = page.getByRole('dialog', {
      name: `Historial de la liquidación ${String(idLiquidacion)}`,
    });
    const history = dialog.locator('tbody tr');
    const created = history.filter({ hasText: 'Creó la liquidación' });
    // The confirmed settlement is read again: open the dialog until it stays open with its rows.
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) {
          await page
            .getByRole('button', { name: 'Historial' })
            .click({ timeout: 5_000 })
            .catch(() => undefined);
        }
        return created.count();
      }, WAIT)
      .toBeGreaterThan(0);
    const confirmed = await history.first().innerText();
    expect(confirmed).toContain('En Preparación → Liquidación Confirmada');
    expect(confirmed).toContain('Confirmó la liquidación');
    expect(confirmed).toContain(`Número: ${numero}`);
    expect(
      await history.filter({ hasText: 'Calculó percepciones y retenciones' }).count(),
    ).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    const header = await api(
      'contable',
      'GET',
      `/api/Liquidaciones/ConsultarDetalleLiquidacion?idLiquidacion=${String(idLiquidacion)}`,
    );
    expect(header.body).toMatchObject({
      idTipoEstadoLiquidacion: 3,
      numeroComprobante: numero,
      codigoSap: 12345,
      cantidadOrdenes: 1,
    });
  });

  it('seller sees it confirmed in its list and downloads its PDF', async () => {
    const page = pageOf('seller');
    await page.goto('/Liquidaciones');
    await page.getByRole('heading', { name: 'Gestión de Liquidación' }).waitFor();
    // 002 §6: no create button, no seller or state filter.
    expect(await page.getByRole('button', { name: 'Crear Liquidación' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Seller', exact: true }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Estados', exact: true }).count()).toBe(0);
    const ver = page.getByRole('button', { name: `Ver liquidación ${String(idLiquidacion)}` });
    await ver.waitFor();
    const fila = page.locator('tbody tr', { has: ver });
    expect(await fila.innerText()).toContain('Liquidada');
    await ver.click();
    await page.waitForURL((u) => u.pathname === `/Liquidaciones/Editar/${String(idLiquidacion)}/1`);
    await page.getByRole('region', { name: 'Resumen de la liquidación' }).waitFor();
    expect(await page.getByRole('button', { name: 'Anulación Liquidación' }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar a PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Liquidacion_.*\.pdf$/);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('seller2 sees none of it: not in its list, no data by URL', async () => {
    const page = pageOf('seller2');
    await page.goto('/Liquidaciones');
    await page.getByRole('heading', { name: 'Gestión de Liquidación' }).waitFor();
    // The list has answered (rows or the empty text) and holds no row of that settlement.
    await page
      .getByRole('button', { name: /^Ver liquidación / })
      .or(page.getByText('NO SE ENCONTRARON RESULTADOS'))
      .first()
      .waitFor();
    expect(
      await page.getByRole('button', { name: `Ver liquidación ${String(idLiquidacion)}` }).count(),
    ).toBe(0);
    // Another seller's route: the guard sends it home.
    await page.goto(`/Liquidaciones/Editar/${String(idLiquidacion)}/1`);
    await page.waitForURL((u) => u.pathname === '/');
    // Its own seller id with that settlement: the server answers no data.
    await page.goto(`/Liquidaciones/Editar/${String(idLiquidacion)}/2`);
    await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Resumen de la liquidación' }).count()).toBe(0);
    const detalle = await api(
      'seller2',
      'GET',
      `/api/Liquidaciones/ConsultarDetalleLiquidacion?idLiquidacion=${String(idLiquidacion)}`,
    );
    expect(detalle.status).toBe(404);
  });

  it('moderador cancels a draft: the toast, and the list says which one was deleted', async () => {
    const eligible = await api(
      'moderador',
      'GET',
      `/api/Liquidaciones/BuscarOrdenesPorFecha?idSeller=1&fechaDesde=${addDays(hoy, -360)}&fechaHasta=${hoy}`,
    );
    const orden = (
      eligible.body as { ordenesAptasParaLiquidar: { idOrden: number; importeOrden: number }[] }
    ).ordenesAptasParaLiquidar.find((o) => o.importeOrden > 0);
    if (orden === undefined) throw new Error('no eligible order left');
    const res = await api('moderador', 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
      ordenesSeleccionadas: [orden.idOrden],
      novedadesSeleccionadas: [],
      Seller: 1,
      idEstado: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body as { encabezado: EncabezadoLiquidacion }).encabezado.idLiquidacion;

    const page = pageOf('moderador');
    await clearToasts(page);
    await page.goto(`/Liquidaciones/EditarBorrador/${String(id)}/1`);
    await page.getByText('Liquidación pendiente de confirmar').waitFor();
    await page.getByRole('button', { name: 'Anulación Liquidación' }).click();
    await page
      .getByRole('dialog', { name: 'Anulación Liquidación' })
      .getByRole('button', { name: 'Anular' })
      .click();
    await toast(page, settlementCallSuccesses.anular).waitFor();
    await page.getByRole('heading', { name: 'Gestión de Liquidación' }).waitFor();
    const eliminada = page.getByRole('alert').filter({ hasText: settlementListNotices.eliminada });
    await eliminada.waitFor();
    expect(await eliminada.innerText()).toContain(`Liquidación N° ${String(id)}`);
    // Shown once: the list opened again has no notice.
    await page.reload();
    await page.getByRole('heading', { name: 'Gestión de Liquidación' }).waitFor();
    await page
      .getByRole('button', { name: /^Ver liquidación / })
      .first()
      .waitFor();
    expect(
      await page.getByRole('alert').filter({ hasText: settlementListNotices.eliminada }).count(),
    ).toBe(0);
  });
});

// 002 §2 'Novedades' and 'Concepts', §5 and §8 (issue 19 points 1, 3, 4, 8), through the real
// app and server as the admin moderator: a novedad created on /Novedades/Nueva, its amount
// changed, confirmed together with two others at once, one annulled; a Liquidada row without
// checkbox, edit or delete; a concept created on /Conceptos/Nuevo and edited on /Conceptos.
// The novedades the test acts on carry observations of their own, so nothing else matches them.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ConceptoNovedad, Novedad } from '../../src/api/novedades-queries.ts';
import { formatDay, todayInMarket } from '../../src/domain/dates.ts';
import { novedadAmountText } from '../../src/domain/novedad-amount.ts';
import { conceptMessages, novedadMessages } from '../../src/domain/novedad-rules.ts';
import { searchString } from '../../src/web/ui/url-filter.ts';
import { apiCallAs, sessionThroughApi, type Session, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000, interval: 50 } as const;

let browser: Browser;
let moderador: Session & { token: string };
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tabs (and the contexts of their own) a test opened, closed after it. */
const contexts: (BrowserContext | Page)[] = [];
const hoy = todayInMarket();
const tag = Date.now().toString(36);
let seller: { idSeller: number; descripcion: string };
let concepto: ConceptoNovedad;

const api = (method: string, path: string, body?: unknown) =>
  apiCallAs(baseUrl, moderador.token, method, path, body);

beforeAll(async () => {
  browser = await launchChromium();
  moderador = await sessionThroughApi(baseUrl, 'moderador');
  const sellers = await api('GET', '/api/Seller/Buscar?PageSize=1');
  const first = (
    sellers.body as { paginateSellers: { elementos: { idSeller: number; descripcion: string }[] } }
  ).paginateSellers.elementos[0];
  if (first === undefined) throw new Error('no demo seller');
  seller = first;
  const conceptos = await api('GET', '/api/Novedades/Conceptos');
  const c = (conceptos.body as { listaConceptoNovedades: ConceptoNovedad[] })
    .listaConceptoNovedades[0];
  if (c === undefined) throw new Error('no demo concept');
  concepto = c;
  // The demo's first concept ('Ajuste a favor del Market') is a Débito: the list reads it signed.
  expect(concepto.idSubTipo).toBe(2);
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  while (contexts.length > 0) await contexts.pop()?.close();
});

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();

async function open(path: string, heading: string): Promise<Page> {
  const { page } = await tabs.open(browser, moderador);
  contexts.push(page);
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

/** A novedad of today through the contract, with observations of its own. */
async function crearPorApi(observaciones: string): Promise<Novedad> {
  const res = await api('POST', '/api/Liquidaciones/CrearNovedad', {
    fecha: hoy,
    idSeller: seller.idSeller,
    idTipoNovedad: concepto.idTipoNovedad,
    importe: '700',
    ordenDeReferencia: 0,
    observaciones,
  });
  expect(res.status).toBe(200);
  return res.body as Novedad;
}

async function novedadesDeHoy(): Promise<Novedad[]> {
  const res = await api(
    'GET',
    `/api/Novedades/Buscar?fechaDesde=${hoy}&fechaHasta=${hoy}&buscaTodo=1&cantidadPagina=100`,
  );
  return (res.body as { elementos: Novedad[] }).elementos;
}

const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** A row's cells as text (the checkbox cell is '' ). */
const cellsOf = (r: Locator) => r.locator('td').allInnerTexts();

describe('/Novedades and /Novedades/Nueva (moderador)', () => {
  it('creates a novedad, changes its amount, confirms it with two others, annuls one', async () => {
    const otras = [await crearPorApi(`E2E otra A ${tag}`), await crearPorApi(`E2E otra B ${tag}`)];
    const propia = `E2E propia ${tag}`;

    // /Novedades/Nueva: the checks in order, then the novedad.
    const page = await open('/Novedades', 'Adm. Novedades');
    await page.getByRole('button', { name: 'Crear Novedad' }).click();
    await page.getByRole('heading', { name: 'Crear Novedad' }).waitFor();
    const form = page.getByRole('form', { name: 'Nueva novedad' });
    await expect.poll(() => form.getByLabel('Orden de Referencia').inputValue(), WAIT).toBe('0');
    const crear = form.getByRole('button', { name: 'Crear Novedad' });
    await crear.click();
    await toast(page, novedadMessages.fecha).waitFor();
    const fecha = form.getByLabel('Fecha', { exact: true });
    await fecha.fill(formatDay(hoy));
    await fecha.press('Tab');
    await crear.click();
    await toast(page, novedadMessages.sellerNueva).waitFor();
    await form.getByLabel('Seller', { exact: true }).click();
    await form.getByLabel('Seller', { exact: true }).fill(seller.descripcion.slice(0, 6));
    await page.getByRole('option', { name: seller.descripcion }).first().click();
    await crear.click();
    await toast(page, novedadMessages.concepto).waitFor();
    await form.getByLabel('Concepto', { exact: true }).click();
    await page
      .getByRole('option', { name: new RegExp(`^${concepto.detalleConcepto}`) })
      .first()
      .click();
    await crear.click();
    await toast(page, novedadMessages.importe).waitFor();
    const importe = form.getByLabel('Importe', { exact: true });
    // 002 §5 digits only: what else is typed is refused with a hint, never dropped silently.
    await importe.fill('12a34');
    await form.getByText('Solo números enteros, sin centavos.').waitFor();
    expect(await importe.inputValue()).toBe('');
    await importe.fill('1234');
    await form.getByLabel('Observaciones').fill(propia);
    await crear.click();
    await toast(page, novedadMessages.creada).waitFor();
    await page.getByRole('heading', { name: 'Adm. Novedades' }).waitFor();
    const creada = (await novedadesDeHoy()).find((n) => n.comentarios === propia);
    expect(creada).toMatchObject({ importe: 1234, idEstado: 1, idSeller: seller.idSeller });

    // Today's novedades, 50 a page.
    await page.goto(`/Novedades${searchString({ fechaDesde: hoy, cantidad: 50 })}`);
    const mine = row(page, propia);
    await mine.waitFor();
    expect(await cellsOf(mine)).toEqual([
      '',
      formatDay(hoy).replaceAll('/', '-'),
      seller.descripcion,
      '0',
      `${concepto.detalleConcepto} - ${propia}`,
      concepto.descripcionSubTipoNovedad,
      // Signed by its Acción, as the settlements show it: a Débito '-1.234,00'.
      novedadAmountText(123_400, concepto.idSubTipo),
      'En Preparación',
      '',
    ]);

    // '¿Actualizar Importe?': disabled when empty or unchanged, 'Ingrese un importe válido'.
    await mine.getByRole('button', { name: /^Editar importe/ }).click();
    const dropdown = page.locator('.mantine-Popover-dropdown', { hasText: '¿Actualizar Importe?' });
    const actualizar = dropdown.getByRole('button', { name: 'Actualizar' });
    expect(await actualizar.isDisabled()).toBe(true);
    await dropdown.getByLabel('Nuevo Importe:').fill('1234');
    expect(await actualizar.isDisabled()).toBe(true);
    await dropdown.getByLabel('Nuevo Importe:').fill('0');
    await actualizar.click();
    await toast(page, novedadMessages.importeInvalido).waitFor();
    await dropdown.getByLabel('Nuevo Importe:').fill('2500');
    await actualizar.click();
    await toast(page, novedadMessages.importeActualizado).waitFor();
    await expect
      .poll(async () => (await cellsOf(mine))[6], WAIT)
      .toBe(novedadAmountText(250_000, concepto.idSubTipo));

    // 'Marcar confirmadas' with none chosen, then with three.
    await page.getByRole('button', { name: 'Marcar confirmadas' }).click();
    await toast(page, novedadMessages.ninguna).waitFor();
    for (const text of [propia, `E2E otra A ${tag}`, `E2E otra B ${tag}`]) {
      await row(page, text).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Marcar confirmadas' }).click();
    await toast(page, novedadMessages.confirmadas).waitFor();
    await expect.poll(async () => (await cellsOf(mine))[7], WAIT).toBe('Confirmada');
    const ids = [creada?.idNovedad, ...otras.map((o) => o.idNovedad)];
    const estados = async () =>
      (await novedadesDeHoy()).filter((n) => ids.includes(n.idNovedad)).map((n) => n.idEstado);
    expect(await estados()).toEqual([2, 2, 2]);
    // A confirmed row has no checkbox any more (it cannot be confirmed again).
    expect(await mine.getByRole('checkbox').count()).toBe(0);

    // Its Historial: the confirmation named by its batch, the amount before and after.
    // What is waited for is the dialog with its rows read (while they load the table shows
    // blank placeholder rows), the button pressed again while no dialog is open: once, in CI on
    // a slow machine, no row came within 30 s of one press.
    const dialog = page.getByRole('dialog', { name: /^Historial de la novedad/ });
    const history = dialog.locator('tbody tr');
    const loaded = async () => {
      const all = await history.allInnerTexts();
      return all.length > 0 && all.every((t) => t.trim() !== '') ? all : [];
    };
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) {
          await mine.getByRole('button', { name: /^Historial de la novedad/ }).click();
        }
        return (await loaded()).length;
      }, WAIT)
      .toBeGreaterThanOrEqual(3);
    const texts = await loaded();
    expect(texts[2]).toContain('Creó la novedad');
    const confirmed = texts[0];
    expect(confirmed).toContain('En Preparación → Confirmada');
    expect(confirmed).toContain("Lote: 'Marcar confirmadas' de 3 novedades");
    const edited = texts[1] ?? '';
    expect(edited).toContain('Actualizó el importe');
    expect(edited).toContain(`Antes: ${novedadAmountText(123_400, concepto.idSubTipo)}`);
    expect(edited).toContain(`Ahora: ${novedadAmountText(250_000, concepto.idSubTipo)}`);
    await page.keyboard.press('Escape');

    // '¿Eliminar Novedad?' on one of them.
    const otraA = row(page, `E2E otra A ${tag}`);
    await otraA.getByRole('button', { name: /^Eliminar la novedad/ }).click();
    await page
      .locator('.mantine-Popover-dropdown', { hasText: '¿Eliminar Novedad?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await toast(page, novedadMessages.eliminada).waitFor();
    await expect.poll(async () => (await cellsOf(otraA))[7], WAIT).toBe('Anulada');
    // Only 'Historial' is left: it reads, it changes nothing.
    expect(await otraA.locator('button:not([data-historial])').count()).toBe(0);
    expect((await novedadesDeHoy()).find((n) => n.idNovedad === otras[0]?.idNovedad)).toMatchObject(
      { idEstado: 4 },
    );
  });

  it('shows Liquidada rows without checkbox, edit or delete, and checks the filter', async () => {
    const page = await open(`/Novedades${searchString({ cantidad: 50 })}`, 'Adm. Novedades');
    const liquidadas = page.locator('tbody tr', { hasText: 'Liquidada' });
    await liquidadas.first().waitFor();
    const n = await liquidadas.count();
    for (let i = 0; i < n; i++) {
      expect(await liquidadas.nth(i).getByRole('checkbox').count()).toBe(0);
      expect(await liquidadas.nth(i).locator('button:not([data-historial])').count()).toBe(0);
    }
    // Not searching all: a seller and a state are required.
    const filtro = page.getByRole('form', { name: 'Filtro de novedades' });
    await filtro
      .getByLabel('Todas las novedades de todos los sellers en el rango de tiempo')
      .uncheck();
    await filtro.getByRole('button', { name: 'Buscar' }).click();
    await toast(page, novedadMessages.seller).waitFor();
    await filtro.getByLabel('Hasta').fill('');
    await filtro.getByLabel('Hasta').press('Tab');
    await filtro.getByRole('button', { name: 'Buscar' }).click();
    await toast(page, novedadMessages.fechaFinal).waitFor();
  });
});

describe('/Conceptos and /Conceptos/Nuevo (moderador)', () => {
  it('creates a concept and edits it; a concept that may not change has no buttons', async () => {
    const nombre = `E2E concepto ${tag}`;
    const page = await open('/Conceptos', 'Gestión de Conceptos');
    await row(page, 'Ajuste a favor del Market').waitFor();
    expect(await row(page, 'Ajuste a favor del Market').getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Crear Concepto' }).click();
    await page.getByRole('heading', { name: 'Nuevo Concepto' }).waitFor();
    const form = page.getByRole('form', { name: 'Nuevo concepto' });
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, conceptMessages.nombre.trim()).waitFor();
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, conceptMessages.accion).waitFor();
    await form.getByRole('textbox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Débito' }).click();
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, conceptMessages.creado).waitFor();
    await page.getByRole('heading', { name: 'Gestión de Conceptos' }).waitFor();
    const mine = row(page, nombre);
    await mine.waitFor();
    expect(await cellsOf(mine)).toEqual([nombre, 'Débito', '']);

    await mine.getByRole('button', { name: /^Editar el concepto/ }).click();
    const dropdown = page.locator('.mantine-Popover-dropdown', {
      hasText: '¿Actualizar Concepto?',
    });
    const actualizar = dropdown.getByRole('button', { name: 'Actualizar' });
    await dropdown.getByLabel('Nombre').fill('');
    expect(await actualizar.isDisabled()).toBe(true);
    await dropdown.getByLabel('Nombre').fill(`${nombre} editado`);
    await dropdown.getByRole('textbox', { name: 'Acción' }).click();
    await dropdown.getByRole('option', { name: 'Crédito' }).click();
    await actualizar.click();
    await toast(page, conceptMessages.actualizado).waitFor();
    await expect
      .poll(() => cellsOf(row(page, `${nombre} editado`)), WAIT)
      .toEqual([`${nombre} editado`, 'Crédito', '']);
  });
});

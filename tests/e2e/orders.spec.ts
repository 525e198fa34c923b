// 001 §2.1, §4, §5, §6, §8: /Ordenes and /Ordenes/Editar/{idOrden} through the real app and
// server, as each role sees them. What the screen shows is compared with what the API answers
// the same user at the moment of the check (other browser tests share the database), never with
// seeded counts. The cancellation flow works on a pending order of seller 1 that the test takes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListaOrdenes, Orden } from '../../src/api/orders-queries.ts';
import { apiCallAs, pathOf, sessionsOf, tokenOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';
import { addDays, todayInMarket } from '../../src/domain/dates.ts';
import { PDFDocument } from 'pdf-lib';

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

async function open(usuario: string, path: string): Promise<Page> {
  const { page } = await tabs.open(browser, await sessionOf(usuario));
  contexts.push(page);
  await page.goto(path);
  return page;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await apiCallAs(baseUrl, await tokenOf(page), 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as T;
}

/** The list's default range (the last 30 market days), as the screen asks it. */
const hoy = todayInMarket();
const RANGE = `FechaDesde=${addDays(hoy, -30)}&FechaHasta=${hoy}`;

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();

/** The order ids of the cards on screen, once the list shows `count` of them. */
async function cardIds(page: Page): Promise<number[]> {
  const cards = page.getByTestId('orden');
  await cards.first().waitFor();
  return (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-id-orden')))).map(
    Number,
  );
}

describe('/Ordenes: the list, its totals and its filter in the URL (001 §2.1, §6)', () => {
  it('staff: totals with commission, the seller filter, a filter kept in the URL and cleared', async () => {
    const page = await open('categoria', '/Ordenes');
    await page.getByTestId('totales').waitFor();
    await expect.poll(() => cardIds(page)).toHaveLength(10);
    const api = await apiGet<ListaOrdenes>(
      page,
      `/api/Ordenes?NumeroPagina=1&CantidadPagina=10&${RANGE}`,
    );
    expect(await cardIds(page)).toEqual(api.elementos.map((o) => o.idOrden));
    await page.getByText('Total Comisión').waitFor();
    expect(await page.getByTestId('total-Cantidad Órdenes').textContent()).toBe(
      String(api.cantidadTotal),
    );
    await page.getByLabel('Sellers').first().waitFor();

    // Estados: SOLICITUD ANULACION, Buscar: the URL keeps it and a reload shows the same.
    await page.getByLabel('Estados').first().click();
    await page.getByRole('option', { name: 'SOLICITUD ANULACION' }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('estado')).toBe('3');
    const filtered = await apiGet<ListaOrdenes>(
      page,
      `/api/Ordenes?IdEstado=3&CantidadPagina=10&${RANGE}`,
    );
    await expect.poll(() => cardIds(page)).toEqual(filtered.elementos.map((o) => o.idOrden));
    await page.reload();
    await expect.poll(() => cardIds(page)).toEqual(filtered.elementos.map((o) => o.idOrden));
    expect(await page.getByLabel('Estados').first().inputValue()).toBe('SOLICITUD ANULACION');

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => cardIds(page)).toEqual(api.elementos.map((o) => o.idOrden));
  });

  it('a shared filtered link opens filtered; the pager moves through the pages', async () => {
    const page = await open('moderador', '/Ordenes?estado=5&pagina=2');
    const api = await apiGet<ListaOrdenes>(
      page,
      `/api/Ordenes?IdEstado=5&NumeroPagina=2&CantidadPagina=10&${RANGE}`,
    );
    await expect.poll(() => cardIds(page)).toEqual(api.elementos.map((o) => o.idOrden));
    await page.getByTestId('ordenes-pager').getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pagina')).toBe(null);
    const first = await apiGet<ListaOrdenes>(
      page,
      `/api/Ordenes?IdEstado=5&CantidadPagina=10&${RANGE}`,
    );
    await expect.poll(() => cardIds(page)).toEqual(first.elementos.map((o) => o.idOrden));
  });

  it('a seller sees only its own orders, without commission or seller filter', async () => {
    const page = await open('seller2', '/Ordenes');
    const api = await apiGet<ListaOrdenes>(page, `/api/Ordenes?CantidadPagina=10&${RANGE}`);
    await expect.poll(() => cardIds(page)).toEqual(api.elementos.map((o) => o.idOrden));
    expect(api.elementos.every((o) => o.seller.codigo === 2)).toBe(true);
    await page.getByTestId('totales').waitFor();
    expect(await page.getByText('Total Comisión').count()).toBe(0);
    expect(await page.getByText(/^Comisión /).count()).toBe(0);
    expect(await page.getByLabel('Sellers').first().count()).toBe(0);
  });

  it('read-only sees every seller without the totals block', async () => {
    const page = await open('lectura', '/Ordenes');
    await expect.poll(() => cardIds(page)).toHaveLength(10);
    expect(await page.getByTestId('totales').count()).toBe(0);
    await page.getByLabel('Sellers').first().waitFor();
  });

  it("a listing's orders: /Ordenes/Publicacion with 'Volver' to the listings", async () => {
    const page = await open('categoria', '/Ordenes');
    const [first] = (await apiGet<ListaOrdenes>(page, '/api/Ordenes?IdEstado=4')).elementos;
    const sku = first?.productos[0]?.skuMarket ?? '';
    const [listing] = (
      await apiGet<{ elementos: { idPublicacion: number }[] }>(
        page,
        `/api/Publicaciones?SkuMarket=${sku}`,
      )
    ).elementos;
    if (!listing) throw new Error('sin publicación');
    await page.goto(
      `/Ordenes/Publicacion?idPublicacion=${String(listing.idPublicacion)}&fechaDesde=2023-10-01`,
    );
    const api = await apiGet<ListaOrdenes>(
      page,
      `/api/Ordenes?IdPublicacion=${String(listing.idPublicacion)}&FechaDesde=2023-10-01&FechaHasta=${hoy}&CantidadPagina=10`,
    );
    await expect.poll(() => cardIds(page)).toEqual(api.elementos.map((o) => o.idOrden));
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect.poll(() => pathOf(page)).toBe('/Publicaciones');
  });
});

describe('/Ordenes/Editar: what each role sees (001 §2.1, §6)', () => {
  it('the admin: platform, boca id, contact data and the payment coupons', async () => {
    const page = await open('moderador', '/Ordenes');
    const [row] = (
      await apiGet<ListaOrdenes>(
        page,
        `/api/Ordenes?IdSeller=1&IdEstado=4&CantidadPagina=1&${RANGE}`,
      )
    ).elementos;
    if (!row) throw new Error('sin orden');
    const orden = await apiGet<Orden>(page, `/api/Ordenes/Obtener?IdOrden=${String(row.idOrden)}`);
    // From the list: the card's link, and 'Volver' back to /Ordenes.
    await page.goto(`/Ordenes?orden=${String(row.idOrden)}`);
    await page.getByRole('link', { name: `Orden ${String(row.idOrden)}` }).click();
    await page.getByRole('heading', { name: `Orden - ${String(row.idOrden)}` }).waitFor();
    await page.getByTestId('plataforma').first().waitFor();
    await page.getByTestId('boca').waitFor();
    await page.getByText(orden.cliente.email ?? '-', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Medio de pago' }).click();
    const coupons = page.getByRole('table', { name: 'Cupones de pago' });
    await coupons.waitFor();
    expect(await coupons.locator('tbody tr').count()).toBe(orden.pago.cupones?.length);
    await page.getByRole('tab', { name: 'Productos' }).click();
    const link = page.getByRole('link', { name: orden.productos[0]?.titulo ?? '' }).first();
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.getByRole('tab', { name: 'Estados' }).click();
    expect(await page.getByTestId('timeline').locator('.mantine-Timeline-item').count()).toBe(
      orden.estado.length,
    );
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect.poll(() => pathOf(page)).toBe('/Ordenes');
  });

  it('a seller of another seller: not found; read-only: no workflow controls', async () => {
    const page = await open('seller2', '/Ordenes');
    const [other] = (
      await apiGet<ListaOrdenes>(
        await open('categoria', '/Ordenes'),
        '/api/Ordenes?IdSeller=1&CantidadPagina=1',
      )
    ).elementos;
    await page.goto(`/Ordenes/Editar/${String(other?.idOrden ?? 0)}`);
    await page.getByText('La orden no existe.').waitFor();
    const lectura = await open('lectura', `/Ordenes/Editar/${String(other?.idOrden ?? 0)}`);
    expect(await lectura.getByTestId('estado-interno').isDisabled()).toBe(true);
    await lectura.getByRole('tab', { name: 'Estados' }).click();
    await lectura.getByTestId('timeline').waitFor();
    expect(await lectura.getByRole('button', { name: 'Solicitar anulación' }).count()).toBe(0);
    await lectura.getByRole('tab', { name: 'Medio de pago' }).click();
    await lectura.getByText('Tipo de publicación').waitFor();
  });
});

describe('the cancellation flow end to end (001 §4, §5, §8; order machine)', () => {
  it('request with a reason, reject with its reason: PENDIENTE again; then annul with refund', async () => {
    const page = await open('selleradmin', '/Ordenes');
    const pending = (
      await apiGet<ListaOrdenes>(page, '/api/Ordenes?IdEstado=1&CantidadPagina=100')
    ).elementos.filter((o) => !o.anulacionMarket.anulado);
    const target = pending.at(-1);
    if (!target) throw new Error('sin orden pendiente');
    await page.goto(`/Ordenes/Editar/${String(target.idOrden)}`);
    await page.getByRole('tab', { name: 'Estados' }).click();

    // Without a reason: 001 §5's warning, nothing sent.
    await page.getByRole('button', { name: 'Solicitar anulación' }).click();
    await toast(page, 'Seleccione un motivo de anulación').waitFor();
    await page.getByLabel('Motivo de anulación').first().click();
    await page.getByRole('option', { name: 'Sin stock del producto' }).click();
    await page.getByLabel('Detalle').fill('Sin unidades en el depósito.');
    // After the call the order is read again and the machine starts again from it: until then
    // no decision may take a click (one decided on what the screen showed before the answer). The read is held here; every state 'Rechazar solicitud' shows
    // meanwhile is recorded, even for one render.
    let releaseRead = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    await page.route('**/api/Ordenes/Obtener?*', async (route) => {
      await readHeld;
      await route.continue();
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __rechazar: string[] }).__rechazar = seen;
      // The screen's own tab list, to tell whether the screen is rebuilt after the call.
      (window as unknown as { __tabs: Element | null }).__tabs =
        document.querySelector('[role="tablist"]');
      new MutationObserver(() => {
        for (const b of document.querySelectorAll('button')) {
          if (b.textContent.trim() === 'Rechazar solicitud') {
            seen.push(b.disabled ? 'deshabilitado' : 'habilitado');
          }
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Solicitar anulación' }).click();
    await toast(page, 'Solicitud de anulación enviada').waitFor();
    await page.getByTestId('decision-anulacion').waitFor();
    const whileReading = () =>
      page.evaluate(() => (window as unknown as { __rechazar: string[] }).__rechazar);
    expect(await whileReading()).not.toContain('habilitado');
    releaseRead();
    await expect
      .poll(() => page.getByRole('button', { name: 'Rechazar solicitud' }).isEnabled())
      .toBe(true);
    await page.unroute('**/api/Ordenes/Obtener?*');
    // The machine started again from the stored order in place: the screen was not rebuilt, so
    // a click never goes to elements on their way out (it did, and was lost, on a slow machine).
    expect(
      await page.evaluate(
        () => (window as unknown as { __tabs: Element | null }).__tabs?.isConnected === true,
      ),
    ).toBe(true);
    // The request's button is disabled while requested (001 §4).
    expect(await page.getByRole('button', { name: 'Solicitar anulación' }).isDisabled()).toBe(true);

    // Reject: needs its reason, then '¿Desea …?'.
    await page.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await toast(page, 'Seleccione un motivo de rechazo').waitFor();
    await page.getByLabel('Motivo de rechazo').first().click();
    await page.getByRole('option', { name: 'El comprador confirmó la compra' }).click();
    await page.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await page.getByText('¿Desea rechazar la solicitud de anulación?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await toast(page, 'Estado de orden actualizado').waitFor();
    await page.getByTestId('decision-anulacion').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Datos comprador' }).click();
    await expect.poll(() => page.getByTestId('estado-orden').textContent()).toBe('PENDIENTE');

    // Again, and annul with refund: ANULADO.
    await page.getByRole('tab', { name: 'Estados' }).click();
    await page.getByLabel('Motivo de anulación').first().click();
    await page.getByRole('option', { name: 'Error en el precio publicado' }).click();
    await page.getByRole('button', { name: 'Solicitar anulación' }).click();
    await toast(page, 'Solicitud de anulación enviada').waitFor();
    await page.getByRole('button', { name: 'Anular con devolución' }).click();
    await page.getByText('¿Desea anular la orden con devolución del dinero?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect
      .poll(
        async () =>
          (await apiGet<Orden>(page, `/api/Ordenes/Obtener?IdOrden=${String(target.idOrden)}`))
            .estadoActual.idEstado,
      )
      .toBe(5);
    await page.getByRole('tab', { name: 'Datos comprador' }).click();
    await expect.poll(() => page.getByTestId('estado-orden').textContent()).toBe('ANULADO');

    // Issue 35: the Historial tells it back, newest first: who, from -> to, the action and the
    // reasons and comment given.
    await page.getByRole('tab', { name: 'Historial' }).click();
    const table = page.getByRole('table', {
      name: `Historial de la orden ${String(target.idOrden)}`,
    });
    const rows = table.locator('tbody tr');
    await rows.nth(3).waitFor();
    const cells = async (i: number) =>
      (await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    // The rows are in the page before the tab's panel shows them (a cell not shown reads as
    // empty text): the first row's date is waited for, as a person waits for the panel.
    await expect
      .poll(async () => (await cells(0))[0] ?? '')
      .toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const first = await cells(0);
    expect(first.slice(2)).toEqual([
      'SOLICITUD ANULACION → ANULADO',
      'Anuló la orden con devolución de dinero',
      '-',
    ]);
    expect(first[1]).toContain('Seller administrador');
    expect((await cells(1)).slice(2)).toEqual([
      'PENDIENTE → SOLICITUD ANULACION',
      'Solicitó la anulación',
      'Motivo: Error en el precio publicado',
    ]);
    expect((await cells(2)).slice(2)).toEqual([
      'SOLICITUD ANULACION → PENDIENTE',
      'Rechazó la solicitud de anulación',
      'Motivo: El comprador confirmó la compra',
    ]);
    expect((await cells(3)).slice(2)).toEqual([
      'PENDIENTE → SOLICITUD ANULACION',
      'Solicitó la anulación',
      'Motivo: Sin stock del producto Comentario: Sin unidades en el depósito.',
    ]);
  });
});

/** A real one-page PDF, as a person would pick it. */
async function pdfFile(name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(name, { x: 20, y: 100, size: 12 });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

describe('invoice and credit note (001 §4, §5, §8; order machine)', () => {
  it('invoice -> FACTURADO, download it, credit note -> ANULADO; no file: the warning of 001 §5', async () => {
    const page = await open('moderador', '/Ordenes');
    const pending = (
      await apiGet<ListaOrdenes>(page, '/api/Ordenes?IdSeller=2&IdEstado=1&CantidadPagina=100')
    ).elementos.filter((o) => !o.anulacionMarket.anulado);
    const target = pending.at(-1);
    if (!target) throw new Error('sin orden pendiente');
    await page.goto(`/Ordenes/Editar/${String(target.idOrden)}`);
    await page.getByRole('tab', { name: 'Estados' }).click();

    await page.getByRole('button', { name: 'Cambiar a Facturado' }).click();
    await page.getByTestId('nuevo-estado').getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'El comprobante de factura es requerido').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Subir factura (PDF)' }).click();
    await (await chooser).setFiles(await pdfFile('factura-prueba.pdf'));
    await page.getByText('Factura: factura-prueba.pdf').waitFor();
    await page.getByTestId('nuevo-estado').getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Factura creada').waitFor();
    await page.getByTestId('comprobante-2').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('timeline').textContent()) ?? '')
      .toMatch(/^FACTURADO/);

    const download = page.waitForEvent('download');
    await page.getByTestId('comprobante-2').getByRole('button', { name: 'Descargar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Factura-${String(target.idOrden)}.pdf`);
    await toast(page, 'Descarga realizada').waitFor();

    await page.getByRole('button', { name: 'Anular orden' }).click();
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Subir nota de crédito (PDF)' }).click();
    await (await chooser2).setFiles(await pdfFile('nota-credito.pdf'));
    await page.getByTestId('nuevo-estado').getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Nota de credito creada').waitFor();
    await page.getByTestId('comprobante-5').waitFor();
    const after = await apiGet<Orden>(
      page,
      `/api/Ordenes/Obtener?IdOrden=${String(target.idOrden)}`,
    );
    expect(after.estadoActual.idEstado).toBe(5);
    expect(after.comprobantes.map((d) => d.idEstado)).toEqual([2, 5]);

    // Deleting the credit note goes back to FACTURADO (the invoice is still there).
    await page.getByTestId('comprobante-5').getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Nota de crédito eliminada').waitFor();
    await expect
      .poll(
        async () =>
          (await apiGet<Orden>(page, `/api/Ordenes/Obtener?IdOrden=${String(target.idOrden)}`))
            .estadoActual.idEstado,
      )
      .toBe(2);
  });

  it('a seller invoices but never annuls; the label downloads as a PDF', async () => {
    const page = await open('seller', '/Ordenes');
    const [facturada] = (
      await apiGet<ListaOrdenes>(page, '/api/Ordenes?IdEstado=2&CantidadPagina=1')
    ).elementos;
    if (!facturada) throw new Error('sin orden facturada');
    await page.goto(`/Ordenes/Editar/${String(facturada.idOrden)}`);
    await page.getByRole('tab', { name: 'Estados' }).click();
    await page.getByTestId('timeline').waitFor();
    expect(await page.getByRole('button', { name: 'Anular orden' }).count()).toBe(0);
    expect(await page.getByTestId('panel-administracion').count()).toBe(0);

    const orden = await apiGet<Orden>(
      page,
      `/api/Ordenes/Obtener?IdOrden=${String(facturada.idOrden)}`,
    );
    await page.getByRole('tab', { name: 'Entrega' }).click();
    if (orden.entrega.entregaDomicilio.urlTracking === null) {
      await page.getByText('Pendiente de envio').waitFor();
      return;
    }
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', {
        name: orden.obleaDescargada ? 'Volver a Descargar Oblea' : 'Descargar oblea',
      })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Oblea-${String(facturada.idOrden)}.pdf`);
    await page.getByRole('button', { name: 'Volver a Descargar Oblea' }).waitFor();
  });
});

describe('the add-payment modal (001 §2.1, §5)', () => {
  it('the admin adds a coupon: incomplete values warn, a known plan saves it', async () => {
    const page = await open('moderador', '/Ordenes');
    const [row] = (
      await apiGet<ListaOrdenes>(
        page,
        `/api/Ordenes?IdSeller=3&IdEstado=4&CantidadPagina=1&${RANGE}`,
      )
    ).elementos;
    if (!row) throw new Error('sin orden');
    const before = await apiGet<Orden>(page, `/api/Ordenes/Obtener?IdOrden=${String(row.idOrden)}`);
    await page.goto(`/Ordenes/Editar/${String(row.idOrden)}`);
    await page.getByRole('tab', { name: 'Medio de pago' }).click();
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar pago' });
    await modal.getByLabel('Nro. Plan').fill('9999');
    await modal.getByTestId('plan-encontrado').getByText('Nro plan inexistente').waitFor();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Valores incompletos o Nro plan inexistente').waitFor();

    await modal.getByLabel('Nro. Plan').fill('1012');
    await modal.getByText('12 cuotas sin interés (12 cuotas)').waitFor();
    await modal.getByLabel('Tarjeta').fill('Mastercard');
    await modal.getByLabel('Monto cuota').fill('1500,50');
    await modal.getByLabel('Recargo').fill('12');
    await modal.getByLabel('Nro. Cupón').fill('777');
    await modal.getByLabel('Id Transacción').fill('123456789');
    await modal.getByLabel('Primeros 6 dígitos').fill('512345');
    await modal.getByLabel('Últimos 4 dígitos').fill('9876');
    await modal.getByLabel('Adquiriente').click();
    await page.getByRole('option', { name: 'Fiserv' }).click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Pago agregado').waitFor();
    const coupons = page.getByRole('table', { name: 'Cupones de pago' });
    await expect
      .poll(() => coupons.locator('tbody tr').count())
      .toBe((before.pago.cupones?.length ?? 0) + 1);
    const after = await apiGet<Orden>(page, `/api/Ordenes/Obtener?IdOrden=${String(row.idOrden)}`);
    expect(after.pago.cupones?.at(-1)).toMatchObject({
      nroPlan: 1012,
      cuotas: 12,
      nroCupon: 777,
      montoCuota: 1500.5,
      recargo: 12,
    });
  });
});

describe('a phone order (001 §2.1 new-order mode, §5)', () => {
  it("the seller adds products with 001 §5's checks, removes one, saves: the order opens and the stock drops", async () => {
    const page = await open('seller', '/Ordenes');
    const listings = (
      await apiGet<{
        elementos: { idPublicacion: number; skuMarket: string | null; stock: number }[];
      }>(page, '/api/Publicaciones?Estado=1&Stock=2&CantidadPagina=100&FechaDesde=2020-01-01')
    ).elementos.filter((l) => l.skuMarket !== null && l.stock >= 2);
    const [first, second] = listings.slice(-2);
    if (!first?.skuMarket || !second?.skuMarket) throw new Error('sin publicaciones con stock');
    await page.getByRole('link', { name: 'Nueva orden' }).click();
    await expect.poll(() => pathOf(page)).toBe('/Ordenes/Nueva');

    const modal = page.getByRole('dialog', { name: 'Agregar producto' });
    const addProduct = async (sku: string, cantidad: string, found = true) => {
      await page.getByRole('button', { name: 'Agregar producto' }).click();
      await modal.getByLabel('SKU Market').fill(sku);
      await modal.getByLabel('Cantidad').fill(cantidad);
      // The lookup answers a second after typing (001 §9).
      await modal
        .getByTestId('producto-encontrado')
        .filter({ hasText: found ? / · Stock \d+$/ : 'Producto no encontrado' })
        .waitFor();
      await modal.getByRole('button', { name: 'Agregar' }).click();
    };
    await addProduct('NOEXISTE999', '1', false);
    await toast(page, 'Producto no encontrado').waitFor();
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await addProduct(first.skuMarket, '0');
    await toast(page, 'Ingrese cantidad mayor a 0').waitFor();
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await addProduct(first.skuMarket, String(first.stock + 1));
    await toast(page, 'El producto no cuenta con stock suficiente').waitFor();
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await addProduct(first.skuMarket, '1');
    await addProduct(second.skuMarket, '1');
    const table = page.getByRole('table', { name: 'Productos de la nueva orden' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await table
      .locator('tbody tr', { hasText: second.skuMarket })
      .getByRole('button', { name: 'Quitar' })
      .click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

    await page.getByLabel('Nombre').fill('Carla');
    await page.getByLabel('Apellido').fill('Quiroga');
    await page.getByLabel('Documento').fill('30111222');
    await page.getByLabel('Domicilio de entrega').fill('Av. Rivadavia 1234');
    await page.getByLabel('Código postal de entrega').fill('1406');
    await page.getByLabel('Localidad de entrega').fill('Caballito');
    await page.getByLabel('Provincia de entrega').fill('Ciudad Autónoma de Buenos Aires');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Orden creada').waitFor();
    await expect.poll(() => pathOf(page)).toMatch(/^\/Ordenes\/Editar\/\d+$/);
    const idOrden = Number(pathOf(page).split('/').at(-1));
    const created = await apiGet<Orden>(page, `/api/Ordenes/Obtener?IdOrden=${String(idOrden)}`);
    expect(created.estadoActual.idEstado).toBe(1);
    expect(created.productos.map((p) => [p.skuMarket, p.cantidad])).toEqual([[first.skuMarket, 1]]);
    expect(created.cliente.apellido).toBe('Quiroga');
    const after = await apiGet<{ elementos: { idPublicacion: number; stock: number }[] }>(
      page,
      `/api/Publicaciones?SkuMarket=${first.skuMarket}&FechaDesde=2020-01-01`,
    );
    expect(after.elementos.find((l) => l.idPublicacion === first.idPublicacion)?.stock).toBe(
      first.stock - 1,
    );
  });

  it("a listing that exists but is paused says so; 'Producto no encontrado' stays for a SKU of none", async () => {
    const page = await open('seller', '/Ordenes/Nueva');
    const paused = (
      await apiGet<{ elementos: { skuMarket: string | null }[] }>(
        page,
        '/api/Publicaciones?Estado=2&CantidadPagina=100&FechaDesde=2020-01-01',
      )
    ).elementos.find((l) => l.skuMarket !== null);
    if (!paused?.skuMarket) throw new Error('sin publicaciones pausadas');
    const text = 'La publicación no está activa (pausada): no se puede vender.';
    const modal = page.getByRole('dialog', { name: 'Agregar producto' });
    await page.getByRole('button', { name: 'Agregar producto' }).click();
    for (const [sku, message] of [
      [paused.skuMarket, text],
      ['NOEXISTE999', 'Producto no encontrado'],
    ] as const) {
      await modal.getByLabel('SKU Market').fill(sku);
      await modal.getByLabel('Cantidad').fill('1');
      // The lookup's answer under the SKU, and the same reason when 'Agregar' is pressed.
      await modal.getByTestId('producto-encontrado').filter({ hasText: message }).waitFor();
      await modal.getByRole('button', { name: 'Agregar' }).click();
      await toast(page, message).waitFor();
    }
    expect(await page.getByRole('table', { name: 'Productos de la nueva orden' }).count()).toBe(0);
  });

  it('category does not take phone orders: no button, and the screen says why', async () => {
    const page = await open('categoria', '/Ordenes');
    await page.getByTestId('totales').waitFor();
    expect(await page.getByRole('link', { name: 'Nueva orden' }).count()).toBe(0);
    await page.goto('/Ordenes/Nueva');
    await page.getByText('Su perfil no toma órdenes telefónicas').waitFor();
  });
});

// 000 §2.8, §5, §7, §8 and issue 6: the bulk listing screens through the real app and server.
// Files are the ones the screens download (read and written with SheetJS, as a person would
// with a spreadsheet program), changed, uploaded; what the screen says is checked, and what
// was applied is read back from the API. Listings changed here are put back and listings
// created here are deleted afterwards, so other tests keep their data.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  inject,
  it,
  onTestFinished,
} from 'vitest';
import type { Publicacion } from '../../src/api/listing-form-queries.ts';
import type { ListaPublicaciones, PublicacionTarjeta } from '../../src/api/listings-queries.ts';
import {
  EXAMPLE_IMAGE_URL,
  REASON_HEADER,
  bulkMessages,
  plantillaHeaders,
  tipoPublicacionColumns,
} from '../../src/domain/listing-bulk.ts';
import { listingMessages } from '../../src/domain/listing-rules.ts';
import { sessionsOf, storedSession, apiCallAs, tokenOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');

/** One login per demo user for the whole file (the login screen is tested in session.spec). */
const sessionOf = sessionsOf(baseUrl);

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tab the test opened, closed after it. */
let tab: Page | undefined;
let page: Page;
/** Paths of the calls the page made (method and path). */
let calls: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

// ---------------------------------------------------------------------------------------------
// The API, with the session of the page's user.

function apiCall(token: string, method: string, path: string, body?: unknown) {
  return apiCallAs(baseUrl, token, method, path, body);
}

/** The listing of the session's scope whose SKU seller is exactly `sku`. */
async function listingBySku(token: string, sku: string): Promise<PublicacionTarjeta> {
  const res = await apiCall(
    token,
    'GET',
    `/api/Publicaciones?SkuSeller=${encodeURIComponent(sku)}&CantidadPagina=100`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const found = (res.body as ListaPublicaciones).elementos.find((e) => e.skuSeller === sku);
  if (found === undefined) throw new Error(`no listing with SKU seller ${sku}`);
  return found;
}

/** The smallest valid PNG (1 x 1): the server checks images by content. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${baseUrl}/Imagen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

// ---------------------------------------------------------------------------------------------
// The screens and the files.

type Row = (string | number | boolean | null)[];

/** A screen as `usuario`, signed in, in a new tab (`page`, recording `calls`). */
async function openScreen(usuario: string, path: string, title: string): Promise<void> {
  ({ page } = await tabs.open(browser, await sessionOf(usuario)));
  tab = page;
  calls = [];
  page.on('request', (request) => {
    calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(path);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

/** Clicks a button that saves a file, and reads the first sheet of the xlsx saved. */
async function downloadXlsx(p: Page, trigger: Locator): Promise<{ name: string; rows: Row[] }> {
  const [download] = await Promise.all([p.waitForEvent('download'), trigger.click()]);
  const data = await readFile(await download.path());
  const book = XLSX.read(data, { type: 'buffer' });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (sheet === undefined) throw new Error('the workbook has no sheet');
  return {
    name: download.suggestedFilename(),
    rows: XLSX.utils.sheet_to_json<Row>(sheet, { header: 1, defval: null, blankrows: false }),
  };
}

function xlsxFile(name: string, rows: Row[]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Publicaciones');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  };
}

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** Chooses the file, and waits until the card's file field shows it (chosen, not reset). */
async function chooseFile(card: Locator, file: ReturnType<typeof xlsxFile>): Promise<void> {
  await card.locator('input[type="file"]').setInputFiles(file);
  await expect.poll(() => card.getByText(file.name, { exact: true }).count()).toBeGreaterThan(0);
}

/** Records every step the progress indicator shows from now on (it may be brief). */
async function watchProgress(p: Page): Promise<void> {
  await p.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSteps: string[] }).progressSteps = seen;
    const look = () => {
      const step = document
        .querySelector('[data-testid="bulk-progress"]')
        ?.getAttribute('data-step');
      if (step != null && seen.at(-1) !== step) seen.push(step);
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

function progressSteps(p: Page): Promise<string[]> {
  return p.evaluate(() => (window as unknown as { progressSteps: string[] }).progressSteps);
}

/** Waits for the result of an upload (the previous one is removed when a new one starts). */
async function resultOf(card: Locator): Promise<{ applied: string; failed: string }> {
  const result = card.getByTestId('bulk-result');
  await result.waitFor();
  return {
    applied: (await result.getByTestId('bulk-result-applied').textContent()) ?? '',
    failed: (await result.getByTestId('bulk-result-failed').textContent()) ?? '',
  };
}

async function upload(card: Locator, action: string): Promise<{ applied: string; failed: string }> {
  await button(card, action).click();
  // The button is busy while the file is uploaded, read and applied.
  await expect.poll(() => card.getByTestId('bulk-result').count()).toBe(1);
  await expect.poll(() => button(card, action).getAttribute('data-loading')).toBeNull();
  return resultOf(card);
}

/** The failed rows on screen: row number, SKU, reason. */
async function failedRowsShown(card: Locator): Promise<string[][]> {
  const table = card.getByTestId('bulk-errors');
  if ((await table.count()) === 0) return [];
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)),
    );
}

const toast = (p: Page, text: string) => p.locator('.mantine-Notification-root', { hasText: text });

// ---------------------------------------------------------------------------------------------

describe('prices and stock by SKU seller (000 §2.8, §7; issue 6)', () => {
  it('a seller changes stock and prices with one failing row, sees its reason, downloads the error file, fixes it and uploads it again', async () => {
    await openScreen('seller', '/Publicaciones/ActualizacionMasiva', 'Actualización Masiva');
    const token = await tokenOf(page);
    const card = page.getByTestId('bulk-price-stock-card');
    // Sellers do not get the staff's type-and-shipping card.
    expect(await page.getByTestId('bulk-type-shipping-card').count()).toBe(0);

    const template = await downloadXlsx(page, button(card, 'Descargar plantilla'));
    const headers = plantillaHeaders('skuSeller');
    expect(template.rows[0]).toEqual(headers);
    const col = (h: string) => headers.indexOf(h);
    const [, a, b, c] = template.rows;
    if (a === undefined || b === undefined || c === undefined) {
      throw new Error('the template has fewer than 3 listings');
    }
    const sku = (r: Row) => String(r[col('SKU Seller')]);
    const before = await Promise.all([a, b, c].map((r) => listingBySku(token, sku(r))));
    // The template has the listings as they are.
    expect(before.map((l) => l.stock)).toEqual([a, b, c].map((r) => r[col('Stock')]));

    const newStock = ((before[0]?.stock ?? 0) + 7) % 9000;
    const newLista = (before[1]?.precioLista ?? 0) + 111;
    const upload1: Row[] = [
      headers,
      a.map((v, i) => (i === col('Stock') ? newStock : v)),
      b.map((v, i) => (i === col('Precio Lista') ? newLista : v)),
      c.map((v, i) => (i === col('Stock') ? 'abc' : v)),
    ];
    try {
      await card.getByRole('checkbox', { name: 'Stock' }).check();
      await card.getByRole('checkbox', { name: 'Precio de lista' }).check();
      await chooseFile(card, xlsxFile('precios.xlsx', upload1));
      await watchProgress(page);
      const first = await upload(card, 'Actualizar publicaciones');
      expect(first).toEqual({
        applied: 'Publicaciones actualizadas: 2',
        failed: 'Filas con errores: 1',
      });
      // Read, then applied: the progress said so while it happened.
      expect(await progressSteps(page)).toEqual(expect.arrayContaining(['reading', 'applying']));
      const failed = await failedRowsShown(card);
      expect(failed).toHaveLength(1);
      expect(failed[0]?.slice(0, 2)).toEqual(['4', sku(c)]);
      expect(failed[0]?.[2]).toMatch(/Stock/);
      // 000 §8: 'no se importo' shows its message with the failed SKU.
      const notice = await card.getByTestId('bulk-result-notice').textContent();
      expect(notice).toContain('no se importo');
      expect(notice).toContain(sku(c));
      await toast(page, bulkMessages.updated).waitFor();

      // The error file: the template's columns plus 'Motivo', the failed row as it was sent.
      const errorFile = await downloadXlsx(page, button(card, 'Descargar filas con errores'));
      expect(errorFile.name).toBe('precios-errores.xlsx');
      expect(errorFile.rows[0]).toEqual([...headers, REASON_HEADER]);
      expect(errorFile.rows).toHaveLength(2);
      const broken = errorFile.rows[1] ?? [];
      expect(broken.slice(0, headers.length)).toEqual(upload1[3]);
      expect(String(broken[headers.length])).toBe(failed[0]?.[2]);

      // Fixed in the error file itself (its 'Motivo' column is ignored) and uploaded again.
      const fixed = errorFile.rows.map((r, i) =>
        i === 1 ? r.map((v, j) => (j === col('Stock') ? 5 : v)) : r,
      );
      await chooseFile(card, xlsxFile('precios-errores.xlsx', fixed));
      const second = await upload(card, 'Actualizar publicaciones');
      expect(second).toEqual({
        applied: 'Publicaciones actualizadas: 1',
        failed: 'Filas con errores: 0',
      });
      expect(await failedRowsShown(card)).toEqual([]);

      // What the API answers now.
      const after = await Promise.all([a, b, c].map((r) => listingBySku(token, sku(r))));
      expect(after[0]?.stock).toBe(newStock);
      expect(after[0]?.precioLista).toBe(before[0]?.precioLista);
      expect(after[1]?.precioLista).toBe(newLista);
      expect(after[1]?.stock).toBe(before[1]?.stock);
      expect(after[2]?.stock).toBe(5);
    } finally {
      await restorePriceStock(page, token, before);
    }
  });

  it("the screen's checks: no file, a wrong extension, no import option (000 §5), nothing sent", async () => {
    await openScreen('seller', '/Publicaciones/ActualizacionMasiva', 'Actualización Masiva');
    const card = page.getByTestId('bulk-price-stock-card');

    await button(card, 'Actualizar publicaciones').click();
    await card.getByText('No ha seleccionado ningún archivo excel.').waitFor();
    await card.getByText('Debe seleccionar al menos una opción de importación').waitFor();

    await card.getByRole('checkbox', { name: 'Precio promocional' }).check();
    await chooseFile(card, { ...xlsxFile('precios.csv', [['SKU Seller']]) });
    await button(card, 'Actualizar publicaciones').click();
    await card.getByText('La extension del archivo deberia ser: xls, xlsx').waitFor();

    await card.getByRole('checkbox', { name: 'Precio promocional' }).uncheck();
    await chooseFile(card, xlsxFile('precios.xlsx', [plantillaHeaders('skuSeller')]));
    await button(card, 'Actualizar publicaciones').click();
    await card.getByText('Debe seleccionar al menos una opción de importación').waitFor();
    expect(await card.getByText('La extension del archivo deberia ser: xls, xlsx').count()).toBe(0);

    expect(calls.filter((c) => c.includes('PublicacionesExcel'))).toEqual([]);
  });

  it("a file that is not a workbook gets the server's message as a red toast", async () => {
    await openScreen('seller', '/Publicaciones/ActualizacionMasiva', 'Actualización Masiva');
    const card = page.getByTestId('bulk-price-stock-card');
    await card.getByRole('checkbox', { name: 'Stock' }).check();
    await card.locator('input[type="file"]').setInputFiles({
      name: 'roto.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('esto no es un libro de Excel'),
    });
    await button(card, 'Actualizar publicaciones').click();
    const message = toast(page, bulkMessages.badFormat);
    await message.waitFor();
    expect(
      await message.evaluate((el) =>
        (el as HTMLElement).style.getPropertyValue('--notification-color'),
      ),
    ).toContain('red');
    expect(await card.getByTestId('bulk-result').count()).toBe(0);
  });
});

/** Puts stock and prices back as they were (the API's bulk call by id). */
async function restorePriceStock(
  p: Page,
  token: string,
  listings: readonly (PublicacionTarjeta | undefined)[],
) {
  const { user } = await storedSession(p);
  const idUser = (user as { userId?: number } | null)?.userId;
  const entries = listings.flatMap((l) =>
    l === undefined
      ? []
      : [
          {
            idPublicacion: l.idPublicacion,
            stock: l.stock,
            precioLista: l.precioLista,
            precioPromocional: l.precioPromocional,
          },
        ],
  );
  if (idUser === undefined || entries.length === 0) return;
  await apiCall(token, 'PUT', '/api/Publicaciones/ActualizacionMasivaPrecioYStockBulk', {
    idUser,
    actualizarPrecioYStockBulks: entries,
  });
}

describe('mass creation (000 §2.8, §7; issue 6)', () => {
  it("a seller creates listings from the template with one failing row, downloads the error file, fixes it and creates the rest ('Publicaciones creadas con éxito')", async () => {
    await openScreen('seller', '/Publicaciones/CreacionMasiva', 'Creación Masiva');
    const token = await tokenOf(page);
    const image = await uploadImage(token);

    const template = await downloadXlsx(page, button(page, 'Descargar plantilla'));
    const headers = plantillaHeaders('creacion');
    expect(template.rows[0]).toEqual(headers);
    const example = template.rows[1];
    if (example === undefined) throw new Error('the template has no example row');
    const brands = await downloadXlsx(page, button(page, 'Descargar marcas'));
    const categories = await downloadXlsx(page, button(page, 'Descargar categorías'));
    expect(brands.rows[0]).toEqual(['Código', 'Descripción']);
    expect(categories.rows[0]).toEqual(['Código', 'Descripción']);
    const brand = brands.rows.at(-1)?.[0];
    const category = categories.rows.at(-1)?.[0];
    if (brand == null || category == null) throw new Error('empty catalogue lists');

    const stamp = Date.now().toString(36).toUpperCase();
    const col = (h: string) => headers.indexOf(h);
    const row = (n: number, marca: Row[number]): Row =>
      example.map((v, i) =>
        i === col('Título')
          ? `Producto masivo ${stamp} ${String(n)}`
          : i === col('SKU Seller')
            ? `E2E-M-${stamp}-${String(n)}`
            : i === col('Marca')
              ? marca
              : i === col('Categoría')
                ? category
                : i === col('Imagen 1')
                  ? image
                  : v,
      );
    const skus = [`E2E-M-${stamp}-1`, `E2E-M-${stamp}-2`];
    const created: number[] = [];
    try {
      const card = page.getByTestId('bulk-creation-card');
      await chooseFile(card, xlsxFile('alta.xlsx', [headers, row(1, brand), row(2, 'NO-EXISTE')]));
      const first = await upload(card, 'Crear Publicaciones');
      expect(first).toEqual({
        applied: 'Publicaciones creadas: 1',
        failed: 'Filas con errores: 1',
      });
      await toast(page, 'Publicaciones creadas con éxito').waitFor();
      const failed = await failedRowsShown(card);
      expect(failed.map((r) => r.slice(0, 2))).toEqual([['3', skus[1]]]);
      expect(failed[0]?.[2]).toMatch(/Marca/i);
      const one = await listingBySku(token, skus[0] ?? '');
      created.push(one.idPublicacion);
      // 000 §4, DECISIONS 16: a seller's listing waits for approval.
      expect(one.estado).toBe(3);

      const errorFile = await downloadXlsx(page, button(card, 'Descargar filas con errores'));
      expect(errorFile.name).toBe('alta-errores.xlsx');
      expect(errorFile.rows[0]).toEqual([...headers, REASON_HEADER]);
      expect(errorFile.rows).toHaveLength(2);
      expect(errorFile.rows[1]?.[col('SKU Seller')]).toBe(skus[1]);
      const fixed = errorFile.rows.map((r, i) =>
        i === 1 ? r.map((v, j) => (j === col('Marca') ? brand : v)) : r,
      );
      await chooseFile(card, xlsxFile('alta-errores.xlsx', fixed));
      const second = await upload(card, 'Crear Publicaciones');
      expect(second).toEqual({
        applied: 'Publicaciones creadas: 1',
        failed: 'Filas con errores: 0',
      });
      const two = await listingBySku(token, skus[1] ?? '');
      created.push(two.idPublicacion);
      expect(two.titulo).toBe(`Producto masivo ${stamp} 2`);
      expect(two.estado).toBe(3);
      // The created listings are listed with their marketplace SKU.
      await card
        .getByTestId('bulk-created')
        .getByText(two.skuMarket ?? '-')
        .waitFor();
    } finally {
      for (const id of created)
        await apiCall(token, 'DELETE', `/api/Publicaciones?id=${String(id)}`);
    }
  });

  it("'Crear Publicaciones' without a file says 'No ha seleccionado ningún archivo excel.'", async () => {
    await openScreen('selleradmin', '/Publicaciones/CreacionMasiva', 'Creación Masiva');
    const card = page.getByTestId('bulk-creation-card');
    await button(card, 'Crear Publicaciones').click();
    await card.getByText('No ha seleccionado ningún archivo excel.').waitFor();
    expect(calls.filter((c) => c.includes('/api/Publicaciones/CreacionMasiva'))).toEqual([]);
  });

  it("staff see the seller's screen read-only, download the template and the lists, and are told that the seller creates the listings", async () => {
    await openScreen('categoria', '/Publicaciones/CreacionMasiva', 'Creación Masiva');
    await page.getByText(bulkMessages.creationBySeller).waitFor();
    // The same cards as a seller's, nothing to choose nor send.
    const card = page.getByTestId('bulk-creation-card');
    const images = page.getByTestId('bulk-images-card');
    expect(await button(card, 'Crear Publicaciones').isDisabled()).toBe(true);
    expect(await card.getByLabel('Archivo Excel').isDisabled()).toBe(true);
    expect(await card.locator('input[type="file"]').isDisabled()).toBe(true);
    expect(await button(images, 'Elegir imágenes').isDisabled()).toBe(true);
    expect(await images.getByTestId('bulk-images-input').isDisabled()).toBe(true);
    const template = await downloadXlsx(page, button(page, 'Descargar plantilla'));
    expect(template.rows[0]).toEqual(plantillaHeaders('creacion'));
    const types = await downloadXlsx(page, button(page, 'Descargar tipos de publicación'));
    expect(types.name).toBe('TiposPublicacion.xlsx');
    expect(types.rows[0]).toEqual(tipoPublicacionColumns.map((c) => c.header));
    expect(
      calls.filter(
        (c) => c === 'POST /Imagen' || c.startsWith('POST /api/Publicaciones/CreacionMasiva'),
      ),
    ).toEqual([]);
  });

  it('a seller uploads several images on the screen (each checked), copies an address and creates a listing from the example row with it and a type from the list', async () => {
    await openScreen('seller', '/Publicaciones/CreacionMasiva', 'Creación Masiva');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    // The seller's context serves the file's later tests: they start without the grant.
    const context = page.context();
    onTestFinished(() => context.clearPermissions());
    const token = await tokenOf(page);
    const images = page.getByTestId('bulk-images-card');
    const png = (name: string, bytes: Buffer) => ({ name, mimeType: 'image/png', buffer: bytes });
    await images
      .getByTestId('bulk-images-input')
      .setInputFiles([
        png('frente.png', PNG),
        png('grande.png', Buffer.concat([PNG, Buffer.alloc(512_001 - PNG.length)])),
        { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') },
        png('falsa.png', Buffer.from('no soy una imagen')),
        png('lado.png', PNG),
      ]);
    const rows = images.getByTestId('bulk-images').locator('tbody tr');
    await expect.poll(() => rows.locator('[data-estado="subiendo"]').count()).toBe(0);
    await expect
      .poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-estado'))))
      .toEqual(['subida', 'error', 'error', 'error', 'subida']);
    const row = (name: string) => rows.filter({ hasText: name });
    expect(await row('grande.png').textContent()).toContain(listingMessages.imageTooBig);
    expect(await row('notas.txt').textContent()).toContain(listingMessages.wrongFile);
    // Checked by content on the server, with the form's call.
    expect(await row('falsa.png').textContent()).toContain(listingMessages.wrongFile);
    expect(calls.filter((c) => c === 'POST /Imagen')).toHaveLength(3);
    await toast(page, bulkMessages.imagesUploaded(2)).waitFor();
    const address = (await row('frente.png').getByTestId('bulk-image-url').textContent()) ?? '';
    expect(address).toMatch(/^\/Imagen\/[a-f0-9-]{36}\.png$/);

    await row('frente.png')
      .getByRole('button', { name: 'Copiar la dirección de frente.png' })
      .click();
    await toast(page, bulkMessages.addressCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await button(images, 'Copiar todas las direcciones').click();
    await toast(page, bulkMessages.addressesCopied).waitFor();
    const all = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    expect(all).toHaveLength(2);
    expect(all).toContain(address);

    const types = await downloadXlsx(page, button(page, 'Descargar tipos de publicación'));
    const type = types.rows.at(-1)?.[0];
    if (typeof type !== 'number') throw new Error('no listing type');
    const template = await downloadXlsx(page, button(page, 'Descargar plantilla'));
    const headers = plantillaHeaders('creacion');
    const example = template.rows[1] ?? [];
    expect(example[headers.indexOf('Imagen 1')]).toBe(EXAMPLE_IMAGE_URL);
    const sku = `E2E-IMG-${Date.now().toString(36).toUpperCase()}`;
    const values: Record<string, Row[number]> = {
      'SKU Seller': sku,
      'Tipo publicación': type,
      'Imagen 1': address,
      'Imagen 2': all.find((a) => a !== address) ?? null,
    };
    const filled = headers.map((h, i) =>
      h in values ? (values[h] ?? null) : (example[i] ?? null),
    );
    let created: number | null = null;
    try {
      const card = page.getByTestId('bulk-creation-card');
      await chooseFile(card, xlsxFile('con-imagenes.xlsx', [headers, filled]));
      expect(await upload(card, 'Crear Publicaciones')).toEqual({
        applied: 'Publicaciones creadas: 1',
        failed: 'Filas con errores: 0',
      });
      created = (await listingBySku(token, sku)).idPublicacion;
      const res = await apiCall(
        token,
        'GET',
        `/api/Publicaciones/Obtener?IdPublicacion=${String(created)}`,
      );
      const listing = res.body as Publicacion;
      expect(listing.idTipoPublicacion).toBe(type);
      expect(listing.imagenes.map((i) => i.urlImagen)).toEqual([address, values['Imagen 2']]);
    } finally {
      if (created !== null) {
        await apiCall(token, 'DELETE', `/api/Publicaciones?id=${String(created)}`);
      }
    }
  });
});

describe('staff updates (000 §2.8)', () => {
  it('the admin does not see the import options; category sees them, and both get the type-and-shipping card', async () => {
    await openScreen('moderador', '/Publicaciones/ActualizacionMasiva', 'Actualización Masiva');
    const card = page.getByTestId('bulk-price-stock-card');
    await card.waitFor();
    expect(await card.getByRole('checkbox').count()).toBe(0);
    await page.getByTestId('bulk-type-shipping-card').waitFor();
    const template = await downloadXlsx(page, button(card, 'Descargar plantilla'));
    expect(template.rows[0]).toEqual(plantillaHeaders('codigo'));
  });

  it('category changes the free shipping of a listing by its SKU market; an unknown SKU fails with its reason', async () => {
    await openScreen('categoria', '/Publicaciones/ActualizacionMasiva', 'Actualización Masiva');
    const token = await tokenOf(page);
    expect(await page.getByTestId('bulk-price-stock-card').getByRole('checkbox').count()).toBe(3);
    const card = page.getByTestId('bulk-type-shipping-card');
    const template = await downloadXlsx(page, button(card, 'Descargar plantilla'));
    const headers = plantillaHeaders('tipoYEnvio');
    expect(template.rows[0]).toEqual(headers);

    const list = await apiCall(token, 'GET', '/api/Publicaciones?IdSeller=2&CantidadPagina=1');
    const target = (list.body as ListaPublicaciones).elementos[0];
    if (target?.skuMarket == null) throw new Error('seller 2 has no listing');
    const put = (envio: boolean): Row[] => [
      headers,
      headers.map((h) =>
        h === 'SKU Market' ? target.skuMarket : h === 'Envío gratis' ? (envio ? 'SI' : 'NO') : null,
      ),
      headers.map((h) =>
        h === 'SKU Market' ? 'NO-EXISTE-999' : h === 'Envío gratis' ? 'SI' : null,
      ),
    ];
    try {
      await chooseFile(card, xlsxFile('envio.xlsx', put(!target.envioGratis)));
      const result = await upload(card, 'Actualizar tipo y envío');
      expect(result).toEqual({
        applied: 'Publicaciones actualizadas: 1',
        failed: 'Filas con errores: 1',
      });
      const failed = await failedRowsShown(card);
      expect(failed.map((r) => r.slice(0, 2))).toEqual([['3', 'NO-EXISTE-999']]);
      const after = await apiCall(
        token,
        'GET',
        `/api/Publicaciones?IdSeller=2&SkuMarket=${encodeURIComponent(target.skuMarket)}`,
      );
      const now = (after.body as ListaPublicaciones).elementos.find(
        (e) => e.idPublicacion === target.idPublicacion,
      );
      expect(now?.envioGratis).toBe(!target.envioGratis);
    } finally {
      const back = xlsxFile('envio.xlsx', put(target.envioGratis).slice(0, 2));
      await apiCall(token, 'PUT', '/api/Publicaciones/ActualizacionMasivaTipoYEnvio', {
        file: back.buffer.toString('base64'),
        filename: back.name,
      });
    }
  });
});

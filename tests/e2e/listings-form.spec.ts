// 000 §2.7 (listing create and edit), §4 (the edit screen's buttons per role, review reason and
// comment box), §5 (validation texts), §8 (toasts), through the real app and server. Every
// listing a test changes is created by the test itself (through the UI or the API with the
// demo users' sessions), so the files that share the server and its seeded data in parallel
// never see each other's changes.
import { deflateSync, crc32 } from 'node:zlib';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Publicacion, PublicacionNueva } from '../../src/api/listing-form-queries.ts';
import { pathOf, waitForPath, apiCallAs, sessionThroughApi, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');

type Usuario = 'seller' | 'seller2' | 'categoria' | 'moderador';
const sessions = {} as Record<Usuario, { token: string; user: unknown }>;

let browser: Browser;
/** The file's signed-in tabs: one context per user, a new tab per test (tabsOf). */
const tabs = tabsOf(baseUrl);
/** The tabs (and the contexts of their own) a test opened, closed after it. */
const contexts: (BrowserContext | Page)[] = [];
let tmp: string;

beforeAll(async () => {
  browser = await launchChromium();
  tmp = await mkdtemp(path.join(tmpdir(), 'listings-form-'));
  // One login per demo user (the login screen is tested in session.spec); each test then opens
  // its own browser context with that session already stored (as a reload would find it).
  for (const usuario of ['seller', 'seller2', 'categoria', 'moderador'] as const) {
    sessions[usuario] = await sessionThroughApi(baseUrl, usuario);
  }
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  while (contexts.length > 0) await contexts.pop()?.close();
});

/** A browser page of `usuario`, already signed in, at `pathname`. */
async function openAs(usuario: Usuario, pathname: string): Promise<Page> {
  const { page } = await tabs.open(browser, sessions[usuario]);
  contexts.push(page);
  await page.goto(pathname);
  return page;
}

interface Answer<T> {
  status: number;
  body: T;
}

/** A call of the contract with a demo user's session (its body as the contract says). */
function api(usuario: Usuario, method: string, pathname: string, body?: unknown) {
  return apiCallAs(baseUrl, sessions[usuario].token, method, pathname, body);
}

async function obtener(usuario: Usuario, id: number): Promise<Publicacion> {
  const res = (await api(
    usuario,
    'GET',
    `/api/Publicaciones/Obtener?IdPublicacion=${id}`,
  )) as Answer<Publicacion>;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A real PNG of `size` x `size` pixels in one colour. */
function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) raw.set(rgb, y * (size * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadApi(usuario: Usuario, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${baseUrl}/Imagen`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sessions[usuario].token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

let counter = 0;
const uniqueSku = () => `E2E-F-${Date.now().toString(36)}-${++counter}`;

/** A listing of seller 1 created through the API by 'seller' (it starts pendiente, 3). */
async function createListing(overrides: Partial<PublicacionNueva> = {}): Promise<Publicacion> {
  const body: PublicacionNueva = {
    idSeller: 1,
    titulo: `Heladera de prueba ${uniqueSku()}`,
    ean: null,
    categoria: '1001',
    marca: 'SAMSUNG',
    stock: 5,
    skuSeller: uniqueSku(),
    precioLista: 100000,
    precioPromocional: null,
    alicuotaIva: 21,
    alicuotaImpuestoInterno: null,
    idTipoPublicacion: 1,
    tipoEntrega: [1],
    envioGratis: false,
    envioPropio: false,
    dimensiones: [{ alto: 10, ancho: 20, profundidad: 30, peso: 4 }],
    imagenes: [{ urlImagen: await uploadApi('seller', png(8, [200, 30, 30])), posicion: 1 }],
    descripcionAmpliada: '<p>Descripción</p>',
    observacion: '',
    linkYoutube: '',
    garantiaFabrica: 0,
    garantiaExtCuotas: null,
    ...overrides,
  };
  const res = (await api('seller', 'POST', '/api/Publicaciones', body)) as Answer<Publicacion>;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function setEstado(usuario: Usuario, id: number, estado: number, idMotivoRevision?: number) {
  const res = await api(usuario, 'PUT', '/api/Publicaciones', {
    idPublicacion: id,
    estado,
    ...(idMotivoRevision === undefined ? {} : { idMotivoRevision }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const editPath = (p: { idSeller: number; idPublicacion: number }) =>
  `/Publicaciones/Editar/${p.idSeller}/${p.idPublicacion}`;

/** The edit screen of a listing, once it shows that listing. */
async function openEdit(usuario: Usuario, p: Publicacion): Promise<Page> {
  const page = await openAs(usuario, editPath(p));
  await page
    .getByTestId('publicacion-id')
    .filter({ hasText: `(id ${p.idPublicacion})` })
    .waitFor();
  return page;
}

/** A text input (or a select's input) by its label; Mantine adds ' *' to required labels. */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first();

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function estadoLabel(page: Page): Promise<string> {
  await tab(page, 'Estado').click();
  return ((await page.getByTestId('estado-label').textContent()) ?? '').trim();
}

describe('create (000 §2.7)', () => {
  it("a seller fills every tab, uploads a PNG, gets 'Publicación creada' and the edit screen with its SKU market", async () => {
    const page = await openAs('seller', '/Publicaciones/Nueva/1');
    const sku = uniqueSku();
    const seeded = await obtener('seller', 1);
    expect(seeded.ean).not.toBeNull();

    // Datos Básicos
    await field(page, 'Nombre').fill('Heladera creada en la prueba');
    // 000 §2.7: leaving the EAN fills the brand and (none chosen yet) the category.
    await field(page, 'EAN').fill(seeded.ean ?? '');
    await field(page, 'Stock').click();
    await expect.poll(() => field(page, 'Marca').inputValue()).toBe(seeded.descripcionMarca);
    expect(await field(page, 'Categoría').inputValue()).toBe(seeded.descripcionCategoria);
    // Stock: digits only, at most 4.
    await field(page, 'Stock').pressSequentially('12a345');
    expect(await field(page, 'Stock').inputValue()).toBe('1234');
    await field(page, 'SKU Seller').fill(sku);
    await page.getByLabel('Alto (fila 1)').pressSequentially('1205.55');
    expect(await page.getByLabel('Alto (fila 1)').inputValue()).toBe('120.5');
    await page.getByLabel('Ancho (fila 1)').fill('60');
    await page.getByLabel('Profundidad (fila 1)').fill('70');
    await page.getByLabel('Peso (fila 1)').fill('45.5');
    await button(page, 'Agregar fila').click();
    await page.getByLabel('Peso (fila 2)').fill('2');
    const editor = page.getByRole('textbox', { name: 'Descripción ampliada' });
    await editor.click();
    await page.keyboard.type('Heladera silenciosa');
    await page.keyboard.press('Control+A');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await field(page, 'Observación').fill('Sin observaciones');
    await page.getByLabel('Link de YouTube').fill('https://www.youtube.com/watch?v=abc');

    // Precio y Medio de Pago
    await tab(page, 'Precio y Medio de Pago').click();
    await field(page, 'Precio de lista').fill('150000,5');
    await field(page, 'Precio promocional').fill('140.000');
    await page.getByLabel('Alícuota impuesto interno').fill('1,5');
    await choose(page, 'Alícuota IVA', '21 %');
    await choose(page, 'Tipo de publicación', 'Clásica');
    expect(await page.getByTestId('comision').inputValue()).toBe('12 %');
    // Tidied when left (000 §5 format).
    expect(await field(page, 'Precio de lista').inputValue()).toBe('150.000,50');

    // Entrega: home delivery always; 'Envío gratis' against 'Paga el comprador'.
    await tab(page, 'Entrega').click();
    expect(await page.getByLabel('Envío a domicilio').isChecked()).toBe(true);
    expect(await page.getByLabel('Retiro en sucursal').isDisabled()).toBe(true);
    // 000 §2.7: in create mode there is no own-logistics checkbox.
    expect(await page.getByLabel('Logística propia').count()).toBe(0);
    await page.getByLabel('Envío gratis').check();
    expect(await page.getByLabel('Paga el comprador').isChecked()).toBe(false);

    // Imagenes: a real PNG written to a file, uploaded at once and shown.
    await tab(page, 'Imagenes').click();
    const file = path.join(tmp, 'heladera.png');
    await writeFile(file, png(64, [20, 120, 200]));
    await page.getByTestId('imagen-input').setInputFiles(file);
    const img = page.getByRole('img', { name: 'Imagen 1' });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(64);

    // Estado: a new listing has no 'Publicar' nor 'Pausar' (000 §4).
    await tab(page, 'Estado').click();
    expect(await button(page, 'Publicar').count()).toBe(0);
    expect(await button(page, 'Pausar').count()).toBe(0);

    // Garantía: 12 months opens the category's extended-warranty options.
    await tab(page, 'Garantía').click();
    await choose(page, 'Garantía de fábrica (meses)', '12');
    await page.getByLabel('24 x $ 3.189,90').check();

    await button(page, 'Guardar').click();
    await toast(page, 'Publicación creada').waitFor();
    await page.waitForURL((url) => /^\/Publicaciones\/Editar\/1\/\d+$/.test(url.pathname));
    const id = Number(pathOf(page).split('/').pop());
    const skuMarket = page.getByTestId('sku-market');
    await skuMarket.waitFor();
    expect(await skuMarket.inputValue()).toBe(`EHP${String(id).padStart(8, '0')}`);

    const saved = await obtener('seller', id);
    expect(saved).toMatchObject({
      titulo: 'Heladera creada en la prueba',
      ean: seeded.ean,
      categoria: seeded.categoria,
      marca: seeded.marca,
      stock: 1234,
      skuSeller: sku,
      precioLista: 150000.5,
      precioPromocional: 140000,
      alicuotaIva: 21,
      alicuotaImpuestoInterno: 1.5,
      idTipoPublicacion: 1,
      tipoEntrega: [1],
      envioGratis: true,
      envioPropio: false,
      dimensiones: [
        { alto: 120.5, ancho: 60, profundidad: 70, peso: 45.5 },
        { alto: 0, ancho: 0, profundidad: 0, peso: 2 },
      ],
      observacion: 'Sin observaciones',
      linkYoutube: 'https://www.youtube.com/watch?v=abc',
      estado: 3,
      garantiaFabrica: 12,
      garantiaExtCuotas: 24,
    });
    expect(saved.imagenes).toHaveLength(1);
    expect(saved.descripcionAmpliada).toMatch(/<(b|strong)>Heladera silenciosa<\/(b|strong)>/);
    expect(await estadoLabel(page)).toBe('PENDIENTE');
  });

  it("'Guardar y Crear' saves and starts an empty form for the next listing", async () => {
    const page = await openAs('seller', '/Publicaciones/Nueva/1');
    const sku = uniqueSku();
    await field(page, 'Nombre').fill('Primera de dos');
    await field(page, 'Stock').fill('3');
    await field(page, 'Categoría').click();
    await page.keyboard.type('Lavarr');
    await page.getByRole('option', { name: 'Lavarropas', exact: true }).click();
    await field(page, 'Marca').click();
    await page.keyboard.type('Dre');
    await page.getByRole('option', { name: 'Drean', exact: true }).click();
    await field(page, 'SKU Seller').fill(sku);
    await tab(page, 'Precio y Medio de Pago').click();
    await field(page, 'Precio de lista').fill('99999');
    await choose(page, 'Alícuota IVA', '21 %');
    await choose(page, 'Tipo de publicación', 'Clásica');
    await tab(page, 'Imagenes').click();
    await page
      .getByTestId('imagen-input')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png(16, [0, 200, 0]) });
    await page.getByRole('img', { name: 'Imagen 1' }).waitFor();
    await button(page, 'Guardar y Crear').click();
    await toast(page, 'Publicación creada').waitFor();
    await expect.poll(() => field(page, 'Nombre').inputValue()).toBe('');
    expect(pathOf(page)).toBe('/Publicaciones/Nueva/1');
    expect(await tab(page, 'Datos Básicos').getAttribute('aria-selected')).toBe('true');
    const list = (await api('seller', 'GET', `/api/Publicaciones?SkuSeller=${sku}`)) as Answer<{
      elementos: { skuSeller: string | null }[];
    }>;
    expect(list.body.elementos.map((e) => e.skuSeller)).toEqual([sku]);
  });
});

describe('client validation (000 §5)', () => {
  it('promotional price, dimension rows and image files, with the spec texts', async () => {
    const page = await openAs('seller', '/Publicaciones/Nueva/1');
    // 'Agregar fila' on an empty last row.
    await button(page, 'Agregar fila').click();
    await page
      .getByText('Debe llenar al menos un valor en la última fila antes de agregar otra.')
      .waitFor();
    expect(await page.getByLabel('Alto (fila 2)').count()).toBe(0);

    await tab(page, 'Precio y Medio de Pago').click();
    await field(page, 'Precio de lista').fill('1.000,00');
    await field(page, 'Precio promocional').fill('1.000');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/Imagen') uploads.push(r.url());
    });

    await tab(page, 'Imagenes').click();
    const input = page.getByTestId('imagen-input');
    await input.setInputFiles({
      name: 'lista.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una imagen'),
    });
    await toast(page, 'Archivo incorrecto').waitFor();
    const big = Buffer.concat([png(4, [1, 2, 3]), Buffer.alloc(512_001)]);
    await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: big });
    await toast(page, 'Tamaño de imagen superior a 500kb').waitFor();
    expect(await page.getByRole('img', { name: /Imagen \d/ }).count()).toBe(0);
    expect(uploads).toEqual([]);

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/Publicaciones') {
        posts.push(r.url());
      }
    });
    await button(page, 'Guardar').click();
    // Nothing is sent; the errors are under their fields and their tabs are marked.
    await page.getByText('Revise los datos marcados antes de guardar.').first().waitFor();
    expect(await tab(page, 'Datos Básicos').getAttribute('data-error')).toBe('true');
    expect(await tab(page, 'Precio y Medio de Pago').getAttribute('data-error')).toBe('true');
    expect(await tab(page, 'Imagenes').getAttribute('data-error')).toBe('true');
    expect(await tab(page, 'Entrega').getAttribute('data-error')).toBeNull();
    await tab(page, 'Precio y Medio de Pago').click();
    await page
      .getByText('El precio promocional no puede ser igual o mayor al precio de lista')
      .waitFor();
    await tab(page, 'Datos Básicos').click();
    await page.getByText('Ingrese el nombre de la publicación.').waitFor();
    await tab(page, 'Imagenes').click();
    await page.getByText('Cargue al menos una imagen.').waitFor();
    // Fixing the price clears its message at once.
    await tab(page, 'Precio y Medio de Pago').click();
    await field(page, 'Precio promocional').fill('999,99');
    await expect
      .poll(() =>
        page
          .getByText('El precio promocional no puede ser igual o mayor al precio de lista')
          .count(),
      )
      .toBe(0);
    // The tab stays marked: VAT and listing type are still missing.
    await page.getByText('Seleccione la alícuota de IVA.').waitFor();
    expect(await tab(page, 'Precio y Medio de Pago').getAttribute('data-error')).toBe('true');
    expect(posts).toEqual([]);
  });
});

describe('edit (000 §2.7)', () => {
  it("saves ('Publicación Editada') and a reload shows the values", async () => {
    const p = await createListing();
    const page = await openEdit('seller', p);
    expect(await page.getByTestId('sku-market').inputValue()).toBe(p.skuMarket);
    await field(page, 'Nombre').fill('Título editado en la prueba');
    await field(page, 'Stock').fill('42');
    await field(page, 'Categoría').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Televi');
    await page.getByRole('option', { name: 'Televisores', exact: true }).click();
    await tab(page, 'Precio y Medio de Pago').click();
    await field(page, 'Precio promocional').fill('89.999,90');
    await choose(page, 'Tipo de publicación', 'Premium');
    expect(await page.getByTestId('comision').inputValue()).toBe('15 %');
    await tab(page, 'Entrega').click();
    await page.getByLabel('Envío gratis').check();
    await tab(page, 'Garantía').click();
    await choose(page, 'Garantía de fábrica (meses)', '6');
    await button(page, 'Guardar').click();
    await toast(page, 'Publicación Editada').waitFor();

    await page.reload();
    await page.getByTestId('publicacion-id').waitFor();
    expect(await field(page, 'Nombre').inputValue()).toBe('Título editado en la prueba');
    expect(await field(page, 'Stock').inputValue()).toBe('42');
    expect(await field(page, 'Categoría').inputValue()).toBe('Televisores');
    await tab(page, 'Precio y Medio de Pago').click();
    expect(await field(page, 'Precio promocional').inputValue()).toBe('89.999,90');
    expect(await field(page, 'Tipo de publicación').inputValue()).toBe('Premium');
    await tab(page, 'Entrega').click();
    expect(await page.getByLabel('Envío gratis').isChecked()).toBe(true);
    await tab(page, 'Garantía').click();
    expect(await field(page, 'Garantía de fábrica (meses)').inputValue()).toBe('6');
    const saved = await obtener('seller', p.idPublicacion);
    expect(saved).toMatchObject({
      titulo: 'Título editado en la prueba',
      stock: 42,
      precioPromocional: 89999.9,
      idTipoPublicacion: 2,
      envioGratis: true,
      garantiaFabrica: 6,
      estado: 3,
    });
  });

  it('saved images are reordered at once; unsaved ones cannot be; the last one cannot be deleted', async () => {
    const second = await uploadApi('seller', png(8, [0, 0, 200]));
    const p = await createListing();
    const edited = (await api('seller', 'PUT', '/api/Publicaciones/Editar', {
      ...editBody(p),
      imagenes: [...p.imagenes, { urlImagen: second, posicion: 2 }],
    })) as Answer<Publicacion>;
    expect(edited.status).toBe(200);
    const [first, last] = edited.body.imagenes;
    const page = await openEdit('seller', edited.body);
    await tab(page, 'Imagenes').click();
    await button(page, 'Mover después la imagen 1').click();
    await toast(page, 'Imágenes editadas').waitFor();
    const after = await obtener('seller', p.idPublicacion);
    expect(after.imagenes.map((i) => [i.idImagen, i.posicion])).toEqual([
      [last?.idImagen, 1],
      [first?.idImagen, 2],
    ]);

    await page
      .getByTestId('imagen-input')
      .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: png(8, [9, 9, 9]) });
    await page.getByRole('img', { name: 'Imagen 3' }).waitFor();
    await button(page, 'Mover antes la imagen 3').click();
    await toast(
      page,
      'No se puede reordenar imagenes que no se hayan guardado aún en el sistema. Se recomienda cargarlas en el orden que se quieren mostrar',
    ).waitFor();

    await button(page, 'Eliminar imagen 3').click();
    await button(page, 'Eliminar imagen 2').click();
    expect(await button(page, 'Eliminar imagen 1').isDisabled()).toBe(true);
  });

  it('the description is sanitised: a script from the API or in the answer never runs', async () => {
    const p = await createListing({
      descripcionAmpliada:
        '<p>Texto seguro</p><script>window.__x = 1</script><img src="x" onerror="window.__x = 2">',
    });
    // Even if the answer carried raw HTML, the screen sanitises it before showing it.
    const { page } = await tabs.open(browser, sessions.seller, {
      width: 1280,
      height: 720,
    });
    contexts.push(page);
    await page.route('**/api/Publicaciones/Obtener?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Publicacion;
      body.descripcionAmpliada +=
        '<p>Inyectado</p><img src="x" onerror="window.__x = 3"><script>window.__x = 4</script>' +
        '<a href="javascript:window.__x=5">enlace</a>';
      await route.fulfill({ response, json: body });
    });
    await page.goto(editPath(p));
    const editor = page.getByRole('textbox', { name: 'Descripción ampliada' });
    await editor.getByText('Inyectado').waitFor();
    await editor.getByText('Texto seguro').waitFor();
    // A broken image of the test's own, with the description's address: once its error has
    // fired, so would an image the description carried (a condition, not a delay).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const probe = new Image();
          probe.addEventListener('error', () => resolve(), { once: true });
          probe.src = 'x';
        }),
    );
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
    const html = await editor.innerHTML();
    expect(html).not.toMatch(/script|onerror|javascript:|<img/i);
    // The stored description itself has no script either (the server sanitises too).
    expect((await obtener('seller', p.idPublicacion)).descripcionAmpliada).not.toMatch(
      /script|onerror/i,
    );
  });

  it("'Eliminar' asks '¿Desea eliminar esta publicación?', deletes and goes back", async () => {
    const p = await createListing();
    const page = await openEdit('seller', p);
    await button(page, 'Eliminar').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¿Desea eliminar esta publicación?').waitFor();
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await toast(page, 'Publicación eliminada').waitFor();
    await waitForPath(page, '/Publicaciones');
    const res = await api(
      'seller',
      'GET',
      `/api/Publicaciones/Obtener?IdPublicacion=${p.idPublicacion}`,
    );
    expect(res.status).toBe(404);
  });

  it('while another listing loads, the loader shows, never the listing shown before', async () => {
    const first = await createListing({ titulo: 'Primera publicación cargada' });
    const second = await createListing({ titulo: 'Segunda publicación cargada' });
    const page = await openEdit('seller', first);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      `**/api/Publicaciones/Obtener?IdPublicacion=${second.idPublicacion}`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // An in-app navigation (the router follows the history), not a reload.
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, editPath(second));
    await page.getByTestId('publicacion-cargando').waitFor();
    expect(await field(page, 'Nombre').count()).toBe(0);
    release();
    await page
      .getByTestId('publicacion-id')
      .filter({ hasText: `(id ${second.idPublicacion})` })
      .waitFor();
    expect(await field(page, 'Nombre').inputValue()).toBe('Segunda publicación cargada');
  });

  it("another seller's listing shows the server's 403 message, never the listing", async () => {
    const p = await createListing();
    const page = await openAs('seller2', `/Publicaciones/Editar/2/${p.idPublicacion}`);
    await page
      .getByTestId('publicacion-error')
      .getByText('La publicación no pertenece a su seller.')
      .waitFor();
    expect(await field(page, 'Nombre').count()).toBe(0);
  });
});

/** The edit body of a listing as the API answered it. */
function editBody(p: Publicacion) {
  return {
    idPublicacion: p.idPublicacion,
    titulo: p.titulo,
    ean: p.ean,
    categoria: p.categoria ?? '',
    marca: p.marca ?? '',
    stock: p.stock,
    skuSeller: p.skuSeller,
    precioLista: p.precioLista,
    precioPromocional: p.precioPromocional,
    alicuotaIva: p.alicuotaIva ?? 21,
    alicuotaImpuestoInterno: p.alicuotaImpuestoInterno,
    idTipoPublicacion: p.idTipoPublicacion ?? 1,
    tipoEntrega: p.tipoEntrega,
    envioGratis: p.envioGratis,
    envioPropio: p.envioPropio,
    dimensiones: p.dimensiones,
    imagenes: p.imagenes,
    descripcionAmpliada: p.descripcionAmpliada,
    observacion: p.observacion,
    linkYoutube: p.linkYoutube,
    garantiaFabrica: p.garantiaFabrica,
    garantiaExtCuotas: p.garantiaExtCuotas,
  };
}

describe('estado buttons per role (000 §4)', () => {
  it("a seller on a pausado listing marks 'Publicar', and after 'Guardar' it is ACTIVO", async () => {
    const p = await createListing();
    const approved = await api('categoria', 'POST', '/api/Publicaciones/Aprobar', {
      idPublicacion: p.idPublicacion,
    });
    expect(approved.status).toBe(200);
    await setEstado('seller', p.idPublicacion, 2);
    const page = await openEdit('seller', p);
    expect(await estadoLabel(page)).toBe('PAUSADO');
    expect(await button(page, 'Pausar').isDisabled()).toBe(true);
    expect(await button(page, 'Aprobar').count()).toBe(0);
    await button(page, 'Publicar').click();
    await page.getByText('Al guardar, la publicación pasará a ACTIVO.').waitFor();
    // Marked only: nothing changes until 'Guardar'.
    expect((await obtener('seller', p.idPublicacion)).estado).toBe(2);
    await button(page, 'Guardar').click();
    await toast(page, 'Publicación Editada').waitFor();
    await toast(page, 'Se modificó el estado correctamente').waitFor();
    await expect.poll(() => estadoLabel(page)).toBe('ACTIVO');
    expect(await button(page, 'Publicar').count()).toBe(0);
    expect(await button(page, 'Pausar').isEnabled()).toBe(true);
    expect((await obtener('seller', p.idPublicacion)).estado).toBe(1);

    // And back: 'Pausar' marked, applied on 'Guardar'.
    await button(page, 'Pausar').click();
    await page.getByText('Al guardar, la publicación pasará a PAUSADO.').waitFor();
    await button(page, 'Guardar').click();
    await expect.poll(() => estadoLabel(page)).toBe('PAUSADO');
    expect((await obtener('seller', p.idPublicacion)).estado).toBe(2);
  });

  it("a seller sees neither 'Publicar' nor 'Pausar' while pendiente", async () => {
    const p = await createListing();
    const page = await openEdit('seller', p);
    expect(await estadoLabel(page)).toBe('PENDIENTE');
    expect(await button(page, 'Publicar').count()).toBe(0);
    expect(await button(page, 'Pausar').count()).toBe(0);
    expect(await page.getByTestId('motivo-revision').isDisabled()).toBe(true);
  });

  it("staff 'Aprobar' a pendiente listing: 'Publicación aprobada', ACTIVO, and 'Aprobar' is gone", async () => {
    const p = await createListing();
    const page = await openEdit('categoria', p);
    expect(await estadoLabel(page)).toBe('PENDIENTE');
    expect(await button(page, 'Publicar').count()).toBe(0);
    await button(page, 'Aprobar').click();
    await toast(page, 'Publicación aprobada').waitFor();
    await expect.poll(() => estadoLabel(page)).toBe('ACTIVO');
    expect(await button(page, 'Aprobar').count()).toBe(0);
    // Activo: staff can still send it to review.
    expect(await button(page, 'Pausar').isEnabled()).toBe(true);
    expect((await obtener('categoria', p.idPublicacion)).estado).toBe(1);
  });

  it("staff 'Pausar' with a reason: EN REVISIÓN, the reason select enabled, the comment box for the last reason", async () => {
    const p = await createListing();
    const page = await openEdit('categoria', p);
    await tab(page, 'Estado').click();
    expect(await page.getByTestId('motivo-revision').isDisabled()).toBe(true);
    await button(page, 'Pausar').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByText('Seleccione el motivo de revisión.').waitFor();
    await dialog.getByTestId('motivo-pausa').click();
    await page.getByRole('option', { name: 'Otro', exact: true }).click();
    await dialog.getByLabel('Observaciones de revisión').fill('Falta la ficha técnica');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Publicación desaprobada').waitFor();
    await expect.poll(() => estadoLabel(page)).toBe('EN REVISIÓN');
    const select = page.getByTestId('motivo-revision');
    expect(await select.isEnabled()).toBe(true);
    expect(await select.inputValue()).toBe('Otro');
    expect(await page.getByLabel('Observaciones de revisión').inputValue()).toBe(
      'Falta la ficha técnica',
    );
    // Hidden while en_revision: 'Pausar'; shown: 'Aprobar'.
    expect(await button(page, 'Pausar').count()).toBe(0);
    expect(await button(page, 'Aprobar').isEnabled()).toBe(true);
    let stored = await obtener('categoria', p.idPublicacion);
    expect(stored).toMatchObject({
      estado: 4,
      idMotivoRevision: 6,
      observacionesRevision: 'Falta la ficha técnica',
    });

    // Another reason (not the last one): the comment box goes; saved with 'Guardar'.
    await select.click();
    await page.getByRole('option', { name: 'Descripción incompleta', exact: true }).click();
    expect(await page.getByLabel('Observaciones de revisión').count()).toBe(0);
    await button(page, 'Guardar').click();
    await toast(page, 'Se modificó el estado correctamente').waitFor();
    stored = await obtener('categoria', p.idPublicacion);
    expect(stored).toMatchObject({ estado: 4, idMotivoRevision: 3, observacionesRevision: null });

    // The seller sees the reason, cannot change it, and has no 'Publicar' nor 'Pausar'.
    const sellerPage = await openEdit('seller', stored);
    expect(await estadoLabel(sellerPage)).toBe('EN REVISIÓN');
    expect(await sellerPage.getByTestId('motivo-revision').isDisabled()).toBe(true);
    expect(await sellerPage.getByTestId('motivo-revision').inputValue()).toBe(
      'Descripción incompleta',
    );
    expect(await button(sellerPage, 'Publicar').count()).toBe(0);
    expect(await button(sellerPage, 'Pausar').count()).toBe(0);

    // Its Historial tells the seller why, newest first; the marketplace's people as such.
    await tab(sellerPage, 'Historial').click();
    const rows = sellerPage
      .getByRole('table', { name: `Historial de la publicación ${String(p.idPublicacion)}` })
      .locator('tbody tr');
    // 'Guardar' wrote the form's fields and the new reason (two rows of one save).
    const row = (text: string) => rows.filter({ hasText: text });
    await row('Creó la publicación').waitFor();
    const changed = await row('Cambió el motivo de revisión').innerText();
    expect(changed).toContain('Motivo: Descripción incompleta');
    expect(changed).toContain('Marketplace');
    const paused = await row('Desaprobó la publicación').innerText();
    expect(paused).toContain('PENDIENTE → EN REVISIÓN');
    expect(paused).toContain('Motivo: Otro');
    expect(paused).toContain('Comentario: Falta la ficha técnica');
    expect(await rows.first().innerText()).toContain('Marketplace');
  });

  it('the admin moderator sees prices, type and commission disabled, and still saves', async () => {
    const p = await createListing({ precioPromocional: 90000 });
    const page = await openEdit('moderador', p);
    // 000 §2.7: the seller's name links to the seller for category/admin.
    expect(await page.getByTestId('seller-name').getByRole('link').getAttribute('href')).toBe(
      '/Sellers/Editar/1',
    );
    await tab(page, 'Precio y Medio de Pago').click();
    expect(await field(page, 'Precio de lista').isDisabled()).toBe(true);
    expect(await field(page, 'Precio promocional').isDisabled()).toBe(true);
    expect(await field(page, 'Tipo de publicación').isDisabled()).toBe(true);
    expect(await page.getByTestId('comision').isDisabled()).toBe(true);
    expect(await field(page, 'Alícuota IVA').isEnabled()).toBe(true);
    await tab(page, 'Datos Básicos').click();
    await field(page, 'Stock').fill('77');
    await button(page, 'Guardar').click();
    await toast(page, 'Publicación Editada').waitFor();
    expect(await obtener('moderador', p.idPublicacion)).toMatchObject({
      stock: 77,
      precioLista: 100000,
      precioPromocional: 90000,
    });
  });

  it('sellers have no link on the seller name', async () => {
    const p = await createListing();
    const page = await openEdit('seller', p);
    expect(await page.getByTestId('seller-name').getByRole('link').count()).toBe(0);
  });
});

describe('EAN lookup (000 §2.7, §8)', () => {
  it("an unknown EAN changes nothing; a failed lookup says 'No se puede obtener la marca'", async () => {
    const page = await openAs('seller', '/Publicaciones/Nueva/1');
    // Every toast's text as it appears (they close by themselves after a few seconds).
    await page.evaluate(() => {
      const w = window as unknown as { __toasts: string[] };
      w.__toasts = [];
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            const root = '.mantine-Notification-root';
            const found = node.matches(root) ? [node] : [...node.querySelectorAll(root)];
            for (const t of found) w.__toasts.push(t.textContent);
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const toastsShown = () =>
      page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
    const ean = field(page, 'EAN');
    await ean.fill('0000000000000');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Articulos');
    await field(page, 'Stock').click();
    expect((await answered).status()).toBe(404);
    expect(await field(page, 'Marca').inputValue()).toBe('');

    await page.route('**/api/Articulos?**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
    );
    await ean.fill('7790000000001');
    await field(page, 'Stock').click();
    await toast(page, 'No se puede obtener la marca').waitFor();
    // The failed call's toast is the only one: the unknown EAN (answered long before) showed
    // none, and left the brand empty.
    expect(
      (await toastsShown()).filter((t) => t.includes('No se puede obtener la marca')),
    ).toHaveLength(1);
    expect(await field(page, 'Marca').inputValue()).toBe('');
  });
});

describe('leaving with unsaved changes (issue 11)', () => {
  const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Cambios sin guardar' });
  const LEAVE_TEXT = 'Hay cambios sin guardar. ¿Desea salir sin guardarlos?';

  it("'Cancelar' and the sidebar ask first: 'Seguir editando' keeps the change, 'Salir sin guardar' leaves; closing the tab asks too", async () => {
    const p = await createListing();
    const page = await openEdit('seller', p);
    await field(page, 'Nombre').fill('Cambio sin guardar');

    await button(page, 'Cancelar').click();
    await leaveDialog(page).getByText(LEAVE_TEXT).waitFor();
    await leaveDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect.poll(() => leaveDialog(page).count()).toBe(0);
    expect(pathOf(page)).toBe(editPath(p));
    expect(await field(page, 'Nombre').inputValue()).toBe('Cambio sin guardar');

    // Closing the tab (or a reload) gets the browser's own question.
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    // Closing runs the page's beforeunload; dismissing its question keeps the page open.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    expect(await field(page, 'Nombre').inputValue()).toBe('Cambio sin guardar');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Gestión de Usuario(s)' }).click();
    await leaveDialog(page).getByText(LEAVE_TEXT).waitFor();
    await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL((url) => url.pathname !== editPath(p));
    expect((await obtener('seller', p.idPublicacion)).titulo).toBe(p.titulo);
  });

  it("the browser's back button asks first on a new listing with typed fields", async () => {
    const page = await openAs('seller', '/Publicaciones');
    await page.getByRole('link', { name: 'Crear Publicación' }).click();
    await page.getByRole('heading', { name: 'Nueva publicación' }).waitFor();
    // Nothing typed: back leaves at once.
    await page.evaluate(() => history.back());
    await waitForPath(page, '/Publicaciones');
    await page.evaluate(() => history.forward());
    await page.getByRole('heading', { name: 'Nueva publicación' }).waitFor();

    await field(page, 'Nombre').fill('Sin guardar');
    await page.evaluate(() => history.back());
    await leaveDialog(page).getByText(LEAVE_TEXT).waitFor();
    await leaveDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect.poll(() => pathOf(page)).toBe('/Publicaciones/Nueva/1');
    expect(await field(page, 'Nombre').inputValue()).toBe('Sin guardar');

    await page.evaluate(() => history.back());
    await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await waitForPath(page, '/Publicaciones');
    await page.getByTestId('listings-page').waitFor();
  });

  it("after a successful 'Guardar' nothing is asked: 'Cancelar' goes straight back", async () => {
    const p = await createListing();
    const page = await openEdit('seller', p);
    await field(page, 'Nombre').fill('Guardado antes de salir');
    await button(page, 'Guardar').click();
    await toast(page, 'Publicación Editada').waitFor();
    await button(page, 'Cancelar').click();
    await waitForPath(page, '/Publicaciones');
    expect(await leaveDialog(page).count()).toBe(0);
  });
});

describe('read-only fields look read-only (issue 11)', () => {
  it('SKU Market and Comisión are readOnly with a grey, dashed look unlike an editable input', async () => {
    const p = await createListing();
    const page = await openEdit('seller', p);
    const look = (el: Locator) =>
      el.evaluate((e) => {
        const s = getComputedStyle(e);
        return { background: s.backgroundColor, border: s.borderTopStyle };
      });
    const editable = await look(field(page, 'SKU Seller'));
    expect(editable.border).toBe('solid');
    const sku = page.getByTestId('sku-market');
    expect(await sku.getAttribute('readonly')).not.toBeNull();
    const skuLook = await look(sku);
    expect(skuLook.border).toBe('dashed');
    expect(skuLook.background).not.toBe(editable.background);
    await tab(page, 'Precio y Medio de Pago').click();
    const comision = page.getByTestId('comision');
    expect(await comision.getAttribute('readonly')).not.toBeNull();
    expect(await look(comision)).toEqual(skuLook);
  });
});

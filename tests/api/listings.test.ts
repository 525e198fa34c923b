// The listings area over HTTP against a real database (000 §2.6, §2.7, §4, §5, §7; issue 5
// points 1-8, 10, 11): list and counters, one listing, create and edit with every rule of §5,
// the status workflow run by the listing machine (403 role, 409 state), images, seller scope,
// notifications on stock and price changes, and the audit journal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  errores,
  startServer,
  type ApiResponse,
  type TestServer,
  demoUsers,
  demoCatalogue,
  loginAll,
  PNG,
  type DemoCatalogue,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { listingMessages, validEan } from '../../src/domain/listing-rules.ts';

type Publicacion = components['schemas']['Publicacion'];
type Lista = components['schemas']['ListaPublicaciones'];
type PublicacionNueva = components['schemas']['PublicacionNueva'];

let server: TestServer;
const tokens: Record<string, string> = {};
const users = demoUsers;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

let catalogo: DemoCatalogue;

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, users)).tokens);
  catalogo = await demoCatalogue(server.db);
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string | null, path: string) =>
  call(server.baseUrl, 'GET', path, u === null ? {} : as(u));
const send = (u: string | null, method: string, path: string, json: unknown) =>
  call(server.baseUrl, method, path, { ...(u === null ? {} : as(u)), json });

async function upload(
  u: string,
  bytes: Buffer,
  filename = 'foto.png',
  type = 'image/png',
): Promise<ApiResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${server.baseUrl}/Imagen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[u] ?? ''}` },
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

async function imageUrl(u = 'seller'): Promise<string> {
  const res = await upload(u, PNG);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { url: string }).url;
}

let skuCounter = 0;
async function nueva(overrides: Partial<PublicacionNueva> = {}): Promise<PublicacionNueva> {
  skuCounter += 1;
  return {
    idSeller: 1,
    titulo: 'Heladera Cíclica Gafa HGF 357 AFB 282 L Blanca',
    ean: '7791234567898',
    categoria: catalogo.categoria,
    marca: catalogo.marca,
    stock: 12,
    skuSeller: `TEST-${skuCounter}`,
    precioLista: 549999.99,
    precioPromocional: 499999.5,
    alicuotaIva: catalogo.alicuota,
    alicuotaImpuestoInterno: null,
    idTipoPublicacion: catalogo.tipo,
    tipoEntrega: [1],
    envioGratis: true,
    envioPropio: false,
    dimensiones: [{ alto: 160.5, ancho: 55, profundidad: 60, peso: 48.2 }],
    imagenes: [{ urlImagen: await imageUrl(), posicion: 1 }],
    descripcionAmpliada: '<p>Heladera <strong>cíclica</strong></p>',
    observacion: '',
    linkYoutube: '',
    garantiaFabrica: 12,
    garantiaExtCuotas: null,
    ...overrides,
  };
}

async function crear(
  u = 'seller',
  overrides: Partial<PublicacionNueva> = {},
): Promise<Publicacion> {
  const res = await send(u, 'POST', '/api/Publicaciones', await nueva(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Publicacion;
}

function edicion(p: Publicacion) {
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
    idTipoPublicacion: p.idTipoPublicacion ?? catalogo.tipo,
    tipoEntrega: p.tipoEntrega,
    envioGratis: p.envioGratis,
    envioPropio: p.envioPropio,
    dimensiones: p.dimensiones,
    imagenes: p.imagenes.map((i) => ({
      idImagen: i.idImagen,
      urlImagen: i.urlImagen,
      posicion: i.posicion,
    })),
    descripcionAmpliada: p.descripcionAmpliada,
    observacion: p.observacion,
    linkYoutube: p.linkYoutube,
    garantiaFabrica: p.garantiaFabrica,
    garantiaExtCuotas: p.garantiaExtCuotas,
  };
}

async function estadoDe(id: number): Promise<number> {
  const rows = await server.db.query<{ estado: number }>(
    'SELECT estado FROM publicaciones WHERE id_publicacion = $1',
    [id],
  );
  return rows[0]?.estado ?? 0;
}

async function setEstado(id: number, estado: number): Promise<void> {
  await server.db.query('UPDATE publicaciones SET estado = $2 WHERE id_publicacion = $1', [
    id,
    estado,
  ]);
}

describe('create (000 §2.7, §5; DECISIONS 16)', () => {
  it('a seller creates a listing of its seller: pendiente_activacion, skuMarket from the sufijo, audited', async () => {
    const p = await crear('seller');
    expect(p.estado).toBe(3);
    expect(p.idSeller).toBe(1);
    const [seller] = await server.db.query<{ sufijo: string }>(
      'SELECT sufijo FROM sellers WHERE id_seller = 1',
    );
    expect(p.skuMarket).toBe(`${seller?.sufijo ?? ''}${String(p.idPublicacion).padStart(8, '0')}`);
    expect(p.precioLista).toBe(549999.99);
    expect(p.precioPromocional).toBe(499999.5);
    expect(p.dimensiones).toEqual([{ alto: 160.5, ancho: 55, profundidad: 60, peso: 48.2 }]);
    expect(p.imagenes).toHaveLength(1);
    expect(p.garantiaExtActiva).toBe(true);
    const rows = await server.db.query<{ evento: string; hacia: string }>(
      "SELECT evento, hacia FROM audit WHERE entidad = 'publicacion' AND id_entidad = $1",
      [String(p.idPublicacion)],
    );
    expect(rows).toEqual([{ evento: 'CREAR', hacia: '3' }]);
  });

  it('staff do not create (403); read-only, supplier, accounting and renewal sessions neither; 401 without session', async () => {
    for (const u of ['categoria', 'moderador', 'lectura', 'proveedor', 'contable', 'renovar']) {
      const res = await send(u, 'POST', '/api/Publicaciones', await nueva());
      expect(res.status, u).toBe(403);
      errores(res);
    }
    expect((await send(null, 'POST', '/api/Publicaciones', await nueva())).status).toBe(401);
  });

  it('a seller cannot create a listing for another seller (403)', async () => {
    const res = await send('seller2', 'POST', '/api/Publicaciones', await nueva({ idSeller: 1 }));
    expect(res.status).toBe(403);
  });

  it('the description is sanitised: no script, no event handler survives', async () => {
    const p = await crear('selleradmin', {
      descripcionAmpliada:
        '<p onclick="alert(1)">Hola<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a></p>',
    });
    expect(p.descripcionAmpliada).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(p.descripcionAmpliada).toContain('href="https://example.com"');
  });

  it.each([
    [{ precioPromocional: 549999.99 }, listingMessages.promoNotLower],
    [{ precioPromocional: 600000 }, listingMessages.promoNotLower],
    [{ stock: 10000 }, listingMessages.stockRange],
    [{ stock: -1 }, listingMessages.stockRange],
    [{ skuSeller: 'X'.repeat(31) }, listingMessages.skuSellerTooLong],
    [{ ean: '1'.repeat(51) }, null],
    // Issue 11 point 7: digits only, 8, 12, 13 or 14 of them, with a valid check digit.
    [{ ean: '7791234567897' }, listingMessages.eanInvalid],
    [{ ean: '77912345678A8' }, listingMessages.eanInvalid],
    [{ ean: '1234567' }, listingMessages.eanInvalid],
    [{ ean: '779-1234567898' }, listingMessages.eanInvalid],
    [{ titulo: '   ' }, listingMessages.titleRequired],
    [{ precioLista: 0 }, listingMessages.listPricePositive],
    [{ precioLista: -5 }, listingMessages.listPricePositive],
    [{ precioLista: 10.555 }, listingMessages.priceFormat],
    [{ garantiaFabrica: 2 }, listingMessages.warrantyMonths],
    [{ tipoEntrega: [2] }, listingMessages.deliveryHome],
    [{ dimensiones: [{ alto: 1000, ancho: 1, profundidad: 1, peso: 1 }] }, null],
    [
      { dimensiones: [{ alto: 1.25, ancho: 1, profundidad: 1, peso: 1 }] },
      listingMessages.dimensionFormat,
    ],
    [
      {
        dimensiones: [
          { alto: 0, ancho: 0, profundidad: 0, peso: 0 },
          { alto: 1, ancho: 1, profundidad: 1, peso: 1 },
        ],
      },
      listingMessages.dimensionRowEmpty,
    ],
    [{ imagenes: [] }, listingMessages.imagesRequired],
    [
      { imagenes: [{ urlImagen: 'https://evil.example/x.png', posicion: 1 }] },
      listingMessages.imageUrlError,
    ],
    [{ linkYoutube: 'https://vimeo.com/1' }, listingMessages.youtubeLink],
    [{ categoria: 'NOEXISTE' }, 'La categoría seleccionada no existe.'],
    [{ marca: 'NOEXISTE' }, 'La marca seleccionada no existe.'],
    [{ alicuotaIva: 13 }, 'La alícuota de IVA seleccionada no existe.'],
    [{ alicuotaImpuestoInterno: 100.5 }, listingMessages.internalTaxRange],
    [{ envioPropio: true }, null],
  ] as [Partial<PublicacionNueva>, string | null][])(
    'bad input %j answers its message and creates nothing',
    async (overrides, message) => {
      const before = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM publicaciones',
      );
      const res = await send('seller', 'POST', '/api/Publicaciones', await nueva(overrides));
      expect([400, 403], JSON.stringify(res.body)).toContain(res.status);
      const list = errores(res);
      if (message !== null) expect(list).toContain(message);
      const after = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM publicaciones',
      );
      expect(after[0]?.n).toBe(before[0]?.n);
    },
  );

  it('an EAN of 8, 12, 13 or 14 digits with its check digit is kept; a blank one is no EAN; editing checks it too', async () => {
    for (const ean of ['96385074', '036000291452', '7791234567898', '17791234567895']) {
      expect((await crear('seller', { ean })).ean).toBe(ean);
    }
    expect((await crear('seller', { ean: ' 7791234567898 ' })).ean).toBe('7791234567898');
    const p = await crear('seller', { ean: '   ' });
    expect(p.ean).toBeNull();
    const bad = await send('seller', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      ean: '7791234567890',
    });
    expect(bad.status).toBe(400);
    expect(errores(bad)).toContain(listingMessages.eanInvalid);
    const [stored] = await server.db.query<{ ean: string | null }>(
      'SELECT ean FROM publicaciones WHERE id_publicacion = $1',
      [p.idPublicacion],
    );
    expect(stored?.ean).toBeNull();
  });

  it('every seeded EAN (listings and articles) keeps the EAN rule', async () => {
    const rows = await server.db.query<{ ean: string }>(
      `SELECT ean FROM publicaciones WHERE ean IS NOT NULL
       UNION SELECT codigo FROM articulos`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.ean).filter((e) => !validEan(e))).toEqual([]);
  });

  it('the same SKU seller twice in live listings of a seller is refused', async () => {
    const p = await crear('seller');
    const res = await send(
      'seller',
      'POST',
      '/api/Publicaciones',
      await nueva({ skuSeller: p.skuSeller }),
    );
    expect(res.status).toBe(400);
    expect(errores(res)[0]).toContain(p.skuSeller ?? '');
  });

  it('unknown fields are refused, not dropped', async () => {
    const res = await send('seller', 'POST', '/api/Publicaciones', { ...(await nueva()), hack: 1 });
    expect(res.status).toBe(400);
    expect(errores(res)[0]).toContain('hack');
  });
});

describe('read and scope (000 §6)', () => {
  it('a seller reads its own listing; another seller gets 403 without the data; eliminated answers 404', async () => {
    const p = await crear('seller');
    const own = await get(
      'selleradmin',
      `/api/Publicaciones/Obtener?IdPublicacion=${p.idPublicacion}`,
    );
    expect(own.status).toBe(200);
    const other = await get(
      'seller2',
      `/api/Publicaciones/Obtener?IdPublicacion=${p.idPublicacion}`,
    );
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(p.titulo);
    expect(
      (await get('categoria', `/api/Publicaciones/Obtener?IdPublicacion=${p.idPublicacion}`))
        .status,
    ).toBe(200);
    expect(
      (await get('lectura', `/api/Publicaciones/Obtener?IdPublicacion=${p.idPublicacion}`)).status,
    ).toBe(403);
    expect((await get('seller', '/api/Publicaciones/Obtener?IdPublicacion=99999999')).status).toBe(
      404,
    );
    expect((await get('seller', '/api/Publicaciones/Obtener?IdPublicacion=abc')).status).toBe(400);
  });

  it('the list is ordered by idPublicacion, 10 per page, and a seller only gets its own whatever IdSeller it sends', async () => {
    const res = await get('seller2', '/api/Publicaciones?IdSeller=1&CantidadPagina=100');
    expect(res.status).toBe(200);
    const lista = res.body as Lista;
    expect(lista.elementos.length).toBeGreaterThan(0);
    expect(lista.elementos.every((e) => e.idSeller === 2)).toBe(true);
    const ids = lista.elementos.map((e) => e.idPublicacion);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const staff = (await get('categoria', '/api/Publicaciones')).body as Lista;
    expect(staff.elementos.length).toBeLessThanOrEqual(10);
    expect(staff.cantidadPagina).toBe(10);
    const sellers = new Set(
      (
        (await get('categoria', '/api/Publicaciones?CantidadPagina=100')).body as Lista
      ).elementos.map((e) => e.idSeller),
    );
    expect(sellers.size).toBeGreaterThan(1);
  });

  it('filters: estado, stock, SKU and dates; eliminated listings never appear', async () => {
    const p = await crear('seller', { stock: 0 });
    const q = (s: string) =>
      get('seller', `/api/Publicaciones?CantidadPagina=100&${s}`).then((r) => r.body as Lista);
    expect(
      (await q(`SkuSeller=${p.skuSeller ?? ''}`)).elementos.map((e) => e.idPublicacion),
    ).toEqual([p.idPublicacion]);
    expect(
      (await q('Estado=3&Stock=1')).elementos.some((e) => e.idPublicacion === p.idPublicacion),
    ).toBe(true);
    expect((await q('Stock=2')).elementos.some((e) => e.idPublicacion === p.idPublicacion)).toBe(
      false,
    );
    expect((await q('FechaDesde=2000-01-01&FechaHasta=2000-01-02')).cantidadTotal).toBe(0);
    expect(
      (await get('seller', '/api/Publicaciones?FechaDesde=2020-02-02&FechaHasta=2020-01-01'))
        .status,
    ).toBe(400);
    expect((await get('seller', '/api/Publicaciones?Estado=5')).status).toBe(400);
    const del = await call(
      server.baseUrl,
      'DELETE',
      `/api/Publicaciones?id=${p.idPublicacion}`,
      as('seller'),
    );
    expect(del.status).toBe(204);
    expect((await q(`SkuSeller=${p.skuSeller ?? ''}`)).cantidadTotal).toBe(0);
  });

  it('the counters count the scope: total, en revisión, activos, con stock no publicados', async () => {
    const res = await get('seller', '/api/Publicaciones/Encabezados?IdSeller=2');
    expect(res.status).toBe(200);
    const [expected] = await server.db.query<{ t: number; r: number; a: number; s: number }>(
      `SELECT count(*)::int AS t, count(*) FILTER (WHERE estado = 4)::int AS r,
              count(*) FILTER (WHERE estado = 1)::int AS a,
              count(*) FILTER (WHERE estado <> 1 AND stock > 0)::int AS s
         FROM publicaciones WHERE id_seller = 1 AND estado <> 5`,
    );
    expect(res.body).toEqual({
      cantidadTotal: expected?.t,
      enRevision: expected?.r,
      activos: expected?.a,
      conStockNoPublicados: expected?.s,
    });
    expect((await get('proveedor', '/api/Publicaciones/Encabezados')).status).toBe(403);
  });

  it("'PRODUCTO EXCEPTUADO' is staff's: sellers never get exceptuado true", async () => {
    const p = await crear('seller');
    await server.db.query('UPDATE publicaciones SET exceptuado = true WHERE id_publicacion = $1', [
      p.idPublicacion,
    ]);
    const staff = (await get('categoria', `/api/Publicaciones?SkuSeller=${p.skuSeller ?? ''}`))
      .body as Lista;
    expect(staff.elementos[0]?.exceptuado).toBe(true);
    const seller = (await get('seller', `/api/Publicaciones?SkuSeller=${p.skuSeller ?? ''}`))
      .body as Lista;
    expect(seller.elementos[0]?.exceptuado).toBe(false);
  });
});

describe('status workflow through the listing machine (000 §4, DECISIONS 16)', () => {
  it('staff approve pendiente → activo; the list switch disapproves activo → pausado; approve again', async () => {
    const p = await crear('seller');
    const ok = await send('categoria', 'POST', '/api/Publicaciones/Aprobar', {
      idPublicacion: p.idPublicacion,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body as Publicacion).estado).toBe(1);
    const again = await send('moderador', 'POST', '/api/Publicaciones/Aprobar', {
      idPublicacion: p.idPublicacion,
    });
    expect(again.status).toBe(409);
    errores(again);
    const off = await send('moderador', 'POST', '/api/Publicaciones/Desaprobar', {
      IdPublicacion: p.idPublicacion,
    });
    expect((off.body as Publicacion).estado).toBe(2);
    const on = await send('categoria', 'POST', '/api/Publicaciones/Aprobar', {
      idPublicacion: p.idPublicacion,
    });
    expect((on.body as Publicacion).estado).toBe(1);
    const rows = await server.db.query<{
      evento: string;
      desde: string;
      hacia: string;
      id_usuario: number;
    }>(
      "SELECT evento, desde, hacia FROM audit WHERE entidad = 'publicacion' AND id_entidad = $1 ORDER BY id",
      [String(p.idPublicacion)],
    );
    expect(rows).toEqual([
      { evento: 'CREAR', desde: null, hacia: '3' },
      { evento: 'APROBAR', desde: '3', hacia: '1' },
      { evento: 'DESAPROBAR', desde: '1', hacia: '2' },
      { evento: 'APROBAR', desde: '2', hacia: '1' },
    ]);
  });

  it('sellers may not approve nor disapprove (403), and a 403 changes nothing', async () => {
    const p = await crear('seller');
    for (const u of ['seller', 'selleradmin']) {
      expect(
        (await send(u, 'POST', '/api/Publicaciones/Aprobar', { idPublicacion: p.idPublicacion }))
          .status,
      ).toBe(403);
      expect(
        (await send(u, 'POST', '/api/Publicaciones/Desaprobar', { IdPublicacion: p.idPublicacion }))
          .status,
      ).toBe(403);
    }
    expect(await estadoDe(p.idPublicacion)).toBe(3);
  });

  it("staff 'Pausar' with a review reason: to en_revision; the comment is kept only for the last reason", async () => {
    const p = await crear('seller');
    const motivos = await server.db.query<{ codigo: number }>(
      'SELECT codigo FROM motivos_revision ORDER BY orden',
    );
    const first = motivos[0]?.codigo ?? 0;
    const last = motivos.at(-1)?.codigo ?? 0;
    const res = await send('categoria', 'POST', '/api/Publicaciones/Desaprobar', {
      IdPublicacion: p.idPublicacion,
      idMotivoRevision: first,
      observacionesRevision: 'no debería guardarse',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      estado: 4,
      idMotivoRevision: first,
      observacionesRevision: null,
    });
    // While en_revision staff may change the reason (estado 4 again).
    const change = await send('moderador', 'PUT', '/api/Publicaciones', {
      idPublicacion: p.idPublicacion,
      estado: 4,
      idMotivoRevision: last,
      observacionesRevision: 'Fotos con marca de agua',
    });
    expect(change.body).toMatchObject({
      estado: 4,
      idMotivoRevision: last,
      observacionesRevision: 'Fotos con marca de agua',
    });
    const bad = await send('moderador', 'PUT', '/api/Publicaciones', {
      idPublicacion: p.idPublicacion,
      estado: 4,
      idMotivoRevision: 9999,
    });
    expect(bad.status).toBe(400);
    // The staff 'Pausar' is hidden when en_revision: the machine refuses it.
    const again = await send('categoria', 'POST', '/api/Publicaciones/Desaprobar', {
      IdPublicacion: p.idPublicacion,
      idMotivoRevision: first,
    });
    expect(again.status).toBe(409);
    const approve = await send('categoria', 'POST', '/api/Publicaciones/Aprobar', {
      idPublicacion: p.idPublicacion,
    });
    expect(approve.body).toMatchObject({
      estado: 1,
      idMotivoRevision: null,
      observacionesRevision: null,
    });
  });

  it("sellers: 'Pausar' activo → pausado and 'Publicar' pausado → activo through PUT; not from pendiente or en_revision", async () => {
    const p = await crear('seller');
    const put = (u: string, estado: number) =>
      send(u, 'PUT', '/api/Publicaciones', { idPublicacion: p.idPublicacion, estado });
    expect((await put('seller', 1)).status).toBe(409);
    expect((await put('seller', 2)).status).toBe(409);
    await setEstado(p.idPublicacion, 1);
    const paused = await put('seller', 2);
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect((paused.body as Publicacion).estado).toBe(2);
    expect((await put('seller', 2)).status).toBe(409);
    expect(((await put('selleradmin', 1)).body as Publicacion).estado).toBe(1);
    await setEstado(p.idPublicacion, 4);
    expect((await put('seller', 1)).status).toBe(409);
    expect((await put('seller', 3)).status).toBe(400);
    expect((await put('seller2', 2)).status).toBe(403);
    expect((await put('seller', 4)).status).toBe(403);
  });

  it('delete: eliminado, then 409; another seller 403; read-only 403', async () => {
    const p = await crear('seller');
    const del = (u: string) =>
      call(server.baseUrl, 'DELETE', `/api/Publicaciones?id=${p.idPublicacion}`, as(u));
    expect((await del('seller2')).status).toBe(403);
    expect((await del('lectura')).status).toBe(403);
    expect((await del('seller')).status).toBe(204);
    expect(await estadoDe(p.idPublicacion)).toBe(5);
    expect((await del('categoria')).status).toBe(409);
    expect(
      (await call(server.baseUrl, 'DELETE', '/api/Publicaciones?id=99999999', as('seller'))).status,
    ).toBe(404);
  });

  it('bulk estado change is all or nothing and names every refused listing', async () => {
    const a = await crear('seller');
    const b = await crear('seller');
    await setEstado(a.idPublicacion, 1);
    const refused = await send('seller', 'PUT', '/api/Publicaciones/CambiarEstadoPublicacionBulk', {
      idUser: 0,
      cambiarEstadoPublicacionesBulks: [
        { idPublicaciones: a.idPublicacion, estados: 2 },
        { idPublicaciones: b.idPublicacion, estados: 1 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(errores(refused).join(' ')).toContain(`Publicación ${b.idPublicacion}`);
    expect(await estadoDe(a.idPublicacion)).toBe(1);
    const scope = await send('seller2', 'PUT', '/api/Publicaciones/CambiarEstadoPublicacionBulk', {
      cambiarEstadoPublicacionesBulks: [{ idPublicaciones: a.idPublicacion, estados: 2 }],
    });
    expect(scope.status).toBe(403);
    const ok = await send('categoria', 'PUT', '/api/Publicaciones/CambiarEstadoPublicacionBulk', {
      cambiarEstadoPublicacionesBulks: [
        { idPublicaciones: a.idPublicacion, estados: 2 },
        { idPublicaciones: b.idPublicacion, estados: 1 },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ actualizadas: 2 });
    expect([await estadoDe(a.idPublicacion), await estadoDe(b.idPublicacion)]).toEqual([2, 1]);
  });
});

describe('edit (000 §2.7, §5; DECISIONS 27)', () => {
  it('saves the fields; stock and price changes notify (1, 2) in the same transaction', async () => {
    const p = await crear('seller');
    const before = await server.db.query<{ tipo: number; n: number }>(
      'SELECT id_tipo_notificacion AS tipo, count(*)::int AS n FROM notificaciones WHERE id_publicacion = $1 GROUP BY 1',
      [p.idPublicacion],
    );
    expect(before).toEqual([]);
    const res = await send('seller', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      stock: 3,
      precioPromocional: 479999,
      titulo: 'Heladera editada',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      stock: 3,
      precioPromocional: 479999,
      titulo: 'Heladera editada',
      estado: 3,
    });
    const rows = await server.db.query<{ tipo: number; cambio: string; actual: string }>(
      `SELECT id_tipo_notificacion AS tipo, cambio::text, actual::text FROM notificaciones
        WHERE id_publicacion = $1 ORDER BY id_tipo_notificacion`,
      [p.idPublicacion],
    );
    expect(rows).toEqual([
      { tipo: 1, cambio: '12.00', actual: '3.00' },
      { tipo: 2, cambio: '499999.50', actual: '479999.00' },
    ]);
    // Nothing changed: no new notification.
    await send('seller', 'PUT', '/api/Publicaciones/Editar', edicion(res.body as Publicacion));
    const again = await server.db.query('SELECT 1 FROM notificaciones WHERE id_publicacion = $1', [
      p.idPublicacion,
    ]);
    expect(again).toHaveLength(2);
  });

  it('the admin moderator may not change prices nor the listing type (403), but may edit the rest', async () => {
    const p = await crear('seller');
    const price = await send('moderador', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      precioLista: 600000,
    });
    expect(price.status).toBe(403);
    const tipo = await send('moderador', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      idTipoPublicacion: catalogo.otroTipo,
    });
    expect(tipo.status).toBe(403);
    const ok = await send('moderador', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      titulo: 'Título corregido por moderación',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('own logistics: only staff change it, and only for a seller with own shipping', async () => {
    const p = await crear('seller');
    expect(
      (
        await send('seller', 'PUT', '/api/Publicaciones/Editar', {
          ...edicion(p),
          envioPropio: true,
        })
      ).status,
    ).toBe(403);
    await server.db.query('UPDATE sellers SET envio_propio = false WHERE id_seller = 1');
    expect(
      (
        await send('categoria', 'PUT', '/api/Publicaciones/Editar', {
          ...edicion(p),
          envioPropio: true,
        })
      ).status,
    ).toBe(400);
    await server.db.query('UPDATE sellers SET envio_propio = true WHERE id_seller = 1');
    const ok = await send('categoria', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      envioPropio: true,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body as Publicacion).envioPropio).toBe(true);
  });

  it("another seller's listing: 403 and nothing changes; an eliminated one: 409", async () => {
    const p = await crear('seller');
    const res = await send('seller2', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      titulo: 'robado',
    });
    expect(res.status).toBe(403);
    const [row] = await server.db.query<{ titulo: string }>(
      'SELECT titulo FROM publicaciones WHERE id_publicacion = $1',
      [p.idPublicacion],
    );
    expect(row?.titulo).toBe(p.titulo);
    await setEstado(p.idPublicacion, 5);
    expect((await send('seller', 'PUT', '/api/Publicaciones/Editar', edicion(p))).status).toBe(409);
  });

  it('a failure halfway leaves nothing written (bad image id after valid fields)', async () => {
    const p = await crear('seller');
    const res = await send('seller', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      stock: 7,
      imagenes: [{ idImagen: 999999, urlImagen: p.imagenes[0]?.urlImagen ?? '', posicion: 1 }],
    });
    expect(res.status).toBe(400);
    const [row] = await server.db.query<{ stock: number }>(
      'SELECT stock FROM publicaciones WHERE id_publicacion = $1',
      [p.idPublicacion],
    );
    expect(row?.stock).toBe(p.stock);
    expect(
      await server.db.query('SELECT 1 FROM notificaciones WHERE id_publicacion = $1', [
        p.idPublicacion,
      ]),
    ).toHaveLength(0);
  });
});

describe('images (000 §5; DECISIONS 8)', () => {
  it('png and jpeg are accepted by content and served back', async () => {
    const png = await upload('seller', PNG, 'a.png');
    expect(png.status).toBe(200);
    const url = (png.body as { url: string }).url;
    expect(url).toMatch(/^\/Imagen\/[a-f0-9-]{36}\.png$/);
    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const jpg = await upload('categoria', JPEG, 'foto.jpeg', 'image/jpeg');
    expect((jpg.body as { url: string }).url).toMatch(/\.jpg$/);
  });

  it("a file that is not png/jpeg is 'Archivo incorrecto', whatever its name and type say", async () => {
    const res = await upload(
      'seller',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'x.png',
      'image/png',
    );
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([listingMessages.wrongFile]);
  });

  it("above 512000 bytes: 'Tamaño de imagen superior a 500kb'; exactly 512000 is accepted", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(512_001 - PNG.length)]);
    const res = await upload('seller', big);
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([listingMessages.imageTooBig]);
    const limit = Buffer.concat([PNG, Buffer.alloc(512_000 - PNG.length)]);
    expect((await upload('seller', limit)).status).toBe(200);
  });

  it('a demo image kept in the database can be used and is served (embedded store falls back to it)', async () => {
    const [seeded] = await server.db.query<{ url: string }>(
      'SELECT url_imagen AS url FROM publicacion_imagenes ORDER BY id_imagen LIMIT 1',
    );
    const url = seeded?.url ?? '';
    const p = await crear('seller', { imagenes: [{ urlImagen: url, posicion: 1 }] });
    expect(p.imagenes[0]?.urlImagen).toBe(url);
    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('upload needs a session of a listing user; unknown images answer 404', async () => {
    expect((await upload('lectura', PNG)).status).toBe(403);
    expect(
      (await fetch(`${server.baseUrl}/Imagen/00000000-0000-0000-0000-000000000000.png`)).status,
    ).toBe(404);
    expect((await fetch(`${server.baseUrl}/Imagen/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
  });

  it('reorder saved images; unsaved ones get the spec message; a listing keeps at least one image', async () => {
    const p = await crear('seller', {
      imagenes: [
        { urlImagen: await imageUrl(), posicion: 1 },
        { urlImagen: await imageUrl(), posicion: 2 },
      ],
    });
    const [a, b] = p.imagenes;
    const res = await send('seller', 'PUT', '/api/Publicaciones/ActualizarPosicionImagenes', {
      idPublicacion: p.idPublicacion,
      imagenes: [
        { idImagen: a?.idImagen, posicion: 2 },
        { idImagen: b?.idImagen, posicion: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as Publicacion).imagenes.map((i) => i.idImagen)).toEqual([
      b?.idImagen,
      a?.idImagen,
    ]);
    const unsaved = await send('seller', 'PUT', '/api/Publicaciones/ActualizarPosicionImagenes', {
      idPublicacion: p.idPublicacion,
      imagenes: [
        { idImagen: null, posicion: 1 },
        { idImagen: a?.idImagen, posicion: 2 },
      ],
    });
    expect(unsaved.status).toBe(400);
    expect(errores(unsaved)).toEqual([listingMessages.reorderUnsaved]);
    const other = await send('seller2', 'PUT', '/api/Publicaciones/ActualizarPosicionImagenes', {
      idPublicacion: p.idPublicacion,
      imagenes: [{ idImagen: a?.idImagen, posicion: 1 }],
    });
    expect(other.status).toBe(403);
    const none = await send('seller', 'PUT', '/api/Publicaciones/Editar', {
      ...edicion(p),
      imagenes: [],
    });
    expect(errores(none)).toContain(listingMessages.imagesRequired);
  });
});

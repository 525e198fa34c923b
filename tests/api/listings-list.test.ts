// The listings list's fast paths give what reading every listing gives (000 §2.6; migration
// 0019): GET /api/Publicaciones answers the same rows, in the same order, with the same count
// and counters as a plain query over publicaciones, for the screen's default filter, seller +
// estado + dates (+ stock), SKU searches (folded: case and accents ignored) and every estado;
// and the counts the triggers keep (per day, per seller and estado, the folded SKUs) stay equal
// to the listings after creates, state changes, bulk updates, direct writes and a failed
// transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  demoCatalogue,
  loginAll,
  PNG,
  startServer,
  type DemoCatalogue,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { addDays, MARKET_TIME_ZONE, todayInMarket } from '../../src/domain/dates.ts';
import { fold, likePattern } from '../../src/server/db/text-search.ts';

type Lista = components['schemas']['ListaPublicaciones'];
type Publicacion = components['schemas']['Publicacion'];

let server: TestServer;
const tokens: Record<string, string> = {};
let catalogo: DemoCatalogue;
const hoy = todayInMarket();
const daysAgo = (n: number) => addDays(hoy, -n);
/** The market day of a stored instant, the plain way. */
const marketDay = (column: string) => `(${column} AT TIME ZONE '${MARKET_TIME_ZONE}')::date`;

const SKUS = [
  'Ñandú-Rojo',
  'nandu-azul',
  'CÁMARA_Réflex',
  'camara-compacta',
  '100%algodon',
  'pack_x2',
  'AB',
  'x',
];

beforeAll(async () => {
  server = await startServer();
  Object.assign(
    tokens,
    (await loginAll(server.baseUrl, ['categoria', 'seller', 'selleradmin'] as const)).tokens,
  );
  catalogo = await demoCatalogue(server.db);
  // 400 listings over the three demo sellers, every estado, with and without stock, over the
  // last 60 days (some on the first and last instant of a market day), with SKUs that differ
  // only in case and accents, LIKE wildcards in them, short ones and none.
  await server.db.query(
    `INSERT INTO publicaciones (id_seller, titulo, sku_seller, sku_market, estado, stock,
                                precio_lista, categoria, marca, alicuota_iva, id_tipo_publicacion,
                                fecha_publicacion)
     SELECT 1 + g % 3, 'Producto ' || g,
            CASE WHEN g % 11 = 0 THEN NULL
                 ELSE ($1::text[])[1 + g % ${String(SKUS.length)}] || '-' || g END,
            'LST' || lpad(g::text, 8, '0'), 1 + (g * 7) % 5, CASE WHEN g % 4 = 0 THEN 0 ELSE g % 9 END,
            1000 + g, CASE WHEN g % 2 = 0 THEN $2 END, CASE WHEN g % 3 = 0 THEN $3 END, 21,
            CASE WHEN g % 5 = 0 THEN $4::int ELSE $5::int END,
            CASE g % 13
              WHEN 0 THEN ((current_date - g % 60)::timestamp AT TIME ZONE '${MARKET_TIME_ZONE}')
              WHEN 1 THEN ((current_date - g % 60)::timestamp AT TIME ZONE '${MARKET_TIME_ZONE}')
                          - interval '1 microsecond'
              ELSE now() - (g % 60) * interval '1 day' - (g * 37 % 1440) * interval '1 minute'
            END
       FROM generate_series(1, 400) AS g`,
    [SKUS, catalogo.categoria, catalogo.marca, catalogo.otroTipo, catalogo.tipo],
  );
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });

/** The screen's filter, as GET /api/Publicaciones takes it. */
interface Filtro {
  IdSeller?: number;
  SkuSeller?: string;
  SkuMarket?: string;
  Marca?: string;
  Categoria?: string;
  Estado?: number;
  FechaDesde?: string;
  FechaHasta?: string;
  IdTipoPublicacion?: number;
  Stock?: number;
}

async function lista(u: string, f: Filtro, pagina = 1): Promise<Lista> {
  const q = new URLSearchParams({ NumeroPagina: String(pagina) });
  for (const [k, v] of Object.entries(f)) if (v !== undefined) q.set(k, String(v));
  const res = await call(server.baseUrl, 'GET', `/api/Publicaciones?${q.toString()}`, as(u));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Lista;
}

/** The same filter read the plain way: every live listing compared, ordered by id. */
async function reference(f: Filtro, idSeller: number | null) {
  const where = ['p.estado <> 5'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${String(params.length)}`));
  };
  if (idSeller !== null) add('p.id_seller = ?', idSeller);
  if (f.SkuSeller?.trim()) {
    add(`${fold('p.sku_seller')} LIKE ? ESCAPE '\\'`, likePattern(f.SkuSeller));
  }
  if (f.SkuMarket?.trim()) {
    add(`${fold('p.sku_market')} LIKE ? ESCAPE '\\'`, likePattern(f.SkuMarket));
  }
  if (f.Marca) add('p.marca = ?', f.Marca);
  if (f.Categoria) add('p.categoria = ?', f.Categoria);
  if (f.Estado !== undefined) add('p.estado = ?', f.Estado);
  if (f.FechaDesde) add(`${marketDay('p.fecha_publicacion')} >= ?::date`, f.FechaDesde);
  if (f.FechaHasta) add(`${marketDay('p.fecha_publicacion')} <= ?::date`, f.FechaHasta);
  if (f.IdTipoPublicacion !== undefined) add('p.id_tipo_publicacion = ?', f.IdTipoPublicacion);
  if (f.Stock === 1) where.push('p.stock = 0');
  if (f.Stock === 2) where.push('p.stock > 0');
  const ids = await server.db.query<{ id_publicacion: number }>(
    `SELECT p.id_publicacion FROM publicaciones p WHERE ${where.join(' AND ')}
      ORDER BY p.id_publicacion`,
    params,
  );
  const [c] = await server.db.query<Record<string, number>>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE estado = 4)::int AS en_revision,
            count(*) FILTER (WHERE estado = 1)::int AS activos,
            count(*) FILTER (WHERE estado <> 1 AND stock > 0)::int AS con_stock
       FROM publicaciones WHERE estado <> 5 AND ($1::int IS NULL OR id_seller = $1)`,
    [idSeller],
  );
  return { ids: ids.map((r) => r.id_publicacion), counters: c };
}

/** GET /api/Publicaciones's pages 1, 2 and the last against the plain reading. */
async function expectSameAsReference(u: string, f: Filtro, idSeller: number | null) {
  const ref = await reference(f, idSeller);
  const first = await lista(u, f);
  expect(first.cantidadTotal, JSON.stringify(f)).toBe(ref.ids.length);
  expect(first.cantidades).toEqual({
    enRevision: ref.counters?.en_revision,
    activos: ref.counters?.activos,
    conStockNoPublicados: ref.counters?.con_stock,
  });
  // The same rows, field by field (the first page read the plain way, with its joins).
  const rows = await server.db.query<Record<string, unknown>>(
    `SELECT p.id_publicacion, p.id_seller, s.razon_social, p.fecha_publicacion,
            p.imagen_principal, p.titulo, m.descripcion AS marca, sf.descripcion AS categoria,
            p.sku_seller, p.sku_market, tp.descripcion AS tipo, p.stock, p.tipo_entrega,
            p.envio_gratis, p.precio_lista::float8 AS lista, p.precio_promocional::float8 AS promo,
            p.estado, p.exceptuado
       FROM publicaciones p JOIN sellers s ON s.id_seller = p.id_seller
       LEFT JOIN marcas m ON m.codigo = p.marca
       LEFT JOIN subfamilias sf ON sf.codigo = p.categoria
       LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = p.id_tipo_publicacion
      WHERE p.id_publicacion = ANY($1::int[]) ORDER BY p.id_publicacion`,
    [ref.ids.slice(0, 10)],
  );
  expect(first.elementos).toEqual(
    rows.map((r) => ({
      idPublicacion: r.id_publicacion,
      idSeller: r.id_seller,
      nombreSeller: r.razon_social,
      fechaPublicacion: new Date(r.fecha_publicacion as Date).toISOString(),
      imagen: r.imagen_principal,
      titulo: r.titulo,
      descripcionMarca: r.marca,
      descripcionCategoria: r.categoria,
      skuSeller: r.sku_seller,
      skuMarket: r.sku_market,
      tipoPublicacion: r.tipo,
      stock: r.stock,
      tipoEntrega: r.tipo_entrega,
      envioGratis: r.envio_gratis,
      precioLista: r.lista,
      precioPromocional: r.promo,
      estado: r.estado,
      // 000 §2.6: 'PRODUCTO EXCEPTUADO' is shown to staff only.
      exceptuado: u === 'categoria' && r.exceptuado === true,
    })),
  );
  const pages = Math.max(1, Math.ceil(ref.ids.length / 10));
  for (const pagina of new Set([1, 2, pages, pages + 1])) {
    const page = pagina === 1 ? first : await lista(u, f, pagina);
    expect(
      page.elementos.map((e) => e.idPublicacion),
      `${JSON.stringify(f)} página ${String(pagina)}`,
    ).toEqual(ref.ids.slice((pagina - 1) * 10, pagina * 10));
  }
  return ref.ids.length;
}

describe('GET /api/Publicaciones gives what reading every listing gives (000 §2.6)', () => {
  it("the screen's default filter (the last 14 days), for staff and for a seller", async () => {
    const f = { FechaDesde: daysAgo(14), FechaHasta: hoy };
    expect(await expectSameAsReference('categoria', f, null)).toBeGreaterThan(20);
    expect(await expectSameAsReference('seller', f, 1)).toBeGreaterThan(10);
    // Whole market days: one day alone, its first and last instant included.
    await expectSameAsReference(
      'categoria',
      { FechaDesde: daysAgo(13), FechaHasta: daysAgo(13) },
      null,
    );
    await expectSameAsReference('categoria', { FechaDesde: daysAgo(14) }, null);
    await expectSameAsReference('categoria', { FechaHasta: daysAgo(14) }, null);
    await expectSameAsReference('categoria', {}, null);
  });

  it('a seller with an estado and dates, with and without stock', async () => {
    for (const Stock of [undefined, 0, 1, 2]) {
      const f: Filtro = { IdSeller: 2, Estado: 1, FechaDesde: daysAgo(45), FechaHasta: hoy };
      if (Stock !== undefined) f.Stock = Stock;
      expect(await expectSameAsReference('categoria', f, 2)).toBeGreaterThan(0);
      await expectSameAsReference('seller', { ...f, IdSeller: undefined }, 1);
    }
  });

  it('every live estado, each alone and with the other filters (eliminated ones never show)', async () => {
    for (const Estado of [1, 2, 3, 4]) {
      await expectSameAsReference('categoria', { Estado }, null);
      await expectSameAsReference('categoria', { Estado, IdSeller: 3, Stock: 2 }, 3);
      await expectSameAsReference(
        'categoria',
        { Estado, Marca: catalogo.marca, Categoria: catalogo.categoria },
        null,
      );
      await expectSameAsReference(
        'categoria',
        { Estado, IdTipoPublicacion: catalogo.otroTipo, FechaDesde: daysAgo(30) },
        null,
      );
    }
  });

  it('a SKU is found anywhere in it, whatever its case and accents; wildcards are text', async () => {
    // 'nandu' finds 'Ñandú-Rojo' and 'nandu-azul'; 'CAMARA' finds 'CÁMARA_Réflex'.
    expect(await expectSameAsReference('categoria', { SkuSeller: 'nandu' }, null)).toBeGreaterThan(
      40,
    );
    const camara = await reference({ SkuSeller: 'CAMARA' }, null);
    const accented = await reference({ SkuSeller: 'cámara' }, null);
    expect(camara.ids).toEqual(accented.ids);
    for (const SkuSeller of [
      'CAMARA',
      'réflex',
      'Ñ',
      '%',
      '100%',
      '_x',
      'ab',
      'x',
      '-1',
      'rojo-1',
      'no existe',
    ]) {
      await expectSameAsReference('categoria', { SkuSeller }, null);
      await expectSameAsReference('seller', { SkuSeller }, 1);
    }
    await expectSameAsReference('categoria', { SkuSeller: 'nandu', Estado: 1, IdSeller: 2 }, 2);
    await expectSameAsReference(
      'categoria',
      { SkuSeller: 'azul', FechaDesde: daysAgo(20), Stock: 1 },
      null,
    );
    for (const SkuMarket of ['lst0000', 'LST00000123', '012', '9', 'nada']) {
      await expectSameAsReference('categoria', { SkuMarket }, null);
    }
    await expectSameAsReference('categoria', { SkuMarket: '01', SkuSeller: 'rojo' }, null);
  });
});

// ---- The counts kept by the triggers ----

/** Each kept table next to the same figures counted from publicaciones. */
async function keptAndCounted() {
  const json = async (sql: string) =>
    (
      await server.db.query<{ v: unknown }>(
        `SELECT coalesce(json_agg(x), '[]') AS v FROM (${sql}) x`,
      )
    )[0]?.v;
  return {
    kept: {
      dia: await json(
        `SELECT dia::text, id_seller, estado, n, con_stock FROM publicacion_totales_dia
          WHERE n <> 0 OR con_stock <> 0 ORDER BY 1, 2, 3`,
      ),
      seller: await json(
        `SELECT id_seller, estado, n, con_stock FROM publicacion_totales
          WHERE n <> 0 OR con_stock <> 0 ORDER BY 1, 2`,
      ),
      skus: await json(
        `SELECT id_publicacion, id_seller, estado, sku_seller, sku_market FROM publicacion_skus
          ORDER BY 1`,
      ),
    },
    counted: {
      dia: await json(
        `SELECT ${marketDay('fecha_publicacion')}::text AS dia, id_seller, estado,
                count(*)::int AS n, count(*) FILTER (WHERE stock > 0)::int AS con_stock
           FROM publicaciones GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      ),
      seller: await json(
        `SELECT id_seller, estado, count(*)::int AS n,
                count(*) FILTER (WHERE stock > 0)::int AS con_stock
           FROM publicaciones GROUP BY 1, 2 ORDER BY 1, 2`,
      ),
      skus: await json(
        `SELECT id_publicacion, id_seller, estado, ${fold('sku_seller')} AS sku_seller,
                ${fold('sku_market')} AS sku_market
           FROM publicaciones ORDER BY 1`,
      ),
    },
  };
}

async function expectCountsKept(when: string) {
  const { kept, counted } = await keptAndCounted();
  expect(kept.dia, when).toEqual(counted.dia);
  expect(kept.seller, when).toEqual(counted.seller);
  expect(kept.skus, when).toEqual(counted.skus);
}

async function encabezados(u: string) {
  const res = await call(server.baseUrl, 'GET', '/api/Publicaciones/Encabezados', as(u));
  expect(res.status).toBe(200);
  return res.body as { cantidadTotal: number; activos: number; enRevision: number };
}

let skuCounter = 0;
async function crear(): Promise<Publicacion> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
  const up = await fetch(`${server.baseUrl}/Imagen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.seller ?? ''}` },
    body: form,
  });
  expect(up.status).toBe(200);
  const { url } = (await up.json()) as { url: string };
  skuCounter += 1;
  const res = await call(server.baseUrl, 'POST', '/api/Publicaciones', {
    ...as('seller'),
    json: {
      idSeller: 1,
      titulo: 'Pava Eléctrica Acero 1,7 L',
      ean: '7791234567898',
      categoria: catalogo.categoria,
      marca: catalogo.marca,
      stock: 3,
      skuSeller: `Pavá-Eléctrica-${String(skuCounter)}`,
      precioLista: 45999.99,
      precioPromocional: null,
      alicuotaIva: catalogo.alicuota,
      alicuotaImpuestoInterno: null,
      idTipoPublicacion: catalogo.tipo,
      tipoEntrega: [1],
      envioGratis: false,
      envioPropio: false,
      dimensiones: [{ alto: 25, ancho: 20, profundidad: 20, peso: 1.2 }],
      imagenes: [{ urlImagen: url, posicion: 1 }],
      descripcionAmpliada: '<p>Pava</p>',
      observacion: '',
      linkYoutube: '',
      garantiaFabrica: 12,
      garantiaExtCuotas: null,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Publicacion;
}

describe('the counts kept per day, per seller and of the folded SKUs (migration 0019)', () => {
  it('match the listings after the migration, the seed and a set-based insert', async () => {
    await expectCountsKept('al empezar');
  });

  it('creates, approvals, pauses and deletions through the API keep them; the counters follow', async () => {
    const before = await encabezados('seller');
    const a = await crear();
    const b = await crear();
    await expectCountsKept('creadas');
    expect((await encabezados('seller')).cantidadTotal).toBe(before.cantidadTotal + 2);
    // A search finds the new listing by its SKU folded ('pava-electrica' finds 'Pavá-Eléctrica').
    const found = await lista('seller', { SkuSeller: `pava-electrica-${String(skuCounter)}` });
    expect(found.elementos.map((e) => e.idPublicacion)).toEqual([b.idPublicacion]);
    const post = (path: string, json: unknown) =>
      call(server.baseUrl, 'POST', path, { ...as('categoria'), json });
    expect(
      (await post('/api/Publicaciones/Aprobar', { idPublicacion: a.idPublicacion })).status,
    ).toBe(200);
    expect((await encabezados('seller')).activos).toBe(before.activos + 1);
    expect(
      (await post('/api/Publicaciones/Desaprobar', { IdPublicacion: a.idPublicacion })).status,
    ).toBe(200);
    await expectCountsKept('aprobada y pausada');
    const del = await call(
      server.baseUrl,
      'DELETE',
      `/api/Publicaciones?id=${String(b.idPublicacion)}`,
      as('seller'),
    );
    expect(del.status).toBe(204);
    await expectCountsKept('eliminada');
    expect((await encabezados('seller')).cantidadTotal).toBe(before.cantidadTotal + 1);
    const bulk = await call(
      server.baseUrl,
      'PUT',
      '/api/Publicaciones/CambiarEstadoPublicacionBulk',
      {
        ...as('categoria'),
        json: {
          cambiarEstadoPublicacionesBulks: [{ idPublicaciones: a.idPublicacion, estados: 1 }],
        },
      },
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    await expectCountsKept('cambio de estado masivo');
  });

  it('a bulk stock update keeps them (stock to none and back)', async () => {
    const rows = await server.db.query<{
      id_publicacion: number;
      sku_seller: string;
      sku_market: string;
      stock: number;
    }>(
      `SELECT id_publicacion, sku_seller, sku_market, stock FROM publicaciones
        WHERE id_seller = 1 AND estado IN (1, 2) AND sku_seller IS NOT NULL
        ORDER BY id_publicacion LIMIT 30`,
    );
    expect(rows.length).toBe(30);
    const before = await encabezados('seller');
    const res = await call(server.baseUrl, 'PUT', '/api/Publicaciones/ActualizacionMasiva', {
      ...as('selleradmin'),
      json: {
        listaAtributos: rows.map((r, i) => ({
          fila: i + 2,
          idPublicacion: r.id_publicacion,
          skuSeller: r.sku_seller,
          skuMarket: r.sku_market,
          stock: r.stock > 0 ? 0 : 7,
          precioLista: null,
          precioPromocional: null,
        })),
        ch_stock: true,
        ch_precioLista: false,
        ch_precioPromocional: false,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectCountsKept('actualización masiva de stock');
    const after = await encabezados('seller');
    expect(after.cantidadTotal).toBe(before.cantidadTotal);
    await expectSameAsReference('seller', { Stock: 1 }, 1);
    await expectSameAsReference('seller', { Stock: 2, Estado: 2 }, 1);
  });

  it('direct writes of many rows keep them: seller, date, estado, stock, SKUs, deletions', async () => {
    await server.db.query(
      `UPDATE publicaciones SET id_seller = 3 - id_seller % 2, estado = 1 + (estado % 4),
              fecha_publicacion = fecha_publicacion - interval '3 days'
        WHERE sku_market LIKE 'LST%' AND id_publicacion % 7 = 0`,
    );
    await server.db.query(
      `UPDATE publicaciones SET sku_seller = 'Árbol-' || id_publicacion, stock = stock + 1
        WHERE sku_market LIKE 'LST%' AND id_publicacion % 5 = 0`,
    );
    await server.db.query(
      `UPDATE publicaciones SET titulo = titulo || ' (editado)' WHERE id_publicacion % 3 = 0`,
    );
    await expectCountsKept('actualizaciones directas');
    await server.db.query(
      `DELETE FROM publicaciones p WHERE sku_market LIKE 'LST%' AND id_publicacion % 17 = 0
          AND NOT EXISTS (SELECT 1 FROM orden_items i WHERE i.id_publicacion = p.id_publicacion)`,
    );
    await expectCountsKept('borradas');
    await expectSameAsReference('categoria', { SkuSeller: 'ARBOL' }, null);
    await expectSameAsReference('categoria', { FechaDesde: daysAgo(14), FechaHasta: hoy }, null);
  });

  it('a write that fails halfway leaves the listings and their counts as they were', async () => {
    const before = await keptAndCounted();
    await expect(
      server.db.tx(async (q) => {
        await q.query(`UPDATE publicaciones SET estado = 4, stock = 0 WHERE id_seller = 2`);
        await q.query(`UPDATE publicaciones SET sku_seller = 'x' WHERE id_seller = 3`);
        throw new Error('falla a mitad de camino');
      }),
    ).rejects.toThrow('falla a mitad de camino');
    expect(await keptAndCounted()).toEqual(before);
    await expectCountsKept('después de la falla');
  });
});

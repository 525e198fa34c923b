// 000 §7 'Catalogue' and the option lists of the listing form (000 §2.6, §2.7, §3 'Other option
// lists'; DECISIONS 9), over HTTP against a real database: roles, bad input, searches that
// ignore case and accents, 'Otro' last, warranties by product code, active listing types only;
// and the seeded demo listings, which must carry what the listing form needs (DECISIONS 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errores, login, startServer, type TestServer } from './helpers.ts';
import type { components, operations } from '../../src/api/schema.d.ts';
import { GARANTIA_MESES } from '../../src/domain/listing-rules.ts';
import { sanitizeDescription } from '../../src/server/listings/write.ts';

type Json<K extends keyof operations> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Opciones = components['schemas']['OpcionesCatalogo'];

let server: TestServer;
const tokens: Record<string, string> = {};
const allowed = ['categoria', 'moderador', 'selleradmin', 'seller'] as const;
const refused = ['renovar', 'lectura', 'proveedor', 'contable'] as const;

beforeAll(async () => {
  server = await startServer();
  for (const u of [...allowed, ...refused, 'seller2']) {
    tokens[u] = (await login(server.baseUrl, u)).token;
  }
});
afterAll(async () => {
  await server.close();
});

const get = (as: string | null, path: string) =>
  call(server.baseUrl, 'GET', path, as === null ? {} : { token: tokens[as] ?? '' });

async function ok<T>(path: string, as = 'categoria'): Promise<T> {
  const res = await get(as, path);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as T;
}

async function badRequest(path: string): Promise<void> {
  const res = await get('categoria', path);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
  errores(res);
}

const q = (text: string) => encodeURIComponent(text);
const descripciones = (o: Opciones) => o.elementos.map((e) => e.descripcion);
const fold = (t: string) =>
  t
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The EAN-13 check digit rule, written independently of the seed. */
function validEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = Array.from(code, Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

const calls = [
  '/api/Publicaciones/AlicuotasIva',
  // The EAN of 'Lavarropas Automático Drean Next 8.14 8 kg' (GS1 779 0380 01000, check 5).
  '/api/Articulos?id=7790380010005',
  '/api/Articulos/Marcas?descripcion=sam',
  '/api/Articulos/SubFamiliasByParams?descripcion=hel',
  '/api/Articulos/SubFamilias?id=1001',
  '/api/Tipos/MotivosRevision',
  '/api/Tipos/Publicacion?idSeller=1&PageSize=100',
  '/api/Estados/Variaciones',
  '/api/Garantias?CodigoProducto=1001',
];

describe('who may read the catalogues (000 §6: the listings area)', () => {
  it('staff, seller admins and sellers (types 1-4) read every catalogue', async () => {
    for (const path of calls) {
      for (const u of allowed) await ok(path, u);
    }
  });

  it('password-reset, read-only, supplier and accounting sessions get 403 with errores', async () => {
    for (const path of calls) {
      for (const u of refused) {
        const res = await get(u, path);
        expect(res.status, `${u} ${path}`).toBe(403);
        errores(res);
      }
    }
  });

  it('without a session every call answers 401', async () => {
    for (const path of calls) {
      const res = await get(null, path);
      expect(res.status, path).toBe(401);
      errores(res);
    }
  });
});

describe('GET /api/Publicaciones/AlicuotasIva', () => {
  it('answers the VAT rates 0, 10.5, 21 and 27, lowest first', async () => {
    expect(await ok<Json<'alicuotasIva'>>('/api/Publicaciones/AlicuotasIva')).toEqual({
      tiposAlicuotaIva: [
        { id: 1, alicuota: 0 },
        { id: 2, alicuota: 10.5 },
        { id: 3, alicuota: 21 },
        { id: 4, alicuota: 27 },
      ],
    });
  });
});

describe('GET /api/Articulos (the brand from the EAN)', () => {
  it('answers the article with its brand and category', async () => {
    const [row] = await server.db.query<{ codigo: string }>(
      `SELECT codigo FROM articulos WHERE descripcion = 'Heladera No Frost Samsung RT38 382 L Inox'`,
    );
    const codigo = row?.codigo ?? '';
    expect(await ok<Json<'obtenerArticulo'>>(`/api/Articulos?id=${codigo}`)).toEqual({
      codigo,
      descripcion: 'Heladera No Frost Samsung RT38 382 L Inox',
      marca: { codigo: 'SAMSUNG', descripcion: 'Samsung' },
      categoria: { codigo: '1001', descripcion: 'Heladeras' },
    });
    // Spaces around a pasted code are not part of it.
    expect(
      (await ok<Json<'obtenerArticulo'>>(`/api/Articulos?id=${q(` ${codigo} `)}`)).codigo,
    ).toBe(codigo);
  });

  it('an unknown code answers 404 with errores', async () => {
    const res = await get('seller', '/api/Articulos?id=7790000000000');
    expect(res.status).toBe(404);
    expect(errores(res)).toEqual(['No se encontró un artículo con ese código (EAN).']);
  });

  it('bad input answers 400: missing, blank, longer than 50, control characters', async () => {
    for (const query of [
      '',
      '?id=',
      `?id=${'7'.repeat(51)}`,
      '?id=%20%20',
      '?id=779%00',
      '?id=77%0A9',
    ]) {
      await badRequest(`/api/Articulos${query}`);
    }
  });

  it('the seeded articles (about 60) have EAN-13 codes whose check digit is right', async () => {
    const rows = await server.db.query<{ codigo: string }>('SELECT codigo FROM articulos');
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const r of rows) expect(validEan13(r.codigo), r.codigo).toBe(true);
  });
});

describe('GET /api/Articulos/Marcas', () => {
  const marcas = (descripcion: string, as = 'categoria') =>
    ok<Opciones>(`/api/Articulos/Marcas?descripcion=${q(descripcion)}`, as);

  it('an empty text lists the brands by description, at most 50', async () => {
    const all = await ok<Opciones>('/api/Articulos/Marcas');
    expect(all.elementos.length).toBeGreaterThanOrEqual(40);
    expect(all.elementos.length).toBeLessThanOrEqual(50);
    const names = descripciones(all);
    expect(names).toEqual([...names].sort((a, b) => (fold(a) < fold(b) ? -1 : 1)));
    expect(names).toEqual(expect.arrayContaining(['Samsung', 'Drean', 'Koh-i-Noor', 'Topper']));
    expect(await marcas('')).toEqual(all);
  });

  it('matches part of the description, ignoring case and accents', async () => {
    expect((await marcas('SAMS')).elementos).toEqual([
      { codigo: 'SAMSUNG', descripcion: 'Samsung' },
    ]);
    for (const text of ['emege', 'EMEGÉ', 'Emegé', 'mEgE']) {
      expect(descripciones(await marcas(text, 'seller')), text).toEqual(['Emegé']);
    }
    expect(descripciones(await marcas('koh-i'))).toEqual(['Koh-i-Noor']);
    expect(descripciones(await marcas('  lili  '))).toEqual(['Liliana']);
    // Upper-case accented letters are folded too, whatever the server's locale.
    await server.db.query(
      `INSERT INTO marcas (codigo, descripcion) VALUES ('T-NANDU', 'ÑANDÚ Ártico')`,
    );
    try {
      for (const text of ['nandu', 'ÑANDÚ', 'ñandu ártico', 'ARTICO']) {
        expect(descripciones(await marcas(text)), text).toEqual(['ÑANDÚ Ártico']);
      }
    } finally {
      await server.db.query(`DELETE FROM marcas WHERE codigo = 'T-NANDU'`);
    }
  });

  it('LIKE wildcards are searched as text; no match is an empty list', async () => {
    for (const text of ['%', '_', '\\', 'zzzz']) {
      expect(await marcas(text), text).toEqual({ elementos: [] });
    }
  });

  it('answers at most 50 matches', async () => {
    await server.db.query(
      `INSERT INTO marcas (codigo, descripcion)
       SELECT 'T-' || n, 'Marca de prueba ' || lpad(n::text, 2, '0') FROM generate_series(1, 60) AS n`,
    );
    try {
      const found = await marcas('de prueba');
      expect(found.elementos).toHaveLength(50);
      expect(found.elementos[0]?.descripcion).toBe('Marca de prueba 01');
      expect(found.elementos[49]?.descripcion).toBe('Marca de prueba 50');
    } finally {
      await server.db.query(`DELETE FROM marcas WHERE codigo LIKE 'T-%'`);
    }
  });

  it('bad input answers 400: longer than 100, control characters', async () => {
    for (const query of [
      `?descripcion=${'a'.repeat(101)}`,
      '?descripcion=a%00b',
      '?descripcion=a%09b',
    ]) {
      await badRequest(`/api/Articulos/Marcas${query}`);
    }
  });
});

describe('GET /api/Articulos/SubFamiliasByParams', () => {
  const subFamilias = (descripcion: string, as = 'categoria') =>
    ok<Opciones>(`/api/Articulos/SubFamiliasByParams?descripcion=${q(descripcion)}`, as);

  it('an empty text lists the categories by description, at most 50', async () => {
    const all = await ok<Opciones>('/api/Articulos/SubFamiliasByParams');
    expect(all.elementos.length).toBeGreaterThanOrEqual(30);
    expect(all.elementos.length).toBeLessThanOrEqual(50);
    const names = descripciones(all);
    expect(names).toEqual([...names].sort((a, b) => (fold(a) < fold(b) ? -1 : 1)));
    expect(names).toEqual(
      expect.arrayContaining(['Heladeras', 'Lavarropas', 'Calzado deportivo', 'Muebles de living']),
    );
  });

  it('matches part of the description, ignoring case and accents', async () => {
    expect((await subFamilias('HELAD')).elementos).toEqual([
      { codigo: '1001', descripcion: 'Heladeras' },
    ]);
    for (const text of ['electric', 'ELÉCTRIC', 'Eléctric']) {
      expect(descripciones(await subFamilias(text, 'selleradmin')), text).toEqual([
        'Hornos eléctricos',
        'Pavas eléctricas',
      ]);
    }
    expect(descripciones(await subFamilias('colchon'))).toEqual(['Colchones y sommiers']);
    expect(descripciones(await subFamilias('cómoda'))).toEqual(['Cómodas y cajoneras']);
    expect(await subFamilias('%')).toEqual({ elementos: [] });
  });

  it('bad input answers 400: longer than 100, control characters', async () => {
    for (const query of [
      `?descripcion=${'a'.repeat(101)}`,
      '?descripcion=%1F',
      '?descripcion=a%0Db',
    ]) {
      await badRequest(`/api/Articulos/SubFamiliasByParams${query}`);
    }
  });
});

describe('GET /api/Articulos/SubFamilias', () => {
  it('answers one category by code', async () => {
    expect(
      await ok<Json<'obtenerSubFamilia'>>('/api/Articulos/SubFamilias?id=1203', 'seller'),
    ).toEqual({
      subFamilia: { codigo: '1203', descripcion: 'Pavas eléctricas' },
    });
  });

  it('an unknown code answers 404; bad input 400', async () => {
    const res = await get('categoria', '/api/Articulos/SubFamilias?id=9999');
    expect(res.status).toBe(404);
    expect(errores(res)).toEqual(['No se encontró la categoría.']);
    for (const query of ['', '?id=', `?id=${'1'.repeat(21)}`, '?id=%20', '?id=10%0001']) {
      await badRequest(`/api/Articulos/SubFamilias${query}`);
    }
  });
});

describe('GET /api/Tipos/MotivosRevision', () => {
  it("answers the review reasons with 'Otro' last (DECISIONS 9)", async () => {
    const { motivos } = await ok<Json<'motivosRevision'>>('/api/Tipos/MotivosRevision');
    const names = motivos.map((m) => m.descripcion);
    expect(names).toEqual(
      expect.arrayContaining([
        'Imágenes de baja calidad',
        'Precio fuera de mercado',
        'Descripción incompleta',
        'Categoría incorrecta',
        'Infringe políticas del marketplace',
      ]),
    );
    expect(names.at(-1)).toBe('Otro');
    expect(names.filter((n) => n === 'Otro')).toHaveLength(1);
    // 'Otro' is last by its place, not by its code: reasons with higher codes come before it.
    const otro = motivos.at(-1)?.codigo ?? 0;
    expect(motivos.some((m) => m.codigo > otro)).toBe(true);
  });

  it("a reason added later still comes before 'Otro'", async () => {
    await server.db.query(
      `INSERT INTO motivos_revision (codigo, descripcion, orden) VALUES (90, 'Producto usado', 50)`,
    );
    try {
      const names = (
        await ok<Json<'motivosRevision'>>('/api/Tipos/MotivosRevision', 'seller')
      ).motivos.map((m) => m.descripcion);
      expect(names.slice(-2)).toEqual(['Producto usado', 'Otro']);
    } finally {
      await server.db.query('DELETE FROM motivos_revision WHERE codigo = 90');
    }
  });
});

describe('GET /api/Tipos/Publicacion', () => {
  type Tipos = Json<'tiposPublicacion'>;

  it('answers only the active listing types, by description, with their commission', async () => {
    const { tiposPublicaciones } = await ok<Tipos>('/api/Tipos/Publicacion?PageSize=100');
    expect(
      tiposPublicaciones.map(({ codigo, descripcion, comision }) => ({
        codigo,
        descripcion,
        comision,
      })),
    ).toEqual([
      { codigo: 'CLASICA', descripcion: 'Clásica', comision: 12 },
      { codigo: 'DESTACADA', descripcion: 'Destacada', comision: 18 },
      { codigo: 'ECONOMICA', descripcion: 'Económica', comision: 10 },
      { codigo: 'PREMIUM', descripcion: 'Premium', comision: 15 },
    ]);
    const [inactive] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tipos_publicacion WHERE NOT activo',
    );
    expect(inactive?.n).toBeGreaterThan(0);
  });

  it('a type switched off leaves the list', async () => {
    await server.db.query(`UPDATE tipos_publicacion SET activo = false WHERE codigo = 'DESTACADA'`);
    try {
      const { tiposPublicaciones } = await ok<Tipos>('/api/Tipos/Publicacion');
      expect(tiposPublicaciones.map((t) => t.codigo)).toEqual(['CLASICA', 'ECONOMICA', 'PREMIUM']);
    } finally {
      await server.db.query(
        `UPDATE tipos_publicacion SET activo = true WHERE codigo = 'DESTACADA'`,
      );
    }
  });

  it('sellers get their options whatever idSeller they send; PageSize limits the list', async () => {
    const staff = await ok<Tipos>('/api/Tipos/Publicacion?idSeller=2&PageSize=100');
    expect(await ok<Tipos>('/api/Tipos/Publicacion?idSeller=2', 'seller')).toEqual(staff);
    expect(await ok<Tipos>('/api/Tipos/Publicacion?idSeller=1', 'seller2')).toEqual(staff);
    const two = await ok<Tipos>('/api/Tipos/Publicacion?PageSize=2', 'moderador');
    expect(two.tiposPublicaciones).toEqual(staff.tiposPublicaciones.slice(0, 2));
  });

  it('bad input answers 400', async () => {
    for (const query of [
      '?PageSize=0',
      '?PageSize=101',
      '?idSeller=-1',
      '?idSeller=abc',
      '?PageSize=1.5',
    ]) {
      await badRequest(`/api/Tipos/Publicacion${query}`);
    }
  });
});

describe('GET /api/Estados/Variaciones', () => {
  it('answers the listing estados 1-4 with the labels of 000 §4', async () => {
    expect(await ok<Json<'estadosVariaciones'>>('/api/Estados/Variaciones', 'seller')).toEqual({
      estados: [
        { id: 1, descripcion: 'ACTIVO' },
        { id: 2, descripcion: 'PAUSADO' },
        { id: 3, descripcion: 'PENDIENTE' },
        { id: 4, descripcion: 'EN REVISIÓN' },
      ],
    });
  });
});

describe('GET /api/Garantias (000 §2.7 Garantía)', () => {
  type Garantias = Json<'garantias'>;

  it('answers the extended-warranty options of a category, fewest instalments first', async () => {
    expect(await ok<Garantias>('/api/Garantias?CodigoProducto=1001', 'seller')).toEqual({
      garantias: [
        { cantidadCuotas: 12, valorCuota: 5489.9 },
        { cantidadCuotas: 24, valorCuota: 3189.9 },
        { cantidadCuotas: 36, valorCuota: 2449.9 },
      ],
    });
  });

  it('values are pesos with two decimals at most', async () => {
    await server.db.query(
      `INSERT INTO garantias (codigo_producto, cantidad_cuotas, valor_cuota) VALUES ('1203', 6, 1234.05)`,
    );
    try {
      expect(await ok<Garantias>('/api/Garantias?CodigoProducto=1203')).toEqual({
        garantias: [{ cantidadCuotas: 6, valorCuota: 1234.05 }],
      });
    } finally {
      await server.db.query(`DELETE FROM garantias WHERE codigo_producto = '1203'`);
    }
  });

  it('an unknown code, or a category without options, answers an empty list', async () => {
    for (const codigo of ['NOEXISTE', '2002']) {
      expect(await ok<Garantias>(`/api/Garantias?CodigoProducto=${codigo}`), codigo).toEqual({
        garantias: [],
      });
    }
  });

  it('bad input answers 400: missing, blank, longer than 20, control characters', async () => {
    for (const query of [
      '',
      '?CodigoProducto=',
      `?CodigoProducto=${'1'.repeat(21)}`,
      '?CodigoProducto=%20',
      '?CodigoProducto=10%0001',
    ]) {
      await badRequest(`/api/Garantias${query}`);
    }
  });
});

describe('the seeded demo listings (DECISIONS 14)', () => {
  interface Row {
    id_publicacion: number;
    titulo: string;
    categoria: string | null;
    marca: string | null;
    descripcion_marca: string | null;
    alicuota_iva: string | null;
    iva_existe: boolean;
    tipo_activo: boolean | null;
    ean: string | null;
    articulo_marca: string | null;
    articulo_categoria: string | null;
    sku_seller: string | null;
    descripcion_ampliada: string;
    garantia_fabrica: number;
    garantia_ext_cuotas: number | null;
    garantia_existe: boolean;
    exceptuado: boolean;
    dimensiones: number;
  }

  it('every listing has categoria, marca, listing type, VAT rate and the rest of the form', async () => {
    const rows = await server.db.query<Row>(
      `SELECT p.id_publicacion, p.titulo, p.categoria, p.marca, m.descripcion AS descripcion_marca,
              p.alicuota_iva::text AS alicuota_iva,
              EXISTS (SELECT 1 FROM alicuotas_iva a WHERE a.alicuota = p.alicuota_iva) AS iva_existe,
              tp.activo AS tipo_activo, p.ean, a.marca AS articulo_marca,
              a.categoria AS articulo_categoria, p.sku_seller, p.descripcion_ampliada,
              p.garantia_fabrica, p.garantia_ext_cuotas,
              (p.garantia_ext_cuotas IS NULL OR EXISTS (
                 SELECT 1 FROM garantias g WHERE g.codigo_producto = p.categoria
                    AND g.cantidad_cuotas = p.garantia_ext_cuotas)) AS garantia_existe,
              p.exceptuado,
              (SELECT count(*)::int FROM publicacion_dimensiones d
                WHERE d.id_publicacion = p.id_publicacion) AS dimensiones
         FROM publicaciones p
         LEFT JOIN marcas m ON m.codigo = p.marca
         LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = p.id_tipo_publicacion
         LEFT JOIN articulos a ON a.codigo = p.ean
        ORDER BY p.id_publicacion`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(50);
    for (const r of rows) {
      const what = `${r.id_publicacion} ${r.titulo}`;
      expect(r.categoria, what).not.toBeNull();
      expect(r.marca, what).not.toBeNull();
      expect(r.tipo_activo, what).toBe(true);
      expect(r.iva_existe, what).toBe(true);
      expect(r.sku_seller?.trim(), what).toBeTruthy();
      expect(r.dimensiones, what).toBeGreaterThanOrEqual(1);
      expect(r.dimensiones, what).toBeLessThanOrEqual(2);
      expect((GARANTIA_MESES as readonly number[]).includes(r.garantia_fabrica), what).toBe(true);
      expect(r.garantia_existe, what).toBe(true);
      if (r.garantia_ext_cuotas !== null) expect(r.garantia_fabrica, what).toBeGreaterThan(0);
      // The description is the safe HTML the listing form keeps as it is.
      expect(r.descripcion_ampliada, what).toMatch(/^<p>.*<ul><li>.*<\/li><\/ul>.*<\/p>$/);
      expect(sanitizeDescription(r.descripcion_ampliada), what).toBe(r.descripcion_ampliada);
      // The brand named in the title, or 'Genérica' when it names none; the EAN's article agrees.
      if (r.marca !== 'GENERICA')
        expect(fold(r.titulo), what).toContain(fold(r.descripcion_marca ?? '?'));
      if (r.ean !== null) {
        expect(validEan13(r.ean), what).toBe(true);
        expect([r.articulo_marca, r.articulo_categoria], what).toEqual([r.marca, r.categoria]);
      }
    }
    const iva = rows.map((r) => r.alicuota_iva);
    expect(iva.filter((v) => v === '21.00').length).toBeGreaterThan(rows.length / 2);
    expect(iva).toContain('10.50');
    expect(rows.filter((r) => r.exceptuado).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.exceptuado).length).toBeLessThan(rows.length / 4);
  });

  it('brand and category match the title', async () => {
    const byTitle = new Map(
      (
        await server.db.query<{ titulo: string; marca: string; categoria: string }>(
          'SELECT titulo, marca, categoria FROM publicaciones',
        )
      ).map((r) => [r.titulo, [r.marca, r.categoria]]),
    );
    expect(byTitle.get('Heladera No Frost Samsung RT38 382 L Inox')).toEqual(['SAMSUNG', '1001']);
    expect(byTitle.get('Secarropas Centrífugo Koh-i-Noor A-655 6,5 kg')).toEqual([
      'KOHINOOR',
      '1004',
    ]);
    expect(byTitle.get('Smart TV LG 55" 4K UHD ThinQ AI')).toEqual(['LG', '1301']);
    expect(byTitle.get('Bicicleta Fija Randers ARG-815 Magnética')).toEqual(['RANDERS', '2005']);
    expect(byTitle.get('Bicicleta Olmo Safari 290 Rodado 29 21V')).toEqual(['OLMO', '2004']);
    expect(byTitle.get('Termo Stanley Clásico 1,4 L Verde')).toEqual(['STANLEY', '2102']);
    expect(byTitle.get('Mesa Ratona Industrial Hierro y Madera')).toEqual(['GENERICA', '3001']);
  });
});

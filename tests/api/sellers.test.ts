// 000 §7 GET /api/Seller/Buscar (the sellers filter) and 000 §2.3 the top bar's store name
// (GET /api/Seller/Obtener), over HTTP against a real database: roles, seller scope, paging,
// search and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errores, startServer, type TestServer, demoUsers, loginAll } from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';

type Buscar = components['schemas']['BuscarSellersResponse'];
type Seller = components['schemas']['SellerResumen'];

let server: TestServer;
const tokens: Record<string, string> = {};
const users = demoUsers;

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, users)).tokens);
});
afterAll(async () => {
  await server.close();
});

const get = (as: string | null, path: string) =>
  call(server.baseUrl, 'GET', path, as === null ? {} : { token: tokens[as] ?? '' });

async function buscar(as: string, query = ''): Promise<Buscar['paginateSellers']> {
  const res = await get(as, `/api/Seller/Buscar${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as Buscar).paginateSellers;
}

const names = (page: Buscar['paginateSellers']) => page.elementos.map((e) => e.descripcion);

describe('GET /api/Seller/Buscar', () => {
  it('without a session: 401; supplier and password-reset sessions: 403', async () => {
    expect((await get(null, '/api/Seller/Buscar')).status).toBe(401);
    for (const u of ['proveedor', 'renovar']) {
      const res = await get(u, '/api/Seller/Buscar');
      expect(res.status, u).toBe(403);
      errores(res);
    }
  });

  it('staff, read-only and accounting find every seller, by business name, 10 per page', async () => {
    for (const u of ['categoria', 'moderador', 'lectura', 'contable']) {
      const page = await buscar(u);
      expect(page.cantidadTotal, u).toBe(3);
      expect(page.cantidadPagina).toBe(10);
      expect(names(page)).toEqual([
        'Casa Mendoza Muebles S.A.S.',
        'Deportes del Litoral S.A.',
        'Electro Hogar Patagonia S.R.L.',
      ]);
    }
    // Their filters show the name: no tax id or e-mail for read-only and accounting users.
    for (const u of ['lectura', 'contable']) {
      for (const e of (await buscar(u)).elementos) {
        expect(e, u).toMatchObject({ cuit: null, email: null });
      }
    }
    const first = (await buscar('categoria', '?IdSeller=1')).elementos[0];
    expect(first).toEqual({
      idSeller: 1,
      descripcion: 'Electro Hogar Patagonia S.R.L.',
      razonSocial: 'Electro Hogar Patagonia S.R.L.',
      nombreTienda: 'Electro Hogar Patagonia Oficial',
      cuit: '30-71234567-1',
      email: 'contacto@electrohogarpatagonia.com.ar',
      estado: 1,
      tiendaActiva: true,
    });
  });

  it('Descripcion matches part of the business or store name, ignoring case and accents', async () => {
    await server.db.query(
      `INSERT INTO sellers (razon_social, nombre_tienda) VALUES ('Librería Ñandú S.R.L.', 'Ñandú Libros')`,
    );
    expect(names(await buscar('categoria', '?Descripcion=litoral'))).toEqual([
      'Deportes del Litoral S.A.',
    ]);
    expect(names(await buscar('categoria', '?Descripcion=SPORT'))).toEqual([
      'Deportes del Litoral S.A.',
    ]);
    for (const q of ['libreria', 'LIBRERÍA', 'nandu', 'Ñandú libros']) {
      expect(names(await buscar('categoria', `?Descripcion=${encodeURIComponent(q)}`)), q).toEqual([
        'Librería Ñandú S.R.L.',
      ]);
    }
    // LIKE wildcards are searched as text.
    expect((await buscar('categoria', '?Descripcion=%25')).cantidadTotal).toBe(0);
    expect((await buscar('categoria', '?Descripcion=_')).cantidadTotal).toBe(0);
    await server.db.query(`DELETE FROM sellers WHERE razon_social = 'Librería Ñandú S.R.L.'`);
  });

  it('paging with PageSize/Page or CantidadPagina/NumeroPagina', async () => {
    const second = await buscar('moderador', '?PageSize=2&Page=2');
    expect(second).toEqual({
      elementos: [expect.objectContaining({ idSeller: 1 }) as unknown],
      cantidadTotal: 3,
      cantidadPagina: 2,
    });
    expect(await buscar('moderador', '?CantidadPagina=2&NumeroPagina=2')).toEqual(second);
    const beyond = await buscar('moderador', '?CantidadPagina=2&NumeroPagina=50');
    expect(beyond).toEqual({ elementos: [], cantidadTotal: 3, cantidadPagina: 2 });
  });

  it('sellers find only their own seller, whatever IdSeller or Descripcion they send', async () => {
    expect(names(await buscar('seller'))).toEqual(['Electro Hogar Patagonia S.R.L.']);
    expect(names(await buscar('selleradmin', '?IdSeller=2'))).toEqual([
      'Electro Hogar Patagonia S.R.L.',
    ]);
    expect((await buscar('seller', '?Descripcion=litoral')).cantidadTotal).toBe(0);
    expect(names(await buscar('seller2', '?IdSeller=1'))).toEqual(['Deportes del Litoral S.A.']);
  });

  it('bad input answers 400 with errores', async () => {
    for (const q of [
      '?PageSize=0',
      '?PageSize=101',
      '?Page=0',
      '?IdSeller=abc',
      '?NumeroPagina=-1',
      `?Descripcion=${'x'.repeat(101)}`,
      '?Descripcion=a%00b',
    ]) {
      const res = await get('categoria', `/api/Seller/Buscar${q}`);
      expect(res.status, q).toBe(400);
      errores(res);
    }
  });
});

describe('GET /api/Seller/Obtener (the top bar store name)', () => {
  const obtener = (as: string | null, id: number | string) =>
    get(as, `/api/Seller/Obtener?idSeller=${id}`);

  it('a seller user reads its own seller: store name and business name', async () => {
    const res = await obtener('seller', 1);
    expect(res.status).toBe(200);
    expect(res.body as Seller).toMatchObject({
      idSeller: 1,
      razonSocial: 'Electro Hogar Patagonia S.R.L.',
      nombreTienda: 'Electro Hogar Patagonia Oficial',
    });
    expect(((await obtener('seller2', 2)).body as Seller).nombreTienda).toBe('Litoral Sport');
  });

  it('a seller never reads another seller: 403', async () => {
    for (const [u, id] of [
      ['seller', 2],
      ['selleradmin', 3],
      ['seller2', 1],
    ] as const) {
      const res = await obtener(u, id);
      expect(res.status, `${u} ${id}`).toBe(403);
      errores(res);
    }
  });

  it('staff read any seller; read-only, accounting and the supplier get 403 (000 §2.3: no Gestión de Seller(s), no screen of theirs reads one)', async () => {
    for (const u of ['categoria', 'moderador']) {
      expect((await obtener(u, 3)).status, u).toBe(200);
    }
    for (const u of ['lectura', 'contable', 'proveedor']) {
      for (const id of [1, 3]) {
        const res = await obtener(u, id);
        expect(res.status, `${u} ${String(id)}`).toBe(403);
        expect(JSON.stringify(res.body), u).not.toMatch(/cuit|@/i);
        errores(res);
      }
    }
  });

  it('401 without a session, 404 for an unknown seller, 400 for a malformed id', async () => {
    expect((await obtener(null, 1)).status).toBe(401);
    const missing = await obtener('categoria', 999);
    expect(missing.status).toBe(404);
    expect(errores(missing)).toEqual(['No se encontró el seller.']);
    for (const id of ['abc', '0', '1.5', '']) {
      const res = await obtener('categoria', id);
      expect(res.status, id).toBe(400);
      errores(res);
    }
  });
});

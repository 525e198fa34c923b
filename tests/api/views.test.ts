// Saved views over HTTP against a real database (issue 35 point 3; openapi/views.yaml): create,
// list, apply (the search comes back as saved), rename and delete; the limits and their Spanish
// messages, nothing stored on a refusal; each user's own views only (another's is 404); the
// views of a screen the user may not open are not listed; the limit of 20 and the uniqueness
// of a name under concurrent saves (PGlite, and PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errores, login, startServer, type ApiResponse, type TestServer } from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { MAX_VIEWS_PER_LIST, viewMessages } from '../../src/domain/views.ts';

type Vista = components['schemas']['Vista'];
type ListaVistas = components['schemas']['ListaVistas'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const USERS = [
  'moderador',
  'moderador2',
  'selleradmin',
  'seller',
  'proveedor',
  'contable',
  'lectura',
];

beforeAll(async () => {
  server = await startServer();
  for (const u of USERS) {
    const session = await login(server.baseUrl, u);
    tokens[u] = session.token;
    ids[u] = session.userId;
  }
});
afterAll(async () => {
  await server.close();
});

const send = (u: string, method: string, path: string, json?: unknown) =>
  call(server.baseUrl, method, path, {
    token: tokens[u] ?? '',
    ...(json === undefined ? {} : { json }),
  });
const create = (u: string, lista: string, nombre: string, busqueda: unknown = {}) =>
  send(u, 'POST', '/api/Vistas', { lista, nombre, busqueda });
const rename = (u: string, idVista: number, nombre: string) =>
  send(u, 'PUT', '/api/Vistas', { idVista, nombre });
const remove = (u: string, idVista: number) =>
  send(u, 'DELETE', `/api/Vistas?idVista=${String(idVista)}`);

function okBody(res: ApiResponse): unknown {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const okVista = (res: ApiResponse) => okBody(res) as Vista;
async function views(u: string, lista?: string): Promise<Vista[]> {
  const q = lista === undefined ? '' : `?Lista=${encodeURIComponent(lista)}`;
  return (okBody(await send(u, 'GET', `/api/Vistas${q}`)) as ListaVistas).elementos;
}
async function snapshot() {
  return JSON.stringify(await server.db.query('SELECT * FROM vistas_guardadas ORDER BY id_vista'));
}
async function refused(status: number, run: () => Promise<ApiResponse>, messages?: string[]) {
  const before = await snapshot();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (messages) expect(errores(res)).toEqual(messages);
  expect(await snapshot()).toBe(before);
}

describe('saved views', () => {
  it('saves a filter under a name, lists it, and answers its search to apply', async () => {
    const busqueda = { estado: 2, skuSeller: 'ABC-1', seller: 1, sellerNombre: 'Electro' };
    const saved = okVista(await create('moderador', '/Ordenes', '  Pendientes  ', busqueda));
    expect(saved).toEqual({
      idVista: saved.idVista,
      lista: '/Ordenes',
      nombre: 'Pendientes',
      busqueda,
    });
    expect(await views('moderador', '/Ordenes')).toEqual([saved]);
    expect(await views('moderador')).toContainEqual(saved);
    // Another list's views are apart; another user sees none of them.
    expect(await views('moderador', '/Publicaciones')).toEqual([]);
    expect(await views('selleradmin', '/Ordenes')).toEqual([]);
  });

  it('leaves the page out: a view opens on the first page', async () => {
    const saved = okVista(
      await create('seller', '/Publicaciones', 'Página 3', { pagina: 3, skuSeller: 'X' }),
    );
    expect(saved.busqueda).toEqual({ skuSeller: 'X' });
  });

  it('renames and deletes a view', async () => {
    const v = okVista(await create('selleradmin', '/Rebates', 'Rebates abiertos', { estado: 1 }));
    const renamed = okVista(await rename('selleradmin', v.idVista, ' Mis rebates '));
    expect(renamed).toEqual({ ...v, nombre: 'Mis rebates' });
    // Its own name in another case is not a duplicate.
    expect(okVista(await rename('selleradmin', v.idVista, 'MIS REBATES')).nombre).toBe(
      'MIS REBATES',
    );
    const del = await remove('selleradmin', v.idVista);
    expect(del.status).toBe(204);
    expect(await views('selleradmin', '/Rebates')).toEqual([]);
    await refused(404, () => remove('selleradmin', v.idVista), [viewMessages.notFound]);
  });

  it('refuses a bad name, a repeated one and a bad search with a Spanish message', async () => {
    okVista(await create('moderador', '/Sellers', 'Activos', { razonSocial: 'SA' }));
    await refused(400, () => create('moderador', '/Sellers', '   '), [viewMessages.nameLength]);
    await refused(400, () => create('moderador', '/Sellers', 'x'.repeat(41)), [
      viewMessages.nameLength,
    ]);
    // 40 characters as a reader counts them (an accented letter is one).
    okVista(await create('moderador', '/Sellers', 'á'.repeat(40)));
    await refused(400, () => create('moderador', '/Sellers', 'a\u0007b'), [
      viewMessages.nameInvalid,
    ]);
    await refused(400, () => create('moderador', '/Sellers', ' activos '), [
      viewMessages.duplicate,
    ]);
    // The same name on another list is another view.
    okVista(await create('moderador', '/Usuarios', 'Activos'));
    await refused(
      400,
      () => create('moderador', '/Sellers', 'Grande', { razonSocial: 'x'.repeat(201) }),
      [viewMessages.searchInvalid],
    );
    await refused(400, () => create('moderador', '/Sellers', 'Clave', { 'no válida': 1 }), [
      viewMessages.searchInvalid,
    ]);
    await refused(400, () => create('moderador', '/Sellers', 'Lista', []));
    await refused(400, () => create('moderador', '/Sellers', 'Booleano', { activo: true }));
    await refused(400, () => create('moderador', '/NoExiste', 'Otra'));
    // Renaming to another view's name of the same list.
    const other = okVista(await create('moderador', '/Sellers', 'Otra'));
    await refused(400, () => rename('moderador', other.idVista, 'ACTIVOS'), [
      viewMessages.duplicate,
    ]);
    await refused(400, () => rename('moderador', other.idVista, ''), [viewMessages.nameLength]);
  });

  it(`keeps at most ${String(MAX_VIEWS_PER_LIST)} views per list and user`, async () => {
    for (let i = 1; i <= MAX_VIEWS_PER_LIST; i++) {
      okVista(await create('contable', '/Liquidaciones', `Vista ${String(i)}`, { estado: i }));
    }
    await refused(400, () => create('contable', '/Liquidaciones', 'Una más'), [
      viewMessages.tooMany,
    ]);
    expect(await views('contable', '/Liquidaciones')).toHaveLength(MAX_VIEWS_PER_LIST);
    // Deleting one makes room again.
    const [first] = await views('contable', '/Liquidaciones');
    expect((await remove('contable', first?.idVista ?? 0)).status).toBe(204);
    okVista(await create('contable', '/Liquidaciones', 'Una más'));
  });

  it("answers 404 for another user's view and changes nothing", async () => {
    const v = okVista(await create('proveedor', '/OrdenesProveedores', 'Sin etiqueta'));
    await refused(404, () => rename('moderador', v.idVista, 'Mía'), [viewMessages.notFound]);
    await refused(404, () => remove('moderador', v.idVista), [viewMessages.notFound]);
    expect(await views('moderador', '/OrdenesProveedores')).toEqual([]);
  });

  it('refuses a list the user may not open, and hides views of screens hidden since', async () => {
    // A supplier has no /Ordenes; a seller no /Usuarios; moderador2 has Liquidaciones hidden.
    await refused(403, () => create('proveedor', '/Ordenes', 'Órdenes'), [
      viewMessages.listForbidden,
    ]);
    await refused(403, () => create('seller', '/Usuarios', 'Usuarios'));
    await refused(403, () => create('moderador2', '/Novedades', 'Novedades'));
    // A view saved while the screen was open stays stored but is not listed nor changed.
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO vistas_guardadas (id_usuario, lista, nombre, busqueda)
       VALUES ($1, '/Novedades', 'Antes', '{"estado": 1}') RETURNING id_vista AS id`,
      [ids.moderador2],
    );
    const hidden = row?.id ?? 0;
    okVista(await create('moderador2', '/Sellers', 'Visible'));
    expect((await views('moderador2')).map((v) => v.lista)).toEqual(['/Sellers']);
    expect(await views('moderador2', '/Novedades')).toEqual([]);
    await refused(404, () => rename('moderador2', hidden, 'Después'));
    await refused(404, () => remove('moderador2', hidden));
  });

  it('holds the limit and the name under concurrent saves', async () => {
    const saves = await Promise.all(
      Array.from({ length: MAX_VIEWS_PER_LIST + 6 }, (_, i) =>
        create('moderador', '/Planes', `Concurrente ${String(i)}`, { descripcion: String(i) }),
      ),
    );
    expect(saves.filter((r) => r.status === 200)).toHaveLength(MAX_VIEWS_PER_LIST);
    for (const r of saves.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(errores(r)).toEqual([viewMessages.tooMany]);
    }
    expect(await views('moderador', '/Planes')).toHaveLength(MAX_VIEWS_PER_LIST);

    const same = await Promise.all(
      Array.from({ length: 6 }, () => create('moderador', '/Tipo/Publicaciones', 'Misma')),
    );
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of same.filter((x) => x.status !== 200)) {
      expect(errores(r)).toEqual([viewMessages.duplicate]);
    }
  });

  it('lets read-only list (none) but save nothing (issue 17)', async () => {
    const res = await send('lectura', 'GET', '/api/Vistas?Lista=%2FOrdenes');
    expect(okBody(res)).toEqual({ elementos: [], puedeGuardar: false });
    expect(
      (okBody(await send('moderador', 'GET', '/api/Vistas')) as ListaVistas).puedeGuardar,
    ).toBe(true);
    await refused(403, () => create('lectura', '/Ordenes', 'Mía'));
    const v = okVista(await create('moderador', '/Ordenes', 'De otro'));
    await refused(403, () => rename('lectura', v.idVista, 'Mía'));
    await refused(403, () => remove('lectura', v.idVista));
  });

  it('needs a session and a list screen', async () => {
    const res = await call(server.baseUrl, 'GET', '/api/Vistas');
    expect(res.status).toBe(401);
  });
});

// The plan search over HTTP (001 §2.6, §3 Plan, §7 'Plan search', §9: 10 per page): staff only,
// by number, id or description (ignoring case and accents), on one platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startServer, type TestServer } from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';

type ListaPlanes = components['schemas']['ListaPlanes'];

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  ({ tokens } = await loginAll(server.baseUrl, [
    'categoria',
    'moderador',
    'selleradmin',
    'seller',
    'lectura',
  ] as const));
});
afterAll(async () => {
  await server.close();
});

const search = async (u: string, query: string) =>
  call(server.baseUrl, 'GET', `/api/Planes/Buscar${query}`, { token: tokens[u] ?? '' });

describe('GET /api/Planes/Buscar', () => {
  it('staff search by number on platform 1; others 403', async () => {
    for (const u of ['categoria', 'moderador']) {
      const res = await search(u, '?IdPlataforma=1&Numero=1012&NumeroPagina=1&CantidadPagina=10');
      expect(res.status).toBe(200);
      const body = res.body as ListaPlanes;
      expect(body.cantidadTotal).toBe(1);
      expect(body.elementos[0]).toMatchObject({ numero: 1012, cuotas: 12 });
    }
    for (const u of ['selleradmin', 'seller', 'lectura']) {
      expect((await search(u, '?Numero=1012')).status).toBe(403);
    }
    expect((await call(server.baseUrl, 'GET', '/api/Planes/Buscar')).status).toBe(401);
  });

  it('an unknown number finds nothing; pages of 10 ordered by number', async () => {
    const none = (await search('categoria', '?Numero=9999')).body as ListaPlanes;
    expect(none).toEqual({ elementos: [], cantidadTotal: 0, numeroPagina: 1 });
    const page = (await search('categoria', '')).body as ListaPlanes;
    expect(page.elementos).toHaveLength(10);
    const numbers = page.elementos.map((p) => p.numero);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const second = (await search('categoria', '?NumeroPagina=2')).body as ListaPlanes;
    expect(second.numeroPagina).toBe(2);
    expect(second.elementos.length).toBe(page.cantidadTotal - 10);
  });

  it('by description ignoring case and accents, and by id', async () => {
    const found = (await search('moderador', '?Descripcion=NACION')).body as ListaPlanes;
    expect(found.elementos.map((p) => p.descripcion)).toEqual([
      '6 cuotas Banco Nación',
      '12 cuotas Banco Nación',
    ]);
    const first = found.elementos[0];
    const byId = (await search('moderador', `?IdPlan=${String(first?.id)}`)).body as ListaPlanes;
    expect(byId.elementos).toEqual([first]);
    expect((await search('moderador', '?IdPlataforma=7')).status).toBe(400);
  });
});

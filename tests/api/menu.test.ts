// 000 §2.3 and issue 3 point 1: the menu table (src/domain/menu.ts) is read by the server too.
// A call that belongs to a screen the session's menu lacks (hiddenItemsIds included) is
// refused with 403, as the route guard sends the user home from that screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errores, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

/** A copy of a demo user with other hiddenItemsIds (its `perfil`). */
async function userLike(base: string, nombre: string, perfil: number[]): Promise<string> {
  await server.db.query(
    `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller, perfil)
     SELECT $2::text, $2::text || '@market.local', password_hash, tipo_usuario, id_seller, $3::int[]
       FROM users WHERE nombre_usuario = $1`,
    [base, nombre, perfil],
  );
  return (await login(server.baseUrl, nombre)).token;
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('hiddenItemsIds hide the calls of the hidden screens (000 §2.3)', () => {
  it("without 'Exportables > Publicaciones' (81) the listings export answers 403; the list still answers", async () => {
    const token = await userLike('seller', 'seller-sin-export', [81]);
    const res = await call(server.baseUrl, 'POST', '/api/Exportables/ExportarPublicaciones', {
      token,
      json: {},
    });
    expect(res.status).toBe(403);
    expect(errores(res).length).toBeGreaterThan(0);
    const list = await call(server.baseUrl, 'GET', '/api/Publicaciones', { token });
    expect(list.status).toBe(200);
  });

  it("without 'Actualización Masiva' (33) the update calls answer 403, the creation template still answers", async () => {
    const token = await userLike('categoria', 'categoria-sin-masiva', [33]);
    const update = await call(
      server.baseUrl,
      'PUT',
      '/api/Publicaciones/ActualizacionMasivaPorCodigo',
      {
        token,
        json: {
          listaElementos: [
            {
              fila: 2,
              idPublicacion: 1,
              skuSeller: null,
              skuMarket: 'EHP00000001',
              stock: 5,
              precioLista: null,
              precioPromocional: null,
            },
          ],
          ch_stock: true,
          ch_precioLista: false,
          ch_precioPromocional: false,
        },
      },
    );
    expect(update.status).toBe(403);
    const template = await call(
      server.baseUrl,
      'GET',
      '/api/Publicaciones/Plantilla?Tipo=creacion',
      {
        token,
      },
    );
    expect(template.status).toBe(200);
  });

  it('without the whole Publicaciones group (3) no listing call answers, and the export alone still lists', async () => {
    const token = await userLike('seller', 'seller-sin-publicaciones', [3]);
    for (const [method, path] of [
      ['GET', '/api/Publicaciones/Encabezados'],
      ['GET', '/api/Publicaciones/Obtener?IdPublicacion=1'],
      ['GET', '/api/Publicaciones/Plantilla?Tipo=skuSeller'],
    ] as const) {
      const res = await call(server.baseUrl, method, path, { token });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // /Exportables/Publicaciones (81) is still in its menu: its count and its download answer.
    expect((await call(server.baseUrl, 'GET', '/api/Publicaciones', { token })).status).toBe(200);
    const exp = await call(server.baseUrl, 'POST', '/api/Exportables/ExportarPublicaciones', {
      token,
      json: {},
    });
    expect(exp.status).toBe(200);
  });

  it('the demo users without hidden items keep every listing call of their type', async () => {
    const { token } = await login(server.baseUrl, 'seller');
    for (const path of [
      '/api/Publicaciones/Encabezados',
      '/api/Publicaciones/Plantilla?Tipo=skuSeller',
    ]) {
      expect((await call(server.baseUrl, 'GET', path, { token })).status, path).toBe(200);
    }
  });
});

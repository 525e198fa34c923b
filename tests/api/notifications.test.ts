// 000 §2.5, §3, §7 and DECISIONS 27: the bell's counts, a tab's rows, marking read and the
// settings, over HTTP against a real database; notifications are created with the server's one
// function (notify), as the listings and orders areas will.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  errores,
  login,
  startServer,
  type ApiResponse,
  type TestServer,
  demoUsers,
  loginAll,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { notify } from '../../src/server/shared/notify.ts';

type Totales = components['schemas']['NotificacionesTotales'];
type Detalle = components['schemas']['NotificacionesDetalle'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const users = demoUsers;

beforeAll(async () => {
  server = await startServer();
  const sessions = await loginAll(server.baseUrl, users);
  Object.assign(tokens, sessions.tokens);
  Object.assign(ids, sessions.ids);
});
afterAll(async () => {
  await server.close();
});

const post = (as: string | null, path: string, json: object): Promise<ApiResponse> =>
  call(server.baseUrl, 'POST', path, {
    json,
    ...(as === null ? {} : { token: tokens[as] ?? '' }),
  });

async function total(as: string, body: object = {}): Promise<Totales> {
  const res = await post(as, '/api/Landing/Notificaciones/Total', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Totales;
}

async function detalle(as: string, body: object): Promise<Detalle['elementos']> {
  const res = await post(as, '/api/Notificaciones/Detalle', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as Detalle).elementos;
}

const marcar = (as: string, idMensaje: number[], idSeller?: number) =>
  post(as, '/api/Notificaciones/MarcarLeidas', {
    idMensaje,
    ...(idSeller === undefined ? {} : { idSeller }),
  });

const getAjustes = (as: string, idUser: number | string) =>
  call(server.baseUrl, 'GET', `/api/Notificaciones/Ajustes?IdUser=${idUser}`, {
    token: tokens[as] ?? '',
  });

const putAjustes = (as: string, body: object) =>
  call(server.baseUrl, 'PUT', '/api/Notificaciones/Ajustes', {
    token: tokens[as] ?? '',
    json: body,
  });

/** Unread deliveries of a user in the database, per type (what the counts must say). */
async function unreadInDb(usuario: string): Promise<Record<number, number>> {
  const rows = await server.db.query<{ tipo: number; n: number }>(
    `SELECT n.id_tipo_notificacion AS tipo, count(*)::int AS n
       FROM notificacion_destinatarios d
       JOIN notificaciones n USING (id_mensaje)
       JOIN users u USING (id_usuario)
      WHERE u.nombre_usuario = $1 AND d.leida_en IS NULL
      GROUP BY 1`,
    [usuario],
  );
  return Object.fromEntries(rows.map((r) => [r.tipo, r.n]));
}

async function aListing(idSeller: number) {
  const [row] = await server.db.query<{
    id_publicacion: number;
    sku_market: string;
    titulo: string;
    imagen_principal: string;
  }>(
    `SELECT id_publicacion, sku_market, titulo, imagen_principal FROM publicaciones
      WHERE id_seller = $1 ORDER BY id_publicacion LIMIT 1`,
    [idSeller],
  );
  if (!row) throw new Error('sin publicaciones');
  return row;
}

async function stockChange(idSeller: number, stockActual = 7) {
  const l = await aListing(idSeller);
  return notify(server.db, {
    tipo: 1,
    idSeller,
    idPublicacion: l.id_publicacion,
    codigoProducto: l.sku_market,
    imagen: l.imagen_principal,
    titulo: l.titulo,
    stockAnterior: 10,
    stockActual,
  });
}

const endpoints: [string, string, object][] = [
  ['POST', '/api/Landing/Notificaciones/Total', {}],
  ['POST', '/api/Notificaciones/Detalle', { idtipoNotificacion: 1 }],
  ['POST', '/api/Notificaciones/MarcarLeidas', { idMensaje: [1] }],
  ['GET', '/api/Notificaciones/Ajustes?IdUser=1', {}],
  ['PUT', '/api/Notificaciones/Ajustes', { IdUser: 1, OpcionesNotificacion: [] }],
];

describe('who has notifications', () => {
  it.each(endpoints)('%s %s without a session: 401', async (method, path, json) => {
    const res = await call(server.baseUrl, method, path, method === 'GET' ? {} : { json });
    expect(res.status).toBe(401);
    errores(res);
  });

  it.each(['lectura', 'proveedor', 'contable', 'renovar'])(
    '%s has no notifications: 403 on every notification call',
    async (as) => {
      for (const [method, path, json] of endpoints) {
        const res = await call(server.baseUrl, method, path, {
          token: tokens[as] ?? '',
          ...(method === 'GET' ? {} : { json }),
        });
        expect(res.status, `${method} ${path}`).toBe(403);
        errores(res);
      }
    },
  );
});

describe('counts (the bell, 000 §2.5): unread notifications delivered to this user', () => {
  it('staff count every type of every seller; notificaciones is the sum', async () => {
    const t = await total('categoria');
    const db = await unreadInDb('categoria');
    expect(t).toEqual({
      cambiosStock: db[1] ?? 0,
      cambiosPrecios: db[2] ?? 0,
      ordenesNuevas: db[3] ?? 0,
      ordenesAnuladas: db[4] ?? 0,
      modificacionesCuotas: db[6] ?? 0,
      notificaciones: Object.values(db).reduce((a, b) => a + b, 0),
    });
    // Demo data: every type, for sellers 1 and 2.
    for (const v of Object.values(t)) expect(v).toBeGreaterThan(0);
  });

  it('staff filtering by idSeller count that seller only', async () => {
    const all = await total('moderador');
    const one = await total('moderador', { idSeller: 1 });
    const two = await total('moderador', { idSeller: 2 });
    expect(one.notificaciones + two.notificaciones).toBe(all.notificaciones);
    expect(one.cambiosStock).toBeGreaterThan(0);
    expect(await total('moderador', { idSeller: 0 })).toEqual(all);
  });

  it('seller and seller admin get no cancelled-order nor instalment counts', async () => {
    for (const u of ['seller', 'selleradmin']) {
      const t = await total(u);
      const db = await unreadInDb(u);
      expect(t.ordenesAnuladas, u).toBe(0);
      expect(t.modificacionesCuotas, u).toBe(0);
      expect(t.cambiosStock).toBe(db[1]);
      expect(t.cambiosPrecios).toBe(db[2]);
      expect(t.ordenesNuevas).toBe(db[3]);
      expect(t.notificaciones).toBe(t.cambiosStock + t.cambiosPrecios + t.ordenesNuevas);
      expect(t.notificaciones).toBeGreaterThan(0);
    }
  });

  it("a seller never counts another seller's notifications, whatever idSeller it sends", async () => {
    const seller = await total('seller');
    const seller2 = await total('seller2');
    // Three more stock changes for seller 2 only.
    for (let i = 0; i < 3; i++) await stockChange(2, i);
    expect((await total('seller2')).cambiosStock).toBe(seller2.cambiosStock + 3);
    for (const idSeller of [1, 2, 3, 0, null]) {
      expect(await total('seller', { idSeller, tipoUsuario: 1 }), String(idSeller)).toEqual(seller);
    }
    expect(await total('seller2', { idSeller: 1 })).toEqual(await total('seller2'));
  });

  it('tipoUsuario and idSeller out of the contract answer 400', async () => {
    for (const body of [{ tipoUsuario: 0 }, { idSeller: -1 }, { idSeller: 'uno' }, { otro: 1 }]) {
      const res = await post('seller', '/api/Landing/Notificaciones/Total', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errores(res);
    }
  });
});

describe('rows of a tab (Detalle)', () => {
  it('staff get the unread rows of the type, newest first, with the contract fields', async () => {
    const rows = await detalle('categoria', { idtipoNotificacion: 1 });
    expect(rows.length).toBe((await unreadInDb('categoria'))[1]);
    for (const r of rows) {
      expect(r.idTipoNotificacion).toBe(1);
      expect(typeof r.cambio).toBe('number');
      expect(typeof r.actual).toBe('number');
      expect(r.codigoProducto).toMatch(/^[A-Z]{3}\d{8}$/);
    }
    const fechas = rows.map((r) => Date.parse(r.fecha));
    expect([...fechas].sort((a, b) => b - a)).toEqual(fechas);
  });

  it('order rows point to the order (id) and carry no previous/current value', async () => {
    const rows = await detalle('moderador', { idtipoNotificacion: 4 });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.cambio).toBeNull();
      expect(r.actual).toBeNull();
      const [o] = await server.db.query<{ id_seller: number; anulada: boolean }>(
        `SELECT id_seller, (estado = 5 OR anulada_por_market) AS anulada FROM ordenes WHERE id_orden = $1`,
        [r.id],
      );
      expect(o).toEqual({ id_seller: r.idSeller, anulada: true });
    }
  });

  it('a price change shows the previous and current price in pesos, exactly', async () => {
    const l = await aListing(1);
    const { idMensaje } = await notify(server.db, {
      tipo: 2,
      idSeller: 1,
      idPublicacion: l.id_publicacion,
      codigoProducto: l.sku_market,
      imagen: l.imagen_principal,
      titulo: l.titulo,
      precioAnteriorCentavos: 123_456,
      precioActualCentavos: 99_999_999,
    });
    const row = (await detalle('categoria', { idtipoNotificacion: 2 })).find(
      (r) => r.idMensaje === idMensaje,
    );
    expect(row).toMatchObject({
      idSeller: 1,
      id: l.id_publicacion,
      codigoProducto: l.sku_market,
      imagen: l.imagen_principal,
      titulo: l.titulo,
      cambio: 1234.56,
      actual: 999_999.99,
    });
  });

  it('staff filtering by idSeller get that seller only', async () => {
    const rows = await detalle('categoria', { idtipoNotificacion: 3, idSeller: 2 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.idSeller === 2)).toBe(true);
  });

  it('seller and seller admin list the rows of their own seller, whatever idSeller they send (DECISIONS 28)', async () => {
    for (const [u, own] of [
      ['seller', 1],
      ['selleradmin', 1],
      ['seller2', 2],
    ] as const) {
      for (const tipo of [1, 2, 3]) {
        for (const idSeller of [undefined, 1, 2, 0]) {
          const rows = await detalle(u, {
            idtipoNotificacion: tipo,
            ...(idSeller === undefined ? {} : { idSeller }),
          });
          expect(rows.length, `${u} tipo ${tipo}`).toBeGreaterThan(0);
          expect(
            rows.every((r) => r.idSeller === own),
            `${u} tipo ${tipo} ${idSeller}`,
          ).toBe(true);
        }
      }
      // No cancelled orders nor instalment changes for sellers (000 §2.5).
      for (const tipo of [4, 6]) {
        expect(await detalle(u, { idtipoNotificacion: tipo }), `${u} tipo ${tipo}`).toEqual([]);
      }
    }
  });

  it('for every role the bell counts exactly the rows its tabs list (one query)', async () => {
    const field = {
      1: 'cambiosStock',
      2: 'cambiosPrecios',
      3: 'ordenesNuevas',
      4: 'ordenesAnuladas',
      6: 'modificacionesCuotas',
    } as const;
    for (const u of ['categoria', 'moderador', 'selleradmin', 'seller', 'seller2']) {
      const counts = await total(u);
      let listed = 0;
      for (const tipo of [1, 2, 3, 4, 6] as const) {
        const rows = await detalle(u, { idtipoNotificacion: tipo });
        expect(rows.length, `${u} tipo ${tipo}`).toBe(counts[field[tipo]]);
        listed += rows.length;
      }
      expect(listed, u).toBe(counts.notificaciones);
    }
  });

  it('an unknown notification type or a missing one answers 400', async () => {
    for (const body of [{ idtipoNotificacion: 5 }, {}, { idtipoNotificacion: '1' }]) {
      const res = await post('categoria', '/api/Notificaciones/Detalle', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errores(res);
    }
  });
});

describe('marking read (000 §2.5): per user, only what was delivered to the user', () => {
  it("nothing selected: 400 'Debe seleccionar una notificación'", async () => {
    const res = await marcar('categoria', []);
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual(['Debe seleccionar una notificación']);
  });

  it('marking changes the counts of this user only', async () => {
    const rows = await detalle('categoria', { idtipoNotificacion: 3 });
    const chosen = rows.slice(0, 2).map((r) => r.idMensaje);
    expect(chosen).toHaveLength(2);
    const before = await total('categoria');
    const moderador = await total('moderador');
    const res = await marcar('categoria', chosen);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marcadas: 2 });
    const after = await total('categoria');
    expect(after.ordenesNuevas).toBe(before.ordenesNuevas - 2);
    expect(after.notificaciones).toBe(before.notificaciones - 2);
    const remaining = await detalle('categoria', { idtipoNotificacion: 3 });
    expect(remaining.map((r) => r.idMensaje)).not.toContain(chosen[0]);
    // The moderator received the same notifications and keeps them unread.
    expect(await total('moderador')).toEqual(moderador);
    // Marking them again changes nothing.
    expect((await marcar('categoria', chosen)).body).toEqual({ marcadas: 0 });
  });

  it('a seller marks its own delivered notifications (sent by id)', async () => {
    const { idMensaje } = await stockChange(1);
    const before = await total('seller');
    const res = await marcar('seller', [idMensaje, idMensaje], 2);
    expect(res.body).toEqual({ marcadas: 1 });
    expect((await total('seller')).cambiosStock).toBe(before.cambiosStock - 1);
  });

  it("another seller's notification, or an unknown id: 404 and nothing is marked", async () => {
    const { idMensaje: ofSeller2 } = await stockChange(2);
    const { idMensaje: ofSeller1 } = await stockChange(1);
    const seller = await total('seller');
    const seller2 = await total('seller2');
    const res = await marcar('seller', [ofSeller1, ofSeller2], 2);
    expect(res.status).toBe(404);
    expect(errores(res)).toEqual([
      'No se encontraron las notificaciones seleccionadas. Actualice la lista.',
    ]);
    expect(await total('seller')).toEqual(seller);
    expect(await total('seller2')).toEqual(seller2);
    expect((await marcar('categoria', [2_000_000])).status).toBe(404);
  });

  it('ids out of the contract answer 400', async () => {
    for (const idMensaje of [[0], ['1'], 'todos', [1.5]]) {
      const res = await post('categoria', '/api/Notificaciones/MarcarLeidas', { idMensaje });
      expect(res.status, JSON.stringify(idMensaje)).toBe(400);
      errores(res);
    }
  });
});

describe('settings (/Notificaciones/Ajustes): each user its own; a type arrives only while on', () => {
  const all = (activado: boolean, types = [1, 2, 3, 4, 6]) =>
    types.map((idTipoNotificacion) => ({ idTipoNotificacion, activado }));

  // Each test leaves the demo users' settings on, as the seed does.
  beforeEach(async () => {
    for (const u of ['moderador', 'seller']) {
      await putAjustes(u, { IdUser: ids[u], OpcionesNotificacion: all(true) });
    }
  });

  it('demo users have every setting they may have on; the seller admin has no setting 6', async () => {
    const moderador = await getAjustes('moderador', ids.moderador ?? 0);
    expect(moderador.status).toBe(200);
    expect(moderador.body).toEqual({ opcionesNotificacion: all(true) });
    expect((await getAjustes('seller', ids.seller ?? 0)).body).toEqual({
      opcionesNotificacion: all(true),
    });
    expect((await getAjustes('selleradmin', ids.selleradmin ?? 0)).body).toEqual({
      opcionesNotificacion: all(true, [1, 2, 3, 4]),
    });
  });

  it('a new user has every setting off (the default) and receives nothing', async () => {
    await server.db.query(
      `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario)
       SELECT 'categoria2', 'categoria2@market.local', password_hash, 1
         FROM users WHERE nombre_usuario = 'categoria'`,
    );
    const session = await login(server.baseUrl, 'categoria2');
    tokens.categoria2 = session.token;
    const res = await getAjustes('categoria2', session.userId);
    expect(res.body).toEqual({ opcionesNotificacion: all(false) });
    await stockChange(1);
    expect(await total('categoria2')).toEqual({
      notificaciones: 0,
      cambiosStock: 0,
      cambiosPrecios: 0,
      ordenesNuevas: 0,
      ordenesAnuladas: 0,
      modificacionesCuotas: 0,
    });
  });

  it('round trip: saving some settings answers all of them and GET reads them back', async () => {
    const res = await putAjustes('moderador', {
      IdUser: ids.moderador,
      OpcionesNotificacion: [
        { idTipoNotificacion: 1, activado: false },
        { idTipoNotificacion: 6, activado: false },
      ],
    });
    expect(res.status).toBe(200);
    const expected = {
      opcionesNotificacion: [
        { idTipoNotificacion: 1, activado: false },
        { idTipoNotificacion: 2, activado: true },
        { idTipoNotificacion: 3, activado: true },
        { idTipoNotificacion: 4, activado: true },
        { idTipoNotificacion: 6, activado: false },
      ],
    };
    expect(res.body).toEqual(expected);
    expect((await getAjustes('moderador', ids.moderador ?? 0)).body).toEqual(expected);
  });

  it('a disabled type stops arriving; enabled again, it arrives again', async () => {
    await putAjustes('moderador', {
      IdUser: ids.moderador,
      OpcionesNotificacion: [{ idTipoNotificacion: 1, activado: false }],
    });
    await putAjustes('seller', {
      IdUser: ids.seller,
      OpcionesNotificacion: [{ idTipoNotificacion: 1, activado: false }],
    });
    const moderador = await total('moderador');
    const categoria = await total('categoria');
    const seller = await total('seller');
    const selleradmin = await total('selleradmin');
    const seller2 = await total('seller2');
    const { destinatarios } = await stockChange(1);
    // categoria and moderador2 (staff) and selleradmin (seller 1) have it on; seller2 is of
    // another seller.
    expect(destinatarios).toBe(3);
    expect(await total('moderador')).toEqual(moderador);
    expect(await total('seller')).toEqual(seller);
    expect((await total('categoria')).cambiosStock).toBe(categoria.cambiosStock + 1);
    expect((await total('selleradmin')).cambiosStock).toBe(selleradmin.cambiosStock + 1);
    expect(await total('seller2')).toEqual(seller2);

    await putAjustes('moderador', {
      IdUser: ids.moderador,
      OpcionesNotificacion: [{ idTipoNotificacion: 1, activado: true }],
    });
    await stockChange(1);
    expect((await total('moderador')).cambiosStock).toBe(moderador.cambiosStock + 1);
    expect(await total('seller')).toEqual(seller);
  });

  it('a user reads and changes only its own settings: 403 for another IdUser', async () => {
    const read = await getAjustes('seller', ids.seller2 ?? 0);
    expect(read.status).toBe(403);
    expect(errores(read)).toEqual([
      'Solo puede consultar y modificar sus propios ajustes de notificaciones.',
    ]);
    const write = await putAjustes('moderador', {
      IdUser: ids.seller,
      OpcionesNotificacion: all(false),
    });
    expect(write.status).toBe(403);
    expect((await getAjustes('seller', ids.seller ?? 0)).body).toEqual({
      opcionesNotificacion: all(true),
    });
  });

  it('the seller admin cannot have setting 6: 400 and nothing saved', async () => {
    const res = await putAjustes('selleradmin', {
      IdUser: ids.selleradmin,
      OpcionesNotificacion: [
        { idTipoNotificacion: 1, activado: false },
        { idTipoNotificacion: 6, activado: true },
      ],
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual(['El ajuste 6 no está disponible para su usuario.']);
    expect((await getAjustes('selleradmin', ids.selleradmin ?? 0)).body).toEqual({
      opcionesNotificacion: all(true, [1, 2, 3, 4]),
    });
  });

  it('a type listed twice, an unknown type or a missing field: 400', async () => {
    const twice = await putAjustes('seller', {
      IdUser: ids.seller,
      OpcionesNotificacion: [
        { idTipoNotificacion: 2, activado: true },
        { idTipoNotificacion: 2, activado: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect(errores(twice)).toEqual(['El ajuste 2 figura más de una vez.']);
    for (const body of [
      { IdUser: ids.seller, OpcionesNotificacion: [{ idTipoNotificacion: 5, activado: true }] },
      { IdUser: ids.seller, OpcionesNotificacion: [{ idTipoNotificacion: 1 }] },
      { IdUser: ids.seller, OpcionesNotificacion: [{ idTipoNotificacion: 1, activado: 'si' }] },
      { OpcionesNotificacion: [] },
    ]) {
      const res = await putAjustes('seller', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errores(res);
    }
    for (const q of ['abc', '0', '']) {
      const res = await getAjustes('seller', q);
      expect(res.status, q).toBe(400);
      errores(res);
    }
  });
});

describe('seller scope of marking read (DECISIONS 28)', () => {
  it('a seller cannot mark a cancelled-order notification of its own seller (a type it does not see)', async () => {
    const [cancelled] = await server.db.query<{ id_mensaje: number }>(
      `SELECT n.id_mensaje FROM notificaciones n
         JOIN notificacion_destinatarios d USING (id_mensaje)
         JOIN users u ON u.id_usuario = d.id_usuario
        WHERE n.id_tipo_notificacion = 4 AND n.id_seller = 1 AND u.nombre_usuario = 'seller'
        LIMIT 1`,
    );
    if (!cancelled) throw new Error('the seed has a cancelled-order notification for seller');
    const res = await marcar('seller', [cancelled.id_mensaje]);
    expect(res.status).toBe(404);
    errores(res);
  });
});

describe('images the product serves itself (issue 11)', () => {
  it('every seeded notification and listing image is served by the product', async () => {
    const images = await server.db.query<{ url: string | null }>(
      `SELECT imagen AS url FROM notificaciones
       UNION SELECT imagen_principal FROM publicaciones
       UNION SELECT url_imagen FROM publicacion_imagenes`,
    );
    expect(images.length).toBeGreaterThan(0);
    const urls = images.map((i) => i.url).filter((u): u is string => u !== null);
    expect(urls.filter((u) => !u.startsWith('/Imagen/'))).toEqual([]);
    for (const url of new Set(urls)) {
      const res = await fetch(`${server.baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^image\//);
    }
  });
});

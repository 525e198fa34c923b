// Migration 0029 (issue 37 point 4): the stock and price notifications of a bulk change are
// queued in the change's own transaction and written after it has committed
// (src/server/shared/notify.ts). A rolled-back change queues nothing; a queued change is
// written once, dated when it was made, to the users a notification written at once would
// reach; a delivery that fails writes nothing and leaves the change queued for the next run;
// several processes delivering at once write each change once. The API side (a bulk change's
// notifications arrive with no further call) is tests/api/listings-bulk.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/db.ts';
import {
  deliverQueuedNotifications,
  notify,
  queueListingChanges,
} from '../../src/server/shared/notify.ts';
import { dbKind, openTestDb, type TestDb } from './helpers.ts';

let t: TestDb;
let db: Db;
/** Two listings of one seller, with their SKU market and title. */
let listings: { id: number; seller: number; sku: string | null; titulo: string }[];

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
const queued = () => count('SELECT count(*)::int AS n FROM notificaciones_en_cola');
let mark = 0;
const lastNotification = () =>
  count('SELECT coalesce(max(id_mensaje), 0)::int AS n FROM notificaciones');
const sinceMark = () =>
  db.query<{
    id_mensaje: number;
    id_tipo_notificacion: number;
    id_publicacion: number;
    id_seller: number;
    codigo_producto: string | null;
    titulo: string;
    cambio: string;
    actual: string;
    fecha: Date;
    entregas: number;
  }>(
    `SELECT n.*, (SELECT count(*)::int FROM notificacion_destinatarios d
                   WHERE d.id_mensaje = n.id_mensaje) AS entregas
       FROM notificaciones n WHERE n.id_mensaje > $1 ORDER BY n.id_mensaje`,
    [mark],
  );

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  listings = await db.query<{ id: number; seller: number; sku: string | null; titulo: string }>(
    `SELECT id_publicacion AS id, id_seller AS seller, sku_market AS sku, titulo
       FROM publicaciones WHERE id_seller = 1 ORDER BY id_publicacion LIMIT 2`,
  );
  expect(listings).toHaveLength(2);
});
afterAll(async () => {
  await t.dispose();
});

describe(`the notifications of bulk changes are queued, then written (${dbKind})`, () => {
  it('a committed change is written once, dated when it was made, to the users notify() reaches', async () => {
    const [a, b] = listings;
    if (!a || !b) throw new Error('sin publicaciones');
    // Delivered with no server running: the queue waits for whoever delivers it.
    await deliverQueuedNotifications(db);
    mark = await lastNotification();
    await db.tx(async (q) => {
      await queueListingChanges(q, 1, [
        { idPublicacion: b.id, anterior: 3, actual: 7 },
        { idPublicacion: a.id, anterior: 10, actual: 0 },
      ]);
      await queueListingChanges(q, 2, [{ idPublicacion: a.id, anterior: 150_050, actual: 99 }]);
      await queueListingChanges(q, 2, []);
    });
    expect(await queued()).toBe(2);
    const [{ fecha } = { fecha: new Date(0) }] = await db.query<{ fecha: Date }>(
      'SELECT min(fecha) AS fecha FROM notificaciones_en_cola',
    );
    expect(await sinceMark()).toEqual([]);

    expect(await deliverQueuedNotifications(db)).toBe(2);
    expect(await queued()).toBe(0);
    expect(await deliverQueuedNotifications(db)).toBe(0);

    // One written at once for the same listing, for the deliveries to compare with.
    const now = await db.tx((q) =>
      notify(q, {
        tipo: 1,
        idSeller: a.seller,
        idPublicacion: a.id,
        codigoProducto: a.sku,
        imagen: null,
        titulo: a.titulo,
        stockAnterior: 0,
        stockActual: 1,
      }),
    );
    const rows = await sinceMark();
    expect(
      rows.map((r) => [
        r.id_tipo_notificacion,
        r.id_publicacion,
        r.id_seller,
        r.codigo_producto,
        r.titulo,
        Number(r.cambio),
        Number(r.actual),
      ]),
    ).toEqual([
      // The order of the change within each queued row.
      [1, b.id, b.seller, b.sku, b.titulo, 3, 7],
      [1, a.id, a.seller, a.sku, a.titulo, 10, 0],
      [2, a.id, a.seller, a.sku, a.titulo, 1500.5, 0.99],
      [1, a.id, a.seller, a.sku, a.titulo, 0, 1],
    ]);
    for (const r of rows.slice(0, 3)) expect(new Date(r.fecha)).toEqual(new Date(fecha));
    expect(now.destinatarios).toBeGreaterThan(0);
    for (const r of rows) expect(r.entregas).toBe(now.destinatarios);
  });

  it('a change that rolls back queues nothing', async () => {
    const [a] = listings;
    if (!a) throw new Error('sin publicaciones');
    await expect(
      db.tx(async (q) => {
        await queueListingChanges(q, 1, [{ idPublicacion: a.id, anterior: 1, actual: 2 }]);
        throw new Error('falla a mitad de camino');
      }),
    ).rejects.toThrow('falla a mitad de camino');
    expect(await queued()).toBe(0);
  });

  it('a delivery that fails writes nothing and leaves the change queued for the next run', async () => {
    const [a] = listings;
    if (!a) throw new Error('sin publicaciones');
    mark = await lastNotification();
    await queueListingChanges(db, 1, [{ idPublicacion: a.id, anterior: 4, actual: 5 }]);
    await db.exec(`
      CREATE FUNCTION cola_prueba_falla() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'entrega fallida'; END $$;
      CREATE TRIGGER cola_prueba_falla AFTER INSERT ON notificacion_destinatarios
        FOR EACH STATEMENT EXECUTE FUNCTION cola_prueba_falla();`);
    try {
      await expect(deliverQueuedNotifications(db)).rejects.toThrow('entrega fallida');
      expect(await queued()).toBe(1);
      expect(await sinceMark()).toEqual([]);
    } finally {
      await db.exec(`DROP TRIGGER cola_prueba_falla ON notificacion_destinatarios;
                     DROP FUNCTION cola_prueba_falla();`);
    }
    expect(await deliverQueuedNotifications(db)).toBe(1);
    expect((await sinceMark()).map((r) => [Number(r.cambio), Number(r.actual)])).toEqual([[4, 5]]);
  });

  it('deliveries running at once write each queued change once', async () => {
    const [a, b] = listings;
    if (!a || !b) throw new Error('sin publicaciones');
    mark = await lastNotification();
    for (let i = 0; i < 6; i++) {
      await db.tx((q) =>
        queueListingChanges(q, 1, [
          { idPublicacion: a.id, anterior: i, actual: i + 100 },
          { idPublicacion: b.id, anterior: i, actual: i + 200 },
        ]),
      );
    }
    // On PostgreSQL each call has a connection of its own (the pool): they take rows at once.
    const runs = await Promise.all([1, 2, 3].map(() => deliverQueuedNotifications(db)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(6);
    expect(await queued()).toBe(0);
    const actual = (await sinceMark()).map((r) => Number(r.actual)).sort((x, y) => x - y);
    expect(actual).toEqual([100, 101, 102, 103, 104, 105, 200, 201, 202, 203, 204, 205]);
  });
});

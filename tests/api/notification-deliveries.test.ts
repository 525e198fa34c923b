// Migrations 0025, 0026 and 0028 (issue 37 point 4): a notification's delivery rows keep the rules of
// the two foreign keys they had, checked per statement instead of per row: a delivery names an
// existing user and notification, deleting either deletes its deliveries, and neither's id
// changes nor its table is emptied while deliveries name it. The notifications keep theirs the
// same way: each names an existing seller, and listing or order where it names one, and none of
// those is deleted or changes its id while a notification names it. The audit rows keep their
// user so too (0028). A statement that breaks a rule writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/db.ts';
import { dbKind, openTestDb, type TestDb } from './helpers.ts';

let t: TestDb;
let db: Db;
let idMensaje: number;
let idUsuario: number;

const deliveries = async (where: string, params: unknown[]) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notificacion_destinatarios WHERE ${where}`,
      params,
    )
  )[0]?.n;

async function newUser(name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario)
     VALUES ($1::text, $1::text || '@correo.com.ar', 'x', 1) RETURNING id_usuario AS id`,
    [name],
  );
  return row?.id ?? 0;
}

async function newNotification(): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_publicacion, titulo, cambio,
                                 actual)
     SELECT 1, id_seller, id_publicacion, titulo, 1, 2 FROM publicaciones
      ORDER BY id_publicacion LIMIT 1
     RETURNING id_mensaje AS id`,
  );
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  idUsuario = await newUser('entregas_prueba');
  idMensaje = await newNotification();
});
afterAll(async () => {
  await t.dispose();
});

describe(`notification deliveries keep their references (${dbKind})`, () => {
  it('a statement whose deliveries name a missing user or notification fails whole (23503)', async () => {
    const before = await deliveries('id_mensaje = $1', [idMensaje]);
    await expect(
      db.query(
        `INSERT INTO notificacion_destinatarios (id_usuario, id_mensaje)
         VALUES ($1, $2), (999999, $2)`,
        [idUsuario, idMensaje],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.query(
        `INSERT INTO notificacion_destinatarios (id_usuario, id_mensaje)
         VALUES ($1, $2), ($1, 999999)`,
        [idUsuario, idMensaje],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await deliveries('id_mensaje = $1', [idMensaje])).toBe(before);
  });

  it('a delivery moved to a missing user or notification fails; marking read does not check', async () => {
    await db.query(
      'INSERT INTO notificacion_destinatarios (id_usuario, id_mensaje) VALUES ($1, $2)',
      [idUsuario, idMensaje],
    );
    await expect(
      db.query('UPDATE notificacion_destinatarios SET id_usuario = 999999 WHERE id_mensaje = $1', [
        idMensaje,
      ]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.query('UPDATE notificacion_destinatarios SET id_mensaje = 999999 WHERE id_usuario = $1', [
        idUsuario,
      ]),
    ).rejects.toMatchObject({ code: '23503' });
    await db.query('UPDATE notificacion_destinatarios SET leida_en = now() WHERE id_usuario = $1', [
      idUsuario,
    ]);
    expect(await deliveries('id_usuario = $1 AND leida_en IS NOT NULL', [idUsuario])).toBe(1);
  });

  it('the id of a user or notification that deliveries name does not change', async () => {
    await expect(
      db.query('UPDATE users SET id_usuario = 999998 WHERE id_usuario = $1', [idUsuario]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.query('UPDATE notificaciones SET id_mensaje = 999998 WHERE id_mensaje = $1', [idMensaje]),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('emptying notifications while deliveries name them is refused', async () => {
    await expect(db.query('TRUNCATE notificaciones')).rejects.toThrow(/deliveries/);
    expect(await deliveries('true', [])).toBeGreaterThan(0);
  });

  it('deleting a notification or a user deletes its deliveries', async () => {
    const other = await newNotification();
    const otherUser = await newUser('entregas_prueba_2');
    await db.query(
      `INSERT INTO notificacion_destinatarios (id_usuario, id_mensaje)
       VALUES ($1, $3), ($2, $3), ($2, $4)`,
      [idUsuario, otherUser, other, idMensaje],
    );
    await db.query('DELETE FROM notificaciones WHERE id_mensaje = $1', [other]);
    expect(await deliveries('id_mensaje = $1', [other])).toBe(0);
    expect(await deliveries('id_usuario = $1', [otherUser])).toBe(1);
    await db.query('DELETE FROM users WHERE id_usuario = $1', [otherUser]);
    expect(await deliveries('id_usuario = $1', [otherUser])).toBe(0);
    expect(await deliveries('id_mensaje = $1', [idMensaje])).toBe(1);
  });
});

describe(`notifications keep their references to sellers, listings and orders (${dbKind})`, () => {
  const notifications = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notificaciones'))[0]?.n;

  async function newSeller(name: string): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO sellers (razon_social) VALUES ($1) RETURNING id_seller AS id',
      [name],
    );
    return row?.id ?? 0;
  }

  async function newOrder(idSeller: number): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO ordenes (id_seller, estado, estado_pago, monto_venta, monto_comision,
                            cliente_nombre, cliente_apellido)
       VALUES ($1, 1, 'aprobado', 100, 10, 'Prueba', 'Referencias')
       RETURNING id_orden AS id`,
      [idSeller],
    );
    return row?.id ?? 0;
  }

  const listing = async () =>
    (
      await db.query<{ id: number; seller: number }>(
        'SELECT id_publicacion AS id, id_seller AS seller FROM publicaciones ORDER BY 1 LIMIT 1',
      )
    )[0] ?? { id: 0, seller: 0 };

  it('a statement whose notifications name a missing seller, listing or order fails whole (23503)', async () => {
    const before = await notifications();
    const { id, seller } = await listing();
    for (const [idSeller, idPublicacion] of [
      [999999, id],
      [seller, 999999],
    ]) {
      await expect(
        db.query(
          `INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_publicacion, titulo)
           VALUES (1, $1, $2, 'buena'), (1, $3, $4, 'mala')`,
          [seller, id, idSeller, idPublicacion],
        ),
      ).rejects.toMatchObject({ code: '23503' });
    }
    await expect(
      db.query(
        `INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_orden, titulo)
         VALUES (3, $1, 999999, 'mala')`,
        [seller],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await notifications()).toBe(before);
  });

  it('a notification moved to a missing seller, listing or order fails; other changes do not check', async () => {
    const { id } = await listing();
    for (const set of ['id_seller = 999999', 'id_publicacion = 999999']) {
      await expect(
        db.query(`UPDATE notificaciones SET ${set} WHERE id_mensaje = $1`, [idMensaje]),
      ).rejects.toMatchObject({ code: '23503' });
    }
    await db.query("UPDATE notificaciones SET titulo = 'otro título' WHERE id_mensaje = $1", [
      idMensaje,
    ]);
    const [row] = await db.query<{ id_publicacion: number; titulo: string }>(
      'SELECT id_publicacion, titulo FROM notificaciones WHERE id_mensaje = $1',
      [idMensaje],
    );
    expect(row).toEqual({ id_publicacion: id, titulo: 'otro título' });
  });

  it('a seller, listing or order that notifications name is not deleted and keeps its id', async () => {
    const { id } = await listing();
    const idSeller = await newSeller('Referencias S.A.');
    const idOrden = await newOrder(idSeller);
    const [nueva] = await db.query<{ id: number }>(
      `INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_orden, id_publicacion, titulo)
       VALUES (3, $1, $2, NULL, 'orden nueva'), (1, $1, NULL, $3, 'publicación')
       RETURNING id_mensaje AS id`,
      [idSeller, idOrden, id],
    );
    // Only notifications name the new order: the refusal is theirs.
    await expect(db.query('DELETE FROM ordenes WHERE id_orden = $1', [idOrden])).rejects.toThrow(
      /notificaciones/,
    );
    await expect(
      db.query('UPDATE ordenes SET id_orden = 999997 WHERE id_orden = $1', [idOrden]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.query('UPDATE publicaciones SET id_publicacion = 999997 WHERE id_publicacion = $1', [id]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.query('DELETE FROM publicaciones WHERE id_publicacion = $1', [id]),
    ).rejects.toMatchObject({
      code: '23503',
    });
    // Once no notification names them, the order and the seller go.
    await db.query('DELETE FROM notificaciones WHERE id_seller = $1', [idSeller]);
    await db.query('DELETE FROM ordenes WHERE id_orden = $1', [idOrden]);
    await db.query('DELETE FROM sellers WHERE id_seller = $1', [idSeller]);
    expect(nueva?.id).toBeGreaterThan(0);
  });

  it('a seller that only notifications name is not deleted', async () => {
    const { id } = await listing();
    const idSeller = await newSeller('Solo Notificada S.R.L.');
    await db.query(
      `INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_publicacion, titulo)
       VALUES (2, $1, $2, 'precio')`,
      [idSeller, id],
    );
    await expect(db.query('DELETE FROM sellers WHERE id_seller = $1', [idSeller])).rejects.toThrow(
      /notificaciones/,
    );
    await expect(
      db.query('UPDATE sellers SET id_seller = 999996 WHERE id_seller = $1', [idSeller]),
    ).rejects.toMatchObject({ code: '23503' });
  });
});

describe(`audit rows keep their reference to the user (migration 0028, ${dbKind})`, () => {
  const auditRows = async (where: string, params: unknown[]) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit WHERE entidad = 'prueba_0028' AND ${where}`,
        params,
      )
    )[0]?.n;

  it('a statement whose audit rows name a missing user fails whole (23503); no user is fine', async () => {
    const auditor = await newUser('auditoria_prueba');
    await expect(
      db.query(
        `INSERT INTO audit (entidad, id_entidad, evento, id_usuario)
         VALUES ('prueba_0028', '1', 'ALTA', $1), ('prueba_0028', '2', 'ALTA', 999999)`,
        [auditor],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await auditRows('true', [])).toBe(0);
    await db.query(
      `INSERT INTO audit (entidad, id_entidad, evento, id_usuario)
       VALUES ('prueba_0028', '1', 'ALTA', $1), ('prueba_0028', '2', 'ALTA', NULL)`,
      [auditor],
    );
    expect(await auditRows('true', [])).toBe(2);
    await expect(
      db.query(
        "UPDATE audit SET id_usuario = 999999 WHERE entidad = 'prueba_0028' AND id_entidad = '1'",
      ),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await auditRows('id_usuario = $1', [auditor])).toBe(1);
  });

  it('a user that audit rows name is not deleted and keeps its id; the users are not emptied', async () => {
    const auditor = await newUser('auditoria_prueba_2');
    await db.query(
      `INSERT INTO audit (entidad, id_entidad, evento, id_usuario)
       VALUES ('prueba_0028', '3', 'ALTA', $1)`,
      [auditor],
    );
    await expect(db.query('DELETE FROM users WHERE id_usuario = $1', [auditor])).rejects.toThrow(
      /audit/,
    );
    await expect(
      db.query('UPDATE users SET id_usuario = 999995 WHERE id_usuario = $1', [auditor]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(db.query('TRUNCATE users CASCADE')).rejects.toThrow(/audit/);
    expect(await auditRows('id_usuario = $1', [auditor])).toBe(1);
    // Once no audit row names the user, it goes.
    await db.query("DELETE FROM audit WHERE entidad = 'prueba_0028' AND id_usuario = $1", [
      auditor,
    ]);
    await db.query('DELETE FROM users WHERE id_usuario = $1', [auditor]);
  });
});

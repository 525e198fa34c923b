// Migration 0025 (issue 37 point 4): a notification's delivery rows keep the rules of the two
// foreign keys they had, checked per statement instead of per row: a delivery names an existing
// user and notification, deleting either deletes its deliveries, and neither's id changes nor
// its table is emptied while deliveries name it. A statement that breaks a rule writes nothing.
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

// The users' table as the users area reads and changes it (001 §2.4).
import type { Queryable } from '../db/db.ts';

export interface UsuarioRow {
  id_usuario: number;
  nombre_usuario: string;
  email: string;
  id_seller: number | null;
  activo: boolean;
  solo_lectura: boolean;
  tipo_usuario: number;
  perfil: number[];
  fecha_alta: Date | string;
  fecha_ultimo_login: Date | string | null;
  debe_renovar: boolean;
  token: string | null;
}

const COLUMNS = `id_usuario, nombre_usuario, email, id_seller, activo, solo_lectura, tipo_usuario,
            perfil, fecha_alta, fecha_ultimo_login, debe_renovar, token`;

export async function loadUser(q: Queryable, id: number): Promise<UsuarioRow | undefined> {
  const rows = await q.query<UsuarioRow>(`SELECT ${COLUMNS} FROM users WHERE id_usuario = $1`, [
    id,
  ]);
  return rows[0];
}

/** The user locked for a change (two saves sent at once are applied one after the other). */
export async function lockUser(q: Queryable, id: number): Promise<UsuarioRow | undefined> {
  const rows = await q.query<UsuarioRow>(
    `SELECT ${COLUMNS} FROM users WHERE id_usuario = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** The new password (its hash) replaces the old and any temporary one; no renewal is due. */
export async function savePassword(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q.query(
    `UPDATE users SET password_hash = $2, debe_renovar = false,
            temp_password_hash = NULL, temp_password_expira = NULL
      WHERE id_usuario = $1`,
    [id, passwordHash],
  );
}

export interface UserListRow {
  id_usuario: number;
  nombre_usuario: string;
  email: string;
  tipo_usuario: number;
  activo: boolean;
  id_seller: number | null;
  total: number;
}

/** One page of the list, ordered by user name; `idSeller` null: every user. */
export async function listUsers(
  q: Queryable,
  filter: {
    idSeller: number | null;
    /** Only these types; null: every type. */
    tipos: readonly number[] | null;
    nombre: string;
    offset: number;
    limit: number;
  },
): Promise<UserListRow[]> {
  return q.query<UserListRow>(
    `SELECT id_usuario, nombre_usuario, email, tipo_usuario, activo, id_seller,
            count(*) OVER ()::int AS total
       FROM users
      WHERE ($1::int IS NULL OR id_seller = $1)
        AND ($2 = '' OR strpos(lower(nombre_usuario), lower($2)) > 0)
        AND ($5::int[] IS NULL OR tipo_usuario = ANY($5))
      ORDER BY lower(nombre_usuario), id_usuario
      LIMIT $3 OFFSET $4`,
    [
      filter.idSeller,
      filter.nombre,
      filter.limit,
      filter.offset,
      filter.tipos === null ? null : [...filter.tipos],
    ],
  );
}

export async function nameTaken(
  q: Queryable,
  nombre: string,
  except: number | null,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM users WHERE lower(nombre_usuario) = lower($1) AND ($2::int IS NULL OR id_usuario <> $2)`,
    [nombre, except],
  );
  return rows.length > 0;
}

export async function insertUser(
  q: Queryable,
  u: {
    nombre: string;
    email: string;
    passwordHash: string;
    tipo: number;
    idSeller: number | null;
    idProveedor: number | null;
  },
): Promise<number> {
  const rows = await q.query<{ id_usuario: number }>(
    `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller, id_proveedor)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id_usuario`,
    [u.nombre, u.email, u.passwordHash, u.tipo, u.idSeller, u.idProveedor],
  );
  const id = rows[0]?.id_usuario;
  if (id === undefined) throw new Error('the user was not created');
  return id;
}

export async function updateUser(
  q: Queryable,
  id: number,
  u: { nombre: string; email: string; tipo: number; perfil: readonly number[] },
): Promise<void> {
  await q.query(
    `UPDATE users SET nombre_usuario = $2, email = $3, tipo_usuario = $4, perfil = $5
      WHERE id_usuario = $1`,
    [id, u.nombre, u.email, u.tipo, [...u.perfil]],
  );
}

export async function setActive(q: Queryable, id: number, activo: boolean): Promise<void> {
  await q.query('UPDATE users SET activo = $2 WHERE id_usuario = $1', [id, activo]);
}

export async function sellerExists(q: Queryable, idSeller: number): Promise<boolean> {
  // A deleted seller (DELETE /api/Seller) gets no new users.
  const rows = await q.query(
    'SELECT 1 FROM sellers WHERE id_seller = $1 AND NOT coalesce(eliminado, false)',
    [idSeller],
  );
  return rows.length > 0;
}

// The session area's reads and writes: users by name or e-mail, the login and the temporary
// password, and the attempts counted to slow down guessing (000 §2.2).
import type { Queryable } from '../db/db.ts';

/** How many attempts of this kind the subject made in the last `minutes`. */
export async function recentAttempts(
  q: Queryable,
  kind: string,
  subject: string,
  minutes: number,
): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auth_attempts
      WHERE kind = $1 AND subject = $2 AND at > now() - make_interval(mins => $3)`,
    [kind, subject, minutes],
  );
  return rows[0]?.n ?? 0;
}

/** Records an attempt (and forgets those older than a day). */
export async function recordAttempt(q: Queryable, kind: string, subject: string): Promise<void> {
  await q.query(`DELETE FROM auth_attempts WHERE at < now() - interval '1 day'`);
  await q.query('INSERT INTO auth_attempts (kind, subject) VALUES ($1, $2)', [kind, subject]);
}

export async function clearAttempts(q: Queryable, kind: string, subject: string): Promise<void> {
  await q.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2', [kind, subject]);
}

export interface UserRow {
  id_usuario: number;
  nombre_usuario: string;
  email: string;
  password_hash: string;
  tipo_usuario: number;
  id_seller: number | null;
  activo: boolean;
  perfil: number[];
  debe_renovar: boolean;
  temp_password_hash: string | null;
  temp_vigente: boolean;
}

/** The user whose name is `subject` (lower case), with what the login checks. */
export async function userByName(q: Queryable, subject: string): Promise<UserRow | undefined> {
  const rows = await q.query<UserRow>(
    `SELECT id_usuario, nombre_usuario, email, password_hash, tipo_usuario, id_seller, activo,
            perfil, debe_renovar, temp_password_hash,
            coalesce(temp_password_expira > now(), false) AS temp_vigente
       FROM users WHERE lower(nombre_usuario) = $1`,
    [subject],
  );
  return rows[0];
}

export async function recordLogin(q: Queryable, idUsuario: number): Promise<void> {
  await q.query('UPDATE users SET fecha_ultimo_login = now() WHERE id_usuario = $1', [idUsuario]);
}

/** The active users of an e-mail (lower case), of one type or (0) any. */
export function activeUsersByEmail(q: Queryable, email: string, idTipo: number) {
  return q.query<{ id_usuario: number; nombre_usuario: string; email: string }>(
    `SELECT id_usuario, nombre_usuario, email FROM users
      WHERE lower(email) = $1 AND activo AND ($2 = 0 OR tipo_usuario = $2)`,
    [email, idTipo],
  );
}

/** A temporary password (its hash) that works for `hours`. */
export async function saveTemporaryPassword(
  q: Queryable,
  idUsuario: number,
  passwordHash: string,
  hours: number,
): Promise<void> {
  await q.query(
    `UPDATE users SET temp_password_hash = $2,
            temp_password_expira = now() + make_interval(hours => $3)
      WHERE id_usuario = $1`,
    [idUsuario, passwordHash, hours],
  );
}

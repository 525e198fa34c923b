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
}

export async function loadUser(q: Queryable, id: number): Promise<UsuarioRow | undefined> {
  const rows = await q.query<UsuarioRow>(
    `SELECT id_usuario, nombre_usuario, email, id_seller, activo, solo_lectura, tipo_usuario,
            perfil, fecha_alta, fecha_ultimo_login, debe_renovar
       FROM users WHERE id_usuario = $1`,
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

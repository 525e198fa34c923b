// Bearer sessions (DECISIONS 11): an opaque random token; the database keeps only its hash,
// with an expiry, and logout revokes it.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import type { Session } from '../http/contract.ts';
import { isTipoUsuario } from '../../domain/roles.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  q: Queryable,
  userId: number,
  tipoUsuario: number,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO sessions (token_hash, id_usuario, tipo_usuario, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, tipoUsuario, ttlMs / 1000],
  );
  return token;
}

/** The live session of a bearer token, or null when missing, expired, revoked or inactive. */
export async function findSession(
  db: Db,
  authorization: string | undefined,
): Promise<Session | null> {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const rows = await db.query<{
    id: string;
    id_usuario: number;
    tipo_usuario: number;
    id_seller: number | null;
    perfil: number[] | null;
  }>(
    `SELECT s.id::text AS id, s.id_usuario, s.tipo_usuario, u.id_seller, u.perfil
       FROM sessions s JOIN users u USING (id_usuario)
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.activo`,
    [hashToken(match[1])],
  );
  const row = rows[0];
  if (!row || !isTipoUsuario(row.tipo_usuario)) return null;
  return {
    sessionId: row.id,
    userId: row.id_usuario,
    tipoUsuario: row.tipo_usuario,
    idSeller: row.id_seller,
    hiddenItemsIds: row.perfil ?? [],
  };
}

export async function revokeSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

export async function revokeUserSessions(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE id_usuario = $1 AND revoked_at IS NULL',
    [userId],
  );
}

// Bearer sessions (DECISIONS 11): an opaque random token; the database keeps only its hash,
// with an expiry, and logout revokes it.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import type { Session } from '../http/contract.ts';
import { isTipoUsuario } from '../../domain/roles.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  token: string;
  /** When the token stops working (SESSION_TTL_HOURS after the login), ISO 8601. */
  expiresAt: string;
}

export async function createSession(
  q: Queryable,
  userId: number,
  tipoUsuario: number,
  ttlMs: number,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const rows = await q.query<{ expires_at: Date | string }>(
    `INSERT INTO sessions (token_hash, id_usuario, tipo_usuario, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     RETURNING expires_at`,
    [hashToken(token), userId, tipoUsuario, ttlMs / 1000],
  );
  const expiresAt = rows[0]?.expires_at;
  if (expiresAt === undefined) throw new Error('the session was not created');
  return { token, expiresAt: new Date(expiresAt).toISOString() };
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

/**
 * Issue 13: a password change ends the user's sessions (a session opened elsewhere with the old
 * password must not outlive it). `keep` is the session that made the change when it may go on;
 * the password-renewal session may not (001 §4: saving logs out), so it passes none. Run it in
 * the transaction that changes the password.
 */
export async function revokeUserSessions(
  q: Queryable,
  userId: number,
  keep: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE id_usuario = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2::bigint)`,
    [userId, keep],
  );
}

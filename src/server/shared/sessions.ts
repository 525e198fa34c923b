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

const bearer = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

interface Found {
  session: Session;
  /** What is left of it, in the database's clock, when it was read (ms). */
  remainingMs: number;
}

/** The live session of a token's hash, read from the database (no memory). */
async function readSession(db: Db, tokenHash: string): Promise<Found | null> {
  const rows = await db.query<{
    id: string;
    id_usuario: number;
    tipo_usuario: number;
    id_seller: number | null;
    perfil: number[] | null;
    restante_ms: number;
  }>(
    `SELECT s.id::text AS id, s.id_usuario, s.tipo_usuario, u.id_seller, u.perfil,
            (extract(epoch FROM s.expires_at - now()) * 1000)::float8 AS restante_ms
       FROM sessions s JOIN users u USING (id_usuario)
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.activo`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row || !isTipoUsuario(row.tipo_usuario)) return null;
  return {
    session: {
      sessionId: row.id,
      userId: row.id_usuario,
      tipoUsuario: row.tipo_usuario,
      idSeller: row.id_seller,
      hiddenItemsIds: row.perfil ?? [],
    },
    remainingMs: row.restante_ms,
  };
}

/** The live session of a bearer token, or null when missing, expired, revoked or inactive. */
export async function findSession(
  db: Db,
  authorization: string | undefined,
): Promise<Session | null> {
  const match = bearer.exec(authorization ?? '');
  if (!match?.[1]) return null;
  return (await readSession(db, hashToken(match[1])))?.session ?? null;
}

export interface SessionLookup {
  /** As findSession, from memory when this process has read the token's session before. */
  find(authorization: string | undefined): Promise<Session | null>;
  /** Stops listening; later calls read the database each time. */
  close(): Promise<void>;
}

/** The channel of migration 0024's triggers: `s<id>` a session, `u<id>` a user, `*` all. */
const CHANNEL = 'sesiones';

/**
 * The sessions this process has found, kept in memory so that a call costs no round trip to
 * the database to find its own (the session lookup was one of every call's two). Kept only
 * while the database's notifications are heard: migration 0024 announces, from the writing
 * transaction, every change that may end a session or change what it may do (a logout, a
 * revoked session, a password change, a user paused or edited, a seller deactivated), and
 * every process forgets it on hearing it; when the listening connection is lost, all is
 * forgotten and every call reads the database until it hears again. The expiry is not moved:
 * a session kept is given up at its expiry (as read against the database's clock, a round trip
 * early at most), and then read again.
 */
export async function createSessionLookup(
  db: Db,
  options: { maxEntries?: number } = {},
): Promise<SessionLookup> {
  const maxEntries = options.maxEntries ?? 10_000;
  const kept = new Map<string, { session: Session; until: number }>();
  let hearing = false;
  // Any change heard (or a connection lost) while a session was being read: what was read may
  // be older than the change, so it is not kept.
  let changes = 0;
  const forget = (payload: string) => {
    changes += 1;
    if (payload === '*') {
      kept.clear();
      return;
    }
    const id = payload.slice(1);
    const kind = payload[0];
    for (const [key, entry] of kept) {
      if (
        (kind === 's' && entry.session.sessionId === id) ||
        (kind === 'u' && String(entry.session.userId) === id)
      ) {
        kept.delete(key);
      }
    }
  };
  const stop = await db.listen(CHANNEL, {
    message: forget,
    live(now) {
      hearing = now;
      forget('*');
    },
  });
  return {
    async find(authorization) {
      const match = bearer.exec(authorization ?? '');
      if (!match?.[1]) return null;
      const key = hashToken(match[1]);
      const entry = kept.get(key);
      const started = performance.now();
      if (entry) {
        if (started < entry.until) return { ...entry.session };
        kept.delete(key);
      }
      const before = changes;
      const found = await readSession(db, key);
      if (!found) return null;
      if (hearing && changes === before) {
        if (kept.size >= maxEntries) {
          const oldest = kept.keys().next();
          if (!oldest.done) kept.delete(oldest.value);
        }
        kept.set(key, {
          session: Object.freeze({
            ...found.session,
            hiddenItemsIds: Object.freeze([...found.session.hiddenItemsIds]),
          }),
          until: started + found.remainingMs,
        });
      }
      return { ...found.session };
    },
    close: stop,
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

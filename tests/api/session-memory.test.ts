// DECISIONS 11: a session is found without a database round trip once this process has read it
// (src/server/shared/sessions.ts), and yet whatever ends it ends it at once: a logout, a revoked
// session, a password change, a user paused, a write made straight to the database. Its expiry
// is the one stored, never moved. (Across two processes on PostgreSQL: tests/api/process.test.ts.)
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  errores,
  login,
  startServer,
  type LoginResponse,
  type TestServer,
} from './helpers.ts';

const SESSION_EXPIRED = 'La sesión expiró. Ingrese nuevamente.';
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

describe('sessions kept in memory (DECISIONS 11)', () => {
  let server: TestServer & { counted: () => number };
  let baseUrl: string;
  beforeAll(async () => {
    // The session lookups that reach the database are counted.
    server = await startServer({ counting: /FROM sessions s JOIN users u/ });
    baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await server.close();
  });
  const lookups = () => server.counted();

  const me = (s: LoginResponse) => `/api/Usuarios/Obtener?idUsuario=${String(s.userId)}`;
  const status = async (s: LoginResponse) =>
    (await call(baseUrl, 'GET', me(s), { token: s.token })).status;
  /** Answers 401 with the session's message. */
  async function refused(s: LoginResponse) {
    const res = await call(baseUrl, 'GET', me(s), { token: s.token });
    expect(res.status).toBe(401);
    expect(errores(res)).toEqual([SESSION_EXPIRED]);
  }

  it('a session read once is not looked up in the database again', async () => {
    const s = await login(baseUrl, 'lectura');
    expect(await status(s)).toBe(200);
    const before = lookups();
    for (let i = 0; i < 5; i++) expect(await status(s)).toBe(200);
    expect(lookups()).toBe(before);
  });

  it('a kept session that logs out is refused at once; another session of the same user goes on', async () => {
    const s = await login(baseUrl, 'categoria');
    const other = await login(baseUrl, 'categoria');
    expect(await status(s)).toBe(200);
    expect(await status(other)).toBe(200);
    const out = await call(baseUrl, 'POST', '/api/account/logout', { token: s.token });
    expect(out.status).toBe(204);
    await refused(s);
    expect(await status(other)).toBe(200);
  });

  it('a kept session revoked by a write straight to the database is refused at once', async () => {
    const s = await login(baseUrl, 'contable');
    expect(await status(s)).toBe(200);
    await server.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [
      tokenHash(s.token),
    ]);
    await refused(s);
  });

  it("a user paused by the administrator: the user's kept sessions are refused at once", async () => {
    const mod = await login(baseUrl, 'moderador');
    const victim = await login(baseUrl, 'seller2');
    expect(await status(victim)).toBe(200);
    const paused = await call(baseUrl, 'POST', '/api/Usuarios/CambiarEstado', {
      token: mod.token,
      json: { idUsuario: victim.userId, activar: false, pausar: true },
    });
    expect(paused.status).toBe(200);
    await refused(victim);
    const back = await call(baseUrl, 'POST', '/api/Usuarios/CambiarEstado', {
      token: mod.token,
      json: { idUsuario: victim.userId, activar: true, pausar: false },
    });
    expect(back.status).toBe(200);
    // Activated again, the revoked session stays revoked.
    await refused(victim);
  });

  it('a user made inactive straight in the database: its kept session is refused at once', async () => {
    const s = await login(baseUrl, 'proveedor');
    expect(await status(s)).toBe(200);
    await server.db.query('UPDATE users SET activo = false WHERE id_usuario = $1', [s.userId]);
    await refused(s);
    await server.db.query('UPDATE users SET activo = true WHERE id_usuario = $1', [s.userId]);
    // The session itself was not revoked: active again, the user's session works again.
    expect(await status(s)).toBe(200);
  });

  it("a password change ends the user's other kept sessions at once, and keeps the one that made it", async () => {
    const self = await login(baseUrl, 'selleradmin');
    const elsewhere = await login(baseUrl, 'selleradmin');
    expect(await status(self)).toBe(200);
    expect(await status(elsewhere)).toBe(200);
    const saved = await call(baseUrl, 'PUT', '/api/Usuarios/Actualizar', {
      token: self.token,
      json: { idUsuario: self.userId, password: 'Nueva#2026x' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await refused(elsewhere);
    expect(await status(self)).toBe(200);
  });

  it('a kept session ends at its stored expiry, without any write and without moving it', async () => {
    const s = await login(baseUrl, 'seller');
    await server.db.query(
      `UPDATE sessions SET expires_at = now() + interval '2 seconds' WHERE token_hash = $1`,
      [tokenHash(s.token)],
    );
    expect(await status(s)).toBe(200);
    const before = lookups();
    // Kept: it answers from memory until its end, then it is refused.
    await expect.poll(() => status(s), { timeout: 30_000, interval: 100 }).toBe(401);
    await refused(s);
    const [row] = await server.db.query<{ ended: boolean }>(
      'SELECT expires_at <= now() AS ended FROM sessions WHERE token_hash = $1',
      [tokenHash(s.token)],
    );
    expect(row?.ended).toBe(true);
    // Given up at its end and read again (then refused by the database), not before.
    expect(lookups()).toBeGreaterThan(before);
  });
});

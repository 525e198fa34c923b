// 000 §2.2 and §7 (Session), DECISIONS 11-14: login with a self-hosted challenge, logout,
// bearer tokens and the temporary password, over HTTP against a real database.
import { createHash } from 'node:crypto';
import { createChallenge, solveChallenge as solvePow, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mail, type Mailer } from '../../src/server/mail/mailer.ts';
import { demoUsers } from '../../src/server/db/seed/platform.ts';
import {
  DEMO_PASSWORD,
  call,
  emlText,
  encodeSolution,
  errores,
  login,
  loginRequest,
  outbox,
  solveChallenge,
  startServer,
  testAltcha,
  type TestServer,
} from './helpers.ts';

const CAPTCHA_EXPIRED = 'Codigo ReCaptcha expirado. Intente nuevamente';
const SESSION_EXPIRED = 'La sesión expiró. Ingrese nuevamente.';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';

async function userId(server: TestServer, usuario: string): Promise<number> {
  const rows = await server.db.query<{ id_usuario: number }>(
    'SELECT id_usuario FROM users WHERE nombre_usuario = $1',
    [usuario],
  );
  const id = rows[0]?.id_usuario;
  if (id === undefined) throw new Error(`no existe ${usuario}`);
  return id;
}

describe('login (000 §2.2)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(demoUsers.map((u) => [u.usuario, u] as const))(
    'demo user %s logs in with its tipoUsuario, idSeller, userId and hiddenItemsIds (DECISIONS 14)',
    async (usuario, demo) => {
      const session = await login(server.baseUrl, usuario, DEMO_PASSWORD);
      // A user that must renew its password gets a session of tipoUsuario 5 (DECISIONS 13).
      const expectedTipo = 'debeRenovar' in demo ? 5 : demo.tipo;
      expect(session).toEqual({
        token: expect.any(String) as unknown,
        idSeller: demo.idSeller,
        nombre: usuario,
        tipoUsuario: expectedTipo,
        userId: await userId(server, usuario),
        hiddenItemsIds: 'hiddenItemsIds' in demo ? demo.hiddenItemsIds : [],
        fechaExpiracion: expect.any(String) as unknown,
      });
    },
  );

  it('the user name is matched without regard to case and surrounding spaces', async () => {
    const session = await login(server.baseUrl, '  Seller2 ', DEMO_PASSWORD);
    expect(session.nombre).toBe('seller2');
    expect(session.idSeller).toBe(2);
  });

  it('the token is opaque and random; the database keeps only its hash (DECISIONS 11)', async () => {
    const a = await login(server.baseUrl, 'contable');
    const b = await login(server.baseUrl, 'contable');
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(40);
    const plain = await server.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [a.token]);
    expect(plain).toHaveLength(0);
    const hashed = await server.db.query<{ expires_at: Date | string }>(
      'SELECT expires_at FROM sessions WHERE token_hash = $1',
      [createHash('sha256').update(a.token).digest('hex')],
    );
    expect(hashed).toHaveLength(1);
    // The session has an expiry in the future (12 hours by default).
    const expires = new Date(hashed[0]?.expires_at ?? 0).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 11 * 3600_000);
  });

  it("a wrong password answers 401 'Usuario o contraseña incorrectos'", async () => {
    const res = await loginRequest(server.baseUrl, 'moderador', 'Otra#2026ok');
    expect(res.status).toBe(401);
    expect(errores(res)).toEqual([BAD_CREDENTIALS]);
  });

  it('an unknown user answers the same 401 as a wrong password (no user enumeration)', async () => {
    const res = await loginRequest(server.baseUrl, 'nadie', DEMO_PASSWORD);
    expect(res.status).toBe(401);
    expect(errores(res)).toEqual([BAD_CREDENTIALS]);
  });

  it('a login without the TokenReCaptcha field answers 400 with errores', async () => {
    const res = await call(server.baseUrl, 'POST', '/api/account/login', {
      json: { Usuario: 'seller', Password: DEMO_PASSWORD, SolveReCaptcha: true },
    });
    expect(res.status).toBe(400);
    expect(errores(res).join(' ')).toContain('TokenReCaptcha');
  });

  it(`an empty TokenReCaptcha answers 400 '${CAPTCHA_EXPIRED}'`, async () => {
    const res = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      TokenReCaptcha: '',
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([CAPTCHA_EXPIRED]);
    const blank = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      TokenReCaptcha: '   ',
    });
    expect(blank.status).toBe(400);
    expect(errores(blank)).toEqual([CAPTCHA_EXPIRED]);
  });

  it(`SolveReCaptcha false answers 400 '${CAPTCHA_EXPIRED}' even with a solved challenge`, async () => {
    const res = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      SolveReCaptcha: false,
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([CAPTCHA_EXPIRED]);
  });

  it('a solved challenge is accepted once: replaying it answers 400 (DECISIONS 12)', async () => {
    const token = await solveChallenge(server.baseUrl);
    const first = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      TokenReCaptcha: token,
    });
    expect(first.status).toBe(200);
    const replay = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      TokenReCaptcha: token,
    });
    expect(replay.status).toBe(400);
    expect(errores(replay)).toEqual([CAPTCHA_EXPIRED]);
  });

  it('a failed login spends the solution too: it cannot be retried with another password', async () => {
    const token = await solveChallenge(server.baseUrl);
    const wrong = await loginRequest(server.baseUrl, 'selleradmin', 'Mala#2026ok', {
      TokenReCaptcha: token,
    });
    expect(wrong.status).toBe(401);
    const retry = await loginRequest(server.baseUrl, 'selleradmin', DEMO_PASSWORD, {
      TokenReCaptcha: token,
    });
    expect(retry.status).toBe(400);
    expect(errores(retry)).toEqual([CAPTCHA_EXPIRED]);
  });

  it('two logins racing with the same solution: exactly one is accepted', async () => {
    const token = await solveChallenge(server.baseUrl);
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        loginRequest(server.baseUrl, 'proveedor', DEMO_PASSWORD, { TokenReCaptcha: token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it.each([
    ['not base64 at all', '%%%no-es-base64%%%'],
    ['base64 of text that is not JSON', Buffer.from('hola').toString('base64')],
    ['base64 of JSON without a challenge', Buffer.from('{"solution":{}}').toString('base64')],
    ['base64 of a JSON array', Buffer.from('[1,2,3]').toString('base64')],
    ['base64 of null', Buffer.from('null').toString('base64')],
  ])(`a garbage TokenReCaptcha (%s) answers 400 '${CAPTCHA_EXPIRED}'`, async (_name, token) => {
    const res = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      TokenReCaptcha: token,
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([CAPTCHA_EXPIRED]);
  });

  it('a wrong solution to a genuine challenge answers 400', async () => {
    const challenge = (await call(server.baseUrl, 'GET', '/api/account/Desafio')).body as Challenge;
    const token = encodeSolution(challenge, { counter: 999_999, derivedKey: '00'.repeat(32) });
    const res = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      TokenReCaptcha: token,
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([CAPTCHA_EXPIRED]);
  });

  it('a challenge signed by someone else (not the server) answers 400', async () => {
    const forged = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: testAltcha.cost,
      counter: 7,
      deriveKey,
      hmacSignatureSecret: 'no-es-el-secreto-del-servidor',
      expiresAt: Math.floor(Date.now() / 1000) + 300,
    });
    const solution = await solvePow({ challenge: forged, deriveKey });
    expect(solution).not.toBeNull();
    const res = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
      TokenReCaptcha: encodeSolution(forged, solution ?? {}),
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([CAPTCHA_EXPIRED]);
  });

  it.each([
    ['valid for 5 more minutes', 300, 200],
    ['expired a second ago', -1, 400],
  ])(
    'a challenge signed with the server secrets and %s answers %i: an expired one is refused even when solved',
    async (_name, offsetSeconds, status) => {
      const secrets = await server.db.query<{ name: string; value: string }>(
        'SELECT name, value FROM app_secrets',
      );
      const secret = (name: string) => secrets.find((s) => s.name === name)?.value ?? '';
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: testAltcha.cost,
        counter: 7,
        deriveKey,
        hmacSignatureSecret: secret('altcha-signature'),
        hmacKeySignatureSecret: secret('altcha-key-signature'),
        expiresAt: Math.floor(Date.now() / 1000) + offsetSeconds,
      });
      const solution = await solvePow({ challenge, deriveKey });
      const res = await loginRequest(server.baseUrl, 'seller', DEMO_PASSWORD, {
        TokenReCaptcha: encodeSolution(challenge, solution ?? {}),
      });
      expect(res.status).toBe(status);
      if (status === 400) expect(errores(res)).toEqual([CAPTCHA_EXPIRED]);
    },
  );

  it('the challenge is never cached (Cache-Control: no-store) and expires in 5 minutes', async () => {
    const res = await call(server.baseUrl, 'GET', '/api/account/Desafio');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = res.body as Challenge;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(typeof challenge.signature).toBe('string');
    const now = Math.floor(Date.now() / 1000);
    expect(challenge.parameters.expiresAt).toBeGreaterThan(now + 240);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(now + 301);
    // Two challenges are never the same.
    const other = (await call(server.baseUrl, 'GET', '/api/account/Desafio')).body as Challenge;
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });
});

describe('repeated failures are throttled (DECISIONS 11)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('after 5 failed logins in 15 minutes the user gets 429, even with the right password; other users are not affected', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await loginRequest(server.baseUrl, 'lectura', `Mala#${i}2026ok`);
      expect(res.status).toBe(401);
    }
    const blocked = await loginRequest(server.baseUrl, 'lectura', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(errores(blocked)[0]).toMatch(/15 minutos/);
    // The same user in other case is the same subject.
    const upper = await loginRequest(server.baseUrl, 'LECTURA', DEMO_PASSWORD);
    expect(upper.status).toBe(429);
    const other = await login(server.baseUrl, 'proveedor');
    expect(other.tipoUsuario).toBe(7);
  });

  it('a successful login clears the failures: 4 failures, a success, 4 failures do not block', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await loginRequest(server.baseUrl, 'contable', 'Mala#2026ok')).status).toBe(401);
    }
    await login(server.baseUrl, 'contable');
    for (let i = 0; i < 4; i++) {
      expect((await loginRequest(server.baseUrl, 'contable', 'Mala#2026ok')).status).toBe(401);
    }
    expect((await login(server.baseUrl, 'contable')).tipoUsuario).toBe(8);
  });
});

describe('logout and the bearer token (DECISIONS 11)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('logout answers 204 and revokes the token: logout and obtenerUsuario with it answer 401', async () => {
    const session = await login(server.baseUrl, 'seller');
    const me = `/api/Usuarios/Obtener?idUsuario=${session.userId}`;
    expect((await call(server.baseUrl, 'GET', me, { token: session.token })).status).toBe(200);
    const out = await call(server.baseUrl, 'POST', '/api/account/logout', {
      token: session.token,
    });
    expect(out.status).toBe(204);
    expect(out.body).toBeUndefined();
    const again = await call(server.baseUrl, 'POST', '/api/account/logout', {
      token: session.token,
    });
    expect(again.status).toBe(401);
    errores(again);
    const read = await call(server.baseUrl, 'GET', me, { token: session.token });
    expect(read.status).toBe(401);
    errores(read);
  });

  it('logging out one session leaves the other sessions of the same user alive', async () => {
    const a = await login(server.baseUrl, 'seller2');
    const b = await login(server.baseUrl, 'seller2');
    await call(server.baseUrl, 'POST', '/api/account/logout', { token: a.token });
    const me = `/api/Usuarios/Obtener?idUsuario=${b.userId}`;
    expect((await call(server.baseUrl, 'GET', me, { token: b.token })).status).toBe(200);
  });

  it('a password-renewal session (tipoUsuario 5) may log out', async () => {
    const session = await login(server.baseUrl, 'renovar');
    expect(session.tipoUsuario).toBe(5);
    const out = await call(server.baseUrl, 'POST', '/api/account/logout', {
      token: session.token,
    });
    expect(out.status).toBe(204);
  });

  it(`an expired session answers 401 '${SESSION_EXPIRED}' to every call, logout included`, async () => {
    const session = await login(server.baseUrl, 'categoria');
    const me = `/api/Usuarios/Obtener?idUsuario=${session.userId}`;
    expect((await call(server.baseUrl, 'GET', me, { token: session.token })).status).toBe(200);
    await server.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [tokenHash(session.token)],
    );
    for (const [method, url] of [
      ['GET', me],
      ['POST', '/api/account/logout'],
    ] as const) {
      const res = await call(server.baseUrl, method, url, { token: session.token });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(errores(res)).toEqual([SESSION_EXPIRED]);
    }
  });

  it('the login answers when the session ends: SESSION_TTL_HOURS (12) later, as the server keeps it (issue 13)', async () => {
    const before = Date.now();
    const session = await login(server.baseUrl, 'lectura');
    const after = Date.now();
    const end = Date.parse(session.fechaExpiracion);
    const ttl = 12 * 3600_000;
    expect(server.config.sessionTtlMs).toBe(ttl);
    // Whole seconds of slack: the database's clock and this process's may differ by a little.
    expect(end).toBeGreaterThanOrEqual(before + ttl - 2000);
    expect(end).toBeLessThanOrEqual(after + ttl + 2000);
    const rows = await server.db.query<{ expires_at: Date | string }>(
      'SELECT expires_at FROM sessions WHERE token_hash = $1',
      [tokenHash(session.token)],
    );
    expect(new Date(rows[0]?.expires_at ?? 0).toISOString()).toBe(session.fechaExpiracion);
  });

  it('a session works until its end, whatever is done with it (no sliding renewal)', async () => {
    const session = await login(server.baseUrl, 'lectura');
    const me = `/api/Usuarios/Obtener?idUsuario=${session.userId}`;
    // A minute before the end: it works, and using it does not move the end.
    await server.db.query(
      `UPDATE sessions SET expires_at = now() + interval '1 minute' WHERE token_hash = $1`,
      [tokenHash(session.token)],
    );
    const [{ expires_at: end } = { expires_at: '' }] = await server.db.query<{
      expires_at: Date | string;
    }>('SELECT expires_at FROM sessions WHERE token_hash = $1', [tokenHash(session.token)]);
    expect((await call(server.baseUrl, 'GET', me, { token: session.token })).status).toBe(200);
    const [{ expires_at: still } = { expires_at: '' }] = await server.db.query<{
      expires_at: Date | string;
    }>('SELECT expires_at FROM sessions WHERE token_hash = $1', [tokenHash(session.token)]);
    expect(new Date(still).getTime()).toBe(new Date(end).getTime());
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic c2VsbGVyOkRlbW8jMjAyNm9r'],
    ['Bearer without a token', 'Bearer '],
    ['a token that is too short', 'Bearer abc'],
    ['a token with forbidden characters', `Bearer ${'x'.repeat(30)}';--`],
    ['a well-formed token that was never issued', `Bearer ${'A'.repeat(43)}`],
    ['a huge token', `Bearer ${'A'.repeat(5000)}`],
  ])('a call with %s answers 401 with errores', async (_name, authorization) => {
    const headers: Record<string, string> = {};
    if (authorization !== undefined) headers.authorization = authorization;
    for (const [method, url] of [
      ['POST', '/api/account/logout'],
      ['GET', '/api/Usuarios/Obtener?idUsuario=1'],
      ['PUT', '/api/Usuarios/Actualizar'],
    ] as const) {
      const res = await call(server.baseUrl, method, url, {
        headers,
        ...(method === 'PUT' ? { json: { idUsuario: 1, password: 'Nueva#2026x' } } : {}),
      });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(errores(res)).toEqual([SESSION_EXPIRED]);
    }
  });
});

describe("a password change revokes the user's other sessions (issue 13)", () => {
  let server: TestServer;
  const NEW_PASSWORD = 'Nueva#2026x';
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const me = (s: { userId: number }) => `/api/Usuarios/Obtener?idUsuario=${s.userId}`;
  const works = async (s: { token: string; userId: number }) =>
    (await call(server.baseUrl, 'GET', me(s), { token: s.token })).status;

  it('renewing the password ends every session opened with the old one; the renewal session ends too; a login with the new one works', async () => {
    // seller2 works in one browser (an ordinary session), forgets... and must renew: the
    // renewal session (tipoUsuario 5) is opened in another.
    const elsewhere = await login(server.baseUrl, 'seller2');
    const other = await login(server.baseUrl, 'seller2');
    expect(elsewhere.tipoUsuario).toBe(4);
    await server.db.query(`UPDATE users SET debe_renovar = true WHERE nombre_usuario = 'seller2'`);
    const renewal = await login(server.baseUrl, 'seller2');
    expect(renewal.tipoUsuario).toBe(5);
    // Another user's session is not touched.
    const someoneElse = await login(server.baseUrl, 'seller');
    expect(await works(elsewhere)).toBe(200);

    const saved = await call(server.baseUrl, 'PUT', '/api/Usuarios/Actualizar', {
      token: renewal.token,
      json: { idUsuario: renewal.userId, password: NEW_PASSWORD },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    for (const s of [elsewhere, other, renewal]) {
      const res = await call(server.baseUrl, 'GET', me(s), { token: s.token });
      expect(res.status).toBe(401);
      expect(errores(res)).toEqual([SESSION_EXPIRED]);
    }
    // Revoked in the database (revoked_at), in the change's own transaction.
    const alive = await server.db.query(
      `SELECT 1 FROM sessions s JOIN users u USING (id_usuario)
        WHERE u.nombre_usuario = 'seller2' AND s.revoked_at IS NULL`,
    );
    expect(alive).toHaveLength(0);
    expect(await works(someoneElse)).toBe(200);

    // The old password no longer logs in; the new one gives an ordinary session that works.
    expect((await loginRequest(server.baseUrl, 'seller2', DEMO_PASSWORD)).status).toBe(401);
    const fresh = await login(server.baseUrl, 'seller2', NEW_PASSWORD);
    expect(fresh.tipoUsuario).toBe(4);
    expect(await works(fresh)).toBe(200);
  });

  it('a refused password changes nothing: the other sessions go on', async () => {
    const elsewhere = await login(server.baseUrl, 'renovar');
    const renewal = await login(server.baseUrl, 'renovar');
    const refused = await call(server.baseUrl, 'PUT', '/api/Usuarios/Actualizar', {
      token: renewal.token,
      json: { idUsuario: renewal.userId, password: 'debil' },
    });
    expect(refused.status).toBe(400);
    expect(await works(elsewhere)).toBe(200);
    expect(await works(renewal)).toBe(200);
  });

  it('asking for a temporary password revokes nothing (anyone may ask for it)', async () => {
    const session = await login(server.baseUrl, 'contable');
    const [{ email } = { email: '' }] = await server.db.query<{ email: string }>(
      `SELECT email FROM users WHERE nombre_usuario = 'contable'`,
    );
    const res = await call(
      server.baseUrl,
      'GET',
      `/api/Usuarios/TokenResetPassword?Email=${encodeURIComponent(email)}&IdTipoUser=0`,
    );
    expect(res.status).toBe(200);
    expect(await works(session)).toBe(200);
  });
});

/** Mail goes to the outbox as .eml (DECISIONS 13); `failing` simulates an unreachable server. */
function switchableMailer(dataDir: () => string): Mailer & { failing: boolean; sent: Mail[] } {
  const mailer = {
    failing: false,
    sent: [] as Mail[],
    async send(mail: Mail) {
      if (mailer.failing) throw new Error('SMTP no disponible');
      mailer.sent.push(mail);
      await createMailer({
        smtpUrl: undefined,
        from: 'Market <x@market.local>',
        dataDir: dataDir(),
      }).send(mail);
    },
  };
  return mailer;
}

describe('password recovery: TokenResetPassword (DECISIONS 13)', () => {
  let server: TestServer;
  const mailer = switchableMailer(() => server.dataDir);
  beforeAll(async () => {
    server = await startServer({ mailer });
  });
  afterAll(async () => {
    await server.close();
  });

  const reset = (query: string) =>
    call(server.baseUrl, 'GET', `/api/Usuarios/TokenResetPassword?${query}`);

  it('a known e-mail gets a temporary password by mail (.eml in the outbox); logging in with it gives tipoUsuario 5; the old password still works', async () => {
    const before = (await outbox(server.dataDir)).length;
    const res = await reset(`Email=${encodeURIComponent('operador@electrohogarpatagonia.com.ar')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String) as unknown });
    const mails = await outbox(server.dataDir);
    expect(mails).toHaveLength(before + 1);
    const eml = mails[mails.length - 1] ?? '';
    expect(eml).toMatch(/^To: operador@electrohogarpatagonia\.com\.ar/m);
    const text = emlText(eml);
    expect(text).toContain('Usuario: seller');
    const temp = /Contraseña temporal: (\S+)/.exec(text)?.[1] ?? '';
    expect(temp).toMatch(/^.{10,12}$/);
    // The response token is not the temporary password: that one only travels by mail.
    expect(JSON.stringify(res.body)).not.toContain(temp);

    const renewal = await login(server.baseUrl, 'seller', temp);
    expect(renewal.tipoUsuario).toBe(5);
    expect(renewal.idSeller).toBe(1);
    const normal = await login(server.baseUrl, 'seller', DEMO_PASSWORD);
    expect(normal.tipoUsuario).toBe(4);
  });

  it('the temporary password expires after 24 hours', async () => {
    await reset(`Email=${encodeURIComponent('admin@electrohogarpatagonia.com.ar')}`);
    const text = emlText((await outbox(server.dataDir)).at(-1) ?? '');
    const temp = /Contraseña temporal: (\S+)/.exec(text)?.[1] ?? '';
    await server.db.query(
      `UPDATE users SET temp_password_expira = now() - interval '1 second'
        WHERE nombre_usuario = 'selleradmin'`,
    );
    const res = await loginRequest(server.baseUrl, 'selleradmin', temp);
    expect(res.status).toBe(401);
    expect(errores(res)).toEqual([BAD_CREDENTIALS]);
  });

  it('the e-mail is matched without regard to case', async () => {
    const before = (await outbox(server.dataDir)).length;
    const res = await reset(`Email=${encodeURIComponent('  Operador@LitoralSport.com.ar ')}`);
    expect(res.status).toBe(200);
    const mails = await outbox(server.dataDir);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatch(/^To: operador@litoralsport\.com\.ar/m);
  });

  it('an unknown e-mail answers the same 200 and no mail is sent (no address enumeration)', async () => {
    const before = (await outbox(server.dataDir)).length;
    const res = await reset(`Email=${encodeURIComponent('nadie@market.local')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String) as unknown });
    expect(await outbox(server.dataDir)).toHaveLength(before);
  });

  it('IdTipoUser limits the reset to users of that type: another type gets no mail', async () => {
    const before = (await outbox(server.dataDir)).length;
    const res = await reset(`Email=${encodeURIComponent('moderador@market.local')}&IdTipoUser=3`);
    expect(res.status).toBe(200);
    expect(await outbox(server.dataDir)).toHaveLength(before);
    const match = await reset(`Email=${encodeURIComponent('moderador@market.local')}&IdTipoUser=2`);
    expect(match.status).toBe(200);
    expect(await outbox(server.dataDir)).toHaveLength(before + 1);
  });

  it.each(['no-es-un-mail', 'falta@dominio', 'con espacio@market.local', '@market.local'])(
    "an invalid e-mail (%s) answers 400 'Mail incorrecto'",
    async (email) => {
      const res = await reset(`Email=${encodeURIComponent(email)}`);
      expect(res.status).toBe(400);
      expect(errores(res)).toEqual(['Mail incorrecto']);
    },
  );

  it('a missing or empty Email answers 400 with errores', async () => {
    for (const query of ['', 'Email=', 'Email=%20%20']) {
      const res = await reset(query);
      expect(res.status, query).toBe(400);
      errores(res);
    }
  });

  it.each(['9', '-1', 'abc', '2.5'])('IdTipoUser=%s (not 0-8) answers 400', async (tipo) => {
    const res = await reset(
      `Email=${encodeURIComponent('lectura@market.local')}&IdTipoUser=${tipo}`,
    );
    expect(res.status).toBe(400);
    errores(res);
  });

  it('after 3 requests for an address in 15 minutes the next one answers 429; other addresses are not affected', async () => {
    const email = encodeURIComponent('contable@market.local');
    for (let i = 0; i < 3; i++) expect((await reset(`Email=${email}`)).status).toBe(200);
    const blocked = await reset(`Email=${email}`);
    expect(blocked.status).toBe(429);
    errores(blocked);
    const upper = await reset(`Email=${encodeURIComponent('CONTABLE@market.local')}`);
    expect(upper.status).toBe(429);
    expect((await reset(`Email=${encodeURIComponent('lectura@market.local')}`)).status).toBe(200);
  });

  it("when the mail cannot be sent the answer is 503 'No pudo enviarse el token' and nothing changes", async () => {
    const before = await server.db.query<{ temp_password_hash: string | null }>(
      `SELECT temp_password_hash FROM users WHERE nombre_usuario = 'proveedor'`,
    );
    mailer.failing = true;
    try {
      const res = await reset(`Email=${encodeURIComponent('proveedor@market.local')}`);
      expect(res.status).toBe(503);
      expect(errores(res)).toEqual(['No pudo enviarse el token']);
    } finally {
      mailer.failing = false;
    }
    const after = await server.db.query<{ temp_password_hash: string | null }>(
      `SELECT temp_password_hash FROM users WHERE nombre_usuario = 'proveedor'`,
    );
    expect(after).toEqual(before);
  });
});

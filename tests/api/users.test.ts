// 001 §2.4 and §7 (Users): reading a user and renewing one's own password from a
// password-renewal session (tipoUsuario 5, DECISIONS 13), over HTTP against a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  call,
  emlText,
  errores,
  login,
  loginRequest,
  outbox,
  startServer,
  type LoginResponse,
  type TestServer,
  type Usuario,
} from './helpers.ts';

async function idOf(server: TestServer, usuario: string): Promise<number> {
  const rows = await server.db.query<{ id_usuario: number }>(
    'SELECT id_usuario FROM users WHERE nombre_usuario = $1',
    [usuario],
  );
  const id = rows[0]?.id_usuario;
  if (id === undefined) throw new Error(`no existe ${usuario}`);
  return id;
}

describe('obtenerUsuario: who may read whom (001 §2.4)', () => {
  let server: TestServer;
  const sessions: Record<string, LoginResponse> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startServer();
    for (const u of ['seller', 'seller2', 'selleradmin', 'moderador', 'categoria', 'renovar']) {
      sessions[u] = await login(server.baseUrl, u);
      ids[u] = await idOf(server, u);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const read = (as: string, idUsuario: number | string) =>
    call(server.baseUrl, 'GET', `/api/Usuarios/Obtener?idUsuario=${idUsuario}`, {
      token: sessions[as]?.token ?? '',
    });

  it('a user reads itself: 200 with the contract fields and no password', async () => {
    const res = await read('seller', ids.seller ?? 0);
    expect(res.status).toBe(200);
    const user = res.body as Usuario;
    expect(user).toEqual({
      idUsuario: ids.seller,
      nombreUsuario: 'seller',
      email: 'operador@electrohogarpatagonia.com.ar',
      idSeller: 1,
      activo: true,
      soloLectura: false,
      tipoUsuario: 4,
      perfil: [],
      fechaAlta: expect.any(String) as unknown,
      fechaUltimoLogin: expect.any(String) as unknown,
    });
    expect(Number.isNaN(Date.parse(user.fechaAlta))).toBe(false);
    // fechaUltimoLogin was set by the login of beforeAll.
    expect(Date.now() - Date.parse(user.fechaUltimoLogin ?? '')).toBeLessThan(10 * 60_000);
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
  });

  it('a password-renewal session (tipoUsuario 5) reads itself with its real type', async () => {
    const res = await read('renovar', ids.renovar ?? 0);
    expect(res.status).toBe(200);
    expect((res.body as Usuario).tipoUsuario).toBe(4);
  });

  it('a seller reading another user gets 403', async () => {
    const res = await read('seller', ids.seller2 ?? 0);
    expect(res.status).toBe(403);
    expect(errores(res)).toEqual(['No tiene permisos para realizar esta acción.']);
    // Not even a user of its own seller: only the seller admin reads those.
    expect((await read('seller', ids.selleradmin ?? 0)).status).toBe(403);
  });

  it('a password-renewal session reading another user gets 403', async () => {
    expect((await read('renovar', ids.seller ?? 0)).status).toBe(403);
  });

  it('a category user (1) reading another user gets 403', async () => {
    expect((await read('categoria', ids.seller ?? 0)).status).toBe(403);
  });

  it('the admin moderator (2) reads any user: 200', async () => {
    for (const u of ['seller', 'seller2', 'categoria', 'renovar']) {
      const res = await read('moderador', ids[u] ?? 0);
      expect(res.status, u).toBe(200);
      expect((res.body as Usuario).nombreUsuario).toBe(u);
    }
  });

  it('a seller admin (3) reads the users of its own seller (200) and not those of another seller (403)', async () => {
    const own = await read('selleradmin', ids.seller ?? 0);
    expect(own.status).toBe(200);
    expect((own.body as Usuario).idSeller).toBe(1);
    const other = await read('selleradmin', ids.seller2 ?? 0);
    expect(other.status).toBe(403);
    errores(other);
    // Staff users belong to no seller: not readable by a seller admin either.
    expect((await read('selleradmin', ids.moderador ?? 0)).status).toBe(403);
  });

  it('an unknown idUsuario answers 404 for the admin moderator', async () => {
    const res = await read('moderador', 999_999);
    expect(res.status).toBe(404);
    expect(errores(res)).toEqual(['No se encontró el usuario.']);
  });

  it.each(['abc', '0', '-3', '1.5', '', '2147483648', '99999999999999999999'])(
    'idUsuario=%s answers 400 with errores',
    async (value) => {
      const res = await read('moderador', value);
      expect(res.status).toBe(400);
      errores(res);
    },
  );

  it('a missing idUsuario answers 400', async () => {
    const res = await call(server.baseUrl, 'GET', '/api/Usuarios/Obtener', {
      token: sessions.moderador?.token ?? '',
    });
    expect(res.status).toBe(400);
    expect(errores(res).join(' ')).toContain('idUsuario');
  });
});

describe('actualizarUsuario: renewing the password from a tipoUsuario 5 session (DECISIONS 13)', () => {
  let server: TestServer;
  let renovar: LoginResponse;
  const NEW_PASSWORD = 'Nueva#2026x';
  beforeAll(async () => {
    server = await startServer();
    renovar = await login(server.baseUrl, 'renovar');
    expect(renovar.tipoUsuario).toBe(5);
  });
  afterAll(async () => {
    await server.close();
  });

  const update = (token: string, body: object) =>
    call(server.baseUrl, 'PUT', '/api/Usuarios/Actualizar', { token, json: body });

  it.each([
    ['too short', 'Ab#1'],
    ['without a digit', 'Abcdefghij#'],
    ['without a special character', 'Abcdefghij1'],
    ['empty', ''],
  ])(
    "a weak password (%s) answers 400 'La contraseña no cumple con los requisitos'",
    async (_name, password) => {
      const res = await update(renovar.token, { idUsuario: renovar.userId, password });
      expect(res.status).toBe(400);
      expect(errores(res)).toEqual(['La contraseña no cumple con los requisitos']);
    },
  );

  it("a password of 13 or more characters answers 400 'Excede los 12 caracteres, verifique'", async () => {
    for (const password of ['Abcdefghij#12', 'Abcdefghijklmnopq#1']) {
      const res = await update(renovar.token, { idUsuario: renovar.userId, password });
      expect(res.status).toBe(400);
      expect(errores(res)).toEqual(['Excede los 12 caracteres, verifique']);
    }
  });

  it("another user's id answers 403", async () => {
    const seller = await idOf(server, 'seller');
    const res = await update(renovar.token, { idUsuario: seller, password: NEW_PASSWORD });
    expect(res.status).toBe(403);
    errores(res);
  });

  it.each([
    ['the e-mail', { email: 'otro@casamendoza.com.ar' }],
    ['the user name', { usuario: 'otro' }],
    ['the seller', { idSeller: 1 }],
    ['the user type', { tipoUsuario: 2 }],
    ['soloLectura', { soloLectura: true }],
  ])('changing %s from this screen answers 403', async (_name, extra) => {
    const res = await update(renovar.token, {
      idUsuario: renovar.userId,
      password: NEW_PASSWORD,
      ...extra,
    });
    expect(res.status).toBe(403);
    expect(errores(res)).toEqual(['Solo puede cambiarse la contraseña desde esta pantalla.']);
  });

  it('sending the unchanged e-mail is not a change', async () => {
    // Checked with an invalid password so that nothing is saved: the e-mail passes, the
    // password check answers.
    const res = await update(renovar.token, {
      idUsuario: renovar.userId,
      password: 'corta',
      email: 'RENOVAR@casamendoza.com.ar',
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual(['La contraseña no cumple con los requisitos']);
  });

  it('nothing was saved by the refused attempts: no audit row, the old password still logs in as 5', async () => {
    const rows = await server.db.query(`SELECT 1 FROM audit WHERE entidad = 'usuario'`);
    expect(rows).toHaveLength(0);
    const again = await login(server.baseUrl, 'renovar', DEMO_PASSWORD);
    expect(again.tipoUsuario).toBe(5);
  });

  it('a valid password answers 200, revokes every session of the user, and the next login gives its real type (4); an audit row is written', async () => {
    const other = await login(server.baseUrl, 'renovar');
    const res = await update(renovar.token, { idUsuario: renovar.userId, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      idUsuario: renovar.userId,
      nombreUsuario: 'renovar',
      tipoUsuario: 4,
      idSeller: 3,
    });

    // Every session ends: the client logs out and the user logs in again.
    for (const token of [renovar.token, other.token]) {
      const me = await call(
        server.baseUrl,
        'GET',
        `/api/Usuarios/Obtener?idUsuario=${renovar.userId}`,
        { token },
      );
      expect(me.status).toBe(401);
      expect((await call(server.baseUrl, 'POST', '/api/account/logout', { token })).status).toBe(
        401,
      );
    }

    const old = await loginRequest(server.baseUrl, 'renovar', DEMO_PASSWORD);
    expect(old.status).toBe(401);
    const fresh = await login(server.baseUrl, 'renovar', NEW_PASSWORD);
    expect(fresh.tipoUsuario).toBe(4);
    expect(fresh.idSeller).toBe(3);

    const audit = await server.db.query<{
      id_entidad: string;
      desde: string | null;
      hacia: string | null;
      evento: string;
      id_usuario: number | null;
    }>(`SELECT * FROM audit WHERE entidad = 'usuario'`);
    expect(audit).toEqual([
      expect.objectContaining({
        id_entidad: String(renovar.userId),
        desde: 'renovar_password',
        hacia: 'activo',
        evento: 'SAVE_PASSWORD',
        id_usuario: renovar.userId,
      }),
    ]);
  });

  it('an ordinary session cannot use the renewal (SAVE_PASSWORD only from tipoUsuario 5): 403', async () => {
    const session = await login(server.baseUrl, 'seller');
    expect(session.tipoUsuario).toBe(4);
    const res = await update(session.token, { idUsuario: session.userId, password: NEW_PASSWORD });
    expect(res.status).toBe(403);
    errores(res);
    expect((await login(server.baseUrl, 'seller', DEMO_PASSWORD)).tipoUsuario).toBe(4);
  });

  it('renewing from a temporary-password session clears the temporary password', async () => {
    await call(
      server.baseUrl,
      'GET',
      `/api/Usuarios/TokenResetPassword?Email=${encodeURIComponent('operador@litoralsport.com.ar')}`,
    );
    const temp =
      /Contraseña temporal: (\S+)/.exec(
        emlText((await outbox(server.dataDir)).at(-1) ?? ''),
      )?.[1] ?? '';
    const session = await login(server.baseUrl, 'seller2', temp);
    expect(session.tipoUsuario).toBe(5);
    const res = await update(session.token, { idUsuario: session.userId, password: 'Otra#2026ab' });
    expect(res.status).toBe(200);
    const after = await server.db.query<{ temp_password_hash: string | null }>(
      `SELECT temp_password_hash FROM users WHERE nombre_usuario = 'seller2'`,
    );
    expect(after[0]?.temp_password_hash).toBeNull();
    // The temporary password no longer logs in; the new one does, with the real type.
    expect((await loginRequest(server.baseUrl, 'seller2', temp)).status).toBe(401);
    expect((await login(server.baseUrl, 'seller2', 'Otra#2026ab')).tipoUsuario).toBe(4);
  });
});

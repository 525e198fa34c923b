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
      token: 'ehp-integracion-7f3a9c2d41b8',
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

  it("a category user (1) reads a seller's users (the seller's edit page, 001 §2.3), no one else (403)", async () => {
    expect((await read('categoria', ids.seller ?? 0)).status).toBe(200);
    expect((await read('categoria', ids.selleradmin ?? 0)).status).toBe(200);
    expect((await read('categoria', ids.moderador ?? 0)).status).toBe(403);
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

  it('an ordinary session saving itself keeps its own session and ends its other ones (issue 13)', async () => {
    const session = await login(server.baseUrl, 'seller');
    const other = await login(server.baseUrl, 'seller');
    expect(session.tipoUsuario).toBe(4);
    const res = await update(session.token, { idUsuario: session.userId, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((res.body as Usuario).tipoUsuario).toBe(4);
    const stillIn = await call(
      server.baseUrl,
      'GET',
      `/api/Usuarios/Obtener?idUsuario=${session.userId}`,
      {
        token: session.token,
      },
    );
    expect(stillIn.status).toBe(200);
    const ended = await call(
      server.baseUrl,
      'GET',
      `/api/Usuarios/Obtener?idUsuario=${session.userId}`,
      {
        token: other.token,
      },
    );
    expect(ended.status).toBe(401);
    expect((await login(server.baseUrl, 'seller', NEW_PASSWORD)).tipoUsuario).toBe(4);
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

// ---------------------------------------------------------------------------------------------
// Issue 17: the users area (001 §2.4, §4, §5, §6, §7, §8 Users).

interface Fila {
  idUsuario: number;
  nombreUsuario: string;
  email: string;
  tipoUsuario: number;
  activo: boolean;
  idSeller: number | null;
}
interface Lista {
  usuarios: Fila[];
  cantidadTotal: number;
}

const GOOD_PASSWORD = 'Alta#2026ok';

describe('buscarUsuarios: the list (001 §2.4, §6, §7)', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startServer();
    for (const u of [
      'moderador',
      'selleradmin',
      'seller',
      'categoria',
      'lectura',
      'proveedor',
      'contable',
    ]) {
      tokens[u] = (await login(server.baseUrl, u)).token;
    }
  });
  afterAll(async () => {
    await server.close();
  });
  const search = (as: string, query = '') =>
    call(server.baseUrl, 'GET', `/api/Usuarios/Buscar${query}`, { token: tokens[as] ?? '' });

  it('the admin moderator lists every user, 10 per page, ordered by user name, with the total', async () => {
    const [{ n } = { n: 0 }] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users',
    );
    const first = await search('moderador');
    expect(first.status).toBe(200);
    const page1 = first.body as Lista;
    expect(page1.cantidadTotal).toBe(n);
    expect(page1.usuarios).toHaveLength(10);
    const names = page1.usuarios.map((u) => u.nombreUsuario.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page2 = (await search('moderador', '?numeroPagina=2')).body as Lista;
    expect(page2.usuarios).toHaveLength(n - 10);
    expect(page2.cantidadTotal).toBe(n);
    const past = (await search('moderador', '?numeroPagina=9')).body as Lista;
    expect(past).toEqual({ usuarios: [], cantidadTotal: n });
  });

  it('the filter by nombreUsuario matches part of the name, ignoring case; one seller with idSeller', async () => {
    const res = (await search('moderador', '?nombreUsuario=SELLER')).body as Lista;
    expect(res.usuarios.map((u) => u.nombreUsuario).sort()).toEqual([
      'seller',
      'seller2',
      'selleradmin',
    ]);
    const one = (await search('moderador', '?idSeller=2')).body as Lista;
    expect(one.usuarios.every((u) => u.idSeller === 2)).toBe(true);
    expect(one.cantidadTotal).toBe(3);
    const none = (await search('moderador', '?nombreUsuario=zzz')).body as Lista;
    expect(none).toEqual({ usuarios: [], cantidadTotal: 0 });
  });

  it('a filter longer than 30 characters answers 400 (001 §9)', async () => {
    const res = await search('moderador', `?nombreUsuario=${'a'.repeat(31)}`);
    expect(res.status).toBe(400);
    errores(res);
  });

  it('a seller admin lists only the users of its own seller, whatever idSeller it sends', async () => {
    for (const q of ['', '?idSeller=2']) {
      const res = (await search('selleradmin', q)).body as Lista;
      expect(res.usuarios.length).toBeGreaterThan(2);
      expect(res.usuarios.every((u) => u.idSeller === 1)).toBe(true);
      expect(res.usuarios.map((u) => u.nombreUsuario)).toContain('pausado');
      expect(res.usuarios.find((u) => u.nombreUsuario === 'pausado')?.activo).toBe(false);
    }
  });

  it('every other type gets 403', async () => {
    for (const as of ['seller', 'categoria', 'lectura', 'proveedor', 'contable']) {
      const res = await search(as);
      expect(res.status, as).toBe(403);
      errores(res);
    }
  });

  it('without a session: 401', async () => {
    expect((await call(server.baseUrl, 'GET', '/api/Usuarios/Buscar')).status).toBe(401);
  });
});

describe('crearUsuario: the five checks in their order, scope and the welcome mail (001 §5, §6, §9)', () => {
  let server: TestServer;
  let mod: LoginResponse;
  let sadmin: LoginResponse;
  const mailer = { failing: false, sent: [] as { to: string; subject: string; text: string }[] };
  beforeAll(async () => {
    server = await startServer({
      mailer: {
        send(mail) {
          if (mailer.failing) return Promise.reject(new Error('SMTP no disponible'));
          mailer.sent.push(mail);
          return Promise.resolve();
        },
      },
    });
    mod = await login(server.baseUrl, 'moderador');
    sadmin = await login(server.baseUrl, 'selleradmin');
  });
  afterAll(async () => {
    await server.close();
  });
  const create = (s: LoginResponse, body: Record<string, unknown>) =>
    call(server.baseUrl, 'POST', '/api/Usuarios/Crear', {
      token: s.token,
      json: { enviarEmail: true, idUsuario: s.userId, ...body },
    });
  const countUsers = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n;

  it('each check answers its text, in the order of 001 §5, and creates nothing', async () => {
    const before = await countUsers();
    const steps: [Record<string, unknown>, string][] = [
      [
        { email: 'no-es-mail', usuario: '', password: 'x', confirmarPassword: 'y', tipoUsuario: 7 },
        'Mail incorrecto',
      ],
      [
        {
          email: 'nuevo@market.local',
          usuario: '  ',
          password: 'x',
          confirmarPassword: 'y',
          tipoUsuario: 7,
        },
        'Ingrese un nombre de usuario',
      ],
      [
        {
          email: 'nuevo@market.local',
          usuario: 'nuevo',
          password: 'x',
          confirmarPassword: 'y',
          tipoUsuario: 7,
        },
        'Las contraseñas no coinciden',
      ],
      [
        {
          email: 'nuevo@market.local',
          usuario: 'nuevo',
          password: 'corta',
          confirmarPassword: 'corta',
          tipoUsuario: 7,
        },
        'La contraseña no cumple con los requisitos',
      ],
      [
        {
          email: 'nuevo@market.local',
          usuario: 'nuevo',
          password: GOOD_PASSWORD,
          confirmarPassword: GOOD_PASSWORD,
          tipoUsuario: 7,
        },
        'Ingrese un id de proveedor',
      ],
    ];
    for (const [body, text] of steps) {
      const res = await create(mod, body);
      expect(res.status, text).toBe(400);
      expect(errores(res)).toEqual([text]);
    }
    // A password over 12 characters does not meet the requirements either.
    const long = await create(mod, {
      email: 'nuevo@market.local',
      usuario: 'nuevo',
      password: 'Larguisima#2026',
      tipoUsuario: 1,
    });
    expect(errores(long)).toEqual(['La contraseña no cumple con los requisitos']);
    const negative = await create(mod, {
      email: 'nuevo@market.local',
      usuario: 'nuevo',
      password: GOOD_PASSWORD,
      tipoUsuario: 7,
      idProveedor: -1,
    });
    expect(errores(negative)).toEqual(['El id de proveedor debe ser 0 o mayor.']);
    expect(await countUsers()).toBe(before);
    expect(mailer.sent).toHaveLength(0);
  });

  it("the admin creates a provider: 'Usuario agregado exitosamente', a mail with what it needs, and it logs in", async () => {
    const res = await create(mod, {
      email: 'compras@proveedora.com.ar',
      usuario: 'proveedora.norte',
      password: GOOD_PASSWORD,
      confirmarPassword: GOOD_PASSWORD,
      tipoUsuario: 7,
      idProveedor: 2002,
      enviarEmail: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { idUsuario, mensaje } = res.body as { idUsuario: number; mensaje: string };
    expect(mensaje).toBe('Usuario agregado exitosamente');
    // 001 §9: the mail goes out even when enviarEmail says false.
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe('compras@proveedora.com.ar');
    expect(mail?.text).toContain('Usuario: proveedora.norte');
    expect(mail?.text).toContain(`Contraseña: ${GOOD_PASSWORD}`);
    const session = await login(server.baseUrl, 'proveedora.norte', GOOD_PASSWORD);
    expect(session).toMatchObject({
      tipoUsuario: 7,
      idSeller: null,
      userId: idUsuario,
      hiddenItemsIds: [],
    });
    const [row] = await server.db.query<{ id_proveedor: number | null }>(
      'SELECT id_proveedor FROM users WHERE id_usuario = $1',
      [idUsuario],
    );
    expect(row?.id_proveedor).toBe(2002);
    const audit = await server.db.query(
      `SELECT evento, id_usuario FROM audit WHERE entidad = 'usuario' AND id_entidad = $1`,
      [String(idUsuario)],
    );
    expect(audit).toEqual([{ evento: 'CREAR', id_usuario: mod.userId }]);
  });

  it('the admin creates category, moderator and read-only users with no seller; a read-only one is soloLectura', async () => {
    for (const [usuario, tipoUsuario] of [
      ['cat.nueva', 1],
      ['mod.nuevo', 2],
      ['lector.nuevo', 6],
    ] as const) {
      const res = await create(mod, {
        email: `${usuario}@market.local`,
        usuario,
        password: GOOD_PASSWORD,
        tipoUsuario,
      });
      expect(res.status, usuario).toBe(200);
      const id = (res.body as { idUsuario: number }).idUsuario;
      const user = (
        await call(server.baseUrl, 'GET', `/api/Usuarios/Obtener?idUsuario=${id}`, {
          token: mod.token,
        })
      ).body as Usuario;
      expect(user).toMatchObject({
        tipoUsuario,
        idSeller: null,
        soloLectura: tipoUsuario === 6,
        activo: true,
      });
    }
  });

  it('a user name already taken (ignoring case) answers 400', async () => {
    const res = await create(mod, {
      email: 'otro@market.local',
      usuario: 'SELLER',
      password: GOOD_PASSWORD,
      tipoUsuario: 1,
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual(['El nombre de usuario ya existe.']);
  });

  it("the admin's seller users need their seller (400), and its own types have none (400)", async () => {
    for (const tipoUsuario of [3, 4]) {
      const res = await create(mod, {
        email: 'a@b.com',
        usuario: 'x1',
        password: GOOD_PASSWORD,
        tipoUsuario,
      });
      expect(res.status).toBe(400);
      expect(errores(res)).toEqual(['Seleccione el seller del usuario.']);
    }
    const withSeller = await create(mod, {
      email: 'a@b.com',
      usuario: 'x1',
      password: GOOD_PASSWORD,
      tipoUsuario: 1,
      idSeller: 1,
    });
    expect(withSeller.status).toBe(400);
    expect(errores(withSeller)).toEqual([
      'Los usuarios de categoría, moderadores, de solo lectura y proveedores no pertenecen a un seller.',
    ]);
  });

  it('a seller admin creates Seller users for its own seller only', async () => {
    const res = await create(sadmin, {
      email: 'caja@electrohogarpatagonia.com.ar',
      usuario: 'caja.ehp',
      password: GOOD_PASSWORD,
      confirmarPassword: GOOD_PASSWORD,
      tipoUsuario: 4,
      idSeller: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = await login(server.baseUrl, 'caja.ehp', GOOD_PASSWORD);
    expect(session).toMatchObject({ tipoUsuario: 4, idSeller: 1 });
    for (const body of [
      { tipoUsuario: 4, idSeller: 2 },
      { tipoUsuario: 3 },
      { tipoUsuario: 2 },
      { tipoUsuario: 7, idProveedor: 1 },
    ]) {
      const refused = await create(sadmin, {
        email: 'x@y.com',
        usuario: 'no.debe',
        password: GOOD_PASSWORD,
        ...body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(403);
      errores(refused);
    }
  });

  it('creating on behalf of another user (idUsuario) answers 403', async () => {
    const res = await create(mod, {
      email: 'a@b.com',
      usuario: 'x2',
      password: GOOD_PASSWORD,
      tipoUsuario: 1,
      idUsuario: sadmin.userId,
    });
    expect(res.status).toBe(403);
  });

  it('other types (seller, read-only, supplier) get 403; category creates only for a seller', async () => {
    const cat = await login(server.baseUrl, 'categoria');
    for (const tipoUsuario of [1, 2, 6]) {
      const res = await create(cat, {
        email: 'a@b.com',
        usuario: 'x3',
        password: GOOD_PASSWORD,
        tipoUsuario,
      });
      expect(res.status, String(tipoUsuario)).toBe(403);
    }
    for (const u of ['seller', 'lectura', 'proveedor']) {
      const s = await login(server.baseUrl, u);
      const res = await create(s, {
        email: 'a@b.com',
        usuario: 'x3',
        password: GOOD_PASSWORD,
        tipoUsuario: 4,
      });
      expect(res.status, u).toBe(403);
    }
  });

  it("when the mail cannot go out nothing is created: 503 'No pudo crearse'", async () => {
    const before = await countUsers();
    mailer.failing = true;
    try {
      const res = await create(mod, {
        email: 'sinmail@market.local',
        usuario: 'sin.mail',
        password: GOOD_PASSWORD,
        tipoUsuario: 1,
      });
      expect(res.status).toBe(503);
      expect(errores(res)).toEqual(['No pudo crearse']);
    } finally {
      mailer.failing = false;
    }
    expect(await countUsers()).toBe(before);
  });
});

describe('cambiarEstadoUsuario: the active switch (001 §4, machines/user.ts)', () => {
  let server: TestServer;
  let mod: LoginResponse;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startServer();
    mod = await login(server.baseUrl, 'moderador');
    for (const u of ['seller2', 'categoria', 'moderador']) ids[u] = await idOf(server, u);
  });
  afterAll(async () => {
    await server.close();
  });
  const change = (token: string, body: Record<string, unknown>) =>
    call(server.baseUrl, 'POST', '/api/Usuarios/CambiarEstado', { token, json: body });

  it('pausing revokes the open sessions and refuses the next login; activating lets it in again', async () => {
    const victim = await login(server.baseUrl, 'seller2');
    const paused = await change(mod.token, {
      idUsuario: ids.seller2,
      idSeller: 2,
      usuario: 'seller2',
      activar: false,
      pausar: true,
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({ activo: false, mensaje: 'Estado editado exitosamente' });
    const after = await call(
      server.baseUrl,
      'GET',
      `/api/Usuarios/Obtener?idUsuario=${ids.seller2}`,
      {
        token: victim.token,
      },
    );
    expect(after.status).toBe(401);
    const [revoked] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE id_usuario = $1 AND revoked_at IS NULL',
      [ids.seller2],
    );
    expect(revoked?.n).toBe(0);
    const refused = await loginRequest(server.baseUrl, 'seller2', DEMO_PASSWORD);
    expect(refused.status).toBe(403);
    expect(errores(refused)).toEqual([
      'El usuario se encuentra inactivo. Comuníquese con el administrador.',
    ]);
    // Pausing a paused user: 409 (the machine has no PAUSAR there).
    const again = await change(mod.token, { idUsuario: ids.seller2, activar: false, pausar: true });
    expect(again.status).toBe(409);
    expect(errores(again)).toEqual(['El usuario ya está pausado.']);
    const activated = await change(mod.token, {
      idUsuario: ids.seller2,
      activar: true,
      pausar: false,
    });
    expect(activated.body).toEqual({ activo: true, mensaje: 'Estado editado exitosamente' });
    expect((await login(server.baseUrl, 'seller2')).tipoUsuario).toBe(4);
    const twice = await change(mod.token, { idUsuario: ids.seller2, activar: true, pausar: false });
    expect(twice.status).toBe(409);
    const audit = await server.db.query(
      `SELECT desde, hacia, evento FROM audit WHERE entidad = 'usuario' AND id_entidad = $1 ORDER BY id`,
      [String(ids.seller2)],
    );
    expect(audit).toEqual([
      { desde: 'activo', hacia: 'pausado', evento: 'PAUSAR' },
      { desde: 'pausado', hacia: 'activo', evento: 'ACTIVAR' },
    ]);
  });

  it('the switch is disabled for seller admin and category (403), and for every other type', async () => {
    for (const u of ['selleradmin', 'categoria', 'seller', 'lectura']) {
      const s = await login(server.baseUrl, u);
      const res = await change(s.token, { idUsuario: ids.seller2, activar: false, pausar: true });
      expect(res.status, u).toBe(403);
      errores(res);
    }
  });

  it('nobody pauses its own user: 409 with the reason', async () => {
    const res = await change(mod.token, { idUsuario: ids.moderador, activar: false, pausar: true });
    expect(res.status).toBe(409);
    expect(errores(res)).toEqual(['No puede pausar su propio usuario.']);
  });

  it('bad bodies: both or neither flag (400), a wrong usuario or idSeller (400), an unknown user (404)', async () => {
    expect(
      (await change(mod.token, { idUsuario: ids.categoria, activar: true, pausar: true })).status,
    ).toBe(400);
    expect(
      (await change(mod.token, { idUsuario: ids.categoria, activar: false, pausar: false })).status,
    ).toBe(400);
    const wrongName = await change(mod.token, {
      idUsuario: ids.categoria,
      usuario: 'otro',
      activar: false,
      pausar: true,
    });
    expect(wrongName.status).toBe(400);
    const wrongSeller = await change(mod.token, {
      idUsuario: ids.categoria,
      idSeller: 1,
      activar: false,
      pausar: true,
    });
    expect(wrongSeller.status).toBe(400);
    const missing = await change(mod.token, { idUsuario: 999999, activar: false, pausar: true });
    expect(missing.status).toBe(404);
    const [row] = await server.db.query<{ activo: boolean }>(
      'SELECT activo FROM users WHERE id_usuario = $1',
      [ids.categoria],
    );
    expect(row?.activo).toBe(true);
  });
});

describe('actualizarUsuario: edit rules, roles, scope and the visible sections (001 §2.4, §5, §6)', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startServer();
    for (const u of [
      'seller',
      'seller2',
      'selleradmin',
      'moderador',
      'categoria',
      'lectura',
      'proveedor',
      'deposito.ehp',
      'vendedora.sur',
    ]) {
      ids[u] = await idOf(server, u);
    }
  });
  afterAll(async () => {
    await server.close();
  });
  const update = (token: string, body: Record<string, unknown>) =>
    call(server.baseUrl, 'PUT', '/api/Usuarios/Actualizar', {
      token,
      json: { modulos: [], ...body },
    });
  const read = async (id: number) => {
    const mod = await login(server.baseUrl, 'moderador');
    return (
      await call(server.baseUrl, 'GET', `/api/Usuarios/Obtener?idUsuario=${id}`, {
        token: mod.token,
      })
    ).body as Usuario;
  };

  it('the edit checks answer their texts and change nothing', async () => {
    const mod = await login(server.baseUrl, 'moderador');
    const base = {
      idUsuario: ids.categoria,
      email: 'categoria@market.local',
      usuario: 'categoria',
      password: GOOD_PASSWORD,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ email: ' ' }, 'Ingrese un e-mail de usuario'],
      [{ email: 'sin-arroba' }, 'Mail incorrecto'],
      [{ usuario: '' }, 'Ingrese un nombre de usuario'],
      [{ password: 'Demasiado#2026' }, 'Excede los 12 caracteres, verifique'],
      [{ password: 'sinnumero#a' }, 'La contraseña no cumple con los requisitos'],
      [{ password: '' }, 'La contraseña no cumple con los requisitos'],
      [{ usuario: 'Seller' }, 'El nombre de usuario ya existe.'],
    ];
    for (const [change, text] of cases) {
      const res = await update(mod.token, { ...base, ...change });
      expect(res.status, text).toBe(400);
      expect(errores(res)).toEqual([text]);
    }
    expect((await read(ids.categoria ?? 0)).nombreUsuario).toBe('categoria');
    // The password is always required.
    const noPassword = await update(mod.token, { idUsuario: ids.categoria });
    expect(noPassword.status).toBe(400);
  });

  it('the admin edits a category user: name, e-mail, the Administrador/Category radio; its sessions end', async () => {
    const mod = await login(server.baseUrl, 'moderador');
    const victim = await login(server.baseUrl, 'categoria');
    const res = await update(mod.token, {
      idUsuario: ids.categoria,
      email: 'Categoria.Nueva@market.local',
      usuario: 'categoria',
      password: GOOD_PASSWORD,
      tipoUsuario: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ tipoUsuario: 2, email: 'Categoria.Nueva@market.local' });
    const old = await call(
      server.baseUrl,
      'GET',
      `/api/Usuarios/Obtener?idUsuario=${ids.categoria}`,
      {
        token: victim.token,
      },
    );
    expect(old.status).toBe(401);
    expect((await login(server.baseUrl, 'categoria', GOOD_PASSWORD)).tipoUsuario).toBe(2);
    // Back to category, then the Solo Lectura switch: type 6; off again: category.
    await update(mod.token, { idUsuario: ids.categoria, password: GOOD_PASSWORD, tipoUsuario: 1 });
    const ro = await update(mod.token, {
      idUsuario: ids.categoria,
      password: GOOD_PASSWORD,
      soloLectura: true,
    });
    expect(ro.body).toMatchObject({ tipoUsuario: 6, soloLectura: true });
    const readOnly = await login(server.baseUrl, 'categoria', GOOD_PASSWORD);
    expect(readOnly.tipoUsuario).toBe(6);
    const back = await update(mod.token, {
      idUsuario: ids.categoria,
      password: GOOD_PASSWORD,
      soloLectura: false,
      tipoUsuario: 6,
    });
    expect(back.body).toMatchObject({ tipoUsuario: 1, soloLectura: false });
  });

  it('Solo Lectura and the radio do not apply to seller, supplier or accounting users', async () => {
    const mod = await login(server.baseUrl, 'moderador');
    const ro = await update(mod.token, {
      idUsuario: ids.seller2,
      password: GOOD_PASSWORD,
      soloLectura: true,
    });
    expect(ro.status).toBe(400);
    expect(errores(ro)).toEqual([
      'Solo Lectura se aplica a usuarios de categoría, moderadores o de solo lectura.',
    ]);
    for (const [u, tipo] of [
      ['seller2', 2],
      ['proveedor', 1],
      ['seller2', 3],
    ] as const) {
      const res = await update(mod.token, {
        idUsuario: ids[u],
        password: GOOD_PASSWORD,
        tipoUsuario: tipo,
      });
      expect(res.status, `${u} -> ${tipo}`).toBe(403);
    }
    expect((await read(ids.seller2 ?? 0)).tipoUsuario).toBe(4);
  });

  it('nobody raises its own type or soloLectura, nor edits its own sections', async () => {
    for (const [u, change] of [
      ['categoria', { tipoUsuario: 2 }],
      ['selleradmin', { tipoUsuario: 2 }],
      ['seller', { tipoUsuario: 3 }],
      ['seller', { identificadores: [8] }],
      ['selleradmin', { identificadores: [5] }],
    ] as const) {
      const password = u === 'categoria' ? GOOD_PASSWORD : DEMO_PASSWORD;
      const s = await login(server.baseUrl, u, password);
      const res = await update(s.token, { idUsuario: s.userId, password, ...change });
      expect(res.status, `${u} ${JSON.stringify(change)}`).toBe(403);
    }
    const mod = await login(server.baseUrl, 'moderador');
    const self = await update(mod.token, {
      idUsuario: mod.userId,
      password: DEMO_PASSWORD,
      soloLectura: true,
    });
    expect(self.status).toBe(403);
    expect(errores(self)).toEqual([
      'No puede cambiar su propio tipo, solo lectura ni secciones visibles.',
    ]);
  });

  it('a seller admin edits only the sellers of its own seller', async () => {
    const sadmin = await login(server.baseUrl, 'selleradmin');
    const own = await update(sadmin.token, {
      idUsuario: ids['deposito.ehp'],
      email: 'deposito2@electrohogarpatagonia.com.ar',
      password: GOOD_PASSWORD,
    });
    expect(own.status).toBe(200);
    for (const u of ['seller2', 'moderador', 'categoria']) {
      const res = await update(sadmin.token, { idUsuario: ids[u], password: GOOD_PASSWORD });
      expect(res.status, u).toBe(403);
    }
    // Moving a user to another seller: 403.
    const move = await update(sadmin.token, {
      idUsuario: ids['deposito.ehp'],
      password: GOOD_PASSWORD,
      idSeller: 2,
    });
    expect(move.status).toBe(403);
  });

  it('read-only, supplier and accounting users change nothing (403)', async () => {
    for (const u of ['lectura', 'proveedor', 'contable']) {
      const s = await login(server.baseUrl, u);
      const res = await update(s.token, { idUsuario: s.userId, password: GOOD_PASSWORD });
      expect(res.status, u).toBe(403);
      const created = await call(server.baseUrl, 'POST', '/api/Usuarios/Crear', {
        token: s.token,
        json: {
          email: 'a@b.com',
          usuario: 'zz',
          password: GOOD_PASSWORD,
          enviarEmail: true,
          tipoUsuario: 4,
          idUsuario: s.userId,
        },
      });
      expect(created.status, u).toBe(403);
    }
  });

  it('hidden sections ARE the hiddenItemsIds: the login answers them and the server refuses their calls', async () => {
    const sadmin = await login(server.baseUrl, 'selleradmin');
    const before = await login(server.baseUrl, 'vendedora.sur');
    const listing = (token: string) =>
      call(server.baseUrl, 'GET', '/api/Publicaciones/Encabezados', { token });
    expect((await listing(before.token)).status).toBe(200);
    const res = await update(sadmin.token, {
      idUsuario: ids['vendedora.sur'],
      password: GOOD_PASSWORD,
      identificadores: [3],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as Usuario).perfil).toEqual([3]);
    const after = await login(server.baseUrl, 'vendedora.sur', GOOD_PASSWORD);
    expect(after.hiddenItemsIds).toEqual([3]);
    expect((await listing(after.token)).status).toBe(403);
    // Shown again: the calls answer again.
    await update(sadmin.token, {
      idUsuario: ids['vendedora.sur'],
      password: GOOD_PASSWORD,
      identificadores: [],
    });
    const again = await login(server.baseUrl, 'vendedora.sur', GOOD_PASSWORD);
    expect(again.hiddenItemsIds).toEqual([]);
    expect((await listing(again.token)).status).toBe(200);
  });

  it("hiding 'Gestión de Usuario(s)' (2) refuses the user's own edit (403)", async () => {
    const sadmin = await login(server.baseUrl, 'selleradmin');
    await update(sadmin.token, {
      idUsuario: ids['deposito.ehp'],
      password: GOOD_PASSWORD,
      identificadores: [2],
    });
    const s = await login(server.baseUrl, 'deposito.ehp', GOOD_PASSWORD);
    const res = await update(s.token, { idUsuario: s.userId, password: GOOD_PASSWORD });
    expect(res.status).toBe(403);
  });

  it('sections: only sections of the user type (400), never for admin or seller admin users (403)', async () => {
    const mod = await login(server.baseUrl, 'moderador');
    const unknown = await update(mod.token, {
      idUsuario: ids.seller2,
      password: GOOD_PASSWORD,
      identificadores: [6],
    });
    expect(unknown.status).toBe(400);
    expect(errores(unknown)).toEqual(['Sección inexistente para este usuario.']);
    const onAdmin = await update(mod.token, {
      idUsuario: ids.selleradmin,
      password: DEMO_PASSWORD,
      identificadores: [5],
    });
    expect(onAdmin.status).toBe(403);
    const cat = await update(mod.token, {
      idUsuario: ids.proveedor,
      password: DEMO_PASSWORD,
      identificadores: [42],
    });
    expect(cat.status).toBe(200);
    expect((await login(server.baseUrl, 'proveedor')).hiddenItemsIds).toEqual([42]);
    await update(mod.token, {
      idUsuario: ids.proveedor,
      password: DEMO_PASSWORD,
      identificadores: [],
    });
  });
});

describe("a seller's users from its edit page (001 §2.3 Moderador and Usuario tabs): staff list, create, read and edit them", () => {
  let server: TestServer;
  let mod: LoginResponse;
  let cat: LoginResponse;
  beforeAll(async () => {
    server = await startServer();
    mod = await login(server.baseUrl, 'moderador');
    cat = await login(server.baseUrl, 'categoria');
  });
  afterAll(async () => {
    await server.close();
  });
  const create = (s: LoginResponse, body: Record<string, unknown>) =>
    call(server.baseUrl, 'POST', '/api/Usuarios/Crear', {
      token: s.token,
      json: {
        enviarEmail: true,
        idUsuario: s.userId,
        password: GOOD_PASSWORD,
        confirmarPassword: GOOD_PASSWORD,
        ...body,
      },
    });
  const search = (s: LoginResponse, query: string) =>
    call(server.baseUrl, 'GET', `/api/Usuarios/Buscar?${query}`, { token: s.token });
  const countUsers = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n;

  it('the admin moderator creates a seller admin (3) and category a seller (4) for a seller; they log in with it', async () => {
    const admin = await create(mod, {
      email: 'jefe@litoralsport.com.ar',
      usuario: 'jefe.litoral',
      tipoUsuario: 3,
      idSeller: 2,
    });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    expect((admin.body as { mensaje: string }).mensaje).toBe('Usuario agregado exitosamente');
    expect(await login(server.baseUrl, 'jefe.litoral', GOOD_PASSWORD)).toMatchObject({
      tipoUsuario: 3,
      idSeller: 2,
    });
    const user = await create(cat, {
      email: 'caja2@electrohogarpatagonia.com.ar',
      usuario: 'caja2.ehp',
      tipoUsuario: 4,
      idSeller: 1,
    });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    expect(await login(server.baseUrl, 'caja2.ehp', GOOD_PASSWORD)).toMatchObject({
      tipoUsuario: 4,
      idSeller: 1,
    });
  });

  it('the same checks of 001 §5, in order, whoever creates; an unknown seller 400; nothing created', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'mal', usuario: 'u1' }, 'Mail incorrecto'],
      [{ email: 'a@b.com', usuario: ' ' }, 'Ingrese un nombre de usuario'],
      [
        { email: 'a@b.com', usuario: 'u1', confirmarPassword: 'Otra#2026ok' },
        'Las contraseñas no coinciden',
      ],
      [
        { email: 'a@b.com', usuario: 'u1', password: 'corta', confirmarPassword: 'corta' },
        'La contraseña no cumple con los requisitos',
      ],
      [{ email: 'a@b.com', usuario: 'u1', idSeller: 99999 }, 'Seleccione el seller del usuario.'],
    ];
    for (const s of [mod, cat]) {
      for (const [body, message] of cases) {
        const res = await create(s, { tipoUsuario: 4, idSeller: 1, ...body });
        expect(res.status, message).toBe(400);
        expect(errores(res)).toEqual([message]);
      }
    }
    expect(await countUsers()).toBe(before);
  });

  it("category creates no staff user, not even for a seller (403); the seller admin only its own seller's (403)", async () => {
    for (const tipoUsuario of [1, 2, 6, 7]) {
      const res = await create(cat, {
        email: 'a@b.com',
        usuario: 'no.va',
        tipoUsuario,
        idSeller: 1,
        ...(tipoUsuario === 7 ? { idProveedor: 1 } : {}),
      });
      expect(res.status, String(tipoUsuario)).toBe(403);
    }
    const sadmin = await login(server.baseUrl, 'selleradmin');
    const res = await create(sadmin, {
      email: 'a@b.com',
      usuario: 'no.va',
      tipoUsuario: 3,
      idSeller: 1,
    });
    expect(res.status).toBe(403);
  });

  it('the tabs list a seller’s users of one type; category only a seller’s seller users', async () => {
    const admins = await search(mod, 'idSeller=1&tipoUsuario=3');
    expect(admins.status).toBe(200);
    const rows = (admins.body as { usuarios: { tipoUsuario: number; idSeller: number }[] })
      .usuarios;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tipoUsuario === 3 && r.idSeller === 1)).toBe(true);
    const sellers = await search(cat, 'idSeller=1&tipoUsuario=4');
    expect(sellers.status).toBe(200);
    const list = (sellers.body as { usuarios: { nombreUsuario: string; tipoUsuario: number }[] })
      .usuarios;
    expect(list.map((u) => u.nombreUsuario)).toContain('seller');
    expect(list.every((u) => u.tipoUsuario === 4)).toBe(true);
    const both = await search(cat, 'idSeller=1');
    expect(
      (both.body as { usuarios: { tipoUsuario: number }[] }).usuarios.every((u) =>
        [3, 4].includes(u.tipoUsuario),
      ),
    ).toBe(true);
    expect((await search(cat, 'numeroPagina=1')).status).toBe(403);
    expect((await search(cat, 'idSeller=1&tipoUsuario=2')).status).toBe(403);
  });

  it("category edits a seller's users (not staff users, nor their sections); the admin moderator any", async () => {
    const ids = Object.fromEntries(
      (
        await server.db.query<{ id_usuario: number; nombre_usuario: string }>(
          'SELECT id_usuario, nombre_usuario FROM users',
        )
      ).map((r) => [r.nombre_usuario, r.id_usuario]),
    );
    const update = (s: LoginResponse, body: Record<string, unknown>) =>
      call(server.baseUrl, 'PUT', '/api/Usuarios/Actualizar', {
        token: s.token,
        json: { modulos: [], password: GOOD_PASSWORD, ...body },
      });
    const ok = await update(cat, {
      idUsuario: ids['caja2.ehp'],
      email: 'caja.nueva@electrohogarpatagonia.com.ar',
      usuario: 'caja2.ehp',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body as Usuario).email).toBe('caja.nueva@electrohogarpatagonia.com.ar');
    expect((await update(mod, { idUsuario: ids['jefe.litoral'] })).status).toBe(200);
    for (const u of ['moderador', 'lectura', 'proveedor']) {
      expect((await update(cat, { idUsuario: ids[u] })).status, u).toBe(403);
    }
    expect((await update(cat, { idUsuario: ids['caja2.ehp'], identificadores: [31] })).status).toBe(
      403,
    );
  });
});

// The sellers area of 001 (§2.3, §3-§9; DECISIONS 8, 9, 10, 15) over HTTP against a real
// database: the list, the detail, create (with its seller admin and seller users), edit, delete,
// the status toggle (machines/seller.ts), the catalogues, the postal-code lookup, publication
// types, CDN banners and own logistics; every role, the seller scope (a crafted id in the body
// too) and bad input for every field and limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDemoUsers,
  call,
  errores,
  loginAll,
  loginRequest,
  PNG,
  startServer,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { encryptPassword } from '../../src/domain/password-cipher.ts';
import { sellerMessages as m } from '../../src/domain/texts/sellers.ts';
import { verifyPassword } from '../../src/server/shared/passwords.ts';

type Listar = components['schemas']['ListarSellersResponse'];
type Detalle = components['schemas']['SellerDetalle'];
type Crear = components['schemas']['CrearSeller'];
type Editar = components['schemas']['EditarSeller'];
type Logistica = components['schemas']['LogisticaPropia'];

let server: TestServer;
let clave = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
  const res = await call(server.baseUrl, 'GET', '/api/Seller/ClaveCifrado', as('moderador'));
  clave = (res.body as { clave: string }).clave;
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
const send = (u: string, method: string, path: string, json: unknown) =>
  call(server.baseUrl, method, path, { ...as(u), json });
const enc = (p: string) => encryptPassword(p, clave);

let seq = 0;
/** A valid new seller with a unique business name, suffix and user names. */
async function nuevo(extra: Partial<Crear> = {}): Promise<Crear> {
  seq += 1;
  const n = String(seq);
  return {
    razonSocial: `Ferretería Prueba ${n} S.R.L.`,
    cuit: '30-71234567-1',
    email: `ventas${n}@ferreteriaprueba.com.ar`,
    emailDespacho: `despacho${n}@ferreteriaprueba.com.ar`,
    nombreTienda: `Ferretería ${n}`,
    sufijo: `F${n.padStart(2, '0').slice(-2)}`,
    telefono: '1145556666',
    domicilio: 'Av. Corrientes',
    numeroDomicilio: 1234,
    codigoPostal: 1406,
    localidad: 'Caballito',
    provincia: 'Ciudad Autónoma de Buenos Aires',
    idIntegrador: 1,
    modalidadEPK: 's',
    diasCorte: 15,
    diasPlazoPago: 30,
    nombreUsuario: `ferre.admin.${n}`,
    emailUsuario: `admin${n}@ferreteriaprueba.com.ar`,
    password: await enc('Clave#2026x'),
    confirmarPassword: await enc('Clave#2026x'),
    ...extra,
  };
}

async function crear(body: Crear, u = 'moderador'): Promise<number> {
  const res = await send(u, 'POST', '/api/Seller/Crear', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((res.body as { mensaje: string }).mensaje).toBe('Seller agregado');
  return (res.body as { idSeller: number }).idSeller;
}

async function detalle(idSeller: number, u = 'moderador'): Promise<Detalle> {
  const res = await get(u, `/api/Seller/Detalle?idSeller=${String(idSeller)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Detalle;
}

/** The edit body of a stored seller, as the form sends it back. */
function edicion(d: Detalle, extra: Partial<Editar> = {}): Editar {
  const skip = new Set([
    'estado',
    'codigo',
    'idSituacionIva',
    'cdn',
    'tiposPublicacion',
    'usuarios',
  ]);
  const campos = Object.fromEntries(Object.entries(d).filter(([k]) => !skip.has(k)));
  return { ...(campos as unknown as Editar), ...extra };
}

const estadoOf = async (id: number) =>
  (
    await server.db.query<{ estado: number }>('SELECT estado FROM sellers WHERE id_seller = $1', [
      id,
    ])
  )[0]?.estado;

describe('GET /api/Seller/Listar (/Sellers)', () => {
  it('staff list every live seller by business name, 10 per page, with the address in one line', async () => {
    for (const u of ['categoria', 'moderador']) {
      const res = await get(u, '/api/Seller/Listar?razonSocial=electro');
      expect(res.status).toBe(200);
      const page = (res.body as Listar).paginateSellers;
      expect(page.cantidadPagina).toBe(10);
      expect(page.elementos).toEqual([
        {
          idSeller: 1,
          razonSocial: 'Electro Hogar Patagonia S.R.L.',
          cuit: '30-71234567-1',
          email: 'contacto@electrohogarpatagonia.com.ar',
          telefono: '2994471100',
          domicilio: 'Av. Argentina 1250, Neuquén, Neuquén',
          estado: 1,
        },
      ]);
    }
    const all = (await get('moderador', '/api/Seller/Listar')).body as Listar;
    expect(all.paginateSellers.cantidadTotal).toBeGreaterThanOrEqual(3);
  });

  it('paging: cantidadPagina and numeroPagina; the filter ignores accents and is at most 30 characters', async () => {
    const p1 = (await get('moderador', '/api/Seller/Listar?cantidadPagina=2&numeroPagina=1'))
      .body as Listar;
    const p2 = (await get('moderador', '/api/Seller/Listar?cantidadPagina=2&numeroPagina=2'))
      .body as Listar;
    expect(p1.paginateSellers.elementos).toHaveLength(2);
    expect(p2.paginateSellers.elementos[0]?.idSeller).not.toBe(
      p1.paginateSellers.elementos[0]?.idSeller,
    );
    const res = await get('moderador', `/api/Seller/Listar?razonSocial=${'x'.repeat(31)}`);
    expect(res.status).toBe(400);
    errores(res);
    expect(
      ((await get('moderador', '/api/Seller/Listar?razonSocial=LITORÁL')).body as Listar)
        .paginateSellers.elementos,
    ).toHaveLength(1);
  });

  it('sellers, read-only, supplier and accounting cannot list (they go to their own page): 403', async () => {
    for (const u of ['selleradmin', 'seller', 'lectura', 'proveedor', 'contable']) {
      const res = await get(u, '/api/Seller/Listar');
      expect(res.status, u).toBe(403);
      errores(res);
    }
    expect((await call(server.baseUrl, 'GET', '/api/Seller/Listar')).status).toBe(401);
  });
});

describe('GET /api/Seller/Detalle', () => {
  it('staff read any seller with its banners, publication types and users', async () => {
    const d = await detalle(1, 'categoria');
    expect(d).toMatchObject({
      idSeller: 1,
      razonSocial: 'Electro Hogar Patagonia S.R.L.',
      cuit: '30-71234567-1',
      codigoPostal: 8300,
      provincia: 'Neuquén',
      estado: 1,
      idIntegrador: 1,
      modalidadEPK: 'e',
    });
    expect(d.cdn.map((b) => b.descripcion)).toEqual(['Hot Sale electro', 'Línea blanca']);
    expect(d.tiposPublicacion.length).toBeGreaterThan(0);
    expect(d.usuarios.map((u) => u.nombreUsuario)).toEqual(
      expect.arrayContaining(['selleradmin', 'seller']),
    );
    expect(d.usuarios.every((u) => u.tipoUsuario === 3 || u.tipoUsuario === 4)).toBe(true);
  });

  it('a seller admin or seller reads only its own seller (403 for another); others 403', async () => {
    expect((await detalle(1, 'selleradmin')).idSeller).toBe(1);
    expect((await detalle(1, 'seller')).idSeller).toBe(1);
    for (const [u, id] of [
      ['seller', 2],
      ['selleradmin', 3],
      ['seller2', 1],
      ['lectura', 1],
      ['proveedor', 1],
    ] as const) {
      const res = await get(u, `/api/Seller/Detalle?idSeller=${String(id)}`);
      expect(res.status, u).toBe(403);
      errores(res);
    }
    expect((await get('moderador', '/api/Seller/Detalle?idSeller=999999')).status).toBe(404);
  });
});

describe('POST /api/Seller/Crear', () => {
  it('creates the seller inactivo with its seller admin and seller users, hashed passwords, and audits it', async () => {
    const body = await nuevo({
      usuario: {
        nombreUsuario: `ferre.op.${String(seq + 1)}`,
        email: 'operador@ferreteriaprueba.com.ar',
        password: await enc('Otra#Clave9'),
        confirmarPassword: await enc('Otra#Clave9'),
      },
      listaIdsTipoPublicacion: [1, 2],
    });
    const id = await crear(body);
    const d = await detalle(id);
    expect(d).toMatchObject({ estado: 2, razonSocial: body.razonSocial, sufijo: body.sufijo });
    expect(d.tiposPublicacion).toEqual([1, 2]);
    expect(d.usuarios.map((u) => [u.nombreUsuario, u.tipoUsuario])).toEqual([
      [body.nombreUsuario, 3],
      [body.usuario?.nombreUsuario, 4],
    ]);
    const [user] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE nombre_usuario = $1',
      [body.nombreUsuario],
    );
    expect(user?.password_hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Clave#2026x', user?.password_hash ?? '')).toBe(true);
    const login = await loginRequest(server.baseUrl, body.nombreUsuario, 'Clave#2026x');
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({ tipoUsuario: 3, idSeller: id });
    const [a] = await server.db.query<{ evento: string; hacia: string }>(
      `SELECT evento, hacia FROM audit WHERE entidad = 'seller' AND id_entidad = $1`,
      [String(id)],
    );
    expect(a).toEqual({ evento: 'CREAR', hacia: '2' });
  });

  it('the modalidadEPK defaults to s on create', async () => {
    const id = await crear(await nuevo({ modalidadEPK: null }));
    expect((await detalle(id)).modalidadEPK).toBe('s');
  });

  it('every field rule of 001 §5 answers 400 with its message and creates nothing', async () => {
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sellers'))[0]?.n;
    const before = await count();
    const cases: [Partial<Crear>, string][] = [
      [{ razonSocial: '  ' }, m.razonSocialRequired],
      [{ cuit: '30712345671' }, m.cuitInvalid],
      [{ cuit: '30-71234567-9' }, m.cuitInvalid],
      [{ email: 'ventas@' }, m.emailInvalid],
      [{ emailDespacho: 'despacho' }, m.emailContactInvalid],
      [{ emailUsuario: 'admin' }, m.emailUserInvalid],
      [{ sufijo: '' }, m.suffixRequired],
      [{ sufijo: 'A-1' }, m.suffixInvalid],
      [{ telefono: '114555666' }, m.phoneInvalid],
      [{ telefono: '11455566a6' }, m.phoneInvalid],
      [{ codigoPostal: 999 }, m.postalCodeInvalid],
      [{ codigoPostal: 10000 }, m.postalCodeInvalid],
      [{ modalidadEPK: 'x' }, m.modalidadInvalid],
      [{ nombreUsuario: ' ' }, m.userNameRequired],
      [{ nombreUsuario: 'selleradmin' }, m.userNameTaken],
      [{ confirmarPassword: await enc('Distinta#99') }, 'Las contraseñas no coinciden'],
      [
        { password: await enc('sinnumero#x'), confirmarPassword: await enc('sinnumero#x') },
        'La contraseña no cumple con los requisitos',
      ],
      [{ password: 'Clave#2026x', confirmarPassword: 'Clave#2026x' }, m.passwordUnreadable],
      [{ logo: Buffer.from('GIF89a....').toString('base64') }, m.wrongFile],
      [{ listaIdsTipoPublicacion: [999999] }, m.publicationTypeUnknown],
    ];
    for (const [extra, message] of cases) {
      const res = await send('moderador', 'POST', '/api/Seller/Crear', await nuevo(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(errores(res), JSON.stringify(extra)).toContain(message);
    }
    // The contract's limits (001 §5 maxima) answer 400 in Spanish.
    for (const extra of [
      { razonSocial: 'x'.repeat(101) },
      { email: `${'x'.repeat(55)}@x.com.ar` },
      { nombreTienda: 'x'.repeat(51) },
      { sufijo: 'ABCD' },
      { telefono: '12345678901' },
      { numeroDomicilio: 100000 },
      { diasCorte: 100 },
      { diasPlazoPago: -1 },
      { nombreUsuario: 'x'.repeat(41) },
    ] as Partial<Crear>[]) {
      const res = await send('moderador', 'POST', '/api/Seller/Crear', await nuevo(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      errores(res);
    }
    expect(await count()).toBe(before);
  });

  it('staff only (403 for the others); the billing type is the admin moderator’s only', async () => {
    for (const u of ['selleradmin', 'seller', 'lectura', 'proveedor', 'contable']) {
      const res = await send(u, 'POST', '/api/Seller/Crear', await nuevo());
      expect(res.status, u).toBe(403);
    }
    const cat = await send(
      'categoria',
      'POST',
      '/api/Seller/Crear',
      await nuevo({ idTipoFacturacion: 2 }),
    );
    expect(cat.status).toBe(403);
    expect(errores(cat)).toEqual([m.billingAdminOnly]);
    const id = await crear(await nuevo({ idTipoFacturacion: 2, logo: PNG.toString('base64') }));
    const d = await detalle(id);
    expect(d.idTipoFacturacion).toBe(2);
    expect(d.logo).toMatch(/^\/Imagen\/[a-f0-9-]{36}\.png$/);
    const img = await call(server.baseUrl, 'GET', d.logo ?? '');
    expect(img.status).toBe(200);
    expect(await crear(await nuevo(), 'categoria')).toBeGreaterThan(0);
  });
});

describe('PUT /api/Seller', () => {
  it('staff save every field; the logo is kept by its URL, replaced by a new image, removed by null', async () => {
    const id = await crear(await nuevo());
    const d = await detalle(id);
    const res = await send(
      'moderador',
      'PUT',
      '/api/Seller',
      edicion(d, {
        razonSocial: 'Ferretería Renombrada S.A.',
        urlPushOrdenes: 'https://ferreteria.example/push',
        idTipoFacturacion: 3,
        envioPropio: true,
        diasCorte: 10,
        logo: `data:image/png;base64,${PNG.toString('base64')}`,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await detalle(id);
    expect(after).toMatchObject({
      razonSocial: 'Ferretería Renombrada S.A.',
      urlPushOrdenes: 'https://ferreteria.example/push',
      idTipoFacturacion: 3,
      envioPropio: true,
      diasCorte: 10,
    });
    expect(after.logo).toMatch(/^\/Imagen\//);
    expect(
      (await send('categoria', 'PUT', '/api/Seller', edicion(after, { logo: after.logo }))).status,
    ).toBe(200);
    expect((await detalle(id)).logo).toBe(after.logo);
    const bad = await send(
      'moderador',
      'PUT',
      '/api/Seller',
      edicion(after, { logo: 'bm90IGFuIGltYWdl' }),
    );
    expect(errores(bad)).toEqual(['Archivo incorrecto']);
    await send('moderador', 'PUT', '/api/Seller', edicion(after, { logo: null }));
    expect((await detalle(id)).logo).toBeNull();
  });

  it('field rules answer 400 and change nothing', async () => {
    const d = await detalle(2);
    for (const [extra, message] of [
      [{ cuit: '30-70987654-3' }, m.cuitInvalid],
      [{ email: 'x' }, m.emailInvalid],
      [{ telefono: '12' }, m.phoneInvalid],
      [{ codigoPostal: 12 }, m.postalCodeInvalid],
    ] as [Partial<Editar>, string][]) {
      const res = await send('moderador', 'PUT', '/api/Seller', edicion(d, extra));
      expect(res.status).toBe(400);
      expect(errores(res)).toContain(message);
    }
    expect(await detalle(2)).toEqual(d);
  });

  it('a seller user saves its own seller’s contact data, not the staff fields, not another seller (crafted id)', async () => {
    const d = await detalle(1, 'seller');
    const ok = await send('seller', 'PUT', '/api/Seller', edicion(d, { telefono: '2994470000' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await detalle(1)).telefono).toBe('2994470000');
    for (const extra of [
      { razonSocial: 'Otra S.A.' },
      { sufijo: 'ZZZ' },
      { urlPushOrdenes: 'https://x.example' },
      { diasPlazoPago: 5 },
    ] as Partial<Editar>[]) {
      const res = await send('selleradmin', 'PUT', '/api/Seller', edicion(d, extra));
      expect(res.status, JSON.stringify(extra)).toBe(403);
      expect(errores(res)).toEqual([m.staffOnlyField]);
    }
    const other = await detalle(2);
    const crafted = await send(
      'seller',
      'PUT',
      '/api/Seller',
      edicion(other, { telefono: '1111111111' }),
    );
    expect(crafted.status).toBe(403);
    expect((await detalle(2)).telefono).toBe(other.telefono);
    for (const u of ['lectura', 'proveedor', 'contable']) {
      expect((await send(u, 'PUT', '/api/Seller', edicion(d))).status, u).toBe(403);
    }
  });

  it("001 §6 own logistics: the seller admin and the seller turn their own seller's Envío propio on and off, the admin moderator any seller's; category, another seller's users and the other roles 403", async () => {
    const own = async (id: number) => (await detalle(id)).envioPropio;
    const d = await detalle(1, 'selleradmin');
    const before = d.envioPropio;
    for (const u of ['selleradmin', 'seller']) {
      const flipped = !(await own(1));
      const res = await send(
        u,
        'PUT',
        '/api/Seller',
        edicion(await detalle(1, u), { envioPropio: flipped }),
      );
      expect(res.status, `${u}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(await own(1), u).toBe(flipped);
    }
    expect(await own(1)).toBe(before);
    // The admin moderator, any seller.
    const other = await detalle(2);
    const mod = await send(
      'moderador',
      'PUT',
      '/api/Seller',
      edicion(other, { envioPropio: !other.envioPropio }),
    );
    expect(mod.status, JSON.stringify(mod.body)).toBe(200);
    expect(await own(2)).toBe(!other.envioPropio);
    await send('moderador', 'PUT', '/api/Seller', edicion(other));
    expect(await own(2)).toBe(other.envioPropio);
    // Category: not its switch (it still saves the seller with the switch as stored).
    const cat = await send(
      'categoria',
      'PUT',
      '/api/Seller',
      edicion(other, { envioPropio: !other.envioPropio }),
    );
    expect(cat.status).toBe(403);
    expect(errores(cat)).toEqual([m.ownShippingNotAllowed]);
    expect(await detalle(2)).toEqual(other);
    expect((await send('categoria', 'PUT', '/api/Seller', edicion(other))).status).toBe(200);
    const created = await send(
      'categoria',
      'POST',
      '/api/Seller/Crear',
      await nuevo({ envioPropio: true }),
    );
    expect(created.status).toBe(403);
    expect(errores(created)).toEqual([m.ownShippingNotAllowed]);
    // Another seller's: the seller scope answers first, as for every field.
    for (const u of ['selleradmin', 'seller', 'seller2']) {
      const target = u === 'seller2' ? d : other;
      const res = await send(
        u,
        'PUT',
        '/api/Seller',
        edicion(target, { envioPropio: !target.envioPropio }),
      );
      expect(res.status, u).toBe(403);
      expect(errores(res), u).toEqual([m.notYours]);
    }
    for (const u of ['lectura', 'proveedor', 'contable']) {
      const res = await send(u, 'PUT', '/api/Seller', edicion(d, { envioPropio: !d.envioPropio }));
      expect(res.status, u).toBe(403);
    }
    expect(await own(1)).toBe(before);
    expect(await own(2)).toBe(other.envioPropio);
  });

  it('category cannot change the billing type; the admin moderator can', async () => {
    const d = await detalle(3);
    const res = await send('categoria', 'PUT', '/api/Seller', edicion(d, { idTipoFacturacion: 2 }));
    expect(res.status).toBe(403);
    expect(errores(res)).toEqual([m.billingAdminOnly]);
    expect(
      (await send('moderador', 'PUT', '/api/Seller', edicion(d, { idTipoFacturacion: 2 }))).status,
    ).toBe(200);
    await send('moderador', 'PUT', '/api/Seller', edicion(d));
  });

  it('Administrar Cuenta: the seller user renews its own password (encrypted; checked; hashed); staff 400', async () => {
    const body = await nuevo({
      usuario: {
        nombreUsuario: `cuenta.op.${String(seq + 1)}`,
        email: 'op@cuenta.com.ar',
        password: await enc('Prim#Clave1'),
        confirmarPassword: await enc('Prim#Clave1'),
      },
    });
    const id = await crear(body);
    await send('moderador', 'PUT', '/api/Seller/CambiarEstadoSeller', {
      listRequest: [{ idSeller: id, idEstado: 1 }],
    });
    const session = await loginRequest(
      server.baseUrl,
      body.usuario?.nombreUsuario ?? '',
      'Prim#Clave1',
    );
    expect(session.status).toBe(200);
    const token = (session.body as { token: string }).token;
    const d = await detalle(id);
    const mismatch = await call(server.baseUrl, 'PUT', '/api/Seller', {
      token,
      json: edicion(d, {
        password: await enc('Nueva#Clave2'),
        confirmarPassword: await enc('Nueva#Clave3'),
      }),
    });
    expect(errores(mismatch)).toEqual(['Las contraseñas no coinciden']);
    const ok = await call(server.baseUrl, 'PUT', '/api/Seller', {
      token,
      json: edicion(d, {
        emailUsuario: 'nuevo@cuenta.com.ar',
        password: await enc('Nueva#Clave2'),
        confirmarPassword: await enc('Nueva#Clave2'),
      }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(
      (await loginRequest(server.baseUrl, body.usuario?.nombreUsuario ?? '', 'Nueva#Clave2'))
        .status,
    ).toBe(200);
    const staff = await send(
      'moderador',
      'PUT',
      '/api/Seller',
      edicion(d, {
        password: await enc('Nueva#Clave2'),
        confirmarPassword: await enc('Nueva#Clave2'),
      }),
    );
    expect(errores(staff)).toEqual([m.passwordOnlyOwn]);
  });
});

describe('PUT /api/Seller/CambiarEstadoSeller (machines/seller.ts)', () => {
  it('staff activate and deactivate; the same state is 409; 3 is 400; audited', async () => {
    const id = await crear(await nuevo());
    const change = (u: string, idEstado: number, idSeller = id) =>
      send(u, 'PUT', '/api/Seller/CambiarEstadoSeller', { listRequest: [{ idSeller, idEstado }] });
    const on = await change('categoria', 1);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ mensaje: 'Estado de seller modificado' });
    expect(await estadoOf(id)).toBe(1);
    const again = await change('moderador', 1);
    expect(again.status).toBe(409);
    expect(errores(again)).toEqual([m.stateSame]);
    expect((await change('moderador', 2)).status).toBe(200);
    expect(await estadoOf(id)).toBe(2);
    expect((await change('moderador', 3)).status).toBe(400);
    const rows = await server.db.query<{ desde: string; hacia: string; evento: string }>(
      `SELECT desde, hacia, evento FROM audit WHERE entidad = 'seller' AND id_entidad = $1
        AND evento IN ('ACTIVAR', 'DESACTIVAR') ORDER BY id`,
      [String(id)],
    );
    expect(rows).toEqual([
      { desde: '2', hacia: '1', evento: 'ACTIVAR' },
      { desde: '1', hacia: '2', evento: 'DESACTIVAR' },
    ]);
  });

  it('a pending seller (3) is activated or set inactive', async () => {
    const id = await crear(await nuevo());
    await server.db.query('UPDATE sellers SET estado = 3 WHERE id_seller = $1', [id]);
    expect(
      (
        await send('moderador', 'PUT', '/api/Seller/CambiarEstadoSeller', {
          listRequest: [{ idSeller: id, idEstado: 2 }],
        })
      ).status,
    ).toBe(200);
    expect(await estadoOf(id)).toBe(2);
  });

  it('the seller roles and the others may not toggle (403), their own seller included; a list is all or nothing', async () => {
    for (const u of ['selleradmin', 'seller', 'lectura', 'proveedor', 'contable']) {
      const res = await send(u, 'PUT', '/api/Seller/CambiarEstadoSeller', {
        listRequest: [{ idSeller: 1, idEstado: 2 }],
      });
      expect(res.status, u).toBe(403);
    }
    expect(await estadoOf(1)).toBe(1);
    const id = await crear(await nuevo());
    const res = await send('moderador', 'PUT', '/api/Seller/CambiarEstadoSeller', {
      listRequest: [
        { idSeller: id, idEstado: 1 },
        { idSeller: 1, idEstado: 1 },
      ],
    });
    expect(res.status).toBe(409);
    expect(await estadoOf(id)).toBe(2);
  });

  it("an inactive seller's listings are not sold: a new order answers 409 and changes nothing", async () => {
    const [listing] = await server.db.query<{ sku_market: string }>(
      `SELECT sku_market FROM publicaciones WHERE id_seller = 2 AND estado = 1 AND stock > 0
         AND sku_market IS NOT NULL ORDER BY id_publicacion LIMIT 1`,
    );
    const order = {
      idSeller: 2,
      productos: [{ skuMarket: listing?.sku_market ?? '', cantidad: 1 }],
      cliente: { nombre: 'Ana', apellido: 'Paz', documento: '30111222' },
      entrega: {
        tipoEntrega: 1,
        domicilio: 'Mitre 100',
        codigoPostal: '2000',
        localidad: 'Rosario',
        provincia: 'Santa Fe',
      },
      pago: { cuotas: 1, tarjeta: 'Visa' },
    };
    await send('moderador', 'PUT', '/api/Seller/CambiarEstadoSeller', {
      listRequest: [{ idSeller: 2, idEstado: 2 }],
    });
    try {
      const res = await send('moderador', 'POST', '/api/Ordenes', order);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(errores(res)).toEqual([m.inactiveSellerNotSold]);
    } finally {
      await send('moderador', 'PUT', '/api/Seller/CambiarEstadoSeller', {
        listRequest: [{ idSeller: 2, idEstado: 1 }],
      });
    }
    const ok = await send('moderador', 'POST', '/api/Ordenes', order);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('DELETE /api/Seller', () => {
  it("staff delete: 'Vendedor borrado'; the seller leaves the lists, cannot be read, its users cannot log in", async () => {
    const body = await nuevo();
    const id = await crear(body);
    for (const u of ['selleradmin', 'seller', 'lectura']) {
      expect(
        (await call(server.baseUrl, 'DELETE', `/api/Seller?id=${String(id)}`, as(u))).status,
        u,
      ).toBe(403);
    }
    const res = await call(
      server.baseUrl,
      'DELETE',
      `/api/Seller?id=${String(id)}`,
      as('categoria'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mensaje: 'Vendedor borrado' });
    expect((await get('moderador', `/api/Seller/Detalle?idSeller=${String(id)}`)).status).toBe(404);
    const list = (
      await get(
        'moderador',
        `/api/Seller/Listar?razonSocial=${encodeURIComponent(body.razonSocial.slice(0, 30))}`,
      )
    ).body as Listar;
    expect(list.paginateSellers.cantidadTotal).toBe(0);
    expect((await loginRequest(server.baseUrl, body.nombreUsuario, 'Clave#2026x')).status).not.toBe(
      200,
    );
    expect(
      (await call(server.baseUrl, 'DELETE', `/api/Seller?id=${String(id)}`, as('moderador')))
        .status,
    ).toBe(404);
  });
});

describe('catalogues and the postal-code lookup', () => {
  it('billing types and integrators for the sellers’ screens', async () => {
    for (const u of ['moderador', 'categoria', 'selleradmin', 'seller']) {
      const f = await get(u, '/api/Tipos/Facturacion');
      expect(f.status, u).toBe(200);
      expect((f.body as { tiposFacturacion: unknown[] }).tiposFacturacion).toHaveLength(3);
      const i = await get(u, '/api/Integrators');
      expect((i.body as { integradores: { codigo: number }[] }).integradores[0]?.codigo).toBe(1);
    }
    for (const u of ['lectura', 'proveedor']) {
      expect((await get(u, '/api/Tipos/Facturacion')).status, u).toBe(403);
    }
  });

  it('a 4-digit postal code gives its province and localities; unknown 404; not 4 digits 400', async () => {
    const res = await get('seller', '/api/Seller/LocalidadProvincia?codPostal=1406');
    expect(res.body).toEqual({
      localidadProvincia: {
        nombreProvincia: 'Ciudad Autónoma de Buenos Aires',
        localidades: ['Caballito', 'Flores'],
      },
    });
    expect((await get('seller', '/api/Seller/LocalidadProvincia?codPostal=1999')).status).toBe(404);
    expect((await get('seller', '/api/Seller/LocalidadProvincia?codPostal=999')).status).toBe(400);
    expect((await get('seller', '/api/Seller/LocalidadProvincia?codPostal=abcd')).status).toBe(400);
  });
});

describe('publication types of a seller (/Sellers/TiposPublicaciones/Select)', () => {
  it('a page of every active type with the seller’s checked; associate replaces them', async () => {
    const id = await crear(await nuevo({ listaIdsTipoPublicacion: [1] }));
    const page = await get('moderador', `/api/Seller/TiposPublicacion?idSeller=${String(id)}`);
    expect(page.status).toBe(200);
    const body = page.body as components['schemas']['TiposPublicacionSellerResponse'];
    expect(body.elementos.filter((e) => e.seleccionado).map((e) => e.codigo)).toEqual([1]);
    expect(body.seleccionados).toEqual([1]);
    expect(body.elementos.length).toBeLessThanOrEqual(10);
    const fresh = (await get('moderador', '/api/Seller/TiposPublicacion')).body as typeof body;
    expect(fresh.elementos.every((e) => !e.seleccionado)).toBe(true);
    const ok = await send('categoria', 'POST', '/api/Seller/AsociarTiposPublicacion', {
      idSeller: id,
      listaIdsTipoPublicacion: [2, 3],
    });
    expect(ok.body).toEqual({ mensaje: 'Tipo de publicación asociado' });
    expect((await detalle(id)).tiposPublicacion).toEqual([2, 3]);
    const bad = await send('moderador', 'POST', '/api/Seller/AsociarTiposPublicacion', {
      idSeller: id,
      listaIdsTipoPublicacion: [2, 999999],
    });
    expect(errores(bad)).toEqual([m.publicationTypeUnknown]);
    expect((await detalle(id)).tiposPublicacion).toEqual([2, 3]);
    for (const u of ['selleradmin', 'seller']) {
      expect(
        (
          await send(u, 'POST', '/api/Seller/AsociarTiposPublicacion', {
            idSeller: 1,
            listaIdsTipoPublicacion: [1],
          })
        ).status,
      ).toBe(403);
      expect((await get(u, '/api/Seller/TiposPublicacion?idSeller=1')).status).toBe(403);
    }
  });
});

describe('CDN banners (Banner Tienda)', () => {
  it('create, update and delete; another seller’s banner or a bad URL is refused and changes nothing', async () => {
    const id = await crear(await nuevo());
    const created = await send('moderador', 'POST', '/api/Seller/CrearCdnSeller', {
      idSeller: id,
      bannersSellers: [
        { descripcion: 'Invierno', cdnUrl: 'https://cdn.market.com.ar/a.jpg' },
        { descripcion: 'Verano', cdnUrl: 'https://cdn.market.com.ar/b.jpg' },
      ],
    });
    expect(created.body).toEqual({ mensaje: 'CDNs actualizados, creados y eliminados con éxito' });
    const [a, b] = (await detalle(id)).cdn;
    expect(a && b).toBeTruthy();
    const edited = await send('categoria', 'PUT', '/api/Seller/EditarCdnSeller', {
      idSeller: id,
      bannersSellers: [
        {
          id: a?.id ?? 0,
          idSeller: id,
          descripcion: 'Invierno 2026',
          cdnUrl: 'https://cdn.market.com.ar/a2.jpg',
        },
        {
          id: b?.id ?? 0,
          idSeller: id,
          descripcion: 'Verano',
          cdnUrl: 'https://cdn.market.com.ar/b.jpg',
          eliminado: true,
        },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await detalle(id)).cdn.map((x) => [x.descripcion, x.cdnUrl])).toEqual([
      ['Invierno 2026', 'https://cdn.market.com.ar/a2.jpg'],
    ]);
    const seller1Banner = (await detalle(1)).cdn[0]?.id ?? 0;
    const foreign = await send('moderador', 'PUT', '/api/Seller/EditarCdnSeller', {
      idSeller: id,
      bannersSellers: [{ id: seller1Banner, descripcion: 'x', cdnUrl: 'https://x.example/x.jpg' }],
    });
    expect(errores(foreign)).toEqual([m.bannerNotFound]);
    const badUrl = await send('moderador', 'POST', '/api/Seller/CrearCdnSeller', {
      idSeller: id,
      bannersSellers: [{ descripcion: 'x', cdnUrl: 'ftp://x' }],
    });
    expect(errores(badUrl)).toEqual([m.bannerUrlInvalid]);
    for (const u of ['selleradmin', 'seller']) {
      expect(
        (
          await send(u, 'POST', '/api/Seller/CrearCdnSeller', {
            idSeller: 1,
            bannersSellers: [{ descripcion: 'x', cdnUrl: 'https://x.example' }],
          })
        ).status,
      ).toBe(403);
    }
    expect((await detalle(id)).cdn).toHaveLength(1);
  });
});

describe('own logistics (GET/PUT /api/LogisticaPropia)', () => {
  const grid = (costo: number | null, diasEntrega: number | null, envioGratis = false) => ({
    idSeller: 3,
    zonas: [1, 2, 3].map((idZona) => ({
      idZona,
      habilitada: idZona !== 3,
      envioGratis: idZona === 2 ? true : envioGratis && idZona === 1,
      escalas: [1, 2, 3, 4, 5, 6].map((idEscala) => ({
        idEscala,
        entrega: idZona === 3 ? { costo: null, diasEntrega: null } : { costo, diasEntrega },
      })),
    })),
  });

  it('reads the scale x zone grid with costs, days and each zone’s switches', async () => {
    for (const u of ['moderador', 'categoria']) {
      const res = await get(u, '/api/LogisticaPropia?idSeller=3');
      expect(res.status, u).toBe(200);
      const l = res.body as Logistica;
      expect(l.escalas).toHaveLength(6);
      expect(l.escalas[0]).toMatchObject({ idEscala: 1, amba: { costo: 3050, diasEntrega: 1 } });
      expect(l.escalas[0]?.patagonia).toEqual({ costo: null, diasEntrega: null });
      expect(l.envioGratisZona).toEqual([
        { idZona: 1, habilitada: true, envioGratis: false },
        { idZona: 2, habilitada: true, envioGratis: true },
        { idZona: 3, habilitada: false, envioGratis: false },
      ]);
    }
    expect((await get('seller', '/api/LogisticaPropia?idSeller=3')).status).toBe(403);
    expect((await get('seller', '/api/LogisticaPropia?idSeller=1')).status).toBe(200);
  });

  it('cost without days and days without cost are refused with the spec’s texts; limits of §9', async () => {
    for (const [body, message] of [
      [grid(1500, null), 'Falta completar una promesa de entrega'],
      [grid(null, 3), 'Falta completar un costo'],
      [grid(100000, 3), m.costInvalid],
      [grid(-1, 3), m.costInvalid],
      [grid(1500, 1000), m.daysDeliveryInvalid],
      [grid(1500, 0), m.daysDeliveryInvalid],
      [
        { idSeller: 3, zonas: [{ idZona: 4, habilitada: true, envioGratis: false, escalas: [] }] },
        m.zoneUnknown,
      ],
      [
        {
          idSeller: 3,
          zonas: [
            {
              idZona: 1,
              habilitada: true,
              envioGratis: false,
              escalas: [{ idEscala: 99, entrega: { costo: 1, diasEntrega: 1 } }],
            },
          ],
        },
        m.scaleUnknown,
      ],
    ] as [unknown, string][]) {
      const res = await send('moderador', 'PUT', '/api/LogisticaPropia', body);
      expect(res.status, message).toBe(400);
      expect(errores(res)).toEqual([message]);
    }
  });

  it('the admin moderator saves the grid but not free shipping (seller roles only); category 403', async () => {
    const ok = await send('moderador', 'PUT', '/api/LogisticaPropia', grid(2500.5, 2));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ mensaje: 'Logística propia actualizada' });
    const l = (await get('moderador', '/api/LogisticaPropia?idSeller=3')).body as Logistica;
    expect(l.escalas[5]?.interior).toEqual({ costo: 2500.5, diasEntrega: 2 });
    const free = await send('moderador', 'PUT', '/api/LogisticaPropia', grid(2500.5, 2, true));
    expect(free.status).toBe(403);
    expect(errores(free)).toEqual([m.freeShippingSellerOnly]);
    expect((await send('categoria', 'PUT', '/api/LogisticaPropia', grid(2500.5, 2))).status).toBe(
      403,
    );
  });

  it('the seller saves its own grid and free shipping; another seller’s (crafted id) 403; no own logistics 409', async () => {
    const mine = { ...grid(1800, 3, true), idSeller: 1 };
    const off = await send('seller', 'PUT', '/api/LogisticaPropia', mine);
    expect(off.status).toBe(409);
    expect(errores(off)).toEqual([m.noOwnLogistics]);
    await server.db.query('UPDATE sellers SET envio_propio = true WHERE id_seller = 1');
    try {
      const ok = await send('selleradmin', 'PUT', '/api/LogisticaPropia', mine);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const l = (await get('seller', '/api/LogisticaPropia?idSeller=1')).body as Logistica;
      expect(l.envioGratisZona[0]).toEqual({ idZona: 1, habilitada: true, envioGratis: true });
    } finally {
      await server.db.query('UPDATE sellers SET envio_propio = false WHERE id_seller = 1');
    }
    const crafted = await send('seller', 'PUT', '/api/LogisticaPropia', grid(1, 1));
    expect(crafted.status).toBe(403);
  });
});

describe('GET /api/Seller/ClaveCifrado (DECISIONS 15)', () => {
  it('gives the configured secret to the screens that send passwords', async () => {
    expect(clave.length).toBeGreaterThan(0);
    expect((await get('seller', '/api/Seller/ClaveCifrado')).status).toBe(200);
    expect((await get('proveedor', '/api/Seller/ClaveCifrado')).status).toBe(403);
  });
});

describe('GET /api/Seller/TokenUsuario (001 §7 "Get user token by idUsuario")', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await server.db.query<{ id_usuario: number; nombre_usuario: string }>(
      'SELECT id_usuario, nombre_usuario FROM users',
    );
    for (const r of rows) ids[r.nombre_usuario] = r.id_usuario;
  });
  const token = (u: string, who: string | number) =>
    get(
      u,
      `/api/Seller/TokenUsuario?idUsuario=${String(typeof who === 'number' ? who : (ids[who] ?? 0))}`,
    );
  const SELLER_TOKEN = 'ehp-integracion-7f3a9c2d41b8';

  it('staff read any user’s token (null when it has none)', async () => {
    for (const u of ['moderador', 'categoria']) {
      const res = await token(u, 'seller');
      expect(res.status, u).toBe(200);
      expect(res.body).toEqual({ token: SELLER_TOKEN });
      expect((await token(u, 'admin.litoral')).body).toEqual({ token: null });
      expect((await token(u, 'lectura')).status, u).toBe(200);
    }
  });

  it('a seller admin or seller reads the tokens of its own seller’s users only (403 otherwise)', async () => {
    for (const u of ['selleradmin', 'seller']) {
      expect((await token(u, 'seller')).body, u).toEqual({ token: SELLER_TOKEN });
      expect((await token(u, 'vendedora.sur')).body, u).toEqual({ token: null });
      expect((await token(u, 'selleradmin')).status, u).toBe(200);
      for (const other of [
        'atencion.litoral',
        'admin.litoral',
        'seller2',
        'moderador',
        'proveedor',
      ]) {
        const res = await token(u, other);
        expect(res.status, `${u} -> ${other}`).toBe(403);
        errores(res);
      }
    }
    expect((await token('seller2', 'seller')).status).toBe(403);
    expect((await token('seller2', 'atencion.litoral')).status).toBe(200);
  });

  it('every user reads its own; read-only, supplier and accounting no one else’s (403)', async () => {
    for (const u of ['lectura', 'proveedor', 'contable']) {
      expect((await token(u, u)).body, u).toEqual({ token: null });
      expect((await token(u, 'seller')).status, u).toBe(403);
    }
  });

  it('401 without a session, 404 for an unknown user, 400 for a malformed id', async () => {
    expect(
      (
        await call(
          server.baseUrl,
          'GET',
          `/api/Seller/TokenUsuario?idUsuario=${String(ids.seller)}`,
        )
      ).status,
    ).toBe(401);
    const unknown = await token('moderador', 99999999);
    expect(unknown.status).toBe(404);
    expect(errores(unknown)).toEqual([m.userNotFound]);
    for (const bad of ['abc', '0', '']) {
      expect((await get('moderador', `/api/Seller/TokenUsuario?idUsuario=${bad}`)).status).toBe(
        400,
      );
    }
    expect((await get('moderador', '/api/Seller/TokenUsuario')).status).toBe(400);
  });
});

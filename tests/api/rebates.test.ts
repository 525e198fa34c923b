// The rebate negotiation on a listing over HTTP against a real database (000 §2.9, §4, §5, §7
// 'Rebates on a listing'; 001 §4; DECISIONS 17; issue 5 point 9): every call, every role, the
// whole negotiation run by the rebate machine (403 role, 409 state), seller scope, every
// validation message, the arithmetic recomputed by the server, the audit journal, and nothing
// written when a call is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  errores,
  startServer,
  type ApiResponse,
  type TestServer,
  activeDemoUsers,
  demoCatalogue,
  loginAll,
  PNG,
  type DemoCatalogue,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { rebateMessages } from '../../src/domain/rebate-rules.ts';
import { todayInMarket } from '../../src/domain/dates.ts';
import { sessionMessages } from '../../src/domain/messages.ts';

type Publicacion = components['schemas']['Publicacion'];
type PublicacionNueva = components['schemas']['PublicacionNueva'];
type Rebate = components['schemas']['Rebate'];
type RebateNuevo = components['schemas']['RebateNuevo'];
type Historial = components['schemas']['Historial'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const users = activeDemoUsers;

let catalogo: DemoCatalogue;

beforeAll(async () => {
  server = await startServer();
  const sessions = await loginAll(server.baseUrl, users);
  Object.assign(tokens, sessions.tokens);
  Object.assign(ids, sessions.ids);
  catalogo = await demoCatalogue(server.db);
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string | null, path: string) =>
  call(server.baseUrl, 'GET', path, u === null ? {} : as(u));
const send = (u: string | null, method: string, path: string, json?: unknown) =>
  call(server.baseUrl, method, path, {
    ...(u === null ? {} : as(u)),
    ...(json === undefined ? {} : { json }),
  });

// --- days (the market's calendar) -------------------------------------------------------------

const hoy = todayInMarket();
function addDays(iso: string, n: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

// --- listings created through the API ---------------------------------------------------------

async function imageUrl(u: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${server.baseUrl}/Imagen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[u] ?? ''}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

let skuCounter = 0;
/** A listing of seller 1 (`seller`) or seller 2 (`seller2`); list price 1000 by default. */
async function crear(
  u: 'seller' | 'seller2' = 'seller',
  overrides: Partial<PublicacionNueva> = {},
): Promise<Publicacion> {
  skuCounter += 1;
  const body: PublicacionNueva = {
    idSeller: u === 'seller' ? 1 : 2,
    titulo: 'Lavarropas Automático Carga Frontal 8 kg Inverter',
    categoria: catalogo.categoria,
    marca: catalogo.marca,
    stock: 20,
    skuSeller: `REBATE-${String(skuCounter)}`,
    precioLista: 1000,
    precioPromocional: null,
    alicuotaIva: catalogo.alicuota,
    idTipoPublicacion: catalogo.tipo,
    tipoEntrega: [1],
    imagenes: [{ urlImagen: await imageUrl(u), posicion: 1 }],
    ...overrides,
  };
  const res = await send(u, 'POST', '/api/Publicaciones', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Publicacion;
}

// --- rebates ----------------------------------------------------------------------------------

const cents = (amount: number) => Math.round(amount * 100);
const baseOf = (p: Publicacion) =>
  p.precioPromocional !== null && p.precioPromocional > 0 ? p.precioPromocional : p.precioLista;

/** A valid rebate body for the listing: $ 100 Market and $ 50 seller, 10 units, 30 days. */
function cuerpo(p: Publicacion, o: Partial<RebateNuevo> = {}): RebateNuevo {
  const base = o.precioInicial ?? baseOf(p);
  const market = o.aCargoMarket ?? 100;
  const seller = o.aCargoSeller ?? 50;
  return {
    idPublicacion: p.idPublicacion,
    precioInicial: base,
    precioFinal: (cents(base) - cents(market) - cents(seller)) / 100,
    aCargoMarket: market,
    aCargoSeller: seller,
    fechaInicio: hoy,
    fechaVencimiento: addDays(hoy, 30),
    unidades: 10,
    ...o,
  };
}

async function enviar(p: Publicacion, o: Partial<RebateNuevo> = {}): Promise<Rebate> {
  const res = await send('categoria', 'POST', '/api/Rebates/Nuevo', cuerpo(p, o));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Rebate;
}

const aprobar = (u: string, idRebate: number) =>
  send(u, 'POST', '/api/Rebates/Aprobar', { idRebate });
const cambiar = (u: string, idRebate: number, idEstado: number, idUsuario?: number) =>
  send(u, 'PUT', '/api/Rebates/CambiarEstado', {
    idRebate,
    idEstado,
    ...(idUsuario === undefined ? {} : { idUsuario }),
  });
const eliminar = (u: string, idRebate: number) =>
  send(u, 'DELETE', `/api/Rebates?id=${String(idRebate)}`);
const modificar = (u: string, p: Publicacion, idRebate: number, o: Partial<RebateNuevo> = {}) =>
  send(u, 'PUT', '/api/Rebates/Modificar', { ...cuerpo(p, o), idRebate });
const buscar = (u: string | null, idPublicacion: number) =>
  get(u, `/api/Rebates/Buscar?IdPublicacion=${String(idPublicacion)}`);

function ok(res: ApiResponse): Rebate {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Rebate;
}

/** A rebate of a new listing of seller 1, taken to `estado` through the API. */
async function rebateEn(estado: 1 | 2 | 3, p?: Publicacion): Promise<[Publicacion, Rebate]> {
  const listing = p ?? (await crear());
  let r = await enviar(listing);
  if (estado >= 2) r = ok(await aprobar('moderador', r.idRebate));
  if (estado >= 3) r = ok(await aprobar('selleradmin', r.idRebate));
  expect(r.idEstadoRebate).toBe(estado);
  return [listing, r];
}

interface Stored {
  id_estado_rebate: number;
  precio_final: string;
  a_cargo_market: string;
  id_admin_aprueba: number | null;
  id_seller_aprueba: number | null;
}

async function stored(idRebate: number): Promise<Stored | undefined> {
  const [row] = await server.db.query<Stored>(
    `SELECT id_estado_rebate, precio_final::text, a_cargo_market::text, id_admin_aprueba,
            id_seller_aprueba
       FROM rebates WHERE id_rebate = $1`,
    [idRebate],
  );
  return row;
}

async function auditOf(idRebate: number) {
  return server.db.query<{
    desde: string | null;
    hacia: string;
    evento: string;
    id_usuario: number | null;
  }>(
    `SELECT desde, hacia, evento, id_usuario FROM audit
      WHERE entidad = 'rebate' AND id_entidad = $1 ORDER BY id`,
    [String(idRebate)],
  );
}

/** Every rebate row and every rebate audit row: what a refused call must leave untouched. */
async function snapshot() {
  const rebates = await server.db.query('SELECT * FROM rebates ORDER BY id_rebate');
  const journal = await server.db.query(
    "SELECT id, entidad, id_entidad, desde, hacia, evento FROM audit WHERE entidad = 'rebate' ORDER BY id",
  );
  return JSON.stringify({ rebates, journal });
}

/** The call is refused with `status` (and its messages), and nothing is written. */
async function refused(
  status: number,
  run: () => Promise<ApiResponse>,
  messages?: string[],
): Promise<string[]> {
  const before = await snapshot();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const list = errores(res);
  if (messages) expect(list).toEqual(messages);
  expect(await snapshot()).toBe(before);
  return list;
}

describe('every call needs a session and a role that works with rebates (000 §6, DECISIONS 4)', () => {
  it('401 without a session, on every call', async () => {
    const p = await crear();
    const [, r] = await rebateEn(1, p);
    const calls = [
      () => buscar(null, p.idPublicacion),
      () => send(null, 'POST', '/api/Rebates/Nuevo', cuerpo(p)),
      () => send(null, 'PUT', '/api/Rebates/Modificar', { ...cuerpo(p), idRebate: r.idRebate }),
      () => send(null, 'PUT', '/api/Rebates/CambiarEstado', { idRebate: r.idRebate, idEstado: 6 }),
      () => send(null, 'DELETE', `/api/Rebates?id=${String(r.idRebate)}`),
      () => send(null, 'POST', '/api/Rebates/Aprobar', { idRebate: r.idRebate }),
    ];
    for (const run of calls) await refused(401, run);
  });

  it("sellers, read-only, supplier and accounting users get 403 on every call ('Rebate sending is not available to them')", async () => {
    const p = await crear();
    const [, r] = await rebateEn(1, p);
    for (const u of ['seller', 'lectura', 'proveedor', 'contable']) {
      await refused(403, () => buscar(u, p.idPublicacion));
      await refused(403, () => send(u, 'POST', '/api/Rebates/Nuevo', cuerpo(p)));
      await refused(403, () => modificar(u, p, r.idRebate));
      await refused(403, () => cambiar(u, r.idRebate, 6));
      await refused(403, () => eliminar(u, r.idRebate));
      await refused(403, () => aprobar(u, r.idRebate));
    }
  });
});

describe('GET /api/Rebates/Buscar: the listing live rebate (000 §2.9, §4)', () => {
  it('null while the listing has none; the live one for category, admin and its seller admin', async () => {
    const p = await crear();
    for (const u of ['categoria', 'moderador', 'selleradmin']) {
      const res = await buscar(u, p.idPublicacion);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ rebate: null });
    }
    const r = await enviar(p);
    for (const u of ['categoria', 'moderador', 'selleradmin']) {
      const res = await buscar(u, p.idPublicacion);
      expect(res.status).toBe(200);
      expect((res.body as { rebate: Rebate }).rebate).toEqual(r);
    }
    const listing = await get(
      'categoria',
      `/api/Publicaciones/Obtener?IdPublicacion=${String(p.idPublicacion)}`,
    );
    expect((listing.body as Publicacion).tieneRebate).toBe(true);
  });

  it('a seller admin does not read another seller listing rebate: 403 without any of its data', async () => {
    const ajena = await crear('seller2');
    await enviar(ajena);
    const res = await buscar('selleradmin', ajena.idPublicacion);
    expect(res.status).toBe(403);
    expect(errores(res)).toEqual(['La publicación no pertenece a su seller.']);
    expect(JSON.stringify(res.body)).not.toContain('aCargo');
  });

  it('an unknown or eliminated listing answers 404; a bad id 400', async () => {
    await refused(404, () => buscar('categoria', 2_000_000_000));
    const p = await crear();
    expect(
      (await send('seller', 'DELETE', `/api/Publicaciones?id=${String(p.idPublicacion)}`)).status,
    ).toBe(204);
    await refused(404, () => buscar('categoria', p.idPublicacion));
    await refused(400, () => get('categoria', '/api/Rebates/Buscar?IdPublicacion=abc'));
    await refused(400, () => get('categoria', '/api/Rebates/Buscar'));
  });
});

describe('POST /api/Rebates/Nuevo: category sends a rebate (ENVIAR)', () => {
  it("Pendiente, sent by the session's user, the figures recomputed by the server, audited ('Rebate enviado')", async () => {
    const p = await crear();
    const res = await send('categoria', 'POST', '/api/Rebates/Nuevo', {
      ...cuerpo(p, { aCargoMarket: 123.45, aCargoSeller: 76.55, unidades: 7 }),
      idCategoryGeneraRebate: ids.categoria,
    });
    const r = ok(res);
    expect(r).toMatchObject({
      idPublicacion: p.idPublicacion,
      precioInicial: 1000,
      precioFinal: 800,
      aCargoMarket: 123.45,
      // 12.345 % is rounded half up to two decimals; 7.655 % too.
      porcentajeMarket: 12.35,
      aCargoSeller: 76.55,
      porcentajeSeller: 7.66,
      porcentajeTotalDescuento: 20,
      fechaInicio: hoy,
      fechaVencimiento: addDays(hoy, 30),
      unidades: 7,
      unidadesRestantes: 7,
      idCategoryGeneraRebate: ids.categoria,
      idAdminAprueba: null,
      idSellerAprueba: null,
      idEstadoRebate: 1,
      estadoRebate: 'Pendiente',
      anulacionMarket: 0,
    });
    expect(await stored(r.idRebate)).toMatchObject({
      id_estado_rebate: 1,
      precio_final: '800.00',
      a_cargo_market: '123.45',
    });
    expect(await auditOf(r.idRebate)).toEqual([
      { desde: null, hacia: '1', evento: 'ENVIAR', id_usuario: ids.categoria },
    ]);
  });

  it('000 §5: the base price is the promotional price, or the list price when it is zero', async () => {
    const promo = await crear('seller', { precioLista: 1000, precioPromocional: 800 });
    const r = await enviar(promo, { aCargoMarket: 100, aCargoSeller: 20 });
    expect(r).toMatchObject({
      precioInicial: 800,
      precioFinal: 680,
      porcentajeMarket: 12.5,
      porcentajeSeller: 2.5,
      porcentajeTotalDescuento: 15,
    });
    const zero = await crear('seller', { precioLista: 1234.56, precioPromocional: 0 });
    const z = await enviar(zero, { aCargoMarket: 234.56, aCargoSeller: 0 });
    expect(z).toMatchObject({ precioInicial: 1234.56, precioFinal: 1000, porcentajeSeller: 0 });
    // The list price sent for a listing with a promotional price is not its base price.
    const other = await crear('seller', { precioLista: 1000, precioPromocional: 800 });
    await refused(
      400,
      () => send('categoria', 'POST', '/api/Rebates/Nuevo', cuerpo(other, { precioInicial: 1000 })),
      [rebateMessages.precioInicialChanged('$ 800,00')],
    );
  });

  it('the admin moderator and the seller admin do not send rebates (403); nothing is written', async () => {
    const p = await crear();
    for (const u of ['moderador', 'selleradmin']) {
      // The policy table (src/domain/permissions.ts) lists the roles of the machine's ENVIAR.
      const list = await refused(403, () => send(u, 'POST', '/api/Rebates/Nuevo', cuerpo(p)));
      expect(list).toEqual([sessionMessages.forbidden]);
    }
  });

  it('a second live rebate is refused (409) while one is Pendiente, En revision or Activo', async () => {
    for (const estado of [1, 2, 3] as const) {
      const [p, r] = await rebateEn(estado);
      const list = await refused(409, () =>
        send('categoria', 'POST', '/api/Rebates/Nuevo', cuerpo(p)),
      );
      expect(list[0]).toContain(r.estadoRebate);
    }
  });

  it('the acting user cannot be another one (403); an unknown listing 404; an eliminated one 409', async () => {
    const p = await crear();
    await refused(403, () =>
      send('categoria', 'POST', '/api/Rebates/Nuevo', {
        ...cuerpo(p),
        idCategoryGeneraRebate: ids.moderador,
      }),
    );
    await refused(404, () =>
      send('categoria', 'POST', '/api/Rebates/Nuevo', {
        ...cuerpo(p),
        idPublicacion: 2_000_000_000,
      }),
    );
    expect(
      (await send('seller', 'DELETE', `/api/Publicaciones?id=${String(p.idPublicacion)}`)).status,
    ).toBe(204);
    await refused(409, () => send('categoria', 'POST', '/api/Rebates/Nuevo', cuerpo(p)), [
      'La publicación está eliminada.',
    ]);
  });
});

describe('000 §5 rules: every message, answered 400 and nothing written', () => {
  let p: Publicacion;
  beforeAll(async () => {
    p = await crear();
  });
  const nuevo = (o: Partial<RebateNuevo>) => () =>
    send('categoria', 'POST', '/api/Rebates/Nuevo', cuerpo(p, o));

  it("'El precio final no puede ser negativo' (the percentages would be above 100)", async () => {
    await refused(400, nuevo({ aCargoMarket: 800, aCargoSeller: 300 }), [
      'El precio final no puede ser negativo',
    ]);
  });

  it("'El precio a cargo de Market no puede ser negativo' (the configured brand)", async () => {
    await refused(400, nuevo({ aCargoMarket: -10, aCargoSeller: 50 }), [
      'El precio a cargo de Market no puede ser negativo',
    ]);
  });

  it("'El precio a cargo del seller no puede ser negativo'", async () => {
    await refused(400, nuevo({ aCargoMarket: 50, aCargoSeller: -0.01 }), [
      'El precio a cargo del seller no puede ser negativo',
    ]);
  });

  it("'La cantidad de unidades no puede ser negativa'; zero units is no rebate either", async () => {
    await refused(400, nuevo({ unidades: -1 }), ['La cantidad de unidades no puede ser negativa']);
    await refused(400, nuevo({ unidades: 0 }), [rebateMessages.unitsRequired]);
  });

  it('several failed rules answer all their messages at once', async () => {
    const list = await refused(400, nuevo({ aCargoMarket: -10, aCargoSeller: -20, unidades: -3 }));
    expect(list).toEqual([
      'El precio a cargo de Market no puede ser negativo',
      'El precio a cargo del seller no puede ser negativo',
      'La cantidad de unidades no puede ser negativa',
    ]);
  });

  it('a rebate without any discount is refused', async () => {
    await refused(400, nuevo({ aCargoMarket: 0, aCargoSeller: 0 }), [
      rebateMessages.noDiscount('Market'),
    ]);
  });

  it('dates: vencimiento before inicio; inicio or vencimiento in the past for a new rebate', async () => {
    await refused(400, nuevo({ fechaInicio: addDays(hoy, 5), fechaVencimiento: addDays(hoy, 4) }), [
      rebateMessages.vencimientoBeforeInicio,
    ]);
    await refused(400, nuevo({ fechaInicio: addDays(hoy, -1) }), [rebateMessages.inicioPast]);
    await refused(
      400,
      nuevo({ fechaInicio: addDays(hoy, -3), fechaVencimiento: addDays(hoy, -2) }),
      [rebateMessages.inicioPast, rebateMessages.vencimientoPast],
    );
    // One day is enough: inicio and vencimiento today.
    const ok1 = await send(
      'categoria',
      'POST',
      '/api/Rebates/Nuevo',
      cuerpo(p, { fechaVencimiento: hoy }),
    );
    expect(ok1.status, JSON.stringify(ok1.body)).toBe(200);
    expect((await eliminar('categoria', (ok1.body as Rebate).idRebate)).status).toBe(204);
  });

  it('the server recomputes: another precioInicial or precioFinal than its own is refused', async () => {
    await refused(400, nuevo({ precioInicial: 999.99 }), [
      rebateMessages.precioInicialChanged('$ 1.000,00'),
    ]);
    await refused(400, nuevo({ precioFinal: 900 }), [
      rebateMessages.precioFinalMismatch('$ 850,00'),
    ]);
  });

  it('amounts with more than two decimals, or beyond numeric(14,2), are refused', async () => {
    await refused(400, nuevo({ aCargoMarket: 10.005 }), [rebateMessages.amountInvalid]);
    await refused(400, nuevo({ aCargoSeller: 1e15 }), [rebateMessages.amountInvalid]);
  });

  it('the contract refuses missing fields, unknown fields, bad dates and bad types', async () => {
    const sinUnidades: Partial<RebateNuevo> = cuerpo(p);
    delete sinUnidades.unidades;
    await refused(400, () => send('categoria', 'POST', '/api/Rebates/Nuevo', sinUnidades), [
      "Falta el campo 'unidades'.",
    ]);
    await refused(400, () =>
      send('categoria', 'POST', '/api/Rebates/Nuevo', { ...cuerpo(p), extra: 1 }),
    );
    await refused(400, nuevo({ fechaInicio: '31/12/2026' }));
    await refused(400, nuevo({ unidades: 1.5 }));
    await refused(400, () => send('categoria', 'POST', '/api/Rebates/Nuevo'));
  });
});

describe('the negotiation (000 §4, 001 §4, DECISIONS 17)', () => {
  it('category sends (1) → admin approves (2) → seller admin accepts (3): each approver recorded and audited', async () => {
    const p = await crear();
    const r = await enviar(p);
    const enRevision = ok(await aprobar('moderador', r.idRebate));
    expect(enRevision).toMatchObject({
      idEstadoRebate: 2,
      estadoRebate: 'En revision',
      idAdminAprueba: ids.moderador,
      idSellerAprueba: null,
    });
    const activo = ok(await aprobar('selleradmin', r.idRebate));
    expect(activo).toMatchObject({
      idEstadoRebate: 3,
      estadoRebate: 'Activo',
      idAdminAprueba: ids.moderador,
      idSellerAprueba: ids.selleradmin,
    });
    expect(
      ((await buscar('selleradmin', p.idPublicacion)).body as { rebate: Rebate }).rebate,
    ).toEqual(activo);
    expect(await auditOf(r.idRebate)).toEqual([
      { desde: null, hacia: '1', evento: 'ENVIAR', id_usuario: ids.categoria },
      { desde: '1', hacia: '2', evento: 'APROBAR', id_usuario: ids.moderador },
      { desde: '2', hacia: '3', evento: 'APROBAR', id_usuario: ids.selleradmin },
    ]);
  });

  it('the same through PUT /api/Rebates/CambiarEstado: 2 for the admin, 3 for the seller admin, on behalf of the acting user', async () => {
    const [, r] = await rebateEn(1);
    expect(ok(await cambiar('moderador', r.idRebate, 2, ids.moderador)).idEstadoRebate).toBe(2);
    expect(ok(await cambiar('selleradmin', r.idRebate, 3)).idEstadoRebate).toBe(3);
    const [, r2] = await rebateEn(1);
    // An admin asking for 3 (the seller's acceptance) is not where its approval leads.
    await refused(409, () => cambiar('moderador', r2.idRebate, 3));
    // 1 and 4 are never asked for: sending/modifying and the end of the validity reach them.
    await refused(400, () => cambiar('moderador', r2.idRebate, 1));
    await refused(400, () => cambiar('moderador', r2.idRebate, 4));
    await refused(400, () => cambiar('moderador', r2.idRebate, 7));
    // On behalf of another user: 403.
    await refused(403, () => cambiar('moderador', r2.idRebate, 2, ids.categoria), [
      'Solo puede actuar en nombre de su propio usuario.',
    ]);
  });

  it('admin declines a Pendiente rebate (6): the card is cleared and a new rebate can be sent', async () => {
    const [p, r] = await rebateEn(1);
    const rechazado = ok(await cambiar('moderador', r.idRebate, 6));
    expect(rechazado).toMatchObject({
      idEstadoRebate: 6,
      estadoRebate: 'Rechazado',
      anulacionMarket: 0,
    });
    expect((await buscar('categoria', p.idPublicacion)).body).toEqual({ rebate: null });
    const otro = await enviar(p);
    expect(otro.idRebate).not.toBe(r.idRebate);
    expect((await auditOf(r.idRebate)).at(-1)).toEqual({
      desde: '1',
      hacia: '6',
      evento: 'RECHAZAR',
      id_usuario: ids.moderador,
    });
  });

  it('seller admin rejects an En revision rebate (6); it may not approve nor reject a Pendiente one (409)', async () => {
    const [, pendiente] = await rebateEn(1);
    await refused(409, () => aprobar('selleradmin', pendiente.idRebate));
    await refused(409, () => cambiar('selleradmin', pendiente.idRebate, 6));
    const [p, r] = await rebateEn(2);
    expect(ok(await cambiar('selleradmin', r.idRebate, 6))).toMatchObject({
      idEstadoRebate: 6,
      idSellerAprueba: null,
      anulacionMarket: 0,
    });
    expect((await buscar('selleradmin', p.idPublicacion)).body).toEqual({ rebate: null });
    expect((await auditOf(r.idRebate)).at(-1)?.evento).toBe('RECHAZAR');
  });

  it('the admin does not approve twice, category never approves (403), and a closed rebate takes no action (409)', async () => {
    const [, r] = await rebateEn(2);
    await refused(409, () => aprobar('moderador', r.idRebate));
    await refused(403, () => aprobar('categoria', r.idRebate), [sessionMessages.forbidden]);
    // Through the state change the machine refuses the role (APROBAR is not category's).
    await refused(403, () => cambiar('categoria', r.idRebate, 3), [
      'Su perfil no puede aprobar rebates.',
    ]);
    await refused(403, () => cambiar('selleradmin', r.idRebate, 5), [
      'Su perfil no puede eliminar rebates.',
    ]);
    ok(await cambiar('selleradmin', r.idRebate, 6));
    await refused(409, () => aprobar('selleradmin', r.idRebate));
    await refused(409, () => eliminar('categoria', r.idRebate));
    const otra = await crear();
    await refused(409, () => modificar('categoria', otra, r.idRebate));
  });

  it("modify: Pendiente stays Pendiente; En revision goes back to Pendiente and loses the admin's approval; figures recomputed", async () => {
    const [p, r] = await rebateEn(1);
    const m1 = ok(
      await modificar('categoria', p, r.idRebate, {
        aCargoMarket: 250,
        aCargoSeller: 0,
        unidades: 3,
      }),
    );
    expect(m1).toMatchObject({
      idEstadoRebate: 1,
      precioFinal: 750,
      porcentajeMarket: 25,
      porcentajeSeller: 0,
      porcentajeTotalDescuento: 25,
      unidades: 3,
      idCategoryGeneraRebate: ids.categoria,
    });
    ok(await aprobar('moderador', r.idRebate));
    const m2 = ok(
      await modificar('categoria', p, r.idRebate, { aCargoMarket: 10, aCargoSeller: 10 }),
    );
    expect(m2).toMatchObject({ idEstadoRebate: 1, idAdminAprueba: null, precioFinal: 980 });
    expect(
      (await auditOf(r.idRebate)).map((a) => `${String(a.desde)}>${a.hacia} ${a.evento}`),
    ).toEqual(['null>1 ENVIAR', '1>1 MODIFICAR', '1>2 APROBAR', '2>1 MODIFICAR']);
  });

  it('modify is refused at Activo (409, 000 §4) and for every role but category (403)', async () => {
    const [p, r] = await rebateEn(3);
    await refused(409, () => modificar('categoria', p, r.idRebate));
    const [p2, r2] = await rebateEn(1);
    for (const u of ['moderador', 'selleradmin']) {
      await refused(403, () => modificar(u, p2, r2.idRebate), [sessionMessages.forbidden]);
    }
  });

  it('modify checks the rules too, keeps a past fechaInicio as stored, and the rebate belongs to the listing sent', async () => {
    const [p, r] = await rebateEn(1);
    await refused(400, () => modificar('categoria', p, r.idRebate, { aCargoMarket: 2000 }), [
      'El precio final no puede ser negativo',
    ]);
    const otra = await crear();
    await refused(400, () => modificar('categoria', otra, r.idRebate), [
      'El rebate no pertenece a la publicación indicada.',
    ]);
    const ayer = addDays(hoy, -1);
    await server.db.query('UPDATE rebates SET fecha_inicio = $2 WHERE id_rebate = $1', [
      r.idRebate,
      ayer,
    ]);
    ok(await modificar('categoria', p, r.idRebate, { fechaInicio: ayer }));
    await refused(
      400,
      () => modificar('categoria', p, r.idRebate, { fechaInicio: addDays(hoy, -2) }),
      [rebateMessages.inicioPast],
    );
    await refused(404, () => modificar('categoria', p, 2_000_000_000));
  });

  it("delete: category at Pendiente and En revision, the admin at En revision only; 'Rebate eliminado' leaves no live rebate", async () => {
    const [p, r] = await rebateEn(1);
    await refused(409, () => eliminar('moderador', r.idRebate));
    await refused(403, () => eliminar('selleradmin', r.idRebate));
    const res = await eliminar('categoria', r.idRebate);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await stored(r.idRebate))?.id_estado_rebate).toBe(5);
    expect((await buscar('categoria', p.idPublicacion)).body).toEqual({ rebate: null });
    expect((await auditOf(r.idRebate)).at(-1)).toEqual({
      desde: '1',
      hacia: '5',
      evento: 'ELIMINAR',
      id_usuario: ids.categoria,
    });
    const [, r2] = await rebateEn(2);
    expect((await eliminar('moderador', r2.idRebate)).status).toBe(204);
    const [, r3] = await rebateEn(2);
    expect(ok(await cambiar('categoria', r3.idRebate, 5)).idEstadoRebate).toBe(5);
    const [, activo] = await rebateEn(3);
    await refused(409, () => eliminar('categoria', activo.idRebate));
    await refused(404, () => eliminar('categoria', 2_000_000_000));
    await refused(400, () => send('categoria', 'DELETE', '/api/Rebates?id=0'));
  });

  it("'Dar de baja' an Activo rebate sends 6, by category, admin or seller admin; anulacionMarket is the Market share of the units left", async () => {
    for (const u of ['categoria', 'moderador', 'selleradmin']) {
      const [p, r] = await rebateEn(3);
      await server.db.query('UPDATE rebates SET unidades_vendidas = 4 WHERE id_rebate = $1', [
        r.idRebate,
      ]);
      const baja = ok(await cambiar(u, r.idRebate, 6));
      // $ 100 per unit, 10 units, 4 sold: the marketplace no longer owes 6 × $ 100.
      expect(baja).toMatchObject({ idEstadoRebate: 6, unidadesRestantes: 6, anulacionMarket: 600 });
      expect((await auditOf(r.idRebate)).at(-1)).toEqual({
        desde: '3',
        hacia: '6',
        evento: 'DAR_DE_BAJA',
        id_usuario: ids[u],
      });
      expect((await buscar('categoria', p.idPublicacion)).body).toEqual({ rebate: null });
    }
  });

  it('an Activo rebate ends (4 Finalizado) when its validity is over or no units are left (VENCER), audited', async () => {
    const [p, r] = await rebateEn(3);
    await server.db.query(
      'UPDATE rebates SET fecha_inicio = $2, fecha_vencimiento = $2 WHERE id_rebate = $1',
      [r.idRebate, addDays(hoy, -1)],
    );
    expect((await buscar('selleradmin', p.idPublicacion)).body).toEqual({ rebate: null });
    expect((await stored(r.idRebate))?.id_estado_rebate).toBe(4);
    expect((await auditOf(r.idRebate)).at(-1)).toEqual({
      desde: '3',
      hacia: '4',
      evento: 'VENCER',
      id_usuario: null,
    });
    // A rebate that ended takes no more actions; a new one can be sent.
    await refused(409, () => cambiar('moderador', r.idRebate, 6));
    await enviar(p);

    const [p2, r2] = await rebateEn(3);
    await server.db.query('UPDATE rebates SET unidades_vendidas = unidades WHERE id_rebate = $1', [
      r2.idRebate,
    ]);
    // A write notices it too: 'Dar de baja' finds it Finalizado.
    const list = await refused(409, () => cambiar('moderador', r2.idRebate, 6));
    expect(list[0]).toContain('Finalizado');
    await enviar(p2);
    expect((await stored(r2.idRebate))?.id_estado_rebate).toBe(4);
  });

  it('a rebate whose validity is over cannot be approved (409)', async () => {
    const [, r] = await rebateEn(2);
    await server.db.query(
      'UPDATE rebates SET fecha_inicio = $2, fecha_vencimiento = $2 WHERE id_rebate = $1',
      [r.idRebate, addDays(hoy, -1)],
    );
    await refused(409, () => aprobar('selleradmin', r.idRebate), [
      'El rebate está vencido: modifíquelo o elimínelo.',
    ]);
  });

  it('unknown rebates answer 404 on every call by id', async () => {
    await refused(404, () => aprobar('moderador', 2_000_000_000));
    await refused(404, () => cambiar('moderador', 2_000_000_000, 6));
    await refused(404, () => eliminar('categoria', 2_000_000_000));
  });
});

describe('seller scope (000 §6): a seller admin acts only on its own seller listings', () => {
  it('on a seller-2 listing the seller admin of seller 1 gets 403 and no data, and nothing changes', async () => {
    const ajena = await crear('seller2');
    const r = await enviar(ajena);
    ok(await aprobar('moderador', r.idRebate));
    for (const run of [
      () => aprobar('selleradmin', r.idRebate),
      () => cambiar('selleradmin', r.idRebate, 3),
      () => cambiar('selleradmin', r.idRebate, 6),
      () => buscar('selleradmin', ajena.idPublicacion),
    ]) {
      const list = await refused(403, run, ['La publicación no pertenece a su seller.']);
      expect(list.join(' ')).not.toContain(String(r.aCargoMarket));
    }
    expect((await stored(r.idRebate))?.id_estado_rebate).toBe(2);
  });
});

describe('one live rebate per listing, also under concurrent sends', () => {
  it('two sends at once: one is Pendiente, the other 409', async () => {
    const p = await crear();
    const [a, b] = await Promise.all([
      send('categoria', 'POST', '/api/Rebates/Nuevo', cuerpo(p)),
      send('categoria', 'POST', '/api/Rebates/Nuevo', cuerpo(p)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const live = await server.db.query(
      'SELECT 1 FROM rebates WHERE id_publicacion = $1 AND id_estado_rebate IN (1, 2, 3)',
      [p.idPublicacion],
    );
    expect(live).toHaveLength(1);
  });
});

describe("a rebate's Historial (issue 35 point 1)", () => {
  const historial = (u: string, idRebate: number) =>
    get(u, `/api/Rebates/Historial?IdRebate=${String(idRebate)}`);

  it('the negotiation newest first: sent with its terms, the counter-offer before and after, both approvals', async () => {
    const listing = await crear();
    const r = await enviar(listing);
    ok(await modificar('categoria', listing, r.idRebate, { aCargoMarket: 120 }));
    ok(await aprobar('moderador', r.idRebate));
    ok(await aprobar('selleradmin', r.idRebate));

    const res = await historial('moderador', r.idRebate);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const h = res.body as Historial;
    expect(h.total).toBe(4);
    expect(h.entradas.map((e) => [e.accion, e.desde, e.hacia, e.tipoUsuario])).toEqual([
      ['Aprobó el rebate', 'En revision', 'Activo', 'Seller administrador'],
      ['Aprobó el rebate', 'Pendiente', 'En revision', 'Administrador moderador'],
      ['Modificó las condiciones', 'Pendiente', 'Pendiente', 'Categoría'],
      ['Envió el rebate', null, 'Pendiente', 'Categoría'],
    ]);
    const [antes, ahora] = h.entradas[2]?.detalle ?? [];
    expect(antes).toMatch(
      /^Antes: Precio final .*a cargo del marketplace \$ 100,00, a cargo del seller \$ 50,00, 10 unidades, del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(ahora).toMatch(
      /^Ahora: Precio final .*a cargo del marketplace \$ 120,00, a cargo del seller \$ 50,00, /,
    );
    expect(h.entradas[3]?.detalle).toEqual([expect.stringMatching(/^Ahora: Precio final /)]);

    // The seller admin reads the marketplace's people as such, and its own by name.
    const own = (await historial('selleradmin', r.idRebate)).body as Historial;
    expect(own.entradas.map((e) => e.usuario)).toEqual([
      expect.not.stringMatching(/^Marketplace$/),
      'Marketplace',
      'Marketplace',
      'Marketplace',
    ]);
  });

  it("another seller's rebate and an unknown one are 404; a seller 403", async () => {
    const theirs = await crear('seller2');
    const r = await enviar(theirs);
    const other = await historial('selleradmin', r.idRebate);
    expect(other.status).toBe(404);
    expect(errores(other)).toEqual([rebateMessages.notFound]);
    expect((await historial('moderador', 2_000_000_000)).status).toBe(404);
    expect((await historial('seller', r.idRebate)).status).toBe(403);
    expect((await historial('categoria', r.idRebate)).status).toBe(200);
  });
});

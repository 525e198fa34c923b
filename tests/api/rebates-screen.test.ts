// 'Gestión de Rebates' over HTTP against a real database (001 §2.5, §3 Rebate filter, §4, §6,
// §7; DECISIONS 17; issue 18 points 1-3): GET /api/Rebates/Gestion for every role, the filter,
// the seller scope, the pages of 10, the cards' fields; the state changes the screen sends
// (the same calls as the listing's rebate card, run by the same machine); and the end of
// Activo rebates by themselves (Finalizado, 4), safe when several processes run it at once.
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
import { todayInMarket } from '../../src/domain/dates.ts';
import { commonMessages } from '../../src/domain/texts/common.ts';
import { endRebates } from '../../src/server/rebates/expiry.ts';

type Publicacion = components['schemas']['Publicacion'];
type Rebate = components['schemas']['Rebate'];
type ListaRebates = components['schemas']['ListaRebates'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let catalogo: DemoCatalogue;

beforeAll(async () => {
  server = await startServer();
  const sessions = await loginAll(server.baseUrl, activeDemoUsers);
  Object.assign(tokens, sessions.tokens);
  Object.assign(ids, sessions.ids);
  catalogo = await demoCatalogue(server.db);
});
afterAll(async () => {
  await server.close();
});

const as = (u: string | null) => (u === null ? {} : { token: tokens[u] ?? '' });
const send = (u: string | null, method: string, path: string, json?: unknown) =>
  call(server.baseUrl, method, path, { ...as(u), ...(json === undefined ? {} : { json }) });

const hoy = todayInMarket();
function addDays(iso: string, n: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

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

let sku = 0;
async function crear(u: 'seller' | 'seller2' = 'seller'): Promise<Publicacion> {
  sku += 1;
  const res = await send(u, 'POST', '/api/Publicaciones', {
    idSeller: u === 'seller' ? 1 : 2,
    titulo: 'Heladera No Frost 320 litros Inoxidable',
    categoria: catalogo.categoria,
    marca: catalogo.marca,
    stock: 20,
    skuSeller: `GESTION-${u}-${String(sku)}`,
    precioLista: 1000,
    precioPromocional: null,
    alicuotaIva: catalogo.alicuota,
    idTipoPublicacion: catalogo.tipo,
    tipoEntrega: [1],
    imagenes: [{ urlImagen: await imageUrl(u), posicion: 1 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Publicacion;
}

function ok(res: ApiResponse): unknown {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const okRebate = (res: ApiResponse) => ok(res) as Rebate;

async function enviar(p: Publicacion, inicio = hoy, dias = 30): Promise<Rebate> {
  return okRebate(
    await send('categoria', 'POST', '/api/Rebates/Nuevo', {
      idPublicacion: p.idPublicacion,
      precioInicial: 1000,
      precioFinal: 850,
      aCargoMarket: 100,
      aCargoSeller: 50,
      fechaInicio: inicio,
      fechaVencimiento: addDays(inicio, dias),
      unidades: 10,
    }),
  );
}
const cambiar = (u: string, idRebate: number, idEstado: number) =>
  send(u, 'PUT', '/api/Rebates/CambiarEstado', { idRebate, idEstado, idUsuario: ids[u] });

async function rebateEn(estado: 1 | 2 | 3, u: 'seller' | 'seller2' = 'seller') {
  const p = await crear(u);
  let r = await enviar(p);
  if (estado >= 2) r = okRebate(await cambiar('moderador', r.idRebate, 2));
  if (estado >= 3) r = okRebate(await cambiar('selleradmin', r.idRebate, 3));
  return { p, r };
}

const gestion = (u: string | null, query: Record<string, string | number> = {}) =>
  send(
    u,
    'GET',
    `/api/Rebates/Gestion?${new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)]),
    ).toString()}`,
  );
const lista = async (u: string, query: Record<string, string | number> = {}) =>
  ok(await gestion(u, query)) as ListaRebates;
const idsOf = (l: ListaRebates) => l.elementos.map((e) => e.rebate.idRebate);

async function estadoGuardado(idRebate: number): Promise<number | undefined> {
  const [row] = await server.db.query<{ id_estado_rebate: number }>(
    'SELECT id_estado_rebate FROM rebates WHERE id_rebate = $1',
    [idRebate],
  );
  return row?.id_estado_rebate;
}
async function auditOf(idRebate: number) {
  return server.db.query<{ desde: string | null; hacia: string; evento: string }>(
    `SELECT desde, hacia, evento FROM audit WHERE entidad = 'rebate' AND id_entidad = $1 ORDER BY id`,
    [String(idRebate)],
  );
}

describe('who reads Gestión de Rebates (001 §6; menu: hidden for read-only, seller and supplier)', () => {
  it('401 without a session; 403 for seller, read-only, supplier and accounting users', async () => {
    expect((await gestion(null)).status).toBe(401);
    for (const u of ['seller', 'seller2', 'lectura', 'proveedor', 'contable']) {
      const res = await gestion(u);
      expect(res.status, u).toBe(403);
      expect(errores(res).length).toBeGreaterThan(0);
    }
  });

  it('category and the admin moderator read every seller; the seller admin only its own and never a Pendiente one', async () => {
    const s1 = await rebateEn(2, 'seller');
    const s2 = await rebateEn(2, 'seller2');
    const pend = await rebateEn(1, 'seller');
    for (const u of ['categoria', 'moderador']) {
      const all = idsOf(await lista(u, { CantidadPagina: 100 }));
      expect(all, u).toEqual(
        expect.arrayContaining([s1.r.idRebate, s2.r.idRebate, pend.r.idRebate]),
      );
    }
    const own = await lista('selleradmin', { CantidadPagina: 100 });
    expect(idsOf(own)).toContain(s1.r.idRebate);
    expect(idsOf(own)).not.toContain(s2.r.idRebate);
    expect(idsOf(own)).not.toContain(pend.r.idRebate);
    expect(own.elementos.every((e) => e.idSeller === 1)).toBe(true);
    // Asking for another seller or for PENDIENTES changes nothing of the scope.
    expect(idsOf(await lista('selleradmin', { IdSeller: 2, CantidadPagina: 100 }))).not.toContain(
      s2.r.idRebate,
    );
    expect((await lista('selleradmin', { IdTipoEstado: 1 })).cantidadTotal).toBe(0);
  });
});

describe('the rebate filter (001 §2.5, §3): Seller, Estado, Sku Seller, Sku Market, Fecha desde/hasta', () => {
  it('each field narrows the cards; a card carries every field of §2.5', async () => {
    const { p, r } = await rebateEn(3, 'seller');
    const byState = await lista('categoria', { IdTipoEstado: 3, IdSeller: 1, CantidadPagina: 100 });
    expect(idsOf(byState)).toContain(r.idRebate);
    expect(byState.elementos.every((e) => e.rebate.idEstadoRebate === 3 && e.idSeller === 1)).toBe(
      true,
    );
    const bySku = await lista('moderador', { SkuSeller: (p.skuSeller ?? '').toLowerCase() });
    expect(idsOf(bySku)).toEqual([r.idRebate]);
    const card = bySku.elementos[0];
    expect(card).toMatchObject({
      idSeller: 1,
      titulo: p.titulo,
      skuSeller: p.skuSeller,
      skuMarket: p.skuMarket,
      unidadesVendidas: 0,
      tipoPublicacion: { descripcion: expect.any(String) as string },
      rebate: {
        idRebate: r.idRebate,
        idPublicacion: p.idPublicacion,
        precioInicial: 1000,
        precioFinal: 850,
        aCargoMarket: 100,
        porcentajeMarket: 10,
        aCargoSeller: 50,
        porcentajeSeller: 5,
        porcentajeTotalDescuento: 15,
        fechaInicio: hoy,
        fechaVencimiento: addDays(hoy, 30),
        unidades: 10,
        idEstadoRebate: 3,
        estadoRebate: 'Activo',
      },
    });
    expect(card?.razonSocial.length).toBeGreaterThan(0);
    expect(card?.imagen[0]?.urlImagen).toBe(p.imagenes[0]?.urlImagen);
    expect(idsOf(await lista('moderador', { SkuMarket: p.skuMarket ?? '' }))).toEqual([r.idRebate]);
    // Dates: the validity overlaps the range.
    expect(
      idsOf(
        await lista('moderador', {
          SkuMarket: p.skuMarket ?? '',
          FechaRebateDesde: addDays(hoy, 31),
        }),
      ),
    ).toEqual([]);
    expect(
      idsOf(
        await lista('moderador', {
          SkuMarket: p.skuMarket ?? '',
          FechaRebateDesde: addDays(hoy, 5),
          FechaRebateHasta: addDays(hoy, 6),
        }),
      ),
    ).toEqual([r.idRebate]);
    expect(
      idsOf(
        await lista('moderador', {
          SkuMarket: p.skuMarket ?? '',
          FechaRebateHasta: addDays(hoy, -1),
        }),
      ),
    ).toEqual([]);
  });

  it('a SKU with LIKE characters is taken literally', async () => {
    expect((await lista('categoria', { SkuSeller: '%' })).cantidadTotal).toBe(0);
    expect((await lista('categoria', { SkuSeller: '_' })).cantidadTotal).toBe(0);
  });

  it('TODOS leaves out Eliminado (5); the filter offers no 5 and refuses unknown states', async () => {
    const { r } = await rebateEn(1);
    expect(
      (await send('categoria', 'DELETE', `/api/Rebates?id=${String(r.idRebate)}`)).status,
    ).toBe(204);
    expect(idsOf(await lista('categoria', { CantidadPagina: 100 }))).not.toContain(r.idRebate);
    expect((await gestion('categoria', { IdTipoEstado: 5 })).status).toBe(400);
    expect((await gestion('categoria', { IdTipoEstado: 'x' })).status).toBe(400);
  });

  it('pages of 10, newest first, with the count of the filter; a page past the end is empty', async () => {
    for (let i = 0; i < 11; i += 1) await enviar(await crear('seller2'));
    const first = await lista('categoria', { IdSeller: 2, IdTipoEstado: 1 });
    expect(first.elementos).toHaveLength(10);
    expect(first.cantidadTotal).toBeGreaterThanOrEqual(11);
    const got = idsOf(first);
    expect(got).toEqual([...got].sort((a, b) => b - a));
    const second = await lista('categoria', { IdSeller: 2, IdTipoEstado: 1, NumeroPagina: 2 });
    expect(idsOf(second).some((id) => got.includes(id))).toBe(false);
    const past = await lista('categoria', { IdSeller: 2, IdTipoEstado: 1, NumeroPagina: 999 });
    expect(past).toEqual({ elementos: [], cantidadTotal: first.cantidadTotal });
  });

  it('a range whose start is after its end: 400 with the shared text; bad dates 400', async () => {
    const res = await gestion('categoria', {
      FechaRebateDesde: hoy,
      FechaRebateHasta: addDays(hoy, -1),
    });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([commonMessages.dateRangeInverted]);
    expect((await gestion('categoria', { FechaRebateDesde: '2026-13-01' })).status).toBe(400);
    expect((await gestion('categoria', { CantidadPagina: 0 })).status).toBe(400);
  });
});

describe("the screen's buttons: the same calls and machine as the listing's card (001 §4)", () => {
  it('categoria sends, the moderator approves (2), the seller admin accepts (3), then gives it de baja (6); the list shows each state', async () => {
    const p = await crear();
    const r = await enviar(p);
    const estadoEnLista = async (u: string) =>
      (await lista(u, { SkuMarket: p.skuMarket ?? '' })).elementos[0]?.rebate.estadoRebate;
    expect(await estadoEnLista('categoria')).toBe('Pendiente');
    // The seller admin may not accept before the admin approved (409), nor ask for 2.
    expect((await cambiar('selleradmin', r.idRebate, 3)).status).toBe(409);
    expect(okRebate(await cambiar('moderador', r.idRebate, 2)).idEstadoRebate).toBe(2);
    expect(await estadoEnLista('selleradmin')).toBe('En revision');
    expect((await cambiar('selleradmin', r.idRebate, 2)).status).toBe(409);
    expect(okRebate(await cambiar('selleradmin', r.idRebate, 3)).idEstadoRebate).toBe(3);
    expect(await estadoEnLista('moderador')).toBe('Activo');
    expect(okRebate(await cambiar('selleradmin', r.idRebate, 6)).idEstadoRebate).toBe(6);
    expect(await estadoEnLista('categoria')).toBe('Rechazado');
  });
});

describe('Finalizado by itself (DECISIONS 17, the machine VENCER)', () => {
  it('an Activo rebate whose validity passed, or with every unit sold, ends: once, audited, whether anyone reads or not', async () => {
    const a = await rebateEn(3);
    const b = await rebateEn(3);
    const vivo = await rebateEn(3);
    const enRevision = await rebateEn(2);
    await server.db.query(
      'UPDATE rebates SET fecha_inicio = $2, fecha_vencimiento = $2 WHERE id_rebate = ANY($1::int[])',
      [[a.r.idRebate, enRevision.r.idRebate], addDays(hoy, -1)],
    );
    await server.db.query('UPDATE rebates SET unidades_vendidas = unidades WHERE id_rebate = $1', [
      b.r.idRebate,
    ]);
    // The job every process runs: two at once end each rebate once.
    const [x, y] = await Promise.all([endRebates(server.db), endRebates(server.db)]);
    expect(x + y).toBeGreaterThanOrEqual(2);
    expect(await endRebates(server.db)).toBe(0);
    expect(await estadoGuardado(a.r.idRebate)).toBe(4);
    expect(await estadoGuardado(b.r.idRebate)).toBe(4);
    expect(await estadoGuardado(vivo.r.idRebate)).toBe(3);
    // Only Activo rebates end: an En revision one whose validity passed waits to be modified.
    expect(await estadoGuardado(enRevision.r.idRebate)).toBe(2);
    for (const id of [a.r.idRebate, b.r.idRebate]) {
      const vencer = (await auditOf(id)).filter((e) => e.evento === 'VENCER');
      expect(vencer).toEqual([{ desde: '3', hacia: '4', evento: 'VENCER' }]);
    }
    const fin = await lista('selleradmin', { IdTipoEstado: 4, CantidadPagina: 100 });
    const card = fin.elementos.find((e) => e.rebate.idRebate === b.r.idRebate);
    expect(card?.rebate.estadoRebate).toBe('Finalizado');
    expect(card?.unidadesVendidas).toBe(10);
    expect(card?.rebate.precioFinal).toBe(850);
  });

  it('reading the screen ends them first: a card is never shown Activo after its end', async () => {
    const c = await rebateEn(3);
    await server.db.query(
      'UPDATE rebates SET fecha_inicio = $2, fecha_vencimiento = $2 WHERE id_rebate = $1',
      [c.r.idRebate, addDays(hoy, -2)],
    );
    const seen = await lista('categoria', { SkuMarket: c.p.skuMarket ?? '' });
    expect(seen.elementos[0]?.rebate.idEstadoRebate).toBe(4);
    // It takes no more actions.
    expect((await cambiar('moderador', c.r.idRebate, 6)).status).toBe(409);
  });
});

// Orders over HTTP against a real database (001 §2.1, §3, §4, §5, §6, §7 'Orders', §8;
// DECISIONS 10, 18, 27; issue 14): the list with its filter and totals for every role, seller
// scope (another seller's order is a 404 with no data), what each role sees of one order, and
// the status workflow run by the order machine (403 role, 409 state, the Spanish reasons),
// with its timeline, audit and notification rows, nothing written when a call is refused, and
// one winner when two decisions race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDemoUsers,
  call,
  errores,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { orderMessages } from '../../src/domain/order-rules.ts';

type ListaOrdenes = components['schemas']['ListaOrdenes'];
type Orden = components['schemas']['Orden'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const users = activeDemoUsers;

beforeAll(async () => {
  server = await startServer();
  const sessions = await loginAll(server.baseUrl, users);
  Object.assign(tokens, sessions.tokens);
  Object.assign(ids, sessions.ids);
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string | null, path: string) =>
  call(server.baseUrl, 'GET', path, u === null ? {} : as(u));
const post = (u: string | null, path: string, json: unknown) =>
  call(server.baseUrl, 'POST', path, { ...(u === null ? {} : as(u)), json });

const list = async (u: string, query = '') => {
  const res = await get(u, `/api/Ordenes${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ListaOrdenes;
};
const orden = async (u: string, idOrden: number) => {
  const res = await get(u, `/api/Ordenes/Obtener?IdOrden=${String(idOrden)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Orden;
};

/** Orders of the seed, picked by what a test needs; each test takes its own. */
const taken = new Set<number>();
async function anOrder(where: string): Promise<number> {
  const rows = await server.db.query<{ id_orden: number }>(
    `SELECT o.id_orden FROM ordenes o JOIN sellers s ON s.id_seller = o.id_seller
      WHERE ${where} ORDER BY o.id_orden DESC`,
  );
  const row = rows.find((r) => !taken.has(r.id_orden));
  if (!row) throw new Error(`no hay orden con ${where}`);
  taken.add(row.id_orden);
  return row.id_orden;
}

const estadoOf = async (id: number) =>
  (
    await server.db.query<{ estado: number }>('SELECT estado FROM ordenes WHERE id_orden = $1', [
      id,
    ])
  )[0]?.estado;

const auditOf = (id: number) =>
  server.db.query<{ desde: string | null; hacia: string | null; evento: string }>(
    `SELECT desde, hacia, evento FROM audit WHERE entidad = 'orden' AND id_entidad = $1
      ORDER BY id`,
    [id],
  );

describe('GET /api/Ordenes: who, scope and totals (001 §2.1, §6)', () => {
  it('staff and read-only see every seller; sellers only their own; others 403', async () => {
    const all = await list('categoria', '?CantidadPagina=100');
    expect(new Set(all.elementos.map((o) => o.seller.codigo)).size).toBeGreaterThan(1);
    expect((await list('lectura')).cantidadTotal).toBe(all.cantidadTotal);
    for (const [u, idSeller] of [
      ['seller', 1],
      ['selleradmin', 1],
      ['seller2', 2],
    ] as const) {
      // Asking for another seller changes nothing.
      const own = await list(u, '?IdSeller=3&CantidadPagina=100');
      expect(own.cantidadTotal).toBeGreaterThan(0);
      expect(own.elementos.every((o) => o.seller.codigo === idSeller)).toBe(true);
      const [count] = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ordenes WHERE id_seller = $1',
        [idSeller],
      );
      expect(own.cantidadTotal).toBe(count?.n);
    }
    for (const u of ['proveedor', 'contable']) {
      const res = await get(u, '/api/Ordenes');
      expect(res.status).toBe(403);
    }
    expect((await get(null, '/api/Ordenes')).status).toBe(401);
  });

  it('the totals are those of the whole filter; commission for staff only; none for read-only', async () => {
    const [sums] = await server.db.query<{ n: number; ventas: string; comision: string }>(
      `SELECT count(*)::int AS n, sum(monto_venta)::text AS ventas,
              sum(monto_comision)::text AS comision
         FROM ordenes WHERE id_seller = 2 AND estado = 2`,
    );
    const staff = await list('moderador', '?IdSeller=2&IdEstado=2');
    expect(staff.cantidadTotal).toBe(sums?.n);
    expect(staff.montoVentasTotal).toBe(Number(sums?.ventas));
    expect(staff.montoComisionTotal).toBe(Number(sums?.comision));
    expect(staff.elementos.length).toBe(Math.min(10, sums?.n ?? 0));
    expect(staff.elementos.every((o) => o.montoComision !== null)).toBe(true);

    const seller = await list('seller2', '?IdEstado=2');
    expect(seller.cantidadTotal).toBe(sums?.n);
    expect(seller.montoVentasTotal).toBe(Number(sums?.ventas));
    expect(seller.montoComisionTotal).toBeNull();
    expect(seller.elementos.every((o) => o.montoComision === null)).toBe(true);

    const lectura = await list('lectura', '?IdSeller=2&IdEstado=2');
    expect(lectura.cantidadTotal).toBe(sums?.n);
    expect(lectura.montoVentasTotal).toBeNull();
    expect(lectura.montoComisionTotal).toBeNull();
  });

  it('pages of 10, newest first, without repeats', async () => {
    const p1 = await list('categoria');
    const p2 = await list('categoria', '?NumeroPagina=2');
    expect(p1.elementos).toHaveLength(10);
    const fechas = [...p1.elementos, ...p2.elementos].map((o) => Date.parse(o.fecha));
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
    const idsSeen = [...p1.elementos, ...p2.elementos].map((o) => o.idOrden);
    expect(new Set(idsSeen).size).toBe(20);
  });

  it('every field of the filter (001 §3 Order filter)', async () => {
    const [o] = await server.db.query<{
      id_orden: number;
      cliente_documento: string;
      cliente_apellido: string;
      sku_market: string;
      id_publicacion: number;
      dia: string;
    }>(
      `SELECT o.id_orden, o.cliente_documento, o.cliente_apellido, i.sku_market, i.id_publicacion,
              to_char((o.fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 'YYYY-MM-DD') AS dia
         FROM ordenes o JOIN orden_items i ON i.id_orden = o.id_orden
        WHERE o.cliente_apellido ~ '[ÁÉÍÓÚáéíóú]' ORDER BY o.id_orden LIMIT 1`,
    );
    if (!o) throw new Error('sin orden');
    expect((await list('categoria', `?IdOrden=${String(o.id_orden)}`)).elementos[0]?.idOrden).toBe(
      o.id_orden,
    );
    const porDocumento = await list('categoria', `?Documento=${o.cliente_documento}`);
    expect(porDocumento.elementos.map((e) => e.idOrden)).toContain(o.id_orden);
    // Without accents and in upper case it still finds 'González', 'Díaz'...
    const plain = o.cliente_apellido
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const porApellido = await list(
      'categoria',
      `?Apellido=${encodeURIComponent(plain)}&CantidadPagina=100`,
    );
    expect(porApellido.elementos.map((e) => e.idOrden)).toContain(o.id_orden);
    expect(porApellido.elementos.every((e) => e.cliente.apellido === o.cliente_apellido)).toBe(
      true,
    );
    const porSku = await list(
      'categoria',
      `?SkuMarket=${o.sku_market.toLowerCase()}&CantidadPagina=100`,
    );
    expect(porSku.elementos.map((e) => e.idOrden)).toContain(o.id_orden);
    expect(
      porSku.elementos.every((e) => e.productos.some((p) => p.skuMarket === o.sku_market)),
    ).toBe(true);
    const porPublicacion = await list(
      'categoria',
      `?IdPublicacion=${String(o.id_publicacion)}&FechaDesde=2023-10-01&CantidadPagina=100`,
    );
    expect(porPublicacion.elementos.map((e) => e.idOrden)).toContain(o.id_orden);
    const delDia = await list(
      'categoria',
      `?FechaDesde=${o.dia}&FechaHasta=${o.dia}&CantidadPagina=100`,
    );
    expect(delDia.elementos.map((e) => e.idOrden)).toContain(o.id_orden);
    expect(
      delDia.elementos.every(
        (e) =>
          new Date(e.fecha).toLocaleDateString('sv-SE', {
            timeZone: 'America/Argentina/Buenos_Aires',
          }) === o.dia,
      ),
    ).toBe(true);
    for (const idEstado of [1, 2, 3, 4, 5]) {
      const porEstado = await list('categoria', `?IdEstado=${String(idEstado)}&CantidadPagina=100`);
      expect(porEstado.cantidadTotal).toBeGreaterThan(0);
      expect(porEstado.elementos.every((e) => e.estado.idEstado === idEstado)).toBe(true);
    }
    const res = await get('categoria', '/api/Ordenes?FechaDesde=2026-02-10&FechaHasta=2026-02-01');
    expect(res.status).toBe(400);
    expect((await get('categoria', '/api/Ordenes?IdEstado=9')).status).toBe(400);
  });

  it('a row carries every field of 001 §2.1', async () => {
    const [row] = (await list('moderador', '?IdEstado=3')).elementos;
    expect(row).toMatchObject({
      idReferencia: expect.stringMatching(/^MK-/) as unknown,
      seller: { codigo: expect.any(Number) as unknown, descripcion: expect.any(String) as unknown },
      cliente: { nombre: expect.any(String) as unknown, apellido: expect.any(String) as unknown },
      plataforma: {
        codigo: expect.any(Number) as unknown,
        descripcion: expect.any(String) as unknown,
      },
      estado: { idEstado: 3, descripcion: 'SOLICITUD ANULACION' },
      tipoEntrega: { descripcion: expect.any(String) as unknown },
      motivoSolicitudOrden: { fecha: expect.any(String) as unknown },
    });
    expect(row?.productos[0]).toMatchObject({
      cantidad: expect.any(Number) as unknown,
      titulo: expect.any(String) as unknown,
      precioUnitario: expect.any(Number) as unknown,
      skuMarket: expect.any(String) as unknown,
    });
  });
});

describe('GET /api/Ordenes/Obtener: what each role sees (001 §2.1, §6)', () => {
  it("another seller's order is a 404 with no data, as one that does not exist", async () => {
    const id = await anOrder('o.id_seller = 1');
    for (const path of [
      `/api/Ordenes/Obtener?IdOrden=${String(id)}`,
      `/api/Ordenes/Comprador?IdOrden=${String(id)}`,
      `/api/Ordenes/ObtenerEstadoVenta?idVenta=${String(id)}`,
    ]) {
      const res = await get('seller2', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errores: [orderMessages.notFound] });
    }
    expect((await get('seller', `/api/Ordenes/Obtener?IdOrden=${String(id)}`)).status).toBe(200);
    expect((await get('categoria', '/api/Ordenes/Obtener?IdOrden=99999999')).status).toBe(404);
  });

  it('contact data: the admin, or the sellers of a seller that shows it (seller 1) or ships itself', async () => {
    const own = await anOrder("o.id_seller = 1 AND o.estado_pago = 'aprobado'");
    const other = await anOrder("o.id_seller = 2 AND o.estado_pago = 'aprobado'");
    expect((await orden('moderador', own)).cliente.email).toMatch(/@/);
    expect((await orden('moderador', own)).cliente.telefono).toMatch(/^\d{10}$/);
    expect((await orden('seller', own)).cliente.email).toMatch(/@/);
    expect((await orden('categoria', own)).cliente.email).toBeNull();
    expect((await orden('lectura', own)).cliente.telefono).toBeNull();
    const seller2 = await orden('seller2', other);
    expect(seller2.cliente.email).toBeNull();
    expect(seller2.cliente.telefono).toBeNull();
    expect(seller2.cliente.documento).not.toBe('');
    const comprador = await get('seller2', `/api/Ordenes/Comprador?IdOrden=${String(other)}`);
    expect(comprador.body).toEqual(seller2.cliente);
  });

  it('platform, boca id and coupons for the admin only; commission for staff', async () => {
    const id = await anOrder("o.id_seller = 1 AND o.estado_pago = 'aprobado'");
    const admin = await orden('moderador', id);
    expect(admin.plataforma).not.toBeNull();
    expect(admin.idVendedorBoca).toEqual(expect.any(Number) as unknown);
    expect(admin.pago.cupones?.length).toBeGreaterThan(0);
    expect(admin.pago.cupones?.[0]).toMatchObject({
      nroPlan: expect.any(Number) as unknown,
      adquiriente: expect.any(String) as unknown,
      ultimosCuatroDigitos: expect.stringMatching(/^\d{4}$/) as unknown,
      primerosSeisDigitos: expect.stringMatching(/^\d{6}$/) as unknown,
    });
    expect(admin.montoComision).toEqual(expect.any(Number) as unknown);
    const category = await orden('categoria', id);
    expect(category.plataforma).toBeNull();
    expect(category.pago.cupones).toBeNull();
    expect(category.montoComision).toEqual(expect.any(Number) as unknown);
    const seller = await orden('seller', id);
    expect(seller.montoComision).toBeNull();
    expect(seller.pago.cupones).toBeNull();
    expect(seller.tipoPublicacion.tipo).toEqual(expect.any(String) as unknown);
    expect(seller.productos[0]?.urlFichaWeb).toMatch(/^https:\/\/.+\/producto\//);
  });

  it('the timeline is newest first and the machine input is the stored order', async () => {
    const id = await anOrder('o.estado = 4');
    const o = await orden('categoria', id);
    expect(o.estado.map((e) => e.idEstado)).toEqual([4, 2, 1]);
    expect(o.estadoActual).toEqual({ idEstado: 4, descripcion: 'ENTREGADO' });
    expect(o.flujo.idEstado).toBe(4);
  });
});

describe('the cancellation request and its decisions (001 §4, §5; order machine)', () => {
  it('request: roles, its reason, then 409 while requested; nothing written when refused', async () => {
    const id = await anOrder('o.id_seller = 1 AND o.estado = 1 AND NOT o.anulada_por_market');
    const body = { idVenta: id, solicitarAnulacion: true, idMotivoAnulacion: 2, idSeller: 1 };
    const bySeller = await post('seller', '/api/Ordenes/SolicitudAnulacion', body);
    expect(bySeller.status).toBe(403);
    const byLectura = await post('lectura', '/api/Ordenes/SolicitudAnulacion', body);
    expect(byLectura.status).toBe(403);
    const byOther = await post('seller2', '/api/Ordenes/SolicitudAnulacion', body);
    expect(byOther.status).toBe(403);
    const sinMotivo = await post('selleradmin', '/api/Ordenes/SolicitudAnulacion', {
      ...body,
      idMotivoAnulacion: null,
    });
    expect(sinMotivo.status).toBe(400);
    expect(errores(sinMotivo)).toEqual(['Seleccione un motivo de anulación']);
    expect(await estadoOf(id)).toBe(1);
    expect(await auditOf(id)).toEqual([]);

    const ok = await post('selleradmin', '/api/Ordenes/SolicitudAnulacion', {
      ...body,
      detalle: 'El comprador pidió cancelar.',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = ok.body as Orden;
    expect(after.estadoActual.idEstado).toBe(3);
    expect(after.estado[0]?.idEstado).toBe(3);
    expect(after.motivoSolicitudOrden).toMatchObject({
      idMotivo: 2,
      detalle: 'El comprador pidió cancelar.',
    });
    expect(after.flujo.solicitudConMotivo).toBe(true);
    expect(await auditOf(id)).toEqual([{ desde: '1', hacia: '3', evento: 'SOLICITAR_ANULACION' }]);

    const again = await post('categoria', '/api/Ordenes/SolicitudAnulacion', body);
    expect(again.status).toBe(409);
  });

  it('reject needs a rejection reason and goes back to pending; annul creates the notification', async () => {
    const id = await anOrder('o.id_seller = 1 AND o.estado = 1 AND NOT o.anulada_por_market');
    const request = { idVenta: id, solicitarAnulacion: true, idMotivoAnulacion: 1 };
    expect((await post('categoria', '/api/Ordenes/SolicitudAnulacion', request)).status).toBe(200);
    const reject = { idVenta: id, devolucionDinero: false, rechazado: true };
    const sinMotivo = await post('selleradmin', '/api/Ordenes/AnulacionReversion', reject);
    expect(sinMotivo.status).toBe(400);
    expect(errores(sinMotivo)).toEqual(['Seleccione un motivo de rechazo']);
    const bySeller = await post('seller', '/api/Ordenes/AnulacionReversion', {
      ...reject,
      idMotivoAnula: 1,
    });
    expect(bySeller.status).toBe(403);
    const rejected = await post('selleradmin', '/api/Ordenes/AnulacionReversion', {
      ...reject,
      idMotivoAnula: 1,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((rejected.body as Orden).estadoActual.idEstado).toBe(1);

    expect((await post('categoria', '/api/Ordenes/SolicitudAnulacion', request)).status).toBe(200);
    const [before] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notificaciones WHERE id_orden = $1 AND id_tipo_notificacion = 4',
      [id],
    );
    const annul = await post('moderador', '/api/Ordenes/AnulacionReversion', {
      idVenta: id,
      devolucionDinero: true,
      rechazado: false,
    });
    expect(annul.status, JSON.stringify(annul.body)).toBe(200);
    expect((annul.body as Orden).estadoActual).toEqual({ idEstado: 5, descripcion: 'ANULADO' });
    const [afterN] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notificaciones WHERE id_orden = $1 AND id_tipo_notificacion = 4',
      [id],
    );
    expect(afterN?.n).toBe((before?.n ?? 0) + 1);
    expect((await auditOf(id)).map((a) => a.evento)).toEqual([
      'SOLICITAR_ANULACION',
      'RECHAZAR_SOLICITUD',
      'SOLICITAR_ANULACION',
      'ANULAR_CON_DEVOLUCION',
    ]);
    // Decided: no second decision.
    const twice = await post('moderador', '/api/Ordenes/AnulacionReversion', {
      idVenta: id,
      devolucionDinero: false,
      rechazado: false,
    });
    expect(twice.status).toBe(409);
  });

  it("a request without its reason cannot be annulled: 409 with 001 §5's text", async () => {
    const id = await anOrder('o.estado = 3 AND o.id_motivo_solicitud IS NULL');
    const res = await post('categoria', '/api/Ordenes/AnulacionReversion', {
      idVenta: id,
      devolucionDinero: false,
      rechazado: false,
    });
    expect(res.status).toBe(409);
    expect(errores(res)).toEqual(['La solicitud de anulacion no tiene motivo']);
    expect(await estadoOf(id)).toBe(3);
  });

  it('two decisions sent at once on one request: exactly one wins', async () => {
    const id = await anOrder('o.estado = 3 AND o.id_motivo_solicitud IS NOT NULL');
    const [a, b] = await Promise.all([
      post('categoria', '/api/Ordenes/AnulacionReversion', {
        idVenta: id,
        devolucionDinero: true,
        rechazado: false,
      }),
      post('moderador', '/api/Ordenes/AnulacionReversion', {
        idVenta: id,
        devolucionDinero: false,
        rechazado: true,
        idMotivoAnula: 2,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await auditOf(id)).length).toBe(1);
  });
});

describe('delivery, the internal sale status and the tracking URL', () => {
  it('ENTREGAR: staff from facturado; sellers only when they ship themselves', async () => {
    const id = await anOrder('o.id_seller = 1 AND o.estado = 2 AND NOT o.anulada_por_market');
    const bySeller = await post('seller', '/api/Ordenes/Entregada', { idVenta: id });
    expect(bySeller.status).toBe(409);
    expect(errores(bySeller)).toEqual([
      'Solo el marketplace marca entregadas las órdenes que no envía el seller.',
    ]);
    const ok = await post('categoria', '/api/Ordenes/Entregada', { idVenta: id });
    expect(ok.status).toBe(200);
    expect((ok.body as Orden).estadoActual.idEstado).toBe(4);
    expect((await post('categoria', '/api/Ordenes/Entregada', { idVenta: id })).status).toBe(409);
    const pending = await anOrder('o.estado = 1');
    expect((await post('moderador', '/api/Ordenes/Entregada', { idVenta: pending })).status).toBe(
      409,
    );
  });

  it('the internal status: staff switch it; an annulled sale is not delivered', async () => {
    const id = await anOrder('o.id_seller = 2 AND o.estado = 2 AND NOT o.anulada_por_market');
    const path = `/api/Ordenes/ObtenerEstadoVenta?idVenta=${String(id)}`;
    expect((await get('seller2', path)).body).toEqual({ estado: 'Aprobado' });
    expect((await get('seller2', `${path}&idUsuario=${String(ids.categoria ?? 0)}`)).status).toBe(
      403,
    );
    expect((await post('seller2', '/api/Ordenes/AnularEstadoVenta', { idVenta: id })).status).toBe(
      403,
    );
    const anulada = await post('moderador', '/api/Ordenes/AnularEstadoVenta', {
      idVenta: id,
      idUsuario: ids.moderador,
    });
    expect(anulada.body).toEqual({ estado: 'Anulado' });
    expect(
      (await post('moderador', '/api/Ordenes/AnularEstadoVenta', { idVenta: id })).status,
    ).toBe(409);
    const entregar = await post('categoria', '/api/Ordenes/Entregada', { idVenta: id });
    expect(entregar.status).toBe(409);
    expect(errores(entregar)).toEqual([
      'La venta está anulada por el marketplace: no admite cambios de estado.',
    ]);
    const aprobada = await post('categoria', '/api/Ordenes/AprobarEstadoVenta', { idVenta: id });
    expect(aprobada.body).toEqual({ estado: 'Aprobado' });
    const trail = await server.db.query<{ desde: string; hacia: string }>(
      `SELECT desde, hacia FROM audit WHERE entidad = 'orden-venta' AND id_entidad = $1 ORDER BY id`,
      [id],
    );
    expect(trail).toEqual([
      { desde: 'Aprobado', hacia: 'Anulado' },
      { desde: 'Anulado', hacia: 'Aprobado' },
    ]);
  });

  it('the tracking URL: only for a seller that ships itself, a valid URL', async () => {
    const own = await anOrder('s.envio_propio');
    const notOwn = await anOrder('NOT s.envio_propio AND o.id_seller = 1');
    const url = 'https://seguimiento.example.com.ar/envio/123';
    const bad = await post('categoria', '/api/Ordenes/ActualizarUrlTracking', {
      idVenta: own,
      urlTracking: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(errores(bad)).toEqual([orderMessages.trackingInvalido]);
    const refused = await post('seller', '/api/Ordenes/ActualizarUrlTracking', {
      idVenta: notOwn,
      urlTracking: url,
    });
    expect(refused.status).toBe(409);
    // Seller 3's order is not seller 1's: 404.
    const scoped = await post('seller', '/api/Ordenes/ActualizarUrlTracking', {
      idVenta: own,
      urlTracking: url,
    });
    expect(scoped.status).toBe(404);
    expect(
      (
        await post('lectura', '/api/Ordenes/ActualizarUrlTracking', {
          idVenta: own,
          urlTracking: url,
        })
      ).status,
    ).toBe(403);
    const ok = await post('moderador', '/api/Ordenes/ActualizarUrlTracking', {
      idVenta: own,
      urlTracking: url,
    });
    expect(ok.status).toBe(204);
    expect((await orden('moderador', own)).entrega.entregaDomicilio.urlTracking).toBe(url);
  });
});

describe('the catalogues of the order screen', () => {
  it('cancellation reasons for who may request; rejection reasons for who decides', async () => {
    for (const u of ['categoria', 'moderador', 'selleradmin']) {
      const res = await get(u, '/api/Tipos/MotivosSolicitudAnulacion');
      expect(res.status).toBe(200);
      const motivos = (res.body as { motivosSolicitudAnulacion: { descripcion: string }[] })
        .motivosSolicitudAnulacion;
      expect(motivos.length).toBeGreaterThan(2);
      expect(motivos.at(-1)?.descripcion).toBe('Otro');
      expect((await get(u, '/api/Tipos/MotivosRechazoAnulacion')).status).toBe(200);
    }
    for (const u of ['seller', 'lectura', 'proveedor']) {
      expect((await get(u, '/api/Tipos/MotivosSolicitudAnulacion')).status).toBe(403);
    }
    const adq = await get('seller', '/api/Tipos/Adquirientes');
    expect(adq.status).toBe(200);
    expect((adq.body as { tiposAdquirientes: unknown[] }).tiposAdquirientes.length).toBeGreaterThan(
      0,
    );
    expect((await get('lectura', '/api/Tipos/Adquirientes')).status).toBe(403);
  });
});

describe('POST /api/Ordenes/CuponPago: the add-payment modal (001 §2.1, §5)', () => {
  const coupon = (idOrden: number) => ({
    idOrden,
    nroPlan: 1006,
    tarjeta: 'Visa',
    montoCuota: 12345.67,
    banco: 'Banco Galicia',
    autorizacion: '123456',
    nroCupon: 4321,
    ultimosCuatroDigitos: '4242',
    primerosSeisDigitos: '450799',
    idAdquiriente: 1,
    idTransaccion: 987654321,
    recargo: 10.5,
  });

  it('the admin adds a coupon with the plan instalments; the others 403', async () => {
    const id = await anOrder("o.id_seller = 2 AND o.estado = 2 AND o.estado_pago = 'aprobado'");
    const before = (await orden('moderador', id)).pago.cupones?.length ?? 0;
    for (const u of ['categoria', 'seller2', 'lectura']) {
      expect((await post(u, '/api/Ordenes/CuponPago', coupon(id))).status).toBe(403);
    }
    const res = await post('moderador', '/api/Ordenes/CuponPago', coupon(id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cupones = (res.body as Orden).pago.cupones ?? [];
    expect(cupones).toHaveLength(before + 1);
    expect(cupones.at(-1)).toMatchObject({
      nroPlan: 1006,
      cuotas: 6,
      montoCuota: 12345.67,
      recargo: 10.5,
      adquiriente: 'Prisma',
    });
  });

  it("incomplete values or an unknown plan: 001 §5's text, nothing written", async () => {
    const id = await anOrder("o.id_seller = 1 AND o.estado = 1 AND o.estado_pago = 'aprobado'");
    const before = (await orden('moderador', id)).pago.cupones?.length ?? 0;
    for (const bad of [
      { nroPlan: 9999 },
      { nroCupon: 0 },
      { recargo: 0 },
      { idTransaccion: 0 },
      { montoCuota: 0 },
      { idAdquiriente: 0 },
      { idAdquiriente: 99 },
      { primerosSeisDigitos: '12345' },
      { ultimosCuatroDigitos: '12a4' },
      { tarjeta: ' ' },
      { montoCuota: 1.234 },
    ]) {
      const res = await post('moderador', '/api/Ordenes/CuponPago', { ...coupon(id), ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errores(res)).toEqual(['Valores incompletos o Nro plan inexistente']);
    }
    expect((await orden('moderador', id)).pago.cupones?.length).toBe(before);
    const annulled = await anOrder('o.estado = 5');
    expect((await post('moderador', '/api/Ordenes/CuponPago', coupon(annulled))).status).toBe(409);
  });
});

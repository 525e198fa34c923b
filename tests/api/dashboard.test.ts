// 000 §2.4, §3 'Dashboard totals', §6: POST /api/Landing/Dashboard/Totalizadores over HTTP
// against a real database: who may call it, the seller scope, bad input, the demo data, and
// every figure to the cent on a dataset of the test's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  errores,
  login,
  demoUsers,
  loginAll,
  startServer,
  type ApiResponse,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { MARKET_TIME_ZONE } from '../../src/domain/dates.ts';

type Totalizadores = components['schemas']['Totalizadores'];

const PATH = '/api/Landing/Dashboard/Totalizadores';

let server: TestServer;
const tokens: Record<string, string> = {};
const users = demoUsers;

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, users)).tokens);
});
afterAll(async () => {
  await server.close();
});

const totals = (as: string | null, body: object): Promise<ApiResponse> =>
  call(server.baseUrl, 'POST', PATH, {
    json: body,
    ...(as === null ? {} : { token: tokens[as] ?? '' }),
  });

async function figures(as: string, body: object): Promise<Totalizadores> {
  const res = await totals(as, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Totalizadores;
}

/** The market's date of the newest demo order: "today" for the demo data. */
async function seedToday(): Promise<string> {
  const [row] = await server.db.query<{ d: string }>(
    `SELECT to_char(max(fecha) AT TIME ZONE '${MARKET_TIME_ZONE}', 'YYYY-MM-DD') AS d FROM ordenes`,
  );
  return row?.d ?? '';
}

const allFigures = (t: Totalizadores) => ({ ...t.ventas, ...t.ordenes, ...t.publicaciones });

describe('who may see the dashboard (000 §2.4, §6)', () => {
  const body = { fechaDesde: '2026-03-01', verMes: true };

  it('without a session: 401 with errores', async () => {
    const res = await totals(null, body);
    expect(res.status).toBe(401);
    expect(errores(res)).toEqual(['La sesión expiró. Ingrese nuevamente.']);
  });

  it('read-only users do not load the dashboard at all: 403', async () => {
    const res = await totals('lectura', body);
    expect(res.status).toBe(403);
    expect(errores(res)).toEqual(['No tiene permisos para realizar esta acción.']);
  });

  it('accounting (no dashboard menu) and a password-reset session: 403', async () => {
    expect((await totals('contable', body)).status).toBe(403);
    expect((await totals('renovar', body)).status).toBe(403);
  });

  it('staff, sellers and the supplier get the three blocks', async () => {
    for (const u of ['categoria', 'moderador', 'selleradmin', 'seller', 'seller2', 'proveedor']) {
      const t = await figures(u, body);
      expect(Object.keys(t).sort(), u).toEqual(
        ['idSeller', 'ordenes', 'periodo', 'publicaciones', 'ventas'].sort(),
      );
    }
  });
});

describe('seller scope (000 §6): sellers see only their own seller, whatever idSeller they send', () => {
  it('seller and seller admin of seller 1 get seller 1 figures with any idSeller (or none)', async () => {
    const day = await seedToday();
    const staffView = await figures('categoria', { fechaDesde: day, verMes: true, idSeller: 1 });
    expect(staffView.idSeller).toBe(1);
    for (const u of ['seller', 'selleradmin']) {
      for (const idSeller of [1, 2, 3, 0, null, 999]) {
        const t = await figures(u, { fechaDesde: day, verMes: true, idSeller, tipoUser: 1 });
        expect(t, `${u} idSeller=${String(idSeller)}`).toEqual(staffView);
      }
      expect(await figures(u, { fechaDesde: day, verMes: true })).toEqual(staffView);
    }
  });

  it("seller2 gets seller 2 figures, never seller 1's, even asking for seller 1", async () => {
    const day = await seedToday();
    const seller1 = await figures('categoria', { fechaDesde: day, verMes: true, idSeller: 1 });
    const seller2 = await figures('categoria', { fechaDesde: day, verMes: true, idSeller: 2 });
    expect(seller2).not.toEqual(seller1);
    const asked = await figures('seller2', { fechaDesde: day, verMes: true, idSeller: 1 });
    expect(asked).toEqual(seller2);
    expect(asked.idSeller).toBe(2);
  });

  it('staff see every seller without idSeller (null or 0) and one seller with it', async () => {
    const day = await seedToday();
    const all = await figures('moderador', { fechaDesde: day, verMes: true });
    expect(all.idSeller).toBeNull();
    expect(await figures('moderador', { fechaDesde: day, verMes: true, idSeller: 0 })).toEqual(all);
    expect(await figures('moderador', { fechaDesde: day, verMes: true, idSeller: null })).toEqual(
      all,
    );
    const parts = await Promise.all(
      [1, 2, 3].map((id) => figures('moderador', { fechaDesde: day, verMes: true, idSeller: id })),
    );
    // Every seller's orders and listings add up to the whole.
    expect(parts.reduce((n, t) => n + t.ordenes.total, 0)).toBe(all.ordenes.total);
    expect(parts.reduce((n, t) => n + t.publicaciones.total, 0)).toBe(all.publicaciones.total);
  });

  it('the supplier has no filter: every seller, idSeller ignored', async () => {
    const day = await seedToday();
    const all = await figures('categoria', { fechaDesde: day, verMes: false });
    expect(await figures('proveedor', { fechaDesde: day, verMes: false, idSeller: 1 })).toEqual(
      all,
    );
  });

  it('staff asking for a seller that does not exist: 404', async () => {
    const res = await totals('categoria', {
      fechaDesde: '2026-03-01',
      verMes: false,
      idSeller: 999,
    });
    expect(res.status).toBe(404);
    expect(errores(res)).toEqual(['No se encontró el seller.']);
  });
});

describe('bad input answers 400 with Spanish errores', () => {
  it.each([
    ['fechaDesde not a date', { fechaDesde: 'hoy', verMes: false }],
    ['fechaDesde an impossible day', { fechaDesde: '2026-02-30', verMes: false }],
    ['fechaDesde missing', { verMes: false }],
    ['verMes missing', { fechaDesde: '2026-03-01' }],
    ['verMes not a boolean', { fechaDesde: '2026-03-01', verMes: 'true' }],
    ['idSeller negative', { fechaDesde: '2026-03-01', verMes: false, idSeller: -1 }],
    ['tipoUser out of range', { fechaDesde: '2026-03-01', verMes: false, tipoUser: 9 }],
    ['an unknown field', { fechaDesde: '2026-03-01', verMes: false, desde: 'x' }],
  ])('%s', async (_name, body) => {
    const res = await totals('categoria', body);
    expect(res.status).toBe(400);
    expect(errores(res)[0]).toMatch(/^(El|Falta|Los|La)/);
  });

  it('a year out of range names the allowed years', async () => {
    const res = await totals('categoria', { fechaDesde: '1800-01-01', verMes: false });
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual(['Ingrese una fecha válida (entre los años 1900 y 2999).']);
  });
});

describe('demo data (issue 3 §6): every figure above zero for staff and seller 1, today and this month', () => {
  it.each([
    ['categoria', false],
    ['categoria', true],
    ['seller', false],
    ['seller', true],
    ['selleradmin', false],
  ] as const)('%s, verMes=%s', async (as, verMes) => {
    const t = await figures(as, { fechaDesde: await seedToday(), verMes });
    const zero = Object.entries(allFigures(t)).filter(([, v]) => v === 0);
    expect(zero).toEqual([]);
  });

  it('the period is the day, or with verMes the calendar month of fechaDesde', async () => {
    const day = await figures('categoria', { fechaDesde: '2024-02-29', verMes: false });
    expect(day.periodo).toEqual({ desde: '2024-02-29', hasta: '2024-02-29' });
    const month = await figures('categoria', { fechaDesde: '2024-02-10', verMes: true });
    expect(month.periodo).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' });
    const december = await figures('categoria', { fechaDesde: '2025-12-31', verMes: true });
    expect(december.periodo).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
  });

  it('a day without orders has zero sales and orders, and the catalogue of that day', async () => {
    const t = await figures('categoria', { fechaDesde: '2001-01-01', verMes: true });
    expect(Object.values(t.ventas).every((v) => v === 0)).toBe(true);
    expect(Object.values(t.ordenes).every((v) => v === 0)).toBe(true);
    // No demo listing was published in 2001.
    expect(t.publicaciones.total).toBe(0);
  });
});

describe('every figure to the cent on a controlled dataset (seller 4)', () => {
  const SELLER = 4;

  interface OrderSpec {
    fecha: string;
    estado: number;
    pago: 'aprobado' | 'pendiente' | 'rechazado';
    venta: string;
    comision?: string;
    fee?: string;
    facturada?: boolean;
    envio?: boolean;
    market?: boolean;
    cantidades?: number[];
  }

  async function order(o: OrderSpec): Promise<void> {
    const [row] = await server.db.query<{ id_orden: number }>(
      `INSERT INTO ordenes (id_seller, fecha, estado, estado_pago, fecha_facturacion,
                            envio_procesado, monto_venta, monto_comision, fee_logistico,
                            anulada_por_market)
       VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN $2::timestamptz END, $6, $7, $8, $9, $10)
       RETURNING id_orden`,
      [
        SELLER,
        o.fecha,
        o.estado,
        o.pago,
        o.facturada ?? false,
        o.envio ?? false,
        o.venta,
        o.comision ?? '0',
        o.fee ?? '0',
        o.market ?? false,
      ],
    );
    for (const cantidad of o.cantidades ?? [1]) {
      await server.db.query(
        `INSERT INTO orden_items (id_orden, titulo, cantidad, precio_unitario)
         VALUES ($1, 'Producto de prueba', $2, 1)`,
        [row?.id_orden, cantidad],
      );
    }
  }

  async function listing(estado: number, stock: number, fechaPublicacion: string) {
    await server.db.query(
      `INSERT INTO publicaciones (id_seller, titulo, estado, stock, precio_lista, fecha_publicacion)
       VALUES ($1, 'Publicación de prueba', $2, $3, 1000, $4)`,
      [SELLER, estado, stock, fechaPublicacion],
    );
  }

  // Argentine time is UTC-3: 2025-03-10 runs from 03:00Z on the 10th to 03:00Z on the 11th.
  const D = '2025-03-10T15:00:00Z';
  beforeAll(async () => {
    await server.db.query(
      `INSERT INTO sellers (id_seller, razon_social, nombre_tienda, sufijo)
       VALUES ($1, 'Pruebas Contables S.A.', 'Pruebas', 'PRU')`,
      [SELLER],
    );
    await server.db.query(
      `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller)
       SELECT 'seller4', 'seller4@pruebas.local', password_hash, 4, $1
         FROM users WHERE nombre_usuario = 'seller'`,
      [SELLER],
    );
    tokens.seller4 = (await login(server.baseUrl, 'seller4')).token;
    // The day 2025-03-10.
    await order({
      fecha: D,
      estado: 4,
      pago: 'aprobado',
      venta: '1000.10',
      comision: '120.01',
      fee: '50.05',
      facturada: true,
      envio: true,
      cantidades: [2, 1],
    });
    await order({
      fecha: D,
      estado: 2,
      pago: 'aprobado',
      venta: '2000.20',
      comision: '240.02',
      fee: '60.06',
      facturada: true,
      envio: true,
    });
    await order({
      fecha: D,
      estado: 2,
      pago: 'aprobado',
      venta: '333.33',
      comision: '40.00',
      fee: '10.01',
      facturada: true,
      cantidades: [4],
    });
    await order({ fecha: D, estado: 1, pago: 'aprobado', venta: '150.00' });
    await order({ fecha: D, estado: 3, pago: 'aprobado', venta: '75.50' });
    await order({ fecha: D, estado: 1, pago: 'pendiente', venta: '400.40' });
    await order({ fecha: D, estado: 1, pago: 'rechazado', venta: '999.99' });
    await order({ fecha: D, estado: 5, pago: 'aprobado', venta: '500.00', facturada: true });
    await order({ fecha: D, estado: 5, pago: 'aprobado', venta: '250.25' });
    await order({
      fecha: D,
      estado: 2,
      pago: 'aprobado',
      venta: '800.80',
      comision: '96.10',
      fee: '20.00',
      facturada: true,
      envio: true,
      market: true,
    });
    // Last second of the 10th in Argentina: counts.
    await order({
      fecha: '2025-03-11T02:59:59Z',
      estado: 4,
      pago: 'aprobado',
      venta: '10.00',
      comision: '1.20',
      fee: '0.50',
      facturada: true,
      envio: true,
    });
    // Last second of the 9th in Argentina: only in the month.
    await order({
      fecha: '2025-03-10T02:59:59Z',
      estado: 4,
      pago: 'aprobado',
      venta: '7777.77',
      comision: '777.77',
      fee: '77.77',
      facturada: true,
      envio: true,
    });
    // 31 March 23:00 in Argentina: in March.
    await order({ fecha: '2025-04-01T02:00:00Z', estado: 1, pago: 'pendiente', venta: '5.55' });
    // 1 April 00:00 in Argentina and 28 February: not in March.
    await order({
      fecha: '2025-04-01T03:00:00Z',
      estado: 4,
      pago: 'aprobado',
      venta: '1.00',
      facturada: true,
      envio: true,
    });
    await order({
      fecha: '2025-02-28T12:00:00Z',
      estado: 4,
      pago: 'aprobado',
      venta: '2.00',
      facturada: true,
      envio: true,
    });
    // May: rounding of the average ticket and cents that floats would not add exactly.
    await order({
      fecha: '2025-05-05T15:00:00Z',
      estado: 4,
      pago: 'aprobado',
      venta: '0.01',
      facturada: true,
      envio: true,
    });
    await order({
      fecha: '2025-05-05T16:00:00Z',
      estado: 4,
      pago: 'aprobado',
      venta: '0.02',
      facturada: true,
      envio: true,
    });
    await order({
      fecha: '2025-05-06T15:00:00Z',
      estado: 4,
      pago: 'aprobado',
      venta: '0.10',
      facturada: true,
      envio: true,
    });
    await order({
      fecha: '2025-05-06T16:00:00Z',
      estado: 4,
      pago: 'aprobado',
      venta: '0.20',
      facturada: true,
      envio: true,
    });

    await listing(1, 5, '2025-01-01T12:00:00Z');
    await listing(1, 0, '2025-03-10T15:00:00Z');
    await listing(2, 3, '2025-01-01T12:00:00Z');
    await listing(2, 0, '2025-01-01T12:00:00Z');
    await listing(2, 0, '2025-02-01T12:00:00Z');
    await listing(3, 10, '2025-02-01T12:00:00Z');
    await listing(4, 1, '2025-02-01T12:00:00Z');
    await listing(5, 9, '2025-02-01T12:00:00Z');
    // Published at 00:00 of the 11th in Argentina: not yet on the 10th.
    await listing(1, 2, '2025-03-11T03:00:00Z');
    await listing(3, 2, '2025-04-01T03:00:00Z');
  });

  it('the day 2025-03-10 (Argentine day boundaries)', async () => {
    const t = await figures('categoria', {
      fechaDesde: '2025-03-10',
      verMes: false,
      idSeller: SELLER,
    });
    expect(t.ventas).toEqual({
      total: 3343.63, // 1000.10 + 2000.20 + 333.33 + 10.00 (approved sales)
      pendientes: 400.4, // payment pending
      comision: 401.23, // 120.01 + 240.02 + 40.00 + 1.20
      feeLogistico: 120.62, // 50.05 + 60.06 + 10.01 + 0.50
      ticketPromedio: 835.91, // 3343.63 / 4 = 835.9075
      unidades: 9, // 2 + 1 + 1 + 4 + 1
      ordenesAnuladasGateway: 1551.05, // 500.00 + 250.25 + 800.80 (cancelled)
      ordenesPendientesGateway: 225.5, // 150.00 + 75.50 (paid, not invoiced)
      totalVenta: 3969.53, // 3343.63 + 400.40 + 225.50
    });
    expect(t.ordenes).toEqual({
      total: 11,
      pendientes: 1,
      anuladas: 1,
      facturadas: 4,
      pendientesFacturacion: 1,
      facturadasAnuladas: 2,
      envioProcesado: 3,
      envioPendiente: 1,
    });
    expect(t.publicaciones).toEqual({
      total: 7,
      activas: 2,
      pendientes: 1,
      enRevision: 1,
      pausadasConStock: 1,
      pausadasSinStock: 2,
    });
    expect(t.periodo).toEqual({ desde: '2025-03-10', hasta: '2025-03-10' });
  });

  it('the month of March 2025 (verMes)', async () => {
    const t = await figures('categoria', {
      fechaDesde: '2025-03-10',
      verMes: true,
      idSeller: SELLER,
    });
    expect(t.ventas).toEqual({
      total: 11121.4, // 3343.63 + 7777.77
      pendientes: 405.95, // 400.40 + 5.55
      comision: 1179, // 401.23 + 777.77
      feeLogistico: 198.39, // 120.62 + 77.77
      ticketPromedio: 2224.28, // 11121.40 / 5
      unidades: 10,
      ordenesAnuladasGateway: 1551.05,
      ordenesPendientesGateway: 225.5,
      totalVenta: 11752.85,
    });
    expect(t.ordenes).toEqual({
      total: 13,
      pendientes: 2,
      anuladas: 1,
      facturadas: 5,
      pendientesFacturacion: 1,
      facturadasAnuladas: 2,
      envioProcesado: 4,
      envioPendiente: 1,
    });
    expect(t.publicaciones).toEqual({
      total: 8,
      activas: 3,
      pendientes: 1,
      enRevision: 1,
      pausadasConStock: 1,
      pausadasSinStock: 2,
    });
    expect(t.periodo).toEqual({ desde: '2025-03-01', hasta: '2025-03-31' });
  });

  it('the average ticket is rounded half up to the cent; cents add exactly', async () => {
    const fifth = await figures('categoria', {
      fechaDesde: '2025-05-05',
      verMes: false,
      idSeller: SELLER,
    });
    expect(fifth.ventas.total).toBe(0.03);
    expect(fifth.ventas.ticketPromedio).toBe(0.02); // 0.015
    const sixth = await figures('categoria', {
      fechaDesde: '2025-05-06',
      verMes: false,
      idSeller: SELLER,
    });
    expect(sixth.ventas.total).toBe(0.3);
    expect(sixth.ventas.ticketPromedio).toBe(0.15);
  });

  it('the seller of seller 4 sees exactly these figures, whatever idSeller it sends', async () => {
    const staff = await figures('categoria', {
      fechaDesde: '2025-03-10',
      verMes: true,
      idSeller: SELLER,
    });
    const own = await figures('seller4', { fechaDesde: '2025-03-10', verMes: true, idSeller: 1 });
    expect(own).toEqual(staff);
    // Seller 1 sees none of seller 4's orders.
    const seller1 = await figures('seller', {
      fechaDesde: '2025-03-10',
      verMes: false,
      idSeller: SELLER,
    });
    expect(seller1.idSeller).toBe(1);
    expect(seller1.ventas.total).not.toBe(staff.ventas.total);
  });

  it('a new order changes the figures at once (computed from the database when asked)', async () => {
    const before = await figures('categoria', {
      fechaDesde: '2025-03-12',
      verMes: false,
      idSeller: SELLER,
    });
    expect(before.ordenes.total).toBe(0);
    await order({
      fecha: '2025-03-12T15:00:00Z',
      estado: 2,
      pago: 'aprobado',
      venta: '99.99',
      comision: '12.00',
      facturada: true,
    });
    const after = await figures('categoria', {
      fechaDesde: '2025-03-12',
      verMes: false,
      idSeller: SELLER,
    });
    expect(after.ventas.total).toBe(99.99);
    expect(after.ordenes).toMatchObject({ total: 1, facturadas: 1, envioPendiente: 1 });
  });
});

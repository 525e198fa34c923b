// The exports over HTTP against a real database (002 §2 'Exports', §3, §6, §7, §9; 000 §2.3;
// issue 21 points 1-3, 5): every export and role, the sellers' scope, both orders column lists
// exactly, the first-row rule, the two coupons, the file names, and the cells' types read back
// with SheetJS (dates as dates, money as numbers with two decimals, ids as text).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  activeDemoUsers,
  call,
  download,
  errores,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import { addDays, todayInMarket } from '../../src/domain/dates.ts';
import {
  exportFileNames,
  liquidacionColumns,
  novedadColumns,
  sellerColumns,
  sellerOrderColumns,
  staffOrderColumns,
} from '../../src/domain/exports.ts';
import { novedadMessages } from '../../src/domain/novedad-rules.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
const fileOf = (u: string, id: number) =>
  download(
    server.baseUrl,
    `/api/Exportables/Exportaciones/Descargar?idExportacion=${String(id)}`,
    as(u),
  );
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const post = (u: string, path: string, json: unknown) =>
  call(server.baseUrl, 'POST', path, { ...as(u), json });

const today = todayInMarket();

interface Archivo {
  excelBase64: string;
  nombreArchivo: string;
  cantidad: number;
}
interface ExportacionOrdenes {
  excel: string;
  nombreArchivo: string;
  cantidadOrdenes: number;
}

function sheetOf(base64: string) {
  const book = XLSX.read(Buffer.from(base64, 'base64'), { cellNF: true });
  expect(book.SheetNames).toHaveLength(1);
  const name = book.SheetNames[0] ?? '';
  const sheet = book.Sheets[name];
  if (!sheet) throw new Error('sin hoja');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, raw: true });
  return { name, sheet, headers: rows[0] as string[], rows: rows.slice(1) };
}
const cell = (sheet: XLSX.WorkSheet, r: number, c: number) =>
  sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;

/** A date cell: a number with a date format (what LibreOffice and Excel open as a date). */
function expectDateCell(c: XLSX.CellObject | undefined) {
  expect(c?.t).toBe('n');
  expect(typeof c?.z).toBe('string');
  // A date format: day, month and year codes (what XLSX.SSF.is_date looks for).
  expect(String(c?.z)).toMatch(/^dd\/mm\/yyyy( hh:mm)?$/);
}
function expectMoneyCell(c: XLSX.CellObject | undefined, value?: number) {
  expect(c?.t).toBe('n');
  expect(c?.z).toBe('0.00');
  if (value !== undefined) expect(c?.v).toBe(value);
}
function expectTextCell(c: XLSX.CellObject | undefined, value?: string) {
  expect(c?.t).toBe('s');
  if (value !== undefined) expect(c?.v).toBe(value);
}

/**
 * An order of seller 1 made for these tests: a documento with a leading zero, two product
 * lines and three coupons (only two are exported).
 */
async function fixtureOrder(documento: string, phone = false): Promise<number> {
  const [listing] = await server.db.query<{ id_publicacion: number; sku_market: string }>(
    `SELECT id_publicacion, sku_market FROM publicaciones
      WHERE id_seller = 1 AND sku_market IS NOT NULL AND sku_seller IS NOT NULL
      ORDER BY id_publicacion LIMIT 1`,
  );
  if (!listing) throw new Error('sin publicación');
  const [row] = await server.db.query<{ id_orden: number }>(
    `INSERT INTO ordenes (id_seller, estado, monto_venta, monto_comision, monto_gasto_envio,
       cliente_nombre, cliente_apellido, cliente_documento, cliente_domicilio, cliente_numero,
       cliente_codigo_postal, cliente_localidad, cliente_provincia, id_tipo_entrega,
       entrega_domicilio, entrega_codigo_postal, id_referencia)
     VALUES (1, 2, 1500.50, 150.05, 99.9, 'Ana', 'Exportación', $1, 'Calle Falsa', '123',
             '0123', 'Localidad', 'Provincia', 1, 'Calle Falsa 123', '0123', $2)
     RETURNING id_orden`,
    [documento, phone ? 'TEL-PRUEBA' : 'MK-PRUEBA'],
  );
  const id = row?.id_orden ?? 0;
  for (const [titulo, cantidad, precio] of [
    ['Primer producto', 1, '1000.50'],
    ['Segundo producto', 2, '250.00'],
  ] as const) {
    await server.db.query(
      `INSERT INTO orden_items (id_orden, id_publicacion, sku_market, titulo, cantidad, precio_unitario)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, listing.id_publicacion, listing.sku_market, titulo, cantidad, precio],
    );
  }
  for (const k of [1, 2, 3]) {
    await server.db.query(
      `INSERT INTO orden_cupones (id_orden, nro_plan, cuotas, tarjeta, monto_cuota, nro_cupon,
         primeros_seis_digitos, id_adquiriente, id_transaccion)
       VALUES ($1, $2, 1, 'VISA', 100, $3, '450799', 1, $4)`,
      [id, 10 + k, k * 11, 900_000_000 + id * 10 + k],
    );
  }
  return id;
}

describe('POST /api/Ordenes/ExportarOrdenes (002 §6, §7, §9)', () => {
  it('staff get the 35 columns; the first row of each order carries the amounts, later rows none; two coupons side by side', async () => {
    const id = await fixtureOrder('01234567');
    const res = await post('moderador', '/api/Ordenes/ExportarOrdenes', {
      idSeller: null,
      fechaDesde: null,
      fechaHasta: null,
      idEstado: null,
      idOrden: id,
      documento: null,
      apellido: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as ExportacionOrdenes;
    expect(body.nombreArchivo).toBe('Ordenes.xlsx');
    expect(body.cantidadOrdenes).toBe(1);
    const { name, sheet, headers, rows } = sheetOf(body.excel);
    expect(name).toBe('Ordenes');
    expect(staffOrderColumns).toHaveLength(35);
    expect(headers).toEqual([
      'Fecha',
      'Nro. Orden',
      'Estado',
      'Plataforma',
      'Tipo Publicación',
      'Seller',
      'CUIT Seller',
      'Vendedor Boca',
      'Documento',
      'Nombre',
      'Apellido',
      'Domicilio',
      'Código Postal',
      'Localidad',
      'Provincia',
      'Entrega',
      'Domicilio Entrega',
      'CP Entrega',
      'Producto',
      'Cantidad',
      'Precio Unitario',
      'SKU Seller',
      'SKU Market',
      'Categoría',
      'Monto Venta',
      'Monto Comisión',
      'Gasto Envío',
      'Plan Cupón 1',
      'Nro. Cupón 1',
      'Id Transacción 1',
      'Adquiriente 1',
      'Plan Cupón 2',
      'Nro. Cupón 2',
      'Id Transacción 2',
      'Adquiriente 2',
    ]);
    expect(rows).toHaveLength(2);
    const at = (field: string) =>
      headers.indexOf(staffOrderColumns.find((c) => c.field === field)?.header ?? '');
    // Row 2 is the first data row (r = 1).
    expectDateCell(cell(sheet, 1, at('fecha')));
    expect(cell(sheet, 1, at('idOrden'))?.v).toBe(id);
    expectTextCell(cell(sheet, 1, at('documento')), '01234567');
    expectTextCell(cell(sheet, 1, at('codigoPostal')), '0123');
    expectTextCell(cell(sheet, 1, at('cuitSeller')));
    expect(cell(sheet, 1, at('entrega'))?.v).toBe('Envío a domicilio');
    expect(cell(sheet, 1, at('producto'))?.v).toBe('Primer producto');
    expect(cell(sheet, 2, at('producto'))?.v).toBe('Segundo producto');
    expectMoneyCell(cell(sheet, 1, at('precioUnitario')), 1000.5);
    expectMoneyCell(cell(sheet, 2, at('precioUnitario')), 250);
    // 002 §9: amount and commission on the first row only.
    expectMoneyCell(cell(sheet, 1, at('montoVenta')), 1500.5);
    expectMoneyCell(cell(sheet, 1, at('montoComision')), 150.05);
    expectMoneyCell(cell(sheet, 1, at('montoGastoEnvio')), 99.9);
    expect(cell(sheet, 2, at('montoVenta'))).toBeUndefined();
    expect(cell(sheet, 2, at('montoComision'))).toBeUndefined();
    expect(cell(sheet, 2, at('montoGastoEnvio'))).toBeUndefined();
    // Up to two coupons, on every row of the order; the third is not exported.
    for (const r of [1, 2]) {
      expect(cell(sheet, r, at('nroPlan1'))?.v).toBe(11);
      expectTextCell(cell(sheet, r, at('nroCupon1')), '11');
      expectTextCell(cell(sheet, r, at('idTransaccion1')), String(900_000_000 + id * 10 + 1));
      expect(cell(sheet, r, at('nroPlan2'))?.v).toBe(12);
      expectTextCell(cell(sheet, r, at('nroCupon2')), '22');
    }
    // The third coupon (number '33', its transaction) is not exported, nor any card's
    // first six digits; compared cell by cell (a time or an id may well contain '33').
    const cells = rows.flat().map((v) => String(v));
    for (const absent of ['33', String(900_000_000 + id * 10 + 3), '450799']) {
      expect(cells).not.toContain(absent);
    }
  });

  it('sellers get the 18 columns and only their own orders, whatever idSeller they send', async () => {
    const mine = await fixtureOrder('02345678');
    const res = await post('seller', '/api/Ordenes/ExportarOrdenes', {
      idSeller: 2,
      idOrden: mine,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as ExportacionOrdenes;
    const { sheet, headers, rows } = sheetOf(body.excel);
    expect(sellerOrderColumns).toHaveLength(18);
    expect(headers).toEqual([
      'Fecha',
      'Nro. Orden',
      'Estado',
      'Plataforma',
      'Tipo Publicación',
      'Documento',
      'Nombre',
      'Apellido',
      'Entrega',
      'Domicilio Entrega',
      'CP Entrega',
      'Localidad',
      'Provincia',
      'Producto',
      'Cantidad',
      'Precio Unitario',
      'SKU Seller',
      'Monto Venta',
    ]);
    expect(rows).toHaveLength(2);
    expectMoneyCell(cell(sheet, 1, 17), 1500.5);
    expect(cell(sheet, 2, 17)).toBeUndefined();
    // seller2 (seller 2) asking for seller 1's order gets nothing.
    const other = await post('seller2', '/api/Ordenes/ExportarOrdenes', {
      idSeller: 1,
      idOrden: mine,
    });
    expect(other.status).toBe(200);
    expect((other.body as ExportacionOrdenes).cantidadOrdenes).toBe(0);
    expect(sheetOf((other.body as ExportacionOrdenes).excel).rows).toHaveLength(0);
  });

  it("a seller's whole export holds only its seller's orders, and the live count matches it", async () => {
    const filter = { fechaDesde: addDays(today, -30), fechaHasta: today };
    const count = await get(
      'selleradmin',
      `/api/Ordenes/CantidadOrdenes?fechaDesde=${filter.fechaDesde}&fechaHasta=${filter.fechaHasta}&idSeller=2`,
    );
    expect(count.status).toBe(200);
    const n = (count.body as { cantidadOrdenes: number }).cantidadOrdenes;
    const [own] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ordenes
        WHERE id_seller = 1 AND fecha >= ($1::date)::timestamp AT TIME ZONE 'America/Argentina/Buenos_Aires'
          AND fecha < ($2::date + 1)::timestamp AT TIME ZONE 'America/Argentina/Buenos_Aires'`,
      [filter.fechaDesde, filter.fechaHasta],
    );
    expect(n).toBe(own?.n);
    const res = await post('selleradmin', '/api/Ordenes/ExportarOrdenes', {
      ...filter,
      idSeller: 2,
    });
    expect(res.status).toBe(200);
    const body = res.body as ExportacionOrdenes;
    expect(body.cantidadOrdenes).toBe(n);
    const { rows } = sheetOf(body.excel);
    const ids = new Set(rows.map((r) => r[1] as number));
    expect(ids.size).toBe(n);
    if (ids.size > 0) {
      const [other] = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ordenes WHERE id_orden = ANY($1::int[]) AND id_seller <> 1',
        [[...ids]],
      );
      expect(other?.n).toBe(0);
    }
  });

  it('staff filter by seller, state, surname and document (002 §5: empty fields mean any)', async () => {
    await fixtureOrder('03456789');
    const res = await post('categoria', '/api/Ordenes/ExportarOrdenes', {
      idSeller: 1,
      idEstado: 2,
      apellido: 'exportacion',
      documento: '03456789',
    });
    expect(res.status).toBe(200);
    expect((res.body as ExportacionOrdenes).cantidadOrdenes).toBe(1);
    const count = await get(
      'categoria',
      '/api/Ordenes/CantidadOrdenes?documento=03456789&idEstado=1',
    );
    expect((count.body as { cantidadOrdenes: number }).cantidadOrdenes).toBe(0);
  });

  it('an inverted range is 400; read-only, supplier and accounting are 403', async () => {
    const bad = await post('moderador', '/api/Ordenes/ExportarOrdenes', {
      fechaDesde: today,
      fechaHasta: addDays(today, -1),
    });
    expect(bad.status).toBe(400);
    for (const u of ['lectura', 'proveedor', 'contable']) {
      expect((await post(u, '/api/Ordenes/ExportarOrdenes', {})).status, u).toBe(403);
      expect((await get(u, '/api/Ordenes/CantidadOrdenes')).status, u).toBe(403);
    }
  });
});

describe('GET /api/Exportables/ExportarOrdenesTelefonicas (002 §2, §7)', () => {
  it("staff download the phone orders of the range as 'Ordenes Telefonicas.xlsx' in the staff template", async () => {
    const phone = await fixtureOrder('04567890', true);
    await fixtureOrder('05678901', false);
    const res = await get(
      'moderador',
      `/api/Exportables/ExportarOrdenesTelefonicas?fechaDesde=${today}&fechaHasta=${today}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Archivo;
    expect(body.nombreArchivo).toBe('Ordenes Telefonicas.xlsx');
    const { name, headers, rows } = sheetOf(body.excelBase64);
    expect(name).toBe('Ordenes Telefonicas');
    expect(headers).toEqual(staffOrderColumns.map((c) => c.header));
    const ids = new Set(rows.map((r) => r[1]));
    expect(ids.has(phone)).toBe(true);
    const [notPhone] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ordenes
        WHERE id_orden = ANY($1::int[]) AND id_referencia NOT LIKE 'TEL-%'`,
      [[...ids]],
    );
    expect(notPhone?.n).toBe(0);
    expect(body.cantidad).toBe(ids.size);
  });

  it('both dates are required (002 §5 texts); sellers are 403', async () => {
    const noFrom = await get(
      'moderador',
      `/api/Exportables/ExportarOrdenesTelefonicas?fechaHasta=${today}`,
    );
    expect(noFrom.status).toBe(400);
    expect(errores(noFrom)).toEqual([novedadMessages.fechaInicial]);
    const noTo = await get(
      'moderador',
      `/api/Exportables/ExportarOrdenesTelefonicas?fechaDesde=${today}`,
    );
    expect(errores(noTo)).toEqual([novedadMessages.fechaFinal]);
    for (const u of ['seller', 'selleradmin', 'lectura', 'contable']) {
      const res = await get(
        u,
        `/api/Exportables/ExportarOrdenesTelefonicas?fechaDesde=${today}&fechaHasta=${today}`,
      );
      expect(res.status, u).toBe(403);
    }
  });
});

describe('GET /api/Exportables/ExportarNovedades', () => {
  it("every novedad of the range as 'Novedades.xlsx', dates and amounts typed", async () => {
    const desde = addDays(today, -60);
    const res = await get(
      'categoria',
      `/api/Exportables/ExportarNovedades?fechaDesde=${desde}&fechaHasta=${today}&buscaTodo=1`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Archivo;
    expect(body.nombreArchivo).toBe('Novedades.xlsx');
    const { name, sheet, headers, rows } = sheetOf(body.excelBase64);
    expect(name).toBe('Novedades');
    expect(headers).toEqual(novedadColumns.map((c) => c.header));
    const [db] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM novedades WHERE fecha BETWEEN $1::date AND $2::date',
      [desde, today],
    );
    expect(rows).toHaveLength(db?.n ?? -1);
    expect(body.cantidad).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expectDateCell(cell(sheet, 1, 1));
    expectMoneyCell(cell(sheet, 1, 7));
    // The amount signed by its Acción, as /Novedades and the settlements show it
    // (src/domain/novedad-amount.ts): a Débito negative, a Crédito positive.
    const stored = new Map(
      (
        await server.db.query<{ id_novedad: number; importe: string }>(
          'SELECT id_novedad, importe::text AS importe FROM novedades WHERE fecha BETWEEN $1::date AND $2::date',
          [desde, today],
        )
      ).map((r) => [r.id_novedad, Number(r.importe)]),
    );
    expect(rows.some((r) => r[5] === 'Débito')).toBe(true);
    expect(rows.some((r) => r[5] === 'Crédito')).toBe(true);
    for (const r of rows) {
      const importe = stored.get(r[0] as number) ?? Number.NaN;
      expect(r[7], `novedad ${String(r[0])}`).toBe(r[5] === 'Débito' ? -importe : importe);
    }
  });

  it('the date checks of 002 §5, buscaTodo=0 needs seller and state, and it is staff only', async () => {
    const noFrom = await get('moderador', `/api/Exportables/ExportarNovedades?fechaHasta=${today}`);
    expect(errores(noFrom)).toEqual(['Debe seleccionar una fecha inicial']);
    const noTo = await get('moderador', `/api/Exportables/ExportarNovedades?fechaDesde=${today}`);
    expect(errores(noTo)).toEqual(['Debe seleccionar una fecha final']);
    const noSeller = await get(
      'moderador',
      `/api/Exportables/ExportarNovedades?fechaDesde=${today}&fechaHasta=${today}&buscaTodo=0&idEstado=1`,
    );
    expect(errores(noSeller)).toEqual([novedadMessages.seller]);
    for (const u of ['seller', 'selleradmin', 'lectura', 'proveedor', 'contable']) {
      const res = await get(
        u,
        `/api/Exportables/ExportarNovedades?fechaDesde=${today}&fechaHasta=${today}`,
      );
      expect(res.status, u).toBe(403);
    }
  });
});

describe('GET /api/Exportables/ExportarLiquidaciones', () => {
  it("the settlements of the range as 'Liquidaciones.xlsx' (none cancelled), amounts with two decimals", async () => {
    const desde = addDays(today, -360);
    // A confirmed settlement with an invoice number that starts with zeros, and a cancelled one.
    await server.db.query(
      `INSERT INTO liquidaciones (id_seller, id_estado, fecha_desde, fecha_hasta, cantidad_ordenes,
         total_orden, total_liquidacion, numero_comprobante, id_tipo_comprobante, confirmada_en)
       VALUES (1, 3, $1, $1, 2, 1234.5, 1000.25, '0001-00001234',
               (SELECT min(id_tipo_comprobante) FROM tipos_comprobante), now())`,
      [today],
    );
    await server.db.query(
      `INSERT INTO liquidaciones (id_seller, fecha_desde, fecha_hasta, eliminada)
       VALUES (2, $1, $1, true)`,
      [today],
    );
    const res = await get(
      'moderador',
      `/api/Exportables/ExportarLiquidaciones?fechaDesde=${desde}&fechaHasta=${today}&buscaTodo=1`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Archivo;
    expect(body.nombreArchivo).toBe('Liquidaciones.xlsx');
    const { name, sheet, headers, rows } = sheetOf(body.excelBase64);
    expect(name).toBe('Liquidaciones');
    expect(headers).toEqual(liquidacionColumns.map((c) => c.header));
    const [db] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM liquidaciones
        WHERE NOT eliminada
          AND (creada_en AT TIME ZONE 'America/Argentina/Buenos_Aires')::date BETWEEN $1::date AND $2::date`,
      [desde, today],
    );
    expect(rows).toHaveLength(db?.n ?? -1);
    const at = (field: string) => liquidacionColumns.findIndex((c) => c.field === field);
    const r = 1 + rows.findIndex((row) => row[at('numeroComprobante')] === '0001-00001234');
    expect(r).toBeGreaterThan(0);
    expectDateCell(cell(sheet, r, at('fecha')));
    expectMoneyCell(cell(sheet, r, at('totalLiquidacion')), 1000.25);
    expectMoneyCell(cell(sheet, r, at('totalOrden')), 1234.5);
    expectTextCell(cell(sheet, r, at('numeroComprobante')), '0001-00001234');
    expect(cell(sheet, r, at('tipoEstadoLiquidacionMostrar'))?.v).toBe('Liquidada');
  });

  it('staff only; missing dates are 400', async () => {
    expect((await get('moderador', '/api/Exportables/ExportarLiquidaciones')).status).toBe(400);
    for (const u of ['seller', 'selleradmin', 'lectura', 'contable']) {
      const res = await get(
        u,
        `/api/Exportables/ExportarLiquidaciones?fechaDesde=${today}&fechaHasta=${today}`,
      );
      expect(res.status, u).toBe(403);
    }
  });
});

describe('POST /api/Exportables/ExportarSellers', () => {
  it("every live seller as 'Sellers.xlsx', CUIT and postal code as text", async () => {
    const res = await post('categoria', '/api/Exportables/ExportarSellers', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Archivo;
    expect(body.nombreArchivo).toBe('Sellers.xlsx');
    const { name, sheet, headers, rows } = sheetOf(body.excelBase64);
    expect(name).toBe('Sellers');
    expect(headers).toEqual(sellerColumns.map((c) => c.header));
    const [db] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sellers WHERE NOT eliminado',
    );
    expect(rows).toHaveLength(db?.n ?? -1);
    const cuit = sellerColumns.findIndex((c) => c.field === 'cuit');
    const cp = sellerColumns.findIndex((c) => c.field === 'codigoPostal');
    expectTextCell(cell(sheet, 1, cuit));
    expectTextCell(cell(sheet, 1, cp));
    expect(cell(sheet, 1, 0)?.t).toBe('n');
  });

  it('staff only (the menu shows Exportables > Sellers to category and admin moderator)', async () => {
    for (const u of ['seller', 'selleradmin', 'lectura', 'proveedor', 'contable']) {
      expect((await post(u, '/api/Exportables/ExportarSellers', {})).status, u).toBe(403);
    }
  });
});

describe('the file names of 002 §9', () => {
  it('are Ordenes, Ordenes Telefonicas, Novedades, Liquidaciones and Sellers, as xlsx', () => {
    expect(Object.values(exportFileNames)).toEqual([
      'Ordenes.xlsx',
      'Ordenes Telefonicas.xlsx',
      'Novedades.xlsx',
      'Liquidaciones.xlsx',
      'Sellers.xlsx',
    ]);
  });
});

describe('the export centre (issue 21 point 4): jobs in the database, built in the background', () => {
  interface Exportacion {
    idExportacion: number;
    estado: string;
    total: number;
    progreso: number;
    nombreArchivo: string;
    bytes: number | null;
  }
  const mine = async (u: string) =>
    ((await get(u, '/api/Exportables/Exportaciones')).body as { exportaciones: Exportacion[] })
      .exportaciones;
  const waitReady = async (u: string, id: number) => {
    await expect
      .poll(async () => (await mine(u)).find((e) => e.idExportacion === id)?.estado, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe('lista');
    return (await mine(u)).find((e) => e.idExportacion === id);
  };

  it('a queued novedades export is built by the server and downloaded by its owner only, the same file as at once', async () => {
    const desde = addDays(today, -60);
    const queued = await post('moderador', '/api/Exportables/Exportaciones', {
      tipo: 'novedades',
      fechaDesde: desde,
      fechaHasta: today,
      buscaTodo: 1,
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const { idExportacion, cantidad } = queued.body as { idExportacion: number; cantidad: number };
    const done = await waitReady('moderador', idExportacion);
    expect(done?.nombreArchivo).toBe('Novedades.xlsx');
    expect(done?.progreso).toBe(cantidad);
    expect(done?.bytes).toBeGreaterThan(0);
    const file = await fileOf('moderador', idExportacion);
    expect(file.status).toBe(200);
    // The centre serves the xlsx itself, under the export's name.
    expect(file.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Novedades.xlsx"');
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const fromJob = sheetOf(file.bytes.toString('base64'));
    const atOnce = await get(
      'moderador',
      `/api/Exportables/ExportarNovedades?fechaDesde=${desde}&fechaHasta=${today}&buscaTodo=1`,
    );
    expect(fromJob.rows).toEqual(sheetOf((atOnce.body as Archivo).excelBase64).rows);
    expect(fromJob.rows).toHaveLength(cantidad);
    // Another user's job is not found; it is not in their list either.
    const other = await get(
      'categoria',
      `/api/Exportables/Exportaciones/Descargar?idExportacion=${String(idExportacion)}`,
    );
    expect(other.status).toBe(404);
    expect((await mine('categoria')).some((e) => e.idExportacion === idExportacion)).toBe(false);
  });

  it("a seller's queued orders export is its own orders in the 18 columns; what it may not export at once it may not queue", async () => {
    const queued = await post('seller', '/api/Exportables/Exportaciones', {
      tipo: 'ordenes',
      idSeller: 2,
      fechaDesde: addDays(today, -30),
      fechaHasta: today,
    });
    expect(queued.status).toBe(200);
    const { idExportacion } = queued.body as { idExportacion: number };
    const [job] = await server.db.query<{ parametros: { filtro: { idSeller: number } } }>(
      'SELECT parametros FROM export_jobs WHERE id_exportacion = $1',
      [idExportacion],
    );
    expect(job?.parametros.filtro.idSeller).toBe(1);
    await waitReady('seller', idExportacion);
    const file = await fileOf('seller', idExportacion);
    expect(sheetOf(file.bytes.toString('base64')).headers).toEqual(
      sellerOrderColumns.map((c) => c.header),
    );
    for (const tipo of ['sellers', 'novedades', 'liquidaciones', 'ordenesTelefonicas']) {
      const res = await post('seller', '/api/Exportables/Exportaciones', {
        tipo,
        fechaDesde: today,
        fechaHasta: today,
      });
      expect(res.status, tipo).toBe(403);
    }
    expect((await get('lectura', '/api/Exportables/Exportaciones')).status).toBe(403);
  });

  it('a job whose process stopped beating is taken again and finished; one still running is not ready (409)', async () => {
    const [user] = await server.db.query<{ id_usuario: number }>(
      "SELECT id_usuario FROM users WHERE nombre_usuario = 'moderador'",
    );
    const insert = (latido: string) =>
      server.db.query<{ id_exportacion: number }>(
        `INSERT INTO export_jobs (id_usuario, tipo, parametros, estado, nombre_archivo, total,
           latido_en, intentos)
         VALUES ($1, 'sellers', '{"tipo":"sellers"}', 'en_curso', 'Sellers.xlsx', 1,
                 now() - $2::interval, 1)
         RETURNING id_exportacion`,
        [user?.id_usuario, latido],
      );
    const [dead] = await insert('5 minutes');
    const [alive] = await insert('0 seconds');
    const busy = await get(
      'moderador',
      `/api/Exportables/Exportaciones/Descargar?idExportacion=${String(alive?.id_exportacion)}`,
    );
    expect(busy.status).toBe(409);
    await waitReady('moderador', dead?.id_exportacion ?? 0);
    const [row] = await server.db.query<{ intentos: number }>(
      'SELECT intentos FROM export_jobs WHERE id_exportacion = $1',
      [dead?.id_exportacion],
    );
    expect(row?.intentos).toBe(2);
    // The live one was not taken from its process.
    const [still] = await server.db.query<{ estado: string }>(
      'SELECT estado FROM export_jobs WHERE id_exportacion = $1',
      [alive?.id_exportacion],
    );
    expect(still?.estado).toBe('en_curso');
  });
});

// Issue 35 point 1: a record's Historial over HTTP against a real database. The order's: every
// change written by the order's calls reads back newest first with who (name and type in
// words), from -> to in the status labels, the action in words and what was given with it (the
// file, the reason and comment); scoped as the order (another seller's: 404; a type that does
// not read orders: 403); what each viewer sees (the internal sale status not for the seller's
// users, the payment coupons only for the admin moderator, the marketplace's people as
// 'Marketplace' to a seller); rows written before the journal kept details say 'sin detalle';
// 50 a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  activeDemoUsers,
  call,
  errores,
  login,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { orderMessages } from '../../src/domain/order-rules.ts';
import { SIN_DETALLE } from '../../src/domain/history.ts';
import { addDays, todayInMarket } from '../../src/domain/dates.ts';

type Historial = components['schemas']['Historial'];

let server: TestServer;
const tokens: Record<string, string> = {};
let pdf: Buffer;

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  pdf = Buffer.from(await doc.save());
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const post = async (u: string, path: string, json: Record<string, unknown>) => {
  const res = await call(server.baseUrl, 'POST', path, { ...as(u), json });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
};
const history = (u: string, id: number, page?: number) =>
  call(
    server.baseUrl,
    'GET',
    `/api/Ordenes/Historial?IdOrden=${String(id)}${page === undefined ? '' : `&NumeroPagina=${String(page)}`}`,
    as(u),
  );
const historyOf = async (u: string, id: number, page?: number) => {
  const res = await history(u, id, page);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Historial;
};

/** An entry without its time (checked apart: newest first). */
const withoutTime = (e: Historial['entradas'][number]) => {
  const { fecha, ...rest } = e;
  expect(Number.isNaN(Date.parse(fecha))).toBe(false);
  return rest;
};

const taken = new Set<number>();
async function pendingOrderOf(idSeller: number): Promise<number> {
  const rows = await server.db.query<{ id_orden: number }>(
    `SELECT o.id_orden FROM ordenes o
      WHERE o.id_seller = $1 AND o.estado = 1 AND NOT o.anulada_por_market
        AND NOT EXISTS (SELECT 1 FROM orden_comprobantes c WHERE c.id_orden = o.id_orden)
      ORDER BY o.id_orden DESC`,
    [idSeller],
  );
  const row = rows.find((r) => !taken.has(r.id_orden));
  if (!row) throw new Error('no pending order');
  taken.add(row.id_orden);
  return row.id_orden;
}

const names = async (...users: string[]) =>
  Object.fromEntries(
    await Promise.all(
      users.map(async (u) => {
        const [row] = await server.db.query<{ nombre_usuario: string }>(
          'SELECT nombre_usuario FROM users WHERE lower(nombre_usuario) = lower($1)',
          [u],
        );
        return [u, row?.nombre_usuario ?? u] as const;
      }),
    ),
  );

describe("an order's Historial (issue 35 point 1)", () => {
  it('every change of the order, newest first, with who, from -> to, the action and its detail', async () => {
    const id = await pendingOrderOf(1);
    const [motivo] = await server.db.query<{ descripcion: string }>(
      'SELECT descripcion FROM motivos_solicitud_anulacion WHERE id_motivo = 1',
    );
    const [rechazo] = await server.db.query<{ codigo: number; descripcion: string }>(
      'SELECT codigo, descripcion FROM motivos_rechazo_anulacion ORDER BY orden LIMIT 1',
    );
    await post('seller', '/api/Ordenes/Comprobante', {
      idOrden: id,
      idEstado: 2,
      comprobante: pdf.toString('base64'),
      nombreArchivo: 'C:\\facturas\\factura 0001.pdf',
    });
    const deleted = await call(
      server.baseUrl,
      'DELETE',
      `/api/Ordenes/Comprobante?IdOrden=${String(id)}&IdEstado=2`,
      as('selleradmin'),
    );
    expect(deleted.status).toBe(200);
    await post('selleradmin', '/api/Ordenes/SolicitudAnulacion', {
      idVenta: id,
      solicitarAnulacion: true,
      idMotivoAnulacion: 1,
      detalle: '  El cliente se arrepintió  ',
    });
    await post('moderador', '/api/Ordenes/AnulacionReversion', {
      idVenta: id,
      devolucionDinero: false,
      rechazado: true,
      idMotivoAnula: rechazo?.codigo,
    });
    await post('moderador', '/api/Ordenes/AnularEstadoVenta', { idVenta: id });

    const who = await names('seller', 'selleradmin', 'moderador');
    const staffView = await historyOf('moderador', id);
    expect(staffView.total).toBe(5);
    expect(staffView).toMatchObject({ numeroPagina: 1, cantidadPagina: 50 });
    expect(staffView.entradas.map(withoutTime)).toEqual([
      {
        usuario: who.moderador,
        tipoUsuario: 'Administrador moderador',
        desde: 'Aprobado',
        hacia: 'Anulado',
        accion: "Cambió el estado interno a 'Anulado'",
        detalle: [],
        lote: null,
      },
      {
        usuario: who.moderador,
        tipoUsuario: 'Administrador moderador',
        desde: 'SOLICITUD ANULACION',
        hacia: 'PENDIENTE',
        accion: 'Rechazó la solicitud de anulación',
        detalle: [`Motivo: ${rechazo?.descripcion ?? ''}`],
        lote: null,
      },
      {
        usuario: who.selleradmin,
        tipoUsuario: 'Seller administrador',
        desde: 'PENDIENTE',
        hacia: 'SOLICITUD ANULACION',
        accion: 'Solicitó la anulación',
        detalle: [`Motivo: ${motivo?.descripcion ?? ''}`, 'Comentario: El cliente se arrepintió'],
        lote: null,
      },
      {
        usuario: who.selleradmin,
        tipoUsuario: 'Seller administrador',
        desde: 'FACTURADO',
        hacia: 'PENDIENTE',
        accion: 'Eliminó la factura',
        detalle: ['Archivo: factura 0001.pdf'],
        lote: null,
      },
      {
        usuario: who.seller,
        tipoUsuario: 'Seller',
        desde: 'PENDIENTE',
        hacia: 'FACTURADO',
        accion: 'Cargó la factura',
        detalle: ['Archivo: factura 0001.pdf'],
        lote: null,
      },
    ]);
    // Newest first, by the time written.
    const times = staffView.entradas.map((e) => Date.parse(e.fecha));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Read-only reads what staff reads.
    expect((await historyOf('lectura', id)).entradas.map((e) => e.accion)).toEqual(
      staffView.entradas.map((e) => e.accion),
    );

    // The seller's users: not the internal sale status, and the marketplace's people as such.
    const sellerView = await historyOf('seller', id);
    expect(sellerView.total).toBe(4);
    expect(sellerView.entradas.map((e) => [e.usuario, e.tipoUsuario, e.accion])).toEqual([
      ['Marketplace', 'Administrador moderador', 'Rechazó la solicitud de anulación'],
      [who.selleradmin, 'Seller administrador', 'Solicitó la anulación'],
      [who.selleradmin, 'Seller administrador', 'Eliminó la factura'],
      [who.seller, 'Seller', 'Cargó la factura'],
    ]);
  });

  it("another seller's order is 404, a type that does not read orders 403, a wrong id 400", async () => {
    const id = await pendingOrderOf(1);
    const other = await history('seller2', id);
    expect(other.status).toBe(404);
    expect(errores(other)).toEqual([orderMessages.notFound]);
    expect((await history('proveedor', id)).status).toBe(403);
    expect((await history('contable', id)).status).toBe(403);
    const none = await history('moderador', 2_000_000_000);
    expect(none.status).toBe(404);
    const bad = await call(
      server.baseUrl,
      'GET',
      '/api/Ordenes/Historial?IdOrden=x',
      as('moderador'),
    );
    expect(bad.status).toBe(400);
    errores(bad);
  });

  it("a row written before the journal kept details says 'sin detalle'; the payment coupons only the admin moderator reads", async () => {
    const id = await pendingOrderOf(1);
    await server.db.query(
      `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario, fecha) VALUES
        ('orden', $1, '3', '1', 'RECHAZAR_SOLICITUD', NULL, now() - interval '2 days'),
        ('orden', $1, '1', '4', 'ENTREGAR', NULL, now() - interval '1 day'),
        ('orden-cupon', $1, NULL, '777', 'AGREGAR_CUPON', NULL, now())`,
      [String(id)],
    );
    const moderador = await historyOf('moderador', id);
    expect(moderador.entradas.map(withoutTime)).toEqual([
      {
        usuario: null,
        tipoUsuario: null,
        desde: null,
        hacia: null,
        accion: 'Agregó un cupón de pago',
        detalle: ['Número: 777'],
        lote: null,
      },
      {
        usuario: null,
        tipoUsuario: null,
        desde: 'PENDIENTE',
        hacia: 'ENTREGADO',
        accion: 'Marcó la orden entregada',
        detalle: [],
        lote: null,
      },
      {
        usuario: null,
        tipoUsuario: null,
        desde: 'SOLICITUD ANULACION',
        hacia: 'PENDIENTE',
        accion: 'Rechazó la solicitud de anulación',
        detalle: [SIN_DETALLE],
        lote: null,
      },
    ]);
    for (const u of ['categoria', 'lectura', 'selleradmin']) {
      const view = await historyOf(u, id);
      expect(view.total, u).toBe(2);
      expect(
        view.entradas.map((e) => e.accion),
        u,
      ).not.toContain('Agregó un cupón de pago');
    }
  });

  it('50 a page, the total of every change, a page past the end empty', async () => {
    const id = await pendingOrderOf(1);
    await server.db.query(
      `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario, fecha, detalle)
       SELECT 'orden-tracking', $1, 'https://t.example/' || (n - 1), 'https://t.example/' || n,
              'ACTUALIZAR_URL_TRACKING', NULL, now() - make_interval(mins => 200 - n), NULL
         FROM generate_series(1, 120) AS n`,
      [String(id)],
    );
    const first = await historyOf('seller', id);
    expect(first.total).toBe(120);
    expect(first.entradas).toHaveLength(50);
    expect(first.entradas[0]).toMatchObject({
      accion: 'Actualizó la URL de seguimiento',
      detalle: ['Antes: https://t.example/119', 'Ahora: https://t.example/120'],
    });
    const third = await historyOf('seller', id, 3);
    expect(third.entradas).toHaveLength(20);
    expect(third.entradas.at(-1)?.detalle).toEqual([
      'Antes: https://t.example/0',
      'Ahora: https://t.example/1',
    ]);
    expect((await historyOf('seller', id, 4)).entradas).toEqual([]);
  });
});

describe("a listing's Historial", () => {
  const listingHistory = (u: string, id: number) =>
    call(server.baseUrl, 'GET', `/api/Publicaciones/Historial?IdPublicacion=${String(id)}`, as(u));

  it('its workflow steps with the reason, a bulk change with its batch and before/after, scoped as the listing', async () => {
    const [p] = await server.db.query<{
      id_publicacion: number;
      sku_seller: string;
      sku_market: string;
      stock: number;
    }>(
      `SELECT id_publicacion, sku_seller, sku_market, stock FROM publicaciones
        WHERE id_seller = 1 AND estado = 1 AND precio_promocional IS NULL
        ORDER BY id_publicacion DESC LIMIT 1`,
    );
    if (!p) throw new Error('no active listing');
    const [reason] = await server.db.query<{ codigo: number; descripcion: string }>(
      'SELECT codigo, descripcion FROM motivos_revision ORDER BY orden DESC, codigo DESC LIMIT 1',
    );
    if (!reason) throw new Error('no review reason');
    await post('categoria', '/api/Publicaciones/Desaprobar', {
      IdPublicacion: p.id_publicacion,
      idMotivoRevision: reason.codigo,
      observacionesRevision: 'Faltan las medidas',
    });
    const put = await call(server.baseUrl, 'PUT', '/api/Publicaciones/ActualizacionMasiva', {
      ...as('selleradmin'),
      json: {
        listaAtributos: [
          {
            fila: 1,
            idPublicacion: p.id_publicacion,
            skuSeller: p.sku_seller,
            skuMarket: p.sku_market,
            stock: p.stock + 2,
            precioLista: null,
            precioPromocional: null,
          },
        ],
        ch_stock: true,
        ch_precioLista: false,
        ch_precioPromocional: false,
        nombreArchivo: 'Precios noviembre.xlsx',
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const who = await names('categoria', 'selleradmin');
    const staffView = await listingHistory('moderador', p.id_publicacion);
    expect(staffView.status, JSON.stringify(staffView.body)).toBe(200);
    const h = staffView.body as Historial;
    const [bulk, rejected] = h.entradas.map(withoutTime);
    expect(bulk).toEqual({
      usuario: who.selleradmin,
      tipoUsuario: 'Seller administrador',
      desde: 'EN REVISIÓN',
      hacia: 'EN REVISIÓN',
      accion: 'Actualización masiva de precio y stock',
      detalle: [`Antes: stock ${String(p.stock)}`, `Ahora: stock ${String(p.stock + 2)}`],
      lote: 'Actualización masiva de precio y stock, archivo Precios noviembre.xlsx (1 publicación)',
    });
    expect(rejected).toEqual({
      usuario: who.categoria,
      tipoUsuario: 'Categoría',
      desde: 'ACTIVO',
      hacia: 'EN REVISIÓN',
      accion: 'Desaprobó la publicación',
      detalle: [`Motivo: ${reason.descripcion}`, 'Comentario: Faltan las medidas'],
      lote: null,
    });
    // The seller's user reads the marketplace's change as the marketplace's.
    const sellerView = (await listingHistory('seller', p.id_publicacion)).body as Historial;
    expect(sellerView.entradas[1]?.usuario).toBe('Marketplace');
    expect(sellerView.total).toBe(h.total);

    const other = await listingHistory('seller2', p.id_publicacion);
    expect(other.status).toBe(404);
    expect(errores(other)).toEqual(['La publicación no existe.']);
    expect((await listingHistory('lectura', p.id_publicacion)).status).toBe(403);
    expect((await listingHistory('moderador', 2_000_000_000)).status).toBe(404);
  });
});

describe("a novedad's and a settlement's Historial", () => {
  const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
  const put = async (u: string, path: string, json: Record<string, unknown>) => {
    const res = await call(server.baseUrl, 'PUT', path, { ...as(u), json });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const today = todayInMarket();

  it('the amount before and after with its sign, the batch of a confirmation, the settlement that liquidated it; the settlement step by step, scoped as it is', async () => {
    const conceptos = (
      (await get('moderador', '/api/Novedades/Conceptos')).body as {
        listaConceptoNovedades: { idTipoNovedad: number; idSubTipo: 1 | 2 }[];
      }
    ).listaConceptoNovedades;
    const debito = conceptos.find((c) => c.idSubTipo === 2);
    if (!debito) throw new Error('no débito concept');
    const crear = async () => {
      const res = await call(server.baseUrl, 'POST', '/api/Liquidaciones/CrearNovedad', {
        ...as('moderador'),
        json: { fecha: today, idSeller: 1, idTipoNovedad: debito.idTipoNovedad, importe: 1500 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { idNovedad: number }).idNovedad;
    };
    const a = await crear();
    const b = await crear();
    await put('moderador', '/api/Liquidaciones/EditarNovedad', { idNovedad: a, Importe: 2000 });
    await put('categoria', '/api/Liquidaciones/ConfirmaNovedad', { id: [a, b] });

    // A settlement of seller 1 holding the novedad, calculated and confirmed by accounting.
    const range = `fechaDesde=${addDays(today, -60)}&fechaHasta=${today}`;
    const ordenes = (
      (await get('moderador', `/api/Liquidaciones/BuscarOrdenesPorFecha?idSeller=1&${range}`))
        .body as { ordenesAptasParaLiquidar: { idOrden: number; importeOrden: number }[] }
    ).ordenesAptasParaLiquidar.filter((o) => o.importeOrden > 0);
    const created = await call(server.baseUrl, 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
      ...as('moderador'),
      json: {
        ordenesSeleccionadas: ordenes.slice(0, 2).map((o) => o.idOrden),
        novedadesSeleccionadas: [a],
        Seller: 1,
        idEstado: 2,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { encabezado: { idLiquidacion: number } }).encabezado.idLiquidacion;
    const settlementHistory = (u: string) =>
      get(u, `/api/Liquidaciones/Historial?idLiquidacion=${String(id)}`);
    // A seller never sees a draft, nor its history.
    expect((await settlementHistory('seller')).status).toBe(404);
    const calc = await call(
      server.baseUrl,
      'POST',
      '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion',
      { ...as('contable'), json: { idLiquidacion: id } },
    );
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    const tipos = (await get('contable', '/api/Liquidaciones/TiposComprobantes')).body as {
      tipoComprobantes: { idTipoComprobante: number }[];
    };
    await put('contable', '/api/Liquidaciones/ConfirmarLiquidacion', {
      IdLiquidacion: id,
      NumeroComprobante: '0001-00000099',
      IdTipoComprobante: tipos.tipoComprobantes[0]?.idTipoComprobante,
    });

    const who = await names('moderador', 'categoria', 'contable');
    const novedad = await get('categoria', `/api/Novedades/Historial?IdNovedad=${String(a)}`);
    expect(novedad.status, JSON.stringify(novedad.body)).toBe(200);
    expect((novedad.body as Historial).entradas.map(withoutTime)).toEqual([
      {
        usuario: who.contable,
        tipoUsuario: 'Contable',
        desde: 'Confirmada',
        hacia: 'Liquidada',
        accion: 'Liquidada al confirmarse su liquidación',
        detalle: [],
        lote: `Confirmación de la liquidación ${String(id)}`,
      },
      {
        usuario: who.categoria,
        tipoUsuario: 'Categoría',
        desde: 'En Preparación',
        hacia: 'Confirmada',
        accion: 'Confirmó la novedad',
        detalle: [],
        lote: "'Marcar confirmadas' de 2 novedades",
      },
      {
        usuario: who.moderador,
        tipoUsuario: 'Administrador moderador',
        desde: null,
        hacia: null,
        accion: 'Actualizó el importe',
        detalle: ['Antes: -1.500,00', 'Ahora: -2.000,00'],
        lote: null,
      },
      {
        usuario: who.moderador,
        tipoUsuario: 'Administrador moderador',
        desde: null,
        hacia: 'En Preparación',
        accion: 'Creó la novedad',
        detalle: [],
        lote: null,
      },
    ]);
    // Novedades are staff's.
    expect((await get('contable', `/api/Novedades/Historial?IdNovedad=${String(a)}`)).status).toBe(
      403,
    );
    expect((await get('moderador', '/api/Novedades/Historial?IdNovedad=2000000000')).status).toBe(
      404,
    );

    const staffView = await settlementHistory('contable');
    expect(staffView.status, JSON.stringify(staffView.body)).toBe(200);
    const steps = (staffView.body as Historial).entradas.map(withoutTime);
    expect(steps.map((e) => [e.accion, e.desde, e.hacia, e.usuario])).toEqual([
      ['Confirmó la liquidación', 'En Preparación', 'Liquidación Confirmada', who.contable],
      ['Calculó percepciones y retenciones', null, null, who.contable],
      ['Creó la liquidación', null, 'En Preparación', who.moderador],
    ]);
    expect(steps[0]?.detalle).toEqual(['Número: 0001-00000099']);
    expect(steps[1]?.detalle).toEqual([
      expect.stringMatching(/^Antes: Total \$ [\d.]+,\d\d$/),
      expect.stringMatching(/^Ahora: Total -?\$ [\d.]+,\d\d$/),
    ]);
    // Its seller reads it confirmed, the marketplace's people as 'Marketplace'.
    const sellerView = await settlementHistory('seller');
    expect(sellerView.status).toBe(200);
    expect((sellerView.body as Historial).entradas.map((e) => e.usuario)).toEqual([
      'Marketplace',
      'Marketplace',
      'Marketplace',
    ]);
    expect((await settlementHistory('seller2')).status).toBe(404);
    expect((await settlementHistory('proveedor')).status).toBe(403);
  });
});

describe("a seller's and a user's Historial", () => {
  const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
  const put = async (u: string, path: string, json: Record<string, unknown>) => {
    const res = await call(server.baseUrl, 'PUT', path, { ...as(u), json });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  };

  it("a seller's status changes, read by staff and by its own users; another seller's is 404", async () => {
    const estado = (idEstado: number) =>
      put('moderador', '/api/Seller/CambiarEstadoSeller', {
        listRequest: [{ idSeller: 2, idEstado }],
      });
    await estado(2);
    await estado(1);
    const who = await names('moderador');
    const res = await get('categoria', '/api/Seller/Historial?idSeller=2');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [activated, deactivated] = (res.body as Historial).entradas.map(withoutTime);
    expect(activated).toEqual({
      usuario: who.moderador,
      tipoUsuario: 'Administrador moderador',
      desde: 'INACTIVO',
      hacia: 'ACTIVO',
      accion: 'Activó el seller',
      detalle: [],
      lote: null,
    });
    expect(deactivated?.accion).toBe('Desactivó el seller');
    const own = await get('seller2', '/api/Seller/Historial?idSeller=2');
    expect(own.status).toBe(200);
    expect((own.body as Historial).entradas[0]?.usuario).toBe('Marketplace');
    const other = await get('seller', '/api/Seller/Historial?idSeller=2');
    expect(other.status).toBe(404);
    expect(errores(other)).toEqual(['El seller no existe.']);
    expect((await get('lectura', '/api/Seller/Historial?idSeller=2')).status).toBe(403);
    expect((await get('moderador', '/api/Seller/Historial?idSeller=2000000000')).status).toBe(404);
  });

  it("a user's pause and activation, and a change of its type, for those who manage users", async () => {
    const [lectura] = await server.db.query<{ id_usuario: number; nombre_usuario: string }>(
      "SELECT id_usuario, nombre_usuario FROM users WHERE lower(nombre_usuario) = 'lectura'",
    );
    if (!lectura) throw new Error('no lectura user');
    const change = (activar: boolean) =>
      call(server.baseUrl, 'POST', '/api/Usuarios/CambiarEstado', {
        ...as('moderador'),
        json: {
          idUsuario: lectura.id_usuario,
          usuario: lectura.nombre_usuario,
          activar,
          pausar: !activar,
        },
      });
    expect((await change(false)).status).toBe(200);
    expect((await change(true)).status).toBe(200);
    // An edit row that changed the type says it; one that kept it says nothing of it.
    await server.db.query(
      `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario, fecha)
       VALUES ('usuario', $1, '6', '6', 'EDITAR', NULL, now() + interval '1 second'),
              ('usuario', $1, '1', '6', 'EDITAR', NULL, now() + interval '2 seconds')`,
      [String(lectura.id_usuario)],
    );
    const res = await get(
      'moderador',
      `/api/Usuarios/Historial?idUsuario=${String(lectura.id_usuario)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [typeChanged, kept, activated, paused] = (res.body as Historial).entradas.map(
      withoutTime,
    );
    expect(typeChanged?.detalle).toEqual(['Antes: Tipo Categoría', 'Ahora: Tipo Solo lectura']);
    expect(kept?.detalle).toEqual([]);
    expect(kept?.accion).toBe('Editó el usuario');
    expect([activated?.desde, activated?.hacia, activated?.accion]).toEqual([
      'Pausado',
      'Activo',
      'Activó el usuario',
    ]);
    expect([paused?.desde, paused?.hacia, paused?.accion]).toEqual([
      'Activo',
      'Pausado',
      'Pausó el usuario',
    ]);
    // A seller admin reaches only its own seller's users; accounting manages none.
    const path = `/api/Usuarios/Historial?idUsuario=${String(lectura.id_usuario)}`;
    expect((await get('selleradmin', path)).status).toBe(404);
    expect((await get('contable', path)).status).toBe(403);
  });
});

describe("a green-sale order's Historial", () => {
  const greenHistory = (u: string, id: number) =>
    call(server.baseUrl, 'GET', `/api/Ordenes/VentaVerde/Historial?IdVenta=${String(id)}`, as(u));

  it("the label mark and the order's steps; its supplier reads them without detail, others as Marketplace", async () => {
    const [row] = await server.db.query<{ id_orden: number }>(
      `SELECT v.id_orden FROM ventas_verdes v JOIN ordenes o USING (id_orden)
        WHERE v.oblea_fecha_descarga IS NULL
          AND v.id_proveedor = (SELECT id_proveedor FROM users WHERE lower(nombre_usuario) = 'proveedor')
        ORDER BY v.id_orden DESC LIMIT 1`,
    );
    if (!row) throw new Error('no green sale of proveedor');
    const mark = (u: string, Borrado?: boolean) =>
      call(server.baseUrl, 'POST', '/api/Ordenes/ObleaVentaVerde', {
        ...as(u),
        json: { IdOrden: row.id_orden, ...(Borrado === undefined ? {} : { Borrado }) },
      });
    expect((await mark('proveedor')).status).toBe(200);
    expect((await mark('moderador', true)).status).toBe(200);
    // A step of the order with a detail (a rejection's reason), as the journal keeps it.
    await server.db.query(
      `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario, fecha, detalle)
       VALUES ('orden', $1, '3', '1', 'RECHAZAR_SOLICITUD',
               (SELECT id_usuario FROM users WHERE lower(nombre_usuario) = 'moderador'),
               now() + interval '1 second', '{"motivo": "Ya fue despachada"}')`,
      [String(row.id_orden)],
    );
    const who = await names('proveedor', 'moderador');
    const supplier = await greenHistory('proveedor', row.id_orden);
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(200);
    const entries = (supplier.body as Historial).entradas.map(withoutTime);
    expect(entries.map((e) => [e.usuario, e.accion, e.detalle])).toEqual([
      ['Marketplace', 'Rechazó la solicitud de anulación', []],
      ['Marketplace', 'Quitó la marca de oblea descargada', []],
      [who.proveedor, 'Marcó la oblea como descargada', []],
    ]);
    const staff = (await greenHistory('moderador', row.id_orden)).body as Historial;
    expect(staff.entradas.map((e) => [e.usuario, e.detalle])).toEqual([
      [who.moderador, ['Motivo: Ya fue despachada']],
      [who.moderador, []],
      [who.proveedor, []],
    ]);
    tokens.proveedor2 = (await login(server.baseUrl, 'proveedor2')).token;
    const other = await greenHistory('proveedor2', row.id_orden);
    expect(other.status).toBe(404);
    expect((await greenHistory('seller', row.id_orden)).status).toBe(403);
  });
});

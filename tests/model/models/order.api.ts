// Level "api" of the order machine (001 §2.1, §4, §5, §6; DECISIONS 18): each step is the real
// call against the server and database, and after it the order as the server keeps it (GET
// /api/Ordenes/Obtener: `estadoActual`, the timeline and `flujo`, what the order machine reads)
// must be the state the machine reached. Every path works on a new order written directly in
// the database in the start's state: its status and timeline row, the invoice and credit note
// as real PDFs in the file store, the request's reason, the invoicing date (8 days ago when the
// 7-day window is closed), the sale annulled by the marketplace; an order of seller 1 (the demo
// sellers' seller), or of seller 3 (which ships itself) for envioPropio, with seller users of
// its own made from the demo ones.
//
// A failed call (the `xstate.error.actor.*` answer of a path) is one the server refuses without
// changing anything: a file that is not a PDF, a request or a rejection without its reason, an
// order that does not exist. Every event the machine forbids in a state for a role is sent too
// and must be answered 403 (the role may never send it) or 409 (the stored order does not allow
// it), changing nothing.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  call,
  driver,
  expect,
  login,
  type ApiResponse,
  type LevelAdapter,
  type ModelServer,
} from './driver.ts';
import {
  DEMO_SELLER,
  answerOf,
  demoUser,
  expectAnswer,
  expectRefused,
  isErrorAnswer,
  sessionOf,
} from './kit.ts';
import {
  orderDecision,
  orderRoles,
  restoreOrder,
  type OrderContext,
  type OrderEventType,
  type OrderInput,
  type OrderUserEvent,
} from '../../../machines/order.ts';

/** The seller that ships itself (seed: sellers with envio_propio). */
const OWN_SHIPPING_SELLER = 3;
const MISSING = 2_000_000_000;
const DAY_MS = 24 * 3_600_000;

/** The call (invoke id) each event makes. */
const callOf: Record<OrderEventType, string> = {
  SUBIR_FACTURA: 'subirFactura',
  ELIMINAR_FACTURA: 'eliminarFactura',
  SUBIR_NOTA_CREDITO: 'subirNotaCredito',
  ELIMINAR_NOTA_CREDITO: 'eliminarNotaCredito',
  SOLICITAR_ANULACION: 'solicitarAnulacion',
  ANULAR_CON_DEVOLUCION: 'decidirAnulacion',
  ANULAR_SIN_DEVOLUCION: 'decidirAnulacion',
  RECHAZAR_SOLICITUD: 'decidirAnulacion',
  ENTREGAR: 'entregar',
  ANULAR_VENTA: 'anularVenta',
  APROBAR_VENTA: 'aprobarVenta',
};

interface Ctx {
  server: ModelServer;
  /** The path's order. */
  id: number;
  idSeller: number;
  /** The answer of each call in flight, by call id (the two regions may each have one). */
  pending: Map<string, ApiResponse>;
}

interface Fixtures {
  pdf: Buffer;
  motivoSolicitud: number;
  motivoRechazo: number;
}

let counter = 0;
const fixtures = new Map<string, Promise<Fixtures>>();

/** What every path of a server shares: a real PDF, a request reason, a rejection reason. */
function fixturesOf(server: ModelServer): Promise<Fixtures> {
  let found = fixtures.get(server.baseUrl);
  if (!found) {
    found = (async () => {
      const doc = await PDFDocument.create();
      const page = doc.addPage([595, 842]);
      page.drawText('Factura B 0001-00000001 (modelo)', {
        x: 40,
        y: 780,
        size: 14,
        font: await doc.embedFont(StandardFonts.Helvetica),
      });
      const [solicitud] = await server.db.query<{ id: number }>(
        'SELECT id_motivo AS id FROM motivos_solicitud_anulacion ORDER BY orden LIMIT 1',
      );
      const [rechazo] = await server.db.query<{ id: number }>(
        'SELECT codigo AS id FROM motivos_rechazo_anulacion ORDER BY orden LIMIT 1',
      );
      if (!solicitud || !rechazo) throw new Error('sin motivos de anulación en la semilla');
      return {
        pdf: Buffer.from(await doc.save()),
        motivoSolicitud: solicitud.id,
        motivoRechazo: rechazo.id,
      };
    })();
    fixtures.set(server.baseUrl, found);
  }
  return found;
}

const ownSessions = new Map<string, Promise<{ token: string }>>();

/**
 * The session of a role for the path's seller: the demo user, or for the seller users (3, 4)
 * of another seller than the demo one, a user of that seller made once from the demo user
 * (same password and profile).
 */
async function tokenOf(c: Ctx, tipo: number): Promise<string> {
  if ((tipo !== 3 && tipo !== 4) || c.idSeller === DEMO_SELLER) {
    return (await sessionOf(c.server, tipo)).token;
  }
  const usuario = `modelo-s${String(c.idSeller)}-${demoUser(tipo)}`;
  const key = `${c.server.baseUrl}|${usuario}`;
  let session = ownSessions.get(key);
  if (!session) {
    session = (async () => {
      const exists = await c.server.db.query('SELECT 1 FROM users WHERE nombre_usuario = $1', [
        usuario,
      ]);
      if (exists.length === 0) {
        await c.server.db.query(
          `INSERT INTO users (nombre_usuario, email, password_hash, tipo_usuario, id_seller, perfil)
           SELECT $1, $2, password_hash, tipo_usuario, $3, perfil FROM users
            WHERE nombre_usuario = $4`,
          [usuario, `${usuario}@example.com`, c.idSeller, demoUser(tipo)],
        );
      }
      return { token: (await login(c.server.baseUrl, usuario)).token };
    })();
    ownSessions.set(key, session);
  }
  return (await session).token;
}

/** A document of the order (2 invoice, 5 credit note) as the server stores one. */
async function storeDocument(c: Ctx, idEstado: 2 | 5, pdf: Buffer): Promise<void> {
  const archivo = `${randomUUID()}.pdf`;
  await c.server.db.query('INSERT INTO archivos (nombre, tipo, contenido) VALUES ($1, $2, $3)', [
    archivo,
    'application/pdf',
    pdf,
  ]);
  await c.server.db.query(
    `INSERT INTO orden_comprobantes (id_orden, id_estado, archivo, nombre_original, bytes)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      c.id,
      idEstado,
      archivo,
      `${idEstado === 2 ? 'Factura' : 'NotaCredito'}-${String(c.id)}.pdf`,
      pdf.length,
    ],
  );
}

/** A new order in the start's state, as the server would keep it. */
async function newOrder(server: ModelServer, input: OrderInput): Promise<Ctx> {
  const f = await fixturesOf(server);
  const idEstado = input.idEstado ?? 1;
  const idSeller = input.envioPropio ? OWN_SHIPPING_SELLER : DEMO_SELLER;
  counter += 1;
  // DECISIONS 18: the window runs from the invoicing date; 8 days ago it is closed.
  const invoiced = input.tieneFactura === true || input.fueraDeVentana === true;
  const fechaFacturacion = invoiced
    ? new Date(Date.now() - (input.fueraDeVentana ? 8 : 1) * DAY_MS).toISOString()
    : null;
  const conSolicitud = input.solicitudConMotivo === true;
  const [row] = await server.db.query<{ id_orden: number }>(
    `INSERT INTO ordenes (id_seller, estado, estado_pago, monto_venta, monto_comision,
                          fecha_facturacion, anulada_por_market, id_referencia, cliente_nombre,
                          cliente_apellido, cliente_documento, id_motivo_solicitud,
                          fecha_solicitud, devolucion_dinero)
     VALUES ($1, $2, 'aprobado', 1000, 100, $3, $4, $5, 'Modelo', $6, '30111222', $7,
             CASE WHEN $8 THEN now() END, CASE WHEN $9 THEN false END)
     RETURNING id_orden`,
    [
      idSeller,
      idEstado,
      fechaFacturacion,
      input.anuladaPorMarket === true,
      `MODELO-${driver().runId}-${String(counter)}`,
      `Orden ${String(counter)}`,
      conSolicitud ? f.motivoSolicitud : null,
      conSolicitud || idEstado === 3,
      // Anulado by its request's decision (without refund).
      input.anuladaPorSolicitud === true,
    ],
  );
  if (!row) throw new Error('no se creó la orden del camino');
  const c: Ctx = { server, id: row.id_orden, idSeller, pending: new Map() };
  await server.db.query(
    `INSERT INTO orden_items (id_orden, titulo, cantidad, precio_unitario)
     VALUES ($1, 'Producto del modelo', 1, 1000)`,
    [c.id],
  );
  await server.db.query('INSERT INTO orden_estados (id_orden, id_estado) VALUES ($1, $2)', [
    c.id,
    idEstado,
  ]);
  if (input.tieneFactura) await storeDocument(c, 2, f.pdf);
  if (input.tieneNotaCredito) await storeDocument(c, 5, f.pdf);
  return c;
}

/** The call each event means; `fail` makes the server refuse it without changing anything. */
async function send(c: Ctx, event: OrderUserEvent, fail: boolean): Promise<ApiResponse> {
  const base = c.server.baseUrl;
  const token = await tokenOf(c, event.tipoUsuario);
  const f = await fixturesOf(c.server);
  const id = c.id;
  const idVenta = fail ? MISSING : id;
  const post = (path: string, json: unknown) => call(base, 'POST', path, { token, json });
  switch (event.type) {
    case 'SUBIR_FACTURA':
    case 'SUBIR_NOTA_CREDITO':
      // Failing: a file that is not a PDF (400 'El archivo debe ser un PDF.').
      return post('/api/Ordenes/Comprobante', {
        idOrden: id,
        idEstado: event.type === 'SUBIR_FACTURA' ? 2 : 5,
        comprobante: (fail ? Buffer.from('no es un PDF, es texto') : f.pdf).toString('base64'),
        nombreArchivo: 'comprobante.pdf',
      });
    case 'ELIMINAR_FACTURA':
    case 'ELIMINAR_NOTA_CREDITO':
      return call(
        base,
        'DELETE',
        `/api/Ordenes/Comprobante?IdOrden=${String(idVenta)}&IdEstado=${event.type === 'ELIMINAR_FACTURA' ? '2' : '5'}`,
        { token },
      );
    case 'SOLICITAR_ANULACION':
      // Failing: no reason (400 'Seleccione un motivo de anulación').
      return post('/api/Ordenes/SolicitudAnulacion', {
        idVenta: id,
        solicitarAnulacion: true,
        idMotivoAnulacion: fail ? null : f.motivoSolicitud,
        detalle: 'Pedido por el modelo.',
      });
    case 'ANULAR_CON_DEVOLUCION':
    case 'ANULAR_SIN_DEVOLUCION':
      return post('/api/Ordenes/AnulacionReversion', {
        idVenta,
        rechazado: false,
        devolucionDinero: event.type === 'ANULAR_CON_DEVOLUCION',
      });
    case 'RECHAZAR_SOLICITUD':
      // Failing: no rejection reason (400 'Seleccione un motivo de rechazo').
      return post('/api/Ordenes/AnulacionReversion', {
        idVenta: id,
        rechazado: true,
        devolucionDinero: false,
        idMotivoAnula: fail ? null : f.motivoRechazo,
      });
    case 'ENTREGAR':
      return post('/api/Ordenes/Entregada', { idVenta });
    case 'ANULAR_VENTA':
      return post('/api/Ordenes/AnularEstadoVenta', { idVenta });
    case 'APROBAR_VENTA':
      return post('/api/Ordenes/AprobarEstadoVenta', { idVenta });
  }
}

interface Obtenida {
  estadoActual: { idEstado: number };
  estado: { idEstado: number }[];
  flujo: Required<OrderInput>;
}

/** The order as staff read it. */
async function obtener(c: Ctx): Promise<Obtenida> {
  const res = await call(c.server.baseUrl, 'GET', `/api/Ordenes/Obtener?IdOrden=${String(c.id)}`, {
    token: (await sessionOf(c.server, 1)).token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Obtenida;
}

/** What a refused call must leave as it was: the order's row, documents, timeline and audit. */
async function stored(c: Ctx): Promise<unknown> {
  return c.server.db.query(
    `SELECT o.estado, o.anulada_por_market, o.fecha_facturacion, o.id_motivo_solicitud,
            o.devolucion_dinero, o.id_motivo_rechazo,
            (SELECT array_agg(d.id_estado || ':' || d.archivo ORDER BY d.id_estado)
               FROM orden_comprobantes d WHERE d.id_orden = o.id_orden) AS documentos,
            (SELECT count(*)::int FROM orden_estados e WHERE e.id_orden = o.id_orden) AS linea,
            (SELECT count(*)::int FROM audit a
              WHERE a.entidad IN ('orden', 'orden-venta') AND a.id_entidad = o.id_orden::text) AS auditoria
       FROM ordenes o WHERE o.id_orden = $1`,
    [c.id],
  );
}

/** Every event of every role the order's machine is tried with. */
const allEvents = (): OrderUserEvent[] =>
  [1, 2, 3, 4, 6].flatMap((tipoUsuario) =>
    (Object.keys(orderRoles) as OrderEventType[]).map((type) => ({ type, tipoUsuario })),
  );

export default function orderApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      return newOrder(server(), path.start.input as OrderInput);
    },

    async perform(c, event, { next }) {
      const answer = answerOf(event.type);
      if (answer) {
        expectAnswer(c.pending.get(answer.id) ?? null, event);
        c.pending.delete(answer.id);
        return;
      }
      // A user event: its call is made now; its answer is a later event of the path (the other
      // region may send its own call first). With no answer in the path the call is still in
      // flight when the path ends: it is made all the same and may end either way.
      const e = event as OrderUserEvent;
      const id = callOf[e.type];
      const fail = isErrorAnswer(next) && answerOf(next?.type ?? '')?.id === id;
      c.pending.set(id, await send(c, e, fail));
    },

    async check(c, snapshot) {
      // While a call is in flight the server has not answered yet.
      if (snapshot.hasTag('busy')) return;
      const ctx = snapshot.context as OrderContext;
      const o = await obtener(c);
      expect(o.estadoActual.idEstado).toBe(ctx.idEstado);
      expect(o.estado[0]?.idEstado).toBe(ctx.idEstado);
      expect(o.flujo).toMatchObject({
        idEstado: ctx.idEstado,
        anuladaPorMarket: ctx.anuladaPorMarket,
        tieneFactura: ctx.tieneFactura,
        tieneNotaCredito: ctx.tieneNotaCredito,
        fueraDeVentana: ctx.fueraDeVentana,
        envioPropio: ctx.envioPropio,
      });
      // The request's reason is read only while the order is in solicitarAnulacion (3): after a
      // decision the server keeps the decided request's reason, which no guard reads any more.
      if (ctx.idEstado === 3) expect(o.flujo.solicitudConMotivo).toBe(ctx.solicitudConMotivo);
      // The machine restored from what the server keeps is in the same state and allows and
      // forbids the same events (the Estados tab restores it so).
      const restored = restoreOrder(o.flujo);
      expect(restored.value).toEqual(snapshot.value);
      for (const e of allEvents()) {
        expect(restored.can(e), `${e.type} como ${String(e.tipoUsuario)}`).toBe(snapshot.can(e));
      }
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      const e = event as OrderUserEvent;
      const ctx = snapshot.context as OrderContext;
      return expectRefused(
        e,
        orderDecision(ctx, e),
        () => send(c, e, false),
        () => stored(c),
      );
    },

    async teardown() {},
  };
}

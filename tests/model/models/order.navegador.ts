// Level "navegador" of the order machine (001 §2.1, §4, §5, §6; DECISIONS 18): each step is a
// click on the real order screen (/Ordenes/Editar/{idOrden}) in Debian's Chromium, as the demo
// user of the event's role, and each state is checked on the screen: on Estados the timeline's
// newest status, the stored invoice and credit note, and every workflow control ('Cambiar a
// Facturado', 'Anular orden', each document's 'Eliminar', 'Marcar como entregada', 'Solicitar
// anulación', the three decisions) shown and enabled as the machine says for that role (shown:
// `orderDecision` at what is stored, or refused with a reason; enabled: `snapshot.can` and no
// call in flight); on Datos comprador the status badge and the internal-status switch (on while
// the sale is approved, disabled while a call is in flight); and the toast of each answer.
//
// The call of each user event is held (page.route) until the path's next event says how it
// ends: let through to the real server (done) or answered 409 with `{ errores }` (error), as the
// other browser models do. After each answer the screen reads the order again and its machine
// restarts from what the server stored, so a done answer is checked against the server's order.
//
// Every path works on a new order of seller 1 (the demo sellers' seller) written directly in
// the database in the start's state, as the API level does: status and timeline row, the
// invoice and credit note as real PDFs, the request's reason, the invoicing date, the sale
// annulled by the marketplace. A start whose seller ships itself (envioPropio) marks seller 1
// so for the length of its path (restored at teardown; the paths run one after another on the
// level's own database), so that the demo seller users, whose pages are already logged in,
// act on it as a seller with its own shipping would.
//
// The two regions may each have a call in flight, but the screen disables every control while
// one is (`workflow.busy`): an event of the other region while a call is in flight is the same
// user's second window on the same order (a new tab of the role's browser context), whose call
// is held like the first one.
//
// Besides the role of each step, every other role (categoria 1, moderador 2, selleradmin 3,
// seller 4, lectura 6) looks at each settled state once per run: what it is shown and may do
// there (001 §6: the seller never annuls, read-only users see no control, ...).
//
// Speed: one browser context per role, logged in once (kit.ts RolePages), each path's order
// opened with an in-app navigation and read again the way a person's return to the window
// makes it (the order's query refetches on focus); waits are conditions polled on the page,
// never sleeps.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page, Route } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { driver, expect, type LevelAdapter, type ModelServer } from './driver.ts';
import {
  answerOf,
  DEMO_SELLER,
  RolePages,
  throttle,
  visibility,
  WAIT,
  type Visibility,
} from './kit.ts';
import {
  estadoOrdenLabels,
  orderDecision,
  orderRefusal,
  type OrderContext,
  type OrderEventType,
  type OrderInput,
  type OrderUserEvent,
} from '../../../machines/order.ts';
import { orderMessages } from '../../../src/domain/order-rules.ts';

type CallId =
  | 'subirFactura'
  | 'eliminarFactura'
  | 'subirNotaCredito'
  | 'eliminarNotaCredito'
  | 'solicitarAnulacion'
  | 'decidirAnulacion'
  | 'entregar'
  | 'anularVenta'
  | 'aprobarVenta';

const DAY_MS = 24 * 3_600_000;
/** Every role the order machine is tried with (kit.ts demoUsers). */
const LOOKERS = [1, 2, 3, 4, 6] as const;
/** Marks the toasts on the screen before an answer, to tell them from the ones that follow. */
const OLD = 'data-modelo-anterior';

/** The requests of the order machine's calls. */
const REQUESTS =
  /\/api\/Ordenes\/(Comprobante|SolicitudAnulacion|AnulacionReversion|Entregada|AnularEstadoVenta|AprobarEstadoVenta)(\?.*)?$/;

/** 001 §8: the success toast of each event (order-workflow.ts). */
const successOf: Record<OrderEventType, string> = {
  SUBIR_FACTURA: orderMessages.facturaCreada,
  ELIMINAR_FACTURA: orderMessages.facturaEliminada,
  SUBIR_NOTA_CREDITO: orderMessages.notaCreditoCreada,
  ELIMINAR_NOTA_CREDITO: orderMessages.notaCreditoEliminada,
  SOLICITAR_ANULACION: orderMessages.solicitudEnviada,
  ANULAR_CON_DEVOLUCION: orderMessages.estadoActualizado,
  ANULAR_SIN_DEVOLUCION: orderMessages.estadoActualizado,
  RECHAZAR_SOLICITUD: orderMessages.estadoActualizado,
  ENTREGAR: orderMessages.estadoActualizado,
  ANULAR_VENTA: orderMessages.estadoInternoAsignado,
  APROBAR_VENTA: orderMessages.estadoInternoAsignado,
};

/** The decision buttons and what each confirms (order-status-tab.tsx). */
const decisionLabels = {
  ANULAR_CON_DEVOLUCION: 'Anular con devolución',
  ANULAR_SIN_DEVOLUCION: 'Anular sin devolución',
  RECHAZAR_SOLICITUD: 'Rechazar solicitud',
} as const;

/** The call a request of the app is, by method and path; null for any other request. */
function callOf(method: string, url: string, c: Ctx | null): CallId | null {
  const { pathname, searchParams } = new URL(url);
  switch (`${method} ${pathname}`) {
    case 'POST /api/Ordenes/Comprobante':
      // The body says invoice or credit note; the path's last click says which one it was.
      return c?.upload ?? null;
    case 'DELETE /api/Ordenes/Comprobante':
      return searchParams.get('IdEstado') === '5' ? 'eliminarNotaCredito' : 'eliminarFactura';
    case 'POST /api/Ordenes/SolicitudAnulacion':
      return 'solicitarAnulacion';
    case 'POST /api/Ordenes/AnulacionReversion':
      return 'decidirAnulacion';
    case 'POST /api/Ordenes/Entregada':
      return 'entregar';
    case 'POST /api/Ordenes/AnularEstadoVenta':
      return 'anularVenta';
    case 'POST /api/Ordenes/AprobarEstadoVenta':
      return 'aprobarVenta';
    default:
      return null;
  }
}

interface Shared {
  server: ModelServer;
  pages: RolePages<CallId, Ctx>;
  pdf: Buffer;
  /** (state, role) pairs already looked at by a role that did not act (once per run). */
  seen: Set<string>;
}

interface Ctx {
  sh: Shared;
  /** The path's order. */
  id: number;
  held: Map<CallId, Route>;
  /** The role whose screen shows the state: the sender of the last user event. */
  role: number;
  /** The pages showing the path's order (the role's page, and a second window if any). */
  pages: Page[];
  /** Each role's page that shows the path's order: the order's version it last read. */
  opened: Map<number, number>;
  /** Counts the changes the server stored for the path's order (the done answers). */
  version: number;
  /** The last user event (its success toast). */
  last: OrderUserEvent | null;
  /** The document call the last 'Guardar' makes. */
  upload: CallId | null;
  /** The success toast the last answer must show (null: none, or the error's). */
  toast: string | null;
  /** Seller 1's envio_propio before the path, when the path changed it. */
  envioPropioAntes: boolean | null;
}

let shared: Shared | null = null;
let counter = 0;

async function sharedFor(server: ModelServer, browser: () => Browser): Promise<Shared> {
  if (shared?.server === server) return shared;
  if (shared) await shared.pages.close();
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Factura B 0001-00000001 (modelo navegador)', {
    x: 40,
    y: 780,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  const sh: Shared = {
    server,
    pdf: Buffer.from(await doc.save()),
    seen: new Set(),
    pages: new RolePages<CallId, Ctx>(server, browser, REQUESTS, (m, u) =>
      callOf(m, u, sh.pages.current),
    ),
  };
  shared = sh;
  return sh;
}

/** A document of the order (2 invoice, 5 credit note) as the server stores one. */
async function storeDocument(c: Ctx, idEstado: 2 | 5): Promise<void> {
  const { db } = c.sh.server;
  const archivo = `${randomUUID()}.pdf`;
  await db.query('INSERT INTO archivos (nombre, tipo, contenido) VALUES ($1, $2, $3)', [
    archivo,
    'application/pdf',
    c.sh.pdf,
  ]);
  await db.query(
    `INSERT INTO orden_comprobantes (id_orden, id_estado, archivo, nombre_original, bytes)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      c.id,
      idEstado,
      archivo,
      `${idEstado === 2 ? 'Factura' : 'NotaCredito'}-${String(c.id)}.pdf`,
      c.sh.pdf.length,
    ],
  );
}

/** The path's order of seller 1 in the start's state, as the server would keep it. */
async function newOrder(c: Ctx, input: OrderInput): Promise<void> {
  const { db } = c.sh.server;
  const idEstado = input.idEstado ?? 1;
  counter += 1;
  // DECISIONS 18: the window runs from the invoicing date; 8 days ago it is closed.
  const invoiced = input.tieneFactura === true || input.fueraDeVentana === true;
  const fechaFacturacion = invoiced
    ? new Date(Date.now() - (input.fueraDeVentana ? 8 : 1) * DAY_MS).toISOString()
    : null;
  const conSolicitud = input.solicitudConMotivo === true;
  const [motivo] = await db.query<{ id: number }>(
    'SELECT id_motivo AS id FROM motivos_solicitud_anulacion ORDER BY orden LIMIT 1',
  );
  const [row] = await db.query<{ id_orden: number }>(
    `INSERT INTO ordenes (id_seller, estado, estado_pago, monto_venta, monto_comision,
                          fecha_facturacion, anulada_por_market, id_referencia, cliente_nombre,
                          cliente_apellido, cliente_documento, id_motivo_solicitud,
                          fecha_solicitud, devolucion_dinero)
     VALUES ($1, $2, 'aprobado', 1000, 100, $3, $4, $5, 'Modelo', $6, '30111222', $7,
             CASE WHEN $8 THEN now() END, CASE WHEN $9 THEN false END)
     RETURNING id_orden`,
    [
      DEMO_SELLER,
      idEstado,
      fechaFacturacion,
      input.anuladaPorMarket === true,
      `MODELO-NAV-${driver().runId}-${String(counter)}`,
      `Orden navegador ${String(counter)}`,
      conSolicitud ? (motivo?.id ?? null) : null,
      conSolicitud || idEstado === 3,
      // Anulado by its request's decision (without refund).
      input.anuladaPorSolicitud === true,
    ],
  );
  if (!row) throw new Error('no se creó la orden del camino');
  c.id = row.id_orden;
  await db.query(
    `INSERT INTO orden_items (id_orden, titulo, cantidad, precio_unitario)
     VALUES ($1, 'Producto del modelo', 1, 1000)`,
    [c.id],
  );
  await db.query('INSERT INTO orden_estados (id_orden, id_estado) VALUES ($1, $2)', [
    c.id,
    idEstado,
  ]);
  if (input.tieneFactura) await storeDocument(c, 2);
  if (input.tieneNotaCredito) await storeDocument(c, 5);
  const [seller] = await db.query<{ envio_propio: boolean }>(
    'SELECT envio_propio FROM sellers WHERE id_seller = $1',
    [DEMO_SELLER],
  );
  const want = input.envioPropio === true;
  if (seller && seller.envio_propio !== want) {
    c.envioPropioAntes = seller.envio_propio;
    await db.query('UPDATE sellers SET envio_propio = $2 WHERE id_seller = $1', [
      DEMO_SELLER,
      want,
    ]);
  }
}

const orderPath = (c: Ctx) => `/Ordenes/Editar/${String(c.id)}`;

/** Waits until the page shows the path's order. */
async function shown(c: Ctx, page: Page): Promise<void> {
  await page.getByRole('heading', { name: `Orden - ${String(c.id)}`, exact: true }).waitFor(WAIT);
}

/**
 * The role's page showing the path's order: an in-app navigation the first time; read again
 * (the window's focus, the order's query refetches on it) when the order changed since.
 */
async function view(c: Ctx, role: number): Promise<Page> {
  const { page } = await c.sh.pages.page(role);
  const read = c.opened.get(role);
  if (read !== undefined && read < c.version) {
    // A person coming back to this window; the checks poll until the new order is shown.
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    c.opened.set(role, c.version);
  }
  if (read === undefined) {
    const url = orderPath(c);
    if (page.url() === 'about:blank') {
      await page.goto(url);
    } else {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
    await shown(c, page);
    c.opened.set(role, c.version);
  }
  return page;
}

async function openTab(page: Page, name: 'Estados' | 'Datos comprador'): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), WAIT).toBe('true');
}

/** The internal-status switch's label (its input is visually hidden): 'Estado interno: …'. */
const switchLabel = (page: Page) =>
  page
    .locator('label', { has: page.getByTestId('estado-interno') })
    .or(page.locator('label', { hasText: /^Estado interno: / }))
    .first();

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Marks the toasts on the screen now, to tell them from the ones that follow. */
async function markOld(page: Page): Promise<void> {
  await page.evaluate((attr) => {
    for (const n of document.querySelectorAll('.mantine-Notification-root')) {
      n.setAttribute(attr, '');
    }
  }, OLD);
}

/** Picks the first option of a Mantine select (the reasons the server lists). */
async function pickFirst(page: Page, label: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true }).first();
  await input.click();
  await page.getByRole('option').first().click();
  await expect.poll(() => input.inputValue(), WAIT).not.toBe('');
}

/** A PDF chosen with the row's file button, then 'Guardar'. */
async function saveDocument(c: Ctx, page: Page, opener: string, picker: string): Promise<void> {
  await button(page, opener).click();
  const chooser = page.waitForEvent('filechooser', WAIT);
  await button(page, picker).click();
  const nombre = `comprobante-modelo-${String(c.id)}.pdf`;
  await (await chooser).setFiles({ name: nombre, mimeType: 'application/pdf', buffer: c.sh.pdf });
  const row = page.getByTestId('nuevo-estado');
  await row.getByText(nombre, { exact: false }).waitFor(WAIT);
  await row.getByRole('button', { name: 'Guardar', exact: true }).click();
}

/** The path's order's stored status. */
async function storedEstado(c: Ctx): Promise<number | undefined> {
  const [row] = await c.sh.server.db.query<{ estado: number }>(
    'SELECT estado FROM ordenes WHERE id_orden = $1',
    [c.id],
  );
  return row?.estado;
}

/** The gestures of each user event on the order screen. */
async function click(c: Ctx, page: Page, e: OrderUserEvent): Promise<void> {
  switch (e.type) {
    case 'ANULAR_VENTA':
    case 'APROBAR_VENTA':
      await openTab(page, 'Datos comprador');
      // Its label takes the click: wait for the switch itself (disabled while the order is read
      // again after a call).
      await expect
        .poll(() => visibility(page.getByTestId('estado-interno')), WAIT)
        .toBe('habilitado');
      await switchLabel(page).click();
      return;
    default:
      await openTab(page, 'Estados');
  }
  switch (e.type) {
    case 'SUBIR_FACTURA':
      c.upload = 'subirFactura';
      await saveDocument(c, page, 'Cambiar a Facturado', 'Subir factura (PDF)');
      break;
    case 'SUBIR_NOTA_CREDITO':
      c.upload = 'subirNotaCredito';
      // 'Anular orden', or 'Cargar nota de crédito' on an order anulado by its request.
      await saveDocument(
        c,
        page,
        (await storedEstado(c)) === 5 ? 'Cargar nota de crédito' : 'Anular orden',
        'Subir nota de crédito (PDF)',
      );
      break;
    case 'ELIMINAR_FACTURA':
      await page.getByTestId('comprobante-2').getByRole('button', { name: 'Eliminar' }).click();
      break;
    case 'ELIMINAR_NOTA_CREDITO':
      await page.getByTestId('comprobante-5').getByRole('button', { name: 'Eliminar' }).click();
      break;
    case 'ENTREGAR':
      await button(page, 'Marcar como entregada').click();
      break;
    case 'SOLICITAR_ANULACION':
      await pickFirst(page, 'Motivo de anulación');
      await page.getByLabel('Detalle', { exact: true }).fill('Pedido por el modelo navegador.');
      await button(page, 'Solicitar anulación').click();
      break;
    case 'ANULAR_CON_DEVOLUCION':
    case 'ANULAR_SIN_DEVOLUCION':
    case 'RECHAZAR_SOLICITUD': {
      if (e.type === 'RECHAZAR_SOLICITUD') await pickFirst(page, 'Motivo de rechazo');
      // On a slow machine the click can land while the reason's list is still closing or the
      // screen re-renders: the question is asked again until its dialog shows.
      const modal = page.getByRole('dialog');
      await expect
        .poll(async () => {
          if (await modal.isVisible()) return true;
          await button(page, decisionLabels[e.type])
            .click({ timeout: 5_000 })
            .catch(() => undefined);
          return modal.isVisible();
        }, WAIT)
        .toBe(true);
      await modal.getByRole('button', { name: 'Aceptar', exact: true }).click();
      break;
    }
  }
}

/**
 * A second window of the role's browser on the path's order (the first one has a call in
 * flight and the screen takes no event meanwhile), whose calls are held like the first's.
 */
async function secondWindow(c: Ctx, role: number): Promise<Page> {
  const { context } = await c.sh.pages.page(role);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await throttle(page);
  await page.route(REQUESTS, async (route) => {
    const req = route.request();
    const id = callOf(req.method(), req.url(), c);
    if (id === null || c.sh.pages.current !== c) {
      await route.fallback();
      return;
    }
    c.held.set(id, route);
  });
  await page.goto(orderPath(c));
  await shown(c, page);
  c.pages.push(page);
  return page;
}

export default function orderBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const sh = await sharedFor(server(), browser);
      const first = path.events.find((e) => answerOf(e.type) === null) as
        OrderUserEvent | undefined;
      const c: Ctx = {
        sh,
        id: 0,
        held: new Map(),
        role: first?.tipoUsuario ?? 1,
        pages: [],
        opened: new Map(),
        version: 0,
        last: null,
        upload: null,
        toast: null,
        envioPropioAntes: null,
      };
      await newOrder(c, path.start.input as OrderInput);
      sh.pages.current = c;
      c.pages = [await view(c, c.role)];
      return c;
    },

    async perform(c, event, { before, after }) {
      const answer = answerOf(event.type);
      if (answer) {
        for (const page of c.pages) await markOld(page);
        await c.sh.pages.answer(event);
        c.toast = answer.kind === 'done' && c.last !== null ? successOf[c.last.type] : null;
        if (answer.kind === 'done') {
          c.version += 1;
          // The acting page reads the order again after its answer.
          for (const [role, read] of c.opened) {
            if (role === c.role && read === c.version - 1) c.opened.set(role, c.version);
          }
        }
        return;
      }
      c.toast = null;
      const e = event as OrderUserEvent;
      c.last = e;
      let page: Page;
      if (before.hasTag('busy')) {
        page = await secondWindow(c, e.tipoUsuario);
      } else {
        c.role = e.tipoUsuario;
        page = await view(c, c.role);
        c.pages = [page];
      }
      await click(c, page, e);
      // The click made the call the machine invoked (the one `before` did not have yet).
      const invoked = (Object.keys(after.children as object) as CallId[]).find(
        (id) => !(id in (before.children as object)),
      );
      if (invoked === undefined) throw new Error(`${e.type} no invoca ninguna llamada`);
      await expect.poll(() => c.held.has(invoked), WAIT).toBe(true);
    },

    async check(c, snapshot) {
      for (const page of c.pages) {
        // 001 §8: the answer's toast (first: it closes by itself): the success text, or each
        // message of a failed call.
        const errores = (snapshot.context as OrderContext).errores;
        for (const message of c.toast === null ? errores : [c.toast]) {
          await page
            .locator(`.mantine-Notification-root:not([${OLD}])`, { hasText: message })
            .first()
            .waitFor(WAIT);
        }
        await checkScreen(page, c.role, snapshot);
      }
      c.toast = null;
      if (snapshot.hasTag('busy')) return;
      // The roles that did not act look at each settled state once per run: what each role is
      // shown and may do there (001 §6).
      const known = { ...(snapshot.context as OrderContext), errores: [] };
      const state = JSON.stringify([snapshot.value, known]);
      c.sh.seen.add(`${state}|${String(c.role)}`);
      for (const role of LOOKERS) {
        const key = `${state}|${String(role)}`;
        if (c.sh.seen.has(key)) continue;
        c.sh.seen.add(key);
        await checkScreen(await view(c, role), role, snapshot);
      }
    },

    async teardown(c) {
      await c.sh.pages.release(c);
      for (const page of c.pages.slice(1)) await page.close();
      if (c.envioPropioAntes !== null) {
        await c.sh.server.db.query('UPDATE sellers SET envio_propio = $2 WHERE id_seller = $1', [
          DEMO_SELLER,
          c.envioPropioAntes,
        ]);
      }
    },
  };
}

interface Screen {
  estados: {
    ultimo: string;
    comprobantes: number[];
    controles: Record<string, Visibility>;
  };
  comprador: { estado: string; interno: Visibility; aprobado: boolean };
}

/**
 * The order screen as `role` sees it at the snapshot: Estados (the newest status of the
 * timeline, the stored documents, each workflow control hidden, disabled or enabled) and
 * Datos comprador (the status badge, the internal-status switch).
 */
async function checkScreen(page: Page, role: number, snapshot: AnyMachineSnapshot): Promise<void> {
  const ctx = snapshot.context as OrderContext;
  const busy = snapshot.hasTag('busy');
  const ev = (type: OrderEventType): OrderUserEvent => ({ type, tipoUsuario: role });
  /** order-workflow.ts: shown at what is stored (or refused with a reason), enabled now. */
  const control = (type: OrderEventType): Visibility => {
    const decision = orderDecision(ctx, ev(type));
    const show =
      decision === 'ok' || (decision === 'estado' && orderRefusal(ctx, ev(type)) !== null);
    if (!show) return 'oculto';
    return snapshot.can(ev(type)) && !busy ? 'habilitado' : 'deshabilitado';
  };
  const documentos = [...(ctx.tieneFactura ? [2] : []), ...(ctx.tieneNotaCredito ? [5] : [])];
  // The cancellation request is there for the deciders while the order is at most requested;
  // disabled once requested (001 §4).
  const solicitud: Visibility =
    orderDecision(ctx, ev('SOLICITAR_ANULACION')) === 'rol' || ctx.idEstado > 3
      ? 'oculto'
      : ctx.idEstado !== 3 && snapshot.can(ev('SOLICITAR_ANULACION')) && !busy
        ? 'habilitado'
        : 'deshabilitado';
  const ventaEvento = ctx.anuladaPorMarket ? 'APROBAR_VENTA' : 'ANULAR_VENTA';
  const interno = control(ventaEvento) === 'habilitado' ? 'habilitado' : 'deshabilitado';
  const expected: Screen = {
    estados: {
      ultimo: estadoOrdenLabels[ctx.idEstado],
      comprobantes: documentos,
      controles: {
        'Cambiar a Facturado': control('SUBIR_FACTURA'),
        'Anular orden': ctx.idEstado === 5 ? 'oculto' : control('SUBIR_NOTA_CREDITO'),
        'Cargar nota de crédito': ctx.idEstado === 5 ? control('SUBIR_NOTA_CREDITO') : 'oculto',
        'Eliminar factura': ctx.tieneFactura ? control('ELIMINAR_FACTURA') : 'oculto',
        'Eliminar nota de crédito': ctx.tieneNotaCredito
          ? control('ELIMINAR_NOTA_CREDITO')
          : 'oculto',
        'Marcar como entregada': control('ENTREGAR'),
        'Solicitar anulación': solicitud,
        'Anular con devolución': control('ANULAR_CON_DEVOLUCION'),
        'Anular sin devolución': control('ANULAR_SIN_DEVOLUCION'),
        'Rechazar solicitud': control('RECHAZAR_SOLICITUD'),
      },
    },
    comprador: {
      estado: estadoOrdenLabels[ctx.idEstado],
      interno,
      aprobado: !ctx.anuladaPorMarket,
    },
  };

  await openTab(page, 'Estados');
  const estados = async (): Promise<Screen['estados']> => {
    const controles: Record<string, Visibility> = {};
    for (const name of [
      'Cambiar a Facturado',
      'Anular orden',
      'Cargar nota de crédito',
      'Marcar como entregada',
      'Solicitar anulación',
      ...Object.values(decisionLabels),
    ]) {
      controles[name] = await visibility(button(page, name));
    }
    controles['Eliminar factura'] = await visibility(
      page.getByTestId('comprobante-2').getByRole('button', { name: 'Eliminar' }),
    );
    controles['Eliminar nota de crédito'] = await visibility(
      page.getByTestId('comprobante-5').getByRole('button', { name: 'Eliminar' }),
    );
    const [ultimo] = await page
      .getByTestId('timeline')
      .locator('.mantine-Timeline-itemTitle')
      .evaluateAll((els) => els.map((el) => el.textContent.trim()));
    const comprobantes = await page
      .locator('[data-testid^="comprobante-"]')
      .evaluateAll((els) =>
        els.map((el) => Number(el.getAttribute('data-testid')?.replace('comprobante-', ''))),
      );
    return { ultimo: ultimo ?? '', comprobantes, controles };
  };
  await expect.poll(estados, WAIT).toEqual(expected.estados);

  await openTab(page, 'Datos comprador');
  const comprador = async (): Promise<Screen['comprador']> => {
    const estado = (await page.getByTestId('estado-orden').allTextContents())[0] ?? '';
    const sw = page.getByTestId('estado-interno');
    const [aprobado] = await sw.evaluateAll((els) =>
      els.map((el) => (el as HTMLInputElement).checked),
    );
    return { estado: estado.trim(), interno: await visibility(sw), aprobado: aprobado ?? false };
  };
  await expect.poll(comprador, WAIT).toEqual(expected.comprador);
}

// Level "navegador" of the settlement machine (002 §2, §4, §5, §6, §8; DECISIONS 19-21): each
// step is a gesture on the real settlement screens in Debian's Chromium, as the demo user of the
// event's role: CREAR ticks the path's order and novedad on /Liquidaciones/Nueva and clicks
// 'Crear Borrador'; GUARDAR ticks the path's second order on the draft edit
// (/Liquidaciones/EditarBorrador) and clicks 'Guardar'; ANULAR clicks 'Anulación Liquidación'
// and 'Anular' in its confirmation; CALCULAR clicks 'Calcular Percepcion Retencion' and
// CONFIRMAR fills the invoice and clicks 'Confirmar Liquidacion' on the detail
// (/Liquidaciones/Editar), accounting's page. The call of each user event is held (page.route)
// until the path's next event says how it ends: let through to the real server (done) or
// answered 409 with `{ errores }` (error). After each step the role's page is checked: the
// answer's toast, each workflow button hidden, disabled or enabled as the machine says for the
// role (the machine at the stored state: shown; `snapshot.can`: enabled), 'Liquidación
// pendiente de confirmar' for a draft, and the stored settlement (state, deleted) in the
// database.
//
// Forbidden events are refused on screen: the button is not there for the role (staff have no
// 'Calcular Percepcion Retencion' or 'Confirmar Liquidacion', accounting no 'Guardar' or
// 'Anulación Liquidación', nobody any button on a confirmed settlement), or the role's menu
// does not lead to the screen at all (the supplier, standing for every other role, and
// accounting on /Liquidaciones/Nueva): its URL leads home, checked once per run.
//
// Every path works on two new orders of seller 1 (facturado, today) and one new confirmed
// novedad of seller 1, written in the database as other areas would leave them; the start's
// settlement is made through the API as staff and accounting make it (as settlement.api.ts).
// Speed: one browser context per role, logged in once; each screen opened with an in-app
// navigation.
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { call, expect, login, openPage, type LevelAdapter, type ModelServer } from './driver.ts';
import { answerOf, messagesOf, visibility, WAIT, type Visibility } from './kit.ts';
import { todayInMarket } from '../../../src/domain/dates.ts';
import {
  restoreSettlement,
  settlementCallSuccesses,
  settlementRoles,
  type SettlementContext,
  type SettlementInput,
  type SettlementUserEvent,
} from '../../../machines/settlement.ts';

type CallId = 'crear' | 'guardar' | 'calcular' | 'confirmar' | 'anular';
type EventType = SettlementUserEvent['type'];

const SELLER = 1;
const SELLER_NAME = 'Electro Hogar Patagonia S.R.L.';
const users: Readonly<Record<number, string>> = { 2: 'moderador', 7: 'proveedor', 8: 'contable' };
const OLD = 'data-modelo-anterior';
const INVOICE = { numero: '0001-00004712', sap: '4712' };

const successOf: Record<EventType, string> = {
  CREAR: settlementCallSuccesses.crear,
  GUARDAR: settlementCallSuccesses.guardar,
  CALCULAR: 'Datos actualizados correctamente',
  CONFIRMAR: settlementCallSuccesses.confirmar,
  ANULAR: settlementCallSuccesses.anular,
};

const labels: Record<Exclude<EventType, 'CREAR'>, string> = {
  GUARDAR: 'Guardar',
  CALCULAR: 'Calcular Percepcion Retencion',
  CONFIRMAR: 'Confirmar Liquidacion',
  ANULAR: 'Anulación Liquidación',
};

const paths: Record<string, CallId> = {
  'POST /api/Liquidaciones/CrearLiquidacionFinal': 'crear',
  'PUT /api/Liquidaciones/EditarLiquidacion': 'guardar',
  'POST /api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion': 'calcular',
  'PUT /api/Liquidaciones/ConfirmarLiquidacion': 'confirmar',
  'PUT /api/Liquidaciones/EliminarLiquidacion': 'anular',
};

interface RolePage {
  context: BrowserContext;
  page: Page;
  token: string;
}

interface Shared {
  server: ModelServer;
  pages: Map<number, Promise<RolePage>>;
  current: Ctx | null;
  /** Roles already sent home from a screen their menu lacks (once per run). */
  denied: Set<string>;
}

interface Ctx {
  sh: Shared;
  orders: [number, number];
  idNovedad: number;
  idLiquidacion: number | null;
  held: Map<CallId, Route>;
  role: number;
  last: SettlementUserEvent | null;
  toast: string | null;
  /** The page of the role shows the path's current screen, read after the last change. */
  fresh: Set<number>;
}

let shared: Shared | null = null;

function sharedFor(server: ModelServer): Shared {
  if (shared?.server === server) return shared;
  shared = { server, pages: new Map(), current: null, denied: new Set() };
  return shared;
}

async function openRole(sh: Shared, browser: () => Browser, tipo: number): Promise<RolePage> {
  const usuario = users[tipo];
  if (usuario === undefined) throw new Error(`sin usuario de demo de tipo ${String(tipo)}`);
  await sh.server.db.query('DELETE FROM auth_attempts');
  const { token, ...user } = await login(sh.server.baseUrl, usuario);
  const { context, page } = await openPage(browser(), sh.server.baseUrl);
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('market.token', t);
      localStorage.setItem('market.session', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.route(/\/api\/Liquidaciones\/[A-Za-z]+$/, async (route) => {
    const req = route.request();
    const id = paths[`${req.method()} ${new URL(req.url()).pathname}`];
    const c = sh.current;
    if (id === undefined || c === null) {
      await route.fallback();
      return;
    }
    c.held.set(id, route);
  });
  return { context, page, token };
}

function pageOf(sh: Shared, browser: () => Browser, tipo: number): Promise<RolePage> {
  let p = sh.pages.get(tipo);
  if (!p) {
    p = openRole(sh, browser, tipo);
    sh.pages.set(tipo, p);
  }
  return p;
}

/** In-app: the router goes to `url` as a link would. */
async function push(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * An in-app navigation through the home, so that the same URL is read again: the settlement
 * screen has left (no settlement heading) before the next one opens. Both pushes in one go let
 * the router skip the home on a loaded machine, and the old screen then answered for the new
 * one: a confirmed settlement's buttons were read from the home (all hidden), then the screen
 * came back with the draft it had before its read was cancelled.
 */
async function goTo(page: Page, url: string, arrives = true): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(url);
  } else {
    await push(page, '/');
    await expect.poll(() => page.locator('h1', { hasText: 'Liquidación' }).count(), WAIT).toBe(0);
    await push(page, url);
  }
  if (arrives) await page.waitForURL((u) => u.pathname === url, WAIT);
}

/** The screen the role works on for the path's settlement. */
function urlFor(c: Ctx, role: number, idEstado: number | null): string {
  if (c.idLiquidacion === null || idEstado === null) return '/Liquidaciones/Nueva';
  const id = String(c.idLiquidacion);
  // Staff edit a draft; accounting (and staff once it is confirmed) read the detail.
  return role === 2 && idEstado === 2
    ? `/Liquidaciones/EditarBorrador/${id}/${String(SELLER)}`
    : `/Liquidaciones/Editar/${id}/${String(SELLER)}`;
}

async function markOld(page: Page): Promise<void> {
  await page.evaluate((attr) => {
    for (const n of document.querySelectorAll('.mantine-Notification-root')) {
      n.setAttribute(attr, '');
    }
  }, OLD);
}

const newToast = (page: Page, text: string) =>
  page.locator(`.mantine-Notification-root:not([${OLD}])`, { hasText: text }).first();

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * A row's checkbox in a table paged on the screen (ten rows a page): the table's pages are
 * turned until it shows. Other paths and machines leave more of the seller's orders of today
 * eligible, so the path's order is not always on the first page.
 */
async function onItsPage(table: Locator, name: string): Promise<Locator> {
  const box = table.getByRole('checkbox', { name });
  const next = table.getByRole('button', { name: 'Ir a la página siguiente' });
  // The rows are there (the first checkbox of a row) before the pages are looked through.
  await table
    .getByRole('checkbox', { name: /^Seleccionar (orden|novedad) / })
    .first()
    .waitFor(WAIT);
  await expect
    .poll(async () => {
      if ((await box.count()) > 0) return true;
      if ((await next.count()) > 0 && (await next.isEnabled())) await next.click();
      return false;
    }, WAIT)
    .toBe(true);
  return box;
}

async function stored(c: Ctx): Promise<{ idEstado: number; eliminada: boolean } | null> {
  if (c.idLiquidacion === null) return null;
  const [row] = await c.sh.server.db.query<{ id_estado: number; eliminada: boolean }>(
    'SELECT id_estado, eliminada FROM liquidaciones WHERE id_liquidacion = $1',
    [c.idLiquidacion],
  );
  return row ? { idEstado: row.id_estado, eliminada: row.eliminada } : null;
}

/** The settlement that holds the path's first order, live (after a create). */
async function createdId(c: Ctx): Promise<number | null> {
  const [row] = await c.sh.server.db.query<{ id_liquidacion: number }>(
    'SELECT id_liquidacion FROM liquidacion_ordenes WHERE id_orden = $1 AND viva',
    [c.orders[0]],
  );
  return row?.id_liquidacion ?? null;
}

/** The start's settlement, made through the API as staff (2) and accounting (8) make it. */
async function startSettlement(
  c: Ctx,
  browser: () => Browser,
  input: SettlementInput,
): Promise<void> {
  if (input.idEstado === undefined) return;
  const base = c.sh.server.baseUrl;
  const staff = (await pageOf(c.sh, browser, 2)).token;
  const created = await call(base, 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
    token: staff,
    json: {
      ordenesSeleccionadas: [c.orders[0]],
      novedadesSeleccionadas: [c.idNovedad],
      Seller: SELLER,
      idEstado: 2,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  c.idLiquidacion = (
    created.body as { encabezado: { idLiquidacion: number } }
  ).encabezado.idLiquidacion;
  if (input.eliminada) {
    const res = await call(base, 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
      token: staff,
      json: { IdLiquidacion: c.idLiquidacion },
    });
    expect(res.status).toBe(200);
  } else if (input.idEstado === 3) {
    const accounting = (await pageOf(c.sh, browser, 8)).token;
    const res = await call(base, 'PUT', '/api/Liquidaciones/ConfirmarLiquidacion', {
      token: accounting,
      json: {
        IdLiquidacion: c.idLiquidacion,
        NumeroComprobante: INVOICE.numero,
        IdTipoComprobante: 1,
        codigoSAP: 4712,
      },
    });
    expect(res.status).toBe(200);
  }
}

/** Whether the role's menu leads to the screen at all (000 §2.3). */
function mayOpen(role: number, url: string): boolean {
  if (role === 7) return false;
  if (role === 8) return !url.startsWith('/Liquidaciones/Nueva') && !url.includes('EditarBorrador');
  return true;
}

export default function settlementBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  /** Opens (or reads again) the role's screen for the path's settlement. */
  async function view(c: Ctx, role: number, idEstado: number | null): Promise<Page> {
    const { page } = await pageOf(c.sh, browser, role);
    if (!c.fresh.has(role)) {
      const url = urlFor(c, role, idEstado);
      await goTo(page, url);
      if (url === '/Liquidaciones/Nueva') {
        await page.getByRole('heading', { name: 'Nueva Liquidación' }).waitFor(WAIT);
      } else if (idEstado !== null && c.idLiquidacion !== null) {
        await page.getByRole('region', { name: 'Resumen de la liquidación' }).waitFor(WAIT);
      }
      c.fresh.add(role);
    }
    return page;
  }

  /** Nueva: today's eligible orders and novedades of the seller. */
  async function search(page: Page): Promise<void> {
    const today = todayInMarket();
    const [y, m, d] = today.split('-');
    const day = `${d ?? ''}/${m ?? ''}/${y ?? ''}`;
    for (const label of ['Desde', 'Hasta']) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill(day);
      await input.press('Tab');
    }
    await page.getByRole('textbox', { name: 'Seller', exact: true }).click();
    await page.getByRole('option', { name: SELLER_NAME }).click();
    await button(page, 'Buscar').click();
  }

  async function checkButtons(
    c: Ctx,
    page: Page,
    role: number,
    snapshot: AnyMachineSnapshot,
  ): Promise<void> {
    const { idEstado, eliminada } = snapshot.context as SettlementContext;
    if (idEstado === null || eliminada) return;
    const atStored = restoreSettlement({ idEstado, eliminada });
    const expected: Partial<Record<EventType, Visibility>> = {};
    for (const type of ['GUARDAR', 'CALCULAR', 'CONFIRMAR', 'ANULAR'] as const) {
      // 'Guardar' is the draft edit's only; the detail has no checkable rows.
      const onScreen = type !== 'GUARDAR' || urlFor(c, role, idEstado).includes('EditarBorrador');
      expected[type] =
        onScreen && atStored.can({ type, tipoUsuario: role })
          ? snapshot.can({ type, tipoUsuario: role })
            ? 'habilitado'
            : 'deshabilitado'
          : 'oculto';
    }
    const read = async () => {
      const out: Partial<Record<EventType, Visibility>> = {};
      for (const type of ['GUARDAR', 'CALCULAR', 'CONFIRMAR', 'ANULAR'] as const) {
        out[type] = await visibility(button(page, labels[type]));
      }
      return out;
    };
    await expect.poll(read, WAIT).toEqual(expected);
    const pendiente = page.getByText('Liquidación pendiente de confirmar');
    await expect.poll(() => pendiente.count(), WAIT).toBe(idEstado === 2 ? 1 : 0);
  }

  async function click(c: Ctx, page: Page, e: SettlementUserEvent): Promise<void> {
    switch (e.type) {
      case 'CREAR': {
        await search(page);
        const ordenes = page.getByRole('region', { name: 'Ordenes aptas para liquidar' });
        await (await onItsPage(ordenes, `Seleccionar orden ${String(c.orders[0])}`)).check(WAIT);
        const novedades = page.getByRole('region', { name: 'Novedades aptas para liquidar' });
        await novedades
          .getByRole('checkbox', { name: `Seleccionar novedad ${String(c.idNovedad)}` })
          .check(WAIT);
        await button(page, 'Crear Borrador').click();
        return;
      }
      case 'GUARDAR': {
        const second = await onItsPage(
          page.getByRole('region', { name: 'Órdenes', exact: true }),
          `Seleccionar orden ${String(c.orders[1])}`,
        );
        const on = await second.isChecked();
        await second.setChecked(!on, WAIT);
        await button(page, labels.GUARDAR).click();
        return;
      }
      case 'CALCULAR':
        await button(page, labels.CALCULAR).click();
        return;
      case 'CONFIRMAR':
        await page.getByLabel('Numero de Factura').fill(INVOICE.numero);
        await page.getByRole('textbox', { name: 'Tipo de Factura' }).click();
        await page.getByRole('option').first().click();
        await page.getByLabel('Código SAP').fill(INVOICE.sap);
        await button(page, labels.CONFIRMAR).click();
        return;
      case 'ANULAR':
        await button(page, labels.ANULAR).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Anular' }).click();
        return;
    }
  }

  return {
    async setup(path) {
      const sh = sharedFor(server());
      const orders = await sh.server.db.query<{ id_orden: number }>(
        `INSERT INTO ordenes (id_seller, estado, estado_pago, fecha_facturacion, monto_venta,
                              monto_comision, cliente_nombre, cliente_apellido)
         SELECT $1, 2, 'aprobado', now(), 10000, 1200, 'Modelo', 'Navegador'
           FROM generate_series(1, 2)
         RETURNING id_orden`,
        [SELLER],
      );
      const [novedad] = await sh.server.db.query<{ id_novedad: number }>(
        `INSERT INTO novedades (fecha, id_seller, id_tipo_novedad, importe, id_estado)
         SELECT $1::date, $2, min(id_tipo_novedad), 500, 2 FROM novedad_conceptos
          WHERE NOT anulado
         RETURNING id_novedad`,
        [todayInMarket(), SELLER],
      );
      const [a, b] = orders.map((o) => o.id_orden).sort((x, y) => x - y);
      if (a === undefined || b === undefined || !novedad) throw new Error('sin datos de modelo');
      const c: Ctx = {
        sh,
        orders: [a, b],
        idNovedad: novedad.id_novedad,
        idLiquidacion: null,
        held: new Map(),
        role: 2,
        last: null,
        toast: null,
        fresh: new Set(),
      };
      await startSettlement(c, browser, path.start.input as SettlementInput);
      sh.current = c;
      const first = path.events.find((e) => 'tipoUsuario' in e) as SettlementUserEvent | undefined;
      c.role =
        first && settlementRoles[first.type].includes(first.tipoUsuario) ? first.tipoUsuario : 2;
      return c;
    },

    async perform(c, event: EventObject) {
      const answer = answerOf(event.type);
      const { page } = await pageOf(c.sh, browser, c.role);
      await markOld(page);
      if (answer) {
        await expect.poll(() => c.held.has(answer.id as CallId), WAIT).toBe(true);
        const route = c.held.get(answer.id as CallId);
        c.held.delete(answer.id as CallId);
        if (answer.kind === 'done') await route?.continue();
        else await route?.fulfill({ status: 409, json: { errores: messagesOf(event) } });
        c.toast = answer.kind === 'done' && c.last !== null ? successOf[c.last.type] : null;
        if (answer.kind === 'done') {
          if (answer.id === 'crear') {
            await expect.poll(() => createdId(c), WAIT).not.toBeNull();
            c.idLiquidacion = await createdId(c);
          }
          // Every page reads the settlement again; the acting one went where the answer leads.
          c.fresh.clear();
          if (answer.id === 'crear' || answer.id === 'anular') {
            await page.getByRole('heading', { name: 'Gestión de Liquidación' }).waitFor(WAIT);
          }
        }
        return;
      }
      const e = event as SettlementUserEvent;
      c.role = e.tipoUsuario;
      c.last = e;
      c.toast = null;
      const before = (await stored(c)) ?? { idEstado: null, eliminada: false };
      const acting = await view(c, e.tipoUsuario, before.eliminada ? null : before.idEstado);
      await markOld(acting);
      await click(c, acting, e);
      await expect.poll(() => c.held.has(e.type.toLowerCase() as CallId), WAIT).toBe(true);
    },

    async check(c, snapshot) {
      const { idEstado, eliminada, errores } = snapshot.context as SettlementContext;
      const { page } = await pageOf(c.sh, browser, c.role);
      for (const message of c.toast === null ? errores : [c.toast]) {
        await newToast(page, message).waitFor(WAIT);
      }
      c.toast = null;
      if (!snapshot.hasTag('busy')) {
        if (idEstado === null) expect(c.idLiquidacion).toBeNull();
        else await expect.poll(() => stored(c), WAIT).toEqual({ idEstado, eliminada });
      }
      if (eliminada || idEstado === null) return;
      // The acting page after a create shows the list: the draft is read on its screen.
      const shown = snapshot.hasTag('busy') ? page : await view(c, c.role, idEstado);
      await checkButtons(c, shown, c.role, snapshot);
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      const e = event as SettlementUserEvent;
      const { idEstado, eliminada } = snapshot.context as SettlementContext;
      if (eliminada) return false;
      const url = urlFor(c, e.tipoUsuario, idEstado);
      const before = await stored(c);
      const { page } = await pageOf(c.sh, browser, e.tipoUsuario);
      if (!mayOpen(e.tipoUsuario, url)) {
        // 000 §2.3: the screen is not in the role's menu; its URL leads home.
        const key = `${String(e.tipoUsuario)} ${url.split('/').slice(0, 3).join('/')}`;
        if (c.sh.denied.has(key)) return true;
        c.fresh.delete(e.tipoUsuario);
        await goTo(page, url, false);
        await page.waitForURL((u) => u.pathname === '/', WAIT);
        c.sh.denied.add(key);
        return true;
      }
      if (idEstado === null) {
        // Nueva: only staff reach it, and staff may create; nothing else is on that screen.
        return false;
      }
      const shown = await view(c, e.tipoUsuario, idEstado);
      const label = e.type === 'CREAR' ? null : labels[e.type];
      if (label === null) return false;
      // The button is not there, or not enabled, for the role.
      expect(['oculto', 'deshabilitado']).toContain(await visibility(button(shown, label)));
      expect(await stored(c)).toEqual(before);
      return true;
    },

    async teardown(c) {
      const sh = c.sh;
      sh.current = null;
      for (const route of c.held.values()) await route.abort().catch(() => undefined);
      c.held.clear();
    },
  };
}

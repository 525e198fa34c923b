// Level "navegador" of the rebate machine (000 §2.9, §4; 001 §4; DECISIONS 17): each step is a
// click on the real rebate card (the 'Precio y Medio de Pago' tab of /Publicaciones/Editar) in
// Debian's Chromium, as the demo user of the event's role (categoria 1, moderador 2,
// selleradmin 3), and each state is checked on the card: its state label, which buttons are
// shown and which enabled for that role (the machine's own answers: `rebateDecision` at the
// stored state for shown, `snapshot.can` for enabled), whether the amounts can be typed, the
// seller admin's disabled units, 'Enviar' busy while its call is in flight, the card hidden
// for the seller admin (`cardVisibleForSellerAdmin`) and the toast of each answer. The call of
// each user event is held (page.route) until the path's next event says how it ends: let
// through to the real server (done) or answered 409 with `{ errores }` (error). VENCER is the
// server's: the rebate's validity is moved to yesterday in the database and the card reads the
// rebate again, which records the end (Finalizado) and clears the card.
//
// Every path works on a new listing of seller 1 (list price $ 1.000) whose rebate is written in
// the database in the start's state, as the API level does. The card shows the listing's live
// rebate (1, 2 or 3): after 4, 5 and 6 it is cleared (000 §4).
//
// Speed: one browser context per role, logged in once (a real token of the login call in the
// browser's storage) and shared by every path. A role's page opens the path's listing with an
// in-app navigation the first time it needs it; when another role has changed the rebate
// since, the page reads it again the way a person's return to the window makes it (the card's
// query refetches on focus), not with a new page load. Besides the role of each step, the
// other two roles look at each settled state once per run.
//
// 'Gestión de Rebates' (/Rebates, 001 §2.5) has the card's buttons that need no field ('✓ Aprobar',
// '✕ Rechazar', 'Dar de baja', 'Eliminar Rebate') from the same machine: the paths of those events
// run again there (`testSurfaces` in tests/model/models/index.ts; a path's
// `surface`). Each role's page opens /Rebates filtered by the path's listing's Sku Seller, so the
// path's rebate is the only card; each step clicks the card's button, and each state is checked
// on the card: its state badge, which buttons are shown and enabled for the role (the same
// machine answers as for the listing's card), 'Aprobar' busy while the call is in flight, the
// card gone where the role's list leaves the state out (Eliminado; Pendiente for the seller
// admin), and the screen's toasts (001 §8). The other two roles look at each settled state of
// the screen once per run too.
import type { Browser, Page, Route } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { driver, expect, type LevelAdapter, type ModelServer } from './driver.ts';
import {
  addDays,
  answerOf,
  createListing,
  DEMO_SELLER,
  listingBody,
  RolePages,
  WAIT,
} from './kit.ts';
import { formatDay, todayInMarket } from '../../../src/domain/dates.ts';
import {
  rebateScreenSuccessMessages,
  rebatesHiddenFrom,
  rebateSuccessMessages,
} from '../../../src/domain/rebate-rules.ts';
import { searchString } from '../../../src/web/ui/url-filter.ts';
import { brandName } from '../../../src/web/ui/brand.ts';
import {
  cardVisibleForSellerAdmin,
  estadoRebateLabels,
  rebateDecision,
  rebateRoles,
  type IdEstadoRebate,
  type RebateUserEvent,
} from '../../../machines/rebate.ts';

type CallId = 'enviar' | 'modificar' | 'eliminar' | 'cambiarEstado';
type Live = 1 | 2 | 3 | null;

/** The roles that act on a rebate; each has its page. */
const ROLES = [1, 2, 3] as const;
const SELLER_ADMIN = 3;
const ID_SELLER = DEMO_SELLER;
/** Marks what was on the screen before an answer (toasts, the card before it reads again). */
const OLD = 'data-modelo-anterior';

/** The call a request of the app is, by method and path; null for any other request. */
function callOf(method: string, url: string): CallId | null {
  const { pathname } = new URL(url);
  if (method === 'POST' && pathname === '/api/Rebates/Nuevo') return 'enviar';
  if (method === 'PUT' && pathname === '/api/Rebates/Modificar') return 'modificar';
  if (method === 'DELETE' && pathname === '/api/Rebates') return 'eliminar';
  if (method === 'POST' && pathname === '/api/Rebates/Aprobar') return 'cambiarEstado';
  if (method === 'PUT' && pathname === '/api/Rebates/CambiarEstado') return 'cambiarEstado';
  return null;
}

/** What every path of one server shares: the logged-in page of each role, the catalogue. */
interface Shared {
  server: ModelServer;
  /** Each role's page; the path being walked holds the calls of the rebate machine. */
  pages: RolePages<CallId, Ctx>;
  /** (state, role) pairs already looked at by a role that did not act (once per run). */
  seen: Set<string>;
}

interface Ctx {
  sh: Shared;
  /** The path's listing. */
  id: number;
  held: Map<CallId, Route>;
  /** The role whose card shows the state: the sender of the last user event. */
  role: number;
  /** The last user event (its success toast). */
  last: RebateUserEvent | null;
  /**
   * Each role's page that shows the path's listing: the card it last read (`cardKey`), and
   * whether the rebate changed on the server since.
   */
  views: Map<number, { key: string; fresh: boolean }>;
  /** The acting card reads a rebate of another state after the answer: a new card. */
  renewed: boolean;
  /** The success toast the last answer must show (null: none, or the error's). */
  toast: string | null;
  /** Changes the amounts of each modification. */
  seq: number;
  /** The path runs on 'Gestión de Rebates' (its `surface`), not on the listing's card. */
  gestion: boolean;
  /** The path's rebate (the card of 'Gestión de Rebates') and the listing's Sku Seller. */
  idRebate: number;
  sku: string;
  /** Counts the changes stored for the rebate; each role's /Rebates page: the one it read. */
  version: number;
  gestionViews: Map<number, number>;
}

let shared: Shared | null = null;
let counter = 0;

/** The state of the listing's rebate the card shows: the live one (1, 2, 3), else none. */
const liveOf = (estado: IdEstadoRebate | null): Live =>
  estado === 1 || estado === 2 || estado === 3 ? estado : null;

const estadoOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { idEstadoRebate: IdEstadoRebate | null }).idEstadoRebate;

/** 000 §2.9: the seller admin sees the card only when a rebate exists and is not 1 or 6. */
const visibleFor = (role: number, live: Live) =>
  role !== SELLER_ADMIN || cardVisibleForSellerAdmin(live);

const editPath = (c: Ctx) => `/Publicaciones/Editar/${String(ID_SELLER)}/${String(c.id)}`;
const cardOf = (page: Page) => page.getByTestId('rebate-card');
const cardButton = (page: Page, name: string) =>
  cardOf(page).getByRole('button', { name, exact: true });
const cardField = (page: Page, label: string) => cardOf(page).getByLabel(label, { exact: true });

async function sharedFor(server: ModelServer, browser: () => Browser): Promise<Shared> {
  if (shared?.server === server) return shared;
  if (shared) await shared.pages.close();
  shared = {
    server,
    pages: new RolePages(
      server,
      browser,
      /\/api\/Rebates(\/Nuevo|\/Modificar|\/Aprobar|\/CambiarEstado)?(\?.*)?$/,
      callOf,
    ),
    seen: new Set(),
  };
  return shared;
}

/** The card's next read of the path's listing's rebate (GET /api/Rebates/Buscar). */
function nextRead(c: Ctx, page: Page) {
  return page.waitForResponse((r) => {
    const u = new URL(r.url());
    return (
      u.pathname === '/api/Rebates/Buscar' && u.searchParams.get('IdPublicacion') === String(c.id)
    );
  }, WAIT);
}

/** Marks the toasts and the card on the screen now, to tell them from the ones that follow. */
async function markOld(page: Page): Promise<void> {
  await page.evaluate((attr) => {
    for (const n of document.querySelectorAll(
      '.mantine-Notification-root, [data-testid="rebate-card"]',
    )) {
      n.setAttribute(attr, '');
    }
  }, OLD);
}

/** The card read a rebate of another state: a new card is there, or none for this role. */
async function renewed(page: Page, visible: boolean): Promise<void> {
  if (visible) {
    await page.locator(`[data-testid="rebate-card"]:not([${OLD}])`).waitFor();
  } else {
    await expect.poll(() => cardOf(page).count(), WAIT).toBe(0);
  }
}

/**
 * The card the server gives the listing now: its live rebate and state (the card starts again
 * when they change, as its React key says), or none.
 */
async function cardKey(c: Ctx): Promise<{ key: string; live: Live }> {
  const [row] = await c.sh.server.db.query<{ id_rebate: number; id_estado_rebate: 1 | 2 | 3 }>(
    `SELECT id_rebate, id_estado_rebate FROM rebates
      WHERE id_publicacion = $1 AND id_estado_rebate IN (1, 2, 3)`,
    [c.id],
  );
  return row
    ? {
        key: `${String(row.id_rebate)}-${String(row.id_estado_rebate)}`,
        live: row.id_estado_rebate,
      }
    : { key: 'ninguno', live: null };
}

/**
 * The role's page showing the path's listing as the server has it now: opened with an in-app
 * navigation the first time, read again (the window's focus) when the rebate changed since.
 */
async function view(c: Ctx, role: number): Promise<Page> {
  const { page } = await c.sh.pages.page(role);
  const shown = c.views.get(role);
  if (shown?.fresh) return page;
  const read = nextRead(c, page);
  if (shown === undefined) {
    const url = editPath(c);
    if (page.url() === 'about:blank') {
      await page.goto(url);
    } else {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
    await page
      .getByTestId('publicacion-id')
      .filter({ hasText: `(id ${String(c.id)})` })
      .waitFor();
    await page.getByRole('tab', { name: 'Precio y Medio de Pago', exact: true }).click();
    await read;
    c.views.set(role, { key: (await cardKey(c)).key, fresh: true });
  } else {
    // A person coming back to this window: the card's query reads the rebate again.
    await markOld(page);
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await read;
    const now = await cardKey(c);
    if (now.key !== shown.key) await renewed(page, visibleFor(role, now.live));
    c.views.set(role, { key: now.key, fresh: true });
  }
  return page;
}

/** The rebate changed on the server: every other role's page shows it outdated. */
function changedBy(c: Ctx, role: number | null, key: string): void {
  for (const [r, v] of c.views) {
    c.views.set(r, r === role ? { key, fresh: true } : { key: v.key, fresh: false });
  }
}

/** Category types a valid rebate: $ 100 Market, $ 50 seller, 10 units, 30 days from today. */
async function fillRebate(page: Page): Promise<void> {
  await cardField(page, `A cargo de ${brandName}`).fill('100');
  await cardField(page, 'A cargo del seller').fill('50');
  await cardField(page, 'Unidades').fill('10');
  const hoy = todayInMarket();
  for (const [label, day] of [
    ['Fecha de inicio', hoy],
    ['Fecha de vencimiento', addDays(hoy, 30)],
  ] as const) {
    const field = cardField(page, label);
    await field.fill(formatDay(day));
    await field.press('Tab');
    await expect.poll(() => field.inputValue(), WAIT).toBe(formatDay(day));
  }
}

async function newListing(c: Ctx): Promise<number> {
  const { server } = c.sh;
  return createListing(
    server,
    await listingBody(server, `Modelo rebate navegador ${String(counter)}`, c.sku),
  );
}

// 'Gestión de Rebates' (see the header).
const GESTION = 'Gestión de Rebates';
/** The screen's button of each event it offers. */
const gestionLabels: Partial<Record<RebateUserEvent['type'], string>> = {
  APROBAR: '✓ Aprobar',
  RECHAZAR: '✕ Rechazar',
  DAR_DE_BAJA: 'Dar de baja',
  ELIMINAR: 'Eliminar Rebate',
};
const gestionPath = (c: Ctx) => `/Rebates${searchString({ skuSeller: c.sku })}`;
const gestionCard = (c: Ctx, page: Page) =>
  page.locator(`[data-testid="rebate"][data-id-rebate="${String(c.idRebate)}"]`);

/** The list's next read of the path's listing (GET /api/Rebates/Gestion by its Sku Seller). */
function nextGestionRead(c: Ctx, page: Page) {
  return page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname === '/api/Rebates/Gestion' && u.searchParams.get('SkuSeller') === c.sku;
  }, WAIT);
}

/** The role's /Rebates page on the path's listing, read again when the rebate changed since. */
async function viewGestion(c: Ctx, role: number): Promise<Page> {
  const { page } = await c.sh.pages.page(role);
  const read = c.gestionViews.get(role);
  if (read === c.version) return page;
  const answered = nextGestionRead(c, page);
  if (read === undefined) {
    const url = gestionPath(c);
    if (page.url() === 'about:blank') {
      await page.goto(url);
    } else {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
  } else {
    // A person coming back to this window: the list's query reads it again.
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
  }
  await answered;
  c.gestionViews.set(role, c.version);
  return page;
}

/**
 * The path's card on 'Gestión de Rebates' as `role` sees it at the snapshot: none where the
 * role's list leaves the stored state out; else the state badge, the buttons (shown where the
 * machine takes the role's event at the stored state, enabled where it takes it now) and
 * 'Aprobar' busy while a call is in flight.
 */
async function checkGestionCard(
  c: Ctx,
  page: Page,
  role: number,
  snapshot: AnyMachineSnapshot,
): Promise<void> {
  const estado = estadoOf(snapshot);
  const busy = snapshot.hasTag('busy');
  const botones: Record<string, boolean> = {};
  for (const [type, label] of Object.entries(gestionLabels)) {
    const e = { type, tipoUsuario: role } as RebateUserEvent;
    if (rebateDecision(estado, e) === 'ok') botones[label] = snapshot.can(e);
  }
  const expected =
    estado === null || rebatesHiddenFrom(role).includes(estado)
      ? null
      : {
          estado: estadoRebateLabels[estado],
          botones,
          aprobando:
            busy && gestionLabels.APROBAR !== undefined && gestionLabels.APROBAR in botones,
        };
  const actual = () =>
    page.evaluate(
      ([id, aprobar]) => {
        const cards = document.querySelectorAll(`[data-testid="rebate"][data-id-rebate="${id}"]`);
        const card = cards[0];
        if (card === undefined) return null;
        if (cards.length > 1) return 'varias tarjetas';
        const found: Record<string, boolean> = {};
        let aprobando = false;
        for (const b of card.querySelectorAll<HTMLButtonElement>('button:not([data-historial])')) {
          const name = b.textContent.trim();
          found[name] = !b.disabled && b.getAttribute('aria-disabled') !== 'true';
          if (name === aprobar) aprobando = b.hasAttribute('data-loading');
        }
        const badge = card.querySelector('.mantine-Badge-root');
        return { estado: (badge?.textContent ?? '').trim(), botones: found, aprobando };
      },
      [String(c.idRebate), gestionLabels.APROBAR ?? ''] as const,
    );
  await expect.poll(actual, WAIT).toEqual(expected);
}

export default function rebateBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const sh = await sharedFor(server(), browser);
      counter += 1;
      const c: Ctx = {
        sh,
        id: 0,
        held: new Map(),
        role: 1,
        last: null,
        views: new Map(),
        renewed: false,
        toast: null,
        seq: 0,
        gestion: path.surface === GESTION,
        idRebate: 0,
        sku: `RN${driver().runId}-${String(counter).padStart(4, '0')}`,
        version: 0,
        gestionViews: new Map(),
      };
      c.id = await newListing(c);
      sh.pages.current = c;
      const estado = (path.start.input as { idEstadoRebate?: IdEstadoRebate | null })
        .idEstadoRebate;
      if (estado !== undefined && estado !== null) {
        // The listing's rebate as the server would keep it in the start's state.
        const ids = await Promise.all(ROLES.map(async (r) => (await sh.pages.page(r)).userId));
        const hoy = todayInMarket();
        await sh.server.db.query(
          `INSERT INTO rebates (id_publicacion, precio_inicial, precio_final, a_cargo_market,
                                a_cargo_seller, fecha_inicio, fecha_vencimiento, unidades,
                                id_estado_rebate, id_category_genera_rebate, id_admin_aprueba,
                                id_seller_aprueba)
           VALUES ($1, 1000, 850, 100, 50, $2, $3, 10, $4, $5, $6, $7)`,
          [
            c.id,
            hoy,
            addDays(hoy, 30),
            estado,
            ids[0],
            estado === 2 || estado === 3 ? ids[1] : null,
            estado === 3 ? ids[2] : null,
          ],
        );
      }
      // The first card: the one of the first event's sender (category for the server's VENCER).
      const first = path.events[0] as Partial<RebateUserEvent> | undefined;
      c.role = first?.tipoUsuario ?? 1;
      if (c.gestion) {
        const [rebate] = await sh.server.db.query<{ id_rebate: number }>(
          'SELECT id_rebate FROM rebates WHERE id_publicacion = $1',
          [c.id],
        );
        c.idRebate = rebate?.id_rebate ?? 0;
        await viewGestion(c, c.role);
      } else {
        await view(c, c.role);
      }
      return c;
    },

    async perform(c, event, { after }) {
      const answer = answerOf(event.type);
      if (c.gestion) {
        await performGestion(c, event, after);
        return;
      }
      if (answer) {
        const { kind } = answer;
        const { page } = await c.sh.pages.page(c.role);
        const from = await cardKey(c);
        await markOld(page);
        // The card reads the rebate again after every answer (whatever it is).
        const read = nextRead(c, page);
        await c.sh.pages.answer(event);
        c.toast = kind === 'done' && c.last !== null ? rebateSuccessMessages[c.last.type] : null;
        await read;
        const to = await cardKey(c);
        c.renewed = from.key !== to.key;
        if (kind === 'done') changedBy(c, c.role, to.key);
        return;
      }
      c.toast = null;
      if (event.type === 'VENCER') {
        // The server's: the validity ended yesterday; the next read records the end (4).
        const ayer = addDays(todayInMarket(), -1);
        await c.sh.server.db.query(
          `UPDATE rebates SET fecha_inicio = $2, fecha_vencimiento = $2
            WHERE id_publicacion = $1 AND id_estado_rebate = 3`,
          [c.id, ayer],
        );
        changedBy(c, null, '');
        await view(c, c.role);
        return;
      }
      const e = event as RebateUserEvent;
      c.role = e.tipoUsuario;
      c.last = e;
      const page = await view(c, e.tipoUsuario);
      switch (e.type) {
        case 'ENVIAR':
          await fillRebate(page);
          await cardButton(page, 'Enviar').click();
          break;
        case 'MODIFICAR':
          c.seq += 1;
          await cardField(page, `A cargo de ${brandName}`).fill(String(100 + c.seq));
          await cardButton(page, 'Modificar').click();
          break;
        case 'ELIMINAR':
          await cardButton(page, 'Eliminar').click();
          break;
        case 'APROBAR':
          // The seller admin accepts the offer (001 §4).
          await cardButton(page, e.tipoUsuario === SELLER_ADMIN ? 'Aceptar' : 'Aprobar').click();
          break;
        case 'RECHAZAR':
          await cardButton(page, 'Rechazar').click();
          break;
        case 'DAR_DE_BAJA':
          await cardButton(page, 'Dar de baja').click();
          break;
      }
      // The click made the call the machine invoked.
      const [invoked] = Object.keys(after.children as object) as CallId[];
      if (invoked === undefined) throw new Error(`${e.type} no invoca ninguna llamada`);
      await expect.poll(() => c.held.has(invoked), WAIT).toBe(true);
    },

    async check(c, snapshot) {
      if (c.gestion) {
        await checkGestion(c, snapshot);
        return;
      }
      const { page } = await c.sh.pages.page(c.role);
      const live = liveOf(estadoOf(snapshot));
      if (c.renewed) {
        await renewed(page, visibleFor(c.role, live));
        c.renewed = false;
      }
      await checkCard(page, c.role, snapshot);
      // 000 §8: the answer's toast: the success text, or each message of a failed call.
      const errores = (snapshot.context as { errores: string[] }).errores;
      for (const message of c.toast === null ? errores : [c.toast]) {
        await page
          .locator(`.mantine-Notification-root:not([${OLD}])`, { hasText: message })
          .first()
          .waitFor();
      }
      c.toast = null;
      if (snapshot.hasTag('busy')) return;
      // The roles that did not act look at each settled state once per run.
      const state = JSON.stringify([snapshot.value, estadoOf(snapshot)]);
      c.sh.seen.add(`${state}|${String(c.role)}`);
      for (const role of ROLES) {
        const key = `${state}|${String(role)}`;
        if (c.sh.seen.has(key)) continue;
        c.sh.seen.add(key);
        await checkCard(await view(c, role), role, snapshot);
      }
    },

    async teardown(c) {
      await c.sh.pages.release(c);
    },
  };
}

/** A step on 'Gestión de Rebates': a call's answer, or the click on the card's button. */
async function performGestion(
  c: Ctx,
  event: { type: string },
  after: AnyMachineSnapshot,
): Promise<void> {
  const answer = answerOf(event.type);
  const page = await viewGestion(c, c.role);
  await markOld(page);
  if (answer) {
    // The list reads the rebates again after every answer (whatever it is).
    const read = nextGestionRead(c, page);
    await c.sh.pages.answer(event);
    await read;
    c.toast =
      answer.kind === 'done' && c.last !== null ? rebateScreenSuccessMessages[c.last.type] : null;
    if (answer.kind === 'done') {
      c.version += 1;
      c.gestionViews.set(c.role, c.version);
    }
    return;
  }
  c.toast = null;
  const e = event as RebateUserEvent;
  const label = gestionLabels[e.type];
  if (label === undefined) throw new Error(`${e.type} no está en ${GESTION}`);
  c.role = e.tipoUsuario;
  c.last = e;
  const acting = await viewGestion(c, e.tipoUsuario);
  await gestionCard(c, acting).getByRole('button', { name: label, exact: true }).click();
  const [invoked] = Object.keys(after.children as object) as CallId[];
  if (invoked === undefined) throw new Error(`${e.type} no invoca ninguna llamada`);
  await expect.poll(() => c.held.has(invoked), WAIT).toBe(true);
}

/** A state on 'Gestión de Rebates': the acting role's card and toast, then the other roles'. */
async function checkGestion(c: Ctx, snapshot: AnyMachineSnapshot): Promise<void> {
  const page = await viewGestion(c, c.role);
  // 001 §8: the answer's toast: the success text, or each message of a failed call.
  const errores = (snapshot.context as { errores: string[] }).errores;
  for (const message of c.toast === null ? errores : [c.toast]) {
    await page
      .locator(`.mantine-Notification-root:not([${OLD}])`, { hasText: message })
      .first()
      .waitFor(WAIT);
  }
  c.toast = null;
  await checkGestionCard(c, page, c.role, snapshot);
  if (snapshot.hasTag('busy')) return;
  const state = `${GESTION}|${JSON.stringify([snapshot.value, estadoOf(snapshot)])}`;
  c.sh.seen.add(`${state}|${String(c.role)}`);
  for (const role of ROLES) {
    const key = `${state}|${String(role)}`;
    if (c.sh.seen.has(key)) continue;
    c.sh.seen.add(key);
    await checkGestionCard(c, await viewGestion(c, role), role, snapshot);
  }
}

/**
 * The card as `role` sees it at the snapshot: hidden for the seller admin unless the live
 * rebate is En revision or Activo; else its state label (none without a live rebate), its
 * buttons (shown where the machine takes the role's event at the stored state, enabled where
 * it takes it now; 'Modificar' stays on a live rebate, disabled at Activo, 000 §4), whether
 * the amounts can be typed, the seller admin's units disabled and 'Enviar' busy while its
 * call is in flight.
 */
async function checkCard(page: Page, role: number, snapshot: AnyMachineSnapshot): Promise<void> {
  const estado = estadoOf(snapshot);
  const live = liveOf(estado);
  const busy = snapshot.hasTag('busy');
  const ev = (type: RebateUserEvent['type']): RebateUserEvent => ({ type, tipoUsuario: role });
  const shownAt = (e: RebateUserEvent) => rebateDecision(estado, e) === 'ok';
  const botones: Record<string, boolean> = {};
  const add = (name: string, shown: boolean, e: RebateUserEvent) => {
    if (shown) botones[name] = snapshot.can(e);
  };
  add('Enviar', shownAt(ev('ENVIAR')), ev('ENVIAR'));
  add('Modificar', live !== null && rebateRoles.MODIFICAR.includes(role), ev('MODIFICAR'));
  add('Eliminar', shownAt(ev('ELIMINAR')), ev('ELIMINAR'));
  add(role === SELLER_ADMIN ? 'Aceptar' : 'Aprobar', shownAt(ev('APROBAR')), ev('APROBAR'));
  add('Rechazar', shownAt(ev('RECHAZAR')), ev('RECHAZAR'));
  add('Dar de baja', shownAt(ev('DAR_DE_BAJA')), ev('DAR_DE_BAJA'));
  const expected = visibleFor(role, live)
    ? {
        estado: live === null ? '' : estadoRebateLabels[live],
        botones,
        editable: (shownAt(ev('ENVIAR')) || shownAt(ev('MODIFICAR'))) && !busy,
        unidadesDeshabilitadas: role === SELLER_ADMIN,
        enviando: busy && 'Enviar' in botones,
      }
    : null;
  // Read in one go from the page: a card being read again is never half-seen.
  const actual = () =>
    page.evaluate((market) => {
      const cards = document.querySelectorAll('[data-testid="rebate-card"]');
      const card = cards[0];
      if (card === undefined) return null;
      if (cards.length > 1) return 'varias tarjetas';
      const labelled = (text: string) => {
        const label = [...card.querySelectorAll('label')].find(
          (l) => l.textContent.replace('*', '').trim() === text,
        );
        return label?.htmlFor ? (document.getElementById(label.htmlFor) as HTMLInputElement) : null;
      };
      const marketInput = labelled(market);
      const units = labelled('Unidades');
      if (marketInput === null || units === null) return 'cargando';
      const botones: Record<string, boolean> = {};
      let enviando = false;
      for (const b of card.querySelectorAll<HTMLButtonElement>('button:not([data-historial])')) {
        const name = b.textContent.trim();
        botones[name] = !b.disabled && b.getAttribute('aria-disabled') !== 'true';
        if (name === 'Enviar') enviando = b.hasAttribute('data-loading');
      }
      return {
        estado: (card.querySelector('[data-testid="rebate-estado"]')?.textContent ?? '').trim(),
        botones,
        editable: !marketInput.readOnly,
        unidadesDeshabilitadas: units.disabled,
        enviando,
      };
    }, `A cargo de ${brandName}`);
  await expect.poll(actual, WAIT).toEqual(expected);
}

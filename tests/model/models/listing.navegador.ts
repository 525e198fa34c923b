// Level "navegador" of the listing machine (000 §2.6, §2.7, §4, DECISIONS 16): each step is
// a person's gesture in Debian's Chromium on the real screens (the create/edit screen of
// /Publicaciones/Nueva and /Publicaciones/Editar, and the staff switch of a card on
// /Publicaciones), as the demo user of the event's role, and each state is checked on the
// screen: the status label, which workflow buttons are shown, enabled or hidden for that role
// (the machine's own answers: `snapshot.can`, `listingDecision`, `sellerPauseVisibility`), the
// busy indication while a call is in flight and the toast of each message of a failed call.
// The call of each user event is held (page.route) until the path's next event says how it
// ends: let through to the real server (done) or answered 409 with `{ errores }` (error).
//
// Speed (263 paths): one browser context per role, logged in once (a real token of the login
// call in the browser's storage, as a reload finds it) and shared by every path; each path
// opens the screens it needs with a fresh page load, so nothing (toasts, caches) of a previous
// path is left on the screen.
import type { Browser, Locator, Page, Route } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { driver, expect, type LevelAdapter, type ModelServer } from './driver.ts';
import {
  answerOf,
  createListing,
  DEMO_SELLER,
  listingBody,
  RolePages,
  visibility,
  WAIT,
  type Visibility,
} from './kit.ts';
import {
  estadoPublicacionLabels,
  listingDecision,
  listingOutcome,
  listingRoles,
  sellerPauseVisibility,
  type EstadoPublicacion,
  type ListingEvent,
} from '../../../machines/listing.ts';
import { listingMessages } from '../../../src/domain/listing-rules.ts';
import { defaultListFilter, listSearch } from '../../../src/web/listings/list-filter-state.ts';
import { searchString } from '../../../src/web/ui/url-filter.ts';

type CallId = 'crear' | 'aprobar' | 'desaprobar' | 'cambiarEstado' | 'eliminar';
/** The screen a role's page shows in the current path. */
type Screen = 'nueva' | 'editar' | 'lista';

/** The listing's seller: both seller users (3 and 4) belong to it. */
const ID_SELLER = DEMO_SELLER;

/** The call a request of the app is, by method and path; null for any other request. */
function callOf(method: string, url: string): CallId | null {
  const { pathname } = new URL(url);
  if (pathname === '/api/Publicaciones') {
    if (method === 'POST') return 'crear';
    if (method === 'PUT') return 'cambiarEstado';
    if (method === 'DELETE') return 'eliminar';
    return null;
  }
  if (method === 'POST' && pathname === '/api/Publicaciones/Aprobar') return 'aprobar';
  if (method === 'POST' && pathname === '/api/Publicaciones/Desaprobar') return 'desaprobar';
  return null;
}

/** What every path of one server shares: the logged-in page of each role, the catalogue. */
interface Shared {
  server: ModelServer;
  /** Each role's page; the path being walked holds the calls of the listing machine. */
  pages: RolePages<CallId, Ctx>;
  motivos: Map<number, string>;
}

interface Ctx {
  sh: Shared;
  /** The path's listing (null in create mode until the create call is let through). */
  id: number | null;
  sku: string;
  held: Map<CallId, Route>;
  /** The role whose screen shows the state: the sender of the last user event. */
  role: number;
  /** The screen each role's page shows in this path (absent: not opened in this path). */
  screens: Map<number, Screen>;
  /** The role that sent the last user event (another role's screen may be outdated). */
  lastSender: number | null;
  /** The button that shows the call in flight (besides 'Guardar'), on a form screen. */
  busyButton: Locator | null;
  /** On the list, the estado the switch shows while its call is in flight. */
  going: EstadoPublicacion | null;
}

let shared: Shared | null = null;
const trace = (what: string) => driver().debug(what);
let counter = 0;

/** A 1x1 PNG, uploaded by the create form's image input. */
const PNG = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const cardOf = (page: Page, id: number | null) =>
  page.locator(`[data-testid="listing-card"][data-id="${String(id ?? 0)}"]`);

/** A read inside a poll fails soon (and the poll reads again) rather than wait for a control. */
const READ = { timeout: 2_000 } as const;

const isLoading = async (loc: Locator) => (await loc.getAttribute('data-loading', READ)) !== null;

async function sharedFor(server: ModelServer, browser: () => Browser): Promise<Shared> {
  if (shared?.server === server) return shared;
  if (shared) await shared.pages.close();
  const rows = await server.db.query<{ codigo: number; descripcion: string }>(
    'SELECT codigo, descripcion FROM motivos_revision',
  );
  shared = {
    server,
    pages: new RolePages(
      server,
      browser,
      /\/api\/Publicaciones(\/Aprobar|\/Desaprobar)?(\?.*)?$/,
      callOf,
    ),
    motivos: new Map(rows.map((r) => [r.codigo, r.descripcion])),
  };
  return shared;
}

/** A valid listing of seller 1 (every field the form checks before it saves). */
function newListing(c: Ctx) {
  return listingBody(c.sh.server, `Modelo navegador ${c.sku}`, c.sku, {
    ean: null,
    alicuotaImpuestoInterno: null,
    idTipoPublicacion: 1,
    tipoEntrega: [1],
    envioGratis: false,
    envioPropio: false,
    dimensiones: [{ alto: 10, ancho: 20, profundidad: 30, peso: 4 }],
    descripcionAmpliada: '<p>Descripción</p>',
    observacion: '',
    linkYoutube: '',
    garantiaFabrica: 0,
    garantiaExtCuotas: null,
  });
}

const editPath = (c: Ctx) => `/Publicaciones/Editar/${String(ID_SELLER)}/${String(c.id ?? 0)}`;

/**
 * The list of the path's listing only: its SKU, no date bounds (kept in the URL, as 'Buscar'
 * keeps it).
 */
const listPath = (c: Ctx) =>
  `/Publicaciones${searchString(
    listSearch.write({
      filtro: { ...defaultListFilter(), skuSeller: c.sku, fechaDesde: null, fechaHasta: null },
      pagina: 1,
      filtroVisible: false,
    }),
  )}`;

/**
 * Opens a screen on a role's page, as the app's own links do (the app stays loaded between
 * paths; a full load only for a page's first visit or when it already shows that address). The
 * list shows only the path's listing (listPath); the forms go back to it, as when opened from
 * it (000 §2.7: the way back is in the navigation state).
 */
async function show(c: Ctx, role: number, screen: Screen): Promise<Page> {
  const { page } = await c.sh.pages.page(role);
  const list = listPath(c);
  const url =
    screen === 'nueva'
      ? `/Publicaciones/Nueva/${String(ID_SELLER)}`
      : screen === 'lista'
        ? list
        : editPath(c);
  const first = page.url() === 'about:blank';
  const shown = first ? '' : `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  trace(`go ${String(role)} ${url}`);
  if (screen === 'lista' && (first || shown === url)) {
    // The same address again: the screen starts over only with a new load.
    await page.goto(url);
  } else {
    // A form starts over with a new load of the list it was opened from.
    if (first || shown === url) await page.goto(list);
    await page.evaluate(
      ([to, volverA]) => {
        history.pushState({ volverA }, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      [url, list] as const,
    );
  }
  trace('navigated');
  c.screens.set(role, screen);
  if (screen === 'lista') {
    await page.getByTestId('listings-page').waitFor();
    trace('list page');
    await cardOf(page, c.id).or(page.getByTestId('listings-empty')).waitFor();
  } else if (screen === 'nueva') {
    await page.getByRole('heading', { name: 'Nueva publicación' }).waitFor();
    await tab(page, 'Estado').click();
  } else {
    await openedEdit(c, page);
  }
  return page;
}

/** The edit screen of the path's listing is shown; its 'Estado' tab is opened. */
async function openedEdit(c: Ctx, page: Page): Promise<void> {
  await page
    .getByTestId('publicacion-id')
    .filter({ hasText: `(id ${String(c.id)})` })
    .waitFor();
  trace('edit shown');
  await tab(page, 'Estado').click();
  trace('estado tab');
}

/** The role's page at `screen`, loaded again when it shows another screen or outdated data. */
async function ensure(c: Ctx, role: number, screen: Screen): Promise<Page> {
  const fresh = c.screens.get(role) === screen && (c.lastSender ?? role) === role;
  if (fresh) return (await c.sh.pages.page(role)).page;
  return show(c, role, screen);
}

/** Picks an option of a searchable catalogue select, typing the start of its name. */
async function chooseSearching(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click();
  await page.keyboard.type(option.slice(0, 5));
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => field(page, label).inputValue(), WAIT).toBe(option);
}

/**
 * Opens a select and clicks one of its options. The options may arrive after the select is
 * on the screen (a catalogue still loading, a dialog still opening): a dropdown that opened
 * empty or not at all is opened again, as a person would, until the option is there.
 */
async function pickOption(page: Page, select: Locator, name: string): Promise<void> {
  const option = page.getByRole('option', { name, exact: true });
  await expect
    .poll(
      async () => {
        if ((await option.filter({ visible: true }).count()) > 0) return true;
        const open = await page.getByRole('listbox').filter({ visible: true }).count();
        if (open === 0) await select.click();
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await option.click();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await pickOption(page, field(page, label), option);
}

/** 'Guardar' of the create form, filled with the fewest fields a new listing needs. */
async function fillAndCreate(c: Ctx, page: Page): Promise<void> {
  await tab(page, 'Datos Básicos').click();
  await field(page, 'Nombre').fill(`Modelo navegador ${c.sku}`);
  await field(page, 'Stock').fill('5');
  await field(page, 'SKU Seller').fill(c.sku);
  await chooseSearching(page, 'Categoría', 'Lavarropas');
  await chooseSearching(page, 'Marca', 'Drean');
  await tab(page, 'Precio y Medio de Pago').click();
  await field(page, 'Precio de lista').fill('1000');
  await choose(page, 'Alícuota IVA', '21 %');
  await choose(page, 'Tipo de publicación', 'Clásica');
  await tab(page, 'Imagenes').click();
  await page
    .getByTestId('imagen-input')
    .setInputFiles({ name: 'modelo.png', mimeType: 'image/png', buffer: PNG() });
  await page.getByRole('img', { name: 'Imagen 1' }).waitFor();
  await tab(page, 'Estado').click();
  await button(page, 'Guardar').click();
}

export default function listingBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      trace(`setup ${path.name}`);
      const sh = await sharedFor(server(), browser);
      counter += 1;
      const c: Ctx = {
        sh,
        id: null,
        // Fixed width: no SKU is a part of another (the list filter searches a substring).
        sku: `MN${driver().runId}-${String(counter).padStart(4, '0')}`,
        held: new Map(),
        role: 4,
        screens: new Map(),
        lastSender: null,
        busyButton: null,
        going: null,
      };
      sh.pages.current = c;
      const estado = (path.start.input as { estado?: EstadoPublicacion | null }).estado ?? null;
      if (estado !== null) {
        // A stored listing of seller 1 in the start's estado, as the API level sets it up.
        c.id = await createListing(sh.server, await newListing(c));
        await sh.server.db.query(
          'UPDATE publicaciones SET estado = $2, id_motivo_revision = $3 WHERE id_publicacion = $1',
          [c.id, estado, estado === 4 ? 1 : null],
        );
      }
      // The first screen: the one the first event is sent from (a stored eliminated listing,
      // with no event, is looked for on the seller's list).
      const first = path.events[0] as ListingEvent | undefined;
      c.role = first?.tipoUsuario ?? 4;
      const screen: Screen =
        first === undefined
          ? 'lista'
          : first.type === 'CREAR'
            ? 'nueva'
            : first.type === 'DESAPROBAR' && typeof first.idMotivoRevision !== 'number'
              ? 'lista'
              : 'editar';
      await show(c, c.role, screen);
      trace('setup done');
      return c;
    },

    async perform(c, event, { before, after }) {
      trace(`perform ${event.type}`);
      const answer = answerOf(event.type);
      if (answer) {
        if (answer.kind === 'error') {
          // The toasts already on the screen (the app stays loaded between paths) are not
          // this answer's.
          const { page } = await c.sh.pages.page(c.role);
          await page.evaluate(() => {
            for (const n of document.querySelectorAll('.mantine-Notification-root')) {
              n.setAttribute('data-modelo-anterior', '');
            }
          });
        }
        await c.sh.pages.answer(event);
        return;
      }
      const e = event as ListingEvent;
      const role = e.tipoUsuario;
      c.role = role;
      c.busyButton = null;
      c.going = null;
      let page: Page;
      switch (e.type) {
        case 'CREAR':
          page = await ensure(c, role, 'nueva');
          await fillAndCreate(c, page);
          break;
        case 'APROBAR':
          if (c.screens.get(role) === 'lista' && c.lastSender === role) {
            // The switch of the card, when the list is on the screen.
            page = await ensure(c, role, 'lista');
            c.going = listingOutcome((before.context as { estado: EstadoPublicacion }).estado, e);
            await cardOf(page, c.id).locator('.mantine-Switch-track').click();
          } else {
            page = await ensure(c, role, 'editar');
            c.busyButton = button(page, 'Aprobar');
            await c.busyButton.click();
          }
          break;
        case 'DESAPROBAR': {
          const motivo = e.idMotivoRevision;
          if (typeof motivo === 'number') {
            // Staff 'Pausar' on the edit screen: to en_revision with the reason chosen.
            page = await ensure(c, role, 'editar');
            await button(page, 'Pausar').click();
            const dialog = page.getByRole('dialog', { name: 'Pausar publicación' });
            await pickOption(
              page,
              dialog.getByTestId('motivo-pausa'),
              c.sh.motivos.get(motivo) ?? '',
            );
            c.busyButton = dialog.getByRole('button', { name: 'Confirmar', exact: true });
            await c.busyButton.click();
          } else {
            // The staff switch of the card on the list: no reason.
            page = await ensure(c, role, 'lista');
            c.going = listingOutcome((before.context as { estado: EstadoPublicacion }).estado, e);
            await cardOf(page, c.id).locator('.mantine-Switch-track').click();
          }
          break;
        }
        case 'PUBLICAR':
        case 'PAUSAR': {
          // The seller marks the change; 'Guardar' saves the fields, then applies it.
          page = await ensure(c, role, 'editar');
          const mark = button(page, e.type === 'PUBLICAR' ? 'Publicar' : 'Pausar');
          await mark.click();
          await expect.poll(() => mark.getAttribute('aria-pressed'), WAIT).toBe('true');
          await button(page, 'Guardar').click();
          break;
        }
        case 'CAMBIAR_MOTIVO': {
          page = await ensure(c, role, 'editar');
          const name = c.sh.motivos.get(e.idMotivoRevision) ?? '';
          const select = page.getByTestId('motivo-revision');
          await pickOption(page, select, name);
          await expect.poll(() => select.inputValue(), WAIT).toBe(name);
          await button(page, 'Guardar').click();
          break;
        }
        case 'ELIMINAR': {
          page = await ensure(c, role, 'editar');
          await button(page, 'Eliminar').click();
          const dialog = page.getByRole('dialog', { name: 'Eliminar publicación' });
          await dialog.getByText(listingMessages.confirmDelete).waitFor();
          c.busyButton = dialog.getByRole('button', { name: 'Sí, eliminar', exact: true });
          await c.busyButton.click();
          break;
        }
      }
      c.lastSender = role;
      trace('gesture done');
      // The gesture made the call the machine invoked.
      const [invoked] = Object.keys(after.children as Record<string, unknown>) as CallId[];
      if (invoked === undefined) throw new Error(`${e.type} no invoca ninguna llamada`);
      await expect.poll(() => c.held.has(invoked), WAIT).toBe(true);
    },

    async check(c, snapshot) {
      trace('check');
      const { page } = await c.sh.pages.page(c.role);
      const estado = (snapshot.context as { estado: EstadoPublicacion | null }).estado;
      const errores = (snapshot.context as { errores: string[] }).errores;
      const screen = c.screens.get(c.role);
      if (estado === 5) {
        await checkDeleted(c, page);
      } else if (estado === null) {
        await checkForm(c, page, snapshot, null);
      } else if (screen === 'lista') {
        await checkList(c, page, snapshot, estado);
      } else {
        if (screen === 'nueva') {
          // Created: the app goes on to the edit screen of the new listing.
          await page.waitForURL((u) => /^\/Publicaciones\/Editar\/1\/\d+$/.test(u.pathname));
          c.id = Number(new URL(page.url()).pathname.split('/').pop());
          c.screens.set(c.role, 'editar');
          await openedEdit(c, page);
        }
        await checkForm(c, page, snapshot, estado);
      }
      // 000 §8: each message of a failed call, as a toast.
      for (const message of errores) {
        await page
          .locator('.mantine-Notification-root:not([data-modelo-anterior])', { hasText: message })
          .first()
          .waitFor();
      }
    },

    async teardown(c) {
      trace('teardown');
      await c.sh.pages.release(c);
    },
  };
}

const vis = (shown: boolean, enabled: boolean): Visibility =>
  !shown ? 'oculto' : enabled ? 'habilitado' : 'deshabilitado';

/**
 * The create/edit screen (estado null: create mode) for the role of the last event: the status
 * label and the workflow buttons as the machine answers them for that role, and 'Guardar'
 * loading while a call is in flight.
 */
async function checkForm(
  c: Ctx,
  page: Page,
  snapshot: AnyMachineSnapshot,
  estado: EstadoPublicacion | null,
): Promise<void> {
  const role = c.role;
  const busy = snapshot.hasTag('busy');
  const ev = (type: ListingEvent['type'], motivo?: number): ListingEvent =>
    ({ type, tipoUsuario: role, idMotivoRevision: motivo }) as ListingEvent;
  // Shown: the machine takes the event at the stored estado; enabled: it takes it now.
  const shownAt = (e: ListingEvent) => listingDecision(estado, e) === 'ok';
  const can = (e: ListingEvent) => snapshot.can(e);
  const sellerPause = sellerPauseVisibility(estado);
  const seller = listingRoles.PAUSAR.includes(role);
  const expected = {
    pantalla: estado === null ? '/Publicaciones/Nueva/1' : editPath(c),
    estado:
      estado === null
        ? 'La publicación se crea PENDIENTE y queda a la espera de aprobación.'
        : estadoPublicacionLabels[estado as Exclude<EstadoPublicacion, 5>].texto,
    aprobar: vis(shownAt(ev('APROBAR')), can(ev('APROBAR'))),
    // 'Pausar' is the seller's (marked, applied on 'Guardar') or staff's (with a reason).
    pausar: seller
      ? sellerPause === 'oculto'
        ? 'oculto'
        : vis(true, sellerPause === 'habilitado' && can(ev('PAUSAR')))
      : vis(shownAt(ev('DESAPROBAR', 2)), can(ev('DESAPROBAR', 2))),
    publicar: vis(shownAt(ev('PUBLICAR')), estado !== null && can(ev('PUBLICAR'))),
    guardar: estado === null ? vis(true, can(ev('CREAR'))) : vis(true, !busy),
    eliminar: estado === null ? 'oculto' : vis(true, can(ev('ELIMINAR'))),
    motivo:
      estado === null
        ? 'oculto'
        : vis(true, listingDecision(estado, ev('CAMBIAR_MOTIVO', 3)) === 'ok'),
    ocupado: busy,
  };
  const motivo = page.getByTestId('motivo-revision');
  const actual = async () => ({
    pantalla: new URL(page.url()).pathname,
    estado: ((await page.getByTestId('estado-label').textContent(READ)) ?? '').trim(),
    aprobar: await visibility(button(page, 'Aprobar')),
    pausar: await visibility(button(page, 'Pausar')),
    publicar: await visibility(button(page, 'Publicar')),
    guardar: await visibility(button(page, 'Guardar')),
    eliminar: await visibility(button(page, 'Eliminar')),
    motivo: await visibility(motivo),
    ocupado: await isLoading(button(page, 'Guardar')),
  });
  await expect.poll(actual, WAIT).toEqual(expected);
  if (busy && c.busyButton) {
    await expect.poll(() => isLoading(c.busyButton as Locator), WAIT).toBe(true);
  }
}

/**
 * The card of the path's listing on /Publicaciones: its status label and, for staff, the switch
 * (on when activo; while the call is in flight it shows where it goes and is busy; disabled
 * when the machine does not take the event it would send).
 */
async function checkList(
  c: Ctx,
  page: Page,
  snapshot: AnyMachineSnapshot,
  estado: EstadoPublicacion,
): Promise<void> {
  const role = c.role;
  const busy = snapshot.hasTag('busy');
  const shown = busy && c.going !== null ? c.going : estado;
  const staff = listingRoles.APROBAR.includes(role) && listingRoles.DESAPROBAR.includes(role);
  const event = { type: estado === 1 ? 'DESAPROBAR' : 'APROBAR', tipoUsuario: role } as const;
  const card = cardOf(page, c.id);
  const sw = card.getByTestId('listing-switch');
  const expected = {
    estado: estadoPublicacionLabels[shown as Exclude<EstadoPublicacion, 5>].texto,
    interruptor: staff
      ? { activo: shown === 1, deshabilitado: !busy && !snapshot.can(event), ocupado: busy }
      : null,
  };
  const actual = async () => ({
    estado: ((await card.getByTestId('listing-estado').textContent(READ)) ?? '').trim(),
    interruptor:
      (await sw.count()) === 0
        ? null
        : {
            activo: await sw.isChecked(READ),
            deshabilitado: await sw.isDisabled(READ),
            ocupado: (await sw.getAttribute('aria-busy', READ)) === 'true',
          },
  });
  await expect.poll(actual, WAIT).toEqual(expected);
}

/**
 * Eliminado: the listing is gone from the list (filtered by its SKU; after 'Eliminar' the app
 * has gone back there by itself) and its edit screen no longer opens.
 */
async function checkDeleted(c: Ctx, page: Page): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/Publicaciones');
  await page.getByTestId('listings-empty').waitFor();
  expect(await cardOf(page, c.id).count()).toBe(0);
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, editPath(c));
  c.screens.set(c.role, 'editar');
  await page.getByTestId('publicacion-error').getByText('La publicación no existe.').waitFor();
}

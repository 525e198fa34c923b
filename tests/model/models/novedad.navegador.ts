// Level "navegador" of the novedad machine (002 §2, §4, §5, §8; DECISIONS 20): each step is a
// gesture on the real /Novedades screen in Debian's Chromium, as the demo user of the event's
// role: CONFIRMAR ticks the row's checkbox and clicks 'Marcar confirmadas', EDITAR_IMPORTE
// types a new amount in '¿Actualizar Importe?' and clicks 'Actualizar', ANULAR clicks
// 'Eliminar' in '¿Eliminar Novedad?'. The call of each user event is held (page.route) until
// the path's next event says how it ends: let through to the real server (done) or answered 409
// with `{ errores }` (error), as the other browser models do. After each step the row is checked
// on the screen: its Estado and Importe, whether it has a checkbox, an edit and a delete (the
// machine at the stored state for the role) and which are enabled (`snapshot.can`: disabled
// while the row's call is in flight), the busy button of the call in flight, the answer's toast
// and the stored novedad. While 'Marcar confirmadas' is in flight the screen keeps the row's
// edit and delete as they were (the confirmation is the page's call, not the row's machine's):
// only the button's loading is checked then.
//
// LIQUIDAR is the settlement's confirmation (issue 20, not built yet): as at the api level
// (novedad.api.ts) the step writes what that confirmation will write (state 3) in the database,
// and the screen reads the list again (a person's return to the window): the row shows
// 'Liquidada' without checkbox, edit or delete.
//
// Forbidden events are refused on screen: for staff, the row has no checkbox (and 'Marcar
// confirmadas' with nothing chosen says 'Selecione alguna novedad' and makes no call), no edit
// or no delete; the seller admin (who stands for every other role) never reaches /Novedades (the
// route guard sends it home and says why), checked once per stored state and run.
//
// Every path works on a new novedad of seller 1 (a concept of the seed, $ 1.000) written in the
// database in the start's state, with a reference order of its own: the role's page opens
// /Novedades filtered by it, so the path's row is the only one. Speed: one browser context per
// role, logged in once (kit.ts RolePages); each path's filter opened with an in-app navigation.
import type { Browser, Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { expect, type LevelAdapter, type ModelServer } from './driver.ts';
import {
  answerOf,
  DEMO_SELLER,
  RolePages,
  visibility,
  WAIT,
  type HoldingPath,
  type Visibility,
} from './kit.ts';
import { todayInMarket } from '../../../src/domain/dates.ts';
import { deniedRouteMessage } from '../../../src/domain/home.ts';
import { centsFromAmount, formatAmount } from '../../../src/domain/money.ts';
import { novedadMessages } from '../../../src/domain/novedad-rules.ts';
import { searchString } from '../../../src/web/ui/url-filter.ts';
import {
  estadoNovedadLabels,
  novedadRoles,
  restoreNovedad,
  type IdEstadoNovedad,
  type NovedadContext,
  type NovedadUserEvent,
} from '../../../machines/novedad.ts';

type CallId = 'confirmar' | 'editarImporte' | 'anular';

/** Marks the toasts on the screen before a step, to tell them from the ones that follow. */
const OLD = 'data-modelo-anterior';
/** The reference orders of the paths' novedades: above the seed's, 10 digits at most. */
const ORDEN_BASE = 9_000_000_000;
/** 002 §8: the success toast of each user event. */
const successOf: Record<NovedadUserEvent['type'], string> = {
  CONFIRMAR: novedadMessages.confirmadas,
  EDITAR_IMPORTE: novedadMessages.importeActualizado,
  ANULAR: novedadMessages.eliminada,
};

function callOf(method: string, url: string): CallId | null {
  if (method !== 'PUT') return null;
  switch (new URL(url).pathname) {
    case '/api/Liquidaciones/ConfirmaNovedad':
      return 'confirmar';
    case '/api/Liquidaciones/EditarNovedad':
      return 'editarImporte';
    case '/api/Liquidaciones/AnularNovedad':
      return 'anular';
    default:
      return null;
  }
}

interface Shared {
  server: ModelServer;
  pages: RolePages<CallId, Ctx>;
  /** The stored states at which the seller admin was refused the screen (once per run). */
  deniedAt: Set<IdEstadoNovedad>;
}

interface Ctx extends HoldingPath<CallId> {
  sh: Shared;
  idNovedad: number;
  orden: number;
  /** The amount the server keeps (pesos) and the one the pending edit sends. */
  importe: number;
  nextImporte: number;
  /** The role whose page shows the state: the sender of the last user event. */
  role: number;
  /** Counts the changes stored for the path's novedad; each role's page: the one it read. */
  version: number;
  views: Map<number, number>;
  last: NovedadUserEvent | null;
  /** The success toast the last answer must show (null: none, or the error's messages). */
  toast: string | null;
}

let shared: Shared | null = null;
let counter = 0;

async function sharedFor(server: ModelServer, browser: () => Browser): Promise<Shared> {
  if (shared?.server === server) return shared;
  if (shared) await shared.pages.close();
  shared = {
    server,
    pages: new RolePages<CallId, Ctx>(
      server,
      browser,
      /\/api\/Liquidaciones\/(ConfirmaNovedad|EditarNovedad|AnularNovedad)$/,
      callOf,
    ),
    deniedAt: new Set(),
  };
  return shared;
}

const listPath = (c: Ctx) => `/Novedades${searchString({ orden: String(c.orden) })}`;
const rowOf = (c: Ctx, page: Page) =>
  page.locator('tbody tr', { hasText: `Modelo navegador [${String(c.orden)}]` });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dropdownOf = (page: Page, title: string) =>
  page.locator('.mantine-Popover-dropdown', { hasText: title });

/** Opens the role's page on the path's row, or reads the list again when it changed since. */
async function view(c: Ctx, role: number): Promise<Page> {
  const { page } = await c.sh.pages.page(role);
  const read = c.views.get(role);
  if (read === undefined) {
    const url = listPath(c);
    if (page.url() === 'about:blank') {
      await page.goto(url);
    } else {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
    await rowOf(c, page).waitFor(WAIT);
  } else if (read < c.version) {
    // A person coming back to this window: the list's query reads it again; the checks poll.
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
  }
  c.views.set(role, c.version);
  return page;
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

async function stored(c: Ctx): Promise<{ idEstado: number; importe: number } | null> {
  const [row] = await c.sh.server.db.query<{ id_estado: number; importe: string }>(
    'SELECT id_estado, importe::text FROM novedades WHERE id_novedad = $1',
    [c.idNovedad],
  );
  return row ? { idEstado: row.id_estado, importe: Number(row.importe) } : null;
}

interface Row {
  estado: string;
  importe: string;
  checkbox: boolean;
  editar: Visibility;
  eliminar: Visibility;
}

/** The path's row as the page shows it now, read without waiting (null: not there). */
async function rowNow(c: Ctx, page: Page): Promise<Row | null> {
  const row = rowOf(c, page);
  if ((await row.count()) !== 1) return null;
  const [cells] = await row.evaluateAll((els) =>
    els.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())),
  );
  const id = String(c.idNovedad);
  return {
    estado: cells?.[7] ?? '',
    importe: cells?.[6] ?? '',
    checkbox: (await row.getByRole('checkbox', { name: `Seleccionar novedad ${id}` }).count()) > 0,
    editar: await visibility(
      row.getByRole('button', { name: `Editar importe de la novedad ${id}` }),
    ),
    eliminar: await visibility(row.getByRole('button', { name: `Eliminar la novedad ${id}` })),
  };
}

/** The row `role` must see at the snapshot (the machine's answers for that role). */
function expectedRow(c: Ctx, role: number, snapshot: AnyMachineSnapshot): Partial<Row> {
  const { idEstado } = snapshot.context as NovedadContext;
  const atStored = restoreNovedad(idEstado);
  const control = (type: NovedadUserEvent['type']): Visibility => {
    if (!atStored.can({ type, tipoUsuario: role })) return 'oculto';
    return snapshot.can({ type, tipoUsuario: role }) ? 'habilitado' : 'deshabilitado';
  };
  const row: Partial<Row> = {
    estado: estadoNovedadLabels[idEstado],
    importe: formatAmount(centsFromAmount(c.importe)),
    checkbox: atStored.can({ type: 'CONFIRMAR', tipoUsuario: role }),
  };
  // 'Marcar confirmadas' in flight is the page's call: the row's controls are not its state.
  if (!snapshot.matches({ enPreparacion: 'confirmando' })) {
    row.editar = control('EDITAR_IMPORTE');
    row.eliminar = control('ANULAR');
  }
  return row;
}

async function checkRow(c: Ctx, page: Page, role: number, snapshot: AnyMachineSnapshot) {
  const expected = expectedRow(c, role, snapshot);
  const pick = (row: Row | null) =>
    row === null
      ? null
      : Object.fromEntries(Object.keys(expected).map((k) => [k, row[k as keyof Row]]));
  await expect.poll(async () => pick(await rowNow(c, page)), WAIT).toEqual(expected);
}

/** The busy control of the call in flight (Mantine marks a loading button data-loading). */
async function checkBusy(c: Ctx, page: Page, snapshot: AnyMachineSnapshot): Promise<void> {
  const loading = (loc: ReturnType<typeof button>) =>
    expect.poll(() => loc.getAttribute('data-loading'), WAIT).not.toBeNull();
  if (snapshot.matches({ enPreparacion: 'confirmando' })) {
    await loading(button(page, 'Marcar confirmadas'));
  } else if (c.last?.type === 'EDITAR_IMPORTE') {
    await loading(
      dropdownOf(page, '¿Actualizar Importe?').getByRole('button', { name: 'Actualizar' }),
    );
  } else {
    await loading(dropdownOf(page, '¿Eliminar Novedad?').getByRole('button', { name: 'Eliminar' }));
  }
}

/** The user event's gestures on the role's page. */
async function click(c: Ctx, page: Page, e: NovedadUserEvent): Promise<void> {
  const id = String(c.idNovedad);
  const row = rowOf(c, page);
  switch (e.type) {
    case 'CONFIRMAR':
      await row.getByRole('checkbox', { name: `Seleccionar novedad ${id}` }).check();
      await button(page, 'Marcar confirmadas').click();
      return;
    case 'EDITAR_IMPORTE': {
      c.nextImporte = c.importe + 250;
      await row.getByRole('button', { name: `Editar importe de la novedad ${id}` }).click();
      const dropdown = dropdownOf(page, '¿Actualizar Importe?');
      await dropdown.getByLabel('Nuevo Importe:').fill(String(c.nextImporte));
      await dropdown.getByRole('button', { name: 'Actualizar' }).click();
      return;
    }
    case 'ANULAR':
      await row.getByRole('button', { name: `Eliminar la novedad ${id}` }).click();
      await dropdownOf(page, '¿Eliminar Novedad?')
        .getByRole('button', { name: 'Eliminar' })
        .click();
      return;
  }
}

export default function novedadBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const sh = await sharedFor(server(), browser);
      counter += 1;
      // The level's database is its own copy (browser/server.ts): the counter is enough.
      const orden = ORDEN_BASE + counter;
      const estado = (path.start.input as { idEstado?: IdEstadoNovedad }).idEstado ?? 1;
      const [row] = await sh.server.db.query<{ id_novedad: number }>(
        `INSERT INTO novedades (fecha, id_seller, id_tipo_novedad, importe, id_estado,
                                orden_referencia, observaciones)
         SELECT $1::date, $2, min(id_tipo_novedad), 1000, $3, $4, $5 FROM novedad_conceptos
          WHERE NOT anulado
         RETURNING id_novedad`,
        [todayInMarket(), DEMO_SELLER, estado, orden, `Modelo navegador [${String(orden)}]`],
      );
      if (!row) throw new Error('sin novedad de modelo');
      const c: Ctx = {
        sh,
        idNovedad: row.id_novedad,
        orden,
        importe: 1000,
        nextImporte: 1000,
        role: 1,
        version: 0,
        views: new Map(),
        last: null,
        toast: null,
        held: new Map(),
      };
      sh.pages.current = c;
      const first = path.events.find((e) => 'tipoUsuario' in e) as NovedadUserEvent | undefined;
      c.role =
        first && novedadRoles[first.type].includes(first.tipoUsuario) ? first.tipoUsuario : 1;
      await view(c, c.role);
      return c;
    },

    async perform(c, event: EventObject) {
      const answer = answerOf(event.type);
      const { page } = await c.sh.pages.page(c.role);
      await markOld(page);
      if (answer) {
        await c.sh.pages.answer(event);
        if (answer.kind === 'done') {
          if (c.last?.type === 'EDITAR_IMPORTE') c.importe = c.nextImporte;
          c.version += 1;
          // The acting page reads the list again after its answer.
          c.views.set(c.role, c.version);
        }
        c.toast = answer.kind === 'done' && c.last !== null ? successOf[c.last.type] : null;
        return;
      }
      c.toast = null;
      if (event.type === 'LIQUIDAR') {
        // Stands for a settlement's confirmation until issue 20 builds it (see the header).
        await c.sh.server.db.query('UPDATE novedades SET id_estado = 3 WHERE id_novedad = $1', [
          c.idNovedad,
        ]);
        c.version += 1;
        await view(c, c.role);
        return;
      }
      const e = event as NovedadUserEvent;
      c.role = e.tipoUsuario;
      c.last = e;
      const acting = await view(c, e.tipoUsuario);
      await click(c, acting, e);
      const invoked =
        e.type === 'CONFIRMAR' ? 'confirmar' : e.type === 'ANULAR' ? 'anular' : 'editarImporte';
      await expect.poll(() => c.held.has(invoked), WAIT).toBe(true);
    },

    async check(c, snapshot) {
      const page = await view(c, c.role);
      const errores = (snapshot.context as NovedadContext).errores;
      // 002 §8: the answer's toast: the success text, or each message of a failed call.
      for (const message of c.toast === null ? errores : [c.toast]) {
        await newToast(page, message).waitFor(WAIT);
      }
      c.toast = null;
      await checkRow(c, page, c.role, snapshot);
      if (snapshot.hasTag('busy')) {
        await checkBusy(c, page, snapshot);
        return;
      }
      const { idEstado } = snapshot.context as NovedadContext;
      await expect.poll(() => stored(c), WAIT).toEqual({ idEstado, importe: c.importe });
    },

    async forbidden(c, snapshot: AnyMachineSnapshot, event: EventObject) {
      if (event.type === 'LIQUIDAR') return false;
      const e = event as NovedadUserEvent;
      const { idEstado } = snapshot.context as NovedadContext;
      const before = await stored(c);
      if (!novedadRoles[e.type].includes(e.tipoUsuario)) {
        // 000 §2.3: the screen is not in the role's menu; its URL leads home, saying why.
        if (c.sh.deniedAt.has(idEstado)) return true;
        const { page } = await c.sh.pages.page(e.tipoUsuario);
        c.views.delete(e.tipoUsuario);
        await markOld(page);
        const url = listPath(c);
        if (page.url() === 'about:blank') {
          await page.goto(url);
        } else {
          await page.evaluate((to) => {
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, url);
        }
        await newToast(page, deniedRouteMessage('/Novedades')).waitFor(WAIT);
        expect(new URL(page.url()).pathname).not.toBe('/Novedades');
        expect(await button(page, 'Marcar confirmadas').count()).toBe(0);
        c.sh.deniedAt.add(idEstado);
        return true;
      }
      // Staff: the row has no control for the event (checkRow: no checkbox, edit or delete).
      const page = await view(c, e.tipoUsuario);
      await checkRow(c, page, e.tipoUsuario, snapshot);
      if (e.type === 'CONFIRMAR') {
        // Nothing of the page may be confirmed: 'Marcar confirmadas' says so and calls nothing.
        await markOld(page);
        await button(page, 'Marcar confirmadas').click();
        await newToast(page, novedadMessages.ninguna).waitFor(WAIT);
        expect(c.held.size).toBe(0);
      }
      expect(await stored(c)).toEqual(before);
      return true;
    },

    async teardown(c) {
      await c.sh.pages.release(c);
    },
  };
}

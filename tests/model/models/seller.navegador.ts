// Level "navegador" of the seller status machine (001 §4, §6; machines/seller.ts): each user event
// is a click on the ACTIVO/INACTIVO switch of /Sellers/Editar/{id} as the role's demo user, whose
// PUT /api/Seller/CambiarEstadoSeller is held until the path's answer lets it through (done) or
// fails it (error: the switch stays). After each step the switch shows the machine's state.
// Events the machine forbids have no gesture here (the switch is disabled for the roles that never
// toggle, and it sends only the event of the state it shows): the API level checks the refusals.
import type { Browser, Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import { expect, type LevelAdapter, type ModelServer } from './driver.ts';
import { RolePages, WAIT, type HoldingPath } from './kit.ts';
import type { IdEstadoSeller, SellerEvent } from '../../../machines/seller.ts';
import { estadoSellerLabels } from '../../../src/domain/seller-rules.ts';

type CallId = 'cambiarEstado';

interface Ctx extends HoldingPath<CallId> {
  sh: Shared;
  idSeller: number;
  /** The role whose page last acted (its page shows the seller). */
  role: number;
}

interface Shared {
  server: ModelServer;
  pages: RolePages<CallId, Ctx>;
}

let shared: Shared | null = null;
let counter = 0;

const callOf = (method: string, url: string): CallId | null =>
  method === 'PUT' && new URL(url).pathname === '/api/Seller/CambiarEstadoSeller'
    ? 'cambiarEstado'
    : null;

async function sharedFor(server: ModelServer, browser: () => Browser): Promise<Shared> {
  if (shared?.server === server) return shared;
  if (shared) await shared.pages.close();
  shared = {
    server,
    pages: new RolePages(server, browser, /\/api\/Seller\/CambiarEstadoSeller$/, callOf),
  };
  return shared;
}

const switchOf = (page: Page, idEstado: IdEstadoSeller) =>
  page.getByRole('switch', { name: estadoSellerLabels[idEstado], exact: true });

async function open(c: Ctx, role: number): Promise<Page> {
  const { page } = await c.sh.pages.page(role);
  await page.goto(`/Sellers/Editar/${String(c.idSeller)}`);
  await page
    .getByRole('switch')
    .first()
    .waitFor({ state: 'attached', ...WAIT });
  c.role = role;
  return page;
}

export default function sellerBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const sh = await sharedFor(server(), browser);
      counter += 1;
      const estado = (path.start.input as { idEstado?: IdEstadoSeller }).idEstado ?? 2;
      const [row] = await sh.server.db.query<{ id_seller: number }>(
        `INSERT INTO sellers (razon_social, cuit, email, sufijo, estado)
         VALUES ($1, '30-71234567-1', 'navegador@seller.com.ar', 'NAV', $2) RETURNING id_seller`,
        [`Navegador seller ${String(Date.now())} ${String(counter)}`, estado],
      );
      const c: Ctx = { sh, idSeller: row?.id_seller ?? 0, role: 2, held: new Map() };
      sh.pages.current = c;
      await open(c, 2);
      return c;
    },

    async perform(c, event: EventObject) {
      if (await c.sh.pages.answer(event)) return;
      const e = event as SellerEvent;
      const page = await open(c, e.tipoUsuario);
      if (e.type === 'ACTIVAR') {
        await page.getByText(estadoSellerLabels[await offState(page)], { exact: true }).click();
      } else if ((await switchOf(page, 1).count()) > 0) {
        await page.getByText(estadoSellerLabels[1], { exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'Pasar a INACTIVO' }).click();
      }
    },

    async check(c, snapshot) {
      const { page } = await c.sh.pages.page(c.role);
      const idEstado = (snapshot.context as { idEstado: IdEstadoSeller }).idEstado;
      const sw = switchOf(page, idEstado);
      await sw.waitFor({ state: 'attached', ...WAIT });
      if (snapshot.hasTag('busy')) {
        await expect.poll(() => sw.isDisabled(), WAIT).toBe(true);
        return;
      }
      await expect.poll(() => sw.isChecked(), WAIT).toBe(idEstado === 1);
    },

    async teardown(c) {
      await c.sh.pages.release(c);
    },
  };
}

/** The state the switch shows when it is off (INACTIVO or PENDIENTE ACTIVACION). */
async function offState(page: Page): Promise<IdEstadoSeller> {
  return (await switchOf(page, 3).count()) > 0 ? 3 : 2;
}

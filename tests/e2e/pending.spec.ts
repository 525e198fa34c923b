// Issue 35 point 2: 'Pendientes' on the home page through the real app and server, as staff,
// seller admin, seller, supplier and accounting: the panel shows each queue of the role with its
// count (the counts of GET /api/Pendientes for the same user), or 'No tiene pendientes.'; a
// click on a queue opens its list filtered to exactly those records: the list's answer counts
// the same number, the list says which queue it shows, and it shows that many rows (up to a
// page).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Pendientes } from '../../src/api/pending-queries.ts';
import { pendingMessages, pendingQueueById, pendingTitle } from '../../src/domain/pending.ts';
import type { TipoUsuario } from '../../src/domain/roles.ts';
import { apiCallAs, sessionsOf, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const sessionOf = sessionsOf(baseUrl);
const tabs = tabsOf(baseUrl);
let browser: Browser;
let tab: Page | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});
afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

/** The list call a queue's link makes, and where its cards are. */
const lists = {
  publicaciones: { path: '/api/Publicaciones', cards: '[data-testid="listings-cards"] > *' },
  rebates: { path: '/api/Rebates/Gestion', cards: '[data-testid="rebates"] > *' },
  ordenes: { path: '/api/Ordenes', cards: '[data-testid="ordenes"] > *' },
  ordenesProveedores: {
    path: '/api/Ordenes/VentasVerdes/Buscar',
    cards: '[data-testid="ordenes-proveedores"] > *',
  },
  liquidaciones: { path: '/api/Liquidaciones/LiquidacionesBusqueda', cards: 'table tbody tr' },
} as const;
const PAGE = 10;

describe.each(['moderador', 'categoria', 'selleradmin', 'seller', 'proveedor', 'contable'])(
  "'Pendientes' as %s",
  (usuario) => {
    it('shows the role’s counts; each link opens its list with exactly those records', async () => {
      const session = await sessionOf(usuario);
      const tipo = (session.user as { tipoUsuario: TipoUsuario }).tipoUsuario;
      const { page } = await tabs.open(browser, session);
      tab = page;
      const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Pendientes');
      await page.goto('/');
      const answer = (await (await asked).json()) as Pendientes;
      const panel = page.getByTestId('pendientes');
      await panel.getByRole('heading', { name: pendingMessages.titulo }).waitFor();
      const shown = answer.pendientes.filter((c) => c.cantidad > 0);
      if (shown.length === 0) {
        await panel.getByText(pendingMessages.vacio).waitFor();
        return;
      }
      for (const cola of shown) {
        const row = panel.locator(`[data-pendiente="${cola.id}"]`);
        await row.waitFor();
        expect(await row.getByTestId('pendiente-cantidad').textContent()).toBe(
          String(cola.cantidad),
        );
      }
      // The counts are the API's for the same user.
      const direct = await apiCallAs(baseUrl, session.token, 'GET', '/api/Pendientes');
      expect((direct.body as Pendientes).pendientes).toEqual(answer.pendientes);

      for (const cola of shown) {
        await page.goto('/');
        const info = pendingQueueById[cola.id];
        const list = lists[info.list];
        const listed = page.waitForResponse((r) => {
          const url = new URL(r.url());
          if (url.pathname !== list.path || r.status() !== 200) return false;
          const body = r.request().postData() ?? '';
          return url.searchParams.get('Pendiente') === cola.id || body.includes(cola.id);
        });
        await page
          .getByTestId('pendientes')
          .getByRole('link', { name: pendingTitle(cola.id, tipo) })
          .click();
        const total = ((await (await listed).json()) as { cantidadTotal: number }).cantidadTotal;
        expect(total, cola.id).toBe(cola.cantidad);
        await page.getByTestId('pending-notice').waitFor();
        expect(await page.getByTestId('pending-notice').textContent()).toContain(
          pendingTitle(cola.id, tipo),
        );
        const rows = page.locator(list.cards);
        await rows.nth(Math.min(cola.cantidad, PAGE) - 1).waitFor();
        expect(await rows.count(), cola.id).toBe(Math.min(cola.cantidad, PAGE));
      }
    });
  },
);

describe("'Pendientes' stays where it is", () => {
  it('does not move when the dashboard’s figures arrive after it (a click meant for one link never lands on another)', async () => {
    const session = await sessionOf('moderador');
    const { page } = await tabs.open(browser, session);
    tab = page;
    // The figures are held until the panel has its links, as on a machine where they come last.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Landing/Dashboard/Totalizadores', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const panel = page.getByTestId('pendientes');
    const firstLink = panel.getByRole('link').first();
    await firstLink.waitFor();
    const before = await firstLink.boundingBox();
    release();
    await page.getByTestId('dashboard-periodo').waitFor();
    await page
      .locator('[data-testid="dashboard"] [aria-busy="true"]')
      .waitFor({ state: 'detached' });
    const after = await firstLink.boundingBox();
    expect(before).not.toBeNull();
    expect(after).toEqual(before);
  });
});

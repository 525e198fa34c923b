// Issue 34 point 16: after each call the order screen reads the order again and restarts from
// it. Until that answer arrives its workflow controls are disabled, as while the call is in
// flight, so that a click meanwhile is not given to the screen about to be replaced (lost when
// the answer is slow). The re-reading is held here, as a slow server would hold it.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListaOrdenes } from '../../src/api/orders-queries.ts';
import { apiCallAs, sessionsOf, tabsOf, tokenOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const sessionOf = sessionsOf(baseUrl);
const tabs = tabsOf(baseUrl);
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});

const WAIT = { timeout: 30_000, interval: 50 } as const;

/** Each control of `name` on the page: 'deshabilitado' or 'habilitado' (none: []). */
const controls = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .evaluateAll((els) =>
      els.map((el) => ((el as HTMLButtonElement).disabled ? 'deshabilitado' : 'habilitado')),
    );

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first();

describe('the order screen while it reads the order again (issue 34 point 16)', () => {
  it("after 'Solicitar anulación' the decisions wait, disabled, until the order is read; then they are enabled", async () => {
    const { page } = await tabs.open(browser, await sessionOf('selleradmin'));
    await page.goto('/Ordenes');
    const res = await apiCallAs(
      baseUrl,
      await tokenOf(page),
      'GET',
      '/api/Ordenes?IdEstado=1&CantidadPagina=100',
    );
    const target = (res.body as ListaOrdenes).elementos.find((o) => !o.anulacionMarket.anulado);
    if (!target) throw new Error('sin orden pendiente');

    // Every reading of the order after the first is held until the test lets it through.
    const held: Route[] = [];
    let reads = 0;
    await page.route('**/api/Ordenes/Obtener?**', async (route) => {
      reads += 1;
      if (reads === 1) await route.continue();
      else held.push(route);
    });
    const release = async () => {
      for (const route of held.splice(0)) await route.continue();
    };
    const decision = 'Anular con devolución';
    try {
      await page.goto(`/Ordenes/Editar/${String(target.idOrden)}`);
      await page.getByRole('tab', { name: 'Estados' }).click();
      await page.getByLabel('Motivo de anulación').first().click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Solicitar anulación' }).click();
      await toast(page, 'Solicitud de anulación enviada').waitFor(WAIT);
      // The call answered; the order is being read again (held): no decision takes a click.
      await expect.poll(() => held.length, WAIT).toBeGreaterThan(0);
      for (const state of await controls(page, decision)) expect(state).toBe('deshabilitado');

      await release();
      await expect.poll(() => controls(page, decision), WAIT).toEqual(['habilitado']);

      // Back to PENDIENTE as the seed had it: the request rejected with its reason.
      await page.getByLabel('Motivo de rechazo').first().click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Rechazar solicitud' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await toast(page, 'Estado de orden actualizado').waitFor(WAIT);
      await expect.poll(() => held.length, WAIT).toBeGreaterThan(0);
      await release();
      await page.getByTestId('decision-anulacion').waitFor({ state: 'detached', ...WAIT });
    } finally {
      await release();
      await page.unroute('**/api/Ordenes/Obtener?**');
      await page.close();
    }
  });
});

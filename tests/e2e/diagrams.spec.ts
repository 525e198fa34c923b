// Issue 4 points 2, 3 and 5: /Diagramas as an analyst uses it, without logging in. The chart
// is drawn from the registered machine itself (every state, every transition), a role plays
// it (enabled events move the highlighted state, disabled ones say why in Spanish), and the
// page's code is not part of what the login screen downloads.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { nombreTipoUsuario } from '../../src/domain/roles.ts';
import { coverageTargets } from '../model/paths.ts';
import { pathOf, publicPageTest } from './browser.ts';

const it = publicPageTest({ width: 1400, height: 1000 });

const currentState = (p: Page) => p.getByTestId('estado-actual').locator('code').textContent();
const drawnStates = (p: Page) =>
  p
    .getByTestId('statechart')
    .locator('g[data-state]')
    .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-state')));
const activeStates = (p: Page) =>
  p
    .getByTestId('statechart')
    .locator('g.active[data-state]')
    .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-state')));

async function openMachine(p: Page, titulo: string): Promise<void> {
  await p
    .getByRole('link', { name: titulo })
    .or(p.getByText(titulo, { exact: true }))
    .first()
    .click();
  await expect.poll(() => p.getByRole('heading', { name: titulo }).count()).toBe(1);
  await p.getByTestId('statechart').locator('g[data-state]').first().waitFor();
}

async function chooseRole(p: Page, label: string): Promise<void> {
  await p.getByRole('textbox', { name: 'Rol' }).click();
  await p.getByRole('option', { name: label, exact: true }).click();
}

describe('/Diagramas (issue 4 points 2, 3)', () => {
  it('opens without a session and lists every registered machine', async ({ page }) => {
    await page.goto('/Diagramas');
    await expect.poll(() => pathOf(page)).toBe('/Diagramas');
    for (const entry of machineRegistry) {
      await expect
        .poll(() => page.getByText(entry.titulo, { exact: true }).count())
        .toBeGreaterThan(0);
    }
  });

  it('each machine is drawn from its definition: every state and every transition', async ({
    page,
  }) => {
    await page.goto('/Diagramas');
    for (const entry of machineRegistry) {
      await openMachine(page, entry.titulo);
      const targets = coverageTargets(entry.machine);
      await expect
        .poll(async () => [...(await drawnStates(page))].sort())
        .toEqual([...targets.states].sort());
      const edges = await page.getByTestId('statechart').locator('g[data-edge]').count();
      expect(edges).toBeGreaterThanOrEqual(targets.transitions.length);
    }
  });

  it('the session machine played as category: an enabled event moves the highlighted state, a disabled one says why, Reiniciar goes back', async ({
    page,
  }) => {
    await page.goto('/Diagramas');
    const session = machineRegistry.find((e) => e.id === 'session');
    expect(session).toBeDefined();
    await openMachine(page, session?.titulo ?? '');
    await chooseRole(page, '1 · Categoría');
    const start = await currentState(page);
    expect(start).toBe('session.anonymous.login.unverified');
    expect(await activeStates(page)).toContain('session.anonymous.login.unverified');

    // 'Entrar' before the verification is solved: disabled, with the reason in Spanish.
    const entrar = page.getByRole('button', { name: /Clic en 'Entrar'/ });
    expect(await entrar.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByText('El estado actual no acepta este evento.').count())
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: /Resolver la verificación/ }).click();
    await expect.poll(() => currentState(page)).toBe('session.anonymous.login.verified');
    await expect.poll(() => activeStates(page)).toContain('session.anonymous.login.verified');
    await expect.poll(() => entrar.isEnabled()).toBe(true);
    await entrar.click();
    await expect.poll(() => currentState(page)).toBe('session.anonymous.login.submitting');
    await page.getByRole('button', { name: /El servidor acepta el ingreso/ }).click();
    await expect.poll(() => currentState(page)).toBe('session.authenticated.active');

    await page.getByRole('button', { name: 'Reiniciar' }).click();
    await expect.poll(() => currentState(page)).toBe(start);
  });

  it('the session machine played as each of the eight roles: the login leads each one where its session goes', async ({
    page,
  }) => {
    await page.goto('/Diagramas');
    const session = machineRegistry.find((e) => e.id === 'session');
    await openMachine(page, session?.titulo ?? '');
    for (const [role, nombre] of Object.entries(nombreTipoUsuario)) {
      await chooseRole(page, `${role} · ${nombre}`);
      await page.getByRole('button', { name: 'Reiniciar' }).click();
      await expect.poll(() => currentState(page)).toBe('session.anonymous.login.unverified');
      await page.getByRole('button', { name: /Resolver la verificación/ }).click();
      await page.getByRole('button', { name: /Clic en 'Entrar'/ }).click();
      await page.getByRole('button', { name: /El servidor acepta el ingreso/ }).click();
      // 000 §2.2, DECISIONS 13: a temporary password's session (5) can only renew it.
      const expected =
        role === '5' ? 'session.authenticated.renewing.editing' : 'session.authenticated.active';
      await expect.poll(() => currentState(page), { message: `rol ${role}` }).toBe(expected);
      await expect.poll(() => activeStates(page)).toContain(expected);
      // 'Salir' is taken by every session; 'Guardar' only while renewing.
      const guardar = page.getByRole('button', { name: /Guardar la contraseña nueva/ });
      expect(await guardar.isEnabled(), `rol ${role}`).toBe(role === '5');
      await expect
        .poll(() => page.getByRole('button', { name: /Clic en 'Salir'/ }).isEnabled())
        .toBe(true);
    }
  });

  it('a starting point: the session kept from an earlier visit goes straight in, as the chosen role', async ({
    page,
  }) => {
    await page.goto('/Diagramas');
    const session = machineRegistry.find((e) => e.id === 'session');
    await openMachine(page, session?.titulo ?? '');
    await chooseRole(page, `5 · ${nombreTipoUsuario[5]}`);
    await page.getByRole('textbox', { name: 'Punto de partida' }).click();
    await page
      .getByRole('option', { name: 'con una sesión guardada de una visita anterior' })
      .click();
    await expect.poll(() => currentState(page)).toBe('session.authenticated.renewing.editing');
    await page.getByRole('button', { name: 'Reiniciar' }).click();
    await expect.poll(() => currentState(page)).toBe('session.authenticated.renewing.editing');

    // 'Ir al estado actual' brings the highlighted state into the middle of the chart's view.
    const state = page.locator('g.active[data-state="session.authenticated.renewing.editing"]');
    const inView = async () => {
      const [s, v] = await Promise.all([
        state.boundingBox(),
        page.getByTestId('chart-viewport').boundingBox(),
      ]);
      if (!s || !v) return false;
      return (
        s.x >= v.x &&
        s.y >= v.y &&
        s.x + s.width <= v.x + v.width &&
        s.y + s.height <= v.y + v.height
      );
    };
    // Zoomed in far from it first, so that the button is what brings it back.
    for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Acercar' }).click();
    await expect.poll(inView).toBe(false);
    await page.getByRole('button', { name: 'Ir al estado actual' }).click();
    await expect.poll(inView).toBe(true);
  });

  it('the rebate negotiation played by one role after another: category sends, admin approves, seller admin accepts', async ({
    page,
  }) => {
    await page.goto('/Diagramas');
    const rebate = machineRegistry.find((e) => e.id === 'rebate');
    await openMachine(page, rebate?.titulo ?? '');
    await chooseRole(page, `1 · ${nombreTipoUsuario[1]}`);
    await page.getByRole('button', { name: /Enviar un rebate nuevo/ }).click();
    await page.getByRole('button', { name: /El servidor guarda el rebate/ }).click();
    await expect.poll(() => currentState(page)).toBe('rebate.pendiente.listo');
    // Category may not approve its own rebate: the reason names the guard in Spanish.
    const aprobar = page.getByRole('button', { name: /Aprobar \(check\)/ });
    expect(await aprobar.isDisabled()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('No se cumple la condición: solo administrador moderador.', { exact: true })
          .count(),
      )
      .toBeGreaterThan(0);

    // Changing the role keeps the state.
    await chooseRole(page, `2 · ${nombreTipoUsuario[2]}`);
    await expect.poll(() => currentState(page)).toBe('rebate.pendiente.listo');
    await aprobar.click();
    await page.getByRole('button', { name: /El servidor cambia el estado/ }).click();
    await expect.poll(() => currentState(page)).toBe('rebate.enRevision.listo');

    await chooseRole(page, `3 · ${nombreTipoUsuario[3]}`);
    await aprobar.click();
    await page.getByRole('button', { name: /El servidor cambia el estado/ }).click();
    await expect.poll(() => currentState(page)).toBe('rebate.activo.listo');
    await expect.poll(() => activeStates(page)).toContain('rebate.activo');
  });

  it('a role that does not act in a flow sees every event disabled with the reason', async ({
    page,
  }) => {
    await page.goto('/Diagramas');
    const rebate = machineRegistry.find((e) => e.id === 'rebate');
    await openMachine(page, rebate?.titulo ?? '');
    await chooseRole(page, '4 · Seller');
    await expect
      .poll(() => page.getByText('El rol Seller no actúa en este flujo.').count())
      .toBeGreaterThan(1);
    const buttons = page.getByRole('button', { name: /Enviar un rebate nuevo/ });
    expect(await buttons.first().isDisabled()).toBe(true);
  });
});

describe('the page is loaded only when opened (issue 4 point 5)', () => {
  it('the login screen downloads none of the chart code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await page.getByLabel('Usuario', { exact: true }).waitFor();
    // The screen is whole once its last piece, the lazily loaded verification widget, is drawn.
    await page.locator('altcha-widget input[type="checkbox"]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(0);
    // The chart code and each machine's layout (session.layout-*.js...) are chunks of their own.
    expect(scripts.filter((s) => /diagram|\.layout-/i.test(s))).toEqual([]);

    scripts.length = 0;
    await page.goto('/Diagramas');
    await page.getByTestId('statechart').locator('g[data-state]').first().waitFor();
    expect(scripts.some((s) => /diagram/i.test(s))).toBe(true);
  });
});

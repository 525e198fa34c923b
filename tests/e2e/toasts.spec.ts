// Toasts (000 §8) cover no control: they show in a tray under the page's own scrolling area
// (the page ends above it), away from the top bar's bell and user menu and the screens' 'Mostrar
// Filtro' (every screen is checked in console-clean.spec.ts); and a form's validation toast
// closes once its field is fixed (it does not stay over the screen saying something no longer
// true).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { deniedRouteMessage } from '../../src/domain/home.ts';
import { userMessages } from '../../src/domain/user-rules.ts';
import { apiCallAs, sessionThroughApi, type Session, tabsOf } from './browser.ts';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const tabs = tabsOf(baseUrl);
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  while (pages.length > 0) await pages.pop()?.close();
});
afterAll(async () => {
  await tabs.closeAll();
  await browser.close();
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function open(session: Session, viewport: { width: number; height: number }) {
  const { page } = await tabs.open(browser, session, viewport);
  pages.push(page);
  return page;
}

describe('toasts', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
  ]) {
    it(`at ${String(viewport.width)}x${String(viewport.height)}, a toast covers neither the bell, the user menu nor 'Mostrar Filtro'`, async () => {
      const page = await open(await sessionThroughApi(baseUrl, 'categoria'), viewport);
      // A route the category user may not open: the home says why in a toast (000 §2.3).
      await page.goto('/Usuarios');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Mostrar Filtro' }).waitFor();
      // The boxes are read in the page at the moment the toast is there (it lives seconds).
      const boxes = await page
        .waitForFunction((text) => {
          const toast = [...document.querySelectorAll('.mantine-Notification-root')].find((t) =>
            t.textContent.includes(text),
          );
          if (toast === undefined) return null;
          const box = (e: Element | null | undefined) => {
            if (!e) return null;
            const r = e.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          };
          const button = (name: RegExp) =>
            [...document.querySelectorAll('button')].find((b) =>
              name.test(b.getAttribute('aria-label') ?? b.textContent),
            );
          return {
            toast: box(toast),
            controls: {
              campana: box(button(/Notificaciones/)),
              usuario: box(button(/^Menú de usuario/)),
              filtro: box(button(/^Mostrar Filtro$/)),
            },
          };
        }, deniedRouteMessage('/Usuarios'))
        .then((h) => h.jsonValue());
      if (boxes === null || boxes.toast === null) throw new Error('no toast');
      const toast = boxes.toast;
      for (const [name, control] of Object.entries(boxes.controls)) {
        expect(control, name).not.toBeNull();
        expect(overlaps(toast, control as Box), name).toBe(false);
      }
      // Inside the window.
      expect(toast.right).toBeLessThanOrEqual(viewport.width);
      expect(toast.bottom).toBeLessThanOrEqual(viewport.height);
    });
  }

  it("/Usuarios/NuevoUser at 1280x720: the toasts of a failed save leave 'Guardar' and 'Cancelar' free, and the form's end is still reached", async () => {
    const page = await open(await sessionThroughApi(baseUrl, 'moderador'), {
      width: 1280,
      height: 720,
    });
    await page.goto('/Usuarios/NuevoUser');
    await page.getByRole('heading', { name: 'Nuevo usuario' }).waitFor();
    // Saved empty: one toast per field that fails, held open by nothing but their seconds.
    await page.getByRole('button', { name: 'Guardar' }).click();
    const toasts = page.locator('.mantine-Notification-root');
    await toasts.first().waitFor();
    // With the toasts there, the page's end scrolled into view: each button is what the point
    // at its centre hits (no toast over it) and no toast's box meets it.
    const seen = await page.evaluate(() => {
      const area = document.getElementById('pagina');
      if (area === null) return null;
      area.scrollTop = area.scrollHeight;
      const boxes = [...document.querySelectorAll('.mantine-Notification-root')].map((t) =>
        t.getBoundingClientRect(),
      );
      return ['Guardar', 'Cancelar'].map((name) => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent.trim() === name,
        );
        if (button === undefined) return { name, hit: false, under: true };
        const r = button.getBoundingClientRect();
        const hit = button.contains(
          document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2),
        );
        const under = boxes.some(
          (t) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom,
        );
        return { name, hit, under, toasts: boxes.length };
      });
    });
    expect(seen).not.toBeNull();
    for (const button of seen ?? []) {
      expect(button, button.name).toMatchObject({ hit: true, under: false });
    }
    expect(await toasts.count()).toBeGreaterThan(0);
  });

  it("a dialog's own message is read above its overlay: 'Agregar pago' saved empty", async () => {
    const session = await sessionThroughApi(baseUrl, 'moderador');
    const list = await apiCallAs(baseUrl, session.token, 'GET', '/api/Ordenes?IdEstado=1');
    const order = (list.body as { elementos: { idOrden: number }[] }).elementos[0];
    if (order === undefined) throw new Error('sin orden pendiente');
    const page = await open(session, { width: 1280, height: 720 });
    await page.goto(`/Ordenes/Editar/${String(order.idOrden)}`);
    await page.getByRole('tab', { name: 'Medio de pago' }).click();
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar pago' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    // What the point at the toast's centre hits is the toast, not the dialog's overlay.
    await expect
      .poll(() =>
        toast.evaluate((t) => {
          const r = t.getBoundingClientRect();
          return t.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        }),
      )
      .toBe(true);
  });

  it("/Usuarios/NuevoUser: 'Ingrese un nombre de usuario' closes once the name is filled", async () => {
    const page = await open(await sessionThroughApi(baseUrl, 'moderador'), {
      width: 1366,
      height: 768,
    });
    await page.goto('/Usuarios/NuevoUser');
    await page.getByRole('heading', { name: 'Nuevo usuario' }).waitFor();
    await page.getByLabel('E-mail').fill('toast-test@example.com');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.locator('.mantine-Notification-root', {
      hasText: userMessages.nameRequired,
    });
    // The mouse on the toast holds it (Mantine pauses its closing), so only the fix can close it.
    await toast.hover();
    await page.getByLabel('Nombre de usuario').fill('toastnuevo');
    await toast.waitFor({ state: 'detached' });
    expect(await toast.count()).toBe(0);
    // The field's own message went with it.
    expect(await page.getByText(userMessages.nameRequired).count()).toBe(0);
  });
});

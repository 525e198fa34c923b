// Toasts (000 §8) cover no control: they show at the bottom right, away from the top bar's bell
// and user menu and the screens' 'Mostrar Filtro'; and a form's validation toast closes once its
// field is fixed (it does not stay over the screen saying something no longer true).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { deniedRouteMessage } from '../../src/domain/home.ts';
import { userMessages } from '../../src/domain/user-rules.ts';
import { sessionThroughApi, type Session, tabsOf } from './browser.ts';
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

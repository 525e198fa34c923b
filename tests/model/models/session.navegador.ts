// Level "navegador" of the session machine (000 §2.2, §4): each step performed by a person's
// gesture in Debian's Chromium (the widget solving its challenge by itself, 'Entrar', 'Recuperar contraseña',
// 'Salir'...) and each state checked on the screen. The calls the app makes are held while the
// machine is in its in-flight state, then let through to the real server (done) or failed the
// way the network or the server fails them (error).
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import {
  call,
  driver,
  expect,
  loginRequest,
  openPage,
  restoreDemoUsers,
  type LevelAdapter,
  type ModelServer,
} from './driver.ts';
import { sessionMessages } from '../../../src/domain/messages.ts';
import type { SessionUser } from '../../../machines/session.ts';

/** The calls of the session machine, by the id of the actor that makes them. */
const calls: Record<string, RegExp> = {
  login: /\/api\/account\/login$/,
  logout: /\/api\/account\/logout$/,
  requestReset: /\/api\/Usuarios\/TokenResetPassword/,
  renewPassword: /\/api\/Usuarios\/Actualizar$/,
  // The widget's challenge: it asks for one as the login opens and whenever it starts over
  // (auto="onload"), and solves it by itself; held until the path's CHALLENGE_SOLVED, so that
  // 'unverified' is a state the screen stays in, however fast the widget is.
  desafio: /\/api\/account\/Desafio$/,
};

interface Ctx {
  server: ModelServer;
  context: BrowserContext;
  page: Page;
  held: Map<string, Route>;
  seq: number;
}

const NEW_PASSWORD = 'Nueva#2026ab';
let emails = 0;

const actorOf = (type: string) =>
  /^xstate\.(done|error)\.actor\.(.+)$/.exec(type) as [string, 'done' | 'error', string] | null;

async function waitHeld(c: Ctx, id: string): Promise<Route> {
  await expect.poll(() => c.held.has(id), { timeout: 30_000 }).toBe(true);
  const route = c.held.get(id);
  if (!route) throw new Error(`sin llamada ${id}`);
  c.held.delete(id);
  return route;
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('market.token'));
}

async function isLoading(page: Page, name: string): Promise<boolean> {
  const attr = await page.getByRole('button', { name }).getAttribute('data-loading');
  return attr !== null;
}

export function sessionBrowserAdapter(
  browser: () => Browser,
  server: () => ModelServer,
): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const s = server();
      await restoreDemoUsers(s);
      const { context, page } = await openPage(browser(), s.baseUrl);
      const c: Ctx = { server: s, context, page, held: new Map(), seq: 0 };
      for (const [id, pattern] of Object.entries(calls)) {
        await page.route(pattern, (route) => {
          c.held.set(id, route);
        });
      }
      if (path.events.some((e) => e.type === 'SESSION_EXPIRED')) {
        // Issue 13: the session's time passes on the page's clock (SESSION_EXPIRED below);
        // until then it runs as the real one.
        await page.clock.install();
      }
      const stored = (path.start.input as { user?: SessionUser }).user;
      if (stored) {
        // A session kept from an earlier visit: a real token in the browser's storage.
        const res = await loginRequest(s.baseUrl, stored.nombre, driver().demoPassword);
        expect(res.status).toBe(200);
        const { token, ...user } = res.body as SessionUser;
        await context.addInitScript(
          ([t, u]) => {
            if (sessionStorage.getItem('restored') === null) {
              localStorage.setItem('market.token', t);
              localStorage.setItem('market.session', u);
              sessionStorage.setItem('restored', '1');
            }
          },
          [token, JSON.stringify(user)] as const,
        );
        await page.goto('/');
      } else {
        await page.goto('/login');
      }
      return c;
    },

    async perform(c, event, { next }) {
      const { page } = c;
      const answer = actorOf(event.type);
      if (answer) {
        const [, kind, id] = answer;
        const route = await waitHeld(c, id);
        if (kind === 'done') {
          await route.continue();
          return;
        }
        // The ways a call fails for a person: the server says no, or the network is gone.
        if (id === 'login')
          await route.continue(); // wrong password typed: the server's 401
        else if (id === 'renewPassword') {
          // The server refuses the password (the form's own checks already passed).
          const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
          await route.continue({ postData: JSON.stringify({ ...body, password: 'debil' }) });
        } else if (id === 'requestReset') {
          await route.fulfill({
            status: 503,
            json: { errores: [sessionMessages.resetFailed] },
          });
        } else await route.abort('internetdisconnected');
        return;
      }
      switch (event.type) {
        case 'CHALLENGE_SOLVED':
          // Nothing to click: the challenge reaches the widget, which solves it by itself.
          await (await waitHeld(c, 'desafio')).continue();
          await driver().loginScreen.solveWidget(page);
          return;
        case 'CHALLENGE_EXPIRED':
          // The widget's own expiry, as its timer fires it.
          await page
            .locator('altcha-widget')
            .evaluate((el) =>
              (el as unknown as { setState: (s: string) => void }).setState('expired'),
            );
          return;
        case 'SUBMIT': {
          const output = (next as { output?: SessionUser } | undefined)?.output;
          const usuario = output?.tipoUsuario === 5 ? 'renovar' : 'categoria';
          const password =
            next?.type === 'xstate.error.actor.login' ? 'Incorrecta#1' : driver().demoPassword;
          await page.getByLabel('Usuario', { exact: true }).fill(usuario);
          await page.getByLabel('Contraseña', { exact: true }).fill(password);
          await driver().loginScreen.entrar(page).click();
          return;
        }
        case 'FORGOT_PASSWORD':
          await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
          return;
        case 'BACK_TO_LOGIN':
          await page.getByRole('button', { name: 'Volver al inicio de sesión' }).click();
          return;
        case 'REQUEST_RESET':
          emails += 1;
          await page
            .getByRole('textbox', { name: /^Email/ })
            .fill(`navegador${driver().runId}-${String(emails)}@ejemplo.com.ar`);
          await page.getByRole('button', { name: 'Solicitar nueva contraseña' }).click();
          return;
        case 'SAVE_PASSWORD':
          await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
          await page.getByLabel('Confirmar contraseña', { exact: true }).fill(NEW_PASSWORD);
          await page.getByRole('button', { name: 'Guardar' }).click();
          return;
        case 'LOGOUT':
          await driver().clickSalir(page);
          return;
        case 'UNAUTHORIZED': {
          // The session ends on the server (logout in another tab)...
          const token = await storedToken(page);
          if (token) await call(c.server.baseUrl, 'POST', '/api/account/logout', { token });
          const pending = c.held.get('renewPassword');
          if (pending) {
            // ...and the call in flight answers 401.
            c.held.delete('renewPassword');
            await pending.continue();
          } else {
            // ...and the next call of the app (it reads the user when it opens) answers 401.
            await page.reload();
          }
          return;
        }
        case 'SESSION_EXPIRED': {
          // SESSION_TTL_HOURS pass on the page's clock (the server's has not moved: the app
          // itself must end the session at the end the login gave, before any call fails).
          const { end, now } = await page.evaluate(() => ({
            end: (
              JSON.parse(localStorage.getItem('market.session') ?? '{}') as {
                fechaExpiracion?: string;
              }
            ).fechaExpiracion,
            now: Date.now(),
          }));
          expect(end).toBeTypeOf('string');
          await page.clock.fastForward(Math.max(0, Date.parse(end ?? '') - now) + 1000);
          return;
        }
        default:
          throw new Error(`evento sin gesto en el navegador: ${event.type}`);
      }
    },

    async check(c, snapshot: AnyMachineSnapshot) {
      const { page } = c;
      const errores = (snapshot.context as { errores: string[] }).errores;
      const path = () => new URL(page.url()).pathname;
      if (snapshot.matches({ anonymous: 'login' })) {
        await expect.poll(path).toBe('/login');
        await page.getByLabel('Usuario', { exact: true }).waitFor();
        if ((snapshot.context as { sessionExpired: boolean }).sessionExpired) {
          // Issue 13: the session ended by itself (time or a 401): /login says so, no error.
          await page.getByText(sessionMessages.sessionExpired).waitFor();
        }
        const entrar = driver().loginScreen.entrar(page);
        if (snapshot.matches({ anonymous: { login: 'unverified' } })) {
          await expect.poll(() => entrar.isDisabled()).toBe(true);
          if (errores.length > 0) {
            for (const e of errores) await page.getByText(e).first().waitFor();
          }
        } else if (snapshot.matches({ anonymous: { login: 'verified' } })) {
          await expect.poll(() => entrar.isEnabled()).toBe(true);
        } else {
          await expect.poll(() => isLoading(page, 'Entrar')).toBe(true);
        }
      } else if (snapshot.matches({ anonymous: 'recovering' })) {
        await page.getByRole('textbox', { name: /^Email/ }).waitFor();
        if (snapshot.matches({ anonymous: { recovering: 'requesting' } })) {
          await expect.poll(() => isLoading(page, 'Solicitar nueva contraseña')).toBe(true);
        } else if (snapshot.matches({ anonymous: { recovering: 'sent' } })) {
          await page.getByText(sessionMessages.resetSent).waitFor();
        } else if (errores.length > 0) {
          await page.getByText(sessionMessages.resetFailed).first().waitFor();
        }
      } else if (snapshot.matches({ authenticated: 'active' })) {
        await expect.poll(path).toBe('/');
        await page.getByTestId('top-bar-user').waitFor();
        expect(await storedToken(page)).not.toBeNull();
        // Issue 13: the top bar says until when the session lasts.
        await expect
          .poll(() => page.getByTestId('top-bar-session-end').textContent())
          .toMatch(/^Sesión hasta las \d{2}:\d{2}$/);
      } else if (snapshot.matches({ authenticated: 'renewing' })) {
        await page.getByRole('heading', { name: 'Renovar Password' }).waitFor();
        if (snapshot.matches({ authenticated: { renewing: 'saving' } })) {
          await expect.poll(() => isLoading(page, 'Guardar')).toBe(true);
        }
      } else if (snapshot.matches('loggingOut')) {
        // The logout call is in flight: the app has sent it with the session's token.
        await expect.poll(() => c.held.has('logout')).toBe(true);
      }
      if (snapshot.matches('anonymous')) {
        await expect.poll(() => storedToken(page)).toBeNull();
      }
    },

    async teardown(c) {
      await c.context.close();
    },
  };
}
export default sessionBrowserAdapter;

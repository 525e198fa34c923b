// Level "api" of the session machine (000 §2.2): each step performed against the real server
// and database. The answers of the calls (done / error events of the path) decide what is
// sent: a right or a wrong password, a valid or an invalid address.
import type { EventObject } from 'xstate';
import {
  call,
  driver,
  errores,
  expect,
  loginRequest,
  restoreDemoUsers,
  solveChallenge,
  type ApiResponse,
  type LevelAdapter,
  type LoginResponse,
  type ModelServer,
} from './driver.ts';
import { sessionMessages } from '../../../src/domain/messages.ts';
import { passwordMessages } from '../../../src/domain/password.ts';
import type { SessionUser } from '../../../machines/session.ts';

interface Ctx {
  server: ModelServer;
  payload: string;
  token: string | null;
  user: LoginResponse | null;
  pending: ApiResponse | null;
  seq: number;
}

let counter = 0;
const NEW_PASSWORD = 'Nueva#2026ab';

const isDone = (e: EventObject | undefined, id: string) => e?.type === `xstate.done.actor.${id}`;
const isError = (e: EventObject | undefined, id: string) => e?.type === `xstate.error.actor.${id}`;

async function tokenWorks(c: Ctx): Promise<number> {
  if (!c.token || !c.user) return 401;
  const res = await call(
    c.server.baseUrl,
    'GET',
    `/api/Usuarios/Obtener?idUsuario=${String(c.user.userId)}`,
    {
      token: c.token,
    },
  );
  return res.status;
}

export function sessionApiAdapter(server: () => ModelServer): LevelAdapter<Ctx> {
  return {
    async setup(path) {
      const c: Ctx = {
        server: server(),
        payload: '',
        token: null,
        user: null,
        pending: null,
        seq: 0,
      };
      await restoreDemoUsers(c.server);
      const stored = (path.start.input as { user?: SessionUser }).user;
      if (stored) {
        // A session kept from an earlier visit: a real one, as the browser would have it.
        const res = await loginRequest(c.server.baseUrl, stored.nombre, driver().demoPassword);
        expect(res.status).toBe(200);
        c.user = res.body as LoginResponse;
        c.token = c.user.token;
      }
      return c;
    },

    async perform(c, event, { next }) {
      const base = c.server.baseUrl;
      switch (event.type) {
        case 'CHALLENGE_SOLVED':
          c.payload = await solveChallenge(base);
          return;
        case 'CHALLENGE_EXPIRED': {
          // The widget's solution is gone; an empty token is what the server then gets.
          c.payload = '';
          const res = await loginRequest(base, 'categoria', driver().demoPassword, {
            TokenReCaptcha: '',
          });
          expect(res.status).toBe(400);
          expect(errores(res)).toEqual([sessionMessages.captchaExpired]);
          return;
        }
        case 'SUBMIT': {
          const output = (next as { output?: SessionUser } | undefined)?.output;
          const usuario = output?.tipoUsuario === 5 ? 'renovar' : 'categoria';
          const password = isError(next, 'login') ? 'Incorrecta#1' : driver().demoPassword;
          c.pending = await loginRequest(base, usuario, password, { TokenReCaptcha: c.payload });
          c.payload = '';
          if (!next) expect([200, 401]).toContain(c.pending.status);
          return;
        }
        case 'xstate.done.actor.login': {
          const output = (event as unknown as { output: SessionUser }).output;
          expect(c.pending?.status, JSON.stringify(c.pending?.body)).toBe(200);
          c.user = c.pending?.body as LoginResponse;
          expect(c.user.tipoUsuario).toBe(output.tipoUsuario);
          // Issue 13: the login says when the session ends (SESSION_TTL_HOURS, 12 by default).
          expect(Date.parse(c.user.fechaExpiracion ?? '')).toBeGreaterThan(Date.now());
          c.token = c.user.token;
          return;
        }
        case 'xstate.error.actor.login': {
          expect(c.pending?.status).toBe(401);
          if (c.pending) expect(errores(c.pending)).toEqual([sessionMessages.badCredentials]);
          // The spent solution cannot be used again.
          return;
        }
        case 'FORGOT_PASSWORD':
        case 'BACK_TO_LOGIN':
          return; // Only the screen changes.
        case 'REQUEST_RESET': {
          counter += 1;
          const email = isError(next, 'requestReset')
            ? 'no-es-un-mail'
            : `modelo${driver().runId}-${String(counter)}@ejemplo.com.ar`;
          c.pending = await call(
            base,
            'GET',
            `/api/Usuarios/TokenResetPassword?Email=${encodeURIComponent(email)}&IdTipoUser=0`,
          );
          if (!next) expect([200, 400]).toContain(c.pending.status);
          return;
        }
        case 'xstate.done.actor.requestReset':
          expect(c.pending?.status).toBe(200);
          return;
        case 'xstate.error.actor.requestReset':
          expect(c.pending?.status).toBe(400);
          return;
        case 'SAVE_PASSWORD': {
          // Without its answer in the path the call is still in flight when the next event
          // comes: send one that changes nothing, so the server keeps the session.
          const password = isDone(next, 'renewPassword') ? NEW_PASSWORD : 'debil';
          c.pending = await call(base, 'PUT', '/api/Usuarios/Actualizar', {
            token: c.token ?? '',
            json: { idUsuario: c.user?.userId, password },
          });
          if (!next) expect([200, 400]).toContain(c.pending.status);
          return;
        }
        case 'xstate.done.actor.renewPassword':
          expect(c.pending?.status).toBe(200);
          // Saving revoked the session: the client logs out with a token the server refuses.
          expect(await tokenWorks(c)).toBe(401);
          return;
        case 'xstate.error.actor.renewPassword':
          expect(c.pending?.status).toBe(400);
          if (c.pending) expect(errores(c.pending)).toEqual([passwordMessages.requirements]);
          return;
        case 'LOGOUT': {
          if (isError(next, 'logout') && c.token) {
            // The server cannot log this token out (already revoked elsewhere).
            await call(base, 'POST', '/api/account/logout', { token: c.token });
          }
          c.pending = await call(base, 'POST', '/api/account/logout', { token: c.token ?? '' });
          if (!next) expect(c.pending.status).toBe(204);
          return;
        }
        case 'xstate.done.actor.logout':
          // After a renewal the token is already revoked: logging out answers 401, and the
          // client ends its session all the same.
          expect([204, 401]).toContain(c.pending?.status);
          expect(await tokenWorks(c)).toBe(401);
          c.token = null;
          return;
        case 'xstate.error.actor.logout':
          expect(c.pending?.status).toBe(401);
          c.token = null;
          return;
        case 'UNAUTHORIZED': {
          // The session ends on the server (another tab logged out, or it expired)...
          if (c.token) await call(base, 'POST', '/api/account/logout', { token: c.token });
          // ...and the next call of the app answers 401.
          expect(await tokenWorks(c)).toBe(401);
          c.token = null;
          return;
        }
        case 'SESSION_EXPIRED': {
          // SESSION_TTL_HOURS have passed: the session's end, as the database keeps it, is
          // moved to the past (the server reads the time from the database)...
          const rows = await c.server.db.query(
            `UPDATE sessions SET expires_at = now() - interval '1 second'
              WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') RETURNING id`,
            [c.token ?? ''],
          );
          expect(rows).toHaveLength(1);
          // ...and every call with the token answers 401 with the message /login shows.
          const res = await call(
            base,
            'GET',
            `/api/Usuarios/Obtener?idUsuario=${String(c.user?.userId ?? 1)}`,
            {
              token: c.token ?? '',
            },
          );
          expect(res.status).toBe(401);
          expect(errores(res)).toEqual([sessionMessages.sessionExpired]);
          c.token = null;
          return;
        }
        default:
          throw new Error(`evento sin paso en el nivel api: ${event.type}`);
      }
    },

    async check(c, snapshot) {
      // What the server keeps: a working session exactly while the machine is signed in.
      if (
        snapshot.matches({ authenticated: 'active' }) ||
        snapshot.matches({ authenticated: { renewing: 'editing' } })
      ) {
        expect(await tokenWorks(c)).toBe(200);
        const type = snapshot.matches({ authenticated: 'active' }) ? 'active' : 'renewing';
        expect(c.user?.tipoUsuario === 5 ? 'renewing' : 'active').toBe(type);
      }
      if (snapshot.matches('anonymous')) expect(await tokenWorks(c)).toBe(401);
    },

    async forbidden(c, snapshot, event: EventObject) {
      const base = c.server.baseUrl;
      if (event.type === 'LOGOUT') {
        const res = await call(base, 'POST', '/api/account/logout', {
          token: c.token ?? 'x'.repeat(43),
        });
        // Forbidden only without a session (anonymous): 401. A session has no state on the
        // server to conflict with, so the session machine's refusals are never 409.
        expect(res.status, JSON.stringify(res.body)).toBe(401);
        errores(res);
        return true;
      }
      if (event.type === 'SAVE_PASSWORD') {
        // Signed in and active, PUT /api/Usuarios/Actualizar is the user edit of 001 §2.4
        // (issue 17: a user may change its own password there), not the renewal: the session
        // machine's refusal has no call of its own to check. Signed out: no session (401).
        if (snapshot.matches('authenticated')) return false;
        const res = await call(base, 'PUT', '/api/Usuarios/Actualizar', {
          token: c.token ?? 'x'.repeat(43),
          json: { idUsuario: c.user?.userId ?? 1, password: NEW_PASSWORD },
        });
        expect(res.status).toBe(401);
        errores(res);
        return true;
      }
      return false;
    },

    async teardown() {},
  };
}
export default sessionApiAdapter;

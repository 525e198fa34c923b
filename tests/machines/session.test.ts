// 000 §2.2 and §4 (Session): the session workflow, with its calls replaced by fake actors
// through .provide(), so that it runs without a DOM, a network or a database.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor, type StateValueFrom } from 'xstate';
import {
  CAPTCHA_EXPIRED,
  RESET_PASSWORD_TYPE,
  SessionCallError,
  sessionMachine,
  type LoginInput,
  type SessionUser,
} from '../../machines/session.ts';
import {
  loginAllowed,
  resetAllowed,
  sessionAllows,
} from '../../src/server/shared/session-machine.ts';
import { sessionEndOf, watchSessionEnd } from '../../src/web/session/session-end.ts';
import type { Session } from '../../src/server/http/contract.ts';

const sellerUser: SessionUser = {
  token: 'tok-seller',
  idSeller: 1,
  nombre: 'seller',
  tipoUsuario: 4,
  userId: 4,
  hiddenItemsIds: [],
  fechaExpiracion: '2026-11-26T08:00:00.000Z',
};
const renewalUser: SessionUser = { ...sellerUser, token: 'tok-renovar', tipoUsuario: 5 };

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The machine with recording fakes; each call answers what `answers` says. */
function setupSession(
  answers: {
    login?: (input: LoginInput) => Promise<SessionUser>;
    requestReset?: (email: string) => Promise<void>;
    renewPassword?: (user: SessionUser, password: string) => Promise<void>;
    logout?: (user: SessionUser | null) => Promise<void>;
  } = {},
  stored: SessionUser | null = null,
) {
  const calls = {
    login: [] as LoginInput[],
    requestReset: [] as string[],
    renewPassword: [] as { user: SessionUser; password: string }[],
    logout: [] as (SessionUser | null)[],
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<SessionUser, LoginInput>(async ({ input }) => {
        calls.login.push(input);
        return (answers.login ?? (() => Promise.resolve(sellerUser)))(input);
      }),
      requestReset: fromPromise<void, { email: string }>(async ({ input }) => {
        calls.requestReset.push(input.email);
        return (answers.requestReset ?? (() => Promise.resolve()))(input.email);
      }),
      renewPassword: fromPromise<void, { user: SessionUser; password: string }>(
        async ({ input }) => {
          calls.renewPassword.push(input);
          return (answers.renewPassword ?? (() => Promise.resolve()))(input.user, input.password);
        },
      ),
      logout: fromPromise<void, { user: SessionUser | null }>(async ({ input }) => {
        calls.logout.push(input.user);
        return (answers.logout ?? (() => Promise.resolve()))(input.user);
      }),
    },
  });
  const actor = createActor(machine, { input: { user: stored } });
  actor.start();
  return { actor, calls };
}

type SessionActor = Actor<typeof sessionMachine>;

const settled = (actor: SessionActor, state: StateValueFrom<typeof sessionMachine>) =>
  waitFor(actor, (s) => s.matches(state), { timeout: 30_000 });

const value = (actor: SessionActor) => actor.getSnapshot().value;

describe('login (000 §2.2)', () => {
  it('without a stored session the machine starts at the login form, unverified: SUBMIT is not possible', () => {
    const { actor } = setupSession();
    expect(value(actor)).toEqual({ anonymous: { login: 'unverified' } });
    expect(actor.getSnapshot().hasTag('public')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', usuario: 'u', password: 'p' })).toBe(false);
  });

  it('CHALLENGE_SOLVED enables SUBMIT (can) and keeps the payload for one attempt', () => {
    const { actor } = setupSession();
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'payload-1' });
    const snap = actor.getSnapshot();
    expect(snap.value).toEqual({ anonymous: { login: 'verified' } });
    expect(snap.can({ type: 'SUBMIT', usuario: 'seller', password: 'x' })).toBe(true);
    expect(snap.hasTag('canSubmit')).toBe(true);
    expect(snap.context.challengePayload).toBe('payload-1');
  });

  it('a successful SUBMIT sends user, password and payload, and ends in authenticated.active with the user', async () => {
    const gate = deferred<SessionUser>();
    const { actor, calls } = setupSession({ login: () => gate.promise });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'payload-1' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'Demo#2026ok' });
    // While the call is in flight the form is busy and cannot be sent again.
    expect(value(actor)).toEqual({ anonymous: { login: 'submitting' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', usuario: 'seller', password: 'x' })).toBe(
      false,
    );
    gate.resolve(sellerUser);
    await settled(actor, 'authenticated');
    const snap = actor.getSnapshot();
    expect(snap.value).toEqual({ authenticated: 'active' });
    expect(snap.hasTag('signedIn')).toBe(true);
    expect(snap.hasTag('menu')).toBe(true);
    expect(snap.context.user).toEqual(sellerUser);
    expect(snap.context.challengePayload).toBeNull();
    expect(calls.login).toEqual([
      { usuario: 'seller', password: 'Demo#2026ok', tokenReCaptcha: 'payload-1' },
    ]);
  });

  it('a login answering tipoUsuario 5 ends in authenticated.renewing (only the renewal screen)', async () => {
    const { actor } = setupSession({ login: () => Promise.resolve(renewalUser) });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'renovar', password: 'x' });
    await settled(actor, 'authenticated');
    expect(RESET_PASSWORD_TYPE).toBe(5);
    expect(value(actor)).toEqual({ authenticated: { renewing: 'editing' } });
    expect(actor.getSnapshot().hasTag('menu')).toBe(false);
  });

  it('a refused login returns to unverified with the server errores and the payload cleared (solved once)', async () => {
    const { actor } = setupSession({
      login: () => Promise.reject(new SessionCallError(['Usuario o contraseña incorrectos'])),
    });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'mala' });
    await settled(actor, { anonymous: { login: 'unverified' } });
    const snap = actor.getSnapshot();
    expect(snap.value).toEqual({ anonymous: { login: 'unverified' } });
    expect(snap.context.errores).toEqual(['Usuario o contraseña incorrectos']);
    expect(snap.context.challengePayload).toBeNull();
    expect(snap.context.user).toBeNull();
    expect(snap.can({ type: 'SUBMIT', usuario: 'seller', password: 'x' })).toBe(false);
  });

  it('a login failing without server messages (network) shows a clear Spanish text', async () => {
    const { actor } = setupSession({ login: () => Promise.reject(new TypeError('fetch failed')) });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'x' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(actor.getSnapshot().context.errores).toEqual([
      'No pudo iniciarse la sesión. Intente nuevamente.',
    ]);
  });

  it('a new attempt clears the previous errores', async () => {
    const gate = deferred<SessionUser>();
    let first = true;
    const { actor } = setupSession({
      login: () => {
        if (first) {
          first = false;
          return Promise.reject(new SessionCallError(['Usuario o contraseña incorrectos']));
        }
        return gate.promise;
      },
    });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p1' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'mala' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p2' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'buena' });
    expect(actor.getSnapshot().context.errores).toEqual([]);
    gate.resolve(sellerUser);
    await settled(actor, 'authenticated');
  });

  it(`CHALLENGE_EXPIRED returns to unverified with '${CAPTCHA_EXPIRED}' and disables SUBMIT`, () => {
    const { actor } = setupSession();
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'CHALLENGE_EXPIRED' });
    const snap = actor.getSnapshot();
    expect(CAPTCHA_EXPIRED).toBe('Codigo ReCaptcha expirado. Intente nuevamente');
    expect(snap.value).toEqual({ anonymous: { login: 'unverified' } });
    expect(snap.context.errores).toEqual(['Codigo ReCaptcha expirado. Intente nuevamente']);
    expect(snap.context.challengePayload).toBeNull();
    expect(snap.can({ type: 'SUBMIT', usuario: 'seller', password: 'x' })).toBe(false);
  });

  it('an empty payload does not enable a submit (hasChallenge)', () => {
    const { actor } = setupSession();
    actor.send({ type: 'CHALLENGE_SOLVED', payload: '' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT', usuario: 'seller', password: 'x' })).toBe(
      false,
    );
  });
});

describe('password recovery (000 §2.2, DECISIONS 13)', () => {
  it('FORGOT_PASSWORD opens the recovery form; REQUEST_RESET with an e-mail is sent; then sent', async () => {
    const { actor, calls } = setupSession();
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(value(actor)).toEqual({ anonymous: { recovering: 'editing' } });
    expect(actor.getSnapshot().can({ type: 'REQUEST_RESET', email: '  ' })).toBe(false);
    actor.send({ type: 'REQUEST_RESET', email: 'operador@electrohogarpatagonia.com.ar' });
    await settled(actor, { anonymous: { recovering: 'sent' } });
    expect(value(actor)).toEqual({ anonymous: { recovering: 'sent' } });
    expect(actor.getSnapshot().context.resetRequested).toBe(true);
    expect(calls.requestReset).toEqual(['operador@electrohogarpatagonia.com.ar']);
    // It can be asked again from 'sent'.
    expect(actor.getSnapshot().can({ type: 'REQUEST_RESET', email: 'a@b.com' })).toBe(true);
  });

  it("a failed reset request returns to the form with 'No pudo enviarse el token'", async () => {
    const { actor } = setupSession({
      requestReset: () => Promise.reject(new Error('500')),
    });
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'REQUEST_RESET', email: 'a@b.com' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(value(actor)).toEqual({ anonymous: { recovering: 'editing' } });
    expect(actor.getSnapshot().context.errores).toEqual(['No pudo enviarse el token']);
    expect(actor.getSnapshot().context.resetRequested).toBe(false);
  });

  it('a refused reset request shows the server messages (e.g. Mail incorrecto)', async () => {
    const { actor } = setupSession({
      requestReset: () => Promise.reject(new SessionCallError(['Mail incorrecto'])),
    });
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'REQUEST_RESET', email: 'x' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(actor.getSnapshot().context.errores).toEqual(['Mail incorrecto']);
  });

  it('BACK_TO_LOGIN returns to the login form, unverified and without errores', async () => {
    const { actor } = setupSession({
      requestReset: () => Promise.reject(new Error('x')),
    });
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'REQUEST_RESET', email: 'a@b.com' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    actor.send({ type: 'BACK_TO_LOGIN' });
    expect(value(actor)).toEqual({ anonymous: { login: 'unverified' } });
    expect(actor.getSnapshot().context.errores).toEqual([]);
  });
});

describe('password renewal and logout (000 §2.2, DECISIONS 13)', () => {
  it('SAVE_PASSWORD renews with the session user, then the session ends with no logout call', async () => {
    const { actor, calls } = setupSession({}, renewalUser);
    expect(value(actor)).toEqual({ authenticated: { renewing: 'editing' } });
    actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    await settled(actor, 'anonymous');
    expect(calls.renewPassword).toEqual([{ user: renewalUser, password: 'Nueva#2026x' }]);
    // The server revoked the token when it saved (001 §4): logging it out would answer 401.
    expect(calls.logout).toEqual([]);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.passwordRenewed).toBe(true);
    expect(value(actor)).toEqual({ anonymous: { login: 'unverified' } });
  });

  it('is busy while the save is answered, and the next login forgets the renewal', async () => {
    const saved = deferred<void>();
    const { actor } = setupSession({ renewPassword: () => saved.promise }, renewalUser);
    actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    saved.resolve();
    await settled(actor, 'anonymous');
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'renovar', password: 'Nueva#2026x' });
    await settled(actor, 'authenticated');
    expect(actor.getSnapshot().context.passwordRenewed).toBe(false);
  });

  it('a refused renewal stays on the form with the server message', async () => {
    const { actor, calls } = setupSession(
      {
        renewPassword: () =>
          Promise.reject(new SessionCallError(['La contraseña no cumple con los requisitos'])),
      },
      renewalUser,
    );
    actor.send({ type: 'SAVE_PASSWORD', password: 'corta' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(value(actor)).toEqual({ authenticated: { renewing: 'editing' } });
    expect(actor.getSnapshot().context.errores).toEqual([
      'La contraseña no cumple con los requisitos',
    ]);
    expect(actor.getSnapshot().context.user).toEqual(renewalUser);
    expect(calls.logout).toEqual([]);
  });

  it("a renewal failing without server messages shows 'No pudo actualizarse la contraseña'", async () => {
    const { actor } = setupSession(
      { renewPassword: () => Promise.reject(new Error('x')) },
      renewalUser,
    );
    actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(actor.getSnapshot().context.errores).toEqual(['No pudo actualizarse la contraseña']);
  });

  it('SAVE_PASSWORD is not possible from an ordinary session (only from renewing)', () => {
    const { actor } = setupSession({}, sellerUser);
    expect(actor.getSnapshot().can({ type: 'SAVE_PASSWORD', password: 'x' })).toBe(false);
  });

  it('LOGOUT calls logout with the user and ends anonymous without the user', async () => {
    const { actor, calls } = setupSession({}, sellerUser);
    expect(actor.getSnapshot().can({ type: 'LOGOUT' })).toBe(true);
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    expect(calls.logout).toEqual([sellerUser]);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('LOGOUT ends the local session even when the server cannot be reached', async () => {
    const { actor } = setupSession(
      { logout: () => Promise.reject(new TypeError('fetch failed')) },
      sellerUser,
    );
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('UNAUTHORIZED (a 401 from any call) clears the user and returns to the login form', () => {
    const { actor, calls } = setupSession({}, sellerUser);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(value(actor)).toEqual({ anonymous: { login: 'unverified' } });
    expect(actor.getSnapshot().context.user).toBeNull();
    // The token is already dead: no logout call.
    expect(calls.logout).toEqual([]);
  });

  it('LOGOUT and UNAUTHORIZED mean nothing to an anonymous session', () => {
    const { actor } = setupSession();
    expect(actor.getSnapshot().can({ type: 'LOGOUT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'UNAUTHORIZED' })).toBe(false);
  });
});

describe('the session ends by itself (issue 13: SESSION_TTL_HOURS)', () => {
  it('SESSION_EXPIRED ends an active session: anonymous, no user, sessionExpired for /login, no logout call', () => {
    const { actor, calls } = setupSession({}, sellerUser);
    expect(actor.getSnapshot().can({ type: 'SESSION_EXPIRED' })).toBe(true);
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(value(actor)).toEqual({ anonymous: { login: 'unverified' } });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
    expect(actor.getSnapshot().context.passwordRenewed).toBe(false);
    // The server refuses the token already: no logout call (it would answer 401).
    expect(calls.logout).toEqual([]);
  });

  it('SESSION_EXPIRED ends a renewal session too, even while its save is answered', async () => {
    const saved = deferred<void>();
    const { actor } = setupSession({ renewPassword: () => saved.promise }, renewalUser);
    actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    expect(value(actor)).toEqual({ authenticated: { renewing: 'saving' } });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(value(actor)).toEqual({ anonymous: { login: 'unverified' } });
    saved.resolve();
    await Promise.resolve();
    // The late answer is not the session's any more: it is not 'renovada'.
    expect(actor.getSnapshot().context.passwordRenewed).toBe(false);
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
  });

  it('UNAUTHORIZED (a 401) ends the session the same way: /login says it expired', () => {
    const { actor } = setupSession({}, sellerUser);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
  });

  it("SESSION_EXPIRED means nothing without a session or while 'Salir' is answered", async () => {
    expect(setupSession().actor.getSnapshot().can({ type: 'SESSION_EXPIRED' })).toBe(false);
    const out = deferred<void>();
    const { actor } = setupSession({ logout: () => out.promise }, sellerUser);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().can({ type: 'SESSION_EXPIRED' })).toBe(false);
    out.resolve();
    await settled(actor, 'anonymous');
    // Asked for: /login says nothing.
    expect(actor.getSnapshot().context.sessionExpired).toBe(false);
  });

  it('the next login forgets that the last session expired', async () => {
    const { actor } = setupSession({}, sellerUser);
    actor.send({ type: 'SESSION_EXPIRED' });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'Demo#2026ok' });
    await settled(actor, 'authenticated');
    expect(actor.getSnapshot().context.sessionExpired).toBe(false);
  });
});

describe("the app sends SESSION_EXPIRED at the login's fechaExpiracion (src/web/session)", () => {
  const at = (iso: string): SessionUser => ({ ...sellerUser, fechaExpiracion: iso });
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T20:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the end of a session; none for a session kept without it', () => {
    expect(sessionEndOf(at('2026-11-26T08:00:00.000Z'))).toBe(Date.parse('2026-11-26T08:00:00Z'));
    expect(sessionEndOf({ ...sellerUser, fechaExpiracion: null })).toBeNull();
    expect(sessionEndOf(at('no es una fecha'))).toBeNull();
    expect(sessionEndOf(null)).toBeNull();
  });

  it('ends the session when its time is up, not a moment before', () => {
    const { actor } = setupSession({}, at('2026-11-26T08:00:00.000Z'));
    const stop = watchSessionEnd(actor);
    vi.advanceTimersByTime(12 * 3600_000 - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(value(actor)).toEqual({ anonymous: { login: 'unverified' } });
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
    stop();
  });

  it('a kept session already over ends at once, before anything is shown', () => {
    const { actor } = setupSession({}, at('2026-11-25T19:59:59.000Z'));
    const stop = watchSessionEnd(actor);
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    stop();
  });

  it('a session without a known end is not ended by time (the 401 still ends it)', () => {
    const { actor } = setupSession({}, { ...sellerUser, fechaExpiracion: null });
    const stop = watchSessionEnd(actor);
    vi.advanceTimersByTime(48 * 3600_000);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    stop();
  });

  it("after 'Salir' the timer is gone: the next session gets its own", async () => {
    const next = at('2026-11-26T10:00:00.000Z');
    const { actor } = setupSession(
      { login: () => Promise.resolve(next) },
      at('2026-11-26T08:00:00.000Z'),
    );
    const stop = watchSessionEnd(actor);
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'Demo#2026ok' });
    await settled(actor, 'authenticated');
    vi.advanceTimersByTime(13 * 3600_000);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    vi.advanceTimersByTime(1 * 3600_000);
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
    stop();
  });
});

describe('restoring a stored session', () => {
  it('a stored user restores to authenticated.active without any call', () => {
    const { actor, calls } = setupSession({}, sellerUser);
    expect(value(actor)).toEqual({ authenticated: 'active' });
    expect(actor.getSnapshot().context.user).toEqual(sellerUser);
    expect(calls.login).toEqual([]);
  });

  it('a stored renewal user (tipoUsuario 5) restores to authenticated.renewing', () => {
    const { actor } = setupSession({}, renewalUser);
    expect(value(actor)).toEqual({ authenticated: { renewing: 'editing' } });
  });
});

describe('the server restores the same machine to decide what a session may do', () => {
  const session = (tipoUsuario: Session['tipoUsuario']): Session => ({
    sessionId: '1',
    userId: 9,
    tipoUsuario,
    idSeller: 3,
    hiddenItemsIds: [],
  });

  it('a renewal session (5) may SAVE_PASSWORD and LOGOUT', () => {
    expect(sessionAllows(session(5), { type: 'SAVE_PASSWORD', password: 'x' })).toBe(true);
    expect(sessionAllows(session(5), { type: 'LOGOUT' })).toBe(true);
  });

  it('an ordinary session may LOGOUT but not SAVE_PASSWORD (the renewal step)', () => {
    for (const tipo of [1, 2, 3, 4, 6, 7, 8] as const) {
      expect(sessionAllows(session(tipo), { type: 'LOGOUT' })).toBe(true);
      expect(sessionAllows(session(tipo), { type: 'SAVE_PASSWORD', password: 'x' })).toBe(false);
    }
  });
});

// What the first Stryker runs (npm run test:mutation -- session) showed that no test read: the
// calls' stand-ins, the tags and invoke ids, the initial context and what each reset clears.
describe('what the machine holds besides its states', () => {
  /** The machine as the module defines it, with none of its calls provided. */
  function bare(stored: SessionUser | null = null) {
    const failures: { type: string; message: string }[] = [];
    const actor = createActor(sessionMachine, {
      input: { user: stored },
      inspect: (e) => {
        if (e.type !== '@xstate.event' || !e.event.type.startsWith('xstate.error.actor.')) return;
        const { error } = e.event as unknown as { error: unknown };
        failures.push({ type: e.event.type, message: (error as Error).message });
      },
    });
    actor.start();
    return { actor, failures };
  }

  it('starts with nothing kept but the stored user', () => {
    const empty = {
      challengePayload: null,
      errores: [],
      resetRequested: false,
      passwordRenewed: false,
      sessionExpired: false,
    };
    expect(setupSession().actor.getSnapshot().context).toEqual({ user: null, ...empty });
    expect(setupSession({}, sellerUser).actor.getSnapshot().context).toEqual({
      user: sellerUser,
      ...empty,
    });
    const noInput = createActor(sessionMachine, { input: {} });
    noInput.start();
    expect(noInput.getSnapshot().context).toEqual({ user: null, ...empty });
  });

  it('a call the app did not provide fails with its own name, and the form shows its Spanish text', async () => {
    const { actor, failures } = bare();
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'u', password: 'p' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(actor.getSnapshot().context.errores).toEqual([
      'No pudo iniciarse la sesión. Intente nuevamente.',
    ]);
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'REQUEST_RESET', email: 'a@b.com' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(actor.getSnapshot().context.errores).toEqual(['No pudo enviarse el token']);
    expect(actor.getSnapshot().context.resetRequested).toBe(false);

    const renewal = bare(renewalUser);
    renewal.actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    await waitFor(renewal.actor, (s) => s.context.errores.length > 0);
    expect(renewal.actor.getSnapshot().context.errores).toEqual([
      'No pudo actualizarse la contraseña',
    ]);
    renewal.actor.send({ type: 'LOGOUT' });
    await waitFor(renewal.actor, (s) => s.matches('anonymous'));
    expect(renewal.actor.getSnapshot().context.user).toBeNull();

    expect([...failures, ...renewal.failures]).toEqual([
      { type: 'xstate.error.actor.login', message: 'login not provided' },
      { type: 'xstate.error.actor.requestReset', message: 'requestReset not provided' },
      { type: 'xstate.error.actor.renewPassword', message: 'renewPassword not provided' },
      { type: 'xstate.error.actor.logout', message: 'logout not provided' },
    ]);
  });

  it('each busy state is tagged busy and runs its call under the call’s id', async () => {
    const login = deferred<SessionUser>();
    const reset = deferred<void>();
    const { actor } = setupSession({
      login: () => login.promise,
      requestReset: () => reset.promise,
    });
    const children = () => Object.keys(actor.getSnapshot().children);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'REQUEST_RESET', email: 'a@b.com' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('public')).toBe(true);
    expect(children()).toEqual(['requestReset']);
    reset.resolve();
    await settled(actor, { anonymous: { recovering: 'sent' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'BACK_TO_LOGIN' });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(true);
    actor.send({ type: 'SUBMIT', usuario: 'u', password: 'p' });
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(false);
    expect(children()).toEqual(['login']);
    login.resolve(sellerUser);
    await settled(actor, 'authenticated');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().hasTag('public')).toBe(false);
    const out = deferred<void>();
    const session = setupSession({ logout: () => out.promise }, sellerUser);
    session.actor.send({ type: 'LOGOUT' });
    expect(session.actor.getSnapshot().value).toBe('loggingOut');
    expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(session.actor.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(Object.keys(session.actor.getSnapshot().children)).toEqual(['logout']);
    out.resolve();
    await settled(session.actor, 'anonymous');
    const saved = deferred<void>();
    const renewal = setupSession({ renewPassword: () => saved.promise }, renewalUser);
    expect(renewal.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(renewal.actor.getSnapshot().hasTag('busy')).toBe(false);
    renewal.actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    expect(Object.keys(renewal.actor.getSnapshot().children)).toEqual(['renewPassword']);
    saved.resolve();
    await settled(renewal.actor, 'anonymous');
  });

  it('the recovery form opens with no errores and no earlier request; back at login, none either', async () => {
    const { actor } = setupSession();
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'CHALLENGE_EXPIRED' });
    expect(actor.getSnapshot().context.errores).toEqual([CAPTCHA_EXPIRED]);
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(actor.getSnapshot().context.errores).toEqual([]);
    actor.send({ type: 'REQUEST_RESET', email: 'a@b.com' });
    await settled(actor, { anonymous: { recovering: 'sent' } });
    expect(actor.getSnapshot().context.resetRequested).toBe(true);
    actor.send({ type: 'BACK_TO_LOGIN' });
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(actor.getSnapshot().context.resetRequested).toBe(false);
    // From a solved form too.
    actor.send({ type: 'BACK_TO_LOGIN' });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'CHALLENGE_EXPIRED' });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    expect(actor.getSnapshot().context.errores).toEqual([CAPTCHA_EXPIRED]);
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(actor.getSnapshot().value).toEqual({ anonymous: { recovering: 'editing' } });
    expect(actor.getSnapshot().context.errores).toEqual([]);
  });

  it('sending the recovery form again clears the last failure; a failure keeps the form', async () => {
    let fail = true;
    const { actor, calls } = setupSession({
      requestReset: () => (fail ? Promise.reject(new Error('x')) : Promise.resolve()),
    });
    actor.send({ type: 'FORGOT_PASSWORD' });
    actor.send({ type: 'REQUEST_RESET', email: 'a@b.com' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    fail = false;
    actor.send({ type: 'REQUEST_RESET', email: 'c@d.com' });
    expect(actor.getSnapshot().context.errores).toEqual([]);
    await settled(actor, { anonymous: { recovering: 'sent' } });
    expect(calls.requestReset).toEqual(['a@b.com', 'c@d.com']);
    // From 'sent' as well, and an empty e-mail is not sent from there either.
    expect(actor.getSnapshot().can({ type: 'REQUEST_RESET', email: ' ' })).toBe(false);
  });

  it('the renewal clears its last failure when saved again, and sends the session user', async () => {
    let fail = true;
    const { actor, calls } = setupSession(
      { renewPassword: () => (fail ? Promise.reject(new Error('x')) : Promise.resolve()) },
      renewalUser,
    );
    actor.send({ type: 'SAVE_PASSWORD', password: 'a' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    fail = false;
    actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    expect(actor.getSnapshot().context.errores).toEqual([]);
    await settled(actor, 'anonymous');
    expect(calls.renewPassword).toEqual([
      { user: renewalUser, password: 'a' },
      { user: renewalUser, password: 'Nueva#2026x' },
    ]);
    expect(actor.getSnapshot().context.challengePayload).toBeNull();
    expect(actor.getSnapshot().context.sessionExpired).toBe(false);
  });

  it('a renewal after an expired session forgets that it expired', async () => {
    const { actor } = setupSession({ login: () => Promise.resolve(renewalUser) }, sellerUser);
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'renovar', password: 'x' });
    await settled(actor, { authenticated: 'renewing' });
    actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    await settled(actor, 'anonymous');
    expect(actor.getSnapshot().context.passwordRenewed).toBe(true);
    expect(actor.getSnapshot().context.sessionExpired).toBe(false);
  });

  it('a login after a renewal or an expiry starts clean: not renewed, not expired, no payload', async () => {
    const { actor } = setupSession({}, sellerUser);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().context.challengePayload).toBeNull();
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'x' });
    await settled(actor, 'authenticated');
    expect(actor.getSnapshot().context).toMatchObject({
      user: sellerUser,
      challengePayload: null,
      passwordRenewed: false,
      sessionExpired: false,
    });
  });

  it('an expiry while renewed clears a renewal shown before', async () => {
    const { actor } = setupSession({ login: () => Promise.resolve(sellerUser) }, renewalUser);
    actor.send({ type: 'SAVE_PASSWORD', password: 'Nueva#2026x' });
    await settled(actor, 'anonymous');
    expect(actor.getSnapshot().context.passwordRenewed).toBe(true);
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'seller', password: 'x' });
    await settled(actor, 'authenticated');
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      challengePayload: null,
      passwordRenewed: false,
      sessionExpired: true,
    });
  });

  it('logging out clears the user and the payload; it does not say the session expired', async () => {
    const { actor } = setupSession({ logout: () => Promise.reject(new Error('x')) }, sellerUser);
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      challengePayload: null,
      sessionExpired: false,
    });
  });

  it('keeps the server messages only when it sent some; else the call’s text', async () => {
    const { actor } = setupSession({ login: () => Promise.reject(new SessionCallError([])) });
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    actor.send({ type: 'SUBMIT', usuario: 'u', password: 'p' });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    expect(actor.getSnapshot().context.errores).toEqual([
      'No pudo iniciarse la sesión. Intente nuevamente.',
    ]);
    const reset = setupSession({ requestReset: () => Promise.reject(new SessionCallError([])) });
    reset.actor.send({ type: 'FORGOT_PASSWORD' });
    reset.actor.send({ type: 'REQUEST_RESET', email: 'a@b.com' });
    await waitFor(reset.actor, (s) => s.context.errores.length > 0);
    expect(reset.actor.getSnapshot().context.errores).toEqual(['No pudo enviarse el token']);
    const two = setupSession({
      login: () => Promise.reject(new SessionCallError(['uno', 'dos'])),
    });
    two.actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p' });
    two.actor.send({ type: 'SUBMIT', usuario: 'u', password: 'p' });
    await waitFor(two.actor, (s) => s.context.errores.length > 0);
    expect(two.actor.getSnapshot().context.errores).toEqual(['uno', 'dos']);
  });

  it("a call's error carries the server's messages, joined in its message", () => {
    const error = new SessionCallError(['Mail incorrecto', 'Intente nuevamente']);
    expect(error.errores).toEqual(['Mail incorrecto', 'Intente nuevamente']);
    expect(error.message).toBe('Mail incorrecto Intente nuevamente');
    expect(error).toBeInstanceOf(Error);
  });

  it('the login sends the credentials of its SUBMIT and the payload kept', async () => {
    const { actor, calls } = setupSession();
    actor.send({ type: 'CHALLENGE_SOLVED', payload: 'p-1' });
    actor.send({ type: 'SUBMIT', usuario: 'u', password: 'clave' });
    await settled(actor, 'authenticated');
    expect(calls.login).toEqual([{ usuario: 'u', password: 'clave', tokenReCaptcha: 'p-1' }]);
  });

  it('a session of another role goes to the menu; only tipoUsuario 5 to the renewal', () => {
    for (const tipoUsuario of [1, 2, 3, 4, 6, 7, 8]) {
      const { actor } = setupSession({}, { ...sellerUser, tipoUsuario });
      expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' });
    }
    const { actor } = setupSession({}, { ...sellerUser, tipoUsuario: RESET_PASSWORD_TYPE });
    expect(actor.getSnapshot().value).toEqual({ authenticated: { renewing: 'editing' } });
  });
});

describe('the server decides the two forms with the machine (hasChallenge, hasEmail)', () => {
  it('a login needs the widget’s solution', () => {
    expect(loginAllowed('solucion')).toBe(true);
    expect(loginAllowed('')).toBe(false);
    expect(loginAllowed('   ')).toBe(false);
  });

  it('a recovery needs an e-mail', () => {
    expect(resetAllowed('a@b.com')).toBe(true);
    expect(resetAllowed('')).toBe(false);
    expect(resetAllowed('  ')).toBe(false);
  });
});

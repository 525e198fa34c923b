// 000 §2.2 and §4 (Session): login with human verification, password recovery, the
// password-renewal session (tipoUsuario 5), logout and the session's end by time or a 401. Pure: the calls are actors provided
// by the app (src/web/session) and by tests; the server restores the same machine to decide
// what a session may do (src/server/session).
import { assign, fromPromise, setup } from 'xstate';
import { TipoUsuario } from '../src/domain/roles.ts';

export interface SessionUser {
  token: string;
  idSeller: number | null;
  nombre: string;
  tipoUsuario: number;
  userId: number;
  hiddenItemsIds: number[];
  /**
   * When the server stops accepting the token (the login's fechaExpiracion, ISO 8601), null for
   * a session kept by an earlier version that did not store it.
   */
  fechaExpiracion: string | null;
}

export interface LoginInput {
  usuario: string;
  password: string;
  tokenReCaptcha: string;
}

export interface SessionContext {
  user: SessionUser | null;
  /** The verification widget's payload, once solved; consumed by one login attempt. */
  challengePayload: string | null;
  /** Messages to show (login: under the password field). */
  errores: string[];
  /** Set when a reset mail was requested successfully. */
  resetRequested: boolean;
  /**
   * Set when the password was renewed: saving ends the session on the server (001 §4), so the
   * client is signed out at once, with no logout call of a revoked token; /login says why.
   */
  passwordRenewed: boolean;
  /**
   * Set when the session ended without being asked for: its time ran out (SESSION_EXPIRED,
   * SESSION_TTL_HOURS after the login) or the server no longer accepts its token
   * (UNAUTHORIZED). /login says so; it is not an error.
   */
  sessionExpired: boolean;
}

/**
 * 000 §2.1, §2.2: the screens' buttons that send this machine's events, by what they do. The screens
 * show these texts and /Diagramas and docs/charts read each event as the button that sends it
 * (the registry entry's `buttons`), so a button and its transition never read differently.
 */
export const sessionButtons = {
  entrar: 'Entrar',
  recuperar: 'Recuperar contraseña',
  solicitar: 'Solicitar nueva contraseña',
  volver: 'Volver al inicio de sesión',
  /** The renewal of a temporary password. */
  guardar: 'Guardar',
  salir: 'Salir',
} as const;

export type SessionEvent =
  | { type: 'CHALLENGE_SOLVED'; payload: string }
  | { type: 'CHALLENGE_EXPIRED' }
  | { type: 'SUBMIT'; usuario: string; password: string }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'BACK_TO_LOGIN' }
  | { type: 'REQUEST_RESET'; email: string }
  | { type: 'SAVE_PASSWORD'; password: string }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'SESSION_EXPIRED' };

export interface SessionInput {
  /** The session kept in storage from an earlier visit, if any. */
  user?: SessionUser | null;
}

/** Errors the actors throw carry the server's messages. */
export class SessionCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

export const CAPTCHA_EXPIRED = 'Codigo ReCaptcha expirado. Intente nuevamente';
const RESET_FAILED = 'No pudo enviarse el token';
const LOGIN_FAILED = 'No pudo iniciarse la sesión. Intente nuevamente.';
const RENEW_FAILED = 'No pudo actualizarse la contraseña';

function messagesOf(error: unknown, fallback: string): string[] {
  return error instanceof SessionCallError && error.errores.length > 0 ? error.errores : [fallback];
}

export const RESET_PASSWORD_TYPE: number = TipoUsuario.resetPassword;

export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    // SessionInput has only optional fields, so the assertion only names the type for XState.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<SessionUser, LoginInput>(() => {
      throw new Error('login not provided');
    }),
    requestReset: fromPromise<void, { email: string }>(() => {
      throw new Error('requestReset not provided');
    }),
    renewPassword: fromPromise<void, { user: SessionUser; password: string }>(() => {
      throw new Error('renewPassword not provided');
    }),
    logout: fromPromise<void, { user: SessionUser | null }>(() => {
      throw new Error('logout not provided');
    }),
  },
  guards: {
    hasSession: ({ context }) => context.user !== null,
    // Read in `authenticated.routing` alone, which is entered with a user (hasSession, or a
    // login's answer).
    mustRenewPassword: ({ context }) =>
      (context.user as SessionUser).tipoUsuario === RESET_PASSWORD_TYPE,
    // Neither null (no solution) nor empty.
    hasChallenge: ({ context }) => Boolean(context.challengePayload),
    // Guards REQUEST_RESET alone.
    hasEmail: ({ event }) =>
      (event as Extract<SessionEvent, { type: 'REQUEST_RESET' }>).email.trim() !== '',
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    clearUser: assign({ user: null, challengePayload: null }),
    // The session ended by itself (time or a 401): the user goes to /login, which says why.
    endSession: assign({
      user: null,
      challengePayload: null,
      passwordRenewed: false,
      sessionExpired: true,
    }),
    toRecovery: assign({ errores: [], resetRequested: false }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user ?? null,
    challengePayload: null,
    errores: [],
    resetRequested: false,
    passwordRenewed: false,
    sessionExpired: false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasSession', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      tags: ['public'],
      initial: 'login',
      states: {
        login: {
          initial: 'unverified',
          states: {
            unverified: {
              on: {
                FORGOT_PASSWORD: { target: '#session.anonymous.recovering', actions: 'toRecovery' },
                CHALLENGE_SOLVED: {
                  target: 'verified',
                  actions: assign({ challengePayload: ({ event }) => event.payload }),
                },
              },
            },
            verified: {
              tags: ['canSubmit'],
              on: {
                // Not while a login is in flight (submitting): the answer would be lost.
                FORGOT_PASSWORD: { target: '#session.anonymous.recovering', actions: 'toRecovery' },
                SUBMIT: { guard: 'hasChallenge', target: 'submitting' },
                CHALLENGE_EXPIRED: {
                  target: 'unverified',
                  actions: assign({ challengePayload: null, errores: [CAPTCHA_EXPIRED] }),
                },
              },
            },
            submitting: {
              tags: ['busy'],
              entry: 'clearErrors',
              invoke: {
                id: 'login',
                src: 'login',
                // Entered by SUBMIT alone (the state's one way in): its credentials.
                input: ({ context, event }) => {
                  const { usuario, password } = event as Extract<SessionEvent, { type: 'SUBMIT' }>;
                  // SUBMIT is taken only with the widget's solution kept (hasChallenge).
                  const tokenReCaptcha = context.challengePayload as string;
                  return { usuario, password, tokenReCaptcha };
                },
                onDone: {
                  target: '#session.authenticated',
                  actions: assign({
                    user: ({ event }) => event.output,
                    challengePayload: null,
                    passwordRenewed: false,
                    sessionExpired: false,
                  }),
                },
                // A solution is accepted once: after any failure the widget must be solved again.
                onError: {
                  target: 'unverified',
                  actions: assign({
                    challengePayload: null,
                    errores: ({ event }) => messagesOf(event.error, LOGIN_FAILED),
                  }),
                },
              },
            },
          },
        },
        recovering: {
          initial: 'editing',
          on: { BACK_TO_LOGIN: { target: 'login', actions: 'clearErrors' } },
          states: {
            editing: {
              on: { REQUEST_RESET: { guard: 'hasEmail', target: 'requesting' } },
            },
            requesting: {
              tags: ['busy'],
              entry: 'clearErrors',
              invoke: {
                id: 'requestReset',
                src: 'requestReset',
                // Entered by REQUEST_RESET alone: its e-mail.
                input: ({ event }) => ({
                  email: (event as Extract<SessionEvent, { type: 'REQUEST_RESET' }>).email,
                }),
                onDone: { target: 'sent', actions: assign({ resetRequested: true }) },
                onError: {
                  target: 'editing',
                  actions: assign({
                    errores: ({ event }) => messagesOf(event.error, RESET_FAILED),
                  }),
                },
              },
            },
            sent: {
              on: { REQUEST_RESET: { guard: 'hasEmail', target: 'requesting' } },
            },
          },
        },
      },
    },
    authenticated: {
      tags: ['signedIn'],
      initial: 'routing',
      on: {
        LOGOUT: { target: 'loggingOut' },
        // Any call answered 401: the server no longer accepts the token (expired, or revoked
        // by a logout elsewhere or a password change).
        UNAUTHORIZED: { target: 'anonymous', actions: 'endSession' },
        // The session's time is up (fechaExpiracion): the app ends it at that moment, before
        // any call is refused, and /login says so (issue 13: not an error).
        SESSION_EXPIRED: { target: 'anonymous', actions: 'endSession' },
      },
      states: {
        routing: {
          always: [{ guard: 'mustRenewPassword', target: 'renewing' }, { target: 'active' }],
        },
        active: { tags: ['menu'] },
        renewing: {
          initial: 'editing',
          states: {
            editing: {
              on: { SAVE_PASSWORD: { target: 'saving' } },
            },
            saving: {
              tags: ['busy'],
              entry: 'clearErrors',
              invoke: {
                id: 'renewPassword',
                src: 'renewPassword',
                input: ({ context, event }) => ({
                  // Only reachable with a user: the state sits under `authenticated`.
                  user: context.user as SessionUser,
                  // Entered by SAVE_PASSWORD alone: the new password.
                  password: (event as Extract<SessionEvent, { type: 'SAVE_PASSWORD' }>).password,
                }),
                // Saving revokes the session on the server: the client is signed out at once
                // (a logout call would only be refused with 401) and goes to /login.
                onDone: {
                  target: '#session.anonymous',
                  actions: assign({
                    user: null,
                    challengePayload: null,
                    passwordRenewed: true,
                    sessionExpired: false,
                  }),
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    errores: ({ event }) => messagesOf(event.error, RENEW_FAILED),
                  }),
                },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ user: context.user }),
        // Logging out always ends the local session, even when the server cannot be reached.
        onDone: { target: 'anonymous', actions: 'clearUser' },
        onError: { target: 'anonymous', actions: 'clearUser' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

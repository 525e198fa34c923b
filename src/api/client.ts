// The typed client of openapi/ (000 §7): every call carries the bearer token kept in local
// storage, and any 401 on a call made with a session tells the listeners (the session machine
// logs out and the app goes to /login). Keep this module free of React and React Query: it is
// part of the login screen's critical path.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type Errores = components['schemas']['Errores'];
export type Usuario = components['schemas']['Usuario'];
export type LoginResponse = components['schemas']['LoginResponse'];

/**
 * Where the token is kept. index.html's login gate reads it too, before the app runs
 * (src/web/session/login-prerender.tsx).
 */
export const TOKEN_KEY = 'market.token';

/** The bearer token, kept in local storage so that a reload keeps the session (000 §7). */
export const tokenStorage = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      // Storage can be disabled by the browser; the app then works without a stored session.
      return null;
    }
  },
  set(token: string): void {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // See get(): without storage the session lasts until the page is reloaded.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};

type Listener = () => void;

let expiry: string | null = null;
const expiryListeners = new Set<Listener>();

/**
 * When the bearer token stops working (the login's fechaExpiracion, ISO 8601), null without a
 * session or when unknown. The session area keeps it up to date with its user; the shell shows
 * it (issue 13) and may not read the session area itself. In memory: the stored session brings
 * it back on a reload.
 */
export const tokenExpiry = {
  get: (): string | null => expiry,
  set: (value: string | null): void => {
    if (value === expiry) return;
    expiry = value;
    for (const listener of expiryListeners) listener();
  },
  /** For useSyncExternalStore: called on every change; returns the unsubscribe. */
  subscribe: (listener: Listener): (() => void) => {
    expiryListeners.add(listener);
    return () => expiryListeners.delete(listener);
  },
};

const unauthorizedListeners = new Set<Listener>();

/** Called on every 401 answered to a call that carried a token. Returns the unsubscribe. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const bearer: Middleware = {
  onRequest({ request }) {
    const token = tokenStorage.get();
    // A caller may name the token itself (logout sends the one it is revoking).
    if (token !== null && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  },
  onResponse({ request, response }) {
    // Only a call made with a session can lose it: a wrong password is also a 401, and it is
    // the login form's own answer, not an expired session.
    if (response.status === 401 && request.headers.has('Authorization')) {
      for (const listener of unauthorizedListeners) listener();
    }
    return undefined;
  },
};

export const api = createClient<paths>({ baseUrl: '' });
api.use(bearer);

/** A failed call with the server's messages (DECISIONS 4: every failure answers errores). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errores: string[],
  ) {
    super(errores.join(' '));
    this.name = 'ApiError';
  }
}

function isErrores(value: unknown): value is Errores {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { errores?: unknown }).errores) &&
    (value as { errores: unknown[] }).errores.every((e) => typeof e === 'string')
  );
}

/**
 * The messages of a failed call (000 §8): its `errores`, whether it is the thrown ApiError or
 * the answer's body, or the fallback when it has none (a network failure, a proxy's 502). The
 * one reader of a failure for every screen and the session.
 */
export function messagesOf(failure: unknown, fallback: string): string[] {
  const errores =
    failure instanceof ApiError ? failure.errores : isErrores(failure) ? failure.errores : [];
  return errores.length > 0 ? [...errores] : [fallback];
}

/**
 * The data of a successful call; a failure throws ApiError with the server's messages (or the
 * fallback when the body has none, e.g. a proxy's 502).
 */
export function unwrap<T>(
  result: { data?: T; error?: unknown; response: Response },
  fallback = 'No pudo completarse la operación. Intente nuevamente.',
): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new ApiError(result.response.status, messagesOf(result.error, fallback));
}

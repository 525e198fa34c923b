// 000 §2.2: the session stores seller id, user name, type and user id; logout clears it.
// The token goes to the API client's storage (the bearer of every call); the rest is kept
// next to it so that a reload restores the same session.
import type { SessionUser } from '../../../machines/session.ts';
import { tokenStorage } from '../../api/client.ts';

const USER_KEY = 'market.session';

type StoredUser = Omit<SessionUser, 'token' | 'fechaExpiracion'> & {
  fechaExpiracion?: string | null;
};

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.idSeller === null || typeof v.idSeller === 'number') &&
    typeof v.nombre === 'string' &&
    typeof v.tipoUsuario === 'number' &&
    typeof v.userId === 'number' &&
    Array.isArray(v.hiddenItemsIds) &&
    v.hiddenItemsIds.every((id) => typeof id === 'number') &&
    // Kept since issue 13; a session stored before has none (its end is then unknown).
    (v.fechaExpiracion === undefined ||
      v.fechaExpiracion === null ||
      typeof v.fechaExpiracion === 'string')
  );
}

/** The session of an earlier visit, or null when there is none or it cannot be read. */
export function loadStoredUser(): SessionUser | null {
  const token = tokenStorage.get();
  if (token === null || token === '') return null;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    if (!isStoredUser(parsed)) return null;
    const { idSeller, nombre, tipoUsuario, userId, hiddenItemsIds } = parsed;
    const fechaExpiracion = parsed.fechaExpiracion ?? null;
    return { token, idSeller, nombre, tipoUsuario, userId, hiddenItemsIds, fechaExpiracion };
  } catch {
    // A damaged entry is the same as no session: the visitor logs in again.
    return null;
  }
}

export function storeUser(user: SessionUser | null): void {
  try {
    if (user === null) {
      tokenStorage.clear();
      localStorage.removeItem(USER_KEY);
      return;
    }
    const { token, ...rest } = user;
    tokenStorage.set(token);
    localStorage.setItem(USER_KEY, JSON.stringify(rest));
  } catch {
    // Without storage the session lives in memory until the page is reloaded.
  }
}

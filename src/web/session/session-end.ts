// Issue 13: a session lasts SESSION_TTL_HOURS from its login (the login's fechaExpiracion). The
// app ends it at that moment through the machine (SESSION_EXPIRED), before any call is refused
// with a 401, so the user lands on /login with a message instead of an error.
import type { ActorRefFrom } from 'xstate';
import type { SessionUser, sessionMachine } from '../../../machines/session.ts';

/** setTimeout's longest delay (about 24.8 days); a longer wait is armed again. */
const MAX_DELAY_MS = 2_147_483_647;

/** The moment the session ends (ms since the epoch), null when unknown. */
export function sessionEndOf(user: SessionUser | null): number | null {
  if (user === null || user.fechaExpiracion === null) return null;
  const end = Date.parse(user.fechaExpiracion);
  return Number.isFinite(end) ? end : null;
}

/**
 * Sends SESSION_EXPIRED to the session when its time is up: at once for a kept session that
 * already ended, else by a timer. Timers of a computer that slept may fire late, so the time is
 * checked again when the page is seen again. Returns the stop.
 */
export function watchSessionEnd(actor: ActorRefFrom<typeof sessionMachine>): () => void {
  let end: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const expireIfDue = (): boolean => {
    if (end === null || Date.now() < end) return false;
    actor.send({ type: 'SESSION_EXPIRED' });
    return true;
  };
  const arm = () => {
    clearTimeout(timer);
    timer = undefined;
    if (end === null || expireIfDue()) return;
    // A timer may fire a little early or be capped: arm() checks the time again.
    timer = setTimeout(arm, Math.min(end - Date.now(), MAX_DELAY_MS));
  };
  const follow = (user: SessionUser | null) => {
    const next = sessionEndOf(user);
    if (next === end) return;
    end = next;
    arm();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') expireIfDue();
  };

  const subscription = actor.subscribe((snapshot) => follow(snapshot.context.user));
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  follow(actor.getSnapshot().context.user);
  return () => {
    subscription.unsubscribe();
    clearTimeout(timer);
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

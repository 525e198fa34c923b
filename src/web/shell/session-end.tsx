// Issue 13, "a user sees when their session expires": the top bar says until when the session
// lasts (the login's fechaExpiracion, in the market's time), and a warning comes shortly before
// it ends, so that the user saves their work. At the end itself the session machine ends the
// session (src/web/session/session-end.ts) and /login says why.
import { useEffect, useSyncExternalStore } from 'react';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { tokenExpiry } from '../../api/client.ts';
import { sessionMessages } from '../../domain/messages.ts';
import {
  SESSION_WARNING_MS,
  marketDay,
  marketTime,
  runAt,
  sessionEndDate,
} from './session-end-time.ts';

const WARNING_ID = 'session-ending';

function useSessionEnd(): Date | null {
  const fechaExpiracion = useSyncExternalStore(tokenExpiry.subscribe, tokenExpiry.get);
  // A new Date on each render would be a new value: derive it from the string.
  return sessionEndDate(fechaExpiracion);
}

/** Shows the warning SESSION_WARNING_MS before the end; hides it once the session is gone. */
function useEndingWarning(end: Date | null): void {
  const at = end?.getTime() ?? null;
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    const hora = marketTime(new Date(at));
    const cancel = runAt(at - SESSION_WARNING_MS, () => {
      notifications.show({
        id: WARNING_ID,
        color: 'yellow',
        message: sessionMessages.sessionEnding(hora),
        // It stays until closed: a warning that disappears in seconds is easily missed.
        autoClose: false,
      });
    });
    return () => {
      cancel();
      notifications.hide(WARNING_ID);
    };
  }, [at]);
}

export function SessionEnd() {
  const end = useSessionEnd();
  useEndingWarning(end);
  if (end === null) return null;
  const hora = marketTime(end);
  return (
    <Text
      size="xs"
      // Real text, readable (gray.7 on white is above 4.5:1), not only a colour.
      c="gray.7"
      visibleFrom="sm"
      data-testid="top-bar-session-end"
      title={sessionMessages.sessionUntilDetail(marketDay(end), hora)}
      style={{ whiteSpace: 'nowrap' }}
    >
      {sessionMessages.sessionUntil(hora)}
    </Text>
  );
}

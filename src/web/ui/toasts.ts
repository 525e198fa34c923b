// 000 §8 and CONVENTIONS 6, for every screen: each message of a failed call's errores list is a
// red toast, else the call's fallback; a warning is yellow, a success green. A 401 shows nothing:
// the client has already ended the session and the app is going to /login (000 §4).
import { useCallback, useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { ApiError, messagesOf } from '../../api/client.ts';

/** Where the toasts show in their tray under the page (src/web/app/authenticated-layout.tsx). */
export const TOAST_POSITION = 'bottom-right';

export interface ErrorToastOptions {
  /**
   * At most this many toasts for one failure, and then one more that counts the rest ('Y 1
   * mensaje más.', 'Y N mensajes más.'); unset, every message is shown. For the answers that
   * bring a reason per row (the bulk screens), whose rows are in the screen's table.
   */
  max?: number;
}

/** Each message as a red toast (with options.max, the first ones and a count of the rest). */
export function showErrors(messages: readonly string[], options: ErrorToastOptions = {}): void {
  const shown = options.max === undefined ? messages : messages.slice(0, options.max);
  for (const message of shown) notifications.show({ color: 'red', message });
  const more = messages.length - shown.length;
  if (more > 0) {
    notifications.show({
      color: 'red',
      message: more === 1 ? 'Y 1 mensaje más.' : `Y ${String(more)} mensajes más.`,
    });
  }
}

/** A failed call's messages (else the fallback) as red toasts, unless it is a 401. */
export function showCallError(
  error: unknown,
  fallback: string,
  options: ErrorToastOptions = {},
): void {
  if (error instanceof ApiError && error.status === 401) return;
  showErrors(messagesOf(error, fallback), options);
}

export function showWarning(message: string): void {
  notifications.show({ color: 'yellow', message });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/**
 * A form's check that failed on saving, as a red toast that stays only while it still fails:
 * `show(message)` when the save finds it; the toast closes once `problem` is null (the person
 * fixed the field) and when the form goes away. The same message also shows at its field.
 */
export function useProblemToast(problem: string | null): (message: string) => void {
  const shown = useRef<string | null>(null);
  const hide = useCallback(() => {
    if (shown.current !== null) notifications.hide(shown.current);
    shown.current = null;
  }, []);
  useEffect(() => {
    if (problem === null) hide();
  }, [problem, hide]);
  useEffect(() => hide, [hide]);
  return useCallback(
    (message: string) => {
      hide();
      shown.current = notifications.show({ color: 'red', message });
    },
    [hide],
  );
}

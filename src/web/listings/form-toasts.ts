// 000 §8 and CONVENTIONS 6, for the listing create/edit screen: every failed call shows each
// message of its errores list (red), else its fallback; a warning is yellow, a success green.
// A 401 shows nothing: the client has already ended the session (000 §4).
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client.ts';

/** The messages of a failure: the server's errores, or the fallback. */
export function formMessagesOfError(error: unknown, fallback: string): string[] {
  return error instanceof ApiError && error.errores.length > 0 ? error.errores : [fallback];
}

export function showFormErrors(messages: readonly string[]): void {
  for (const message of messages) notifications.show({ color: 'red', message });
}

/** A failed call's messages, unless it is a 401 (the app is going to /login). */
export function showCallError(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  showFormErrors(formMessagesOfError(error, fallback));
}

export function showFormWarning(message: string): void {
  notifications.show({ color: 'yellow', message });
}

export function showFormSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

// 000 §8 and CONVENTIONS 6: each message of a failed call's errores is a red toast, a success a
// green one. A 401 shows nothing: the client has already ended the session (000 §4).
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client.ts';

/** The messages of a failure: the server's errores, or the fallback. */
export function messagesOfError(error: unknown, fallback: string): string[] {
  return error instanceof ApiError && error.errores.length > 0 ? error.errores : [fallback];
}

export function showErrors(messages: readonly string[]): void {
  for (const message of messages) notifications.show({ color: 'red', message });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** Shows a failed query's messages, unless it is a 401 (the app is going to /login). */
export function showQueryError(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  showErrors(messagesOfError(error, fallback));
}

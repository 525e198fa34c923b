// 000 §8 and CONVENTIONS 6: every failed call shows each message of its errores list as a toast
// (red), a warning is yellow, a success green.
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client.ts';

/** The messages of a failure: the server's errores, or the fallback. */
export function messagesOfError(error: unknown, fallback: string): string[] {
  return error instanceof ApiError && error.errores.length > 0 ? error.errores : [fallback];
}

export function showErrors(messages: readonly string[]): void {
  for (const message of messages) notifications.show({ color: 'red', message });
}

export function showWarning(message: string): void {
  notifications.show({ color: 'yellow', message });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

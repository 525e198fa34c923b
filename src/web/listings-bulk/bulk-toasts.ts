// 000 §8 and CONVENTIONS 6: every failed call shows each message of its errores list as a red
// toast, else its fallback; a success is green, a warning yellow. A 401 shows nothing: the
// client has already ended the session (000 §4).
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client.ts';

export function bulkMessagesOfError(error: unknown, fallback: string): string[] {
  return error instanceof ApiError && error.errores.length > 0 ? error.errores : [fallback];
}

/**
 * Toasts shown for one failure at most: a refused file of thousands of rows answers a reason
 * per row, and those are in the result's table, not in a wall of toasts.
 */
export const MAX_ERROR_TOASTS = 5;

export function showBulkError(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  const messages = bulkMessagesOfError(error, fallback);
  for (const message of messages.slice(0, MAX_ERROR_TOASTS)) {
    notifications.show({ color: 'red', message });
  }
  const more = messages.length - MAX_ERROR_TOASTS;
  if (more > 0) {
    notifications.show({
      color: 'red',
      message: more === 1 ? 'Y 1 mensaje más.' : `Y ${String(more)} mensajes más.`,
    });
  }
}

export function showBulkWarning(message: string): void {
  notifications.show({ color: 'yellow', message });
}

export function showBulkSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

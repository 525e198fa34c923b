// 000 §8 and CONVENTIONS 6: each message of a failed call's errores is a red toast, else the
// fallback; a success is green. A 401 shows nothing: the client has already ended the session.
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client.ts';

export function showExportError(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  const messages =
    error instanceof ApiError && error.errores.length > 0 ? error.errores : [fallback];
  for (const message of messages) notifications.show({ color: 'red', message });
}

export function showExportSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

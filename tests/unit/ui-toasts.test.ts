// 000 §8 and CONVENTIONS 6: the toasts of every screen (src/web/ui/toasts.ts). Each message of
// a failed call's errores is a red toast, else the fallback; a 401 shows nothing; the bulk
// screens' cap shows the first messages and counts the rest; warnings yellow, successes green.
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, messagesOf } from '../../src/api/client.ts';
import { showCallError, showErrors, showSuccess, showWarning } from '../../src/web/ui/toasts.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const show = vi.mocked(notifications.show);
const shown = () => show.mock.calls.map(([toast]) => toast);
const red = (...messages: string[]) => messages.map((message) => ({ color: 'red', message }));

beforeEach(() => show.mockClear());

describe('messagesOf: the one reader of a failed call', () => {
  it("is the server's errores (thrown or as the body), else the fallback", () => {
    expect(messagesOf(new ApiError(409, ['A', 'B']), 'F')).toEqual(['A', 'B']);
    expect(messagesOf(new ApiError(500, []), 'F')).toEqual(['F']);
    expect(messagesOf(new Error('network'), 'F')).toEqual(['F']);
    expect(messagesOf({ errores: ['C'] }, 'F')).toEqual(['C']);
    expect(messagesOf({ errores: [] }, 'F')).toEqual(['F']);
    expect(messagesOf(undefined, 'F')).toEqual(['F']);
  });
});

describe('showErrors', () => {
  it('shows each message as a red toast', () => {
    showErrors(['A', 'B']);
    expect(shown()).toEqual(red('A', 'B'));
  });

  it('with max, shows the first ones and counts the rest', () => {
    showErrors(['1', '2', '3', '4', '5', '6'], { max: 5 });
    expect(shown()).toEqual(red('1', '2', '3', '4', '5', 'Y 1 mensaje más.'));
    show.mockClear();
    showErrors(['1', '2', '3', '4', '5', '6', '7', '8'], { max: 5 });
    expect(shown()).toEqual(red('1', '2', '3', '4', '5', 'Y 3 mensajes más.'));
    show.mockClear();
    showErrors(['1', '2', '3', '4', '5'], { max: 5 });
    expect(shown()).toEqual(red('1', '2', '3', '4', '5'));
  });
});

describe('showCallError', () => {
  it("shows the call's messages, else the fallback", () => {
    showCallError(new ApiError(400, ['A', 'B']), 'F');
    showCallError(new Error('network'), 'F');
    expect(shown()).toEqual(red('A', 'B', 'F'));
  });

  it('shows nothing for a 401 (the client has already ended the session)', () => {
    showCallError(new ApiError(401, ['Sesión vencida']), 'F');
    showCallError(new ApiError(401, ['Sesión vencida']), 'F', { max: 5 });
    expect(show).not.toHaveBeenCalled();
  });

  it('passes the cap on', () => {
    const errores = Array.from({ length: 7 }, (_, i) => `Fila ${String(i + 1)}`);
    showCallError(new ApiError(400, errores), 'F', { max: 5 });
    expect(shown()).toEqual(red(...errores.slice(0, 5), 'Y 2 mensajes más.'));
  });
});

describe('warnings and successes', () => {
  it('a warning is yellow, a success green', () => {
    showWarning('W');
    showSuccess('S');
    expect(shown()).toEqual([
      { color: 'yellow', message: 'W' },
      { color: 'green', message: 'S' },
    ]);
  });
});

// Issue 13, "a user sees when their session expires": the top bar's time is the market's
// (Argentina, UTC-3), whatever the browser's zone, and the warning fires at its moment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_WARNING_MS,
  marketDay,
  marketTime,
  runAt,
  sessionEndDate,
} from '../../src/web/shell/session-end-time.ts';
import { sessionMessages } from '../../src/domain/messages.ts';

describe('the session end as the top bar shows it', () => {
  it('is HH:MM (24 hours) and DD/MM/YYYY in Argentine time', () => {
    const end = new Date('2026-11-26T02:05:00.000Z');
    expect(marketTime(end)).toBe('23:05');
    expect(marketDay(end)).toBe('25/11/2026');
    expect(marketTime(new Date('2026-11-25T15:00:00.000Z'))).toBe('12:00');
    expect(marketTime(new Date('2026-11-25T03:00:00.000Z'))).toBe('00:00');
  });

  it('reads fechaExpiracion; none when missing or not a date', () => {
    expect(sessionEndDate('2026-11-26T02:05:00.000Z')?.toISOString()).toBe(
      '2026-11-26T02:05:00.000Z',
    );
    expect(sessionEndDate(null)).toBeNull();
    expect(sessionEndDate('mañana')).toBeNull();
  });

  it('says it in Spanish: the bar, its title and the warning', () => {
    expect(sessionMessages.sessionUntil('23:05')).toBe('Sesión hasta las 23:05');
    expect(sessionMessages.sessionUntilDetail('25/11/2026', '23:05')).toBe(
      'Su sesión vence el 25/11/2026 a las 23:05 (hora de Argentina). Luego deberá ingresar nuevamente.',
    );
    expect(sessionMessages.sessionEnding('23:05')).toBe(
      'Su sesión vence a las 23:05. Guarde sus cambios.',
    );
  });
});

describe('the warning comes 10 minutes before the end', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T20:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at its moment, not before; at once when the moment has passed; not after a cancel', () => {
    expect(SESSION_WARNING_MS).toBe(10 * 60_000);
    const run = vi.fn();
    runAt(Date.now() + 3600_000, run);
    vi.advanceTimersByTime(3600_000 - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    runAt(Date.now() - 1000, late);
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = runAt(Date.now() + 1000, cancelled);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits longer than setTimeout can (about 24.8 days) by arming again', () => {
    const run = vi.fn();
    const days = 40 * 24 * 3600_000;
    runAt(Date.now() + days, run);
    vi.advanceTimersByTime(days - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

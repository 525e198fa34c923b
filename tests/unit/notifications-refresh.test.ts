// 000 §4 and §9: the bell's counts refresh every 420000 ms and 300 ms after marking read; the
// tab's rows are read again at once (the marked ones disappear).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_TOTAL_REFRESH_MS,
  REFRESH_AFTER_MARK_READ_MS,
  notificacionesTotalQueryOptions,
  notificationsKeys,
  refreshAfterMarkRead,
} from '../../src/api/notifications-queries.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification counts refresh (000 §4, §9)', () => {
  it('the totals refetch every 420000 ms (7 minutes)', () => {
    expect(NOTIFICATION_TOTAL_REFRESH_MS).toBe(420_000);
    const options = notificacionesTotalQueryOptions({ idSeller: null, tipoUsuario: 1 });
    expect(options.refetchInterval).toBe(420_000);
  });

  it('after marking read the rows are invalidated at once and the totals 300 ms later', async () => {
    expect(REFRESH_AFTER_MARK_READ_MS).toBe(300);
    const client = new QueryClient();
    const invalidated: unknown[] = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation((filters) => {
      invalidated.push(filters?.queryKey);
      return Promise.resolve();
    });
    const done = refreshAfterMarkRead(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidated).toEqual([notificationsKeys.details()]);
    await vi.advanceTimersByTimeAsync(299);
    expect(invalidated).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(invalidated).toEqual([notificationsKeys.details(), ['notifications', 'total']]);
    // The totals key prefix covers the bell's query whatever seller it is for.
    expect(notificationsKeys.total(null).slice(0, 2)).toEqual(['notifications', 'total']);
    expect(notificationsKeys.total(7).slice(0, 2)).toEqual(['notifications', 'total']);
  });
});

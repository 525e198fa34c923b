// The export's instants (src/server/exports/cells.ts): the market's day and time of each, with
// the zone's offset read from caches per day and, on a day the offset changes, per hour.
import { describe, expect, it } from 'vitest';
import { instantSerial, marketOffset } from '../../src/server/exports/cells.ts';

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** The serial as the zone's rules give it for this very instant, without any cache. */
const expected = (ms: number) =>
  (Math.floor(ms / 1000) * 1000 + marketOffset(ms) - EXCEL_EPOCH) / 86_400_000;

describe('instantSerial', () => {
  it('is the market day and time of every hour of a year, and of a minute past each', () => {
    const from = Date.UTC(2025, 0, 1);
    for (let ms = from; ms < from + 366 * 86_400_000; ms += 3_600_000) {
      expect(instantSerial(new Date(ms))).toBe(expected(ms));
      expect(instantSerial(new Date(ms + 61_500).toISOString())).toBe(expected(ms + 61_500));
    }
  });

  it('follows the zone through the days its offset changed (Argentina, 2007-2009)', () => {
    // 2007-12-30, 2008-03-16, 2008-10-19 and 2009-03-15: the summer time of those years.
    for (const day of [
      Date.UTC(2007, 11, 30),
      Date.UTC(2008, 2, 16),
      Date.UTC(2008, 9, 19),
      Date.UTC(2009, 2, 15),
    ]) {
      const offsets = new Set<number>();
      for (let ms = day - 86_400_000; ms < day + 2 * 86_400_000; ms += 900_000) {
        offsets.add(marketOffset(ms));
        expect(instantSerial(new Date(ms)), new Date(ms).toISOString()).toBe(expected(ms));
      }
      // The day does change the offset: the test crosses a change.
      expect(offsets.size).toBe(2);
    }
  });

  it('writes 2026-11-25 21:30 in Buenos Aires (00:30 UTC the next day) as that day and time', () => {
    const serial = instantSerial('2026-11-26T00:30:00Z');
    expect(serial).toBeCloseTo((Date.UTC(2026, 10, 25, 21, 30) - EXCEL_EPOCH) / 86_400_000, 9);
  });
});

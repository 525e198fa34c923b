// How days are shown (src/domain/dates.ts formatDay): day-month-year (000 §1), with slashes
// by default and with dashes where the spec draws them (002 §9: the novedades table).
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../src/domain/dates.ts';

describe('formatDay', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatDay('1999-12-31')).toBe('31/12/1999');
  });

  it("shows DD-MM-YYYY with the '-' separator (002 §9)", () => {
    expect(formatDay('2026-03-05', '-')).toBe('05-03-2026');
    expect(formatDay('2026-11-25', '-')).toBe('25-11-2026');
  });

  it('shows anything that is not a YYYY-MM-DD day as it came', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('2026-3-5', '-')).toBe('2026-3-5');
    expect(formatDay('2026-03-05T10:00:00', '-')).toBe('2026-03-05T10:00:00');
  });
});

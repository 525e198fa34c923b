// What a day typed into a date field is (issue 11: a typed day out of range is never reverted
// silently): a day inside the field's bounds, a real day outside them, or no day at all. Days
// as YYYY-MM-DD; the field's bounds are also limited to the years the server accepts.
import { FIRST_YEAR, LAST_YEAR } from '../../domain/dates.ts';
import { DAY_FORMAT_MESSAGE, dayRangeMessage } from '../../domain/form-messages.ts';

export type TypedDay =
  | { kind: 'empty' }
  | { kind: 'day'; iso: string }
  | { kind: 'outOfRange'; iso: string; message: string }
  | { kind: 'notADay'; message: string };

const FIRST_DAY = `${String(FIRST_YEAR)}-01-01`;
const LAST_DAY = `${String(LAST_YEAR)}-12-31`;

/** The bounds a field really has: its own, within the years the server accepts. */
export function dayBounds(
  min: string | null | undefined,
  max: string | null | undefined,
): { min: string; max: string } {
  return {
    min: min != null && min > FIRST_DAY ? min : FIRST_DAY,
    max: max != null && max < LAST_DAY ? max : LAST_DAY,
  };
}

/** A text typed as DD/MM/AAAA read against the field's bounds. */
export function readTypedDay(
  text: string,
  min: string | null | undefined,
  max: string | null | undefined,
): TypedDay {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  if (!m) return { kind: 'notADay', message: DAY_FORMAT_MESSAGE };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  if (!real) return { kind: 'notADay', message: DAY_FORMAT_MESSAGE };
  const iso = `${m[3] ?? ''}-${m[2] ?? ''}-${m[1] ?? ''}`;
  const bounds = dayBounds(min, max);
  if (iso < bounds.min || iso > bounds.max) {
    return { kind: 'outOfRange', iso, message: dayRangeMessage(bounds.min, bounds.max) };
  }
  return { kind: 'day', iso };
}

// Values as the export workbooks hold them (issue 21): instants and days as Excel serial days
// in the market's calendar (a date cell shows the Argentine day and time, whatever the server's
// zone), amounts as numbers (written with two decimals), ids as text.
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const marketParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The market's offset from UTC (ms) at an instant, read from the zone's rules. */
export function marketOffset(ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of marketParts.formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return local - Math.floor(ms / 1000) * 1000;
}

// An export asks for every order's instant, and a year of orders spans some 8 760 hours: the
// zone's offset is read once per UTC day, at its first and last hour, and once per hour only on
// a day when the two differ (a zone changes its offset on the hour, at most once a day).
const HOUR_MS = 3_600_000;
/** Per UTC day: its offset, or null when it changes that day. */
const dayOffsets = new Map<number, number | null>();
const hourOffsets = new Map<number, number>();

/** `map`'s value for `key`, computed once (a cache bounded at 100 000 entries). */
function cached<K, V>(map: Map<K, V>, key: K, compute: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  if (map.size > 100_000) map.clear();
  const value = compute();
  map.set(key, value);
  return value;
}

/** The market's offset from UTC (ms) at an instant, from the caches. */
function offsetAt(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  const offset = cached(dayOffsets, day, () => {
    const first = marketOffset(day * DAY_MS);
    return first === marketOffset((day + 1) * DAY_MS - HOUR_MS) ? first : null;
  });
  if (offset !== null) return offset;
  const hour = Math.floor(ms / HOUR_MS);
  return cached(hourOffsets, hour, () => marketOffset(hour * HOUR_MS));
}

/** An instant as the Excel serial of its market day and time (to the second). */
export function instantSerial(instant: Date | string): number {
  const ms = new Date(instant).getTime();
  return (Math.floor(ms / 1000) * 1000 + offsetAt(ms) - EXCEL_EPOCH) / DAY_MS;
}

/** A day (YYYY-MM-DD) as its Excel serial. */
export function daySerial(day: string): number {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return (Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - EXCEL_EPOCH) / DAY_MS;
}

/** A numeric(14,2) as the database writes it, or null. */
export const money = (decimal: string | null | undefined): number | null =>
  decimal === null || decimal === undefined ? null : Number(decimal);

/** A text cell, or null when empty. */
export const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

// Days as the product handles them: the marketplace's (Argentine) calendar day, shown and typed
// day-month-year (000 §1), carried by the contract as YYYY-MM-DD. Shared by the screens' date
// filters and the server.

/**
 * The marketplace's time zone. The server counts Argentine days (openapi: "days run from 00:00
 * to 24:00 Argentine time"), so "today" is the Argentine day whatever the browser's zone.
 */
export const MARKET_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Years the server accepts in fechaDesde (it answers 400 outside them). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Built once: constructing an Intl.DateTimeFormat costs tens of microseconds, and the server
 * asks for today's date on most calls (issue 37: 1.5 % of its thread under load).
 */
const marketDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const marketDateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as 'dd/mm/aaaa HH:mm' in the market's time. */
export function formatMarketDateTime(iso: string): string {
  return marketDateTime.format(new Date(iso)).replace(',', '');
}

/** Today's date in the market's time zone (YYYY-MM-DD). */
export function todayInMarket(now: Date = new Date()): string {
  return marketDay.format(now);
}

/** The calendar day of a date picker's value (local midnight) as YYYY-MM-DD. */
export function isoFromDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day as the date picker holds it: local midnight of that day. */
export function dateFromIso(iso: string): Date {
  const [year = NaN, month = NaN, day = NaN] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * A day typed as DD/MM/YYYY (000 §1), as local midnight; null when it is not a real day of
 * the years the server accepts (31/02/2026, 1/3/26, 01/13/2026 are refused).
 */
export function parseDayInput(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/**
 * YYYY-MM-DD shown as DD/MM/YYYY (000 §1: day-month-year), or with another separator: the
 * novedades table shows DD-MM-YYYY (002 §9). Anything else is shown as it came.
 */
export function formatDay(iso: string, separator: '/' | '-' = '/'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? [m[3], m[2], m[1]].join(separator) : iso;
}

/** A YYYY-MM-DD day moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(iso: string, days: number): string {
  const [y = NaN, m = NaN, d = NaN] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

// Issue 13: when the session ends, as the top bar says it: the market's clock (000 §1: the
// marketplace is Argentine), whatever the browser's time zone.
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';

const time = new Intl.DateTimeFormat('es-AR', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const day = new Intl.DateTimeFormat('es-AR', {
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** HH:MM in the market's time zone (24 hours). */
export function marketTime(date: Date): string {
  const parts = time.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

/** DD/MM/YYYY in the market's time zone (000 §1: day-month-year). */
export function marketDay(date: Date): string {
  const parts = day.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The session's end (fechaExpiracion) as a date, null when unknown. */
export function sessionEndDate(fechaExpiracion: string | null): Date | null {
  if (fechaExpiracion === null) return null;
  const date = new Date(fechaExpiracion);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The warning comes this long before the session ends. */
export const SESSION_WARNING_MS = 10 * 60_000;

/** setTimeout's longest delay; a longer wait is armed again. */
const MAX_DELAY_MS = 2_147_483_647;

/** Calls `run` at the moment `at` (ms since the epoch), at once when it has passed. */
export function runAt(at: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const wait = at - Date.now();
    if (wait <= 0) {
      run();
      return;
    }
    timer = setTimeout(arm, Math.min(wait, MAX_DELAY_MS));
  };
  timer = setTimeout(arm, 0);
  return () => clearTimeout(timer);
}

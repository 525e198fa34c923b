// How the orders screens write dates and money (001 §2.1; DECISIONS 7): instants in the market's
// time zone, amounts as '$ 1.234,56'.
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import { centsFromAmount, formatMoney } from '../../domain/money.ts';

const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as 'dd/mm/aaaa hh:mm', Argentine time. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso)).replace(',', '');
}

/** An amount of the API (pesos with two decimals) as '$ 1.234,56'. */
export function money(amount: number): string {
  return formatMoney(centsFromAmount(amount));
}

/** A text that may be empty, or '-'. */
export const orDash = (text: string | null | undefined): string =>
  text === null || text === undefined || text.trim() === '' ? '-' : text;

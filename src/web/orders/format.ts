// How the orders screens write dates and money (001 §2.1; DECISIONS 7): instants in the market's
// time zone, amounts as '$ 1.234,56'.
import { formatMarketDateTime } from '../../domain/dates.ts';
import { centsFromAmount, formatMoney } from '../../domain/money.ts';

/** An instant as 'dd/mm/aaaa hh:mm', Argentine time. */
export const formatDateTime = formatMarketDateTime;

/** An amount of the API (pesos with two decimals) as '$ 1.234,56'. */
export function money(amount: number): string {
  return formatMoney(centsFromAmount(amount));
}

/** A text that may be empty, or '-'. */
export const orDash = (text: string | null | undefined): string =>
  text === null || text === undefined || text.trim() === '' ? '-' : text;

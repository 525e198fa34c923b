// 002 §9 for the settlement screens: amounts in German locale with exactly 2 decimals (the JSON
// amount read as integer cents, DECISIONS 7) and days as day-month-year.
import { formatDay } from '../../domain/dates.ts';
import { centsFromAmount, formatAmount } from '../../domain/money.ts';

/** A JSON amount (pesos with 2 decimals) as '1.234,56'. */
export const importeOf = (amount: number): string => formatAmount(centsFromAmount(amount));

/** A YYYY-MM-DD day as '31-12-2026'. */
export const diaOf = (iso: string): string => formatDay(iso, '-');

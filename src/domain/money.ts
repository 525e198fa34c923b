// DECISIONS 7: money is numeric(14,2) in the database, integer cents in code, a number with two
// decimals in JSON and `$ 1.234,56` on screen (000 §1). Cents are never added as floats.

/** Largest amount numeric(14,2) holds, in cents. */
export const MAX_CENTS = 999_999_999_999_99;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a decimal text as the database answers it ('1234.5', '-0.01', '12'). */
export function centsFromDecimal(text: string): number {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`importe no válido: ${text}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`importe fuera de rango: ${text}`);
  return m[1] ? -cents : cents;
}

/** The decimal text of cents, for a query parameter ('1234.56'). */
export function decimalFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`centavos no enteros: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** The JSON number of cents (1234.56): the nearest double, which prints with two decimals. */
export function amountFromCents(cents: number): number {
  return Number(decimalFromCents(cents));
}

/** Cents of a JSON amount; it must have at most two decimals. */
export function centsFromAmount(amount: number): number {
  const fixed = Number.isFinite(amount) ? amount.toFixed(2) : '';
  if (fixed === '' || Number(fixed) !== amount) throw new Error(`importe no válido: ${amount}`);
  return centsFromDecimal(fixed);
}

/** 000 §1 without the sign: `1.234,56` (dot thousands, comma decimals), for an input's value. */
export function formatAmount(cents: number): string {
  const [int = '0', dec = '00'] = decimalFromCents(Math.abs(cents)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${grouped},${dec}`;
}

/** 000 §1: `$ 1.234,56` ($ prefix, dot thousands, comma decimals, two decimals). */
export function formatMoney(cents: number): string {
  const amount = formatAmount(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}$ ${amount}`;
}

/**
 * 000 §5: a price typed in dot-thousands, comma-decimal form ('1.234,5') as cents; empty is
 * null; anything else is undefined (not a price).
 */
export function parseMoneyInput(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) return undefined;
  return centsFromDecimal(t.replace(/\./g, '').replace(',', '.'));
}

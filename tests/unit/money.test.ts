// DECISIONS 7 and 000 §1, §5: money as integer cents in code, two-decimal numbers in JSON,
// `$ 1.234,56` on screen, and prices typed in dot-thousands comma-decimal form.
import { describe, expect, it } from 'vitest';
import {
  amountFromCents,
  centsFromAmount,
  centsFromDecimal,
  decimalFromCents,
  formatAmount,
  formatMoney,
  parseMoneyInput,
} from '../../src/domain/money.ts';

describe('money (DECISIONS 7)', () => {
  it('the database decimal text becomes exact cents, and back', () => {
    expect(centsFromDecimal('1234.56')).toBe(123_456);
    expect(centsFromDecimal('1234.5')).toBe(123_450);
    expect(centsFromDecimal('12')).toBe(1_200);
    expect(centsFromDecimal('-0.01')).toBe(-1);
    expect(centsFromDecimal('999999999999.99')).toBe(99_999_999_999_999);
    expect(decimalFromCents(123_456)).toBe('1234.56');
    expect(decimalFromCents(5)).toBe('0.05');
    expect(decimalFromCents(-1)).toBe('-0.01');
    expect(() => centsFromDecimal('1.234')).toThrow();
    expect(() => centsFromDecimal('abc')).toThrow();
    expect(() => decimalFromCents(1.5)).toThrow();
  });

  it('JSON amounts have at most two decimals; sums are made in cents, never in floats', () => {
    expect(amountFromCents(10) + amountFromCents(20)).not.toBe(0.3);
    expect(amountFromCents(10 + 20)).toBe(0.3);
    expect(centsFromAmount(0.1)).toBe(10);
    expect(centsFromAmount(1234.56)).toBe(123_456);
    expect(() => centsFromAmount(1.005)).toThrow();
    expect(() => centsFromAmount(Number.NaN)).toThrow();
  });

  it("the screen shows '$ 1.234,56'", () => {
    expect(formatMoney(123_456)).toBe('$ 1.234,56');
    expect(formatMoney(0)).toBe('$ 0,00');
    expect(formatMoney(124_999_900)).toBe('$ 1.249.999,00');
    expect(formatMoney(-5)).toBe('-$ 0,05');
  });

  it("an input's value is the same amount without the '$': '1.234,56'", () => {
    expect(formatAmount(123_456)).toBe('1.234,56');
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(-5)).toBe('-0,05');
  });

  it('prices typed as 1.234,5 are read as cents; empty is null; other text is not a price', () => {
    expect(parseMoneyInput('1.234,5')).toBe(123_450);
    expect(parseMoneyInput('1234,56')).toBe(123_456);
    expect(parseMoneyInput('1.249.999')).toBe(124_999_900);
    expect(parseMoneyInput(' ')).toBeNull();
    expect(parseMoneyInput('12,345')).toBeUndefined();
    expect(parseMoneyInput('1,2,3')).toBeUndefined();
    expect(parseMoneyInput('abc')).toBeUndefined();
  });
});

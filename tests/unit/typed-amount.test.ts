// What an amount input keeps of a keystroke (src/domain/typed-amount.ts): a character its format
// does not take is refused with a hint and the field keeps its value; nothing typed is dropped or
// changed without a word ('12,50' in a whole-pesos field must not become '1250').
import { describe, expect, it } from 'vitest';
import { feeCostFormat } from '../../src/domain/fee-rules.ts';
import { shareFormat } from '../../src/domain/rebate-rules.ts';
import { amountHints, typeAmount, type AmountFormat } from '../../src/domain/typed-amount.ts';

const entero: AmountFormat = { kind: 'entero', maxLength: 10 };
const comision: AmountFormat = { kind: 'decimal', maxLength: 5, commaToo: false, max: 100 };

describe('whole pesos (002 §5: the novedad amount, digits only)', () => {
  it("takes digits; '12,50' stays '12' and says why, never '1250'", () => {
    expect(typeAmount('', '12', entero)).toEqual({ value: '12', hint: null });
    expect(typeAmount('12', '12,', entero)).toEqual({ value: '12', hint: amountHints.entero });
    expect(typeAmount('', '12,50', entero)).toEqual({ value: '', hint: amountHints.entero });
    expect(typeAmount('12', '12.5', entero).value).toBe('12');
    expect(typeAmount('12', '12a', entero).hint).toBe('Solo números enteros, sin centavos.');
  });

  it('refuses an eleventh digit with its limit, and takes a deletion', () => {
    expect(typeAmount('1234567890', '12345678901', entero)).toEqual({
      value: '1234567890',
      hint: 'Hasta 10 caracteres.',
    });
    expect(typeAmount('12', '1', entero)).toEqual({ value: '1', hint: null });
    expect(typeAmount('1', '', entero)).toEqual({ value: '', hint: null });
  });
});

describe("pesos and centavos as the screens write them ('1.234,56')", () => {
  it('takes the thousands dots, one comma and 2 centavos; refuses a third', () => {
    expect(typeAmount('', '1.234,56', shareFormat)).toEqual({ value: '1.234,56', hint: null });
    expect(typeAmount('12,50', '12,505', shareFormat)).toEqual({
      value: '12,50',
      hint: amountHints.dosDecimales,
    });
    expect(typeAmount('12,5', '12,5,', shareFormat).hint).toBe(amountHints.pesos);
    expect(typeAmount('12', '12x', shareFormat).hint).toBe(amountHints.pesos);
  });

  it('a minus only where the rules have a message for it (the rebate shares)', () => {
    expect(typeAmount('', '-10', shareFormat)).toEqual({ value: '-10', hint: null });
    const coupon: AmountFormat = { kind: 'pesos', maxLength: 18 };
    expect(typeAmount('', '-', coupon)).toEqual({ value: '', hint: amountHints.pesos });
  });
});

describe('a decimal number (002 §5 fee costs: the point or the comma, 2 decimals, 8 characters)', () => {
  it("takes '12,50' and '12.5' as they are", () => {
    expect(typeAmount('', '12,50', feeCostFormat)).toEqual({ value: '12,50', hint: null });
    expect(typeAmount('', '12.5', feeCostFormat)).toEqual({ value: '12.5', hint: null });
    expect(typeAmount('12,5', '12,5.', feeCostFormat).hint).toBe(amountHints.decimal);
    expect(typeAmount('12', '123456789', feeCostFormat).hint).toBe('Hasta 8 caracteres.');
  });
});

describe('the commission (001 §5: digits and a dot, at most 5 characters, above 100 becomes 100)', () => {
  it("refuses the comma instead of dropping it ('12,5' would read 125, then 100)", () => {
    expect(typeAmount('12', '12,', comision)).toEqual({
      value: '12',
      hint: amountHints.decimalPunto,
    });
    expect(typeAmount('12', '12.5', comision)).toEqual({ value: '12.5', hint: null });
  });

  it('a value above 100 becomes 100, and says so', () => {
    expect(typeAmount('10', '101', comision)).toEqual({ value: '100', hint: 'El máximo es 100.' });
    expect(typeAmount('', '100', comision)).toEqual({ value: '100', hint: null });
  });
});

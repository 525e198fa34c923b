// 000 §5 rebate rules (src/domain/rebate-rules.ts), shared by the rebate card and the server:
// the base price, the final price, the percentages ('Error' above 100), the messages, the
// typed inputs and the end of an Activo rebate. Money in integer cents (DECISIONS 7).
import { describe, expect, it } from 'vitest';
import {
  PERCENT_ERROR,
  parseShareInput,
  parseUnitsInput,
  percentText,
  rebateBaseCents,
  rebateExpired,
  rebateFigures,
  rebateFinalCents,
  rebateMessages,
  rebatePercent,
  validateRebate,
  type RebateFields,
} from '../../src/domain/rebate-rules.ts';

const today = '2026-05-10';
const valid: RebateFields = {
  baseCents: 100_000,
  aCargoMarketCents: 10_000,
  aCargoSellerCents: 5_000,
  unidades: 10,
  fechaInicio: today,
  fechaVencimiento: '2026-06-10',
};
const messagesOf = (
  f: Partial<RebateFields>,
  check: Parameters<typeof validateRebate>[1] = { today },
) => validateRebate({ ...valid, ...f }, check).map((e) => e.message);

describe('000 §5: base price = promotional price, or list price when promotional is empty or zero', () => {
  it('promotional when above zero', () => {
    expect(rebateBaseCents(100_000, 80_000)).toBe(80_000);
  });
  it('list price when promotional is empty (null) or zero', () => {
    expect(rebateBaseCents(100_000, null)).toBe(100_000);
    expect(rebateBaseCents(100_000, 0)).toBe(100_000);
  });
});

describe('000 §5: final price = base price minus both shares, in cents', () => {
  it('subtracts exactly, also where floats would not (0.1 + 0.2)', () => {
    expect(rebateFinalCents(30, 10, 20)).toBe(0);
    expect(rebateFinalCents(123_456, 12_345, 7_655)).toBe(103_456);
    expect(rebateFinalCents(100, 80, 30)).toBe(-10);
  });
});

describe('000 §5: each percentage = share / base price × 100, two decimals', () => {
  it('rounds half up to two decimals', () => {
    expect(rebatePercent(12_345, 100_000)).toBe(12.35);
    expect(rebatePercent(7_655, 100_000)).toBe(7.66);
    expect(rebatePercent(1, 3)).toBe(33.33);
    expect(rebatePercent(2, 3)).toBe(66.67);
    expect(rebatePercent(10_000, 80_000)).toBe(12.5);
  });
  it('zero share is 0 %, a whole base 100 %, more than the base above 100', () => {
    expect(rebatePercent(0, 100_000)).toBe(0);
    expect(rebatePercent(100_000, 100_000)).toBe(100);
    expect(rebatePercent(100_001, 100_000)).toBe(100);
    expect(rebatePercent(100_010, 100_000)).toBe(100.01);
    expect(rebatePercent(200_000, 100_000)).toBe(200);
  });
  it('negative shares give negative percentages; no base gives none', () => {
    expect(rebatePercent(-1_000, 100_000)).toBe(-1);
    expect(rebatePercent(100, 0)).toBeNull();
    expect(rebatePercent(0, 0)).toBe(0);
  });
  it('is exact for the largest prices numeric(14,2) holds', () => {
    const max = 99_999_999_999_999;
    expect(rebatePercent(max, max)).toBe(100);
    expect(rebatePercent(Math.floor(max / 2), max)).toBe(50);
  });
  it('the figures of a rebate: final price and the three percentages', () => {
    expect(rebateFigures(100_000, 12_345, 7_655)).toEqual({
      precioFinalCents: 80_000,
      porcentajeMarket: 12.35,
      porcentajeSeller: 7.66,
      porcentajeTotalDescuento: 20,
    });
  });
});

describe("000 §5: percentages show 'Error' when above 100", () => {
  it('Spanish decimals up to 100, Error above', () => {
    expect(percentText(12.35)).toBe('12,35 %');
    expect(percentText(0)).toBe('0,00 %');
    expect(percentText(100)).toBe('100,00 %');
    expect(percentText(100.01)).toBe(PERCENT_ERROR);
    expect(percentText(null)).toBe('Error');
    expect(percentText(-1.5)).toBe('-1,50 %');
  });
});

describe('000 §5 messages', () => {
  it('a valid rebate has none', () => {
    expect(messagesOf({})).toEqual([]);
  });
  it("'El precio final no puede ser negativo'", () => {
    expect(messagesOf({ aCargoMarketCents: 80_000, aCargoSellerCents: 30_000 })).toEqual([
      'El precio final no puede ser negativo',
    ]);
  });
  it("'El precio a cargo de {product} no puede ser negativo': the brand is a parameter, Market by default", () => {
    expect(messagesOf({ aCargoMarketCents: -1 })).toEqual([
      'El precio a cargo de Market no puede ser negativo',
    ]);
    expect(messagesOf({ aCargoMarketCents: -1 }, { today, product: 'Mega-Market' })).toEqual([
      'El precio a cargo de Mega-Market no puede ser negativo',
    ]);
  });
  it("'El precio a cargo del seller no puede ser negativo'", () => {
    expect(messagesOf({ aCargoSellerCents: -1 })).toEqual([
      'El precio a cargo del seller no puede ser negativo',
    ]);
  });
  it("'La cantidad de unidades no puede ser negativa'; zero or a fraction are refused too", () => {
    expect(messagesOf({ unidades: -1 })).toEqual(['La cantidad de unidades no puede ser negativa']);
    expect(messagesOf({ unidades: 0 })).toEqual([rebateMessages.unitsRequired]);
    expect(messagesOf({ unidades: 1.5 })).toEqual([rebateMessages.unitsFormat]);
  });
  it('a rebate needs some discount', () => {
    expect(messagesOf({ aCargoMarketCents: 0, aCargoSellerCents: 0 })).toEqual([
      rebateMessages.noDiscount('Market'),
    ]);
  });
  it('dates: both required, vencimiento not before inicio, a new inicio not before today', () => {
    expect(messagesOf({ fechaInicio: null, fechaVencimiento: null })).toEqual([
      rebateMessages.inicioRequired,
      rebateMessages.vencimientoRequired,
    ]);
    expect(messagesOf({ fechaInicio: '2026-05-12', fechaVencimiento: '2026-05-11' })).toEqual([
      rebateMessages.vencimientoBeforeInicio,
    ]);
    expect(messagesOf({ fechaInicio: '2026-05-09' })).toEqual([rebateMessages.inicioPast]);
    expect(messagesOf({ fechaVencimiento: today })).toEqual([]);
  });
  it('a modified rebate may keep its stored inicio in the past, not move it to another past day', () => {
    const check = { today, fechaInicioGuardada: '2026-05-01' };
    expect(messagesOf({ fechaInicio: '2026-05-01' }, check)).toEqual([]);
    expect(messagesOf({ fechaInicio: '2026-05-02' }, check)).toEqual([rebateMessages.inicioPast]);
    expect(
      messagesOf({ fechaInicio: '2026-05-01', fechaVencimiento: '2026-05-09' }, check),
    ).toEqual([rebateMessages.vencimientoPast]);
  });
  it('each failed rule names its field', () => {
    const errors = validateRebate(
      { ...valid, aCargoMarketCents: -5, aCargoSellerCents: -5, unidades: -1 },
      { today },
    );
    expect(errors.map((e) => e.field)).toEqual(['aCargoMarket', 'aCargoSeller', 'unidades']);
  });
});

describe('typed inputs (000 §5: 1.234,56)', () => {
  it('shares: dot thousands, comma decimals, a leading minus kept for its message', () => {
    expect(parseShareInput('1.234,56')).toBe(123_456);
    expect(parseShareInput('1234,5')).toBe(123_450);
    expect(parseShareInput('-10')).toBe(-1_000);
    expect(parseShareInput('')).toBeNull();
    expect(parseShareInput('1,234.56')).toBeUndefined();
    expect(parseShareInput('-')).toBeUndefined();
    expect(parseShareInput('abc')).toBeUndefined();
  });
  it('units: whole numbers only', () => {
    expect(parseUnitsInput('12')).toBe(12);
    expect(parseUnitsInput('-3')).toBe(-3);
    expect(parseUnitsInput('')).toBeNull();
    expect(parseUnitsInput('1,5')).toBeUndefined();
    expect(parseUnitsInput('1e3')).toBeUndefined();
  });
});

describe('DECISIONS 17: an Activo rebate ends when its validity is over or no units are left', () => {
  it('the last day is still valid; the day after is not', () => {
    const r = { fechaVencimiento: today, unidades: 10, unidadesVendidas: 0 };
    expect(rebateExpired(r, today)).toBe(false);
    expect(rebateExpired(r, '2026-05-11')).toBe(true);
  });
  it('no units left', () => {
    expect(
      rebateExpired({ fechaVencimiento: '2026-12-31', unidades: 10, unidadesVendidas: 10 }, today),
    ).toBe(true);
    expect(
      rebateExpired({ fechaVencimiento: '2026-12-31', unidades: 10, unidadesVendidas: 9 }, today),
    ).toBe(false);
  });
});

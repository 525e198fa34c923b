// The values typed on the rebate card (000 §2.9) and the messages it shows: the shares and units
// as typed, the days as YYYY-MM-DD, every rule of 000 §5 (src/domain/rebate-rules.ts) with the
// inputs that are not numbers at all, and which messages show as the user types.
import type { Rebate } from '../../api/rebates-queries.ts';
import { centsFromAmount, formatAmount } from '../../domain/money.ts';
import { todayInMarket } from '../../domain/dates.ts';
import {
  parseShareInput,
  rebateMessages,
  validateRebate,
  type RebateField,
} from '../../domain/rebate-rules.ts';
import { brandName } from '../ui/brand.ts';

export interface RebateForm {
  aCargoMarket: string;
  aCargoSeller: string;
  unidades: string;
  fechaInicio: string | null;
  fechaVencimiento: string | null;
}

/** An amount as the inputs show it ('1.234,56', no $; '-1.234,56' when negative). */
export const moneyText = (cents: number) => formatAmount(cents);

export function formOf(rebate: Rebate | null): RebateForm {
  if (rebate === null) {
    return {
      aCargoMarket: '',
      aCargoSeller: '',
      unidades: '',
      fechaInicio: null,
      fechaVencimiento: null,
    };
  }
  return {
    aCargoMarket: moneyText(centsFromAmount(rebate.aCargoMarket)),
    aCargoSeller: moneyText(centsFromAmount(rebate.aCargoSeller)),
    unidades: String(rebate.unidades),
    fechaInicio: rebate.fechaInicio,
    fechaVencimiento: rebate.fechaVencimiento,
  };
}

/** The messages shown as the user types; the "missing value" ones wait for a submit. */
export const LIVE_MESSAGES = new Set<string>([
  rebateMessages.finalNegative,
  rebateMessages.marketNegative(brandName),
  rebateMessages.sellerNegative,
  rebateMessages.unitsNegative,
  rebateMessages.unitsFormat,
  rebateMessages.amountFormat,
  rebateMessages.vencimientoBeforeInicio,
  rebateMessages.inicioPast,
  rebateMessages.vencimientoPast,
]);

/** Every message of the card's values: the inputs that are no number, then the rules. */
export function rebateErrors(v: {
  form: RebateForm;
  baseCents: number;
  /** Parsed shares and units: null when empty, undefined when not a number. */
  market: number | null | undefined;
  seller: number | null | undefined;
  unidades: number | null | undefined;
  fechaInicioGuardada: string | null;
}): { field: RebateField; message: string }[] {
  const { form, market, seller, unidades } = v;
  const ruleErrors = validateRebate(
    {
      baseCents: v.baseCents,
      aCargoMarketCents: market ?? 0,
      aCargoSellerCents: seller ?? 0,
      unidades: unidades ?? 0,
      fechaInicio: form.fechaInicio,
      fechaVencimiento: form.fechaVencimiento,
    },
    { product: brandName, today: todayInMarket(), fechaInicioGuardada: v.fechaInicioGuardada },
  );
  return [
    ...(market === undefined
      ? [{ field: 'aCargoMarket' as const, message: rebateMessages.amountFormat }]
      : []),
    ...(seller === undefined
      ? [{ field: 'aCargoSeller' as const, message: rebateMessages.amountFormat }]
      : []),
    ...(unidades === undefined
      ? [{ field: 'unidades' as const, message: rebateMessages.unitsFormat }]
      : []),
    ...ruleErrors.filter(
      (e) =>
        !(e.field === 'aCargoMarket' && market === undefined) &&
        !(e.field === 'aCargoSeller' && seller === undefined) &&
        !(e.field === 'unidades' && unidades === undefined),
    ),
  ];
}

/** A typed amount, tidied when the input loses focus ('1234,5' -> '1.234,50'); else as typed. */
export function tidy(text: string): string {
  const cents = parseShareInput(text);
  return cents === null || cents === undefined ? text : moneyText(cents);
}

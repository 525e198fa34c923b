// 000 §2.9, §5 rebate rules, in one place: the rebate card computes and checks them as the user
// types, and the server computes and checks them again before it writes (400 with the same
// texts), never trusting the figures the client sends. Money is integer cents (DECISIONS 7).
// Quoted texts are the spec's; the others fill what the spec leaves "not shown" with a clear
// Spanish sentence. `{product}` is the marketplace's brand (DECISIONS 3): a parameter here.
import { formatMoney, parseMoneyInput } from './money.ts';
import { shownPriceCents } from './listing-rules.ts';
import { TipoUsuario } from './roles.ts';
import type { AmountFormat } from './typed-amount.ts';

export const rebateMessages = {
  // The server's answers (not shown in the spec).
  notFound: 'El rebate no existe.',
  otherListing: 'El rebate no pertenece a la publicación indicada.',
  // 000 §5, quoted.
  finalNegative: 'El precio final no puede ser negativo',
  marketNegative: (product: string) => `El precio a cargo de ${product} no puede ser negativo`,
  sellerNegative: 'El precio a cargo del seller no puede ser negativo',
  unitsNegative: 'La cantidad de unidades no puede ser negativa',
  // 000 §8 and 001 §8: successes.
  sent: 'Rebate enviado',
  modified: 'Rebate modificado',
  deleted: 'Rebate eliminado',
  approved: 'Rebate aprobado',
  declined: 'Rebate desaprobado',
  stateChanged: 'Estado de rebate cambiado.',
  // Not shown in the spec: our wording.
  noDiscount: (product: string) =>
    `Ingrese un monto a cargo de ${product} o del seller: el rebate debe tener un descuento.`,
  unitsRequired: 'Ingrese la cantidad de unidades del rebate (al menos 1).',
  unitsFormat: 'La cantidad de unidades debe ser un número entero.',
  amountFormat: 'Ingrese el importe con el formato 1.234,56.',
  amountInvalid:
    'Los importes del rebate admiten como máximo dos decimales y no pueden superar $ 999.999.999.999,99.',
  inicioRequired: 'Ingrese la fecha de inicio del rebate.',
  vencimientoRequired: 'Ingrese la fecha de vencimiento del rebate.',
  vencimientoBeforeInicio: 'La fecha de vencimiento no puede ser anterior a la fecha de inicio.',
  inicioPast: 'La fecha de inicio no puede ser anterior a hoy.',
  vencimientoPast: 'La fecha de vencimiento no puede ser anterior a hoy.',
  precioInicialChanged: (shown: string) =>
    `El precio inicial no coincide con el precio actual de la publicación (${shown}). Actualice la página e intente nuevamente.`,
  precioFinalMismatch: (shown: string) =>
    `El precio final debe ser el precio inicial menos los montos a cargo (${shown}).`,
  noRebate: 'La publicación no tiene un rebate vigente.',
} as const;

/** 000 §8, 001 §8: what a successful call of each rebate event says. */
export const rebateSuccessMessages = {
  ENVIAR: rebateMessages.sent,
  MODIFICAR: rebateMessages.modified,
  ELIMINAR: rebateMessages.deleted,
  APROBAR: rebateMessages.approved,
  RECHAZAR: rebateMessages.declined,
  DAR_DE_BAJA: rebateMessages.stateChanged,
} as const;

/** 001 §8: the successes and fallbacks of 'Gestión de Rebates' (its state changes and delete). */
export const rebateScreenMessages = {
  stateChanged: 'Estado de rebate cambiado.',
  deleted: 'Rebate eliminado',
  stateFailed: 'No se pudo cambiar el estado rebate.',
  deleteFailed: 'No pudo eliminarse',
  empty: 'NO SE ENCONTRARON RESULTADOS',
  loadFailed: 'No se pudieron obtener los rebates.',
} as const;

/** 001 §8: what a success on 'Gestión de Rebates' says, per event. */
export const rebateScreenSuccessMessages = {
  ...rebateSuccessMessages,
  ELIMINAR: rebateScreenMessages.deleted,
  APROBAR: rebateScreenMessages.stateChanged,
  RECHAZAR: rebateScreenMessages.stateChanged,
  DAR_DE_BAJA: rebateScreenMessages.stateChanged,
} as const;

/** What a percentage shows when it is above 100 (000 §5). */
export const PERCENT_ERROR = 'Error';

/** 000 §5: the base price is the promotional price, or the list price when it is empty or 0. */
export function rebateBaseCents(precioListaCents: number, precioPromocionalCents: number | null) {
  return shownPriceCents(precioListaCents, precioPromocionalCents);
}

/** 000 §5: final price = base price minus both shares. */
export function rebateFinalCents(baseCents: number, marketCents: number, sellerCents: number) {
  return baseCents - marketCents - sellerCents;
}

/**
 * 000 §5: share / base price × 100, rounded half away from zero to two decimals (12.35 means
 * 12,35 %). Exact for any amount numeric(14,2) holds (BigInt: no float is added). Null when
 * the base is not above zero and the share is not zero (no percentage can be said).
 */
export function rebatePercent(shareCents: number, baseCents: number): number | null {
  if (shareCents === 0) return 0;
  if (baseCents <= 0) return null;
  const scaled = BigInt(Math.abs(shareCents)) * 10_000n;
  const base = BigInt(baseCents);
  const hundredths = Number((scaled * 2n + base) / (base * 2n));
  return (shareCents < 0 ? -hundredths : hundredths) / 100;
}

export interface RebateFigures {
  precioFinalCents: number;
  porcentajeMarket: number | null;
  porcentajeSeller: number | null;
  porcentajeTotalDescuento: number | null;
}

/** Everything the card derives from the base price and the two shares. */
export function rebateFigures(
  baseCents: number,
  marketCents: number,
  sellerCents: number,
): RebateFigures {
  return {
    precioFinalCents: rebateFinalCents(baseCents, marketCents, sellerCents),
    porcentajeMarket: rebatePercent(marketCents, baseCents),
    porcentajeSeller: rebatePercent(sellerCents, baseCents),
    porcentajeTotalDescuento: rebatePercent(marketCents + sellerCents, baseCents),
  };
}

/** 000 §5: a percentage as the card shows it: '12,35 %', or 'Error' when above 100. */
export function percentText(percent: number | null): string {
  if (percent === null || percent > 100) return PERCENT_ERROR;
  const [int = '0', dec = '00'] = Math.abs(percent).toFixed(2).split('.');
  return `${percent < 0 ? '-' : ''}${int},${dec} %`;
}

/** The fields of a rebate as the rules see them (amounts in cents, days as YYYY-MM-DD). */
export interface RebateFields {
  /** The listing's base price now (000 §5). */
  baseCents: number;
  aCargoMarketCents: number;
  aCargoSellerCents: number;
  unidades: number;
  fechaInicio: string | null;
  fechaVencimiento: string | null;
}

export type RebateField =
  'precioFinal' | 'aCargoMarket' | 'aCargoSeller' | 'unidades' | 'fechaInicio' | 'fechaVencimiento';

/** One failed rule: the field it belongs to (for the card) and its text. */
export interface RebateRuleError {
  field: RebateField;
  message: string;
}

export interface RebateCheck {
  /** The marketplace's brand (DECISIONS 3), 'Market' by default. */
  product?: string;
  /** Today, the market's day (YYYY-MM-DD). */
  today: string;
  /**
   * The stored fechaInicio of a rebate being modified: keeping it is allowed even when it is
   * past (the rebate may have started). Null or absent for a new rebate.
   */
  fechaInicioGuardada?: string | null;
}

/** Every rule of 000 §5 (and ours for the dates and the units); empty when the rebate is valid. */
export function validateRebate(f: RebateFields, check: RebateCheck): RebateRuleError[] {
  const product = check.product ?? 'Market';
  const errors: RebateRuleError[] = [];
  const add = (field: RebateField, message: string) => errors.push({ field, message });

  if (rebateFinalCents(f.baseCents, f.aCargoMarketCents, f.aCargoSellerCents) < 0) {
    add('precioFinal', rebateMessages.finalNegative);
  }
  if (f.aCargoMarketCents < 0) add('aCargoMarket', rebateMessages.marketNegative(product));
  if (f.aCargoSellerCents < 0) add('aCargoSeller', rebateMessages.sellerNegative);
  if (f.aCargoMarketCents === 0 && f.aCargoSellerCents === 0) {
    add('aCargoMarket', rebateMessages.noDiscount(product));
  }
  if (!Number.isInteger(f.unidades)) add('unidades', rebateMessages.unitsFormat);
  else if (f.unidades < 0) add('unidades', rebateMessages.unitsNegative);
  else if (f.unidades === 0) add('unidades', rebateMessages.unitsRequired);

  const { fechaInicio: inicio, fechaVencimiento: vence } = f;
  if (inicio === null) add('fechaInicio', rebateMessages.inicioRequired);
  else if (inicio < check.today && inicio !== check.fechaInicioGuardada) {
    add('fechaInicio', rebateMessages.inicioPast);
  }
  if (vence === null) add('fechaVencimiento', rebateMessages.vencimientoRequired);
  else if (inicio !== null && vence < inicio) {
    add('fechaVencimiento', rebateMessages.vencimientoBeforeInicio);
  } else if (vence < check.today) add('fechaVencimiento', rebateMessages.vencimientoPast);
  return errors;
}

/** An amount for a message ('$ 1.234,56'). */
export const moneyForMessage = (cents: number): string => formatMoney(cents);

/**
 * How a share input takes what is typed: the characters of parseShareInput (a leading minus,
 * digits, dots, one comma and 2 centavos), the rest refused with a hint.
 */
export const shareFormat: AmountFormat = { kind: 'pesos', maxLength: 18, negative: true };

/**
 * A share typed on the card: dot-thousands, comma-decimal (000 §5, '1.234,56'), with an
 * optional leading minus so that a negative share reaches its rule's message. Null when
 * empty; undefined when it is not an amount.
 */
export function parseShareInput(text: string): number | null | undefined {
  const t = text.trim();
  if (!t.startsWith('-')) return parseMoneyInput(t);
  const cents = parseMoneyInput(t.slice(1));
  return cents === null || cents === undefined ? undefined : -cents;
}

/** Units typed on the card: an integer (a minus sign allowed, for its message), or undefined. */
export function parseUnitsInput(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^-?\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}

/**
 * 000 §5, DECISIONS 17: an Activo rebate ends (4 Finalizado) once its validity is over or no
 * units are left.
 */
export function rebateExpired(
  r: { fechaVencimiento: string; unidades: number; unidadesVendidas: number },
  today: string,
): boolean {
  return r.fechaVencimiento < today || r.unidadesVendidas >= r.unidades;
}

/**
 * The rebate machine's `vencido` (machines/rebate.ts): the validity of a rebate not yet active
 * has passed, so it cannot be approved until it is modified (DECISIONS 17). Dates are ISO days.
 */
export function rebateValidityPassed(fechaVencimiento: string, today: string): boolean {
  return fechaVencimiento.slice(0, 10) < today;
}

/** 001 §9: 'Gestión de Rebates' is paged at 10. */
export const REBATES_PAGE_SIZE = 10;

/**
 * The states a user never finds on 'Gestión de Rebates' (001 §2.5, §4, §6): 5 Eliminado is not
 * a filter option for anyone; the seller admin is not offered a Pendiente (1) rebate until the
 * admin approves it (000 §2.9: its card shows only past 1), so its filter omits PENDIENTES.
 */
export function rebatesHiddenFrom(tipoUsuario: number): readonly number[] {
  return tipoUsuario === TipoUsuario.sellerAdmin ? [1, 5] : [5];
}

/** 001 §4: the rebate filter's Estado options (TODOS is none); PENDIENTES only for staff. */
export function rebateEstadoOptions(tipoUsuario: number): { value: number; label: string }[] {
  const hidden = rebatesHiddenFrom(tipoUsuario);
  return [
    { value: 1, label: 'PENDIENTES' },
    { value: 2, label: 'EN REVISIÓN' },
    { value: 3, label: 'ACTIVOS' },
    { value: 4, label: 'FINALIZADOS' },
    { value: 6, label: 'RECHAZADOS' },
  ].filter((o) => !hidden.includes(o.value));
}

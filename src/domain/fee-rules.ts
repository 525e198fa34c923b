// The logistics fee (002 §2 'Fee logistics', §3, §4 Fee, §5 fee screens, §8, §9; DECISIONS 7, 23;
// issue 19 point 5): the texts, limits and cell rules that /Liquidaciones/ActualizacionMasiva,
// /Liquidaciones/NuevoFee and the server share, written once.
import type { AmountFormat } from './typed-amount.ts';
import { addDays, formatDay } from './dates.ts';
import { centsFromDecimal } from './money.ts';

/** 002 §4, §9: the windows asked for through VigenciaFeeLogistico. */
export type VigenciaFee = 0 | 1 | 2;
export const vigenciasFee: readonly VigenciaFee[] = [0, 1, 2];
/** 002 §2: the three stacked sections of the fee page. */
export const vigenciaFeeTitles: Record<VigenciaFee, string> = {
  0: 'Fee Anterior',
  1: 'Fee Activo',
  2: 'Fee Próximo',
};
export const isVigenciaFee = (n: unknown): n is VigenciaFee => n === 0 || n === 1 || n === 2;

/** 002 §9 fee zones, in their id order (002 §5: ids by position from 1). */
export type ZonaFee = 'amba' | 'interior' | 'patagonia';
export const zonasFee: readonly ZonaFee[] = ['amba', 'interior', 'patagonia'];
export const zonaFeeLabels: Record<ZonaFee, string> = {
  amba: 'AMBA',
  interior: 'Interior',
  patagonia: 'Patagonia',
};
/** The zone's id (1 amba, 2 interior, 3 patagonia: the catalogue logistica_zonas). */
export const idZonaFee = (zona: ZonaFee): number => zonasFee.indexOf(zona) + 1;

/** 002 §5, §9: a cost input holds at most 8 characters; days at most 3 (the column's). */
export const FEE_COST_MAX_LENGTH = 8;
/** How a cost input takes what is typed: 002 §5, a number of 8 characters and 2 decimals. */
export const feeCostFormat: AmountFormat = {
  kind: 'decimal',
  maxLength: FEE_COST_MAX_LENGTH,
  commaToo: true,
};
export const FEE_DAYS_MAX_LENGTH = 3;
/** Largest cost: eight digits. */
export const FEE_COST_MAX_CENTS = 99_999_999_00;

export const feeMessages = {
  // 002 §5
  sinDatos: 'No hay datos válidos para actualizar.',
  // 002 §8
  noCreado: 'El Fee no pudo ser creado',
  noActualizado: 'El Fee no pudo ser actualizado',
  actualizado: 'Fee Logístico actualizado correctamente',
  sinResultados: 'NO SE ENCONTRARON RESULTADOS',
  // Not shown in the spec: clear Spanish sentences (DECISIONS, issue 19 point 5).
  fechaDesde: 'Debe seleccionar una fecha desde.',
  fechaHasta: 'Debe seleccionar una fecha hasta.',
  desdeAnteriorAHoy: 'La fecha desde no puede ser anterior a hoy.',
  hastaAnteriorADesde: 'La fecha hasta no puede ser anterior a la fecha desde.',
  superposicion: (desde: string) =>
    `El nuevo Fee se superpone con el Fee vigente desde el ${formatDay(desde)}: debe terminar antes de esa fecha o empezar después de ella.`,
  superposicionOtro: 'El nuevo Fee se superpone con otro Fee: elija otras fechas.',
  costoInvalido: (texto: string) =>
    `El costo '${texto}' no es válido: debe ser un número mayor a 0, de hasta ${String(FEE_COST_MAX_LENGTH)} caracteres y 2 decimales.`,
  diasInvalidos: 'Los días de entrega deben ser un número entero de 0 a 999.',
  escalaInexistente: (id: number) => `La escala ${String(id)} no existe.`,
  zonaInexistente: (id: number) => `La zona ${String(id)} no existe.`,
  celdaRepetida: (idEscala: number, idZona: number) =>
    `La escala ${String(idEscala)} y la zona ${String(idZona)} se repiten: cada costo va una sola vez.`,
  costoInexistente: (id: number) => `El costo ${String(id)} no existe.`,
  costoRepetido: (id: number) => `El costo ${String(id)} se repite.`,
  unSoloFee: 'Los costos enviados deben ser de un mismo Fee.',
  fechasNoCorresponden: 'Las fechas no corresponden al Fee que se actualiza.',
  anteriorSoloLectura: 'El Fee Anterior es de solo lectura: no puede modificarse.',
} as const;

/**
 * A cost as 002 §5 takes it: a number above 0, at most 8 characters, at most 2 decimals (a
 * comma is read as the decimal point). Its cents (DECISIONS 7), or null when it is not one.
 */
export function parseFeeCost(value: unknown): number | null {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim().replace(',', '.')
        : '';
  if (text.length === 0 || text.length > FEE_COST_MAX_LENGTH) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = centsFromDecimal(text);
  return cents > 0 && cents <= FEE_COST_MAX_CENTS ? cents : null;
}

/** Delivery days: a whole number 0-999, or null. Empty is 0. */
export function parseFeeDays(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return 0;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** The text a cost input shows for cents (no thousands, a dot for decimals: 1234.5 -> '1234.5'). */
export function costInputOf(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(whole);
  return `${String(whole)}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** One scale row of the creation grid: its cost input per zone, in zone order. */
export type CreationGridRow = readonly string[];

export interface CostoFeeNuevo {
  idZona: number;
  idEscala: number;
  costo: number;
}

/**
 * 002 §5 Create fee: only zone costs that are numeric and greater than 0 are sent, scales with
 * none are dropped, and zone and scale ids are given by position starting at 1. Empty when
 * nothing valid remains ('No hay datos válidos para actualizar.').
 */
export function creationCosts(grid: readonly CreationGridRow[]): CostoFeeNuevo[] {
  const out: CostoFeeNuevo[] = [];
  grid.forEach((row, i) => {
    row.forEach((text, j) => {
      const cents = parseFeeCost(text);
      if (cents !== null) out.push({ idEscala: i + 1, idZona: j + 1, costo: cents / 100 });
    });
  });
  return out;
}

/** One cell of an existing window as the update screen holds it. */
export interface UpdateGridCell {
  idFeeLogistico: number | null;
  costo: string;
  diasEntrega: string;
}

export interface CostoFeeEditado {
  idFeeLogistico: number;
  costo: number;
  diasEntrega: number;
}

const numberOf = (text: string): number => {
  const n = Number(text.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
};

/**
 * 002 §5 Update fee: only cells with an existing cost id and with cost above 0 or days above 0
 * are sent. Each keeps what was typed (the server refuses a cost that is not one).
 */
export function updatedCosts(cells: readonly UpdateGridCell[]): CostoFeeEditado[] {
  return cells
    .filter(
      (c): c is UpdateGridCell & { idFeeLogistico: number } =>
        c.idFeeLogistico !== null && (numberOf(c.costo) > 0 || numberOf(c.diasEntrega) > 0),
    )
    .map((c) => ({
      idFeeLogistico: c.idFeeLogistico,
      costo: numberOf(c.costo),
      diasEntrega: Math.trunc(numberOf(c.diasEntrega)),
    }));
}

/** 002 §5: 'Fecha desde' minimum is today. */
export const feeMinStart = (today: string): string => today;

/**
 * 002 §5: 'Fecha hasta' minimum is 'Fecha desde'; when the start is moved after the end, the
 * end is set to the start. Answers the end to keep.
 */
export function feeEndAfterStart(desde: string | null, hasta: string | null): string | null {
  if (desde !== null && hasta !== null && hasta < desde) return desde;
  return hasta;
}

/** The checks of a new window's dates, in order: the first that fails, or null. */
export function feeDatesProblem(
  desde: string | null,
  hasta: string | null,
  today: string,
): string | null {
  if (desde === null) return feeMessages.fechaDesde;
  if (hasta === null) return feeMessages.fechaHasta;
  if (desde < feeMinStart(today)) return feeMessages.desdeAnteriorAHoy;
  if (hasta < desde) return feeMessages.hastaAnteriorADesde;
  return null;
}

/** The day before a day (a window closed where the next one starts). */
export const dayBefore = (day: string): string => addDays(day, -1);

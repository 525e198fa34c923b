// Novedades and their concepts (002 §2, §3, §5, §8, §9; DECISIONS 7, 20): the texts and the
// checks the /Novedades screens and the server share, written once.
import { addDays } from './dates.ts';

/** 002 §9: novedades page size. */
export const NOVEDADES_PAGE_SIZE = 10;
/** 002 §5, §9: a novedad's date is at most this many days back. */
export const NOVEDAD_MIN_DAYS_BACK = 60;
/** 002 §5, §9: amount and reference order, 10 characters, digits only. */
export const NOVEDAD_AMOUNT_MAX_LENGTH = 10;
export const NOVEDAD_ORDER_MAX_LENGTH = 10;
/** Observaciones: the spec gives no limit; the column's. */
export const NOVEDAD_NOTES_MAX_LENGTH = 250;
/** 002 §5, §9: a concept's name. */
export const CONCEPT_NAME_MAX_LENGTH = 50;

/** DECISIONS 20: a concept's action (subtipo): 1 Crédito adds to the seller, 2 Débito subtracts. */
export type IdAccionNovedad = 1 | 2;
export const accionNovedadLabels: Record<IdAccionNovedad, string> = { 1: 'Crédito', 2: 'Débito' };
export const isAccionNovedad = (n: unknown): n is IdAccionNovedad => n === 1 || n === 2;

export const novedadMessages = {
  // 002 §5
  fechaInicial: 'Debe seleccionar una fecha inicial',
  fechaFinal: 'Debe seleccionar una fecha final',
  seller: 'Seleccione un Seller',
  estado: 'Seleccione un estado',
  ninguna: 'Selecione alguna novedad',
  importeInvalido: 'Ingrese un importe válido',
  fecha: 'Debe agregar una fecha',
  sellerNueva: 'Debe seleccionar un seller',
  concepto: 'Debe seleccionar un concepto',
  importe: 'Debe agregar un importe',
  // Not shown: clear Spanish sentences.
  fechaMinima: `La fecha no puede ser anterior a ${String(NOVEDAD_MIN_DAYS_BACK)} días atrás.`,
  ordenInvalida: 'Ingrese un número de orden válido (hasta 10 dígitos).',
  ordenDeOtroSeller: 'La orden de referencia no existe o no es de este seller.',
  observacionesLargas: `Las observaciones no pueden superar los ${String(NOVEDAD_NOTES_MAX_LENGTH)} caracteres.`,
  conceptoInexistente: 'El concepto no existe.',
  noEncontrada: 'La novedad no existe.',
  estadoNoPermite: (idNovedad: number, estado: string) =>
    `La novedad ${String(idNovedad)} está ${estado}: no admite esta acción.`,
  // 002 §8 successes (the screen's toasts).
  confirmadas: 'La novedades fueron confirmadas con exito',
  importeActualizado: 'El importe fue actualizado con exito.',
  eliminada: 'El novedad fue eliminada con exito.',
  creada: 'La novedad fue creada con éxito.',
  // 002 §8 fallbacks.
  noCreada: 'No pudimos crear la liquidación',
} as const;

export const conceptMessages = {
  // 002 §5 (the first one ends with a space in the spec).
  nombre: 'Debe agregar un nombre ',
  accion: 'Debe seleccionar una acción',
  // Not shown: clear Spanish sentences.
  nombreLargo: `El nombre no puede superar los ${String(CONCEPT_NAME_MAX_LENGTH)} caracteres.`,
  nombreRepetido: 'Ya existe un concepto con ese nombre.',
  enUso: 'El concepto tiene novedades cargadas: no puede modificarse ni eliminarse.',
  noEncontrado: 'El concepto no existe.',
  // 002 §8
  actualizado: 'El concepto fue actualizado con exito',
  creado: 'El concepto de la novedad fue creada con éxito',
  noEditado: 'No pudimos editar el concepto',
  noEliminado: 'No se pudo eliminar el concepto',
  noCreado: 'No pudimos crear el concepto de novedad',
} as const;

/** The earliest date a new novedad may carry (002 §5: 60 days before today). */
export const novedadMinDate = (today: string): string => addDays(today, -NOVEDAD_MIN_DAYS_BACK);

/**
 * An amount as 002 §5 takes it: digits only, at most 10 characters, above 0 (whole pesos).
 * Answers the amount in cents (DECISIONS 7), or null when it is not one.
 */
export function parseNovedadAmount(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const pesos = Number(text);
  return pesos > 0 ? pesos * 100 : null;
}

/** A reference order as 002 §5 takes it: digits only, at most 10; empty is 0. */
export function parseReferenceOrder(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return 0;
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/** 002 §2: a row's Concepto column: the type detail plus its comments, or '-'. */
export function conceptoColumn(detalle: string | null, comentarios: string | null): string {
  const parts = [detalle, comentarios].map((s) => s?.trim() ?? '').filter((s) => s !== '');
  return parts.length === 0 ? '-' : parts.join(' - ');
}

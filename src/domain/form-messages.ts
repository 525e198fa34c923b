// Texts of the screens' forms that no spec gives (issue 11): leaving a form with unsaved
// changes and a typed day outside what a date field accepts. An area's own texts are in its
// table (src/domain/texts/<area>.ts).
import { formatDay } from './dates.ts';

/** Leaving a form with changes not saved: the confirmation asked first. */
export const leaveMessages = {
  title: 'Cambios sin guardar',
  body: 'Hay cambios sin guardar. ¿Desea salir sin guardarlos?',
  leave: 'Salir sin guardar',
  stay: 'Seguir editando',
} as const;

/** A typed text that is not a day at all (DD/MM/AAAA). */
export const DAY_FORMAT_MESSAGE = 'Escriba una fecha válida con el formato DD/MM/AAAA.';

/** A date field that needs a day, left empty. */
export const DAY_REQUIRED_MESSAGE = 'Ingrese una fecha.';

/**
 * The message under a date field when the typed day is outside its bounds (YYYY-MM-DD, either
 * may be absent); the day is not applied.
 */
export function dayRangeMessage(min: string | null, max: string | null): string {
  if (min !== null && max !== null) {
    return min === max
      ? `La fecha debe ser el ${formatDay(min)}.`
      : `La fecha debe estar entre el ${formatDay(min)} y el ${formatDay(max)}.`;
  }
  if (min !== null) return `La fecha no puede ser anterior al ${formatDay(min)}.`;
  if (max !== null) return `La fecha no puede ser posterior al ${formatDay(max)}.`;
  return DAY_FORMAT_MESSAGE;
}

/** The accessible name of every toast's close button (the app's theme gives it to each toast). */
export const TOAST_CLOSE_LABEL = 'Cerrar aviso';

/** The name of a dialog's or drawer's close button (the ×), for screen readers. */
export const DIALOG_CLOSE_LABEL = 'Cerrar';

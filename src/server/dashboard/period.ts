// The days the dashboard counts (000 §2.4): 'Fecha desde' alone, or with 'Ver Mes' its whole
// calendar month. Days are Argentine days (the marketplace's time zone), whatever the time
// zone of the server or the database session.
import { badRequest } from '../http/errors.ts';

export interface Period {
  /** First day counted (YYYY-MM-DD). */
  desde: string;
  /** Last day counted, included. */
  hasta: string;
  /** The day after `hasta`: the exclusive end. */
  finExclusivo: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

export function periodOf(fechaDesde: string, verMes: boolean): Period {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fechaDesde);
  const year = Number(m?.[1]);
  if (!m || year < 1900 || year > 2999) {
    throw badRequest('Ingrese una fecha válida (entre los años 1900 y 2999).');
  }
  const month = Number(m[2]) - 1;
  const day = Number(m[3]);
  const start = verMes ? new Date(Date.UTC(year, month, 1)) : new Date(Date.UTC(year, month, day));
  const end = verMes
    ? new Date(Date.UTC(year, month + 1, 1))
    : new Date(Date.UTC(year, month, day + 1));
  const last = new Date(end.getTime() - 86_400_000);
  return { desde: iso(start), hasta: iso(last), finExclusivo: iso(end) };
}

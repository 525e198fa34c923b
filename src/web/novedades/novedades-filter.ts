// 002 §2, §5, §9: the filter of /Novedades, kept in the URL (src/web/ui/url-filter.ts) so a
// filtered view can be bookmarked, reloaded and shared; 'Limpiar' and the sidebar clear it. The
// default search is 'all novedades' (buscaTodo ticked, 002 §9); the default range, not shown
// in the spec, is the 60 days a novedad may go back (NOVEDAD_MIN_DAYS_BACK) up to today.
import type { BuscarNovedadesQuery } from '../../api/novedades-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import {
  NOVEDADES_PAGE_SIZE,
  NOVEDAD_ORDER_MAX_LENGTH,
  novedadMessages,
  novedadMinDate,
} from '../../domain/novedad-rules.ts';
import {
  dayField,
  flagField,
  numberField,
  optionField,
  optionalNumberField,
  pageField,
  textField,
  urlFilter,
  type ChosenOption,
} from '../ui/url-filter.ts';

export interface NovedadesFilter {
  fechaDesde: string | null;
  fechaHasta: string | null;
  seller: ChosenOption | null;
  estado: number | null;
  /** Digits only (002 §5: minimum 0); '' is any. */
  orden: string;
  /** 'Todas las novedades de todos los sellers en el rango de tiempo'. */
  buscaTodo: boolean;
  pagina: number;
  cantidad: number;
}

export const defaultNovedadesFilter = (now: Date): NovedadesFilter => {
  const today = todayInMarket(now);
  return {
    fechaDesde: novedadMinDate(today),
    fechaHasta: today,
    seller: null,
    estado: null,
    orden: '',
    buscaTodo: true,
    pagina: 1,
    cantidad: NOVEDADES_PAGE_SIZE,
  };
};

export const novedadesSearch = urlFilter<NovedadesFilter>(
  {
    fechaDesde: dayField('fechaDesde'),
    fechaHasta: dayField('fechaHasta'),
    seller: optionField('seller', 'sellerNombre', 10, 100),
    estado: optionalNumberField('estado', (n) => [1, 2, 3, 4].includes(n)),
    orden: textField('orden', NOVEDAD_ORDER_MAX_LENGTH),
    buscaTodo: flagField('todas'),
    pagina: pageField('pagina'),
    cantidad: numberField('cantidad', (n) => [10, 25, 50].includes(n)),
  },
  defaultNovedadesFilter,
  (f) => ({ ...f, orden: /^\d*$/.test(f.orden) ? f.orden : '' }),
);

/** 002 §5: the first check a filter fails (its text), or null when it may be searched. */
export function novedadesFilterProblem(f: NovedadesFilter): string | null {
  if (f.fechaDesde === null) return novedadMessages.fechaInicial;
  if (f.fechaHasta === null) return novedadMessages.fechaFinal;
  if (!f.buscaTodo && f.seller === null) return novedadMessages.seller;
  if (!f.buscaTodo && f.estado === null) return novedadMessages.estado;
  return null;
}

/** The request of GET /api/Novedades/Buscar for a filter that passed its checks. */
export function novedadesQueryOf(f: NovedadesFilter): BuscarNovedadesQuery {
  const query: BuscarNovedadesQuery = {
    buscaTodo: f.buscaTodo ? 1 : 0,
    numeroPagina: f.pagina,
    cantidadPagina: f.cantidad,
  };
  if (f.fechaDesde !== null) query.fechaDesde = f.fechaDesde;
  if (f.fechaHasta !== null) query.fechaHasta = f.fechaHasta;
  if (!f.buscaTodo && f.seller !== null) query.idSeller = Number(f.seller.value);
  if (!f.buscaTodo && f.estado !== null) {
    query.idEstado = f.estado as BuscarNovedadesQuery['idEstado'];
  }
  if (f.orden !== '' && Number(f.orden) > 0) query.ordenDeReferencia = Number(f.orden);
  return query;
}

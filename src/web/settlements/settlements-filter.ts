// 002 §2, §5, §6, §9: the filter of /Liquidaciones ('Gestión de Liquidación'), kept in the URL
// (src/web/ui/url-filter.ts) so a filtered view can be bookmarked, reloaded and shared; 'Limpiar'
// and the sidebar clear it. The default range, not shown in the spec, is the whole window the
// screen may search: 360 days back (SETTLEMENT_DAYS_BACK) up to today, so a seller finds every
// settlement it was paid by without touching the filter.
import type { BuscarLiquidacionesQuery } from '../../api/settlements-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import {
  SETTLEMENTS_PAGE_SIZE,
  restrictedToOwnConfirmed,
  settlementMessages,
  settlementMinDate,
} from '../../domain/settlement-rules.ts';
import {
  dayField,
  numberField,
  optionalNumberField,
  pageField,
  urlFilter,
} from '../ui/url-filter.ts';
import { pendingField } from '../ui/pending-filter.ts';
import type { PendingQueueId } from '../../domain/pending.ts';

export interface SettlementsFilter {
  fechaDesde: string | null;
  fechaHasta: string | null;
  /** The seller's id (codigo), null: every seller. */
  idSeller: number | null;
  /** 2 or 3, null: both. */
  estado: number | null;
  /** A queue of 'Pendientes' (issue 35): only its settlements, with no date bound of its own. */
  pendiente: PendingQueueId | null;
  pagina: number;
  cantidad: number;
}

export const defaultSettlementsFilter = (now: Date): SettlementsFilter => {
  const today = todayInMarket(now);
  return {
    fechaDesde: settlementMinDate(today),
    fechaHasta: today,
    idSeller: null,
    estado: null,
    pendiente: null,
    pagina: 1,
    cantidad: SETTLEMENTS_PAGE_SIZE,
  };
};

export const settlementsSearch = urlFilter<SettlementsFilter>(
  {
    fechaDesde: dayField('fechaDesde'),
    fechaHasta: dayField('fechaHasta'),
    idSeller: optionalNumberField('seller', (n) => n > 0 && n <= 2_147_483_647),
    estado: optionalNumberField('estado', (n) => n === 2 || n === 3),
    pendiente: pendingField(),
    pagina: pageField('pagina'),
    cantidad: numberField('cantidad', (n) => [10, 25, 50].includes(n)),
  },
  defaultSettlementsFilter,
);

/**
 * 002 §5: the first check a filter fails (its text), or null when it may be searched. Types 3
 * and 4 search without the warnings (the server takes the last 360 days for a missing bound).
 */
export function settlementsFilterProblem(
  f: SettlementsFilter,
  tipoUsuario: number,
  today: string = todayInMarket(),
): string | null {
  const restricted = restrictedToOwnConfirmed(tipoUsuario);
  // A queue of 'Pendientes' lists every record it counts: no range needed.
  if (f.pendiente !== null && f.fechaDesde === null && f.fechaHasta === null) return null;
  if (f.fechaDesde === null) return restricted ? null : settlementMessages.fechaInicial;
  if (f.fechaHasta === null) return restricted ? null : settlementMessages.fechaFinal;
  if (f.fechaDesde < settlementMinDate(today)) return settlementMessages.fechaMinima;
  return null;
}

/** The request of GET /api/Liquidaciones/LiquidacionesBusqueda for a filter that passed. */
export function settlementsQueryOf(
  f: SettlementsFilter,
  tipoUsuario: number,
): BuscarLiquidacionesQuery {
  const query: BuscarLiquidacionesQuery = {
    numeroPagina: f.pagina,
    cantidadPagina: f.cantidad,
  };
  if (f.fechaDesde !== null) query.fechaDesde = f.fechaDesde;
  if (f.fechaHasta !== null) query.fechaHasta = f.fechaHasta;
  // 002 §6: types 3 and 4 have no seller or state filter (the server scopes them).
  if (!restrictedToOwnConfirmed(tipoUsuario)) {
    if (f.idSeller !== null) query.idSeller = f.idSeller;
    if (f.estado !== null) query.idEstado = f.estado as 2 | 3;
  }
  if (f.pendiente !== null) query.Pendiente = f.pendiente;
  return query;
}

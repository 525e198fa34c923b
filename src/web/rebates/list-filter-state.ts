// 001 §2.5, §3 (Rebate filter): the filter of 'Gestión de Rebates', kept in the URL
// (src/web/ui/url-filter.ts) so a filtered view can be bookmarked, reloaded and shared; 'Limpiar'
// and the sidebar (which opens the screen with no search) clear it. 001 §9 leaves the default
// range "not shown": no range, every rebate of every state the user may see (TODOS).
import type { BuscarRebatesQuery } from '../../api/rebates-queries.ts';
import { REBATES_PAGE_SIZE } from '../../domain/rebate-rules.ts';
import {
  dayField,
  optionField,
  optionalNumberField,
  pageField,
  textField,
  urlFilter,
  type ChosenOption,
} from '../ui/url-filter.ts';
import { pendingField } from '../ui/pending-filter.ts';
import type { PendingQueueId } from '../../domain/pending.ts';

export interface RebatesFilter {
  /** Staff: one seller, or every seller. */
  seller: ChosenOption | null;
  /** 001 §4 filter options: none (TODOS), 1, 2, 3, 4, 6. */
  estado: number | null;
  skuSeller: string;
  skuMarket: string;
  fechaDesde: string | null;
  fechaHasta: string | null;
  /** A queue of 'Pendientes' (issue 35): only its rebates. */
  pendiente: PendingQueueId | null;
  pagina: number;
}

export const defaultRebatesFilter = (): RebatesFilter => ({
  seller: null,
  estado: null,
  skuSeller: '',
  skuMarket: '',
  fechaDesde: null,
  fechaHasta: null,
  pendiente: null,
  pagina: 1,
});

export const rebatesSearch = urlFilter<RebatesFilter>(
  {
    seller: optionField('seller', 'sellerNombre', 10, 100),
    estado: optionalNumberField('estado', (n) => [1, 2, 3, 4, 6].includes(n)),
    skuSeller: textField('skuSeller', 30),
    skuMarket: textField('skuMarket', 20),
    fechaDesde: dayField('fechaDesde'),
    fechaHasta: dayField('fechaHasta'),
    pendiente: pendingField(),
    pagina: pageField('pagina'),
  },
  defaultRebatesFilter,
  (f) =>
    f.fechaDesde !== null && f.fechaHasta !== null && f.fechaDesde > f.fechaHasta
      ? { ...f, fechaHasta: null }
      : f,
);

/** The request of GET /api/Rebates/Gestion for a filter. */
export function rebatesQueryOf(
  f: RebatesFilter,
  staffFilter: boolean,
  estados: readonly number[],
): BuscarRebatesQuery {
  const text = (t: string) => (t.trim() === '' ? undefined : t.trim());
  const query: BuscarRebatesQuery = { NumeroPagina: f.pagina, CantidadPagina: REBATES_PAGE_SIZE };
  if (staffFilter && f.seller !== null) query.IdSeller = Number(f.seller.value);
  if (f.estado !== null && estados.includes(f.estado)) {
    query.IdTipoEstado = f.estado as BuscarRebatesQuery['IdTipoEstado'];
  }
  const skuSeller = text(f.skuSeller);
  if (skuSeller !== undefined) query.SkuSeller = skuSeller;
  const skuMarket = text(f.skuMarket);
  if (skuMarket !== undefined) query.SkuMarket = skuMarket;
  if (f.fechaDesde !== null) query.FechaRebateDesde = f.fechaDesde;
  if (f.fechaHasta !== null) query.FechaRebateHasta = f.fechaHasta;
  if (f.pendiente !== null) query.Pendiente = f.pendiente;
  return query;
}

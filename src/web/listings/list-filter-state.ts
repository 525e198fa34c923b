// 000 §2.6: the filter of /Publicaciones, its defaults, the request it makes, and how it is kept
// (with the current page) in the URL's search (src/web/ui/url-filter.ts), which the sidebar
// clears by opening the list with none (000 §2.3). Pure.
import type { ListarPublicacionesQuery } from '../../api/listings-queries.ts';
import { addDays, todayInMarket } from '../../domain/dates.ts';
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
  type RawSearch,
  type UrlField,
  type UrlSearch,
} from '../ui/url-filter.ts';
import { pendingField } from '../ui/pending-filter.ts';
import type { PendingQueueId } from '../../domain/pending.ts';

/** 000 §9: listing page size. */
export const LISTING_PAGE_SIZE = 10;

export type { ChosenOption };

export type EstadoFiltro = 1 | 2 | 3 | 4;
/** 000 §2.6: Stock 'Todos' (0), 'Sin Stock' (1), 'Con Stock' (2). */
export type StockFiltro = 0 | 1 | 2;

export const stockOptions: readonly { value: StockFiltro; label: string }[] = [
  { value: 0, label: 'Todos' },
  { value: 1, label: 'Sin Stock' },
  { value: 2, label: 'Con Stock' },
];

export interface ListFilter {
  /** Staff only: one seller (value is its idSeller), or every seller. */
  seller: ChosenOption | null;
  skuSeller: string;
  skuMarket: string;
  marca: ChosenOption | null;
  categoria: ChosenOption | null;
  estado: EstadoFiltro | null;
  /** YYYY-MM-DD, market days; null: no bound. */
  fechaDesde: string | null;
  fechaHasta: string | null;
  /** Staff only. */
  idTipoPublicacion: number | null;
  stock: StockFiltro;
  /** A queue of 'Pendientes' (issue 35): only its listings. */
  pendiente: PendingQueueId | null;
}

/** 000 §9: the filter's default range is the last 14 days to today. */
export const DEFAULT_RANGE_DAYS = 14;

export { addDays };

/** The filter with nothing chosen: every listing of the scope of the last 14 market days. */
export function defaultListFilter(now: Date = new Date()): ListFilter {
  const today = todayInMarket(now);
  return {
    seller: null,
    skuSeller: '',
    skuMarket: '',
    marca: null,
    categoria: null,
    estado: null,
    fechaDesde: addDays(today, -DEFAULT_RANGE_DAYS),
    fechaHasta: today,
    idTipoPublicacion: null,
    stock: 0,
    pendiente: null,
  };
}

/** Who is looking: staff choose the seller and the listing type; sellers see their own. */
export interface ListScope {
  staff: boolean;
  /** The session's seller (sellers and seller admins). */
  idSellerSesion: number | null;
}

/** The seller the list and its counters are limited to (null: every seller, staff only). */
export function scopeSeller(filter: ListFilter, scope: ListScope): number | null {
  if (!scope.staff) return scope.idSellerSesion;
  const id = filter.seller === null ? NaN : Number(filter.seller.value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const text = (value: string) => {
  const t = value.trim();
  return t === '' ? undefined : t;
};

/** The query of GET /api/Publicaciones for a filter and a page. Empty fields are left out. */
export function listRequest(
  filter: ListFilter,
  page: number,
  scope: ListScope,
): ListarPublicacionesQuery {
  // Empty fields are left out (and not sent as undefined: they would be part of the cache key).
  const query: ListarPublicacionesQuery = {
    Stock: filter.stock,
    NumeroPagina: page,
    CantidadPagina: LISTING_PAGE_SIZE,
  };
  const idSeller = scopeSeller(filter, scope);
  if (idSeller !== null) query.IdSeller = idSeller;
  const skuSeller = text(filter.skuSeller);
  if (skuSeller !== undefined) query.SkuSeller = skuSeller;
  const skuMarket = text(filter.skuMarket);
  if (skuMarket !== undefined) query.SkuMarket = skuMarket;
  if (filter.marca !== null) query.Marca = filter.marca.value;
  if (filter.categoria !== null) query.Categoria = filter.categoria.value;
  if (filter.estado !== null) query.Estado = filter.estado;
  if (filter.fechaDesde !== null) query.FechaDesde = filter.fechaDesde;
  if (filter.fechaHasta !== null) query.FechaHasta = filter.fechaHasta;
  if (filter.pendiente !== null) query.Pendiente = filter.pendiente;
  // 000 §6: the listing-type filter is staff's.
  if (scope.staff && filter.idTipoPublicacion !== null) {
    query.IdTipoPublicacion = filter.idTipoPublicacion;
  }
  return query;
}

/** Whether two filters ask the same thing (a 'Buscar' with the same values asks again). */
export function sameFilter(a: ListFilter, b: ListFilter): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The list's state: the applied filter, the page and whether the filter card is open. */
export interface ListState {
  filtro: ListFilter;
  pagina: number;
  filtroVisible: boolean;
}

type FlatListState = ListFilter & { pagina: number; filtroVisible: boolean };

const isEstado = (n: number) => n >= 1 && n <= 4;

/** The URL's names of the state (the filter of a shared link reads as the API's fields). */
const listUrl = urlFilter<FlatListState>(
  {
    seller: optionField('seller', 'sellerTexto'),
    skuSeller: textField('skuSeller', 30),
    skuMarket: textField('skuMarket', 20),
    marca: optionField('marca', 'marcaTexto'),
    categoria: optionField('categoria', 'categoriaTexto'),
    estado: optionalNumberField('estado', isEstado) as UrlField<EstadoFiltro | null>,
    fechaDesde: dayField('desde'),
    fechaHasta: dayField('hasta'),
    idTipoPublicacion: optionalNumberField('tipo', (n) => n >= 1),
    stock: numberField('stock', (n) => n >= 0 && n <= 2) as UrlField<StockFiltro>,
    pendiente: pendingField(),
    pagina: pageField('pagina'),
    filtroVisible: flagField('filtro'),
  },
  (now) => ({ ...defaultListFilter(now), pagina: 1, filtroVisible: false }),
  // A range whose start is after its end has no start (the form would refuse it).
  (state) =>
    state.fechaDesde !== null && state.fechaHasta !== null && state.fechaDesde > state.fechaHasta
      ? { ...state, fechaDesde: null }
      : state,
);

/**
 * 000 §2.6: the list's state is kept in the URL (/Publicaciones?estado=2&pagina=3): a filtered
 * view can be bookmarked, reloaded and shared, and the sidebar, which opens the list with no
 * search, clears it (000 §2.3).
 */
export const listSearch = {
  /** The route's validateSearch. */
  validateSearch: listUrl.validateSearch,
  read(search: RawSearch, now: Date = new Date()): ListState {
    const { pagina, filtroVisible, ...filtro } = listUrl.read(search, now);
    return { filtro, pagina, filtroVisible };
  },
  write(state: ListState, now: Date = new Date()): UrlSearch {
    return listUrl.write(
      { ...state.filtro, pagina: state.pagina, filtroVisible: state.filtroVisible },
      now,
    );
  },
};

// 000 §2.6: the filter of /Publicaciones, its defaults, the request it makes, and how it is kept
// between visits (with the current page) in the stored filters that the sidebar clears
// (src/web/ui/stored-filters.ts). Pure but for the storage calls, which take the Storage.
import type { ListarPublicacionesQuery } from '../../api/listings-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import type { SelectOption } from '../ui/server-search-select.tsx';
import { STORED_FILTERS_PREFIX } from '../ui/stored-filters.ts';

/** 000 §9: listing page size. */
export const LISTING_PAGE_SIZE = 10;

/** A chosen option of a searchable select: the code sent and the text shown. */
export type ChosenOption = SelectOption;

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
}

/** 000 §9: the filter's default range is the last 14 days to today. */
export const DEFAULT_RANGE_DAYS = 14;

/** A YYYY-MM-DD day moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(iso: string, days: number): string {
  const [y = NaN, m = NaN, d = NaN] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

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

/** What is kept between visits: the applied filter, the page and whether the card is open. */
export interface StoredListState {
  filtro: ListFilter;
  pagina: number;
  filtroVisible: boolean;
}

/** 000 §2.6: kept under the stored-filters prefix, so any sidebar click clears it (000 §2.3). */
export const LIST_STORAGE_KEY = `${STORED_FILTERS_PREFIX}publicaciones`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function option(v: unknown): ChosenOption | null {
  if (!isObject(v) || typeof v.value !== 'string' || typeof v.label !== 'string') return null;
  return v.value === '' ? null : { value: v.value.slice(0, 20), label: v.label.slice(0, 200) };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => (typeof v === 'string' && ISO_DAY.test(v) ? v : null);
const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * The stored state of this user, or null when there is none (or it is not readable: another
 * version's shape, another user's entry). Every field is checked; a bad one takes its default.
 */
export function parseStoredState(
  raw: string | null,
  userId: number,
  now: Date = new Date(),
): StoredListState | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(data) || data.userId !== userId || !isObject(data.filtro)) return null;
  const f = data.filtro;
  const defaults = defaultListFilter(now);
  const estado = [1, 2, 3, 4].includes(f.estado as number) ? (f.estado as EstadoFiltro) : null;
  const stock = [0, 1, 2].includes(f.stock as number) ? (f.stock as StockFiltro) : 0;
  const tipo =
    typeof f.idTipoPublicacion === 'number' && Number.isInteger(f.idTipoPublicacion)
      ? f.idTipoPublicacion
      : null;
  let fechaDesde = 'fechaDesde' in f ? day(f.fechaDesde) : defaults.fechaDesde;
  const fechaHasta = 'fechaHasta' in f ? day(f.fechaHasta) : defaults.fechaHasta;
  if (fechaDesde !== null && fechaHasta !== null && fechaDesde > fechaHasta) fechaDesde = null;
  const pagina = typeof data.pagina === 'number' && Number.isInteger(data.pagina) ? data.pagina : 1;
  return {
    filtro: {
      seller: option(f.seller),
      skuSeller: str(f.skuSeller, 30),
      skuMarket: str(f.skuMarket, 20),
      marca: option(f.marca),
      categoria: option(f.categoria),
      estado,
      fechaDesde,
      fechaHasta,
      idTipoPublicacion: tipo,
      stock,
    },
    pagina: Math.max(1, pagina),
    filtroVisible: data.filtroVisible === true,
  };
}

export function serializeState(state: StoredListState, userId: number): string {
  return JSON.stringify({ userId, ...state });
}

/** The stored state, or the defaults (first page, filter card closed). */
export function readListState(
  userId: number,
  storage: Storage | null = safeStorage(),
  now: Date = new Date(),
): StoredListState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(LIST_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be disabled: the screen then starts from its defaults every time.
  }
  return (
    parseStoredState(raw, userId, now) ?? {
      filtro: defaultListFilter(now),
      pagina: 1,
      filtroVisible: false,
    }
  );
}

/** Whether this user's state is stored (the sidebar may have cleared it meanwhile). */
export function hasStoredState(storage: Storage | null = safeStorage()): boolean {
  try {
    return storage?.getItem(LIST_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

export function writeListState(
  state: StoredListState,
  userId: number,
  storage: Storage | null = safeStorage(),
): void {
  try {
    storage?.setItem(LIST_STORAGE_KEY, serializeState(state, userId));
  } catch {
    // See readListState: without storage the state lasts while the screen is open.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

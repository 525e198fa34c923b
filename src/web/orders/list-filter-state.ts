// 001 §2.1, §3 (Order filter): the filter of /Ordenes and /Ordenes/Publicacion, kept in the URL
// (src/web/ui/url-filter.ts) so a filtered view can be bookmarked, reloaded and shared; 'Limpiar'
// and the sidebar (which opens the screen with no search) clear it. The listing's 'Ordenes' link
// (000 §2.6) opens it with `idPublicacion` and `fechaDesde`.
import type { BuscarOrdenesQuery } from '../../api/orders-queries.ts';
import { addDays, todayInMarket } from '../../domain/dates.ts';
import { ORDERS_PAGE_SIZE } from '../../domain/order-rules.ts';
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

export interface OrdersFilter {
  /** Staff and read-only: one seller, or every seller. */
  seller: ChosenOption | null;
  estado: number | null;
  /** The order number, as typed (digits). */
  orden: string;
  documento: string;
  apellido: string;
  skuMarket: string;
  /** YYYY-MM-DD, market days; null: no bound. */
  fechaDesde: string | null;
  fechaHasta: string | null;
  /** The listing whose orders are shown (its 'Ordenes' link). */
  idPublicacion: number | null;
  /** A queue of 'Pendientes' (issue 35): only its orders. */
  pendiente: PendingQueueId | null;
  pagina: number;
}

/**
 * 001 §9 leaves the default range "not shown": the orders of the last 30 market days (a month of
 * work, and the totals a person expects to read first), from the first page, nothing chosen.
 */
export const ORDERS_DEFAULT_RANGE_DAYS = 30;

export const defaultOrdersFilter = (now: Date = new Date()): OrdersFilter => ({
  seller: null,
  estado: null,
  orden: '',
  documento: '',
  apellido: '',
  skuMarket: '',
  fechaDesde: addDays(todayInMarket(now), -ORDERS_DEFAULT_RANGE_DAYS),
  fechaHasta: todayInMarket(now),
  idPublicacion: null,
  pendiente: null,
  pagina: 1,
});

const isEstado = (n: number) => n >= 1 && n <= 5;

export const ordersSearch = urlFilter<OrdersFilter>(
  {
    seller: optionField('seller', 'sellerNombre', 10, 100),
    estado: optionalNumberField('estado', isEstado),
    orden: textField('orden', 10),
    documento: textField('documento', 15),
    apellido: textField('apellido', 60),
    skuMarket: textField('skuMarket', 20),
    fechaDesde: dayField('fechaDesde'),
    fechaHasta: dayField('fechaHasta'),
    idPublicacion: optionalNumberField('idPublicacion', (n) => n >= 1 && n <= 2_147_483_647),
    pendiente: pendingField(),
    pagina: pageField('pagina'),
  },
  defaultOrdersFilter,
  (f) =>
    f.fechaDesde !== null && f.fechaHasta !== null && f.fechaDesde > f.fechaHasta
      ? { ...f, fechaHasta: null }
      : f,
);

/** The request of GET /api/Ordenes for a filter. */
export function ordersQueryOf(f: OrdersFilter, staffFilter: boolean): BuscarOrdenesQuery {
  const text = (t: string) => (t.trim() === '' ? undefined : t.trim());
  const orden = /^\d{1,10}$/.test(f.orden.trim()) ? Number(f.orden.trim()) : undefined;
  const query: BuscarOrdenesQuery = {
    NumeroPagina: f.pagina,
    CantidadPagina: ORDERS_PAGE_SIZE,
  };
  if (staffFilter && f.seller !== null) query.IdSeller = Number(f.seller.value);
  if (f.estado !== null) query.IdEstado = f.estado as BuscarOrdenesQuery['IdEstado'];
  if (orden !== undefined && orden > 0) query.IdOrden = orden;
  const documento = text(f.documento);
  if (documento !== undefined) query.Documento = documento;
  const apellido = text(f.apellido);
  if (apellido !== undefined) query.Apellido = apellido;
  const sku = text(f.skuMarket);
  if (sku !== undefined) query.SkuMarket = sku;
  if (f.fechaDesde !== null) query.FechaDesde = f.fechaDesde;
  if (f.fechaHasta !== null) query.FechaHasta = f.fechaHasta;
  if (f.idPublicacion !== null) query.IdPublicacion = f.idPublicacion;
  if (f.pendiente !== null) query.Pendiente = f.pendiente;
  return query;
}

// 001 §2.2, §3 (Green-order filter): the filter of /OrdenesProveedores, kept in the URL
// (src/web/ui/url-filter.ts) so a filtered view can be bookmarked, reloaded and shared; 'Limpiar'
// and the sidebar clear it. Unlike /Ordenes no date range is preset: a supplier's first page is
// its newest orders, whatever their date.
import type { FiltroOrdenesVentaVerde } from '../../api/supplier-orders-queries.ts';
import { ORDERS_PAGE_SIZE } from '../../domain/order-rules.ts';
import {
  dayField,
  flagField,
  optionField,
  optionalNumberField,
  pageField,
  textField,
  urlFilter,
  type ChosenOption,
} from '../ui/url-filter.ts';
import { pendingField } from '../ui/pending-filter.ts';
import type { PendingQueueId } from '../../domain/pending.ts';

export interface SupplierOrdersFilter {
  /** Staff only: one supplier, or every supplier. */
  proveedor: ChosenOption | null;
  estado: number | null;
  /** The order number, as typed (digits). */
  orden: string;
  documento: string;
  apellido: string;
  fechaDesde: string | null;
  fechaHasta: string | null;
  /** The collapsible filter is open. */
  filtro: boolean;
  /** A queue of 'Pendientes' (issue 35): only its orders. */
  pendiente: PendingQueueId | null;
  pagina: number;
}

export const defaultSupplierOrdersFilter = (): SupplierOrdersFilter => ({
  proveedor: null,
  estado: null,
  orden: '',
  documento: '',
  apellido: '',
  fechaDesde: null,
  fechaHasta: null,
  filtro: false,
  pendiente: null,
  pagina: 1,
});

export const supplierOrdersSearch = urlFilter<SupplierOrdersFilter>(
  {
    proveedor: optionField('proveedor', 'proveedorNombre', 10, 100),
    estado: optionalNumberField('estado', (n) => n >= 1 && n <= 5),
    orden: textField('orden', 10),
    documento: textField('documento', 15),
    apellido: textField('apellido', 60),
    fechaDesde: dayField('fechaDesde'),
    fechaHasta: dayField('fechaHasta'),
    filtro: flagField('filtro'),
    pendiente: pendingField(),
    pagina: pageField('pagina'),
  },
  defaultSupplierOrdersFilter,
  (f) =>
    f.fechaDesde !== null && f.fechaHasta !== null && f.fechaDesde > f.fechaHasta
      ? { ...f, fechaHasta: null }
      : f,
);

/** The payload of POST /api/Ordenes/VentasVerdes/Buscar for a filter. */
export function supplierOrdersQueryOf(
  f: SupplierOrdersFilter,
  supplierFilter: boolean,
): FiltroOrdenesVentaVerde {
  const text = (t: string) => (t.trim() === '' ? null : t.trim());
  const orden = /^\d{1,10}$/.test(f.orden.trim()) ? Number(f.orden.trim()) : 0;
  return {
    numeroPagina: f.pagina,
    cantidadPagina: ORDERS_PAGE_SIZE,
    idProveedor: supplierFilter && f.proveedor !== null ? Number(f.proveedor.value) : null,
    idEstado: f.estado as FiltroOrdenesVentaVerde['idEstado'],
    idOrden: orden > 0 && orden <= 2_147_483_647 ? orden : null,
    documento: text(f.documento),
    apellido: text(f.apellido),
    fechaDesde: f.fechaDesde,
    fechaHasta: f.fechaHasta,
    pendiente: f.pendiente,
  };
}

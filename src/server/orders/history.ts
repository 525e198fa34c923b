// Issue 35: how an order's changes read in its Historial (src/domain/history.ts), and which of
// them each viewer sees (openapi/orders.yaml historialOrden says the same).
import { estadoOrdenLabels } from '../../../machines/order.ts';
import type { HistoryEntityText } from '../../domain/history.ts';
import { TipoUsuario, isSellerScoped } from '../../domain/roles.ts';

const statusLabels: Record<string, string | undefined> = estadoOrdenLabels;

const noState = () => null;

export const orderHistoryTexts: Record<string, HistoryEntityText> = {
  orden: {
    state: (v) => statusLabels[v] ?? v,
    events: {
      CREAR_ORDEN: { accion: 'Creó la orden telefónica' },
      SUBIR_FACTURA: { accion: 'Cargó la factura', detalle: ['archivo'] },
      ELIMINAR_FACTURA: { accion: 'Eliminó la factura', detalle: ['archivo'] },
      SUBIR_NOTA_CREDITO: { accion: 'Cargó la nota de crédito', detalle: ['archivo'] },
      ELIMINAR_NOTA_CREDITO: { accion: 'Eliminó la nota de crédito', detalle: ['archivo'] },
      SOLICITAR_ANULACION: { accion: 'Solicitó la anulación', detalle: ['motivo'] },
      ANULAR_CON_DEVOLUCION: { accion: 'Anuló la orden con devolución de dinero' },
      ANULAR_SIN_DEVOLUCION: { accion: 'Anuló la orden sin devolución de dinero' },
      RECHAZAR_SOLICITUD: {
        accion: 'Rechazó la solicitud de anulación',
        detalle: ['motivo'],
      },
      ENTREGAR: { accion: 'Marcó la orden entregada' },
    },
  },
  'orden-venta': {
    // The journal keeps the internal sale status as its words (Aprobado, Anulado).
    state: (v) => v,
    events: {
      ANULAR_VENTA: { accion: "Cambió el estado interno a 'Anulado'" },
      APROBAR_VENTA: { accion: "Cambió el estado interno a 'Aprobado'" },
    },
  },
  'orden-cupon': {
    state: noState,
    values: { hacia: 'numero' },
    events: { AGREGAR_CUPON: { accion: 'Agregó un cupón de pago' } },
  },
  'orden-tracking': {
    state: noState,
    values: { desde: 'anterior', hacia: 'nuevo' },
    events: { ACTUALIZAR_URL_TRACKING: { accion: 'Actualizó la URL de seguimiento' } },
  },
  'orden-oblea': {
    state: noState,
    events: { DESCARGAR_OBLEA: { accion: 'Descargó la oblea' } },
  },
};

/**
 * The journal's entities of an order a user type sees: the payment coupons only the admin
 * moderator (as on the order's screen); the internal sale status staff and read-only.
 */
export function orderHistoryEntities(tipoUsuario: number): string[] {
  return Object.keys(orderHistoryTexts).filter((entidad) => {
    if (entidad === 'orden-cupon') return tipoUsuario === TipoUsuario.adminMod;
    if (entidad === 'orden-venta') return !isSellerScoped(tipoUsuario);
    return true;
  });
}

/**
 * A green-sale order's Historial (001 §2.2 /OrdenesProveedores/View): the order's changes and
 * its label's downloaded mark. Its supplier reads the order's steps without their detail (the
 * reasons and files are the seller's and the marketplace's business), and as on the order's
 * screen no payment coupon nor internal sale status.
 */
export const supplierOrderHistoryTexts: Record<string, HistoryEntityText> = {
  ...orderHistoryTexts,
  'orden-oblea-venta-verde': {
    state: noState,
    events: {
      DESCARGAR_OBLEA: { accion: 'Marcó la oblea como descargada' },
      BORRAR_OBLEA: { accion: 'Quitó la marca de oblea descargada' },
    },
  },
};

export function supplierOrderHistoryEntities(tipoUsuario: number): string[] {
  return Object.keys(supplierOrderHistoryTexts).filter((entidad) => {
    if (entidad === 'orden-cupon') return tipoUsuario === TipoUsuario.adminMod;
    if (entidad === 'orden-venta') return tipoUsuario !== TipoUsuario.proveedor;
    return true;
  });
}

/** What a supplier reads of a green-sale order's steps: who, when, from -> to, no detail. */
export const supplierWithoutDetail = (tipoUsuario: number): string[] =>
  tipoUsuario === TipoUsuario.proveedor ? ['orden', 'orden-tracking'] : [];

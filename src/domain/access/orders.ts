// Access to the orders area's operations (001 §2.1, §4, §6; DECISIONS 18; see ./types.ts).
// /Ordenes is staff's, the sellers' (their own seller's orders) and read-only's (000 §2.3: the
// menu hides it for the supplier). Who may send each workflow event is the order machine's
// (machines/order.ts orderRoles): the calls that send one name it, and the server reads the
// machine's roles.
import { TipoUsuario, sellers, staff } from '../roles.ts';
import { phoneOrderTakers } from '../phone-order-rules.ts';
import { ordersScreen } from './screens.ts';
import { fromMachine, type AreaAccess } from './types.ts';

/** Who reads orders (001 §6): staff, the seller's users and read-only. */
const orderReaders = [...staff, ...sellers, TipoUsuario.soloLectura];

/** Who takes a phone order: the admin moderator for any seller, the seller's users their own. */
const newOrderRoles = phoneOrderTakers;

export const ordersAccess = {
  buscarOrdenes: { roles: orderReaders, menu: ordersScreen },
  obtenerOrden: { roles: orderReaders, menu: ordersScreen },
  obtenerCompradorOrden: { roles: orderReaders, menu: ordersScreen },
  obtenerEstadoVenta: { roles: orderReaders, menu: ordersScreen },
  // Issue 35: the order's Historial, for whoever reads the order (what each sees: the handler).
  historialOrden: { roles: orderReaders, menu: ordersScreen },
  // 001 §2.1: the payment coupons are the admin moderator's.
  agregarCuponPago: { roles: [TipoUsuario.adminMod], menu: ordersScreen },
  anularEstadoVenta: { roles: fromMachine('order', 'ANULAR_VENTA'), menu: ordersScreen },
  aprobarEstadoVenta: { roles: fromMachine('order', 'APROBAR_VENTA'), menu: ordersScreen },
  solicitarAnulacionOrden: {
    roles: fromMachine('order', 'SOLICITAR_ANULACION'),
    menu: ordersScreen,
  },
  // Every event a decision may mean.
  decidirAnulacionOrden: {
    roles: fromMachine(
      'order',
      'ANULAR_CON_DEVOLUCION',
      'ANULAR_SIN_DEVOLUCION',
      'RECHAZAR_SOLICITUD',
    ),
    menu: ordersScreen,
  },
  entregarOrden: { roles: fromMachine('order', 'ENTREGAR'), menu: ordersScreen },
  // 001 §6: the tracking URL is updated by whoever works on the seller's shipping.
  actualizarUrlTracking: { roles: [...staff, ...sellers], menu: ordersScreen },
  // The request's reasons for whoever may request; the rejection's for whoever decides.
  motivosSolicitudAnulacion: {
    roles: fromMachine('order', 'SOLICITAR_ANULACION'),
    menu: ordersScreen,
  },
  motivosRechazoAnulacion: {
    roles: fromMachine('order', 'RECHAZAR_SOLICITUD'),
    menu: ordersScreen,
  },
  tiposAdquirientes: { roles: [...staff, ...sellers], menu: ordersScreen },
  // Invoices and credit notes (001 §4, §6): saving or deleting one is the machine's event (the
  // invoice: staff and the seller's users; the credit note: staff); reading them, the order's
  // readers.
  guardarComprobante: {
    roles: fromMachine('order', 'SUBIR_FACTURA', 'SUBIR_NOTA_CREDITO'),
    menu: ordersScreen,
  },
  eliminarComprobante: {
    roles: fromMachine('order', 'ELIMINAR_FACTURA', 'ELIMINAR_NOTA_CREDITO'),
    menu: ordersScreen,
  },
  obtenerComprobantes: { roles: orderReaders, menu: ordersScreen },
  descargarComprobante: { roles: orderReaders, menu: ordersScreen },
  // The shipping label: whoever reads the order (read-only users do not mark it downloaded).
  descargarOblea: { roles: orderReaders, menu: ordersScreen },
  // Phone orders (001 §2.1 new-order mode, §6): the seller selector is the admin moderator's
  // alone, so category users (who have no seller of their own) do not create them.
  crearOrden: { roles: newOrderRoles, menu: ordersScreen },
  buscarProductoOrden: { roles: newOrderRoles, menu: ordersScreen },
} satisfies AreaAccess;

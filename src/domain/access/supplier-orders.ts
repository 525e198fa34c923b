// Access to the supplier green-sale orders (001 §2.2, §6 'Supplier orders'; 000 §2.3: 'Ordenes
// Proveedores' is hidden for seller admin, seller and read-only). Staff see every supplier's
// orders; the supplier (7) its own, a scope the server applies in the query itself
// (src/server/orders/supplier-orders.ts). Whoever reads the list downloads the label and the
// receipt and marks the label downloaded.
import { TipoUsuario, staff } from '../roles.ts';
import { supplierOrdersScreen } from './screens.ts';
import type { AreaAccess } from './types.ts';

const readers = [...staff, TipoUsuario.proveedor];

export const supplierOrdersAccess = {
  buscarOrdenesVentaVerde: { roles: readers, menu: supplierOrdersScreen },
  buscarProveedores: { roles: readers, menu: supplierOrdersScreen },
  obtenerOrdenVentaVerde: { roles: readers, menu: supplierOrdersScreen },
  historialOrdenVentaVerde: { roles: readers, menu: supplierOrdersScreen },
  descargarObleaVentaVerde: { roles: readers, menu: supplierOrdersScreen },
  marcarObleaVentaVerde: { roles: readers, menu: supplierOrdersScreen },
  descargarComprobanteVentaVerde: { roles: readers, menu: supplierOrdersScreen },
} satisfies AreaAccess;

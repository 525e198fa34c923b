// Access to the sellers area's operations (see ./types.ts): the sellers filters and the top
// bar's store name (000 §2.3), which no menu item hides, and the 'Gestión de Seller(s)' screens
// (001 §2.3, §6): staff list, create, delete and edit every tab; the seller's own users read and
// edit their own seller (the server checks the scope). The status toggle's roles are the seller
// machine's (machines/seller.ts sellerRoles).
import { sellerReaderTypes } from '../permissions.ts';
import { TipoUsuario, sellers, staff, tiposUsuario } from '../roles.ts';
import { sellersScreen } from './screens.ts';
import { fromMachine, type AreaAccess } from './types.ts';

/** Who opens a seller's edit screen: staff any seller, the seller's users their own. */
const sellerEditors = [...staff, ...sellers];

export const sellersAccess = {
  buscarSellers: { roles: sellerReaderTypes, menu: 'shell' },
  // 000 §2.3: the top bar's store name of a seller's users, and the seller's name on a listing
  // being created (staff and the seller's users). Read-only and accounting users have no
  // Gestión de Seller(s) and no screen that reads one seller (their filters search sellers by
  // name: buscarSellers).
  obtenerSeller: { roles: sellerEditors, menu: 'shell' },
  listarSellers: { roles: staff, menu: sellersScreen },
  obtenerSellerDetalle: { roles: sellerEditors, menu: sellersScreen },
  historialSeller: { roles: sellerEditors, menu: sellersScreen },
  crearSeller: { roles: staff, menu: sellersScreen },
  editarSeller: { roles: sellerEditors, menu: sellersScreen },
  // 001 §6: admin moderator and category may delete.
  eliminarSeller: { roles: staff, menu: sellersScreen },
  cambiarEstadoSeller: {
    roles: fromMachine('seller', 'ACTIVAR', 'DESACTIVAR'),
    menu: sellersScreen,
  },
  tiposFacturacion: { roles: sellerEditors, menu: sellersScreen },
  integradores: { roles: sellerEditors, menu: sellersScreen },
  localidadProvincia: { roles: sellerEditors, menu: sellersScreen },
  // Every user reads its own token (the user edit form's TOKEN field); whose others it reads
  // the handler decides (openapi/sellers.yaml).
  obtenerTokenUsuario: { roles: tiposUsuario, menu: 'shell' },
  // DECISIONS 15: every form that sends a password (sellers, users) reads it.
  claveCifrado: { roles: sellerEditors, menu: 'shell' },
  // 001 §6: the selection of publication types is category's and admin moderator's.
  tiposPublicacionSeller: { roles: staff, menu: sellersScreen },
  asociarTiposPublicacion: { roles: staff, menu: sellersScreen },
  // 001 §2.3: Banner Tienda is admin/category only.
  editarCdnSeller: { roles: staff, menu: sellersScreen },
  crearCdnSeller: { roles: staff, menu: sellersScreen },
  // 001 §6 own logistics: category reads; the seller's users and the admin moderator save.
  obtenerLogisticaPropia: { roles: sellerEditors, menu: sellersScreen },
  actualizarLogisticaPropia: {
    roles: [TipoUsuario.adminMod, ...sellers],
    menu: sellersScreen,
  },
} satisfies AreaAccess;

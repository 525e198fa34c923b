// The one policy table of the API: which user types may call each operation of openapi/.
// The server's auth hook reads it (403 otherwise); later areas add their operationIds here.
// Beside it, the role rules that the screens and the server share: seller scope, who has a
// dashboard and notifications, and which notification types each type sees (000 §2.4, §2.5, §6).
import { TipoUsuario, isSellerScoped, tiposUsuario } from './roles.ts';

const everyone: readonly TipoUsuario[] = tiposUsuario;
const { category, adminMod, sellerAdmin, seller, soloLectura, proveedor, contable } = TipoUsuario;
const staff = [category, adminMod] as const;
const sellers = [sellerAdmin, seller] as const;

/**
 * Types that load the dashboard (000 §2.4, §6): staff, sellers (scoped to their own seller) and
 * the supplier (without filter). Read-only users do not load it; accounting has no menu entry
 * for it; a password-reset session has no shell.
 */
export const dashboardUserTypes: readonly TipoUsuario[] = [...staff, ...sellers, proveedor];

/** Whether the dashboard shows its filter: read-only and supplier do not see it (000 §2.4). */
export function showsDashboardFilter(tipo: TipoUsuario): boolean {
  return dashboardUserTypes.includes(tipo) && tipo !== proveedor;
}

/**
 * Types that have notifications (the bell's counts, /Notificaciones and its settings): staff
 * and sellers. Read-only, supplier and accounting users have no listing or order area in which
 * a notification row could open (000 §2.3), so they have none: the bell shows its 'off' icon.
 */
export const notificationUserTypes: readonly TipoUsuario[] = [...staff, ...sellers];

/** 000 §2.5 setting ids and the tab of each. */
export const tiposNotificacion = [
  { id: 1, label: 'Cambios de stock' },
  { id: 2, label: 'Cambios de precio' },
  { id: 3, label: 'Órdenes nuevas' },
  { id: 4, label: 'Órdenes anuladas' },
  { id: 6, label: 'Modificaciones de Cuotas' },
] as const;

export type IdTipoNotificacion = (typeof tiposNotificacion)[number]['id'];

export const idsTipoNotificacion: readonly IdTipoNotificacion[] = tiposNotificacion.map(
  (t) => t.id,
);

/**
 * Types whose counts (bell, dropdown) and tabs a user sees. 000 §2.5: seller and seller admin
 * do not see cancelled-order counts nor the instalment tab.
 */
export function notificationTypesShown(tipo: TipoUsuario): readonly IdTipoNotificacion[] {
  if (isSellerScoped(tipo)) return [1, 2, 3];
  return notificationUserTypes.includes(tipo) ? idsTipoNotificacion : [];
}

/** Settings a user may have (000 §2.5): the seller admin does not see setting 6. */
export function notificationSettingsFor(tipo: TipoUsuario): readonly IdTipoNotificacion[] {
  if (tipo === sellerAdmin) return [1, 2, 3, 4];
  return notificationUserTypes.includes(tipo) ? idsTipoNotificacion : [];
}

/**
 * The seller a call is limited to (000 §1, §6): sellers and seller admins always their own,
 * whatever idSeller they send; others the seller they ask for (null or 0: every seller).
 */
export function scopedSellerId(
  session: { tipoUsuario: TipoUsuario; idSeller: number | null },
  requested: number | null | undefined,
): number | null {
  if (isSellerScoped(session.tipoUsuario)) return session.idSeller;
  return requested !== undefined && requested !== null && requested > 0 ? requested : null;
}

/** 000 §2.3, §6: who works with listings (the Publicaciones menu). */
export const listingUserTypes: readonly TipoUsuario[] = [...staff, ...sellers];

/** Who may look sellers up (filters, top bar): staff, read-only and accounting see every
 * seller; sellers only their own; the supplier none. */

export const sellerReaderTypes: readonly TipoUsuario[] = [
  ...staff,
  ...sellers,
  soloLectura,
  contable,
];

/**
 * Operations that need a session, with the types allowed. Operations without security in the
 * contract (login, challenge, reset, health) are not listed. A password-reset session
 * (tipoUsuario 5) can only read and renew itself and log out (000 §2.2, DECISIONS 13).
 */
export const operationPolicy: Record<string, readonly TipoUsuario[]> = {
  logout: everyone,
  obtenerUsuario: everyone,
  actualizarUsuario: everyone,
  dashboardTotalizadores: dashboardUserTypes,
  notificacionesTotal: notificationUserTypes,
  notificacionesDetalle: notificationUserTypes,
  notificacionesMarcarLeidas: notificationUserTypes,
  obtenerAjustesNotificacion: notificationUserTypes,
  actualizarAjustesNotificacion: notificationUserTypes,
  buscarSellers: sellerReaderTypes,
  obtenerSeller: sellerReaderTypes,
  // 000 §2.6, §6: the listings area is staff's and the sellers' (read-only and supplier users
  // do not have it, 000 §2.3). Which of them may send each workflow event is the listing
  // machine's (machines/listing.ts); creation is the sellers' (DECISIONS 16).
  listarPublicaciones: listingUserTypes,
  encabezadosPublicaciones: listingUserTypes,
  obtenerPublicacion: listingUserTypes,
  crearPublicacion: sellers,
  editarPublicacion: listingUserTypes,
  cambiarEstadoPublicacion: listingUserTypes,
  eliminarPublicacion: listingUserTypes,
  aprobarPublicacion: staff,
  desaprobarPublicacion: staff,
  cambiarEstadoPublicacionBulk: listingUserTypes,
  actualizarPosicionImagenes: listingUserTypes,
  subirImagen: listingUserTypes,
  // The catalogues the listing form and filters read (000 §7).
  alicuotasIva: listingUserTypes,
  obtenerArticulo: listingUserTypes,
  buscarMarcas: listingUserTypes,
  buscarSubFamilias: listingUserTypes,
  obtenerSubFamilia: listingUserTypes,
  motivosRevision: listingUserTypes,
  tiposPublicacion: listingUserTypes,
  estadosVariaciones: listingUserTypes,
  garantias: listingUserTypes,
  // 000 §2.9, §6; 001 §4: rebates are category's, the admin moderator's and the seller admin's
  // (its own seller's listings only). Sellers do not work with rebates (000 §6: 'Rebate
  // sending is not available to them'; the menu hides 'Gestión de Rebates' for them), nor do
  // read-only, supplier and accounting users. Who may send each event in each state is the
  // rebate machine's (machines/rebate.ts rebateRoles; these lists are the roles it names).
  buscarRebatePublicacion: [...staff, sellerAdmin],
  enviarRebate: [category],
  modificarRebate: [category],
  eliminarRebate: staff,
  aprobarRebate: [adminMod, sellerAdmin],
  cambiarEstadoRebate: [...staff, sellerAdmin],
  // 000 §2.8, §7, issue 6: listings in bulk. Mass creation is the sellers' (the listing
  // machine's CREAR); the update by SKU seller is the sellers', the update by code and the
  // type-and-shipping card are staff's; the calls by id follow the listing edit (seller
  // scope in the handlers). The brands, categories and listing types lists, the creation
  // template and the listings export are for everyone with the listings area. Staff reach
  // the two creation calls only to be told, in words, that creation is the seller's (403
  // from the handler).
  exportarMarcas: listingUserTypes,
  exportarCategorias: listingUserTypes,
  exportarTiposPublicacion: listingUserTypes,
  plantillaPublicaciones: listingUserTypes,
  leerCreacionMasiva: listingUserTypes,
  creacionMasiva: listingUserTypes,
  leerPublicacionesExcel: sellers,
  actualizacionMasiva: sellers,
  leerPublicacionesExcelPorCodigo: staff,
  actualizacionMasivaPorCodigo: staff,
  actualizacionMasivaTipoYEnvio: staff,
  actualizacionMasivaPrecioYStockBulk: listingUserTypes,
  actualizarDimensionesBulk: listingUserTypes,
  modificarImagenesBulk: listingUserTypes,
  exportarPublicaciones: listingUserTypes,
};

export function mayCall(operationId: string, tipo: TipoUsuario): boolean {
  const allowed = operationPolicy[operationId];
  return allowed !== undefined && allowed.includes(tipo);
}

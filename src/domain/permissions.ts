// The role rules that the screens, the server and the access tables (./access/) share: seller
// scope, who has the listings area, a dashboard and notifications, who looks sellers up, and
// which notification types each type sees (000 §2.4, §2.5, §6). Which types may call each
// operation of openapi/ is ./access/'s, one table per area.
import { TipoUsuario, isSellerScoped, sellers, staff } from './roles.ts';

const { sellerAdmin, soloLectura, proveedor, contable } = TipoUsuario;

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

/** Who may search sellers by name (the Seller filters): staff, read-only and accounting find
 * every seller; sellers only their own; the supplier none. */
export const sellerReaderTypes: readonly TipoUsuario[] = [
  ...staff,
  ...sellers,
  soloLectura,
  contable,
];

// Who may do what, written once (issue 12 point 1): one access table per area, keyed by the
// contract's operationIds, naming each operation's roles and the menu items whose screens use
// it (./types.ts). The server authorizes every call with them (src/server/http/authorize.ts):
// an operation in no table is refused. tests/unit/access.test.ts proves that every operation
// of openapi/ is in exactly one table, and that no table names an operation the contract lacks.
import { menuFor, menuLeafIds, type MenuSession } from '../menu.ts';
import { catalogueAccess } from './catalogue.ts';
import { dashboardAccess } from './dashboard.ts';
import { exportsAccess } from './exports.ts';
import { feesAccess } from './fees.ts';
import { listingsAccess } from './listings.ts';
import { listingsBulkAccess } from './listings-bulk.ts';
import { notificationsAccess } from './notifications.ts';
import { novedadesAccess } from './novedades.ts';
import { ordersAccess } from './orders.ts';
import { pendingAccess } from './pending.ts';
import { platformAccess } from './platform.ts';
import { plansAccess } from './plans.ts';
import { publicationTypesAccess } from './publication-types.ts';
import { rebatesAccess } from './rebates.ts';
import { sellersAccess } from './sellers.ts';
import { sessionAccess } from './session.ts';
import { settlementsAccess } from './settlements.ts';
import { supplierOrdersAccess } from './supplier-orders.ts';
import type { AreaAccess, OperationAccess, SecuredAccess } from './types.ts';
import { usersAccess } from './users.ts';
import { viewsAccess } from './views.ts';

export type { AreaAccess, MachineEvents, OperationAccess, SecuredAccess } from './types.ts';

/** The tables, by area (the server's areas, src/server/<area>). */
export const accessTables = {
  platform: platformAccess,
  session: sessionAccess,
  users: usersAccess,
  dashboard: dashboardAccess,
  notifications: notificationsAccess,
  sellers: sellersAccess,
  catalogue: catalogueAccess,
  listings: listingsAccess,
  rebates: rebatesAccess,
  'listings-bulk': listingsBulkAccess,
  orders: ordersAccess,
  plans: plansAccess,
  'publication-types': publicationTypesAccess,
  'supplier-orders': supplierOrdersAccess,
  novedades: novedadesAccess,
  fees: feesAccess,
  settlements: settlementsAccess,
  exports: exportsAccess,
  views: viewsAccess,
  pending: pendingAccess,
} as const satisfies Record<string, AreaAccess>;

type Tables = typeof accessTables;
type Keys<T> = T extends unknown ? keyof T : never;

/** Every operationId some table names (src/server/http/authorize.ts checks it against the contract). */
export type AccessOperationId = Extract<Keys<Tables[keyof Tables]>, string>;

/** Every table's entries in one record. */
export const operationAccess: Readonly<Record<AccessOperationId, OperationAccess>> = Object.assign(
  {},
  ...Object.values(accessTables),
) as Record<AccessOperationId, OperationAccess>;

/** The operation's entry, or undefined when no table names it (the server refuses it). */
export function accessOf(operationId: string): OperationAccess | undefined {
  return Object.hasOwn(operationAccess, operationId)
    ? operationAccess[operationId as AccessOperationId]
    : undefined;
}

/**
 * Whether the session's menu has a screen that uses the operation (000 §2.3): its type has
 * one of the items named and its hiddenItemsIds do not hide them all; the shell's calls are
 * not a menu item's.
 */
export function menuAllows(menu: SecuredAccess['menu'], session: MenuSession): boolean {
  if (menu === 'shell') return true;
  const leaves = menuLeavesOf(session);
  return menu.some((id) => leaves.has(id));
}

/**
 * The menu's leaves of a session, built once per kind of session: they depend only on its type,
 * whether it has a seller (a route with {idSeller} needs one) and its hiddenItemsIds. The server
 * asks on every call (issue 37: building the menu each time was a fixed cost of every answer).
 */
const leavesByKind = new Map<string, ReadonlySet<number>>();
const MAX_KINDS = 1_000;

function menuLeavesOf(session: MenuSession): ReadonlySet<number> {
  const hidden = [...(session.hiddenItemsIds ?? [])].sort((a, b) => a - b).join(',');
  const kind = `${String(session.tipoUsuario)}|${session.idSeller === null ? '' : 's'}|${hidden}`;
  let leaves = leavesByKind.get(kind);
  if (leaves === undefined) {
    leaves = new Set(menuLeafIds(menuFor(session)));
    // Bounded: users' profiles are few, but a list of hidden items is the users' own data.
    if (leavesByKind.size >= MAX_KINDS) leavesByKind.clear();
    leavesByKind.set(kind, leaves);
  }
  return leaves;
}

/**
 * Whether a session may call an operation (its type among the roles, its menu with a screen of
 * it), as the server decides before any rule of the handler: the screens ask it to show a
 * control whose call would only be refused. Event-named roles are the machine's question, not
 * this one's.
 */
export function sessionMayCall(operationId: AccessOperationId, session: MenuSession): boolean {
  const access = operationAccess[operationId];
  if (access.roles === 'public') return true;
  if (!Array.isArray(access.roles)) return false;
  return (
    (access.roles as readonly number[]).includes(session.tipoUsuario) &&
    menuAllows(access.menu, session)
  );
}

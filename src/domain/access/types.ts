// The shape of the access tables (one per area in this folder; ./index.ts lists them): for each
// operationId of the contract (openapi/), who may call it and which menu items' screens use it.
// The server refuses (403) a call whose session's type is not allowed, whose menu (hiddenItemsIds
// included) lacks every item named, or whose operation is in no table (src/server/http/authorize.ts).
import type { TipoUsuario } from '../roles.ts';

/**
 * Roles that come from a workflow machine (machines/<machine>.ts): whoever may send one of
 * these events in some state. The server reads the machine's own role lists (listingRoles,
 * rebateRoles, orderRoles, userRoles), so they are never copied here; src/domain does not import machines/.
 */
export interface MachineEvents {
  machine: 'listing' | 'rebate' | 'order' | 'user' | 'seller' | 'novedad' | 'settlement';
  events: readonly string[];
}

/** A call that needs no session (the contract says `security: []`): login, health, …. */
export interface PublicAccess {
  roles: 'public';
  menu: 'public';
}

export interface SecuredAccess {
  /** The user types that may call it, or the machine events it sends. */
  roles: readonly TipoUsuario[] | MachineEvents;
  /**
   * The menu items (ids of menuItems, ../menu.ts) whose screens use it: a session whose menu
   * has none of them is refused, as the route guard refuses the screen. 'shell': the session,
   * the dashboard, the notifications and the top bar, which no menu item hides.
   */
  menu: readonly number[] | 'shell';
}

export type OperationAccess = PublicAccess | SecuredAccess;

/** An area's table, keyed by operationId. */
export type AreaAccess = Readonly<Record<string, OperationAccess>>;

export const publicAccess: PublicAccess = { roles: 'public', menu: 'public' };

/** The roles of a machine's events (see MachineEvents). */
export const fromMachine = (
  machine: MachineEvents['machine'],
  ...events: readonly string[]
): MachineEvents => ({ machine, events });

// The server's one authorization check (issue 12 point 1): the access tables of src/domain
// (src/domain/access) decide every call. Roles that are a machine's events are read from the
// machine's own lists (src/domain does not import machines/). An operation in no table is
// refused, as is a session whose type the entry does not name or whose menu lacks every
// screen that uses the operation (hiddenItemsIds included, as the route guard refuses them).
import { listingRoles } from '../../../machines/listing.ts';
import { novedadRoles } from '../../../machines/novedad.ts';
import { orderRoles } from '../../../machines/order.ts';
import { rebateRoles } from '../../../machines/rebate.ts';
import { userRoles } from '../../../machines/user.ts';
import { sellerRoles } from '../../../machines/seller.ts';
import { settlementRoles } from '../../../machines/settlement.ts';
import {
  accessOf,
  menuAllows,
  operationAccess,
  type AccessOperationId,
  type MachineEvents,
  type SecuredAccess,
} from '../../domain/access/index.ts';
import type { OperationId, Session } from './contract.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compile-time: the tables name every operation of the contract and nothing else. */
export const tablesNameTheContract: Same<AccessOperationId, OperationId> = true;

const machineRoles: Record<
  MachineEvents['machine'],
  Readonly<Record<string, readonly number[]>>
> = {
  listing: listingRoles,
  rebate: rebateRoles,
  order: orderRoles,
  user: userRoles,
  seller: sellerRoles,
  novedad: novedadRoles,
  settlement: settlementRoles,
};

/** The types that may send one of the events (each event's roles in its machine). */
export function rolesOfEvents(ref: MachineEvents): readonly number[] {
  const lists = machineRoles[ref.machine];
  return [
    ...new Set(
      ref.events.flatMap((event) => {
        const roles = Object.hasOwn(lists, event) ? lists[event] : undefined;
        if (roles === undefined) throw new Error(`${ref.machine} no tiene el evento ${event}`);
        return roles;
      }),
    ),
  ];
}

/** The types an entry allows. */
export function rolesOf(access: SecuredAccess): readonly number[] {
  return 'machine' in access.roles ? rolesOfEvents(access.roles) : access.roles;
}

// Every entry's roles, read once (a machine event a table names that its machine lacks fails
// here, at start-up).
const allowed = new Map(
  Object.entries(operationAccess).flatMap(([id, access]) =>
    access.roles === 'public' ? [] : [[id, rolesOf(access)] as const],
  ),
);

/** Whether the request may reach the operation's handler (else 403). */
export function authorized(operationId: string, session: Session | null | undefined): boolean {
  const access = accessOf(operationId);
  if (access === undefined) return false;
  if (access.roles === 'public') return true;
  if (!session) return false;
  return (
    (allowed.get(operationId) ?? []).includes(session.tipoUsuario) &&
    menuAllows(access.menu, session)
  );
}

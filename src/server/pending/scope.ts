// Issue 35 point 2: which queues a session sees, and the condition a list adds for its
// `Pendiente` filter (400 when the queue is not the session's).
import { menuFor, menuLeafIds } from '../../domain/menu.ts';
import {
  pendingListScreens,
  pendingMessages,
  pendingQueueById,
  type PendingList,
  type PendingQueueId,
} from '../../domain/pending.ts';
import type { Session } from '../http/contract.ts';
import { badRequest } from '../http/errors.ts';
import { listingQueueCondition, queueCondition, roleQueues } from './queues.ts';

export function pendingListOf(id: PendingQueueId): PendingList {
  return pendingQueueById[id].list;
}

/**
 * The queues of the session's role whose list its menu opens (a queue of a screen hidden by
 * hiddenItemsIds is left out), in the catalogue's order.
 */
export function sessionQueues(session: Session): PendingQueueId[] {
  const leaves = new Set(menuLeafIds(menuFor(session)));
  return roleQueues(session.tipoUsuario).filter((id) =>
    pendingListScreens[pendingListOf(id)].items.some((item) => leaves.has(item)),
  );
}

/**
 * The SQL a list adds for its `Pendiente` filter: the queue's condition for the session's role,
 * when the queue is this list's and the role's; otherwise 400. Undefined: no filter.
 */
export function pendingFilter(
  session: Session,
  id: PendingQueueId | null | undefined,
  list: PendingList,
): PendingQueueId | undefined {
  if (id === null || id === undefined) return undefined;
  if (pendingListOf(id) !== list || queueCondition(id, session.tipoUsuario) === null) {
    throw badRequest(pendingMessages.noEsSuyo);
  }
  return id;
}

/** The listings' `Pendiente` filter: the queue's condition on an alias's estado. */
export function listingsPending(
  session: Session,
  id: PendingQueueId | null | undefined,
): ((alias: string) => string) | undefined {
  const queue = pendingFilter(session, id, 'publicaciones');
  if (queue === undefined) return undefined;
  return (alias) => listingQueueCondition(queue, session.tipoUsuario, alias) ?? 'false';
}

/** Another list's `Pendiente` filter: the queue's condition on the list's own aliases. */
export function listPending(
  session: Session,
  id: PendingQueueId | null | undefined,
  list: Exclude<PendingList, 'publicaciones'>,
): string | undefined {
  const queue = pendingFilter(session, id, list);
  return queue === undefined ? undefined : (queueCondition(queue, session.tipoUsuario) ?? 'false');
}

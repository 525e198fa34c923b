// Issue 35 point 2: the lists' `pendiente` filter. A queue of 'Pendientes' (the home page) opens
// its list with `?pendiente=<queue>` and the list's preset date range cleared, so that the list
// shows exactly the records the queue counts (the server adds the queue's condition: openapi/
// pending.yaml). The list says so above its rows (./pending-notice.tsx).
import {
  isPendingQueueId,
  pendingListScreens,
  type PendingList,
  type PendingQueueId,
} from '../../domain/pending.ts';
import type { UrlField, UrlSearch } from './url-filter.ts';

/** The URL field of a list's queue: a queue id, or none. */
export function pendingField(key = 'pendiente'): UrlField<PendingQueueId | null> {
  return {
    read: (search) => {
      const raw = search[key];
      if (raw === '') return null;
      return isPendingQueueId(raw) ? raw : undefined;
    },
    write: (value) => ({ [key]: value ?? '' }),
  };
}

/** The search of each list's link: the queue, and the list's preset date range cleared. */
const linkSearch: Record<PendingList, (id: PendingQueueId) => UrlSearch> = {
  publicaciones: (id) => ({ pendiente: id, desde: '', hasta: '' }),
  rebates: (id) => ({ pendiente: id }),
  ordenes: (id) => ({ pendiente: id, fechaDesde: '', fechaHasta: '' }),
  ordenesProveedores: (id) => ({ pendiente: id }),
  liquidaciones: (id) => ({ pendiente: id, fechaDesde: '', fechaHasta: '' }),
};

/** Where a queue's link leads: its list's route and search. */
export function pendingLink(list: PendingList, id: PendingQueueId) {
  return { to: pendingListScreens[list].route, search: linkSearch[list](id) };
}

// The 'Pendientes' area's public file (issue 35 point 2): what src/server/areas.ts plugs into the
// app. The lists import ./scope.ts and ./queues.ts for their `Pendiente` filter.
import { defineArea } from '../shared/define-area.ts';
import { pendingHandlers } from './handlers.ts';

export const area = defineArea({ name: 'pending', handlers: pendingHandlers });

/** The lists' `Pendiente` filter (each list adds the queue's condition to its own query). */
export { listPending, listingsPending } from './scope.ts';

// The query of 'Pendientes' (issue 35 point 2): GET /api/Pendientes, the counts of the session's
// queues. Imported only by the home page's chunk.
import { api } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components } from './schema';

export type Pendientes = components['schemas']['Pendientes'];
export type IdPendiente = components['schemas']['IdPendiente'];

export const pendingKeys = { all: ['pendientes'] as const };

/** The session's queues and their counts, asked each time the home page opens. */
export function pendingQueryOptions(fallback: string) {
  return apiQueryOptions({
    queryKey: pendingKeys.all,
    request: (signal) => api.GET('/api/Pendientes', { signal }),
    fallback,
    pick: (data) => data.pendientes,
    // A queue changes with every action of the user: the counts are read when the page opens.
    staleTime: 0,
  });
}

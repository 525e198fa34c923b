// Query keys and options of the dashboard (000 §2.4, §3 'Dashboard totals'). Imported only by
// the dashboard's chunk, so React Query stays out of the login screen's bundle.
import { api } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components } from './schema';

export type TotalizadoresRequest = components['schemas']['TotalizadoresRequest'];
export type Totalizadores = components['schemas']['Totalizadores'];

export const dashboardKeys = {
  all: ['dashboard'] as const,
  totalizadores: (request: TotalizadoresRequest) =>
    [...dashboardKeys.all, 'totalizadores', request] as const,
};

/** Shown when the server's answer carries no errores of its own (e.g. a proxy's 502). */
export const TOTALIZADORES_LOAD_FAILED = 'No se pudieron obtener los totales del inicio.';

export function dashboardQueryOptions(request: TotalizadoresRequest) {
  return apiQueryOptions({
    queryKey: dashboardKeys.totalizadores(request),
    request: (signal) =>
      api.POST('/api/Landing/Dashboard/Totalizadores', { body: request, signal }),
    fallback: TOTALIZADORES_LOAD_FAILED,
    // The figures are computed when asked (openapi: dashboardTotalizadores) and change with
    // every order: a search, even one made before ('Limpiar' goes back to today), asks again.
    staleTime: 0,
  });
}

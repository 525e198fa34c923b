// How an area writes its queries: the pattern every src/api/<area>-queries.ts follows (see
// listings-queries.ts, listing-form-queries.ts, orders-queries.ts). Kept apart from client.ts so that React
// Query stays out of the login screen's bundle.
//
//   export const ordersLoadTexts = { list: 'No se pudieron obtener las órdenes.' } as const;
//   export const ordersKeys = {
//     all: ['orders'] as const,                     // the area's root: invalidate it all
//     lists: () => [...ordersKeys.all, 'list'] as const,
//     list: (query: ListarOrdenesQuery) => [...ordersKeys.lists(), query] as const,
//   };
//   /** One page of orders (GET /api/Ordenes). */
//   export function listarOrdenesQueryOptions(query: ListarOrdenesQuery) {
//     return apiQueryOptions({
//       queryKey: ordersKeys.list(query),
//       request: (signal) => api.GET('/api/Ordenes', { params: { query }, signal }),
//       fallback: ordersLoadTexts.list,
//       staleTime: 0,
//     });
//   }
//   /** A call that changes something: a plain async function, the caller names the fallback. */
//   export async function anularOrden(idOrden: number, fallback: string): Promise<Orden> {
//     return unwrap(await api.POST('/api/Ordenes/Anular', { body: { idOrden } }), fallback);
//   }
//
// - `<area>LoadTexts`: the text of a failed read whose answer carries no errores (000 §8).
// - `<area>Keys`: every key under the area's root, so a change invalidates the lists or the area.
// - one `<name>QueryOptions(params)` per read, built with apiQueryOptions: screens call
//   useQuery(xQueryOptions(params)), route loaders queryClient.ensureQueryData(...).
// - every failure throws ApiError (client.ts) with the server's errores or the fallback: the
//   screens read it with messagesOf.
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from './client.ts';

/** What a call of the generated openapi-fetch client answers. */
export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface ApiQuerySpec<TKey extends readonly unknown[], TData, TResult> {
  queryKey: TKey;
  /** The call, with the query's abort signal: `(signal) => api.GET('/api/...', { signal })`. */
  request: (signal: AbortSignal) => Promise<ApiResult<TData>>;
  /** The text of a failure whose answer carries no errores (000 §8). */
  fallback: string;
  /** The part of the answer the screen needs (e.g. `(d) => d.elementos`). */
  pick?: (data: TData) => TResult;
  /** Omitted: the query client's default (src/web/app/query-client.ts). */
  staleTime?: number;
  gcTime?: number;
  /** Read again every so many milliseconds while shown (the notification bell). */
  refetchInterval?: number;
}

/**
 * The query options of one read of the API: the key, and a query function that makes the call
 * with the query's signal and answers its data (or the picked part of it), throwing ApiError
 * on a failure.
 */
export function apiQueryOptions<TKey extends readonly unknown[], TData, TResult = TData>(
  spec: ApiQuerySpec<TKey, TData, TResult>,
) {
  const { queryKey, request, fallback, pick, staleTime, gcTime, refetchInterval } = spec;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<TResult> => {
      const data = unwrap(await request(signal), fallback);
      return pick === undefined ? (data as unknown as TResult) : pick(data);
    },
    // Only what the area names: an undefined would hide the query client's defaults.
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(gcTime === undefined ? {} : { gcTime }),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
  });
}

// Query keys, options and calls of the rebate card on a listing (000 §2.9, §7 'Rebates on a
// listing'). Imported only by the listing screen's chunk. Every call throws ApiError with the
// server's errores, or with the caller's fallback text when the answer carries none (000 §8).
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type Rebate = components['schemas']['Rebate'];
export type RebateNuevo = components['schemas']['RebateNuevo'];
export type RebateModificacion = components['schemas']['RebateModificacion'];
export type IdEstadoRebate = components['schemas']['IdEstadoRebate'];
export type RebateGestion = components['schemas']['RebateGestion'];
/** The query of GET /api/Rebates/Gestion (the rebate filter, the page). */
export type BuscarRebatesQuery = NonNullable<operations['buscarRebates']['parameters']['query']>;

/** Shown when the answer carries no errores of its own (e.g. a proxy's 502). */
export const rebatesLoadTexts = {
  rebate: 'No se pudo obtener el rebate de la publicación.',
} as const;

export const rebatesKeys = {
  all: ['rebates'] as const,
  listing: (idPublicacion: number) => [...rebatesKeys.all, 'publicacion', idPublicacion] as const,
  lists: () => [...rebatesKeys.all, 'gestion'] as const,
  list: (query: BuscarRebatesQuery) => [...rebatesKeys.lists(), query] as const,
  history: (idRebate: number, page: number) =>
    [...rebatesKeys.all, 'historial', idRebate, page] as const,
};

/** One page of a rebate's Historial (GET /api/Rebates/Historial, issue 35). */
export function historialRebateQueryOptions(idRebate: number, page: number, fallback: string) {
  return apiQueryOptions({
    queryKey: rebatesKeys.history(idRebate, page),
    request: (signal) =>
      api.GET('/api/Rebates/Historial', {
        params: { query: { IdRebate: idRebate, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

/** One page of 'Gestión de Rebates' (GET /api/Rebates/Gestion); never served stale. */
export function buscarRebatesQueryOptions(query: BuscarRebatesQuery, fallback: string) {
  return apiQueryOptions({
    queryKey: rebatesKeys.list(query),
    request: (signal) => api.GET('/api/Rebates/Gestion', { params: { query }, signal }),
    fallback,
    staleTime: 0,
  });
}

/** The listing's live rebate, or null (GET /api/Rebates/Buscar); never served stale. */
export function rebatePublicacionQueryOptions(idPublicacion: number) {
  return apiQueryOptions({
    queryKey: rebatesKeys.listing(idPublicacion),
    request: (signal) =>
      api.GET('/api/Rebates/Buscar', {
        params: { query: { IdPublicacion: idPublicacion } },
        signal,
      }),
    fallback: rebatesLoadTexts.rebate,
    pick: (data) => data.rebate,
    staleTime: 0,
  });
}

/** POST /api/Rebates/Nuevo. */
export async function enviarRebate(body: RebateNuevo, fallback: string): Promise<Rebate> {
  return unwrap(await api.POST('/api/Rebates/Nuevo', { body }), fallback);
}

/** PUT /api/Rebates/Modificar. */
export async function modificarRebate(body: RebateModificacion, fallback: string): Promise<Rebate> {
  return unwrap(await api.PUT('/api/Rebates/Modificar', { body }), fallback);
}

/** DELETE /api/Rebates?id= (answers 204). */
export async function eliminarRebate(idRebate: number, fallback: string): Promise<void> {
  const result = await api.DELETE('/api/Rebates', { params: { query: { id: idRebate } } });
  if (!result.response.ok) unwrap(result, fallback);
}

/** POST /api/Rebates/Aprobar: approve as the session's role (admin 2, seller admin 3). */
export async function aprobarRebate(idRebate: number, fallback: string): Promise<Rebate> {
  return unwrap(await api.POST('/api/Rebates/Aprobar', { body: { idRebate } }), fallback);
}

/** PUT /api/Rebates/CambiarEstado: decline, reject or give de baja (6), delete (5). */
export async function cambiarEstadoRebate(
  idRebate: number,
  idEstado: IdEstadoRebate,
  fallback: string,
  /** 001 §4: the acting user, when the screen names it (the server checks it is the session's). */
  idUsuario?: number,
): Promise<Rebate> {
  return unwrap(
    await api.PUT('/api/Rebates/CambiarEstado', {
      body: { idRebate, idEstado, ...(idUsuario === undefined ? {} : { idUsuario }) },
    }),
    fallback,
  );
}

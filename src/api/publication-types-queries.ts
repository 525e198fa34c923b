// Query keys, options and calls of the publication-types area (001 §2.7, §7): the list, one type,
// create, save, delete and the association of plan groups. Imported only by its screens' chunks.
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type TipoPublicacionAdmin = components['schemas']['TipoPublicacionAdmin'];
export type BuscarTiposQuery = NonNullable<
  operations['buscarTiposPublicacionAdmin']['parameters']['query']
>;

export const publicationTypesKeys = {
  all: ['publication-types'] as const,
  list: (query: BuscarTiposQuery) => [...publicationTypesKeys.all, 'list', query] as const,
  one: (id: number) => [...publicationTypesKeys.all, 'one', id] as const,
};

export function tiposPublicacionQueryOptions(query: BuscarTiposQuery, fallback: string) {
  return apiQueryOptions({
    queryKey: publicationTypesKeys.list(query),
    request: (signal) =>
      api.GET('/api/Administracion/TiposPublicacion', { params: { query }, signal }),
    fallback,
    staleTime: 0,
  });
}

export function tipoPublicacionQueryOptions(id: number, fallback: string) {
  return apiQueryOptions({
    queryKey: publicationTypesKeys.one(id),
    request: (signal) =>
      api.GET('/api/Administracion/TiposPublicacion/Obtener', {
        params: { query: { id } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

export interface TipoCampos {
  descripcion: string;
  comision: number;
  cantidadCuotas: number;
}

export async function crearTipoPublicacion(body: TipoCampos, fallback: string) {
  return unwrap(await api.POST('/api/Administracion/TiposPublicacion', { body }), fallback);
}

export async function modificarTipoPublicacion(
  body: TipoCampos & { idTipoPublicacion: number },
  fallback: string,
) {
  return unwrap(await api.PUT('/api/Administracion/TiposPublicacion', { body }), fallback);
}

export async function asociarGrupoPlanes(
  idTipoPublicacion: number,
  listaIdsGrupoPlanes: number[],
  fallback: string,
) {
  return unwrap(
    await api.POST('/api/Administracion/TiposPublicacion/AsociarGrupoPlanes', {
      body: { idTipoPublicacion, listaIdsGrupoPlanes },
    }),
    fallback,
  );
}

/** 001 §7: "DELETE /api/Administracion/TiposPublicacion?id={id}, form-encoded": `id={id}`. */
export async function eliminarTipoPublicacion(id: number, fallback: string): Promise<void> {
  const result = await api.DELETE('/api/Administracion/TiposPublicacion', {
    body: { id },
    bodySerializer: () => new URLSearchParams({ id: String(id) }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (!result.response.ok) unwrap(result, fallback);
}

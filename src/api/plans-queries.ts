// Query keys, options and calls of the plans area (001 §2.6, §7 'Plan groups and publication
// types'): the plan groups, one group, the plan search and the plan groups' Excel export.
// Imported only by the plans screens' chunks. Every call throws ApiError with the server's
// errores, or with the caller's fallback text when the answer carries none (001 §8).
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type Plan = components['schemas']['Plan'];
export type GrupoPlanes = components['schemas']['GrupoPlanes'];
export type GrupoPlanesResumen = components['schemas']['GrupoPlanesResumen'];
export type GrupoPlanesNuevo = components['schemas']['GrupoPlanesNuevo'];
export type GrupoPlanesModificacion = components['schemas']['GrupoPlanesModificacion'];
export type BuscarGruposPlanesQuery = NonNullable<
  operations['buscarGruposPlanes']['parameters']['query']
>;
export type BuscarPlanesQuery = NonNullable<operations['buscarPlanes']['parameters']['query']>;

export const plansLoadTexts = {
  groups: 'No se pudieron obtener los grupos de planes.',
  group: 'No se pudo obtener el grupo de planes.',
  plans: 'No se pudieron obtener los planes.',
} as const;

export const plansKeys = {
  all: ['plans'] as const,
  groups: (query: BuscarGruposPlanesQuery) => [...plansKeys.all, 'grupos', query] as const,
  group: (id: number) => [...plansKeys.all, 'grupo', id] as const,
  plans: (query: BuscarPlanesQuery) => [...plansKeys.all, 'planes', query] as const,
};

/** One page of plan groups (GET /api/Administracion/GrupoPlanes). */
export function gruposPlanesQueryOptions(query: BuscarGruposPlanesQuery) {
  return apiQueryOptions({
    queryKey: plansKeys.groups(query),
    request: (signal) => api.GET('/api/Administracion/GrupoPlanes', { params: { query }, signal }),
    fallback: plansLoadTexts.groups,
    staleTime: 0,
  });
}

/** One group with its plans. */
export function grupoPlanesQueryOptions(id: number) {
  return apiQueryOptions({
    queryKey: plansKeys.group(id),
    request: (signal) =>
      api.GET('/api/Administracion/GrupoPlanes/Obtener', { params: { query: { id } }, signal }),
    fallback: plansLoadTexts.group,
    staleTime: 0,
  });
}

/** One page of the plan search (platform 1, 001 §9). */
export function planesQueryOptions(query: BuscarPlanesQuery) {
  return apiQueryOptions({
    queryKey: plansKeys.plans(query),
    request: (signal) => api.GET('/api/Planes/Buscar', { params: { query }, signal }),
    fallback: plansLoadTexts.plans,
    staleTime: 60_000,
  });
}

export async function crearGrupoPlanes(body: GrupoPlanesNuevo, fallback: string) {
  return unwrap(await api.POST('/api/Administracion/GrupoPlanes', { body }), fallback);
}

export async function modificarGrupoPlanes(body: GrupoPlanesModificacion, fallback: string) {
  return unwrap(await api.PUT('/api/Administracion/GrupoPlanes', { body }), fallback);
}

export async function eliminarGrupoPlanes(id: number, fallback: string): Promise<void> {
  const result = await api.DELETE('/api/Administracion/GrupoPlanes', {
    params: { query: { id } },
  });
  if (!result.response.ok) unwrap(result, fallback);
}

export async function exportarGruposPlanes(descripcion: string | undefined, fallback: string) {
  return unwrap(
    await api.GET('/api/Administracion/GrupoPlanes/Exportar', {
      params: { query: descripcion ? { Descripcion: descripcion } : {} },
    }),
    fallback,
  );
}

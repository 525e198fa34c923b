// Query keys, options and calls of the saved views (issue 35 point 3; openapi/views.yaml): the
// session user's views of a list, 'Guardar vista', rename and delete. Imported by the shared
// saved-views component of the list screens (src/web/ui/saved-views.tsx).
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components } from './schema';

export type Vista = components['schemas']['Vista'];
export type ListaConVistas = components['schemas']['ListaConVistas'];
export type BusquedaVista = components['schemas']['BusquedaVista'];

export const viewsKeys = {
  all: ['views'] as const,
  list: (lista: ListaConVistas) => [...viewsKeys.all, 'list', lista] as const,
};

/** The user's views of one list, and whether it may save views (GET /api/Vistas?Lista=). */
export function vistasQueryOptions(lista: ListaConVistas, fallback: string) {
  return apiQueryOptions({
    queryKey: viewsKeys.list(lista),
    request: (signal) => api.GET('/api/Vistas', { params: { query: { Lista: lista } }, signal }),
    fallback,
    staleTime: 0,
  });
}

export async function crearVista(
  lista: ListaConVistas,
  nombre: string,
  busqueda: BusquedaVista,
  fallback: string,
): Promise<Vista> {
  return unwrap(await api.POST('/api/Vistas', { body: { lista, nombre, busqueda } }), fallback);
}

export async function renombrarVista(
  idVista: number,
  nombre: string,
  fallback: string,
): Promise<Vista> {
  return unwrap(await api.PUT('/api/Vistas', { body: { idVista, nombre } }), fallback);
}

export async function eliminarVista(idVista: number, fallback: string): Promise<void> {
  const result = await api.DELETE('/api/Vistas', { params: { query: { idVista } } });
  if (!result.response.ok) unwrap(result, fallback);
}

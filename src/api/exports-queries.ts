// The calls of the exports screens (002 §2 'Exports', 000 §7 'ExportarPublicaciones'). Imported
// only by the exports screens' chunks.
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { operations } from './schema';

/** The filter of the listings export: the names of GET /api/Publicaciones, without the page. */
export type ExportarPublicacionesFiltro = NonNullable<
  operations['exportarPublicaciones']['requestBody']
>['content']['application/json'];
type ListarQuery = NonNullable<operations['listarPublicaciones']['parameters']['query']>;
export type ExportacionPublicaciones =
  operations['exportarPublicaciones']['responses'][200]['content']['application/json'];

export const exportsKeys = {
  all: ['exports'] as const,
  listingsCount: (filtro: ExportarPublicacionesFiltro) =>
    [...exportsKeys.all, 'publicaciones', 'cantidad', filtro] as const,
};

/** Shown when an answer carries no errores of its own. */
export const exportsLoadTexts = {
  count: 'No se pudo obtener la cantidad de publicaciones.',
} as const;

/**
 * How many listings the filter exports: the list call of /Publicaciones with the same filter,
 * one row per page (its cantidadTotal is the count).
 */
export function cantidadPublicacionesQueryOptions(filtro: ExportarPublicacionesFiltro) {
  return apiQueryOptions({
    queryKey: exportsKeys.listingsCount(filtro),
    request: (signal) =>
      api.GET('/api/Publicaciones', {
        params: { query: { ...listQueryOf(filtro), NumeroPagina: 1, CantidadPagina: 1 } },
        signal,
      }),
    fallback: exportsLoadTexts.count,
    pick: (data) => data.cantidadTotal,
    staleTime: 0,
  });
}

/** POST /api/Exportables/ExportarPublicaciones: the filtered listings as an xlsx. */
export async function exportarPublicaciones(
  filtro: ExportarPublicacionesFiltro,
  fallback: string,
): Promise<ExportacionPublicaciones> {
  return unwrap(
    await api.POST('/api/Exportables/ExportarPublicaciones', { body: filtro }),
    fallback,
  );
}

/** The filter as the list's query: the same names, without the fields left empty (null). */
function listQueryOf(filtro: ExportarPublicacionesFiltro): ListarQuery {
  return Object.fromEntries(Object.entries(filtro).filter(([, value]) => value !== null));
}

// Query keys, options and calls of the listings area (000 §2.6, §7 'Listings' and 'Catalogue',
// the sellers filter): the list, and what the list and the form share (the catalogue searches,
// approving and pausing). The form's own reads are in listing-form-queries.ts. Written after
// the pattern of query.ts; imported only by the listings screens' chunks, so React Query stays
// out of the login screen's bundle.
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type PublicacionTarjeta = components['schemas']['PublicacionTarjeta'];
export type ListaPublicaciones = components['schemas']['ListaPublicaciones'];
export type EncabezadosPublicaciones = components['schemas']['EncabezadosPublicaciones'];
export type OpcionCatalogo = components['schemas']['OpcionCatalogo'];
export type TipoPublicacion = components['schemas']['TipoPublicacion'];
export type SellerResumen = components['schemas']['SellerResumen'];
export type Publicacion = components['schemas']['Publicacion'];
/** The query of GET /api/Publicaciones (the filter, the page). */
export type ListarPublicacionesQuery = NonNullable<
  operations['listarPublicaciones']['parameters']['query']
>;

/** Shown when an answer carries no errores of its own (e.g. a proxy's 502). */
export const listingsLoadTexts = {
  list: 'No se pudieron obtener las publicaciones.',
  counters: 'No se pudieron obtener los totales de publicaciones.',
  estados: 'No se pudieron obtener los estados de publicación.',
  catalogue: 'No se pudieron obtener las opciones del catálogo.',
  types: 'No se pudieron obtener los tipos de publicación.',
} as const;

export const listingsKeys = {
  all: ['listings'] as const,
  lists: () => [...listingsKeys.all, 'list'] as const,
  list: (query: ListarPublicacionesQuery) => [...listingsKeys.lists(), query] as const,
  allCounters: () => [...listingsKeys.all, 'encabezados'] as const,
  counters: (idSeller: number | null) => [...listingsKeys.allCounters(), idSeller] as const,
  estados: () => [...listingsKeys.all, 'estados'] as const,
  types: () => [...listingsKeys.all, 'tipos'] as const,
  brands: (text: string) => [...listingsKeys.all, 'marcas', text] as const,
  categories: (text: string) => [...listingsKeys.all, 'categorias', text] as const,
  history: (idPublicacion: number, page: number) =>
    [...listingsKeys.all, 'historial', idPublicacion, page] as const,
};

/** One page of a listing's Historial (GET /api/Publicaciones/Historial). */
export function historialPublicacionQueryOptions(
  idPublicacion: number,
  page: number,
  fallback: string,
) {
  return apiQueryOptions({
    queryKey: listingsKeys.history(idPublicacion, page),
    request: (signal) =>
      api.GET('/api/Publicaciones/Historial', {
        params: { query: { IdPublicacion: idPublicacion, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

/** One page of listings (GET /api/Publicaciones; the server orders them by idPublicacion). */
export function listarPublicacionesQueryOptions(query: ListarPublicacionesQuery) {
  return apiQueryOptions({
    queryKey: listingsKeys.list(query),
    request: (signal) => api.GET('/api/Publicaciones', { params: { query }, signal }),
    fallback: listingsLoadTexts.list,
    // A listing's estado changes by other people's hands too: a page asked again is read again.
    staleTime: 0,
  });
}

/** The header counters of the scope (GET /api/Publicaciones/Encabezados). Null: every seller. */
export function encabezadosQueryOptions(idSeller: number | null) {
  return apiQueryOptions({
    queryKey: listingsKeys.counters(idSeller),
    request: (signal) =>
      api.GET('/api/Publicaciones/Encabezados', {
        params: { query: idSeller === null ? {} : { IdSeller: idSeller } },
        signal,
      }),
    fallback: listingsLoadTexts.counters,
    staleTime: 0,
  });
}

/** The estados of the Estado filter (GET /api/Estados/Variaciones). */
export function estadosVariacionesQueryOptions() {
  return apiQueryOptions({
    queryKey: listingsKeys.estados(),
    request: (signal) => api.GET('/api/Estados/Variaciones', { signal }),
    fallback: listingsLoadTexts.estados,
    pick: (data) => data.estados,
    staleTime: Infinity,
  });
}

/** 000 §6, §9: the listing types of the staff filter, loaded at page size 100. */
export function tiposPublicacionQueryOptions() {
  return apiQueryOptions({
    queryKey: listingsKeys.types(),
    request: (signal) =>
      api.GET('/api/Tipos/Publicacion', { params: { query: { PageSize: 100 } }, signal }),
    fallback: listingsLoadTexts.types,
    pick: (data) => data.tiposPublicaciones,
    staleTime: 5 * 60_000,
  });
}

/** Brands whose description contains the text (GET /api/Articulos/Marcas), at most 50. */
export async function buscarMarcas(
  descripcion: string,
  signal?: AbortSignal,
): Promise<OpcionCatalogo[]> {
  return unwrap(
    await api.GET('/api/Articulos/Marcas', { params: { query: { descripcion } }, signal }),
    listingsLoadTexts.catalogue,
  ).elementos;
}

/** Categories whose description contains the text (GET /api/Articulos/SubFamiliasByParams). */
export async function buscarCategorias(
  descripcion: string,
  signal?: AbortSignal,
): Promise<OpcionCatalogo[]> {
  return unwrap(
    await api.GET('/api/Articulos/SubFamiliasByParams', {
      params: { query: { descripcion } },
      signal,
    }),
    listingsLoadTexts.catalogue,
  ).elementos;
}

/** POST /api/Publicaciones/Aprobar (the list switch and the form's button). */
export async function aprobarPublicacion(
  idPublicacion: number,
  fallback: string,
): Promise<Publicacion> {
  return unwrap(
    await api.POST('/api/Publicaciones/Aprobar', { body: { idPublicacion } }),
    fallback,
  );
}

/** A review reason: pausing with one sends the listing to en_revision (000 §2.7). */
export interface MotivoDesaprobacion {
  idMotivoRevision: number;
  observacionesRevision: string | null;
}

/**
 * POST /api/Publicaciones/Desaprobar: without a reason activo to pausado (the list switch);
 * with one, to en_revision (the form's button).
 */
export async function desaprobarPublicacion(
  idPublicacion: number,
  fallback: string,
  motivo?: MotivoDesaprobacion,
): Promise<Publicacion> {
  return unwrap(
    await api.POST('/api/Publicaciones/Desaprobar', {
      body: { IdPublicacion: idPublicacion, ...motivo },
    }),
    fallback,
  );
}

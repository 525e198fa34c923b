// Query keys, options and calls of the listing create/edit screen (000 §2.7, §4, §7 'Listings'
// and 'Catalogue'); the catalogue searches, approving and pausing are the area's
// (listings-queries.ts). Written after the pattern of query.ts; imported only by the listings
// chunks. Every call throws ApiError with the server's errores, or with the caller's fallback
// text when the answer carries none (000 §8).
import { api, unwrap } from './client.ts';
import { listingsKeys, listingsLoadTexts } from './listings-queries.ts';
import { apiQueryOptions } from './query.ts';
import type { components } from './schema';

export type Publicacion = components['schemas']['Publicacion'];
export type PublicacionNueva = components['schemas']['PublicacionNueva'];
export type PublicacionEdicion = components['schemas']['PublicacionEdicion'];
export type { OpcionCatalogo, TipoPublicacion } from './listings-queries.ts';
type OpcionCatalogo = components['schemas']['OpcionCatalogo'];
export type ImagenPublicacion = components['schemas']['ImagenPublicacion'];
export type EstadoPublicacion = components['schemas']['EstadoPublicacion'];

/** Shown when a catalogue answer carries no errores of its own (e.g. a proxy's 502). */
export const listingFormLoadTexts = {
  listing: 'No se pudo obtener la publicación.',
  types: listingsLoadTexts.types,
  vat: 'No se pudieron obtener las alícuotas de IVA.',
  reasons: 'No se pudieron obtener los motivos de revisión.',
  warranties: 'No se pudieron obtener las opciones de garantía extendida.',
  upload: 'No se pudo subir la imagen.',
} as const;

export const listingFormKeys = {
  /** A listing lives under the area's root, with the list page's queries. */
  listing: (idPublicacion: number) => [...listingsKeys.all, 'publicacion', idPublicacion] as const,
  vat: () => ['listing-form', 'alicuotas-iva'] as const,
  types: (idSeller: number) => ['listing-form', 'tipos', idSeller] as const,
  reasons: () => ['listing-form', 'motivos-revision'] as const,
  warranties: (categoria: string) => ['listing-form', 'garantias', categoria] as const,
};

/** One listing (GET /api/Publicaciones/Obtener); never served stale to the edit screen. */
export function publicacionQueryOptions(idPublicacion: number) {
  return apiQueryOptions({
    queryKey: listingFormKeys.listing(idPublicacion),
    request: (signal) =>
      api.GET('/api/Publicaciones/Obtener', {
        params: { query: { IdPublicacion: idPublicacion } },
        signal,
      }),
    fallback: listingFormLoadTexts.listing,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The VAT rates (GET /api/Publicaciones/AlicuotasIva). */
export function alicuotasIvaQueryOptions() {
  return apiQueryOptions({
    queryKey: listingFormKeys.vat(),
    request: (signal) => api.GET('/api/Publicaciones/AlicuotasIva', { signal }),
    fallback: listingFormLoadTexts.vat,
    pick: (data) => data.tiposAlicuotaIva,
    staleTime: 10 * 60_000,
  });
}

/** The listing types (and their commission) of one seller (GET /api/Tipos/Publicacion). */
export function tiposPublicacionSellerQueryOptions(idSeller: number) {
  return apiQueryOptions({
    queryKey: listingFormKeys.types(idSeller),
    request: (signal) =>
      api.GET('/api/Tipos/Publicacion', { params: { query: { idSeller } }, signal }),
    fallback: listingFormLoadTexts.types,
    pick: (data) => data.tiposPublicaciones,
    staleTime: 5 * 60_000,
  });
}

/** The review reasons, "Otro" last (GET /api/Tipos/MotivosRevision). */
export function motivosRevisionQueryOptions() {
  return apiQueryOptions({
    queryKey: listingFormKeys.reasons(),
    request: (signal) => api.GET('/api/Tipos/MotivosRevision', { signal }),
    fallback: listingFormLoadTexts.reasons,
    pick: (data) => data.motivos,
    staleTime: 10 * 60_000,
  });
}

/** The extended-warranty options of a category (GET /api/Garantias?CodigoProducto=). */
export function garantiasQueryOptions(categoria: string) {
  return apiQueryOptions({
    queryKey: listingFormKeys.warranties(categoria),
    request: (signal) =>
      api.GET('/api/Garantias', { params: { query: { CodigoProducto: categoria } }, signal }),
    fallback: listingFormLoadTexts.warranties,
    pick: (data) => data.garantias,
    staleTime: 10 * 60_000,
  });
}

/**
 * The brand and category of an EAN (GET /api/Articulos?id=). Null when the code is unknown
 * (404 is an answer, not a failure); any other failure throws ApiError.
 */
export async function obtenerArticulo(
  ean: string,
  fallback: string,
): Promise<{ marca: OpcionCatalogo; categoria: OpcionCatalogo } | null> {
  const result = await api.GET('/api/Articulos', { params: { query: { id: ean } } });
  if (result.response.status === 404) return null;
  const data = unwrap(result, fallback);
  return { marca: data.marca, categoria: data.categoria };
}

/** POST /api/Publicaciones. */
export async function crearPublicacion(
  body: PublicacionNueva,
  fallback: string,
): Promise<Publicacion> {
  return unwrap(await api.POST('/api/Publicaciones', { body }), fallback);
}

/** PUT /api/Publicaciones/Editar (the fields; the estado does not change here). */
export async function editarPublicacion(
  body: PublicacionEdicion,
  fallback: string,
): Promise<Publicacion> {
  return unwrap(await api.PUT('/api/Publicaciones/Editar', { body }), fallback);
}

/** PUT /api/Publicaciones {idPublicacion, estado, idMotivoRevision?, observacionesRevision?}. */
export async function cambiarEstadoPublicacion(
  body: components['schemas']['CambioEstadoPublicacion'],
  fallback: string,
): Promise<Publicacion> {
  return unwrap(await api.PUT('/api/Publicaciones', { body }), fallback);
}

/** DELETE /api/Publicaciones?id= (204). */
export async function eliminarPublicacion(idPublicacion: number, fallback: string): Promise<void> {
  const result = await api.DELETE('/api/Publicaciones', {
    params: { query: { id: idPublicacion } },
  });
  if (!result.response.ok) unwrap(result, fallback);
}

/** PUT /api/Publicaciones/ActualizarPosicionImagenes: every saved image with its position. */
export async function actualizarPosicionImagenes(
  idPublicacion: number,
  imagenes: { idImagen: number; posicion: number }[],
  fallback: string,
): Promise<Publicacion> {
  return unwrap(
    await api.PUT('/api/Publicaciones/ActualizarPosicionImagenes', {
      body: { idPublicacion, imagenes },
    }),
    fallback,
  );
}

/** POST /Imagen (multipart, part `file`): the stored image's url. */
export async function subirImagen(file: Blob, fallback: string): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await api.POST('/Imagen', {
    body: form,
    // openapi-fetch would JSON-encode the body: FormData goes as it is (the browser sets the
    // multipart boundary).
    bodySerializer: (body: unknown) => body as FormData,
  });
  return unwrap(result, fallback).url;
}

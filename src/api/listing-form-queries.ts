// Query keys, options and calls of the listing create/edit screen (000 §2.7, §4, §7 'Listings'
// and 'Catalogue'). Imported only by that screen's chunk. Every call throws ApiError with the
// server's errores, or with the caller's fallback text when the answer carries none (000 §8).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from './schema';

export type Publicacion = components['schemas']['Publicacion'];
export type PublicacionNueva = components['schemas']['PublicacionNueva'];
export type PublicacionEdicion = components['schemas']['PublicacionEdicion'];
export type OpcionCatalogo = components['schemas']['OpcionCatalogo'];
export type TipoPublicacion = components['schemas']['TipoPublicacion'];
export type ImagenPublicacion = components['schemas']['ImagenPublicacion'];
export type EstadoPublicacion = components['schemas']['EstadoPublicacion'];

/** Shown when a catalogue answer carries no errores of its own (e.g. a proxy's 502). */
export const listingFormLoadTexts = {
  listing: 'No se pudo obtener la publicación.',
  catalogue: 'No se pudieron obtener las opciones del catálogo.',
  types: 'No se pudieron obtener los tipos de publicación.',
  vat: 'No se pudieron obtener las alícuotas de IVA.',
  reasons: 'No se pudieron obtener los motivos de revisión.',
  warranties: 'No se pudieron obtener las opciones de garantía extendida.',
  upload: 'No se pudo subir la imagen.',
} as const;

export const listingFormKeys = {
  /** The listings area's root: the list page's queries live under it too. */
  all: ['listings'] as const,
  listing: (idPublicacion: number) =>
    [...listingFormKeys.all, 'publicacion', idPublicacion] as const,
  vat: () => ['listing-form', 'alicuotas-iva'] as const,
  types: (idSeller: number) => ['listing-form', 'tipos', idSeller] as const,
  reasons: () => ['listing-form', 'motivos-revision'] as const,
  warranties: (categoria: string) => ['listing-form', 'garantias', categoria] as const,
  brands: (text: string) => ['listing-form', 'marcas', text] as const,
  categories: (text: string) => ['listing-form', 'categorias', text] as const,
};

/** One listing (GET /api/Publicaciones/Obtener); never served stale to the edit screen. */
export function publicacionQueryOptions(idPublicacion: number) {
  return queryOptions({
    queryKey: listingFormKeys.listing(idPublicacion),
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/Publicaciones/Obtener', {
          params: { query: { IdPublicacion: idPublicacion } },
          signal,
        }),
        listingFormLoadTexts.listing,
      ),
  });
}

/** The VAT rates (GET /api/Publicaciones/AlicuotasIva). */
export function alicuotasIvaQueryOptions() {
  return queryOptions({
    queryKey: listingFormKeys.vat(),
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/Publicaciones/AlicuotasIva', { signal }), listingFormLoadTexts.vat)
        .tiposAlicuotaIva,
  });
}

/** The listing types (and their commission) of one seller (GET /api/Tipos/Publicacion). */
export function tiposPublicacionSellerQueryOptions(idSeller: number) {
  return queryOptions({
    queryKey: listingFormKeys.types(idSeller),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/Tipos/Publicacion', { params: { query: { idSeller } }, signal }),
        listingFormLoadTexts.types,
      ).tiposPublicaciones,
  });
}

/** The review reasons, "Otro" last (GET /api/Tipos/MotivosRevision). */
export function motivosRevisionQueryOptions() {
  return queryOptions({
    queryKey: listingFormKeys.reasons(),
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/Tipos/MotivosRevision', { signal }), listingFormLoadTexts.reasons)
        .motivos,
  });
}

/** The extended-warranty options of a category (GET /api/Garantias?CodigoProducto=). */
export function garantiasQueryOptions(categoria: string) {
  return queryOptions({
    queryKey: listingFormKeys.warranties(categoria),
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/Garantias', {
          params: { query: { CodigoProducto: categoria } },
          signal,
        }),
        listingFormLoadTexts.warranties,
      ).garantias,
  });
}

/** Brands whose description contains the text (GET /api/Articulos/Marcas), at most 50. */
export async function buscarMarcasForm(
  descripcion: string,
  signal?: AbortSignal,
): Promise<OpcionCatalogo[]> {
  return unwrap(
    await api.GET('/api/Articulos/Marcas', { params: { query: { descripcion } }, signal }),
    listingFormLoadTexts.catalogue,
  ).elementos;
}

/** Categories whose description contains the text (GET /api/Articulos/SubFamiliasByParams). */
export async function buscarCategoriasForm(
  descripcion: string,
  signal?: AbortSignal,
): Promise<OpcionCatalogo[]> {
  return unwrap(
    await api.GET('/api/Articulos/SubFamiliasByParams', {
      params: { query: { descripcion } },
      signal,
    }),
    listingFormLoadTexts.catalogue,
  ).elementos;
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

/** POST /api/Publicaciones/Aprobar. */
export async function aprobarPublicacionForm(
  idPublicacion: number,
  fallback: string,
): Promise<Publicacion> {
  return unwrap(
    await api.POST('/api/Publicaciones/Aprobar', { body: { idPublicacion } }),
    fallback,
  );
}

/** POST /api/Publicaciones/Desaprobar with a review reason (to en_revision). */
export async function desaprobarPublicacionForm(
  body: { IdPublicacion: number; idMotivoRevision: number; observacionesRevision: string | null },
  fallback: string,
): Promise<Publicacion> {
  return unwrap(await api.POST('/api/Publicaciones/Desaprobar', { body }), fallback);
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

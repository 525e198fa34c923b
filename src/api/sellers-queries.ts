// Query keys and options of the sellers area as far as the shell and the lists need them (000
// §2.3: the top bar's store name; the Seller filter of /Publicaciones and /Ordenes). Imported only
// by authenticated screens.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from './schema';
import { apiQueryOptions } from './query.ts';

export type SellerResumen = components['schemas']['SellerResumen'];

export const sellersKeys = {
  all: ['sellers'] as const,
  summary: (idSeller: number) => [...sellersKeys.all, 'summary', idSeller] as const,
  search: (text: string) => [...sellersKeys.all, 'search', text] as const,
};

/** 000 §8 (top bar): the fallback message when the seller cannot be read. */
export const SELLER_LOAD_FAILED = 'No se pudieron obtener los datos del seller.';

export function sellerResumenQueryOptions(idSeller: number) {
  return queryOptions({
    queryKey: sellersKeys.summary(idSeller),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/Seller/Obtener', { params: { query: { idSeller } }, signal }),
        SELLER_LOAD_FAILED,
      ),
  });
}

/** The sellers filter (GET /api/Seller/Buscar). 000 §7, §8: a failed search is an empty list. */
export async function buscarSellers(
  descripcion: string,
  signal?: AbortSignal,
): Promise<SellerResumen[]> {
  const text = descripcion.trim();
  try {
    const result = await api.GET('/api/Seller/Buscar', {
      params: { query: { ...(text === '' ? {} : { Descripcion: text }), PageSize: 20 } },
      signal,
    });
    return result.data?.paginateSellers.elementos ?? [];
  } catch {
    return [];
  }
}

// ---- The sellers area (001 §2.3, §7): /Sellers, the edit and new screens and their tabs. ----

export type SellerFila = components['schemas']['SellerFila'];
export type SellerDetalle = components['schemas']['SellerDetalle'];
export type CrearSellerBody = components['schemas']['CrearSeller'];
export type EditarSellerBody = components['schemas']['EditarSeller'];
export type LogisticaPropia = components['schemas']['LogisticaPropia'];
export type ActualizarLogisticaBody = components['schemas']['ActualizarLogisticaPropia'];
export type BannerSeller = components['schemas']['BannerSeller'];

export const sellersLoadTexts = {
  list: 'No se pudieron obtener los sellers.',
  detail: 'No se pudieron obtener los datos del seller.',
  catalogue: 'No se pudieron obtener las opciones del formulario.',
  logistics: 'Los datos de logística no pudieron ser obtenidos',
  types: 'No se pudieron obtener los tipos de publicación.',
} as const;

export const sellerAreaKeys = {
  list: (razonSocial: string, page: number) =>
    [...sellersKeys.all, 'list', razonSocial, page] as const,
  detail: (idSeller: number) => [...sellersKeys.all, 'detail', idSeller] as const,
  billing: () => [...sellersKeys.all, 'billing'] as const,
  integrators: () => [...sellersKeys.all, 'integrators'] as const,
  cipher: () => [...sellersKeys.all, 'cipher'] as const,
  logistics: (idSeller: number) => [...sellersKeys.all, 'logistics', idSeller] as const,
  types: (idSeller: number | null, page: number) =>
    [...sellersKeys.all, 'types', idSeller, page] as const,
  history: (idSeller: number, page: number) =>
    [...sellersKeys.all, 'historial', idSeller, page] as const,
};

/** One page of a seller's Historial (GET /api/Seller/Historial). */
export function historialSellerQueryOptions(idSeller: number, page: number, fallback: string) {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.history(idSeller, page),
    request: (signal) =>
      api.GET('/api/Seller/Historial', {
        params: { query: { idSeller, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

export function listarSellersQueryOptions(razonSocial: string, page: number) {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.list(razonSocial, page),
    request: (signal) =>
      api.GET('/api/Seller/Listar', {
        params: {
          query: {
            ...(razonSocial === '' ? {} : { razonSocial }),
            numeroPagina: page,
            cantidadPagina: 10,
          },
        },
        signal,
      }),
    fallback: sellersLoadTexts.list,
    pick: (d) => d.paginateSellers,
    staleTime: 0,
  });
}

export function sellerDetalleQueryOptions(idSeller: number) {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.detail(idSeller),
    request: (signal) =>
      api.GET('/api/Seller/Detalle', { params: { query: { idSeller } }, signal }),
    fallback: sellersLoadTexts.detail,
    staleTime: 0,
  });
}

export function tiposFacturacionQueryOptions() {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.billing(),
    request: (signal) => api.GET('/api/Tipos/Facturacion', { signal }),
    fallback: sellersLoadTexts.catalogue,
    pick: (d) => d.tiposFacturacion,
  });
}

export function integradoresQueryOptions() {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.integrators(),
    request: (signal) => api.GET('/api/Integrators', { signal }),
    fallback: sellersLoadTexts.catalogue,
    pick: (d) => d.integradores,
  });
}

export function claveCifradoQueryOptions() {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.cipher(),
    request: (signal) => api.GET('/api/Seller/ClaveCifrado', { signal }),
    fallback: sellersLoadTexts.catalogue,
    pick: (d) => d.clave,
  });
}

export function logisticaPropiaQueryOptions(idSeller: number) {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.logistics(idSeller),
    request: (signal) =>
      api.GET('/api/LogisticaPropia', { params: { query: { idSeller } }, signal }),
    fallback: sellersLoadTexts.logistics,
    staleTime: 0,
  });
}

export function tiposPublicacionSellerQueryOptions(idSeller: number | null, page: number) {
  return apiQueryOptions({
    queryKey: sellerAreaKeys.types(idSeller, page),
    request: (signal) =>
      api.GET('/api/Seller/TiposPublicacion', {
        params: {
          query: {
            ...(idSeller === null ? {} : { idSeller }),
            numeroPagina: page,
            cantidadPagina: 10,
          },
        },
        signal,
      }),
    fallback: sellersLoadTexts.types,
    staleTime: 0,
  });
}

/** 001 §5: the province and localities of a 4-digit postal code, or null when unknown. */
export async function localidadProvincia(codPostal: number) {
  const res = await api.GET('/api/Seller/LocalidadProvincia', {
    params: { query: { codPostal } },
  });
  return res.data?.localidadProvincia ?? null;
}

export async function crearSeller(body: CrearSellerBody, fallback: string) {
  return unwrap(await api.POST('/api/Seller/Crear', { body }), fallback);
}

export async function editarSeller(body: EditarSellerBody, fallback: string) {
  return unwrap(await api.PUT('/api/Seller', { body }), fallback);
}

export async function eliminarSeller(id: number, fallback: string) {
  return unwrap(await api.DELETE('/api/Seller', { params: { query: { id } } }), fallback);
}

export async function cambiarEstadoSeller(idSeller: number, idEstado: number, fallback: string) {
  return unwrap(
    await api.PUT('/api/Seller/CambiarEstadoSeller', {
      body: { listRequest: [{ idSeller, idEstado }] },
    }),
    fallback,
  );
}

export async function asociarTiposPublicacion(
  idSeller: number,
  listaIdsTipoPublicacion: number[],
  fallback: string,
) {
  return unwrap(
    await api.POST('/api/Seller/AsociarTiposPublicacion', {
      body: { idSeller, listaIdsTipoPublicacion },
    }),
    fallback,
  );
}

export async function editarCdnSeller(
  idSeller: number,
  bannersSellers: {
    id: number;
    idSeller: number;
    descripcion: string;
    cdnUrl: string;
    eliminado: boolean;
  }[],
  fallback: string,
) {
  return unwrap(
    await api.PUT('/api/Seller/EditarCdnSeller', { body: { idSeller, bannersSellers } }),
    fallback,
  );
}

export async function crearCdnSeller(
  idSeller: number,
  bannersSellers: { descripcion: string; cdnUrl: string }[],
  fallback: string,
) {
  return unwrap(
    await api.POST('/api/Seller/CrearCdnSeller', { body: { idSeller, bannersSellers } }),
    fallback,
  );
}

export async function actualizarLogisticaPropia(body: ActualizarLogisticaBody, fallback: string) {
  return unwrap(await api.PUT('/api/LogisticaPropia', { body }), fallback);
}

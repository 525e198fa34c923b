// Query keys and options of the sellers area as far as the shell and the lists need them (000
// §2.3: the top bar's store name; the Seller filter of /Publicaciones and /Ordenes). Imported only
// by authenticated screens.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from './schema';

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

// Query keys and options of the sellers area as far as the shell needs them (000 §2.3: the top
// bar's store name). Imported only by authenticated screens.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';

export const sellersKeys = {
  all: ['sellers'] as const,
  summary: (idSeller: number) => [...sellersKeys.all, 'summary', idSeller] as const,
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

// 001 §2.3: the /Sellers filter by Razon Social and its page, kept in the URL.
import { pageField, textField, urlFilter } from '../ui/url-filter.ts';

export interface SellersFilter {
  razonSocial: string;
  pagina: number;
}

export const sellersSearch = urlFilter<SellersFilter>(
  { razonSocial: textField('razonSocial', 30), pagina: pageField('pagina') },
  () => ({ razonSocial: '', pagina: 1 }),
);

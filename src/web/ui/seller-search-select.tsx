// The Seller select of the filters and forms that choose one seller (orders, rebates,
// novedades, a phone order): the sellers whose description matches what is typed
// (GET /api/Seller/Buscar), each shown by its description.
import { buscarSellers, sellersKeys } from '../../api/sellers-queries.ts';
import { ServerSearchSelect } from './server-search-select.tsx';
import type { ChosenOption } from './url-filter.ts';

export interface SellerSearchSelectProps {
  label: string;
  placeholder: string;
  value: ChosenOption | null;
  onChange: (value: ChosenOption | null) => void;
  disabled?: boolean;
}

/** A seller as an option: its id sent, its description shown. */
export const sellerSearchOption = (s: { idSeller: number; descripcion: string }): ChosenOption => ({
  value: String(s.idSeller),
  label: s.descripcion,
});

export function SellerSearchSelect({
  label,
  placeholder,
  value,
  onChange,
  disabled,
}: SellerSearchSelectProps) {
  return (
    <ServerSearchSelect
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      optionOf={(o) => o}
      queryKey={sellersKeys.search}
      disabled={disabled}
      search={async (text, signal) => (await buscarSellers(text, signal)).map(sellerSearchOption)}
    />
  );
}

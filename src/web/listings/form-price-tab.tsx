// 000 §2.7 'Precio y Medio de Pago': list and promotional prices typed as 1.234,56, the VAT
// rate, the internal tax rate (comma decimal), the listing type of this seller and its
// commission (read-only, and looks it). Prices, type and commission are disabled for the
// admin moderator (000 §5, §6).
import '@mantine/core/styles/SimpleGrid.css';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TipoPublicacion } from '../../api/listing-form-queries.ts';
import { readOnlyField } from '../ui/read-only.ts';
import {
  commissionText,
  tidyMoneyText,
  vatValue,
  type FormErrors,
  type ListingForm,
} from './form-state.ts';

export interface PriceTabProps {
  form: ListingForm;
  setForm: Dispatch<SetStateAction<ListingForm>>;
  errors: FormErrors;
  pricesDisabled: boolean;
  vatRates: readonly { id: number; alicuota: number }[];
  tipos: readonly TipoPublicacion[];
  /** The listing's stored type, shown even when the seller's list no longer has it. */
  storedTipo: TipoPublicacion | null;
  /** 000 §2.9: the rebate card, on this tab in edit mode (built by the screen). */
  rebate?: ReactNode;
}

export function PriceTab({
  form,
  setForm,
  errors,
  pricesDisabled,
  vatRates,
  tipos,
  storedTipo,
  rebate,
}: PriceTabProps) {
  const set = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const options = [...tipos];
  if (
    storedTipo !== null &&
    !options.some((t) => t.idTipoPublicacion === storedTipo.idTipoPublicacion)
  ) {
    options.push(storedTipo);
  }
  const chosen = options.find((t) => String(t.idTipoPublicacion) === form.idTipoPublicacion);
  const vatData = vatRates.map((r) => ({
    value: vatValue(r.alicuota),
    label: `${String(r.alicuota).replace('.', ',')} %`,
  }));
  if (form.alicuotaIva !== null && !vatData.some((o) => o.value === form.alicuotaIva)) {
    vatData.push({ value: form.alicuotaIva, label: `${form.alicuotaIva.replace('.', ',')} %` });
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Precio de lista"
          required
          leftSection="$"
          inputMode="decimal"
          placeholder={pricesDisabled ? undefined : '1.234,56'}
          value={form.precioLista}
          error={errors.precioLista}
          disabled={pricesDisabled}
          onChange={(e) => set('precioLista', e.currentTarget.value)}
          onBlur={() => set('precioLista', tidyMoneyText(form.precioLista))}
        />
        <TextInput
          label="Precio promocional"
          leftSection="$"
          inputMode="decimal"
          placeholder={pricesDisabled ? undefined : '1.234,56'}
          value={form.precioPromocional}
          error={errors.precioPromocional}
          disabled={pricesDisabled}
          onChange={(e) => set('precioPromocional', e.currentTarget.value)}
          onBlur={() => set('precioPromocional', tidyMoneyText(form.precioPromocional))}
        />
        <Select
          label="Alícuota IVA"
          required
          data={vatData}
          value={form.alicuotaIva}
          error={errors.alicuotaIva}
          onChange={(v) => set('alicuotaIva', v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Alícuota impuesto interno"
          rightSection="%"
          inputMode="decimal"
          placeholder="0,00"
          value={form.alicuotaImpuestoInterno}
          error={errors.alicuotaImpuestoInterno}
          onChange={(e) => {
            const text = e.currentTarget.value;
            // 000 §5: digits and one comma (or point) as decimal separator.
            if (/^\d{0,3}([.,]\d{0,2})?$/.test(text)) set('alicuotaImpuestoInterno', text);
          }}
        />
        <Select
          label="Tipo de publicación"
          required
          data={options.map((t) => ({ value: String(t.idTipoPublicacion), label: t.descripcion }))}
          value={form.idTipoPublicacion}
          error={errors.idTipoPublicacion}
          disabled={pricesDisabled}
          onChange={(v) => set('idTipoPublicacion', v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Comisión"
          {...readOnlyField()}
          disabled={pricesDisabled}
          value={commissionText(chosen?.comision)}
          data-testid="comision"
        />
      </SimpleGrid>
      {rebate}
    </Stack>
  );
}

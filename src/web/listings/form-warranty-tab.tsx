// 000 §2.7 'Garantía', §5: the factory warranty in months (0, 1, 3, 6, 12, 18, 24, 36, 60, 120;
// 0 by default) and, above 0, the extended-warranty options of the listing's category
// (instalment count x instalment value, GET /api/Garantias?CodigoProducto={categoria}).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import type { Dispatch, SetStateAction } from 'react';
import { Group, Loader, Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { garantiasQueryOptions } from '../../api/listing-form-queries.ts';
import { GARANTIA_MESES } from '../../domain/listing-rules.ts';
import { warrantyOptionLabel, type FormErrors, type ListingForm } from './form-state.ts';

export interface WarrantyTabProps {
  form: ListingForm;
  setForm: Dispatch<SetStateAction<ListingForm>>;
  errors: FormErrors;
}

const NONE = 'ninguna';

export function WarrantyTab({ form, setForm, errors }: WarrantyTabProps) {
  const categoria = form.categoria?.codigo ?? null;
  const extended = form.garantiaFabrica > 0;
  const options = useQuery({
    ...garantiasQueryOptions(categoria ?? ''),
    enabled: extended && categoria !== null,
  });

  return (
    <Stack gap="md">
      <Select
        label="Garantía de fábrica (meses)"
        data={GARANTIA_MESES.map((m) => ({ value: String(m), label: String(m) }))}
        value={String(form.garantiaFabrica)}
        error={errors.garantiaFabrica}
        allowDeselect={false}
        w={260}
        onChange={(v) => {
          const meses = Number(v ?? 0);
          setForm((f) => ({
            ...f,
            garantiaFabrica: meses,
            // 000 §5: the extended warranty exists only above 0 months.
            garantiaExtCuotas: meses > 0 ? f.garantiaExtCuotas : null,
          }));
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {extended &&
        (categoria === null ? (
          <Text size="sm" c="dimmed">
            Elija la categoría para ver las opciones de garantía extendida.
          </Text>
        ) : options.isPending ? (
          <Loader size="sm" aria-label="Cargando opciones de garantía" />
        ) : options.isError ? (
          <Text size="sm" c="red">
            {options.error.message}
          </Text>
        ) : options.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            La categoría no tiene opciones de garantía extendida.
          </Text>
        ) : (
          <Radio.Group
            label="Garantía extendida (cuotas x valor de la cuota)"
            value={form.garantiaExtCuotas === null ? NONE : String(form.garantiaExtCuotas)}
            onChange={(v) =>
              setForm((f) => ({ ...f, garantiaExtCuotas: v === NONE ? null : Number(v) }))
            }
          >
            <Group gap="xl" mt={6} data-testid="garantia-extendida">
              <Radio value={NONE} label="Sin garantía extendida" />
              {options.data.map((o) => (
                <Radio
                  key={o.cantidadCuotas}
                  value={String(o.cantidadCuotas)}
                  label={warrantyOptionLabel(o)}
                />
              ))}
            </Group>
          </Radio.Group>
        ))}
    </Stack>
  );
}

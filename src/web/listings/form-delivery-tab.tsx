// 000 §2.7 'Entrega': the delivery type is always home delivery (code 1; pickup is shown but
// disabled); 'Envío gratis' and 'Paga el comprador' are opposite options; the own-logistics
// checkbox appears only when the seller has own shipping and only category/admin change it.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import type { Dispatch, SetStateAction } from 'react';
import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import type { ListingForm } from './form-state.ts';

export interface DeliveryTabProps {
  form: ListingForm;
  setForm: Dispatch<SetStateAction<ListingForm>>;
  /** The seller has own shipping (edit mode: publicacion.seller.envioPropio). */
  showEnvioPropio: boolean;
  envioPropioEditable: boolean;
  error?: string;
}

export function DeliveryTab({
  form,
  setForm,
  showEnvioPropio,
  envioPropioEditable,
  error,
}: DeliveryTabProps) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={500} size="sm">
          Tipo de entrega
        </Text>
        <Group gap="xl">
          {/* 000 §2.7: always home delivery (code 1); pickup is not offered. */}
          <Checkbox label="Envío a domicilio" checked readOnly />
          <Checkbox label="Retiro en sucursal" checked={false} disabled readOnly />
        </Group>
        {error !== undefined && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
      </Stack>
      <Radio.Group
        label="Costo del envío"
        value={form.envioGratis ? 'gratis' : 'comprador'}
        onChange={(v) => setForm((f) => ({ ...f, envioGratis: v === 'gratis' }))}
      >
        <Group gap="xl" mt={6}>
          <Radio value="gratis" label="Envío gratis" />
          <Radio value="comprador" label="Paga el comprador" />
        </Group>
      </Radio.Group>
      {showEnvioPropio && (
        <Checkbox
          label="Logística propia"
          checked={form.envioPropio}
          disabled={!envioPropioEditable}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setForm((f) => ({ ...f, envioPropio: checked }));
          }}
        />
      )}
    </Stack>
  );
}

// 002 §2 'Novedades' (/Novedades/Nueva): Fecha (at most 60 days back), Seller, Concepto,
// Importe (digits, 10), Orden de Referencia (digits, 10, default 0), Observaciones; 'Crear
// Novedad' with the checks of 002 §5 in their order and 'La novedad fue creada con éxito.';
// 'Cancelar' back to /Novedades. The server checks the same, in the same order.
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  conceptosNovedadesQueryOptions,
  crearNovedad,
  novedadesKeys,
} from '../../api/novedades-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import {
  NOVEDAD_AMOUNT_MAX_LENGTH,
  NOVEDAD_NOTES_MAX_LENGTH,
  NOVEDAD_ORDER_MAX_LENGTH,
  novedadMessages,
  novedadMinDate,
  parseNovedadAmount,
} from '../../domain/novedad-rules.ts';
import { AmountInput } from '../ui/amount-input.tsx';
import { DayInput } from '../ui/day-input.tsx';
import { SellerSearchSelect } from '../ui/seller-search-select.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';
import type { ChosenOption } from '../ui/url-filter.ts';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function NuevaNovedadPage({ onBack }: { onBack: () => void }) {
  const queryClient = useQueryClient();
  const [today] = useState(() => todayInMarket());
  const [fecha, setFecha] = useState<string | null>(null);
  const [seller, setSeller] = useState<ChosenOption | null>(null);
  const [concepto, setConcepto] = useState<string | null>(null);
  const [importe, setImporte] = useState('');
  const [orden, setOrden] = useState('0');
  const [observaciones, setObservaciones] = useState('');
  const [saving, setSaving] = useState(false);
  const conceptos = useQuery(conceptosNovedadesQueryOptions());
  const conceptoData = (conceptos.data ?? []).map((c) => ({
    value: String(c.idTipoNovedad),
    label: `${c.detalleConcepto} (${c.descripcionSubTipoNovedad})`,
  }));

  /** 002 §5, in its order: the first check the form fails, or null. */
  const problem = (): string | null => {
    if (fecha === null) return novedadMessages.fecha;
    if (seller === null) return novedadMessages.sellerNueva;
    if (concepto === null) return novedadMessages.concepto;
    if (importe === '') return novedadMessages.importe;
    if (parseNovedadAmount(importe) === null) return novedadMessages.importeInvalido;
    return null;
  };

  const crear = async () => {
    const why = problem();
    if (why !== null) {
      showWarning(why);
      return;
    }
    setSaving(true);
    try {
      await crearNovedad(
        {
          fecha,
          idSeller: Number(seller?.value),
          idTipoNovedad: Number(concepto),
          importe,
          ordenDeReferencia: orden === '' ? 0 : orden,
          observaciones: observaciones.trim() === '' ? null : observaciones.trim(),
        },
        novedadMessages.noCreada,
      );
      showSuccess(novedadMessages.creada);
      await queryClient.invalidateQueries({ queryKey: novedadesKeys.all });
      onBack();
    } catch (error) {
      showCallError(error, novedadMessages.noCreada);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        Crear Novedad
      </Title>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Nueva novedad"
        onSubmit={(e) => {
          e.preventDefault();
          void crear();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayInput
            label="Fecha"
            value={fecha}
            onChange={setFecha}
            minDay={novedadMinDate(today)}
            clearable
          />
          <SellerSearchSelect
            label="Seller"
            placeholder="Seleccione un seller"
            value={seller}
            onChange={setSeller}
          />
          <Select
            label="Concepto"
            placeholder="Seleccione un concepto"
            data={conceptoData}
            value={concepto}
            onChange={setConcepto}
            searchable
          />
          <AmountInput
            label="Importe"
            format={{ kind: 'entero', maxLength: NOVEDAD_AMOUNT_MAX_LENGTH }}
            value={importe}
            onValueChange={setImporte}
          />
          <TextInput
            label="Orden de Referencia"
            inputMode="numeric"
            maxLength={NOVEDAD_ORDER_MAX_LENGTH}
            value={orden}
            onChange={(e) => setOrden(digitsOnly(e.currentTarget.value))}
          />
          <Textarea
            label="Observaciones"
            maxLength={NOVEDAD_NOTES_MAX_LENGTH}
            value={observaciones}
            onChange={(e) => setObservaciones(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onBack}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Crear Novedad
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

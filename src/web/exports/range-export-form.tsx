// The form of the novedades and settlements exports (002 §2 'Exports', §5, §8): Desde, Hasta,
// Seller ('Seleccione..'), Estados, the screen's own fields, and the checkbox that exports every
// seller's records of the range; 'Descargar Excel' is enabled only while it is ticked. Missing
// dates are warned with 002 §5's texts before any call.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportTexts } from '../../domain/exports.ts';
import { novedadMessages } from '../../domain/novedad-rules.ts';
import { DayInput } from '../ui/day-input.tsx';
import { SellerSearchSelect } from '../ui/seller-search-select.tsx';
import { showWarning } from '../ui/toasts.ts';
import type { ChosenOption } from '../ui/url-filter.ts';

export interface RangeExportValues {
  desde: string | null;
  hasta: string | null;
  seller: ChosenOption | null;
  estado: string | null;
  todas: boolean;
}

export interface RangeExportFormProps {
  title: string;
  testId: string;
  initial: RangeExportValues;
  estados: { value: string; label: string }[];
  /** The checkbox's text (002 §2). */
  todasLabel: string;
  /** The oldest day Desde offers (YYYY-MM-DD), if any. */
  minDay?: string;
  downloading: boolean;
  /** Fields of the screen after Estados (Orden De Referencia). */
  extraFields?: ReactNode;
  /** Called with both dates present and the checkbox ticked. */
  onDownload: (values: RangeExportValues & { desde: string; hasta: string }) => void;
  /** The same, to prepare it in the export centre ('Preparar en segundo plano'). */
  onQueue: (values: RangeExportValues & { desde: string; hasta: string }) => void;
  queueing: boolean;
}

export function RangeExportForm({
  title,
  testId,
  initial,
  estados,
  todasLabel,
  minDay,
  downloading,
  extraFields,
  onDownload,
  onQueue,
  queueing,
}: RangeExportFormProps) {
  const [values, setValues] = useState<RangeExportValues>(initial);
  const set = <K extends keyof RangeExportValues>(key: K, value: RangeExportValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const checked = (then: RangeExportFormProps['onDownload']) => {
    const { desde, hasta } = values;
    if (desde === null) return showWarning(novedadMessages.fechaInicial);
    if (hasta === null) return showWarning(novedadMessages.fechaFinal);
    then({ ...values, desde, hasta });
  };
  return (
    <Stack gap="md" data-testid={testId}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          if (values.todas) checked(onDownload);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: extraFields ? 5 : 4 }}>
          <DayInput
            label="Desde"
            value={values.desde}
            onChange={(d) => set('desde', d)}
            minDay={minDay ?? null}
            maxDay={values.hasta}
            clearable
          />
          <DayInput
            label="Hasta"
            value={values.hasta}
            onChange={(d) => set('hasta', d)}
            minDay={values.desde ?? minDay ?? null}
            clearable
          />
          <SellerSearchSelect
            label="Seller"
            placeholder="Seleccione.."
            value={values.seller}
            onChange={(v) => set('seller', v)}
          />
          <Select
            label="Estados"
            data={estados}
            value={values.estado}
            onChange={(v) => set('estado', v)}
            allowDeselect={false}
          />
          {extraFields}
        </SimpleGrid>
        <Checkbox
          mt="md"
          label={todasLabel}
          checked={values.todas}
          onChange={(e) => set('todas', e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="md">
          {!values.todas && (
            <Text c="dimmed" size="sm">
              {exportTexts.marcarTodas}
            </Text>
          )}
          <Button
            variant="default"
            loading={queueing}
            disabled={!values.todas}
            onClick={() => checked(onQueue)}
          >
            Preparar en segundo plano
          </Button>
          <Button
            type="submit"
            leftSection={<IconDownload size={18} stroke={1.5} />}
            loading={downloading}
            disabled={!values.todas}
          >
            Descargar Excel
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

// One window of the fee page (002 §2 'Fee logistics'): its title, start and end dates and the
// table with one row per scale and, for each zone present (amba, interior, patagonia), a cost
// column and a delivery-days column; 'NO SE ENCONTRARON RESULTADOS' when the window is not
// there. 'Fee Anterior' is read-only; 'Fee Activo' and 'Fee Próximo' edit their cells and send
// them with 'Actualizar Fee' (002 §5: only cells with a cost id and a cost or days above 0).
// A Mantine table rather than mantine-react-table (DECISIONS 29 "where they fit"): two header
// rows (zone over cost and days) and an input in every cell, which MRT's editing does not give.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Group.css';
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesOf } from '../../api/client.ts';
import {
  actualizarFee,
  datosFeeQueryOptions,
  feesKeys,
  feesLoadTexts,
  type FilaCostoFee,
} from '../../api/fees-queries.ts';
import { formatDay } from '../../domain/dates.ts';
import {
  feeCostFormat,
  FEE_DAYS_MAX_LENGTH,
  costInputOf,
  feeMessages,
  updatedCosts,
  vigenciaFeeTitles,
  zonaFeeLabels,
  zonasFee,
  type UpdateGridCell,
  type VigenciaFee,
  type ZonaFee,
} from '../../domain/fee-rules.ts';
import { centsFromAmount, formatAmount } from '../../domain/money.ts';
import { AmountInput } from '../ui/amount-input.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';

/** 002 §9: day-month-year. */
const fechaOf = (iso: string) => formatDay(iso).replaceAll('/', '-');
/** 002 §9: German locale, exactly 2 decimals. */
const importeOf = (costo: number) => formatAmount(centsFromAmount(costo));
/** Cost inputs: digits and one decimal separator; days: digits. */
const daysText = (text: string) => text.replace(/\D/g, '');

type Draft = Record<number, { costo: string; diasEntrega: string }>;

/** The inputs of a window's cells as loaded (keyed by idFeeLogistico). */
function draftOf(rows: readonly FilaCostoFee[]): Draft {
  const draft: Draft = {};
  for (const r of rows) {
    for (const zona of zonasFee) {
      const cell = r[zona];
      if (cell) {
        draft[cell.idFeeLogistico] = {
          costo: costInputOf(centsFromAmount(cell.costo)),
          diasEntrega: String(cell.diasEntrega),
        };
      }
    }
  }
  return draft;
}

export function FeeWindow({ vigencia }: { vigencia: VigenciaFee }) {
  const queryClient = useQueryClient();
  const query = useQuery(datosFeeQueryOptions(vigencia));
  const rows = query.data ?? [];
  const editable = vigencia !== 0;
  const title = vigenciaFeeTitles[vigencia];
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);

  // A (re)loaded window starts the inputs again from what the server has.
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  // 002 §8: fee load errors are shown as warnings.
  useEffect(() => {
    if (query.isError) {
      for (const m of messagesOf(query.error, feesLoadTexts.list)) showWarning(m);
    }
  }, [query.isError, query.error]);

  const zonas = zonasFee.filter((z) => rows.some((r) => r[z] !== null));
  const first = rows[0];

  const actualizar = async () => {
    if (!first) return;
    const cells: UpdateGridCell[] = rows.flatMap((r) =>
      zonasFee.map((z) => {
        const cell = r[z];
        const d = cell ? draft[cell.idFeeLogistico] : undefined;
        return {
          idFeeLogistico: cell?.idFeeLogistico ?? null,
          costo: d?.costo ?? '',
          diasEntrega: d?.diasEntrega ?? '',
        };
      }),
    );
    const costosFeeEditados = updatedCosts(cells);
    if (costosFeeEditados.length === 0) {
      showWarning(feeMessages.sinDatos);
      return;
    }
    setSaving(true);
    try {
      const mensaje = await actualizarFee(
        {
          costosFeeEditados,
          vigenteDesde: first.vigenteDesde,
          vigenteHasta: first.vigenteHasta,
        },
        feeMessages.noActualizado,
      );
      showSuccess(mensaje);
    } catch (error) {
      showCallError(error, feeMessages.noActualizado);
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: feesKeys.all });
    }
  };

  const setCell = (id: number, field: 'costo' | 'diasEntrega', text: string) =>
    setDraft((d) => ({
      ...d,
      [id]: { costo: d[id]?.costo ?? '', diasEntrega: d[id]?.diasEntrega ?? '', [field]: text },
    }));

  const cellOf = (r: FilaCostoFee, zona: ZonaFee) => {
    const cell = r[zona];
    if (!cell) return [<Table.Td key={`${zona}-c`}>-</Table.Td>, <Table.Td key={`${zona}-d`} />];
    const name = `${zonaFeeLabels[zona]} ${r.descripcion}`;
    if (!editable) {
      return [
        <Table.Td key={`${zona}-c`} ta="right">
          {importeOf(cell.costo)}
        </Table.Td>,
        <Table.Td key={`${zona}-d`} ta="right">
          {cell.diasEntrega}
        </Table.Td>,
      ];
    }
    const d = draft[cell.idFeeLogistico];
    return [
      <Table.Td key={`${zona}-c`}>
        <AmountInput
          size="xs"
          aria-label={`Costo ${name}`}
          format={feeCostFormat}
          value={d?.costo ?? ''}
          onValueChange={(costo) => setCell(cell.idFeeLogistico, 'costo', costo)}
        />
      </Table.Td>,
      <Table.Td key={`${zona}-d`}>
        <TextInput
          size="xs"
          inputMode="numeric"
          aria-label={`Días de entrega ${name}`}
          maxLength={FEE_DAYS_MAX_LENGTH}
          value={d?.diasEntrega ?? ''}
          onChange={(e) =>
            setCell(cell.idFeeLogistico, 'diasEntrega', daysText(e.currentTarget.value))
          }
        />
      </Table.Td>,
    ];
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {title}
          </Title>
          {editable && first && (
            <Button loading={saving} onClick={() => void actualizar()}>
              Actualizar Fee
            </Button>
          )}
        </Group>
        {first && (
          <Group gap="xl">
            <Text>
              <Text span fw={600}>
                Vigente desde:
              </Text>{' '}
              {fechaOf(first.vigenteDesde)}
            </Text>
            <Text>
              <Text span fw={600}>
                Vigente hasta:
              </Text>{' '}
              {fechaOf(first.vigenteHasta)}
            </Text>
          </Group>
        )}
        {query.isPending ? (
          <Text c="dimmed">Cargando…</Text>
        ) : rows.length === 0 ? (
          <Text>{feeMessages.sinResultados}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder withColumnBorders striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th rowSpan={2}>Escala</Table.Th>
                  {zonas.map((z) => (
                    <Table.Th key={z} colSpan={2} ta="center">
                      {zonaFeeLabels[z]}
                    </Table.Th>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  {zonas.flatMap((z) => [
                    <Table.Th key={`${z}-c`}>Costo</Table.Th>,
                    <Table.Th key={`${z}-d`}>Días de entrega</Table.Th>,
                  ])}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.idCostoFee}>
                    <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                      {r.descripcion}
                    </Table.Th>
                    {zonas.flatMap((z) => cellOf(r, z))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

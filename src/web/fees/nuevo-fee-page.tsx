// 002 §2 'Fee logistics' (/Liquidaciones/NuevoFee, 'Crear Nuevo Fee'): Fecha desde (from today),
// Fecha hasta (from Fecha desde; a start moved after the end takes the end with it) and the
// editable cost grid by scale and zone (002 §3 Fee structure, the latest window's costs as the
// starting point); 'Crear Fee' sends only numeric costs above 0, by position from 1, scales
// without any dropped ('No hay datos válidos para actualizar.' when nothing remains), then
// goes back to the fee page; 'Cancelar' goes back. The server checks the same, in the same order.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesOf } from '../../api/client.ts';
import {
  crearFee,
  estructuraFeeQueryOptions,
  feesKeys,
  feesLoadTexts,
  type EstructuraCostoFee,
} from '../../api/fees-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import {
  feeCostFormat,
  costInputOf,
  creationCosts,
  feeDatesProblem,
  feeEndAfterStart,
  feeMessages,
  feeMinStart,
  zonaFeeLabels,
  zonasFee,
} from '../../domain/fee-rules.ts';
import { centsFromAmount } from '../../domain/money.ts';
import { DayInput } from '../ui/day-input.tsx';
import { AmountInput } from '../ui/amount-input.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';

/** The structure as a grid: scales in order, each with its cost input per zone in zone order. */
function gridOf(structure: readonly EstructuraCostoFee[]): { escala: string; costos: string[] }[] {
  const rows: { escala: string; costos: string[] }[] = [];
  for (const s of structure) {
    let row = rows.find((r) => r.escala === s.escala);
    if (!row) {
      row = { escala: s.escala, costos: zonasFee.map(() => '') };
      rows.push(row);
    }
    const j = zonasFee.indexOf(s.zona);
    if (j >= 0 && s.costo > 0) row.costos[j] = costInputOf(centsFromAmount(s.costo));
  }
  return rows;
}

export function NuevoFeePage({ onBack }: { onBack: () => void }) {
  const queryClient = useQueryClient();
  const [today] = useState(() => todayInMarket());
  const [desde, setDesde] = useState<string | null>(null);
  const [hasta, setHasta] = useState<string | null>(null);
  const [grid, setGrid] = useState<{ escala: string; costos: string[] }[]>([]);
  const [saving, setSaving] = useState(false);
  const structure = useQuery(estructuraFeeQueryOptions());

  useEffect(() => {
    if (structure.data) setGrid(gridOf(structure.data));
  }, [structure.data]);

  // 002 §8: fee load errors are shown as warnings.
  useEffect(() => {
    if (structure.isError) {
      for (const m of messagesOf(structure.error, feesLoadTexts.list)) showWarning(m);
    }
  }, [structure.isError, structure.error]);

  const setCost = (i: number, j: number, text: string) =>
    setGrid((g) =>
      g.map((row, k) =>
        k === i ? { ...row, costos: row.costos.map((c, l) => (l === j ? text : c)) } : row,
      ),
    );

  const crear = async () => {
    const why = feeDatesProblem(desde, hasta, today);
    if (why !== null) {
      showWarning(why);
      return;
    }
    const costosFee = creationCosts(grid.map((r) => r.costos));
    if (costosFee.length === 0) {
      showWarning(feeMessages.sinDatos);
      return;
    }
    setSaving(true);
    try {
      await crearFee({ costosFee, vigenteDesde: desde, vigenteHasta: hasta }, feeMessages.noCreado);
      showSuccess(feeMessages.actualizado);
      await queryClient.invalidateQueries({ queryKey: feesKeys.all });
      onBack();
    } catch (error) {
      showCallError(error, feeMessages.noCreado);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        Crear Nuevo Fee
      </Title>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Nuevo Fee"
        onSubmit={(e) => {
          e.preventDefault();
          void crear();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DayInput
              label="Fecha desde"
              value={desde}
              minDay={feeMinStart(today)}
              onChange={(d) => {
                setDesde(d);
                setHasta((h) => feeEndAfterStart(d, h));
              }}
              clearable
            />
            <DayInput
              label="Fecha hasta"
              value={hasta}
              minDay={desde ?? feeMinStart(today)}
              onChange={setHasta}
              clearable
            />
          </SimpleGrid>
          {structure.isPending ? (
            <Text c="dimmed">Cargando…</Text>
          ) : grid.length === 0 ? (
            <Text>{feeMessages.sinResultados}</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table withTableBorder withColumnBorders aria-label="Costos del nuevo Fee">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Escala</Table.Th>
                    {zonasFee.map((z) => (
                      <Table.Th key={z}>{zonaFeeLabels[z]}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {grid.map((row, i) => (
                    <Table.Tr key={row.escala}>
                      <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                        {row.escala}
                      </Table.Th>
                      {zonasFee.map((z, j) => (
                        <Table.Td key={z}>
                          <AmountInput
                            size="xs"
                            aria-label={`Costo ${zonaFeeLabels[z]} ${row.escala}`}
                            format={feeCostFormat}
                            value={row.costos[j] ?? ''}
                            onValueChange={(costo) => setCost(i, j, costo)}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onBack}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Crear Fee
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

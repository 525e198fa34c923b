// 002 §2 'Settlements' (/Liquidaciones/Nueva): Desde, Hasta (360 days back to today, 002 §5),
// Seller and Buscar with the checks of 002 §5; then the checkable tables 'Ordenes aptas para
// liquidar' and 'Novedades aptas para liquidar' (DECISIONS 21), each with 'Seleccionar todo'
// (an order whose importeOrden is 0 has no checkbox), a running total of what is chosen
// (src/domain/settlement-math.ts, as the server will sum it, before fee and rebates), and
// 'Crear Borrador' as the settlement machine allows it (CREAR). 002 §8: 'El borrador de
// liquidacion fue creado con éxito.' and back to the list; the server's errores as error toasts;
// without them 'No pudimos crear el borrador de liquidación' and back to the list.
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { useMemo, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settlementButtons, settlementCallFailures } from '../../../machines/settlement.ts';
import { messagesOf } from '../../api/client.ts';
import {
  crearLiquidacion,
  novedadesAptasQueryOptions,
  ordenesAptasQueryOptions,
  sellersLiquidacionesQueryOptions,
  settlementsKeys,
  settlementsLoadTexts,
  type AptasQuery,
} from '../../api/settlements-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import { centsFromAmount, formatAmount } from '../../domain/money.ts';
import { settlementTotals } from '../../domain/settlement-math.ts';
import { settlementMessages, settlementMinDate } from '../../domain/settlement-rules.ts';
import { DayInput } from '../ui/day-input.tsx';
import { showWarning } from '../ui/toasts.ts';
import {
  Figure,
  SettlementSection,
  novedadColumns,
  orderColumns,
  orderSelectable,
  type Selection,
} from './settlement-columns.tsx';
import { leaveListNotice } from './list-notice.tsx';
import { useSettlementWorkflow } from './settlement-workflow.ts';

export const NUEVA_TEXTS = {
  ordenes: 'Ordenes aptas para liquidar',
  novedades: 'Novedades aptas para liquidar',
  sinOrdenes: 'NO SE ENCONTRARON ORDENES PARA ESTE SELLER',
  sinNovedades: 'NO SE ENCONTRARON NOVEDADES PARA ESTE SELLER',
} as const;

function useChosen(): [Set<number>, Selection['toggle'], () => void] {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return [chosen, toggle, () => setChosen(new Set())];
}

export function NuevaLiquidacionPage({
  tipoUsuario,
  onBack,
}: {
  tipoUsuario: number;
  /** Back to /Liquidaciones. */
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const [today] = useState(() => todayInMarket());
  const minDay = settlementMinDate(today);
  const [desde, setDesde] = useState<string | null>(minDay);
  const [hasta, setHasta] = useState<string | null>(today);
  const [idSeller, setIdSeller] = useState<string | null>(null);
  const [applied, setApplied] = useState<AptasQuery | null>(null);
  const [orders, toggleOrder, clearOrders] = useChosen();
  const [novedades, toggleNovedad, clearNovedades] = useChosen();

  const sellers = useQuery(sellersLiquidacionesQueryOptions());
  const sellerData = (sellers.data ?? []).map((s) => ({
    value: String(s.codigo),
    label: s.razonSocial,
  }));
  const ordenesQuery = useQuery({
    ...ordenesAptasQueryOptions(applied ?? { idSeller: 0, fechaDesde: today, fechaHasta: today }),
    enabled: applied !== null,
  });
  const novedadesQuery = useQuery({
    ...novedadesAptasQueryOptions(applied?.idSeller ?? 0),
    enabled: applied !== null,
  });
  const ordenRows = useMemo(() => ordenesQuery.data ?? [], [ordenesQuery.data]);
  const novedadRows = useMemo(() => novedadesQuery.data ?? [], [novedadesQuery.data]);
  const ordenesElegidas = ordenRows.filter((o) => orderSelectable(o) && orders.has(o.idOrden));
  const novedadesElegidas = novedadRows.filter((n) => novedades.has(n.idNovedad));

  const workflow = useSettlementWorkflow({
    tipoUsuario,
    stored: {},
    calls: {
      crear: async () => {
        if (applied === null) throw new Error('sin búsqueda');
        const creada = await crearLiquidacion(
          {
            idSeller: applied.idSeller,
            ordenes: ordenesElegidas.map((o) => o.idOrden),
            novedades: novedadesElegidas.map((n) => n.idNovedad),
          },
          settlementCallFailures.crear,
        );
        // The list this screen returns to says which settlement was created.
        leaveListNotice({ kind: 'creada', idLiquidacion: creada.encabezado.idLiquidacion });
      },
      guardar: () => Promise.reject(new Error('no aplica')),
      calcular: () => Promise.reject(new Error('no aplica')),
      confirmar: () => Promise.reject(new Error('no aplica')),
      anular: () => Promise.reject(new Error('no aplica')),
    },
    onSettled: (_type, ok, errores) => {
      void queryClient.invalidateQueries({ queryKey: settlementsKeys.all });
      // 002 §8: created, or failed without the server's reasons: back to the list.
      if (ok || (errores.length === 1 && errores[0] === settlementCallFailures.crear)) onBack();
    },
  });
  const busy = workflow.busy;

  const buscar = () => {
    if (desde === null) return showWarning(settlementMessages.fechaInicial);
    if (hasta === null) return showWarning(settlementMessages.fechaFinal);
    if (idSeller === null) return showWarning(settlementMessages.seller);
    clearOrders();
    clearNovedades();
    setApplied({ idSeller: Number(idSeller), fechaDesde: desde, fechaHasta: hasta });
  };

  const crear = () => {
    if (ordenesElegidas.length === 0) {
      showWarning(settlementMessages.sinOrden);
      return;
    }
    void workflow.crear.run();
  };

  const ordenSelection: Selection = { chosen: orders, toggle: toggleOrder, disabled: busy };
  const novedadSelection: Selection = {
    chosen: novedades,
    toggle: toggleNovedad,
    disabled: busy,
  };
  const ordenCols = orderColumns({ selection: ordenSelection });
  const novedadCols = novedadColumns({ selection: novedadSelection });

  // The running total of what is chosen, as the server will sum it (fee and rebates are quoted
  // when the draft is created).
  const totals = settlementTotals({
    orders: ordenesElegidas.map((o) => ({
      idOrden: o.idOrden,
      importeOrden: centsFromAmount(o.importeOrden),
      importeComisionNeta: centsFromAmount(o.importeComisionNeta),
      importeComisionTotal: centsFromAmount(o.importeComisionTotal),
      totalOrden: centsFromAmount(o.totalOrden),
    })),
    novedades: novedadesElegidas.map((n) => ({
      idNovedad: n.idNovedad,
      importe: centsFromAmount(n.importe),
      idSubTipo: n.idSubTipo,
    })),
    fees: [],
    rebates: [],
    taxes: [],
  });
  const loadError = ordenesQuery.error ?? novedadesQuery.error;

  return (
    <Stack>
      <Title order={1} size="h2">
        Nueva Liquidación
      </Title>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Búsqueda de órdenes y novedades"
        onSubmit={(e) => {
          e.preventDefault();
          buscar();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DayInput
            label="Desde"
            value={desde}
            onChange={setDesde}
            minDay={minDay}
            maxDay={hasta ?? today}
            clearable
          />
          <DayInput
            label="Hasta"
            value={hasta}
            onChange={setHasta}
            minDay={desde ?? minDay}
            maxDay={today}
            clearable
          />
          <Select
            label="Seller"
            placeholder="Seleccione.."
            searchable
            clearable
            data={sellerData}
            value={idSeller}
            onChange={setIdSeller}
            nothingFoundMessage="Sin resultados"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onBack}>
            Cancelar
          </Button>
          <Button type="submit" loading={ordenesQuery.isFetching || novedadesQuery.isFetching}>
            Buscar
          </Button>
        </Group>
      </Paper>
      {loadError && (
        <Text c="red" role="alert">
          {messagesOf(loadError, settlementsLoadTexts.list).join(' ')}
        </Text>
      )}
      {applied !== null && (
        <>
          <SettlementSection
            title={NUEVA_TEXTS.ordenes}
            columns={ordenCols}
            rows={ordenRows}
            rowId={(o) => String(o.idOrden)}
            empty={NUEVA_TEXTS.sinOrdenes}
            loading={ordenesQuery.isFetching}
            selectAll={{
              ids: ordenRows.filter(orderSelectable).map((o) => o.idOrden),
              selection: ordenSelection,
            }}
          />
          <SettlementSection
            title={NUEVA_TEXTS.novedades}
            columns={novedadCols}
            rows={novedadRows}
            rowId={(n) => String(n.idNovedad)}
            empty={NUEVA_TEXTS.sinNovedades}
            loading={novedadesQuery.isFetching}
            selectAll={{
              ids: novedadRows.map((n) => n.idNovedad),
              selection: novedadSelection,
            }}
          />
          <Paper withBorder p="md" component="section" aria-label="Selección">
            <Group justify="space-between" align="end">
              <Group gap="xl">
                <Figure label="Ordenes" value={String(totals.cantidadOrdenes)} />
                <Figure label="Imp. Ordenes" value={formatAmount(totals.totalOrden)} />
                <Figure label="Comisiones" value={formatAmount(totals.comisionTotal)} />
                <Figure label="Novedades" value={formatAmount(totals.totalNovedades)} />
                <Figure
                  label="Neto (sin fee ni rebates)"
                  value={formatAmount(totals.totalLiquidacion)}
                />
              </Group>
              {workflow.crear.show && (
                <Button
                  onClick={crear}
                  disabled={!workflow.crear.enabled}
                  loading={workflow.running === 'CREAR'}
                >
                  {settlementButtons.crearBorrador}
                </Button>
              )}
            </Group>
          </Paper>
        </>
      )}
    </Stack>
  );
}

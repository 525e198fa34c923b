// 002 §2 'Settlements' (/Liquidaciones, 'Gestión de Liquidación'): the filter (Desde, Hasta,
// Seller, Estados; Buscar and Limpiar) kept in the URL with the checks of 002 §5, 'Crear
// Liquidación' when the settlement machine lets the role create (not types 3, 4 or 8), and the
// table N°, Seller, Fecha, Ordenes, Imp. Ordenes, Comisiones, Novedades, Neto Liquidación, Estado,
// Ver a page at a time, 'NO SE ENCONTRARON RESULTADOS' when nothing matches. Types 3 and 4 (002
// §6) have no seller or state filter: the server answers only their own confirmed settlements.
// 'Ver' opens the draft edit when the machine lets the role save the draft, else the read-only
// detail.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Overlay.css';
import 'mantine-react-table/styles.css';
import './settlement-table.css';
import { useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Select, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_Updater,
} from 'mantine-react-table';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';
import { estadoLiquidacionLabels } from '../../../machines/settlement.ts';
import { messagesOf } from '../../api/client.ts';
import {
  buscarLiquidacionesQueryOptions,
  estadosLiquidacionesQueryOptions,
  sellersLiquidacionesQueryOptions,
  settlementsLoadTexts,
  type EncabezadoLiquidacion,
} from '../../api/settlements-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import { restrictedToOwnConfirmed, settlementMinDate } from '../../domain/settlement-rules.ts';
import { DayInput } from '../ui/day-input.tsx';
import { FilterPanel } from '../ui/filter-panel.tsx';
import { showWarning } from '../ui/toasts.ts';
import { ListNoticeAlert } from './list-notice.tsx';
import { diaOf, importeOf } from './settlement-format.ts';
import { settlementAllows } from './settlement-workflow.ts';
import {
  settlementsFilterProblem,
  settlementsQueryOf,
  settlementsSearch,
  type SettlementsFilter,
} from './settlements-filter.ts';
import { SavedViews } from '../ui/saved-views.tsx';
import { PendingNotice } from '../ui/pending-notice.tsx';
import type { TipoUsuario } from '../../domain/roles.ts';

export const EMPTY_RESULTS = 'NO SE ENCONTRARON RESULTADOS';

export interface SettlementsPageProps {
  tipoUsuario: number;
  search: Record<string, unknown>;
  onSearchChange: (filter: SettlementsFilter) => void;
  onCreate: () => void;
  /** 'Ver': the draft edit (`borrador`) or the read-only detail. */
  onOpen: (header: EncabezadoLiquidacion, borrador: boolean) => void;
}

/** 002 §4: 'Liquidada' for any id other than 2, otherwise 'En Preparación'. */
const estadoOf = (h: EncabezadoLiquidacion) =>
  h.idTipoEstadoLiquidacion === 2 ? estadoLiquidacionLabels[2] : estadoLiquidacionLabels[3];

export function SettlementsPage({
  tipoUsuario,
  search,
  onSearchChange,
  onCreate,
  onOpen,
}: SettlementsPageProps) {
  const [today] = useState(() => todayInMarket());
  // 'Limpiar' starts the form again even when the applied filter was already the default.
  const [cleared, setCleared] = useState(0);
  const applied = settlementsSearch.read(search);
  const problem = settlementsFilterProblem(applied, tipoUsuario, today);
  const query = useQuery({
    ...buscarLiquidacionesQueryOptions(settlementsQueryOf(applied, tipoUsuario)),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.elementos ?? [];
  const canCreate = settlementAllows({}, 'CREAR', tipoUsuario);
  const restricted = restrictedToOwnConfirmed(tipoUsuario);

  const columns = useMemo<MRT_ColumnDef<EncabezadoLiquidacion>[]>(
    () => [
      { id: 'numero', header: 'N°', size: 50, accessorFn: (h) => String(h.idLiquidacion) },
      { id: 'seller', header: 'Seller', size: 160, accessorKey: 'razonSocialSeller' },
      { id: 'fecha', header: 'Fecha', size: 105, accessorFn: (h) => diaOf(h.fecha) },
      { id: 'ordenes', header: 'Ordenes', size: 80, accessorFn: (h) => String(h.cantidadOrdenes) },
      {
        id: 'importe',
        header: 'Imp. Ordenes',
        size: 110,
        accessorFn: (h) => importeOf(h.totalOrden),
      },
      {
        id: 'comisiones',
        header: 'Comisiones',
        size: 105,
        accessorFn: (h) => importeOf(h.comisionTotal),
      },
      {
        id: 'novedades',
        header: 'Novedades',
        size: 100,
        accessorFn: (h) => importeOf(h.totalNovedades),
      },
      {
        id: 'neto',
        header: 'Neto Liquidación',
        size: 110,
        accessorFn: (h) => importeOf(h.totalLiquidacion),
      },
      { id: 'estado', header: 'Estado', size: 115, accessorFn: estadoOf },
      {
        id: 'ver',
        header: 'Ver',
        size: 50,
        Cell: ({ row }) => {
          const h = row.original;
          const borrador =
            h.idTipoEstadoLiquidacion === 2 &&
            settlementAllows({ idEstado: 2 }, 'GUARDAR', tipoUsuario);
          return (
            <ActionIcon
              variant="subtle"
              aria-label={`Ver liquidación ${String(h.idLiquidacion)}`}
              onClick={() => onOpen(h, borrador)}
            >
              <IconEye size={18} />
            </ActionIcon>
          );
        },
      },
    ],
    [onOpen, tipoUsuario],
  );

  const pagination: MRT_PaginationState = {
    pageIndex: applied.pagina - 1,
    pageSize: applied.cantidad,
  };
  const table = useMantineReactTable<EncabezadoLiquidacion>({
    columns,
    data: rows,
    localization: MRT_Localization_ES,
    getRowId: (h) => String(h.idLiquidacion),
    manualPagination: true,
    rowCount: query.data?.cantidadTotal ?? 0,
    state: {
      pagination,
      isLoading: query.isFetching && rows.length === 0,
      showProgressBars: query.isFetching,
    },
    onPaginationChange: (updater: MRT_Updater<MRT_PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      const pagina = next.pageSize === applied.cantidad ? next.pageIndex + 1 : 1;
      if (pagina !== applied.pagina || next.pageSize !== applied.cantidad) {
        onSearchChange({ ...applied, pagina, cantidad: next.pageSize });
      }
    },
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableTopToolbar: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    mantinePaginationProps: { rowsPerPageOptions: ['10', '25', '50'] },
    renderEmptyRowsFallback: () => (
      <Text ta="center" p="md" fw={600}>
        {EMPTY_RESULTS}
      </Text>
    ),
    mantineTableProps: {
      'aria-label': 'Liquidaciones',
      striped: true,
      className: 'settlement-table',
    },
  });

  return (
    <Stack>
      <Title order={1} size="h2">
        Gestión de Liquidación
      </Title>
      <ListNoticeAlert />
      <SavedViews lista="/Liquidaciones" />
      <PendingNotice
        pendiente={applied.pendiente}
        tipoUsuario={tipoUsuario as TipoUsuario}
        to="/Liquidaciones"
      />
      <SettlementsFilterForm
        key={cleared}
        applied={applied}
        today={today}
        restricted={restricted}
        searching={query.isFetching}
        onSearch={(f) => {
          const why = settlementsFilterProblem(f, tipoUsuario, today);
          if (why !== null) {
            showWarning(why);
            return;
          }
          onSearchChange({ ...f, pagina: 1 });
        }}
        onClear={() => {
          setCleared((n) => n + 1);
          onSearchChange(settlementsSearch.read({}));
        }}
        create={
          canCreate ? (
            <Button variant="default" onClick={onCreate}>
              Crear Liquidación
            </Button>
          ) : null
        }
      />
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, settlementsLoadTexts.list).join(' ')}
        </Text>
      )}
      <MantineReactTable table={table} />
    </Stack>
  );
}

function SettlementsFilterForm({
  applied,
  today,
  restricted,
  searching,
  onSearch,
  onClear,
  create,
}: {
  applied: SettlementsFilter;
  today: string;
  restricted: boolean;
  searching: boolean;
  onSearch: (f: SettlementsFilter) => void;
  onClear: () => void;
  create: ReactNode;
}) {
  const sellers = useQuery({ ...sellersLiquidacionesQueryOptions(), enabled: !restricted });
  const estados = useQuery({ ...estadosLiquidacionesQueryOptions(), enabled: !restricted });
  const sellerData = (sellers.data ?? []).map((s) => ({
    value: String(s.codigo),
    label: s.razonSocial,
  }));
  const estadoData = (estados.data ?? []).map((e) => ({
    value: String(e.idEstado),
    label: e.descripcion,
  }));
  const minDay = settlementMinDate(today);
  return (
    <FilterPanel
      label="Filtro de liquidaciones"
      columns={4}
      applied={applied}
      onSearch={onSearch}
      onClear={onClear}
      searching={searching}
      actions={create}
      fields={(draft, set) => (
        <>
          <DayInput
            label="Desde"
            value={draft.fechaDesde}
            onChange={(v) => set('fechaDesde', v)}
            minDay={minDay}
            maxDay={draft.fechaHasta ?? today}
            clearable
          />
          <DayInput
            label="Hasta"
            value={draft.fechaHasta}
            onChange={(v) => set('fechaHasta', v)}
            minDay={draft.fechaDesde ?? minDay}
            maxDay={today}
            clearable
          />
          {!restricted && (
            <Select
              label="Seller"
              placeholder="Seleccione.."
              searchable
              clearable
              data={sellerData}
              value={draft.idSeller === null ? null : String(draft.idSeller)}
              onChange={(v) => set('idSeller', v === null || v === '' ? null : Number(v))}
              nothingFoundMessage="Sin resultados"
            />
          )}
          {!restricted && (
            <Select
              label="Estados"
              placeholder="Todos"
              clearable
              data={estadoData}
              value={draft.estado === null ? null : String(draft.estado)}
              onChange={(v) => set('estado', v === null || v === '' ? null : Number(v))}
            />
          )}
        </>
      )}
    />
  );
}

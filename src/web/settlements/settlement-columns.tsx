// The columns of a settlement's tables (002 §2, §3): orders (DECISIONS 22), novedades (signed by
// their action, DECISIONS 20), logistics fee (DECISIONS 23) and rebates (DECISIONS 24), amounts
// in German locale with 2 decimals and days as day-month-year (002 §9). Written once for the new
// settlement, the draft edit and the read-only detail. A checkable table's checkbox column comes
// first; an order whose importeOrden is 0 has none (002 §4).
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';
import type { ReactNode } from 'react';
import type {
  FeeLiquidacion,
  NovedadLiquidacion,
  OrdenLiquidacion,
  RebateLiquidacion,
} from '../../api/settlements-queries.ts';
import { conceptoColumn } from '../../domain/novedad-rules.ts';
import { diaOf, importeOf } from './settlement-format.ts';
import { SettlementTable } from './settlement-table.tsx';

/** The checkboxes of a checkable table: which ids are chosen and how one changes. */
export interface Selection {
  chosen: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
  /** Read-only (the detail, a call in flight): shown, not changeable. */
  disabled?: boolean;
}

/** 002 §4: an order row with importeOrden 0 has no checkbox. */
export const orderSelectable = (o: OrdenLiquidacion): boolean => o.importeOrden !== 0;

function checkColumn<T extends MRT_RowData>(
  selection: Selection,
  idOf: (row: T) => number,
  selectable: (row: T) => boolean,
  label: (row: T) => string,
): MRT_ColumnDef<T> {
  return {
    id: 'seleccion',
    header: '',
    size: 40,
    Cell: ({ row }) =>
      selectable(row.original) ? (
        <Checkbox
          aria-label={label(row.original)}
          checked={selection.chosen.has(idOf(row.original))}
          disabled={selection.disabled}
          onChange={(e) => selection.toggle(idOf(row.original), e.currentTarget.checked)}
        />
      ) : null,
  };
}

export function orderColumns(options: {
  selection?: Selection;
  /** The stored retention column (a settlement's rows). */
  retencion?: boolean;
  /** The clipboard icon of an order's tax detail (accounting, 002 §6). */
  onDetalle?: (o: OrdenLiquidacion) => void;
}): MRT_ColumnDef<OrdenLiquidacion>[] {
  const { selection, retencion = false, onDetalle } = options;
  const columns: MRT_ColumnDef<OrdenLiquidacion>[] = [];
  if (selection) {
    columns.push(
      checkColumn(
        selection,
        (o) => o.idOrden,
        orderSelectable,
        (o) => `Seleccionar orden ${String(o.idOrden)}`,
      ),
    );
  }
  columns.push(
    { id: 'orden', header: 'N° Orden', size: 80, accessorFn: (o) => String(o.idOrden) },
    { id: 'fecha', header: 'Fecha', size: 100, accessorFn: (o) => diaOf(o.fechaOrden) },
    {
      id: 'tipo',
      header: 'Tipo Publicación',
      size: 100,
      accessorFn: (o) => o.tipoPublicacion ?? '-',
    },
    { id: 'importe', header: 'Importe', size: 105, accessorFn: (o) => importeOf(o.importeOrden) },
    {
      id: 'comisionNeta',
      header: 'Comisión Neta',
      size: 105,
      accessorFn: (o) => importeOf(o.importeComisionNeta),
    },
    {
      id: 'comisionTotal',
      header: 'Comisión c/IVA',
      size: 105,
      accessorFn: (o) => importeOf(o.importeComisionTotal),
    },
    { id: 'total', header: 'Total', size: 105, accessorFn: (o) => importeOf(o.totalOrden) },
  );
  if (retencion) {
    columns.push({
      id: 'retencion',
      header: 'Retención',
      size: 105,
      Cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <span>{importeOf(row.original.retencion)}</span>
          {onDetalle && (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Detalle de retenciones de la orden ${String(row.original.idOrden)}`}
              onClick={() => onDetalle(row.original)}
            >
              <IconClipboardList size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    });
  }
  columns.push({ id: 'estado', header: 'Estado', size: 95, accessorKey: 'descripcionEstado' });
  return columns;
}

export function novedadColumns(options: {
  selection?: Selection;
}): MRT_ColumnDef<NovedadLiquidacion>[] {
  const columns: MRT_ColumnDef<NovedadLiquidacion>[] = [];
  if (options.selection) {
    columns.push(
      checkColumn(
        options.selection,
        (n) => n.idNovedad,
        () => true,
        (n) => `Seleccionar novedad ${String(n.idNovedad)}`,
      ),
    );
  }
  columns.push(
    { id: 'fecha', header: 'Fecha', size: 110, accessorFn: (n) => diaOf(n.fechaNovedad) },
    {
      id: 'orden',
      header: 'Orden Ref.',
      size: 100,
      accessorFn: (n) => String(n.ordenDeReferencia),
    },
    {
      id: 'concepto',
      header: 'Concepto',
      size: 240,
      accessorFn: (n) => conceptoColumn(n.detalleTipoNovedad, n.comentarios),
    },
    { id: 'accion', header: 'Acción', size: 100, accessorKey: 'descripcionSubTipoNovedad' },
    {
      id: 'importe',
      header: 'Importe',
      size: 120,
      accessorFn: (n) => importeOf(n.importeNovedad),
    },
    { id: 'estado', header: 'Estado', size: 120, accessorKey: 'detalleEstadoNovedad' },
  );
  return columns;
}

const pesoOf = (kg: number | null) =>
  kg === null ? '-' : `${kg.toLocaleString('de-DE', { maximumFractionDigits: 3 })} kg`;

export const feeColumns: MRT_ColumnDef<FeeLiquidacion>[] = [
  { id: 'orden', header: 'N° Orden', size: 100, accessorFn: (f) => String(f.idVenta) },
  {
    id: 'cotizacion',
    header: 'Cotización',
    size: 100,
    accessorFn: (f) => (f.idCotizacion === null ? '-' : String(f.idCotizacion)),
  },
  { id: 'pesoHasta', header: 'Peso Hasta', size: 110, accessorFn: (f) => pesoOf(f.pesoHasta) },
  {
    id: 'pesoAforado',
    header: 'Peso Aforado',
    size: 110,
    accessorFn: (f) => pesoOf(f.pesoAforado),
  },
  {
    id: 'codigoPostal',
    header: 'Código Postal',
    size: 110,
    accessorFn: (f) => f.codigoPostal ?? '-',
  },
  { id: 'importe', header: 'Importe Neto', size: 120, accessorFn: (f) => importeOf(f.importe) },
];

export const rebateColumns: MRT_ColumnDef<RebateLiquidacion>[] = [
  { id: 'rebate', header: 'N° Rebate', size: 90, accessorFn: (r) => String(r.idRebate) },
  { id: 'orden', header: 'N° Orden', size: 100, accessorFn: (r) => String(r.idVenta) },
  {
    id: 'original',
    header: 'Precio Original',
    size: 120,
    accessorFn: (r) => importeOf(r.precioOriginal),
  },
  {
    id: 'publicado',
    header: 'Precio Publicado',
    size: 120,
    accessorFn: (r) => importeOf(r.precioPublicado),
  },
  {
    id: 'market',
    header: 'Rebate Market',
    size: 120,
    accessorFn: (r) => importeOf(r.rebateMarket),
  },
  {
    id: 'seller',
    header: 'Rebate Seller',
    size: 120,
    accessorFn: (r) => importeOf(r.rebateSeller),
  },
  { id: 'unidades', header: 'Unidades', size: 90, accessorFn: (r) => String(r.unidades) },
  {
    id: 'total',
    header: 'Total Rebate Market',
    size: 140,
    accessorFn: (r) => importeOf(r.totalRebateMarket),
  },
];

/**
 * One table of a settlement screen in its own section (named by its title): the title, for a
 * checkable table 'Seleccionar todo', and the table with its empty text.
 */
export function SettlementSection<T extends MRT_RowData>({
  title,
  columns,
  rows,
  rowId,
  empty,
  loading,
  selectAll,
  extra,
}: {
  title: string;
  columns: MRT_ColumnDef<T>[];
  rows: T[];
  rowId: (row: T) => string;
  empty: string;
  loading?: boolean;
  /** 'Seleccionar todo' over the rows that have a checkbox. */
  selectAll?: { ids: readonly number[]; selection: Selection };
  /** What stands beside the title (a running total). */
  extra?: ReactNode;
}) {
  const all = selectAll;
  const allChosen =
    all !== undefined && all.ids.length > 0 && all.ids.every((id) => all.selection.chosen.has(id));
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {extra}
        </Group>
        {all && (
          <Checkbox
            label="Seleccionar todo"
            checked={allChosen}
            disabled={all.ids.length === 0 || all.selection.disabled}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              for (const id of all.ids) all.selection.toggle(id, on);
            }}
          />
        )}
        <SettlementTable
          columns={columns}
          rows={rows}
          rowId={rowId}
          label={title}
          empty={empty}
          loading={loading}
        />
      </Stack>
    </Paper>
  );
}

/** A figure of a summary: its label over its value. */
export function Figure({
  label,
  value,
  action,
}: {
  label: string;
  value: string;
  action?: ReactNode;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text fw={600}>{value}</Text>
        {action}
      </Group>
    </Stack>
  );
}

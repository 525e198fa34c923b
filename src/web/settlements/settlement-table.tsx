// The tables of the settlement screens (DECISIONS 29: mantine-react-table with its Spanish
// labels): the rows a call answered whole (a settlement's orders, novedades, fee and rebate rows;
// the eligible orders and novedades), paged on the screen, with the spec's empty text (002 §2).
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Overlay.css';
import 'mantine-react-table/styles.css';
import './settlement-table.css';
import { Text } from '@mantine/core';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
} from 'mantine-react-table';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';

export interface SettlementTableProps<T extends MRT_RowData> {
  columns: MRT_ColumnDef<T>[];
  rows: T[];
  rowId: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** 002 §2's empty text ('NO SE ENCONTRARON RESULTADOS'). */
  empty: string;
  loading?: boolean;
}

export function SettlementTable<T extends MRT_RowData>({
  columns,
  rows,
  rowId,
  label,
  empty,
  loading = false,
}: SettlementTableProps<T>) {
  const table = useMantineReactTable<T>({
    columns,
    data: rows,
    localization: MRT_Localization_ES,
    getRowId: rowId,
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableTopToolbar: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enablePagination: rows.length > 10,
    enableBottomToolbar: rows.length > 10,
    initialState: { pagination: { pageIndex: 0, pageSize: 10 } },
    autoResetPageIndex: false,
    mantinePaginationProps: { rowsPerPageOptions: ['10', '25', '50', '100'] },
    state: { isLoading: loading && rows.length === 0, showProgressBars: loading },
    renderEmptyRowsFallback: () => (
      <Text ta="center" p="md" fw={600}>
        {empty}
      </Text>
    ),
    mantineTableProps: { 'aria-label': label, striped: true, className: 'settlement-table' },
    mantinePaperProps: { style: { overflowX: 'auto' } },
    // A wide table scrolls sideways inside its container: a region a keyboard can reach and
    // scroll (WCAG 2.1.1), named as its table.
    mantineTableContainerProps: { tabIndex: 0, role: 'group', 'aria-label': label },
  });
  return <MantineReactTable table={table} />;
}

// The tables of rows and columns (DECISIONS 29: users, sellers, plan groups, publication types,
// novedades, concepts, settlements): mantine-react-table with its Spanish labels and the page
// asked of the server (the API's NumeroPagina / CantidadPagina and its total). The table never
// sorts, filters or pages what it was given: the server did, the table shows one page.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Overlay.css';
import 'mantine-react-table/styles.css';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_Updater,
} from 'mantine-react-table';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';

/** The page sizes offered (000 §2.6 pages by 10 as well). */
export const PAGE_SIZES = ['10', '25', '50'];

export interface PagedTableProps<T extends MRT_RowData> {
  columns: MRT_ColumnDef<T>[];
  /** The rows of the page shown, as the server answered them. */
  rows: T[];
  /** All the rows the query matches (the answer's total): the pager's last page. */
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  /** Another page or page size asked for (the page is 1-based; a new size starts at page 1). */
  onPageChange: (page: number, pageSize: number) => void;
  /** A page is on its way: the rows shown stay, dimmed. */
  loading?: boolean;
  /** A stable key of a row (its id), so a refreshed page keeps its rows' state. */
  rowId: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** The page sizes offered (default PAGE_SIZES); one size: the spec's fixed page. */
  pageSizes?: string[];
  /** A row opens something (the users list opens the user's edit, 001 §2.4). */
  onRowClick?: (row: T) => void;
  /**
   * Tighter cells, for a table of many columns that must fit beside the sidebar at 1280 px
   * (the novedades' nine columns).
   */
  dense?: boolean;
}

export function PagedTable<T extends MRT_RowData>({
  columns,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  loading = false,
  rowId,
  label,
  pageSizes = PAGE_SIZES,
  onRowClick,
  dense = false,
}: PagedTableProps<T>) {
  const pagination: MRT_PaginationState = { pageIndex: page - 1, pageSize };
  const table = useMantineReactTable<T>({
    columns,
    data: rows,
    localization: MRT_Localization_ES,
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    state: { pagination, isLoading: loading && rows.length === 0, showProgressBars: loading },
    onPaginationChange: (updater: MRT_Updater<MRT_PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      // A new page size starts again at the first page.
      const nextPage = next.pageSize === pageSize ? next.pageIndex + 1 : 1;
      if (nextPage !== page || next.pageSize !== pageSize) onPageChange(nextPage, next.pageSize);
    },
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableTopToolbar: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    ...(dense
      ? {
          // Narrower side padding only: cells still wrap (the 'xs' density would not).
          mantineTableHeadCellProps: { style: { paddingInline: 6 } },
          mantineTableBodyCellProps: { style: { paddingInline: 6 } },
        }
      : {}),
    mantinePaginationProps: {
      rowsPerPageOptions: pageSizes,
      showRowsPerPage: pageSizes.length > 1,
    },
    ...(onRowClick === undefined
      ? {}
      : {
          mantineTableBodyRowProps: ({ row }) => ({
            onClick: () => onRowClick(row.original),
            style: { cursor: 'pointer' },
          }),
        }),
    mantineTableProps: { 'aria-label': label, striped: true },
  });
  return <MantineReactTable table={table} />;
}

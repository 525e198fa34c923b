// 001 §2.3 Sellers list: title, 'Crear Seller Admin', 'Crear Moderador' (admin moderator only),
// 'Mi perfil', the filter by Razon Social (in the URL) with Buscar and Limpiar, the rows (company
// name, tax id, contact e-mail, phone, address, ACTIVO/INACTIVO) in mantine-react-table
// (DECISIONS 29) with its Spanish labels, 'NO SE ENCONTRARON SELLERS', and the pager (Anterior /
// Siguiente, 10 per page, 2 margin and 2 range pages).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Table.css';
import 'mantine-react-table/styles.css';
import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';
import { listarSellersQueryOptions, type SellerFila } from '../../api/sellers-queries.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { estadoSellerLabels, sellerLimits } from '../../domain/seller-rules.ts';
import { sellerMessages } from '../../domain/texts/sellers.ts';
import { Pager } from '../ui/pager.tsx';
import type { SellersFilter } from './list-filter-state.ts';
import { SavedViews, useAppliedDraft } from '../ui/saved-views.tsx';

const columns: MRT_ColumnDef<SellerFila>[] = [
  {
    accessorKey: 'razonSocial',
    header: 'Razón Social',
    Cell: ({ row }) => (
      <Link to="/Sellers/Editar/$idSeller" params={{ idSeller: row.original.idSeller }}>
        {row.original.razonSocial}
      </Link>
    ),
  },
  { accessorKey: 'cuit', header: 'CUIT' },
  { accessorKey: 'email', header: 'Email contacto' },
  { accessorKey: 'telefono', header: 'Teléfono' },
  { accessorKey: 'domicilio', header: 'Domicilio' },
  {
    accessorKey: 'estado',
    header: 'Estado',
    Cell: ({ row }) => {
      const activo = row.original.estado === 1;
      return (
        <Badge color={activo ? 'green' : 'gray'}>
          {activo ? estadoSellerLabels[1] : estadoSellerLabels[2]}
        </Badge>
      );
    },
  },
];

/** The users area's 'Nuevo usuario' (its route is declared by that area or the placeholder). */
const newUserTarget = { to: '/Usuarios/NuevoUser' } as unknown as { to: '/' };

export function SellersListPage({
  tipoUsuario,
  userId,
  filter,
  onFilterChange,
}: {
  tipoUsuario: number;
  userId: number;
  filter: SellersFilter;
  onFilterChange: (next: SellersFilter) => void;
}): ReactNode {
  const navigate = useNavigate();
  const [text, setText] = useAppliedDraft(filter.razonSocial);
  const [showFilter, setShowFilter] = useState(filter.razonSocial !== '');
  const query = useQuery({
    ...listarSellersQueryOptions(filter.razonSocial, filter.pagina),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.elementos ?? [];
  const total = query.data?.cantidadTotal ?? 0;
  const table = useMantineReactTable<SellerFila>({
    columns,
    data: rows,
    localization: MRT_Localization_ES,
    getRowId: (r) => String(r.idSeller),
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableHiding: false,
    state: { isLoading: query.isPending, showProgressBars: query.isFetching },
    renderEmptyRowsFallback: () => (
      <Text ta="center" p="md" fw={600}>
        {sellerMessages.empty}
      </Text>
    ),
    mantineTableProps: { 'aria-label': 'Sellers', striped: true },
  });
  const search = () => onFilterChange({ razonSocial: text.trim(), pagina: 1 });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Sellers</Title>
        <Group>
          <Button onClick={() => void navigate({ to: '/Sellers/Nuevo' })}>
            Crear Seller Admin
          </Button>
          {tipoUsuario === TipoUsuario.adminMod && (
            <Button variant="light" onClick={() => void navigate(newUserTarget)}>
              Crear Moderador
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => void navigate({ to: '/Usuarios/Editar/$userId', params: { userId } })}
          >
            Mi perfil
          </Button>
          <Button variant="subtle" onClick={() => setShowFilter((v) => !v)}>
            Filtros
          </Button>
        </Group>
      </Group>
      <SavedViews lista="/Sellers" />
      {showFilter && (
        <Group align="end">
          <TextInput
            label="Razon Social"
            value={text}
            maxLength={sellerLimits.filtro}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') search();
            }}
          />
          <Button onClick={search}>Buscar</Button>
          <Button
            variant="default"
            onClick={() => {
              setText('');
              onFilterChange({ razonSocial: '', pagina: 1 });
            }}
          >
            Limpiar
          </Button>
        </Group>
      )}
      <MantineReactTable table={table} />
      <Pager
        page={filter.pagina}
        pageCount={Math.max(1, Math.ceil(total / 10))}
        onPage={(pagina) => onFilterChange({ ...filter, pagina })}
        margin={2}
        range={2}
        testId="sellers-pager"
      />
    </Stack>
  );
}

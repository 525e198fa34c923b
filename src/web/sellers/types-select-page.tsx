// 001 §2.3 the publication-type selection page (/Sellers/Editar/Select/{id}, /Sellers/Nuevo/Select,
// /Sellers/TiposPublicaciones/Select): a paged table (description, commission, checkbox, 10 per
// page) with an Agregar button. For a stored seller Agregar associates the types ('Tipo de
// publicación asociado'; 'Tipo de publicación no asociado' when it fails) and goes back to its
// edit screen; for a new seller the choice goes back to /Sellers/Nuevo.
import '@mantine/core/styles/Checkbox.css';
import 'mantine-react-table/styles.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';
import {
  asociarTiposPublicacion,
  tiposPublicacionSellerQueryOptions,
} from '../../api/sellers-queries.ts';
import type { components } from '../../api/schema';
import { sellerMessages as m } from '../../domain/texts/sellers.ts';
import { Pager } from '../ui/pager.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';
import { keepNewSellerTypes, takeNewSellerTypes } from './types-selection.ts';

type Tipo = components['schemas']['TipoPublicacionSeller'];

export function TypesSelectPage({ idSeller }: { idSeller: number | null }): ReactNode {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Set<number> | null>(() => {
    if (idSeller !== null) return null;
    const ids = takeNewSellerTypes();
    keepNewSellerTypes(ids);
    return new Set(ids);
  });
  const query = useQuery({
    ...tiposPublicacionSellerQueryOptions(idSeller, page),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (chosen === null && query.data) setChosen(new Set(query.data.seleccionados ?? []));
  }, [chosen, query.data]);
  const selected = chosen ?? new Set<number>();
  const toggle = (id: number) =>
    setChosen(() => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns: MRT_ColumnDef<Tipo>[] = [
    { accessorKey: 'descripcion', header: 'Descripción' },
    {
      accessorKey: 'comision',
      header: 'Comisión',
      Cell: ({ row }) => `${String(row.original.comision)} %`,
    },
    {
      id: 'seleccion',
      header: 'Seleccionar',
      Cell: ({ row }) => (
        <Checkbox
          aria-label={`Seleccionar ${row.original.descripcion}`}
          checked={selected.has(row.original.codigo)}
          onChange={() => toggle(row.original.codigo)}
        />
      ),
    },
  ];
  const table = useMantineReactTable<Tipo>({
    columns,
    data: query.data?.elementos ?? [],
    localization: MRT_Localization_ES,
    getRowId: (r) => String(r.codigo),
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableSorting: false,
    enableColumnActions: false,
    mantineTableProps: { 'aria-label': 'Tipos de publicación', striped: true },
  });
  const agregar = async () => {
    const ids = [...selected];
    if (idSeller === null) {
      keepNewSellerTypes(ids);
      await navigate({ to: '/Sellers/Nuevo' });
      return;
    }
    try {
      await asociarTiposPublicacion(idSeller, ids, m.typesNotAssociated);
      showSuccess(m.typesAssociated);
      await navigate({ to: '/Sellers/Editar/$idSeller', params: { idSeller } });
    } catch (error) {
      if (error instanceof Error && !('errores' in error)) showWarning(m.typesNotAssociated);
      else showCallError(error, m.typesNotAssociated);
    }
  };
  return (
    <Stack>
      <Title order={2}>Tipos de publicación</Title>
      <MantineReactTable table={table} />
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil((query.data?.cantidadTotal ?? 0) / 10))}
        onPage={setPage}
        margin={2}
        range={2}
      />
      <Group>
        <Button onClick={() => void agregar()}>Agregar</Button>
      </Group>
    </Stack>
  );
}

// 001 §2.7: /Tipo/Publicaciones, 'Tipo de Publicaciones': the list (mantine-react-table, fetched
// at 100 a page for staff, 001 §6), the description filter and 'Crear'. A row opens its edit page.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { messagesOf } from '../../api/client.ts';
import {
  tiposPublicacionQueryOptions,
  type TipoPublicacionAdmin,
} from '../../api/publication-types-queries.ts';
import {
  PUBLICATION_TYPES_STAFF_PAGE_SIZE,
  publicationTypeMessages,
} from '../../domain/plan-rules.ts';
import { PagedTable } from '../ui/paged-table.tsx';
import { clearDraft } from './draft.ts';

const percent = (n: number) => `${n.toFixed(2).replace('.', ',')} %`;

const columns: MRT_ColumnDef<TipoPublicacionAdmin>[] = [
  { accessorKey: 'idTipoPublicacion', header: 'ID', size: 60 },
  {
    accessorKey: 'descripcion',
    header: 'Descripción',
    Cell: ({ row }) => (
      // blue 9: readable on the striped rows' background too (WCAG 1.4.3).
      <Anchor
        c="blue.9"
        renderRoot={(props) => (
          <Link
            to={`/Tipo/Publicaciones/Editar/${String(row.original.idTipoPublicacion)}`}
            onClick={clearDraft}
            {...props}
          />
        )}
      >
        {row.original.descripcion}
      </Anchor>
    ),
  },
  { id: 'comision', header: 'Comisión', Cell: ({ row }) => percent(row.original.comision) },
  { accessorKey: 'cantidadCuotas', header: 'Cuotas' },
  {
    id: 'grupos',
    header: 'Grupos de planes',
    Cell: ({ row }) => row.original.grupoPlanes.map((g) => g.descripcion).join(', '),
  },
];

export function PublicationTypesPage() {
  const [draft, setDraft] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [pagina, setPagina] = useState(1);
  const query = useQuery({
    ...tiposPublicacionQueryOptions(
      {
        NumeroPagina: pagina,
        CantidadPagina: PUBLICATION_TYPES_STAFF_PAGE_SIZE,
        ...(descripcion.trim() ? { Descripcion: descripcion.trim() } : {}),
      },
      publicationTypeMessages.loadFailed,
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Tipo de Publicaciones
        </Title>
        <Button component={Link} to="/Tipo/Publicaciones/Nuevo" onClick={clearDraft}>
          Crear
        </Button>
      </Group>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Filtro de tipos de publicación"
        onSubmit={(e) => {
          e.preventDefault();
          setDescripcion(draft);
          setPagina(1);
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Descripción"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={query.isFetching}>
            Buscar
          </Button>
        </Group>
      </Paper>
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, publicationTypeMessages.loadFailed).join(' ')}
        </Text>
      )}
      <PagedTable
        label="Tipo de Publicaciones"
        columns={columns}
        rows={query.data?.elementos ?? []}
        total={query.data?.cantidadTotal ?? 0}
        page={pagina}
        pageSize={PUBLICATION_TYPES_STAFF_PAGE_SIZE}
        loading={query.isFetching}
        rowId={(t) => String(t.idTipoPublicacion)}
        onPageChange={(p) => setPagina(p)}
      />
    </Stack>
  );
}

// 001 §2.7: /Tipo/Publicaciones, 'Tipo de Publicaciones': the list (mantine-react-table, fetched
// at 100 a page for staff, 001 §6), the description filter (in the URL, with its saved views)
// and 'Crear'. A row opens its edit page.
import '@mantine/core/styles/Group.css';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import {
  tiposPublicacionQueryOptions,
  type TipoPublicacionAdmin,
} from '../../api/publication-types-queries.ts';
import {
  PUBLICATION_TYPES_STAFF_PAGE_SIZE,
  publicationTypeMessages,
} from '../../domain/plan-rules.ts';
import { DescriptionFilter, LoadFailure, percentText } from '../ui/catalogue-list.tsx';
import { PagedTable } from '../ui/paged-table.tsx';
import { SavedViews, useAppliedDraft } from '../ui/saved-views.tsx';
import { clearDraft } from './draft.ts';

/** The list's filter and page, kept in the URL (routes.tsx). */
export interface PublicationTypesSearch {
  descripcion: string;
  pagina: number;
}

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
  { id: 'comision', header: 'Comisión', Cell: ({ row }) => percentText(row.original.comision) },
  { accessorKey: 'cantidadCuotas', header: 'Cuotas' },
  {
    id: 'grupos',
    header: 'Grupos de planes',
    Cell: ({ row }) => row.original.grupoPlanes.map((g) => g.descripcion).join(', '),
  },
];

export function PublicationTypesPage({
  search,
  onSearchChange,
}: {
  search: PublicationTypesSearch;
  onSearchChange: (next: PublicationTypesSearch) => void;
}) {
  const [draft, setDraft] = useAppliedDraft(search.descripcion);
  const { descripcion, pagina } = search;
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
      <SavedViews lista="/Tipo/Publicaciones" />
      <DescriptionFilter
        label="Filtro de tipos de publicación"
        draft={draft}
        onDraftChange={setDraft}
        onSearch={() => onSearchChange({ descripcion: draft, pagina: 1 })}
        loading={query.isFetching}
      />
      {query.isError && (
        <LoadFailure error={query.error} failure={publicationTypeMessages.loadFailed} />
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
        onPageChange={(p) => onSearchChange({ ...search, pagina: p })}
      />
    </Stack>
  );
}

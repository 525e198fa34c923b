// 001 §2.6: /Planes, 'Grupos de Planes': the list (mantine-react-table, 10 a page, the server
// pages), the description filter, 'Exportar a Excel' (admin: the server builds the xlsx in one
// query; a 'generating' toast for 3 seconds; 'No se pudo preparar los datos para exportar' on
// failure) and 'Crear Grupo'. A row opens /Planes/Editar/{id}.
import '@mantine/core/styles/Group.css';
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import {
  exportarGruposPlanes,
  gruposPlanesQueryOptions,
  plansLoadTexts,
  type GrupoPlanesResumen,
} from '../../api/plans-queries.ts';
import { planGroupMessages } from '../../domain/plan-rules.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { DescriptionFilter, LoadFailure, percentText } from '../ui/catalogue-list.tsx';
import { PagedTable } from '../ui/paged-table.tsx';
import { XLSX_MIME, bytesFromBase64, saveBlob } from '../ui/file-download.ts';
import { showCallError } from '../ui/toasts.ts';
import { clearDraft } from './draft.ts';
import { SavedViews, useAppliedDraft } from '../ui/saved-views.tsx';

/** 001 §9: the Excel-generating toast closes after 3 seconds. */
export const GENERATING_TOAST_MS = 3000;

export interface PlanGroupsSearch {
  descripcion: string;
  pagina: number;
  tamano: number;
}

const columns: MRT_ColumnDef<GrupoPlanesResumen>[] = [
  { accessorKey: 'idGrupoPlan', header: 'ID', size: 60 },
  {
    accessorKey: 'descripcion',
    header: 'Descripción',
    Cell: ({ row }) => (
      // blue 9: readable on the striped rows' background too (WCAG 1.4.3).
      <Anchor
        c="blue.9"
        renderRoot={(props) => (
          <Link
            to={`/Planes/Editar/${String(row.original.idGrupoPlan)}`}
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
  { accessorKey: 'cantidadPlanes', header: 'Planes' },
];

export function PlanGroupsPage({
  tipoUsuario,
  search,
  onSearchChange,
}: {
  tipoUsuario: TipoUsuario;
  search: PlanGroupsSearch;
  onSearchChange: (next: PlanGroupsSearch) => void;
}) {
  const [draft, setDraft] = useAppliedDraft(search.descripcion);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    ...gruposPlanesQueryOptions({
      NumeroPagina: search.pagina,
      CantidadPagina: search.tamano,
      ...(search.descripcion.trim() ? { Descripcion: search.descripcion.trim() } : {}),
    }),
    placeholderData: keepPreviousData,
  });

  const exportar = async () => {
    setExporting(true);
    notifications.show({
      color: 'blue',
      message: planGroupMessages.generating,
      autoClose: GENERATING_TOAST_MS,
    });
    try {
      const file = await exportarGruposPlanes(
        search.descripcion.trim() || undefined,
        planGroupMessages.exportFailed,
      );
      saveBlob(
        new Blob([bytesFromBase64(file.excelBase64)], { type: XLSX_MIME }),
        'GruposPlanes.xlsx',
      );
    } catch (error) {
      showCallError(error, planGroupMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Grupos de Planes
        </Title>
        <Group gap="xs">
          {tipoUsuario === TipoUsuario.adminMod && (
            <Button variant="default" loading={exporting} onClick={() => void exportar()}>
              Exportar a Excel
            </Button>
          )}
          <Button component={Link} to="/Planes/Nuevo" onClick={clearDraft}>
            Crear Grupo
          </Button>
        </Group>
      </Group>
      <SavedViews lista="/Planes" />
      <DescriptionFilter
        label="Filtro de grupos de planes"
        draft={draft}
        onDraftChange={setDraft}
        onSearch={() => onSearchChange({ ...search, descripcion: draft, pagina: 1 })}
        loading={query.isFetching}
      />
      {query.isError && <LoadFailure error={query.error} failure={plansLoadTexts.groups} />}
      <PagedTable
        label="Grupos de Planes"
        columns={columns}
        rows={query.data?.elementos ?? []}
        total={query.data?.cantidadTotal ?? 0}
        page={search.pagina}
        pageSize={search.tamano}
        loading={query.isFetching}
        rowId={(g) => String(g.idGrupoPlan)}
        onPageChange={(pagina, tamano) => onSearchChange({ ...search, pagina, tamano })}
      />
    </Stack>
  );
}

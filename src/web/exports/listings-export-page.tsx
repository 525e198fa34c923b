// /Exportables/Publicaciones (002 §2 'Exports', issue 6 (6)): the filter of the listing list,
// the count of listings it selects, and 'Descargar', which saves them as an xlsx (one row per
// listing, the columns a seller needs to re-import it). The filter card is the listings
// area's: the route composes it in (areas never import each other), with the function that
// turns its values into the request.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  cantidadPublicacionesQueryOptions,
  exportarPublicaciones,
  exportsLoadTexts,
  type ExportarPublicacionesFiltro,
} from '../../api/exports-queries.ts';
import { saveExcel } from '../ui/file-download.ts';
import { exportMessages } from './export-messages.ts';
import { showCallError, showSuccess } from '../ui/toasts.ts';

export interface FilterSlot<F> {
  applied: F;
  searching: boolean;
  onSearch: (filter: F) => void;
}

export interface ListingsExportPageProps<F> {
  /** The filter the screen starts with. */
  initialFilter: F;
  /** The filter card. */
  renderFilter: (slot: FilterSlot<F>) => ReactNode;
  /** The request of a filter (the names of GET /api/Publicaciones). */
  requestOf: (filter: F) => ExportarPublicacionesFiltro;
}

const countFormat = new Intl.NumberFormat('es-AR');

export function ListingsExportPage<F>({
  initialFilter,
  renderFilter,
  requestOf,
}: ListingsExportPageProps<F>) {
  const [filter, setFilter] = useState<F>(initialFilter);
  const request = requestOf(filter);
  const count = useQuery({
    ...cantidadPublicacionesQueryOptions(request),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (count.error !== null) showCallError(count.error, exportsLoadTexts.count);
  }, [count.error, count.errorUpdatedAt]);
  const [downloading, setDownloading] = useState(false);

  const search = (next: F) => {
    setFilter(next);
    // The same filter asked again: the count as it is now.
    if (JSON.stringify(requestOf(next)) === JSON.stringify(request)) void count.refetch();
  };

  const download = async () => {
    setDownloading(true);
    try {
      const archivo = await exportarPublicaciones(request, exportMessages.downloadFailed);
      saveExcel(archivo, exportMessages.fileName);
      showSuccess(exportMessages.downloaded(archivo.cantidad));
    } catch (error) {
      showCallError(error, exportMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const total = count.data;
  return (
    <Stack gap="md" data-testid="listings-export-page">
      <Title order={1} size="h2">
        Exportar Publicaciones
      </Title>
      {renderFilter({
        applied: filter,
        searching: count.isFetching && count.isPlaceholderData,
        onSearch: search,
      })}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center">
          <Text data-testid="listings-export-count" aria-busy={count.isFetching}>
            {total === undefined
              ? count.isError
                ? exportsLoadTexts.count
                : 'Contando publicaciones...'
              : exportMessages.count(countFormat.format(total), total)}
          </Text>
          <Button
            leftSection={<IconDownload size={18} stroke={1.5} />}
            loading={downloading}
            disabled={total === 0}
            onClick={() => void download()}
          >
            Descargar
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

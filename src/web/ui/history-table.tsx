// Issue 35 point 1: a record's Historial, as every screen with a workflow shows it: when (market
// time, dd/mm/aaaa HH:mm), who (name and type in words), from -> to in the spec's labels, the
// action in words and what was given with it, newest first, 50 a page asked of the server.
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { components } from '../../api/schema';
import { formatMarketDateTime } from '../../domain/dates.ts';
import { messagesOf } from '../../api/client.ts';
import { HISTORY_EMPTY, HISTORY_LOAD_FAILED, HISTORY_PAGE_SIZE } from '../../domain/history.ts';
import { Notice } from './notice.tsx';
import { PagedTable } from './paged-table.tsx';

type Historial = components['schemas']['Historial'];
type Entrada = components['schemas']['HistorialEntrada'];

const columns: MRT_ColumnDef<Entrada>[] = [
  {
    id: 'fecha',
    header: 'Fecha',
    size: 130,
    accessorFn: (e) => formatMarketDateTime(e.fecha),
  },
  {
    id: 'usuario',
    header: 'Usuario',
    accessorFn: (e) => e.usuario ?? 'Sistema',
    Cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm">{row.original.usuario ?? 'Sistema'}</Text>
        {row.original.tipoUsuario !== null && (
          <Text size="xs" c="gray.7">
            {row.original.tipoUsuario}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'cambio',
    header: 'Cambio',
    accessorFn: (e) =>
      e.desde === null && e.hacia === null
        ? '-'
        : `${e.desde ?? 'Sin estado'} → ${e.hacia ?? 'Sin estado'}`,
  },
  { id: 'accion', header: 'Acción', accessorFn: (e) => e.accion },
  {
    id: 'detalle',
    header: 'Detalle',
    accessorFn: (e) => [...e.detalle, ...(e.lote === null ? [] : [`Lote: ${e.lote}`])].join('\n'),
    Cell: ({ row }) => {
      const lines = [
        ...row.original.detalle,
        ...(row.original.lote === null ? [] : [`Lote: ${row.original.lote}`]),
      ];
      return lines.length === 0 ? (
        '-'
      ) : (
        <Stack gap={0}>
          {lines.map((line, i) => (
            <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
      );
    },
  },
];

export interface HistoryTableProps<K extends QueryKey> {
  /** The query of one page of the record's Historial (1-based). */
  query: (page: number) => UseQueryOptions<Historial, Error, Historial, K>;
  /** The table's accessible name ('Historial de la orden 12'). */
  label: string;
}

export function HistoryTable<K extends QueryKey>({ query, label }: HistoryTableProps<K>) {
  const [page, setPage] = useState(1);
  const historial = useQuery({ ...query(page), placeholderData: (previous) => previous });
  if (historial.isError && historial.data === undefined) {
    return (
      <Stack gap="xs" align="flex-start">
        <Notice color="red" role="alert">
          {messagesOf(historial.error, HISTORY_LOAD_FAILED).join(' ')}
        </Notice>
        <Group>
          <Button variant="default" size="xs" onClick={() => void historial.refetch()}>
            Reintentar
          </Button>
        </Group>
      </Stack>
    );
  }
  if (historial.data?.total === 0) {
    return (
      <Text size="sm" c="gray.7" data-testid="historial-vacio">
        {HISTORY_EMPTY}
      </Text>
    );
  }
  return (
    <PagedTable
      columns={columns}
      rows={historial.data?.entradas ?? []}
      total={historial.data?.total ?? 0}
      page={page}
      pageSize={HISTORY_PAGE_SIZE}
      pageSizes={[String(HISTORY_PAGE_SIZE)]}
      onPageChange={(next) => {
        setPage(next);
      }}
      loading={historial.isFetching}
      rowId={(e) => `${e.fecha}|${e.accion}|${e.desde ?? ''}|${e.hacia ?? ''}`}
      label={label}
    />
  );
}

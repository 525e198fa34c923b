// One tab of /Notificaciones (000 §2.5): the unread rows of a type with their checkboxes, a
// select-all and 'Marcar como leído'. A click on a row (not on its box) opens the order or the
// listing it is about.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Table.css';
import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Image, Loader, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  marcarLeidas,
  notificacionesDetalleQueryOptions,
  notificationTexts,
  notificationsKeys,
  refreshAfterMarkRead,
  type NotificationScope,
} from '../../api/notifications-queries.ts';
import type { IdTipoNotificacion } from '../../domain/permissions.ts';
import {
  chosenRows,
  formatChange,
  formatFechaHora,
  rowLink,
  showsChange,
  toggleAll,
  toggleOne,
} from './notification-rows.ts';
import { messagesOf } from '../../api/client.ts';
import { showErrors, showWarning } from '../ui/toasts.ts';

/** 000 §2.5 empty state. */
export const EMPTY_TEXT = 'NO HAY NOTIFICACIONES';

// A notification without an image (or whose image was removed) keeps its row with a neutral square.
const NO_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'%3E%3Crect width='48' height='48' fill='%23e9ecef'/%3E%3C/svg%3E";

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function EmptyNotifications() {
  return (
    <Text ta="center" fw={600} c="dimmed" py="xl" data-testid="notifications-empty">
      {EMPTY_TEXT}
    </Text>
  );
}

export function NotificationList({
  scope,
  tipo,
}: {
  scope: NotificationScope;
  tipo: IdTipoNotificacion;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const detalle = useQuery(notificacionesDetalleQueryOptions(scope, tipo));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (detalle.isError) showErrors(messagesOf(detalle.error, notificationTexts.loadFailed));
  }, [detalle.isError, detalle.error]);

  const mark = useMutation({
    mutationFn: (ids: number[]) => marcarLeidas(scope.idSeller, ids),
    onSuccess: async () => {
      setSelected(new Set());
      await refreshAfterMarkRead(queryClient);
    },
    onError: (error) => {
      showErrors(messagesOf(error, notificationTexts.markFailed));
      // A 404 means the list is stale (read elsewhere, e.g. in another tab): read it again.
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.details() });
    },
  });

  if (detalle.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="Cargando notificaciones" />
      </Group>
    );
  }
  const rows = detalle.data?.elementos ?? [];
  if (rows.length === 0) return <EmptyNotifications />;

  const rowIds = rows.map((r) => r.idMensaje);
  const chosen = chosenRows(selected, rowIds);
  const withChange = showsChange(tipo);

  const markRead = () => {
    // 000 §5: marking as read with nothing selected warns and calls nothing.
    if (chosen.length === 0) {
      showWarning(notificationTexts.noneSelected);
      return;
    }
    mark.mutate(chosen);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Checkbox
          label="Seleccionar todas"
          checked={chosen.length === rowIds.length}
          indeterminate={chosen.length > 0 && chosen.length < rowIds.length}
          onChange={() => setSelected(toggleAll(new Set(chosen), rowIds))}
        />
        <Button onClick={markRead} loading={mark.isPending}>
          Marcar como leído
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="xs" data-testid="notifications-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th style={NOWRAP}>SKU MARKET</Table.Th>
              <Table.Th w={64}>Imagen</Table.Th>
              <Table.Th>Título</Table.Th>
              {withChange && <Table.Th>Anterior</Table.Th>}
              {withChange && <Table.Th>Actual</Table.Th>}
              <Table.Th>Fecha</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const open = () => void navigate({ to: rowLink(row) });
              return (
                <Table.Tr
                  key={row.idMensaje}
                  data-notification={row.idMensaje}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={open}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) open();
                  }}
                >
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={`Seleccionar ${row.codigoProducto ?? row.titulo}`}
                      checked={selected.has(row.idMensaje)}
                      onChange={() => setSelected(toggleOne(selected, row.idMensaje))}
                    />
                  </Table.Td>
                  <Table.Td style={NOWRAP}>{row.codigoProducto ?? '-'}</Table.Td>
                  <Table.Td>
                    <Image
                      src={row.imagen}
                      fallbackSrc={NO_IMAGE}
                      alt=""
                      w={48}
                      h={48}
                      fit="contain"
                      radius="sm"
                      loading="lazy"
                    />
                  </Table.Td>
                  <Table.Td>{row.titulo}</Table.Td>
                  {withChange && (
                    <Table.Td style={NOWRAP}>{formatChange(tipo, row.cambio)}</Table.Td>
                  )}
                  {withChange && (
                    <Table.Td style={NOWRAP}>{formatChange(tipo, row.actual)}</Table.Td>
                  )}
                  <Table.Td style={NOWRAP}>{formatFechaHora(row.fecha)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

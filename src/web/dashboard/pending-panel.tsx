// Issue 35 point 2: 'Pendientes', the first thing the home page shows: for the user's role, each
// kind of record waiting for one of its actions, its count, and a link that opens the list
// filtered to exactly those records (../ui/pending-filter.ts). The server answers which queues
// the role has (the machines' answer, minus the screens hidden to the user) and their counts.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pendingQueryOptions } from '../../api/pending-queries.ts';
import {
  pendingMessages,
  pendingQueueById,
  pendingTitle,
  pendingUserTypes,
} from '../../domain/pending.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { pendingLink } from '../ui/pending-filter.ts';

/** Whether a type has queues to ask for (read-only has none: no call). */
export function hasPendingQueues(tipoUsuario: TipoUsuario): boolean {
  return pendingUserTypes.includes(tipoUsuario);
}

export function PendingPanel({ tipoUsuario }: { tipoUsuario: TipoUsuario }) {
  const query = useQuery(pendingQueryOptions(pendingMessages.error));
  return (
    <Paper withBorder radius="md" p="md" data-testid="pendientes">
      <Title order={2} size="h4" mb="xs">
        {pendingMessages.titulo}
      </Title>
      {query.data === undefined ? (
        query.isError ? (
          <Group justify="space-between" role="alert">
            <Text>{pendingMessages.error}</Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              Reintentar
            </Button>
          </Group>
        ) : (
          <Stack gap="xs" aria-label={pendingMessages.cargando}>
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        )
      ) : query.data.every((cola) => cola.cantidad === 0) ? (
        <Text c="dimmed" data-testid="pendientes-vacio">
          {pendingMessages.vacio}
        </Text>
      ) : (
        <Stack gap={6}>
          {query.data
            .filter((cola) => cola.cantidad > 0)
            .map((cola) => {
              const info = pendingQueueById[cola.id];
              const link = pendingLink(info.list, cola.id);
              const titulo = pendingTitle(cola.id, tipoUsuario);
              return (
                <Group key={cola.id} gap="sm" wrap="nowrap" data-pendiente={cola.id}>
                  <Badge
                    size="lg"
                    variant="light"
                    miw={52}
                    data-testid="pendiente-cantidad"
                    aria-label={`${String(cola.cantidad)} pendientes`}
                  >
                    {cola.cantidad}
                  </Badge>
                  <Anchor
                    renderRoot={(props) => <Link to={link.to} search={link.search} {...props} />}
                    title={info.descripcion(tipoUsuario)}
                  >
                    {titulo}
                  </Anchor>
                </Group>
              );
            })}
        </Stack>
      )}
    </Paper>
  );
}

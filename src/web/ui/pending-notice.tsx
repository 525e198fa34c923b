// Issue 35 point 2: above a list opened from a queue of 'Pendientes', what it shows and a link
// to every record of the list (its route with no search: its defaults).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { pendingMessages, pendingTitle, type PendingQueueId } from '../../domain/pending.ts';
import type { TipoUsuario } from '../../domain/roles.ts';

/** Above a list opened from a queue: what it shows, and a link to every record. */
export function PendingNotice({
  pendiente,
  tipoUsuario,
  to,
}: {
  pendiente: PendingQueueId | null;
  tipoUsuario: TipoUsuario;
  /** The list's route, opened with no search (its defaults). */
  to: string;
}) {
  if (pendiente === null) return null;
  return (
    <Alert color="blue" variant="light" data-testid="pending-notice" py="xs">
      {pendingMessages.filtrado(pendingTitle(pendiente, tipoUsuario))}{' '}
      <Anchor component={Link} to={to} size="sm">
        {pendingMessages.quitar}
      </Anchor>
    </Alert>
  );
}

// /Usuarios/Editar/{userId} for a password-reset session: composes the users area's page with
// the session machine (which owns the save and the logout that follows it, 001 §4).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { usuarioQueryOptions } from '../../api/users-queries.ts';
import { useSession } from '../session/use-session.ts';
import { RenewPasswordPage } from '../users/renew-password-page.tsx';

export function RenewPasswordRoute() {
  const { userId } = useParams({ from: '/authenticated/Usuarios/Editar/$userId' });
  const session = useSession();
  const usuario = useQuery(usuarioQueryOptions(userId));

  // 000 §8: each message of a failed call is shown as a toast.
  useEffect(() => {
    for (const message of session.errores) {
      notifications.show({ color: 'red', title: 'Error', message });
    }
  }, [session.errores]);

  return (
    <RenewPasswordPage
      usuario={usuario.data}
      canSave={session.canSavePassword}
      saving={session.busy}
      onSave={session.savePassword}
    />
  );
}

// /Usuarios/Editar/{userId}: the renewal page for a password-renewal session (DECISIONS 13);
// for everyone else the users area's 'Editar usuario', not built yet.
import { useSession } from '../session/use-session.ts';
import { PendingPage } from '../pending/pending-page.tsx';
import { RenewPasswordRoute } from './renew-password-route.tsx';

export function EditUserRoute() {
  const { mustRenewPassword } = useSession();
  return mustRenewPassword ? <RenewPasswordRoute /> : <PendingPage title="Editar usuario" />;
}

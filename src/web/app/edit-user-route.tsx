// /Usuarios/Editar/{userId}: the renewal page for a password-renewal session (DECISIONS 13);
// for everyone else the users area's 'Editar usuario' (001 §2.4). Composed here because the
// renewal page belongs to the session machine and areas never see the session.
import { useNavigate, useParams } from '@tanstack/react-router';
import { useSession } from '../session/use-session.ts';
import { TipoUsuario, isTipoUsuario } from '../../domain/roles.ts';
import { sessionMayCall } from '../../domain/access/index.ts';
import { EditUserPage } from '../users/edit-user-page.tsx';
import { RenewPasswordRoute } from './renew-password-route.tsx';

export function EditUserRoute() {
  const { mustRenewPassword, user } = useSession();
  const { userId } = useParams({ from: '/authenticated/Usuarios/Editar/$userId' });
  const navigate = useNavigate();
  if (mustRenewPassword) return <RenewPasswordRoute />;
  const tipoUsuario = user?.tipoUsuario ?? 0;
  // The list's users go back to it; the others (editing themselves) go home.
  const back =
    tipoUsuario === TipoUsuario.adminMod || tipoUsuario === TipoUsuario.sellerAdmin
      ? '/Usuarios'
      : '/';
  return (
    <EditUserPage
      idUsuario={userId}
      session={{ tipoUsuario, userId: user?.userId ?? 0 }}
      onDone={() => void navigate({ to: back })}
      historial={
        user !== null &&
        isTipoUsuario(user.tipoUsuario) &&
        sessionMayCall('historialUsuario', { ...user, tipoUsuario: user.tipoUsuario })
      }
    />
  );
}

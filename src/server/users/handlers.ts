// 001 §2.4 and §7 (Users): what the password renewal needs. A user reads itself; an admin
// moderator reads anyone; a seller admin reads the users of its seller. Updating is, for
// now, the renewal of one's own password by a password-reset session (tipoUsuario 5), as the
// session machine allows it (SAVE_PASSWORD); the users area extends these handlers.
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { TipoUsuario, isTipoUsuario } from '../../domain/roles.ts';
import { PASSWORD_MAX, meetsPasswordRules, passwordMessages } from '../../domain/password.ts';
import { hashPassword } from '../shared/passwords.ts';
import { revokeUserSessions } from '../shared/sessions.ts';
import { sessionAllows } from '../shared/session-machine.ts';
import { audit } from '../audit.ts';
import { loadUser, savePassword, type UsuarioRow } from './repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

function toUsuario(u: UsuarioRow) {
  if (!isTipoUsuario(u.tipo_usuario)) throw new Error(`tipo_usuario ${u.tipo_usuario}`);
  return {
    idUsuario: u.id_usuario,
    nombreUsuario: u.nombre_usuario,
    email: u.email,
    idSeller: u.id_seller,
    activo: u.activo,
    soloLectura: u.solo_lectura,
    tipoUsuario: u.tipo_usuario,
    perfil: u.perfil,
    fechaAlta: iso(u.fecha_alta),
    fechaUltimoLogin: u.fecha_ultimo_login === null ? null : iso(u.fecha_ultimo_login),
  };
}

function mayRead(session: Session, target: UsuarioRow): boolean {
  if (session.userId === target.id_usuario) return true;
  if (session.tipoUsuario === TipoUsuario.adminMod) return true;
  return (
    session.tipoUsuario === TipoUsuario.sellerAdmin &&
    session.idSeller !== null &&
    session.idSeller === target.id_seller
  );
}

export function usersHandlers(s: Services): Pick<Handlers, 'obtenerUsuario' | 'actualizarUsuario'> {
  return {
    async obtenerUsuario({ query, session }) {
      const user = await loadUser(s.db, query.idUsuario);
      if (!user) throw notFound('No se encontró el usuario.');
      if (!mayRead(session, user)) throw forbidden();
      return toUsuario(user);
    },

    async actualizarUsuario({ body, session }) {
      if (body.idUsuario !== session.userId) throw forbidden();
      if (!sessionAllows(session, { type: 'SAVE_PASSWORD', password: body.password })) {
        throw forbidden();
      }
      return s.db.tx(async (q) => {
        const user = await loadUser(q, body.idUsuario);
        if (!user) throw notFound('No se encontró el usuario.');
        const changes =
          (body.email !== undefined &&
            body.email.trim().toLowerCase() !== user.email.toLowerCase()) ||
          (body.usuario !== undefined && body.usuario.trim() !== user.nombre_usuario) ||
          (body.tipoUsuario !== undefined && body.tipoUsuario !== session.tipoUsuario) ||
          (body.idSeller !== undefined && body.idSeller !== user.id_seller) ||
          (body.soloLectura !== undefined && body.soloLectura !== user.solo_lectura);
        if (changes) {
          throw forbidden('Solo puede cambiarse la contraseña desde esta pantalla.');
        }
        if (body.password.length > PASSWORD_MAX) throw badRequest(passwordMessages.tooLong);
        if (!meetsPasswordRules(body.password)) throw badRequest(passwordMessages.requirements);
        await savePassword(q, user.id_usuario, await hashPassword(body.password));
        // Issue 13: a new password ends the user's other sessions (opened elsewhere with the old
        // one), in this transaction. The renewal session ends too (001 §4: saving logs out);
        // the client goes to /login and the user logs in with the new password.
        await revokeUserSessions(
          q,
          user.id_usuario,
          session.tipoUsuario === TipoUsuario.resetPassword ? null : session.sessionId,
        );
        await audit(q, {
          entidad: 'usuario',
          idEntidad: user.id_usuario,
          desde: 'renovar_password',
          hacia: 'activo',
          evento: 'SAVE_PASSWORD',
          idUsuario: session.userId,
        });
        return toUsuario({ ...user, debe_renovar: false });
      });
    },
  };
}

// 000 §2.2 and §7 (Session): challenge, login, logout and the temporary password.
import { randomUUID } from 'node:crypto';
import type { Handlers } from '../http/contract.ts';
import { noContent } from '../http/contract.ts';
import { badRequest, forbidden, tooManyRequests, unauthorized, ApiError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { sessionMessages } from '../../domain/messages.ts';
import { isValidEmail } from '../../domain/email.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { hashPassword, temporaryPassword, verifyPassword } from '../shared/passwords.ts';
import { createSession, revokeSession } from '../shared/sessions.ts';
import { loginAllowed, resetAllowed, sessionAllows } from '../shared/session-machine.ts';
import {
  activeUsersByEmail,
  clearAttempts,
  recentAttempts,
  recordAttempt,
  recordLogin,
  saveTemporaryPassword,
  userByName,
} from './repository.ts';

const LOGIN_FAILURES_ALLOWED = 5;
const RESET_REQUESTS_ALLOWED = 3;
const WINDOW_MINUTES = 15;
const TEMP_PASSWORD_HOURS = 24;

export function sessionHandlers(
  s: Services,
): Pick<Handlers, 'obtenerDesafio' | 'login' | 'logout' | 'tokenResetPassword'> {
  return {
    async obtenerDesafio({ reply }) {
      void reply.header('Cache-Control', 'no-store');
      const challenge = await s.altcha.create();
      return challenge as unknown as Awaited<ReturnType<Handlers['obtenerDesafio']>>;
    },

    async login({ body }) {
      const usuario = body.Usuario.trim();
      const subject = usuario.toLowerCase();
      // The session machine decides whether the form may be sent (its guard hasChallenge).
      if (!body.SolveReCaptcha || !loginAllowed(body.TokenReCaptcha)) {
        throw badRequest(sessionMessages.captchaExpired);
      }
      if (
        (await recentAttempts(s.db, 'login_failed', subject, WINDOW_MINUTES)) >=
        LOGIN_FAILURES_ALLOWED
      ) {
        throw tooManyRequests(sessionMessages.throttled);
      }
      // The solution is spent (committed) before the credentials are looked at: a failed
      // login cannot be retried with the same solution.
      if (!(await s.altcha.verifyOnce(s.db, body.TokenReCaptcha))) {
        throw badRequest(sessionMessages.captchaExpired);
      }
      const user = await userByName(s.db, subject);
      let withTemporary = false;
      let ok = false;
      if (user) {
        ok = await verifyPassword(body.Password, user.password_hash);
        if (!ok && user.temp_password_hash && user.temp_vigente) {
          withTemporary = await verifyPassword(body.Password, user.temp_password_hash);
          ok = withTemporary;
        }
      }
      if (!user || !ok) {
        await recordAttempt(s.db, 'login_failed', subject);
        throw unauthorized(sessionMessages.badCredentials);
      }
      if (!user.activo) throw forbidden(sessionMessages.inactiveUser);
      const tipoUsuario =
        user.debe_renovar || withTemporary ? TipoUsuario.resetPassword : user.tipo_usuario;
      const created = await s.db.tx(async (q) => {
        await clearAttempts(q, 'login_failed', subject);
        await recordLogin(q, user.id_usuario);
        return createSession(q, user.id_usuario, tipoUsuario, s.config.sessionTtlMs);
      });
      return {
        token: created.token,
        idSeller: user.id_seller,
        nombre: user.nombre_usuario,
        tipoUsuario,
        userId: user.id_usuario,
        hiddenItemsIds: user.perfil,
        // Issue 13: the client shows it and ends the session then; calls after it answer 401.
        fechaExpiracion: created.expiresAt,
      };
    },

    async logout({ session }) {
      if (!sessionAllows(session, { type: 'LOGOUT' })) throw unauthorized();
      await revokeSession(s.db, session.sessionId);
      return noContent;
    },

    async tokenResetPassword({ query }) {
      // The session machine decides whether the form may be sent (its guard hasEmail).
      if (!resetAllowed(query.Email)) throw badRequest(sessionMessages.emailRequired);
      const email = query.Email.trim().toLowerCase();
      if (!isValidEmail(email)) throw badRequest('Mail incorrecto');
      if (
        (await recentAttempts(s.db, 'reset_requested', email, WINDOW_MINUTES)) >=
        RESET_REQUESTS_ALLOWED
      ) {
        throw tooManyRequests(sessionMessages.resetThrottled);
      }
      await recordAttempt(s.db, 'reset_requested', email);
      const idTipo = query.IdTipoUser ?? 0;
      try {
        await s.db.tx(async (q) => {
          const users = await activeUsersByEmail(q, email, idTipo);
          for (const u of users) {
            const temp = temporaryPassword();
            await saveTemporaryPassword(
              q,
              u.id_usuario,
              await hashPassword(temp),
              TEMP_PASSWORD_HOURS,
            );
            // Sent inside the transaction: when the mail cannot go out, nothing is changed.
            await s.mailer.send({
              to: u.email,
              subject: `${s.config.brandName} - Contraseña temporal`,
              text: resetMailText(s.config.brandName, u.nombre_usuario, temp),
            });
          }
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError(503, [sessionMessages.resetFailed]);
      }
      return { token: randomUUID() };
    },
  };
}

export function resetMailText(brand: string, usuario: string, temp: string): string {
  return [
    `Hola ${usuario}:`,
    '',
    `Recibimos un pedido para recuperar su contraseña del back-office de ${brand}.`,
    '',
    `Usuario: ${usuario}`,
    `Contraseña temporal: ${temp}`,
    '',
    `La contraseña temporal vence en ${TEMP_PASSWORD_HOURS} horas. Al ingresar con ella se le pedirá elegir una contraseña nueva.`,
    'Si usted no pidió este cambio, ignore este mensaje: su contraseña actual sigue vigente.',
    '',
  ].join('\n');
}

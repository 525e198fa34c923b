// 001 §2.4, §4 (User active switch), §5 (Users), §6 (Users), §7 (Users), §8 (Users); 000 §2.2
// and DECISIONS 10, 11, 13: the list, one user, the creation with its welcome mail, the edit
// (the password renewal of a tipoUsuario 5 session included) and the active switch, which the
// user machine (machines/user.ts) decides. Seller admins only ever see or change the sellers of
// their own seller. Every change is one transaction with its audit row.
import type { Handlers, Session } from '../http/contract.ts';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { TipoUsuario, isTipoUsuario } from '../../domain/roles.ts';
import { menuAllows } from '../../domain/access/index.ts';
import { PASSWORD_MAX, meetsPasswordRules, passwordMessages } from '../../domain/password.ts';
import {
  USERS_PAGE_SIZE,
  creatableTypes,
  editsSections,
  isSellerUserType,
  roleRadioApplies,
  sectionIdsFor,
  sellerUserTypes,
  soloLecturaApplies,
  typeAfterEdit,
  userMessages,
  validateEditUser,
  validateNewUser,
} from '../../domain/user-rules.ts';
import {
  eventForCambiarEstado,
  userDecision,
  userOutcome,
  userRefusal,
  userStateChanged,
} from '../../../machines/user.ts';
import { hashPassword } from '../shared/passwords.ts';
import { revokeUserSessions } from '../shared/sessions.ts';
import { sessionAllows } from '../shared/session-machine.ts';
import { checkActingUser } from '../shared/seller-scope.ts';
import { allowedOutcome } from '../workflow.ts';
import { audit } from '../audit.ts';
import { historyPage } from '../history.ts';
import { userHistoryEntities, userHistoryTexts } from './history.ts';
import {
  insertUser,
  listUsers,
  loadUser,
  lockUser,
  nameTaken,
  savePassword,
  sellerExists,
  setActive,
  updateUser,
  type UsuarioRow,
} from './repository.ts';

const { category, adminMod, sellerAdmin, seller, resetPassword, proveedor } = TipoUsuario;

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
    token: u.token,
  };
}

/** A seller admin's users: the sellers (4) of its own seller. */
function isOwnSellersUser(session: Session, target: UsuarioRow): boolean {
  return (
    session.tipoUsuario === sellerAdmin &&
    session.idSeller !== null &&
    session.idSeller === target.id_seller &&
    target.tipo_usuario === seller
  );
}

/** Category reaches the sellers' users from their edit page (001 §2.3 Moderador, Usuario). */
function isCategoryOnSellerUser(session: Session, target: UsuarioRow): boolean {
  return (
    session.tipoUsuario === category &&
    target.id_seller !== null &&
    isSellerUserType(target.tipo_usuario)
  );
}

function mayRead(session: Session, target: UsuarioRow): boolean {
  if (session.userId === target.id_usuario) return true;
  if (session.tipoUsuario === adminMod) return true;
  if (isCategoryOnSellerUser(session, target)) return true;
  return (
    session.tipoUsuario === sellerAdmin &&
    session.idSeller !== null &&
    session.idSeller === target.id_seller
  );
}

/** 001 §6: who edits whom. */
function mayEdit(session: Session, target: UsuarioRow): boolean {
  if (session.userId === target.id_usuario) return true;
  if (session.tipoUsuario === adminMod) return true;
  if (isCategoryOnSellerUser(session, target)) return true;
  return isOwnSellersUser(session, target);
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function welcomeMail(brand: string, usuario: string, password: string): string {
  return [
    `Hola ${usuario}:`,
    '',
    `Se creó su usuario en el back-office de ${brand}.`,
    '',
    `Usuario: ${usuario}`,
    `Contraseña: ${password}`,
    '',
    'Ingrese en la pantalla de inicio de sesión con estos datos. Le recomendamos cambiar la',
    "contraseña desde 'Gestión de Usuario(s)' después del primer ingreso.",
  ].join('\n');
}

export function usersHandlers(
  s: Services,
): Pick<
  Handlers,
  | 'buscarUsuarios'
  | 'crearUsuario'
  | 'cambiarEstadoUsuario'
  | 'obtenerUsuario'
  | 'historialUsuario'
  | 'actualizarUsuario'
> {
  return {
    async buscarUsuarios({ query, session }) {
      // 001 §6: a seller admin lists only the users of its own seller, whatever it asks.
      const idSeller =
        session.tipoUsuario === sellerAdmin ? session.idSeller : (query.idSeller ?? null);
      if (session.tipoUsuario === sellerAdmin && idSeller === null) throw forbidden();
      // Category lists only a seller's users (its edit page's Moderador and Usuario tabs).
      if (session.tipoUsuario === category && idSeller === null) throw forbidden();
      const sellerUsersOnly = session.tipoUsuario === category;
      if (
        sellerUsersOnly &&
        query.tipoUsuario !== undefined &&
        !isSellerUserType(query.tipoUsuario)
      ) {
        throw forbidden();
      }
      const page = query.numeroPagina ?? 1;
      const tipos =
        query.tipoUsuario !== undefined
          ? [query.tipoUsuario]
          : sellerUsersOnly
            ? [sellerAdmin, seller]
            : null;
      const rows = await listUsers(s.db, {
        idSeller,
        tipos,
        nombre: (query.nombreUsuario ?? '').trim(),
        offset: (page - 1) * USERS_PAGE_SIZE,
        limit: USERS_PAGE_SIZE,
      });
      let cantidadTotal = rows[0]?.total;
      if (cantidadTotal === undefined) {
        // A page past the end: the total is still the filter's.
        cantidadTotal =
          page === 1
            ? 0
            : ((
                await listUsers(s.db, {
                  idSeller,
                  tipos,
                  nombre: (query.nombreUsuario ?? '').trim(),
                  offset: 0,
                  limit: 1,
                })
              )[0]?.total ?? 0);
      }
      return {
        usuarios: rows.map((r) => {
          if (!isTipoUsuario(r.tipo_usuario)) throw new Error(`tipo_usuario ${r.tipo_usuario}`);
          return {
            idUsuario: r.id_usuario,
            nombreUsuario: r.nombre_usuario,
            email: r.email,
            tipoUsuario: r.tipo_usuario,
            activo: r.activo,
            idSeller: r.id_seller,
          };
        }),
        cantidadTotal,
      };
    },

    async crearUsuario({ body, session }) {
      checkActingUser(session, body.idUsuario);
      const failed = validateNewUser({
        email: body.email,
        usuario: body.usuario,
        password: body.password,
        confirmarPassword: body.confirmarPassword,
        tipoUsuario: body.tipoUsuario,
        idProveedor: body.idProveedor,
      });
      if (failed !== null) throw badRequest(failed);
      const forSeller = body.idSeller !== undefined && body.idSeller !== null;
      const allowed: readonly number[] =
        forSeller || session.tipoUsuario === sellerAdmin
          ? sellerUserTypes(session.tipoUsuario)
          : creatableTypes(session.tipoUsuario);
      if (!allowed.includes(body.tipoUsuario)) {
        // The admin's own types (1, 2, 6, 7) belong to no seller; a seller's users need one.
        if (
          forSeller &&
          (creatableTypes(session.tipoUsuario) as readonly number[]).includes(body.tipoUsuario)
        ) {
          throw badRequest(userMessages.staffTypeWithSeller);
        }
        if (
          !forSeller &&
          (sellerUserTypes(session.tipoUsuario) as readonly number[]).includes(body.tipoUsuario)
        ) {
          throw badRequest(userMessages.noSellerForUser);
        }
        throw forbidden();
      }
      let idSeller: number | null = null;
      if (session.tipoUsuario === sellerAdmin) {
        // 001 §6: users of type Seller for its own seller only.
        if (
          body.idSeller !== undefined &&
          body.idSeller !== null &&
          body.idSeller !== session.idSeller
        ) {
          throw forbidden();
        }
        idSeller = session.idSeller;
        if (idSeller === null) throw forbidden();
      } else if (forSeller) {
        // 001 §2.3: staff create the seller's admin (3) or user (4) from its edit page.
        idSeller = body.idSeller ?? null;
      }
      const nombre = body.usuario.trim();
      const email = body.email.trim();
      try {
        return await s.db.tx(async (q) => {
          if (idSeller !== null && !(await sellerExists(q, idSeller))) {
            throw badRequest(userMessages.noSellerForUser);
          }
          if (await nameTaken(q, nombre, null)) throw badRequest(userMessages.nameTaken);
          const idUsuario = await insertUser(q, {
            nombre,
            email,
            passwordHash: await hashPassword(body.password),
            tipo: body.tipoUsuario,
            idSeller,
            idProveedor: body.tipoUsuario === proveedor ? (body.idProveedor ?? null) : null,
          });
          await audit(q, {
            entidad: 'usuario',
            idEntidad: idUsuario,
            desde: null,
            hacia: 'activo',
            evento: 'CREAR',
            idUsuario: session.userId,
          });
          // 001 §9: enviarEmail is always true. Sent inside the transaction: when the mail
          // cannot go out, nothing is created.
          await s.mailer.send({
            to: email,
            subject: `${s.config.brandName} - Su usuario`,
            text: welcomeMail(s.config.brandName, nombre, body.password),
          });
          return { idUsuario, mensaje: userMessages.created };
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // Two creations of one name at once: the unique index answers for the second.
        if (/users_nombre_usuario_key/.test((error as Error).message)) {
          throw badRequest(userMessages.nameTaken);
        }
        throw new ApiError(503, [userMessages.createFailed]);
      }
    },

    async cambiarEstadoUsuario({ body, session }) {
      const event = eventForCambiarEstado(body, session.tipoUsuario);
      if (event === null) {
        throw badRequest('Indique activar o pausar (uno de los dos).');
      }
      return s.db.tx(async (q) => {
        const user = await lockUser(q, body.idUsuario);
        if (!user) throw notFound(userMessages.notFound);
        if (
          (body.idSeller !== undefined &&
            body.idSeller !== null &&
            body.idSeller !== user.id_seller) ||
          (body.usuario !== undefined && body.usuario.trim() !== user.nombre_usuario)
        ) {
          throw badRequest(userMessages.mismatchBody);
        }
        const input = { activo: user.activo, propio: user.id_usuario === session.userId };
        const activo = allowedOutcome(
          {
            decision: userDecision(input, event),
            refusal: userRefusal(input, event),
            outcome: () => userOutcome(input, event),
          },
          {
            estado: () =>
              user.activo ? 'El usuario ya está activo.' : 'El usuario ya está pausado.',
          },
        );
        await setActive(q, user.id_usuario, activo);
        // 001 §4: a paused user's open sessions end now.
        if (!activo) await revokeUserSessions(q, user.id_usuario);
        await audit(q, {
          entidad: 'usuario',
          idEntidad: user.id_usuario,
          desde: user.activo ? 'activo' : 'pausado',
          hacia: activo ? 'activo' : 'pausado',
          evento: event.type,
          idUsuario: session.userId,
        });
        return { activo, mensaje: userStateChanged };
      });
    },

    async obtenerUsuario({ query, session }) {
      const user = await loadUser(s.db, query.idUsuario);
      if (!user) throw notFound(userMessages.notFound);
      if (!mayRead(session, user)) throw forbidden();
      return toUsuario(user);
    },

    async historialUsuario({ query, session }) {
      // Like the list, a screen of 'Gestión de Usuario(s)'; a user out of reach is not found.
      const user = await loadUser(s.db, query.idUsuario);
      if (!user || !mayRead(session, user)) throw notFound(userMessages.notFound);
      return historyPage(s.db, {
        entidades: userHistoryEntities,
        idEntidad: user.id_usuario,
        numeroPagina: query.NumeroPagina,
        viewer: session,
        texts: userHistoryTexts,
      });
    },

    async actualizarUsuario({ body, session }) {
      if (session.tipoUsuario === resetPassword) return renewPassword(s, body, session);
      // 'Gestión de Usuario(s)' (2) is the screen of this call: hidden, the call is refused.
      if (!menuAllows([2], session)) throw forbidden();
      return s.db.tx(async (q) => {
        const user = await lockUser(q, body.idUsuario);
        if (!user) throw notFound(userMessages.notFound);
        if (!mayEdit(session, user)) throw forbidden();
        const self = user.id_usuario === session.userId;
        const email = (body.email ?? user.email).trim();
        const nombre = (body.usuario ?? user.nombre_usuario).trim();
        const failed = validateEditUser({ email, usuario: nombre, password: body.password });
        if (failed !== null) throw badRequest(failed);

        if (body.idSeller !== undefined && body.idSeller !== user.id_seller) throw forbidden();
        const tipo = typeAfterEdit(user.tipo_usuario, body.soloLectura, body.tipoUsuario);
        const perfil = body.identificadores ?? user.perfil;
        const tipoChanged = tipo !== user.tipo_usuario;
        const perfilChanged = !sameIds(perfil, user.perfil);
        if (self && (tipoChanged || perfilChanged)) throw forbidden(userMessages.ownFields);
        if (body.soloLectura === true && !soloLecturaApplies(user.tipo_usuario)) {
          throw badRequest(userMessages.soloLecturaOnlyStaff);
        }
        if (
          tipoChanged &&
          !(
            session.tipoUsuario === adminMod &&
            (roleRadioApplies(user.tipo_usuario) || soloLecturaApplies(user.tipo_usuario)) &&
            soloLecturaApplies(tipo)
          )
        ) {
          throw forbidden();
        }
        if (perfilChanged) {
          if (
            !editsSections(session.tipoUsuario, user.tipo_usuario) ||
            !editsSections(session.tipoUsuario, tipo)
          ) {
            throw forbidden();
          }
          const known = new Set(sectionIdsFor(tipo));
          if (!perfil.every((id) => known.has(id))) throw badRequest(userMessages.unknownSection);
        }
        if (await nameTaken(q, nombre, user.id_usuario)) throw badRequest(userMessages.nameTaken);
        // A new type keeps only the hidden sections its menu has.
        const known = new Set(sectionIdsFor(tipo));
        const perfilSaved = [...new Set(perfil)].filter((id) => known.has(id));
        await updateUser(q, user.id_usuario, { nombre, email, tipo, perfil: perfilSaved });
        await savePassword(q, user.id_usuario, await hashPassword(body.password));
        // The password (and maybe the type) changed: the user's sessions end, but the one
        // that saves when it edits itself.
        await revokeUserSessions(q, user.id_usuario, self ? session.sessionId : null);
        await audit(q, {
          entidad: 'usuario',
          idEntidad: user.id_usuario,
          desde: String(user.tipo_usuario),
          hacia: String(tipo),
          evento: 'EDITAR',
          idUsuario: session.userId,
        });
        const saved = await loadUser(q, user.id_usuario);
        if (!saved) throw notFound(userMessages.notFound);
        return toUsuario(saved);
      });
    },
  };
}

type ActualizarBody = Parameters<Handlers['actualizarUsuario']>[0]['body'];

/** 000 §2.2, DECISIONS 13: a password-renewal session renews its own password, and ends. */
async function renewPassword(s: Services, body: ActualizarBody, session: Session) {
  if (body.idUsuario !== session.userId) throw forbidden();
  if (!sessionAllows(session, { type: 'SAVE_PASSWORD', password: body.password })) {
    throw forbidden();
  }
  return s.db.tx(async (q) => {
    const user = await lockUser(q, body.idUsuario);
    if (!user) throw notFound(userMessages.notFound);
    const changes =
      (body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase()) ||
      (body.usuario !== undefined && body.usuario.trim() !== user.nombre_usuario) ||
      (body.tipoUsuario !== undefined && body.tipoUsuario !== session.tipoUsuario) ||
      (body.idSeller !== undefined && body.idSeller !== user.id_seller) ||
      (body.soloLectura !== undefined && body.soloLectura !== user.solo_lectura) ||
      (body.identificadores !== undefined && !sameIds(body.identificadores, user.perfil));
    if (changes) throw forbidden('Solo puede cambiarse la contraseña desde esta pantalla.');
    if (body.password.length > PASSWORD_MAX) throw badRequest(passwordMessages.tooLong);
    if (!meetsPasswordRules(body.password)) throw badRequest(passwordMessages.requirements);
    await savePassword(q, user.id_usuario, await hashPassword(body.password));
    // Issue 13: a new password ends the user's sessions, the renewal one too (001 §4: saving
    // logs out); the client goes to /login and the user logs in with the new password.
    await revokeUserSessions(q, user.id_usuario, null);
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
}

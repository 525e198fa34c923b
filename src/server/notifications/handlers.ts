// 000 §2.5 and §7: the bell's counts, a tab's rows, marking read and the settings. The read
// state and the settings are the session user's own; sellers only ever see their own seller
// (000 §6). Delivery is decided when a notification is created (src/server/shared/notify.ts).
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { Queryable } from '../db/db.ts';
import {
  notificationSettingsFor,
  notificationTypesShown,
  type IdTipoNotificacion,
} from '../../domain/permissions.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { sellerScope } from '../shared/seller-scope.ts';
import {
  countDelivered,
  countPending,
  listPending,
  loadSettings,
  markRead,
  saveSetting,
  type PendingFilter,
} from './repository.ts';

export const notificationMessages = {
  noneSelected: 'Debe seleccionar una notificación',
  notFound: 'No se encontraron las notificaciones seleccionadas. Actualice la lista.',
  otherUser: 'Solo puede consultar y modificar sus propios ajustes de notificaciones.',
  repeated: (id: number) => `El ajuste ${id} figura más de una vez.`,
  notAllowed: (id: number) => `El ajuste ${id} no está disponible para su usuario.`,
} as const;

/** Rows of a tab: the newest unread ones, at most this many. */
export const DETAIL_LIMIT = 200;

const countField: Record<IdTipoNotificacion, string> = {
  1: 'cambiosStock',
  2: 'cambiosPrecios',
  3: 'ordenesNuevas',
  4: 'ordenesAnuladas',
  6: 'modificacionesCuotas',
};

async function settingsOf(q: Queryable, session: Session) {
  const on = await loadSettings(q, session.userId);
  return {
    opcionesNotificacion: notificationSettingsFor(session.tipoUsuario).map((id) => ({
      idTipoNotificacion: id,
      activado: on.get(id) ?? false,
    })),
  };
}

/** The session user's unread notifications of the types it sees (of one, for a tab). */
function pendingOf(
  session: Session,
  idSeller: number | null,
  tipo: IdTipoNotificacion | null,
): PendingFilter {
  const shown = notificationTypesShown(session.tipoUsuario);
  return {
    userId: session.userId,
    tipos: shown.filter((t) => tipo === null || t === tipo),
    idSeller,
  };
}

const amount = (text: string | null) =>
  text === null ? null : amountFromCents(centsFromDecimal(text));

export function notificationsHandlers(
  s: Services,
): Pick<
  Handlers,
  | 'notificacionesTotal'
  | 'notificacionesDetalle'
  | 'notificacionesMarcarLeidas'
  | 'obtenerAjustesNotificacion'
  | 'actualizarAjustesNotificacion'
> {
  return {
    async notificacionesTotal({ body, session }) {
      const idSeller = sellerScope(session, body.idSeller);
      const rows = await countPending(s.db, pendingOf(session, idSeller, null));
      const totals = {
        notificaciones: 0,
        cambiosStock: 0,
        cambiosPrecios: 0,
        ordenesNuevas: 0,
        ordenesAnuladas: 0,
        modificacionesCuotas: 0,
      };
      for (const r of rows) {
        totals[countField[r.tipo] as keyof typeof totals] = r.n;
        totals.notificaciones += r.n;
      }
      return totals;
    },

    async notificacionesDetalle({ body, session }) {
      const idSeller = sellerScope(session, body.idSeller);
      const rows = await listPending(
        s.db,
        pendingOf(session, idSeller, body.idtipoNotificacion),
        DETAIL_LIMIT,
      );
      return {
        elementos: rows.map((r) => ({
          idMensaje: r.id_mensaje,
          idTipoNotificacion: r.id_tipo_notificacion,
          idSeller: r.id_seller,
          id: r.id,
          codigoProducto: r.codigo_producto,
          imagen: r.imagen,
          titulo: r.titulo,
          cambio: amount(r.cambio),
          actual: amount(r.actual),
          fecha: new Date(r.fecha).toISOString(),
        })),
      };
    },

    async notificacionesMarcarLeidas({ body, session }) {
      const ids = [...new Set(body.idMensaje)];
      if (ids.length === 0) throw badRequest(notificationMessages.noneSelected);
      // Sellers: only notifications of their own seller, whatever idSeller they send, and only
      // of the types they see.
      const idSeller = sellerScope(session, null);
      return s.db.tx(async (q) => {
        const filter = pendingOf(session, idSeller, null);
        if ((await countDelivered(q, filter, ids)) !== ids.length) {
          throw notFound(notificationMessages.notFound);
        }
        return { marcadas: await markRead(q, session.userId, ids) };
      });
    },

    async obtenerAjustesNotificacion({ query, session }) {
      if (query.IdUser !== session.userId) throw forbidden(notificationMessages.otherUser);
      return settingsOf(s.db, session);
    },

    async actualizarAjustesNotificacion({ body, session }) {
      if (body.IdUser !== session.userId) throw forbidden(notificationMessages.otherUser);
      const allowed = notificationSettingsFor(session.tipoUsuario);
      const seen = new Set<number>();
      for (const o of body.OpcionesNotificacion) {
        if (seen.has(o.idTipoNotificacion)) {
          throw badRequest(notificationMessages.repeated(o.idTipoNotificacion));
        }
        seen.add(o.idTipoNotificacion);
        // 000 §2.5: the seller admin does not have setting 6.
        if (!allowed.includes(o.idTipoNotificacion)) {
          throw badRequest(notificationMessages.notAllowed(o.idTipoNotificacion));
        }
      }
      return s.db.tx(async (q) => {
        for (const o of body.OpcionesNotificacion) {
          await saveSetting(q, session.userId, o.idTipoNotificacion, o.activado);
        }
        return settingsOf(q, session);
      });
    },
  };
}

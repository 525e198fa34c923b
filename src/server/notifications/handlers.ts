// 000 §2.5 and §7: the bell's counts, a tab's rows, marking read and the settings. The read
// state and the settings are the session user's own; sellers only ever see their own seller
// (000 §6). Delivery is decided when a notification is created (./create.ts).
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { Queryable } from '../db/db.ts';
import { isSellerScoped } from '../../domain/roles.ts';
import {
  notificationSettingsFor,
  notificationTypesShown,
  scopedSellerId,
  type IdTipoNotificacion,
} from '../../domain/permissions.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';

export const notificationMessages = {
  noneSelected: 'Debe seleccionar una notificación',
  notFound: 'No se encontraron las notificaciones seleccionadas. Actualice la lista.',
  otherUser: 'Solo puede consultar y modificar sus propios ajustes de notificaciones.',
  repeated: (id: number) => `El ajuste ${id} figura más de una vez.`,
  notAllowed: (id: number) => `El ajuste ${id} no está disponible para su usuario.`,
} as const;

/** Rows of a tab: the newest unread ones, at most this many. */
export const DETAIL_LIMIT = 200;

/** The seller a session's notification call is limited to (null: every seller). */
function sellerOf(session: Session, requested: number | null | undefined): number | null {
  const idSeller = scopedSellerId(session, requested);
  if (isSellerScoped(session.tipoUsuario) && idSeller === null) throw forbidden();
  return idSeller;
}

const countField: Record<IdTipoNotificacion, string> = {
  1: 'cambiosStock',
  2: 'cambiosPrecios',
  3: 'ordenesNuevas',
  4: 'ordenesAnuladas',
  6: 'modificacionesCuotas',
};

async function settingsOf(q: Queryable, session: Session) {
  const rows = await q.query<{ id_tipo_notificacion: number; activado: boolean }>(
    `SELECT id_tipo_notificacion, activado FROM notificacion_ajustes WHERE id_usuario = $1`,
    [session.userId],
  );
  const on = new Map(rows.map((r) => [r.id_tipo_notificacion, r.activado]));
  return {
    opcionesNotificacion: notificationSettingsFor(session.tipoUsuario).map((id) => ({
      idTipoNotificacion: id,
      activado: on.get(id) ?? false,
    })),
  };
}

/**
 * DECISIONS 28: the one query behind the bell's counts and a tab's rows, for every role: the
 * session user's unread notifications, of the types the user sees (sellers: no cancelled
 * orders and no instalments, 000 §2.5), of one seller when the call is limited to it (sellers
 * always their own), of one type when a tab asks for it. Parameters: pendingParams.
 */
const pendingFrom = `notificacion_destinatarios d
           JOIN notificaciones n USING (id_mensaje)
          WHERE d.id_usuario = $1 AND d.leida_en IS NULL
            AND n.id_tipo_notificacion = ANY($2::int[])
            AND ($3::int IS NULL OR n.id_seller = $3)`;

function pendingParams(
  session: Session,
  idSeller: number | null,
  tipo: IdTipoNotificacion | null,
): [number, number[], number | null] {
  const shown = notificationTypesShown(session.tipoUsuario);
  return [session.userId, shown.filter((t) => tipo === null || t === tipo), idSeller];
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
      const idSeller = sellerOf(session, body.idSeller);
      const rows = await s.db.query<{ tipo: IdTipoNotificacion; n: number }>(
        `SELECT n.id_tipo_notificacion AS tipo, count(*)::int AS n
           FROM ${pendingFrom} GROUP BY n.id_tipo_notificacion`,
        pendingParams(session, idSeller, null),
      );
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
      const idSeller = sellerOf(session, body.idSeller);
      const rows = await s.db.query<{
        id_mensaje: number;
        id_tipo_notificacion: IdTipoNotificacion;
        id_seller: number;
        id: number;
        codigo_producto: string | null;
        imagen: string | null;
        titulo: string;
        cambio: string | null;
        actual: string | null;
        fecha: Date | string;
      }>(
        `SELECT n.id_mensaje, n.id_tipo_notificacion, n.id_seller,
                coalesce(n.id_publicacion, n.id_orden) AS id, n.codigo_producto, n.imagen,
                n.titulo, n.cambio::text AS cambio, n.actual::text AS actual, n.fecha
           FROM ${pendingFrom}
          ORDER BY n.fecha DESC, n.id_mensaje DESC
          LIMIT $4`,
        [...pendingParams(session, idSeller, body.idtipoNotificacion), DETAIL_LIMIT],
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
      const idSeller = isSellerScoped(session.tipoUsuario) ? sellerOf(session, null) : null;
      return s.db.tx(async (q) => {
        const mine = await q.query<{ id_mensaje: number }>(
          `SELECT d.id_mensaje
             FROM notificacion_destinatarios d
             JOIN notificaciones n USING (id_mensaje)
            WHERE d.id_usuario = $1 AND d.id_mensaje = ANY($2::int[])
              AND ($3::int IS NULL OR n.id_seller = $3)
              AND n.id_tipo_notificacion = ANY($4::int[])`,
          [session.userId, ids, idSeller, notificationTypesShown(session.tipoUsuario)],
        );
        if (mine.length !== ids.length) throw notFound(notificationMessages.notFound);
        const marked = await q.query(
          `UPDATE notificacion_destinatarios SET leida_en = now()
            WHERE id_usuario = $1 AND id_mensaje = ANY($2::int[]) AND leida_en IS NULL
           RETURNING id_mensaje`,
          [session.userId, ids],
        );
        return { marcadas: marked.length };
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
          await q.query(
            `INSERT INTO notificacion_ajustes (id_usuario, id_tipo_notificacion, activado)
             VALUES ($1, $2, $3)
             ON CONFLICT (id_usuario, id_tipo_notificacion) DO UPDATE SET activado = $3`,
            [session.userId, o.idTipoNotificacion, o.activado],
          );
        }
        return settingsOf(q, session);
      });
    },
  };
}

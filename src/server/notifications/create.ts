// DECISIONS 27: the server creates notifications; this is the one function that does it, for
// the listings (stock 1, price 2, instalments 6) and orders (new 3, cancelled 4) areas, inside
// the transaction of the change that causes it.
//
// Delivery is decided at creation: the event is stored once (notificaciones) and one delivery
// row (notificacion_destinatarios) is written for each active user whose setting for the type
// is on at that moment and who may see the seller: staff (1, 2) every seller, seller admins
// and sellers (3, 4) their own. A user only receives a type while its setting is on; turning
// it off stops new deliveries and keeps what was already delivered. The read state lives on
// the delivery row, so marking read is per user.
import type { Queryable } from '../db/db.ts';
import { tiposUsuario, isSellerScoped } from '../../domain/roles.ts';
import { notificationSettingsFor, type IdTipoNotificacion } from '../../domain/permissions.ts';
import { decimalFromCents } from '../../domain/money.ts';

interface Common {
  idSeller: number;
  /** SKU MARKET of the listing (of the order's first product for orders). */
  codigoProducto: string | null;
  imagen: string | null;
  titulo: string;
  /** When it happened; now by default (the seed backdates its examples). */
  fecha?: Date;
}

export type NotifyInput = Common &
  (
    | { tipo: 1; idPublicacion: number; stockAnterior: number; stockActual: number }
    | {
        tipo: 2;
        idPublicacion: number;
        precioAnteriorCentavos: number;
        precioActualCentavos: number;
      }
    | { tipo: 6; idPublicacion: number; cuotasAnteriores: number; cuotasActuales: number }
    | { tipo: 3 | 4; idOrden: number }
  );

export interface Notified {
  idMensaje: number;
  /** Users it was delivered to. */
  destinatarios: number;
}

function values(n: NotifyInput): {
  idPublicacion: number | null;
  idOrden: number | null;
  cambio: string | null;
  actual: string | null;
} {
  switch (n.tipo) {
    case 1:
      return {
        idPublicacion: n.idPublicacion,
        idOrden: null,
        cambio: String(n.stockAnterior),
        actual: String(n.stockActual),
      };
    case 2:
      return {
        idPublicacion: n.idPublicacion,
        idOrden: null,
        cambio: decimalFromCents(n.precioAnteriorCentavos),
        actual: decimalFromCents(n.precioActualCentavos),
      };
    case 6:
      return {
        idPublicacion: n.idPublicacion,
        idOrden: null,
        cambio: String(n.cuotasAnteriores),
        actual: String(n.cuotasActuales),
      };
    case 3:
    case 4:
      return { idPublicacion: null, idOrden: n.idOrden, cambio: null, actual: null };
  }
}

/** User types that may hold the setting of a notification type, split by seller scope. */
function recipientTypes(tipo: IdTipoNotificacion) {
  const allowed = tiposUsuario.filter((t) => notificationSettingsFor(t).includes(tipo));
  return {
    anySeller: allowed.filter((t) => !isSellerScoped(t)),
    ownSeller: allowed.filter((t) => isSellerScoped(t)),
  };
}

/** Creates a notification and delivers it to the users whose setting for its type is on. */
export async function notify(q: Queryable, n: NotifyInput): Promise<Notified> {
  const v = values(n);
  const [row] = await q.query<{ id_mensaje: number }>(
    `INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_publicacion, id_orden,
                                 codigo_producto, imagen, titulo, cambio, actual, fecha)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()))
     RETURNING id_mensaje`,
    [
      n.tipo,
      n.idSeller,
      v.idPublicacion,
      v.idOrden,
      n.codigoProducto,
      n.imagen,
      n.titulo,
      v.cambio,
      v.actual,
      n.fecha?.toISOString() ?? null,
    ],
  );
  if (!row) throw new Error('no se pudo crear la notificación');
  const types = recipientTypes(n.tipo);
  const delivered = await q.query(
    `INSERT INTO notificacion_destinatarios (id_usuario, id_mensaje)
     SELECT u.id_usuario, $1
       FROM users u
       JOIN notificacion_ajustes a
         ON a.id_usuario = u.id_usuario AND a.id_tipo_notificacion = $2 AND a.activado
      WHERE u.activo
        AND (u.tipo_usuario = ANY($3::int[])
             OR (u.tipo_usuario = ANY($4::int[]) AND u.id_seller = $5))
     RETURNING id_usuario`,
    [row.id_mensaje, n.tipo, types.anySeller, types.ownSeller, n.idSeller],
  );
  return { idMensaje: row.id_mensaje, destinatarios: delivered.length };
}

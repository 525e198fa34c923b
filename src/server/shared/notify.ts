// DECISIONS 27: the server creates notifications; this is the one module that does it, for
// the listings (stock 1, price 2, instalments 6) and orders (new 3, cancelled 4) areas, inside
// the transaction of the change that causes it; the stock and price notifications of a bulk
// change are queued in that transaction instead and written as soon as it has committed
// (migration 0029, the notifications area's job), dated when the change was made.
//
// Delivery is decided at creation: the event is stored once (notificaciones) and one delivery
// row (notificacion_destinatarios) is written for each active user whose setting for the type
// is on at that moment and who may see the seller: staff (1, 2) every seller, seller admins
// and sellers (3, 4) their own. A user only receives a type while its setting is on; turning
// it off stops new deliveries and keeps what was already delivered. The read state lives on
// the delivery row, so marking read is per user.
import type { Db, Queryable } from '../db/db.ts';
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
  const {
    idMensajes: [idMensaje],
    destinatarios,
  } = await notifyMany(q, [n]);
  if (idMensaje === undefined) throw new Error('no se pudo crear la notificación');
  return { idMensaje, destinatarios };
}

/**
 * The end of a statement whose CTE `nuevas` inserted notifications of type $1 (RETURNING
 * id_mensaje, id_seller): one delivery row per active user whose setting for the type is on
 * and who may see the seller ($2: the user types that see every seller, $3: their own).
 */
const DELIVER = `, entregas AS (
         INSERT INTO notificacion_destinatarios (id_usuario, id_mensaje)
         SELECT u.id_usuario, nuevas.id_mensaje
           FROM nuevas
           JOIN users u ON u.activo
                       AND (u.tipo_usuario = ANY($2::int[])
                            OR (u.tipo_usuario = ANY($3::int[]) AND u.id_seller = nuevas.id_seller))
           JOIN notificacion_ajustes a
             ON a.id_usuario = u.id_usuario AND a.id_tipo_notificacion = $1 AND a.activado
         RETURNING id_usuario
       )`;

/**
 * Creates many notifications at once (the bulk updates of issue 6: one per listing changed),
 * with the same delivery rule as `notify`: one statement per notification type, whatever the
 * number of notifications, so a 10 000-row import does not run 20 000 statements. Answers the
 * ids created and how many deliveries were written, counted by the statements that wrote them
 * (deliveries are not looked up by notification: migration 0028).
 */
export async function notifyMany(
  q: Queryable,
  list: readonly NotifyInput[],
): Promise<{ idMensajes: number[]; destinatarios: number }> {
  const idMensajes: number[] = [];
  let destinatarios = 0;
  const tipos = [...new Set(list.map((n) => n.tipo))];
  for (const tipo of tipos) {
    const group = list.filter((n) => n.tipo === tipo);
    const v = group.map(values);
    const types = recipientTypes(tipo);
    const rows = await q.query<{ id_mensaje: number; entregas: number }>(
      `WITH nuevas AS (
         INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_publicacion, id_orden,
                                     codigo_producto, imagen, titulo, cambio, actual, fecha)
         SELECT $1, x.id_seller, x.id_publicacion, x.id_orden, x.codigo, x.imagen, x.titulo,
                x.cambio::numeric, x.actual::numeric, coalesce(x.fecha, now())
           FROM unnest($4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[],
                       $10::text[], $11::text[], $12::timestamptz[], $13::int[])
                AS x(id_seller, id_publicacion, id_orden, codigo, imagen, titulo, cambio, actual,
                     fecha, orden)
          ORDER BY x.orden
         RETURNING id_mensaje, id_seller
       )${DELIVER}
       SELECT id_mensaje, (SELECT count(*)::int FROM entregas) AS entregas
         FROM nuevas ORDER BY id_mensaje`,
      [
        tipo,
        types.anySeller,
        types.ownSeller,
        group.map((n) => n.idSeller),
        v.map((x) => x.idPublicacion),
        v.map((x) => x.idOrden),
        group.map((n) => n.codigoProducto),
        group.map((n) => n.imagen),
        group.map((n) => n.titulo),
        v.map((x) => x.cambio),
        v.map((x) => x.actual),
        group.map((n) => n.fecha?.toISOString() ?? null),
        group.map((_, i) => i),
      ],
    );
    idMensajes.push(...rows.map((r) => r.id_mensaje));
    destinatarios += rows[0]?.entregas ?? 0;
  }
  return { idMensajes, destinatarios };
}

/** A change of stock (1) or price (2) of a listing: its values before and after. */
export interface ListingChange {
  idPublicacion: number;
  /** Units (stock) or cents (price). */
  anterior: number;
  actual: number;
}

/**
 * The stock (1) or price (2) notifications of many listings at once (the bulk changes of
 * 000 §2.8 and the bulk call by id), queued in the change's own transaction
 * (migration 0029): `deliverQueuedNotifications` writes them once it has committed, with the
 * time of the change. One row per type, whatever the number of listings: the 10 000-row update
 * writes two rows here instead of 20 000 notifications and 100 000 deliveries before the
 * person is told it was applied (issue 37 point 4).
 */
export async function queueListingChanges(
  q: Queryable,
  tipo: 1 | 2,
  changes: readonly ListingChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const value = (n: number) => (tipo === 1 ? String(n) : decimalFromCents(n));
  await q.query(
    `INSERT INTO notificaciones_en_cola (id_tipo_notificacion, id_publicaciones, cambios, actuales)
     VALUES ($1, $2::int[], $3::numeric[], $4::numeric[])`,
    [
      tipo,
      changes.map((c) => c.idPublicacion),
      changes.map((c) => value(c.anterior)),
      changes.map((c) => value(c.actual)),
    ],
  );
}

/**
 * Writes the notifications of one queued row with the seller, SKU market, image and title each
 * listing has (a listing deleted since is not notified: its notifications would be deleted with
 * it), dated when the change was made, and deletes the row, in one transaction; answers false
 * when no row is left that another process has not taken.
 */
async function deliverOneQueued(db: Db): Promise<boolean> {
  return db.tx(async (q) => {
    const [row] = await q.query<{ id_tipo_notificacion: 1 | 2; id_cola: number }>(
      `SELECT id_cola, id_tipo_notificacion FROM notificaciones_en_cola
        ORDER BY id_cola LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (row === undefined) return false;
    const tipo = row.id_tipo_notificacion;
    const types = recipientTypes(tipo);
    await q.query(
      `WITH cola AS (
         DELETE FROM notificaciones_en_cola WHERE id_cola = $4
         RETURNING id_publicaciones, cambios, actuales, fecha
       ), nuevas AS (
         INSERT INTO notificaciones (id_tipo_notificacion, id_seller, id_publicacion,
                                     codigo_producto, imagen, titulo, cambio, actual, fecha)
         SELECT $1, p.id_seller, p.id_publicacion, p.sku_market, p.imagen_principal, p.titulo,
                x.cambio, x.actual, cola.fecha
           FROM cola
          CROSS JOIN LATERAL unnest(cola.id_publicaciones, cola.cambios, cola.actuales)
                WITH ORDINALITY AS x(id_publicacion, cambio, actual, orden)
           JOIN publicaciones p ON p.id_publicacion = x.id_publicacion
          ORDER BY x.orden
         RETURNING id_mensaje, id_seller
       )${DELIVER}
       SELECT count(*) FROM nuevas`,
      [tipo, types.anySeller, types.ownSeller, row.id_cola],
    );
    return true;
  });
}

/**
 * Writes every queued notification no other process is writing (the notifications area's
 * job: when a queuing change commits, and every few seconds). Answers how many queued rows
 * this call delivered.
 */
export async function deliverQueuedNotifications(db: Db): Promise<number> {
  let delivered = 0;
  while (await deliverOneQueued(db)) delivered += 1;
  return delivered;
}

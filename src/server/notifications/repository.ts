// The notifications a user was delivered (notificacion_destinatarios) and the user's settings
// (notificacion_ajustes), as the notifications area reads and changes them. Creating them is
// src/server/shared/notify.ts (DECISIONS 27).
import type { Queryable } from '../db/db.ts';
import type { IdTipoNotificacion } from '../../domain/permissions.ts';

/** Whose unread notifications: the user's, of these types, of one seller or (null) all. */
export interface PendingFilter {
  userId: number;
  tipos: readonly number[];
  idSeller: number | null;
}

/**
 * DECISIONS 28: the one query behind the bell's counts and a tab's rows, for every role: the
 * user's unread notifications, of the types the user sees, of one seller when the call is
 * limited to it.
 */
const pendingFrom = `notificacion_destinatarios d
           JOIN notificaciones n USING (id_mensaje)
          WHERE d.id_usuario = $1 AND d.leida_en IS NULL
            AND n.id_tipo_notificacion = ANY($2::int[])
            AND ($3::int IS NULL OR n.id_seller = $3)`;

const pendingParams = (f: PendingFilter) => [f.userId, f.tipos, f.idSeller];

export function countPending(q: Queryable, f: PendingFilter) {
  return q.query<{ tipo: IdTipoNotificacion; n: number }>(
    `SELECT n.id_tipo_notificacion AS tipo, count(*)::int AS n
       FROM ${pendingFrom} GROUP BY n.id_tipo_notificacion`,
    pendingParams(f),
  );
}

export interface PendingRow {
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
}

/** The newest unread ones first, at most `limit`. */
export function listPending(q: Queryable, f: PendingFilter, limit: number) {
  return q.query<PendingRow>(
    `SELECT n.id_mensaje, n.id_tipo_notificacion, n.id_seller,
            coalesce(n.id_publicacion, n.id_orden) AS id, n.codigo_producto, n.imagen,
            n.titulo, n.cambio::text AS cambio, n.actual::text AS actual, n.fecha
       FROM ${pendingFrom}
      ORDER BY n.fecha DESC, n.id_mensaje DESC
      LIMIT $4`,
    [...pendingParams(f), limit],
  );
}

/** How many of `ids` were delivered to the user, of its seller scope and of its types. */
export async function countDelivered(
  q: Queryable,
  f: PendingFilter,
  ids: readonly number[],
): Promise<number> {
  const rows = await q.query<{ id_mensaje: number }>(
    `SELECT d.id_mensaje
       FROM notificacion_destinatarios d
       JOIN notificaciones n USING (id_mensaje)
      WHERE d.id_usuario = $1 AND d.id_mensaje = ANY($2::int[])
        AND ($3::int IS NULL OR n.id_seller = $3)
        AND n.id_tipo_notificacion = ANY($4::int[])`,
    [f.userId, ids, f.idSeller, f.tipos],
  );
  return rows.length;
}

/** Marks the user's unread ones of `ids` read; answers how many it marked. */
export async function markRead(
  q: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<number> {
  const marked = await q.query(
    `UPDATE notificacion_destinatarios SET leida_en = now()
      WHERE id_usuario = $1 AND id_mensaje = ANY($2::int[]) AND leida_en IS NULL
     RETURNING id_mensaje`,
    [userId, ids],
  );
  return marked.length;
}

/** The user's stored settings: type → on. */
export async function loadSettings(q: Queryable, userId: number): Promise<Map<number, boolean>> {
  const rows = await q.query<{ id_tipo_notificacion: number; activado: boolean }>(
    `SELECT id_tipo_notificacion, activado FROM notificacion_ajustes WHERE id_usuario = $1`,
    [userId],
  );
  return new Map(rows.map((r) => [r.id_tipo_notificacion, r.activado]));
}

export async function saveSetting(
  q: Queryable,
  userId: number,
  idTipoNotificacion: number,
  activado: boolean,
): Promise<void> {
  await q.query(
    `INSERT INTO notificacion_ajustes (id_usuario, id_tipo_notificacion, activado)
     VALUES ($1, $2, $3)
     ON CONFLICT (id_usuario, id_tipo_notificacion) DO UPDATE SET activado = $3`,
    [userId, idTipoNotificacion, activado],
  );
}

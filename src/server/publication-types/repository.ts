// The publication-types area's SQL (001 §2.7, §3 Publication type): the types with their
// instalments and plan groups, their writes, and what the instalment notification needs.
import type { Queryable } from '../db/db.ts';
import { fold, likePattern } from '../db/text-search.ts';

export interface TypeRow {
  id_tipo_publicacion: number;
  codigo: string;
  descripcion: string;
  comision: string;
  cantidad_cuotas: number;
  grupos: { idGrupoPlan: number; descripcion: string; comision: string }[] | null;
}

const SELECT = `
  SELECT t.id_tipo_publicacion, t.codigo, t.descripcion, t.comision::text AS comision,
         t.cantidad_cuotas,
         (SELECT json_agg(json_build_object('idGrupoPlan', g.id_grupo_plan,
                                            'descripcion', g.descripcion,
                                            'comision', g.comision::text)
                          ORDER BY g.id_grupo_plan)
            FROM tipo_publicacion_grupos tg
            JOIN grupos_planes g ON g.id_grupo_plan = tg.id_grupo_plan
           WHERE tg.id_tipo_publicacion = t.id_tipo_publicacion) AS grupos
    FROM tipos_publicacion t`;

export async function searchTypes(
  q: Queryable,
  descripcion: string | undefined,
  page: number,
  size: number,
): Promise<{ total: number; rows: TypeRow[] }> {
  const filter = descripcion?.trim() ? `WHERE ${fold('t.descripcion')} LIKE $1 ESCAPE '\\'` : '';
  const params = descripcion?.trim() ? [likePattern(descripcion)] : [];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tipos_publicacion t ${filter}`,
    params,
  );
  const rows = await q.query<TypeRow>(
    `${SELECT} ${filter} ORDER BY t.id_tipo_publicacion
      LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`,
    params,
  );
  return { total: count?.n ?? 0, rows };
}

export async function loadType(q: Queryable, id: number, lock = false): Promise<TypeRow | null> {
  if (lock) {
    await q.query('SELECT 1 FROM tipos_publicacion WHERE id_tipo_publicacion = $1 FOR UPDATE', [
      id,
    ]);
  }
  const [row] = await q.query<TypeRow>(`${SELECT} WHERE t.id_tipo_publicacion = $1`, [id]);
  return row ?? null;
}

export async function insertType(
  q: Queryable,
  descripcion: string,
  comision: string,
  cuotas: number,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('tipos_publicacion', 'id_tipo_publicacion'))::int AS id)
     INSERT INTO tipos_publicacion (id_tipo_publicacion, codigo, descripcion, comision, cantidad_cuotas)
     SELECT id, 'TIPO' || id, $1, $2, $3 FROM n
     RETURNING id_tipo_publicacion AS id`,
    [descripcion, comision, cuotas],
  );
  if (!row) throw new Error('INSERT sin id');
  return row.id;
}

export async function updateType(
  q: Queryable,
  id: number,
  descripcion: string,
  comision: string,
  cuotas: number,
): Promise<void> {
  await q.query(
    `UPDATE tipos_publicacion SET descripcion = $2, comision = $3, cantidad_cuotas = $4
      WHERE id_tipo_publicacion = $1`,
    [id, descripcion, comision, cuotas],
  );
}

export async function countGroups(q: Queryable, ids: readonly number[]): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM grupos_planes WHERE id_grupo_plan = ANY($1::int[])',
    [[...ids]],
  );
  return row?.n ?? 0;
}

export async function setTypeGroups(q: Queryable, id: number, ids: readonly number[]) {
  await q.query('DELETE FROM tipo_publicacion_grupos WHERE id_tipo_publicacion = $1', [id]);
  await q.query(
    `INSERT INTO tipo_publicacion_grupos (id_tipo_publicacion, id_grupo_plan)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [id, [...ids]],
  );
}

/** How many listings (any state) and orders name the type. */
export async function typeUses(
  q: Queryable,
  id: number,
): Promise<{ listings: number; orders: number }> {
  const [row] = await q.query<{ listings: number; orders: number }>(
    `SELECT (SELECT count(*)::int FROM publicaciones WHERE id_tipo_publicacion = $1) AS listings,
            (SELECT count(*)::int FROM ordenes WHERE id_tipo_publicacion = $1) AS orders`,
    [id],
  );
  return row ?? { listings: 0, orders: 0 };
}

export async function deleteType(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM seller_tipos_publicacion WHERE id_tipo_publicacion = $1', [id]);
  await q.query('DELETE FROM tipos_publicacion WHERE id_tipo_publicacion = $1', [id]);
}

export interface SellerListingRow {
  id_seller: number;
  id_publicacion: number;
  sku_market: string | null;
  titulo: string;
  imagen: string | null;
}

/** Each seller with live listings of the type: its first such listing (the notification's). */
export async function sellersListingType(q: Queryable, id: number): Promise<SellerListingRow[]> {
  return q.query<SellerListingRow>(
    `SELECT DISTINCT ON (p.id_seller) p.id_seller, p.id_publicacion, p.sku_market, p.titulo,
            (SELECT i.url_imagen FROM publicacion_imagenes i
              WHERE i.id_publicacion = p.id_publicacion
              ORDER BY i.posicion, i.id_imagen LIMIT 1) AS imagen
       FROM publicaciones p
      WHERE p.id_tipo_publicacion = $1 AND p.estado <> 5
      ORDER BY p.id_seller, p.id_publicacion`,
    [id],
  );
}

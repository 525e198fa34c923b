// The saved views' SQL (issue 35 point 3; migration 0021): a user's views, and their writes.
import type { Queryable } from '../db/db.ts';
import type { ViewSearch } from '../../domain/views.ts';

export interface ViewRow {
  id_vista: number;
  lista: string;
  nombre: string;
  busqueda: ViewSearch;
}

const COLUMNS = 'id_vista, lista, nombre, busqueda';

/** The user's views (of the lists given), in the order they were saved. */
export async function listViews(
  q: Queryable,
  userId: number,
  listas: readonly string[],
): Promise<ViewRow[]> {
  return q.query<ViewRow>(
    `SELECT ${COLUMNS} FROM vistas_guardadas
      WHERE id_usuario = $1 AND lista = ANY($2::text[])
      ORDER BY id_vista`,
    [userId, [...listas]],
  );
}

/** One of the user's views; `lock` holds it for the transaction. */
export async function loadView(
  q: Queryable,
  userId: number,
  idVista: number,
  lock = false,
): Promise<ViewRow | null> {
  const [row] = await q.query<ViewRow>(
    `SELECT ${COLUMNS} FROM vistas_guardadas WHERE id_vista = $1 AND id_usuario = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [idVista, userId],
  );
  return row ?? null;
}

/**
 * Holds the user's row until the transaction ends: two saves of the same user wait for each
 * other, so the count of its views is the one the insert sees (PostgreSQL; PGlite runs one
 * transaction at a time anyway).
 */
export async function lockUser(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT 1 FROM users WHERE id_usuario = $1 FOR UPDATE', [userId]);
}

export async function countViews(q: Queryable, userId: number, lista: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM vistas_guardadas WHERE id_usuario = $1 AND lista = $2',
    [userId, lista],
  );
  return row?.n ?? 0;
}

/** Whether another of the user's views of the list has the name (ignoring case). */
export async function nameTaken(
  q: Queryable,
  userId: number,
  lista: string,
  nombre: string,
  except: number | null,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM vistas_guardadas
      WHERE id_usuario = $1 AND lista = $2 AND lower(nombre) = lower($3)
        AND ($4::int IS NULL OR id_vista <> $4::int)`,
    [userId, lista, nombre, except],
  );
  return rows.length > 0;
}

export async function insertView(
  q: Queryable,
  userId: number,
  lista: string,
  nombre: string,
  busqueda: ViewSearch,
): Promise<ViewRow> {
  const [row] = await q.query<ViewRow>(
    `INSERT INTO vistas_guardadas (id_usuario, lista, nombre, busqueda)
     VALUES ($1, $2, $3, $4::jsonb) RETURNING ${COLUMNS}`,
    [userId, lista, nombre, JSON.stringify(busqueda)],
  );
  if (!row) throw new Error('INSERT sin fila');
  return row;
}

export async function renameView(q: Queryable, idVista: number, nombre: string): Promise<ViewRow> {
  const [row] = await q.query<ViewRow>(
    `UPDATE vistas_guardadas SET nombre = $2 WHERE id_vista = $1 RETURNING ${COLUMNS}`,
    [idVista, nombre],
  );
  if (!row) throw new Error('UPDATE sin fila');
  return row;
}

export async function deleteView(q: Queryable, idVista: number): Promise<void> {
  await q.query('DELETE FROM vistas_guardadas WHERE id_vista = $1', [idVista]);
}

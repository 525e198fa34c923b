// The novedades area's SQL (002 §2, §3; DECISIONS 20): novedades, their concepts, states and
// actions. Nothing outside this file writes SQL for them.
import type { Queryable } from '../db/db.ts';
import type { IdEstadoNovedad } from '../../../machines/novedad.ts';

export interface NovedadRow {
  id_novedad: number;
  fecha: string;
  id_seller: number;
  razon_social: string;
  orden_referencia: string;
  id_tipo_novedad: number;
  concepto: string;
  observaciones: string | null;
  id_subtipo: 1 | 2;
  accion: string;
  importe: string;
  id_estado: IdEstadoNovedad;
  estado: string;
  id_liquidacion: number | null;
}

const NOVEDAD_SELECT = `
  SELECT n.id_novedad, to_char(n.fecha, 'YYYY-MM-DD') AS fecha, n.id_seller, s.razon_social,
         n.orden_referencia::text AS orden_referencia, n.id_tipo_novedad, c.nombre AS concepto,
         n.observaciones, c.id_subtipo, a.descripcion AS accion, n.importe::text AS importe,
         n.id_estado, e.descripcion AS estado, n.id_liquidacion
    FROM novedades n
    JOIN sellers s ON s.id_seller = n.id_seller
    JOIN novedad_conceptos c ON c.id_tipo_novedad = n.id_tipo_novedad
    JOIN novedad_acciones a ON a.id_subtipo = c.id_subtipo
    JOIN novedad_estados e ON e.id_estado = n.id_estado`;

export interface NovedadFilter {
  fechaDesde: string;
  fechaHasta: string;
  /** Null: every seller (buscaTodo). */
  idSeller: number | null;
  /** Null: every state (buscaTodo). */
  idEstado: number | null;
  /** 0: any reference order. */
  ordenDeReferencia: number;
}

export async function searchNovedades(
  q: Queryable,
  f: NovedadFilter,
  page: number,
  size: number,
): Promise<{ total: number; rows: NovedadRow[] }> {
  const where = ['n.fecha BETWEEN $1::date AND $2::date'];
  const params: unknown[] = [f.fechaDesde, f.fechaHasta];
  if (f.idSeller !== null) {
    params.push(f.idSeller);
    where.push(`n.id_seller = $${String(params.length)}`);
  }
  if (f.idEstado !== null) {
    params.push(f.idEstado);
    where.push(`n.id_estado = $${String(params.length)}`);
  }
  if (f.ordenDeReferencia > 0) {
    params.push(f.ordenDeReferencia);
    where.push(`n.orden_referencia = $${String(params.length)}`);
  }
  const filter = where.join(' AND ');
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM novedades n WHERE ${filter}`,
    params,
  );
  const total = count?.n ?? 0;
  if (total === 0) return { total, rows: [] };
  const rows = await q.query<NovedadRow>(
    `${NOVEDAD_SELECT} WHERE ${filter}
      ORDER BY n.fecha DESC, n.id_novedad DESC
      LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`,
    params,
  );
  return { total, rows };
}

/** Some novedades, in id order (locked for the transaction when `lock`). */
export async function loadNovedades(
  q: Queryable,
  ids: readonly number[],
  lock = false,
): Promise<NovedadRow[]> {
  if (lock) {
    await q.query(
      `SELECT 1 FROM novedades WHERE id_novedad = ANY($1::int[]) ORDER BY id_novedad FOR UPDATE`,
      [ids],
    );
  }
  return q.query<NovedadRow>(
    `${NOVEDAD_SELECT} WHERE n.id_novedad = ANY($1::int[]) ORDER BY n.id_novedad`,
    [ids],
  );
}

export async function writeNovedadEstado(
  q: Queryable,
  ids: readonly number[],
  idEstado: IdEstadoNovedad,
): Promise<void> {
  await q.query('UPDATE novedades SET id_estado = $2 WHERE id_novedad = ANY($1::int[])', [
    ids,
    idEstado,
  ]);
}

export async function writeNovedadImporte(
  q: Queryable,
  idNovedad: number,
  importe: string,
): Promise<void> {
  await q.query('UPDATE novedades SET importe = $2 WHERE id_novedad = $1', [idNovedad, importe]);
}

export interface NewNovedad {
  fecha: string;
  idSeller: number;
  idTipoNovedad: number;
  importe: string;
  ordenDeReferencia: number;
  observaciones: string | null;
  idUsuario: number;
}

export async function insertNovedad(q: Queryable, n: NewNovedad): Promise<number> {
  const [row] = await q.query<{ id_novedad: number }>(
    `INSERT INTO novedades (fecha, id_seller, id_tipo_novedad, importe, orden_referencia,
                            observaciones, id_usuario_alta)
     VALUES ($1::date, $2, $3, $4, $5, $6, $7) RETURNING id_novedad`,
    [
      n.fecha,
      n.idSeller,
      n.idTipoNovedad,
      n.importe,
      n.ordenDeReferencia,
      n.observaciones,
      n.idUsuario,
    ],
  );
  if (!row) throw new Error('la novedad no se creó');
  return row.id_novedad;
}

export async function sellerExists(q: Queryable, idSeller: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM sellers WHERE id_seller = $1', [idSeller]);
  return rows.length > 0;
}

export async function orderOfSeller(
  q: Queryable,
  idOrden: number,
  idSeller: number,
): Promise<boolean> {
  if (idOrden > 2147483647) return false;
  const rows = await q.query('SELECT 1 FROM ordenes WHERE id_orden = $1 AND id_seller = $2', [
    idOrden,
    idSeller,
  ]);
  return rows.length > 0;
}

export interface ConceptRow {
  id_tipo_novedad: number;
  nombre: string;
  id_subtipo: 1 | 2;
  accion: string;
  permite_eliminar: boolean;
  en_uso: boolean;
}

const CONCEPT_SELECT = `
  SELECT c.id_tipo_novedad, c.nombre, c.id_subtipo, a.descripcion AS accion, c.permite_eliminar,
         EXISTS (SELECT 1 FROM novedades n WHERE n.id_tipo_novedad = c.id_tipo_novedad) AS en_uso
    FROM novedad_conceptos c JOIN novedad_acciones a ON a.id_subtipo = c.id_subtipo`;

/** The live concepts, by name. */
export function liveConcepts(q: Queryable): Promise<ConceptRow[]> {
  return q.query<ConceptRow>(
    `${CONCEPT_SELECT} WHERE NOT c.anulado ORDER BY lower(c.nombre), c.id_tipo_novedad`,
  );
}

/** A live concept (locked for the transaction when `lock`), or null. */
export async function liveConcept(
  q: Queryable,
  id: number,
  lock = false,
): Promise<ConceptRow | null> {
  if (lock) {
    await q.query('SELECT 1 FROM novedad_conceptos WHERE id_tipo_novedad = $1 FOR UPDATE', [id]);
  }
  const rows = await q.query<ConceptRow>(
    `${CONCEPT_SELECT} WHERE c.id_tipo_novedad = $1 AND NOT c.anulado`,
    [id],
  );
  return rows[0] ?? null;
}

/** Whether a live concept other than `except` has the name (ignoring case). */
export async function conceptNameTaken(
  q: Queryable,
  nombre: string,
  except: number | null,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM novedad_conceptos
      WHERE NOT anulado AND lower(nombre) = lower($1) AND id_tipo_novedad IS DISTINCT FROM $2`,
    [nombre, except],
  );
  return rows.length > 0;
}

export async function insertConcept(
  q: Queryable,
  c: { nombre: string; idSubtipo: 1 | 2; permiteEliminar: boolean },
): Promise<number> {
  const [row] = await q.query<{ id_tipo_novedad: number }>(
    `INSERT INTO novedad_conceptos (nombre, id_subtipo, permite_eliminar) VALUES ($1, $2, $3)
     RETURNING id_tipo_novedad`,
    [c.nombre, c.idSubtipo, c.permiteEliminar],
  );
  if (!row) throw new Error('el concepto no se creó');
  return row.id_tipo_novedad;
}

export async function updateConcept(
  q: Queryable,
  id: number,
  c: { nombre: string; idSubtipo: 1 | 2 },
): Promise<void> {
  await q.query(
    'UPDATE novedad_conceptos SET nombre = $2, id_subtipo = $3 WHERE id_tipo_novedad = $1',
    [id, c.nombre, c.idSubtipo],
  );
}

export async function annulConcept(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE novedad_conceptos SET anulado = true WHERE id_tipo_novedad = $1', [id]);
}

export function novedadStates(q: Queryable): Promise<{ id_estado: number; descripcion: string }[]> {
  return q.query('SELECT id_estado, descripcion FROM novedad_estados ORDER BY id_estado');
}

export function novedadActions(
  q: Queryable,
): Promise<{ id_subtipo: number; descripcion: string }[]> {
  return q.query('SELECT id_subtipo, descripcion FROM novedad_acciones ORDER BY id_subtipo');
}

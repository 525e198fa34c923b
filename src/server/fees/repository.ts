// The fees area's SQL (002 §3 fee rows and structure, §4 Fee; migration 0013): the validity
// windows, their scale rows and zone cells, and the scale and zone catalogues they name. Nothing
// outside this file writes SQL for them.
import type { Queryable } from '../db/db.ts';
import type { VigenciaFee, ZonaFee } from '../../domain/fee-rules.ts';

export interface WindowRow {
  id_fee: number;
  vigente_desde: string;
  vigente_hasta: string;
}

const WINDOW_COLUMNS = `id_fee, to_char(vigente_desde, 'YYYY-MM-DD') AS vigente_desde,
  to_char(vigente_hasta, 'YYYY-MM-DD') AS vigente_hasta`;

/**
 * 002 §4: the window of a VigenciaFeeLogistico on `today`: 0 the latest that ended before it,
 * 1 the one that holds it, 2 the earliest that starts after it.
 */
export async function windowOf(
  q: Queryable,
  vigencia: VigenciaFee,
  today: string,
): Promise<WindowRow | null> {
  const where = {
    0: 'vigente_hasta < $1::date ORDER BY vigente_hasta DESC',
    1: '$1::date BETWEEN vigente_desde AND vigente_hasta',
    2: 'vigente_desde > $1::date ORDER BY vigente_desde',
  }[vigencia];
  const [row] = await q.query<WindowRow>(
    `SELECT ${WINDOW_COLUMNS} FROM fee_vigencias WHERE ${where} LIMIT 1`,
    [today],
  );
  return row ?? null;
}

export async function windowById(q: Queryable, idFee: number): Promise<WindowRow | null> {
  const [row] = await q.query<WindowRow>(
    `SELECT ${WINDOW_COLUMNS} FROM fee_vigencias WHERE id_fee = $1`,
    [idFee],
  );
  return row ?? null;
}

/** The window whose dates hold a day (at most one: windows never overlap). */
export async function windowHolding(q: Queryable, day: string): Promise<WindowRow | null> {
  const [row] = await q.query<WindowRow>(
    `SELECT ${WINDOW_COLUMNS} FROM fee_vigencias
      WHERE $1::date BETWEEN vigente_desde AND vigente_hasta`,
    [day],
  );
  return row ?? null;
}

/** The first window that starts within [desde, hasta], if any. */
export async function windowStartingWithin(
  q: Queryable,
  desde: string,
  hasta: string,
): Promise<WindowRow | null> {
  const [row] = await q.query<WindowRow>(
    `SELECT ${WINDOW_COLUMNS} FROM fee_vigencias
      WHERE vigente_desde BETWEEN $1::date AND $2::date ORDER BY vigente_desde LIMIT 1`,
    [desde, hasta],
  );
  return row ?? null;
}

/**
 * Creations and edits of windows, one at a time: the checks then the writes see the windows as
 * they are (the exclusion constraint would refuse an overlap anyway; this keeps the answer a
 * clear 409 rather than a lost race).
 */
export async function lockWindows(q: Queryable): Promise<void> {
  await q.query('LOCK TABLE fee_vigencias IN SHARE ROW EXCLUSIVE MODE');
}

export async function closeWindow(q: Queryable, idFee: number, hasta: string): Promise<void> {
  await q.query('UPDATE fee_vigencias SET vigente_hasta = $2::date WHERE id_fee = $1', [
    idFee,
    hasta,
  ]);
}

export async function insertWindow(
  q: Queryable,
  w: { desde: string; hasta: string; idUsuario: number },
): Promise<number> {
  const [row] = await q.query<{ id_fee: number }>(
    `INSERT INTO fee_vigencias (vigente_desde, vigente_hasta, id_usuario_alta)
     VALUES ($1::date, $2::date, $3) RETURNING id_fee`,
    [w.desde, w.hasta, w.idUsuario],
  );
  if (!row) throw new Error('el Fee no se creó');
  return row.id_fee;
}

/** The cells of a new window, grouped in one scale row per scale. */
export async function insertCosts(
  q: Queryable,
  idFee: number,
  cells: readonly { idEscala: number; idZona: number; costo: string; diasEntrega: number }[],
): Promise<void> {
  const escalas = [...new Set(cells.map((c) => c.idEscala))].sort((a, b) => a - b);
  const rows = await q.query<{ id_costo_fee: number; id_escala: number }>(
    `INSERT INTO fee_costos (id_fee, id_escala)
     SELECT $1, e FROM unnest($2::smallint[]) AS e
     RETURNING id_costo_fee, id_escala::int AS id_escala`,
    [idFee, escalas],
  );
  const rowOf = new Map(rows.map((r) => [r.id_escala, r.id_costo_fee]));
  await q.query(
    `INSERT INTO fee_costos_zona (id_costo_fee, id_zona, costo, dias_entrega)
     SELECT * FROM unnest($1::int[], $2::smallint[], $3::numeric[], $4::smallint[])`,
    [
      cells.map((c) => rowOf.get(c.idEscala)),
      cells.map((c) => c.idZona),
      cells.map((c) => c.costo),
      cells.map((c) => c.diasEntrega),
    ],
  );
}

export interface CellRow {
  id_fee: number;
  id_costo_fee: number;
  id_escala: number;
  descripcion: string;
  id_fee_logistico: number | null;
  zona: ZonaFee | null;
  costo: string | null;
  dias_entrega: number | null;
}

/** Every cell of a window, by scale then zone (a scale row without cells has nulls). */
export async function cellsOfWindow(q: Queryable, idFee: number): Promise<CellRow[]> {
  return q.query<CellRow>(
    `SELECT c.id_fee, c.id_costo_fee, c.id_escala::int AS id_escala, e.descripcion,
            z.id_fee_logistico, lz.codigo AS zona, z.costo::text AS costo,
            z.dias_entrega::int AS dias_entrega
       FROM fee_costos c
       JOIN logistica_escalas e ON e.id_escala = c.id_escala
       LEFT JOIN fee_costos_zona z ON z.id_costo_fee = c.id_costo_fee
       LEFT JOIN logistica_zonas lz ON lz.id_zona = z.id_zona
      WHERE c.id_fee = $1
      ORDER BY c.id_escala, z.id_zona`,
    [idFee],
  );
}

export interface EditableCellRow {
  id_fee_logistico: number;
  id_fee: number;
  costo: string;
  dias_entrega: number;
}

/** The cells of these ids (locked for the edit when `lock`). */
export async function cellsByIds(
  q: Queryable,
  ids: readonly number[],
  lock = false,
): Promise<EditableCellRow[]> {
  return q.query<EditableCellRow>(
    `SELECT z.id_fee_logistico, c.id_fee, z.costo::text AS costo, z.dias_entrega::int AS dias_entrega
       FROM fee_costos_zona z JOIN fee_costos c ON c.id_costo_fee = z.id_costo_fee
      WHERE z.id_fee_logistico = ANY($1::int[])
      ORDER BY z.id_fee_logistico${lock ? ' FOR UPDATE OF z' : ''}`,
    [ids],
  );
}

export async function updateCell(
  q: Queryable,
  idFeeLogistico: number,
  costo: string,
  diasEntrega: number,
): Promise<void> {
  await q.query(
    'UPDATE fee_costos_zona SET costo = $2::numeric, dias_entrega = $3 WHERE id_fee_logistico = $1',
    [idFeeLogistico, costo, diasEntrega],
  );
}

export interface ScaleRow {
  id_escala: number;
  descripcion: string;
  peso_hasta: string | null;
}

/** The scale catalogue by id (DECISIONS 9), with each scale's upper bound (DECISIONS 23). */
export async function scales(q: Queryable): Promise<ScaleRow[]> {
  return q.query<ScaleRow>(
    `SELECT id_escala::int AS id_escala, descripcion, peso_hasta::text AS peso_hasta
       FROM logistica_escalas ORDER BY id_escala`,
  );
}

export interface ZoneRow {
  id_zona: number;
  codigo: ZonaFee;
}

export async function zones(q: Queryable): Promise<ZoneRow[]> {
  return q.query<ZoneRow>(
    'SELECT id_zona::int AS id_zona, codigo FROM logistica_zonas ORDER BY id_zona',
  );
}

export interface StructureRow {
  escala: string;
  zona: ZonaFee;
  costo: string | null;
}

/** Every scale by zone, with the cost of the window that starts last (002 §3 Fee structure). */
export async function structure(q: Queryable): Promise<StructureRow[]> {
  return q.query<StructureRow>(
    `WITH ultimo AS (SELECT id_fee FROM fee_vigencias ORDER BY vigente_desde DESC LIMIT 1)
     SELECT e.descripcion AS escala, lz.codigo AS zona, z.costo::text AS costo
       FROM logistica_escalas e CROSS JOIN logistica_zonas lz
       LEFT JOIN fee_costos c ON c.id_escala = e.id_escala AND c.id_fee = (SELECT id_fee FROM ultimo)
       LEFT JOIN fee_costos_zona z ON z.id_costo_fee = c.id_costo_fee AND z.id_zona = lz.id_zona
      ORDER BY e.id_escala, lz.id_zona`,
  );
}

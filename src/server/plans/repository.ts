// The plans area's SQL (001 §3 Plan): the plan search.
import type { Queryable } from '../db/db.ts';
import { fold, likePattern } from '../db/text-search.ts';

export interface PlanFilter {
  idPlataforma: number;
  numero?: number | undefined;
  idPlan?: number | undefined;
  descripcion?: string | undefined;
}

export interface PlanRow {
  id_plan: number;
  numero: number;
  descripcion: string;
  cuotas: number;
}

/** One page of plans ordered by number, and how many the filter finds. */
export async function searchPlans(
  q: Queryable,
  f: PlanFilter,
  page: number,
  size: number,
): Promise<{ total: number; rows: PlanRow[] }> {
  const where = ['id_plataforma = $1'];
  const params: unknown[] = [f.idPlataforma];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${String(params.length)}`));
  };
  if (f.numero !== undefined) add('numero = ?', f.numero);
  if (f.idPlan !== undefined) add('id_plan = ?', f.idPlan);
  if (f.descripcion?.trim())
    add(`${fold('descripcion')} LIKE ? ESCAPE '\\'`, likePattern(f.descripcion));
  const filter = where.join(' AND ');
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM planes WHERE ${filter}`,
    params,
  );
  const rows = await q.query<PlanRow>(
    `SELECT id_plan, numero, descripcion, cuotas FROM planes WHERE ${filter}
      ORDER BY numero LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`,
    params,
  );
  return { total: count?.n ?? 0, rows };
}

// --- plan groups (001 §2.6, §3 Plan group) ---------------------------------------------------

export interface PlanGroupRow {
  id_grupo_plan: number;
  descripcion: string;
  comision: string;
  cantidad_planes: number;
}

/** One page of plan groups ordered by id, and how many the filter finds. */
export async function searchPlanGroups(
  q: Queryable,
  descripcion: string | undefined,
  page: number,
  size: number,
): Promise<{ total: number; rows: PlanGroupRow[] }> {
  const filter = descripcion?.trim() ? `WHERE ${fold('g.descripcion')} LIKE $1 ESCAPE '\\'` : '';
  const params = descripcion?.trim() ? [likePattern(descripcion)] : [];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM grupos_planes g ${filter}`,
    params,
  );
  const rows = await q.query<PlanGroupRow>(
    `SELECT g.id_grupo_plan, g.descripcion, g.comision::text AS comision,
            (SELECT count(*)::int FROM grupo_plan_planes gp
              WHERE gp.id_grupo_plan = g.id_grupo_plan) AS cantidad_planes
       FROM grupos_planes g ${filter}
      ORDER BY g.id_grupo_plan LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`,
    params,
  );
  return { total: count?.n ?? 0, rows };
}

/** A group and its plans ordered by number; null when it does not exist. */
export async function loadPlanGroup(
  q: Queryable,
  id: number,
  lock = false,
): Promise<{
  id_grupo_plan: number;
  descripcion: string;
  comision: string;
  planes: PlanRow[];
} | null> {
  const [group] = await q.query<{ id_grupo_plan: number; descripcion: string; comision: string }>(
    `SELECT id_grupo_plan, descripcion, comision::text AS comision FROM grupos_planes
      WHERE id_grupo_plan = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!group) return null;
  const planes = await q.query<PlanRow>(
    `SELECT p.id_plan, p.numero, p.descripcion, p.cuotas
       FROM grupo_plan_planes gp JOIN planes p ON p.id_plan = gp.id_plan
      WHERE gp.id_grupo_plan = $1 ORDER BY p.numero, p.id_plan`,
    [id],
  );
  return { ...group, planes };
}

/** How many of the ids are plans. */
export async function countPlans(q: Queryable, ids: readonly number[]): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM planes WHERE id_plan = ANY($1::int[])',
    [[...ids]],
  );
  return row?.n ?? 0;
}

export async function insertPlanGroup(
  q: Queryable,
  descripcion: string,
  comision: string,
): Promise<number> {
  const [row] = await q.query<{ id_grupo_plan: number }>(
    'INSERT INTO grupos_planes (descripcion, comision) VALUES ($1, $2) RETURNING id_grupo_plan',
    [descripcion, comision],
  );
  if (!row) throw new Error('INSERT sin id');
  return row.id_grupo_plan;
}

export async function updatePlanGroup(
  q: Queryable,
  id: number,
  descripcion: string,
  comision: string,
): Promise<void> {
  await q.query(
    'UPDATE grupos_planes SET descripcion = $2, comision = $3 WHERE id_grupo_plan = $1',
    [id, descripcion, comision],
  );
}

/** The group's plans become exactly `ids`. */
export async function setPlanGroupPlans(
  q: Queryable,
  id: number,
  ids: readonly number[],
): Promise<void> {
  await q.query('DELETE FROM grupo_plan_planes WHERE id_grupo_plan = $1', [id]);
  await q.query(
    `INSERT INTO grupo_plan_planes (id_grupo_plan, id_plan)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [id, [...ids]],
  );
}

/** The descriptions of the publication types that offer the group. */
export async function typesUsingGroup(q: Queryable, id: number): Promise<string[]> {
  const rows = await q.query<{ descripcion: string }>(
    `SELECT t.descripcion FROM tipo_publicacion_grupos tg
       JOIN tipos_publicacion t ON t.id_tipo_publicacion = tg.id_tipo_publicacion
      WHERE tg.id_grupo_plan = $1 ORDER BY t.descripcion`,
    [id],
  );
  return rows.map((r) => r.descripcion);
}

export async function deletePlanGroup(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM grupos_planes WHERE id_grupo_plan = $1', [id]);
}

export interface PlanGroupExportRow {
  id_grupo_plan: number;
  descripcion: string;
  comision: string;
  numero: number | null;
  plan_descripcion: string | null;
}

/** 001 §7's export in one query: one row per plan of each group (a group without plans: one). */
export async function planGroupsExport(
  q: Queryable,
  descripcion: string | undefined,
): Promise<PlanGroupExportRow[]> {
  const filter = descripcion?.trim() ? `WHERE ${fold('g.descripcion')} LIKE $1 ESCAPE '\\'` : '';
  return q.query<PlanGroupExportRow>(
    `SELECT g.id_grupo_plan, g.descripcion, g.comision::text AS comision, p.numero,
            p.descripcion AS plan_descripcion
       FROM grupos_planes g
       LEFT JOIN grupo_plan_planes gp ON gp.id_grupo_plan = g.id_grupo_plan
       LEFT JOIN planes p ON p.id_plan = gp.id_plan
       ${filter}
      ORDER BY g.id_grupo_plan, p.numero`,
    descripcion?.trim() ? [likePattern(descripcion)] : [],
  );
}

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

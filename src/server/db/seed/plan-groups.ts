// Plan groups and the publication types' instalments (DECISIONS 9; 001 §2.6, §2.7): realistic
// Argentine card-plan groups over the plans of platform 1, and the groups each demo listing type
// offers with its instalments.
import type { Queryable } from '../db.ts';

const groups: readonly { descripcion: string; comision: string; planes: readonly number[] }[] = [
  { descripcion: 'Contado y débito', comision: '0.00', planes: [1001, 5001] },
  { descripcion: 'Cuotas sin interés bancarias', comision: '4.50', planes: [1003, 1006, 1012] },
  { descripcion: 'Cuota Simple', comision: '3.20', planes: [2003, 2006, 2012] },
  { descripcion: 'Cuotas fijas largas', comision: '8.75', planes: [1009, 1018, 1024] },
  { descripcion: 'Banco Nación', comision: '2.50', planes: [3006, 3012] },
  { descripcion: 'Naranja X Plan Z', comision: '5.00', planes: [4003] },
];

/** Each demo listing type's instalments and groups (by their description). */
const types: readonly { codigo: string; cuotas: number; grupos: readonly string[] }[] = [
  { codigo: 'CLASICA', cuotas: 1, grupos: ['Contado y débito'] },
  { codigo: 'PREMIUM', cuotas: 12, grupos: ['Contado y débito', 'Cuotas sin interés bancarias'] },
  {
    codigo: 'DESTACADA',
    cuotas: 18,
    grupos: ['Contado y débito', 'Cuotas sin interés bancarias', 'Cuotas fijas largas'],
  },
  { codigo: 'ECONOMICA', cuotas: 3, grupos: ['Contado y débito', 'Cuota Simple'] },
];

export async function seedPlanGroups(q: Queryable): Promise<void> {
  for (const g of groups) {
    const [row] = await q.query<{ id_grupo_plan: number }>(
      'INSERT INTO grupos_planes (descripcion, comision) VALUES ($1, $2) RETURNING id_grupo_plan',
      [g.descripcion, g.comision],
    );
    await q.query(
      `INSERT INTO grupo_plan_planes (id_grupo_plan, id_plan)
       SELECT $1, id_plan FROM planes WHERE id_plataforma = 1 AND numero = ANY($2::int[])`,
      [row?.id_grupo_plan, [...g.planes]],
    );
  }
  for (const t of types) {
    await q.query('UPDATE tipos_publicacion SET cantidad_cuotas = $2 WHERE codigo = $1', [
      t.codigo,
      t.cuotas,
    ]);
    await q.query(
      `INSERT INTO tipo_publicacion_grupos (id_tipo_publicacion, id_grupo_plan)
       SELECT t.id_tipo_publicacion, g.id_grupo_plan
         FROM tipos_publicacion t, grupos_planes g
        WHERE t.codigo = $1 AND g.descripcion = ANY($2::text[])`,
      [t.codigo, [...t.grupos]],
    );
  }
}

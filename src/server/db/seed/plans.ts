// The payment plans (DECISIONS 9): realistic Argentine card plans on each platform, the ones the
// demo orders' coupons name (1001, 1003, 1006, 1012) among them.
import type { Queryable } from '../db.ts';

const plans: readonly { numero: number; descripcion: string; cuotas: number }[] = [
  { numero: 1001, descripcion: 'Contado - 1 pago', cuotas: 1 },
  { numero: 1003, descripcion: '3 cuotas sin interés', cuotas: 3 },
  { numero: 1006, descripcion: '6 cuotas sin interés', cuotas: 6 },
  { numero: 1009, descripcion: '9 cuotas fijas', cuotas: 9 },
  { numero: 1012, descripcion: '12 cuotas sin interés', cuotas: 12 },
  { numero: 1018, descripcion: '18 cuotas fijas', cuotas: 18 },
  { numero: 1024, descripcion: '24 cuotas fijas', cuotas: 24 },
  { numero: 2003, descripcion: 'Cuota Simple 3', cuotas: 3 },
  { numero: 2006, descripcion: 'Cuota Simple 6', cuotas: 6 },
  { numero: 2012, descripcion: 'Cuota Simple 12', cuotas: 12 },
  { numero: 3006, descripcion: '6 cuotas Banco Nación', cuotas: 6 },
  { numero: 3012, descripcion: '12 cuotas Banco Nación', cuotas: 12 },
  { numero: 4003, descripcion: '3 cuotas Naranja X Plan Z', cuotas: 3 },
  { numero: 5001, descripcion: 'Débito - 1 pago', cuotas: 1 },
];

export async function seedPlans(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO planes (id_plataforma, numero, descripcion, cuotas)
     SELECT p.id_plataforma, x.numero, x.descripcion, x.cuotas
       FROM json_to_recordset($1::json) AS x(numero int, descripcion text, cuotas int)
      CROSS JOIN (VALUES (0), (1), (2)) AS p(id_plataforma)`,
    [JSON.stringify(plans)],
  );
}

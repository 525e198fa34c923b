// Demo novedades and concepts (issue 19 point 7): concepts of both actions (one that can never
// be deleted), and novedades of the three sellers over the last 60 days in every state, some
// referring to one of the seller's orders, deterministically.
import type { Queryable } from '../db.ts';
import { addDays, todayInMarket } from '../../../domain/dates.ts';
import { random } from './random.ts';

const concepts: readonly { nombre: string; idSubtipo: 1 | 2; permiteEliminar: boolean }[] = [
  { nombre: 'Bonificación comercial', idSubtipo: 1, permiteEliminar: true },
  { nombre: 'Reintegro de envío', idSubtipo: 1, permiteEliminar: true },
  { nombre: 'Ajuste a favor del seller', idSubtipo: 1, permiteEliminar: true },
  { nombre: 'Cargo por devolución', idSubtipo: 2, permiteEliminar: true },
  { nombre: 'Penalidad por demora en despacho', idSubtipo: 2, permiteEliminar: true },
  { nombre: 'Ajuste a favor del Market', idSubtipo: 2, permiteEliminar: false },
  // Used by no novedad: the one the demo can edit and delete.
  { nombre: 'Campaña de marketing', idSubtipo: 2, permiteEliminar: true },
];

const notes = [
  null,
  'Acordado con el área comercial.',
  'Reclamo del comprador resuelto a favor.',
  'Ver ticket de soporte.',
  null,
  'Envío devuelto por el correo.',
];

export async function seedNovedades(q: Queryable): Promise<void> {
  const ids: number[] = [];
  for (const c of concepts) {
    const [row] = await q.query<{ id_tipo_novedad: number }>(
      `INSERT INTO novedad_conceptos (nombre, id_subtipo, permite_eliminar) VALUES ($1, $2, $3)
       RETURNING id_tipo_novedad`,
      [c.nombre, c.idSubtipo, c.permiteEliminar],
    );
    if (row) ids.push(row.id_tipo_novedad);
  }
  const usable = ids.slice(0, 6);
  const [moderador] = await q.query<{ id_usuario: number }>(
    "SELECT id_usuario FROM users WHERE nombre_usuario = 'moderador'",
  );
  const orders = await q.query<{ id_orden: number; id_seller: number }>(
    'SELECT id_orden, id_seller FROM ordenes ORDER BY id_orden',
  );
  const sellers = await q.query<{ id_seller: number }>(
    'SELECT id_seller FROM sellers ORDER BY id_seller LIMIT 3',
  );
  const rnd = random(19);
  const today = todayInMarket();
  const rows: unknown[][] = [];
  // 36 novedades: states 1, 2, 3, 4 in turn (more in preparation and confirmed), newest last.
  const estados = [1, 2, 1, 2, 3, 4, 1, 2, 3];
  for (let i = 0; i < 36; i++) {
    const seller = sellers[i % sellers.length]?.id_seller;
    if (seller === undefined) break;
    const own = orders.filter((o) => o.id_seller === seller);
    const orden =
      i % 3 === 0 && own.length > 0 ? (own[Math.floor(rnd() * own.length)]?.id_orden ?? 0) : 0;
    rows.push([
      addDays(today, -(59 - Math.floor((i * 59) / 35))),
      seller,
      usable[Math.floor(rnd() * usable.length)],
      (500 + Math.floor(rnd() * 60) * 250).toFixed(2),
      orden,
      notes[i % notes.length],
      estados[i % estados.length],
      moderador?.id_usuario ?? null,
    ]);
  }
  await q.query(
    `INSERT INTO novedades (fecha, id_seller, id_tipo_novedad, importe, orden_referencia,
                            observaciones, id_estado, id_usuario_alta)
     SELECT x.fecha::date, x.seller, x.concepto, x.importe::numeric, x.orden, x.obs, x.estado, x.usuario
       FROM json_to_recordset($1::json)
            AS x(fecha text, seller int, concepto int, importe text, orden bigint, obs text,
                 estado smallint, usuario int)`,
    [
      JSON.stringify(
        rows.map(([fecha, seller, concepto, importe, orden, obs, estado, usuario]) => ({
          fecha,
          seller,
          concepto,
          importe,
          orden,
          obs,
          estado,
          usuario,
        })),
      ),
    ],
  );
}

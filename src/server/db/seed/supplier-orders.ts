// The demo green-sale orders (001 §2.2, §3; DECISIONS 14; issue 15 point 5): two suppliers,
// those of the demo users `proveedor` (1001) and `proveedor2` (1002) of step 0001,
// and one demo order in four of the sellers' home deliveries made a green-sale order of one of
// them, each with its receipt number. Some of the older ones already had their label
// downloaded ('Volver a Descargar Oblea'). Deterministic: the same data on every seed.
import type { Queryable } from '../db.ts';

export const demoSuppliers = [
  { idProveedor: 1001, descripcion: 'Distribuidora Andina S.A.' },
  { idProveedor: 1002, descripcion: 'Logística Verde del Sur S.R.L.' },
] as const;

export async function seedSupplierOrders(q: Queryable): Promise<void> {
  for (const p of demoSuppliers) {
    await q.query('INSERT INTO proveedores (id_proveedor, descripcion) VALUES ($1, $2)', [
      p.idProveedor,
      p.descripcion,
    ]);
  }
  // Every fourth home delivery, by id: odd picks to the first supplier, even to the second.
  // The eldest tenth of each supplier's orders had its label downloaded by that supplier.
  await q.query(
    `WITH picked AS (
       SELECT o.id_orden, o.fecha,
              row_number() OVER (ORDER BY o.id_orden) AS n
         FROM ordenes o
        WHERE o.id_tipo_entrega = 1 AND o.id_orden % 4 = 0
     ), owned AS (
       SELECT id_orden, fecha, CASE WHEN n % 2 = 1 THEN 1001 ELSE 1002 END AS id_proveedor
         FROM picked
     ), ranked AS (
       SELECT id_orden, fecha, id_proveedor,
              percent_rank() OVER (PARTITION BY id_proveedor ORDER BY fecha) AS edad
         FROM owned
     )
     INSERT INTO ventas_verdes (id_orden, id_proveedor, comprobante, oblea_id_usuario,
                                oblea_fecha_descarga, oblea_fecha_actualizacion)
     SELECT r.id_orden, r.id_proveedor,
            '0001-' || lpad(r.id_orden::text, 8, '0'),
            CASE WHEN r.edad < 0.1 THEN u.id_usuario END,
            CASE WHEN r.edad < 0.1 THEN r.fecha + interval '1 day' END,
            CASE WHEN r.edad < 0.1 THEN r.fecha + interval '1 day' END
       FROM ranked r
       JOIN LATERAL (SELECT id_usuario FROM users
                      WHERE tipo_usuario = 7 AND id_proveedor = r.id_proveedor
                      ORDER BY id_usuario LIMIT 1) u ON true`,
  );
}

// Demo notifications (000 §2.5): the demo users' settings on for every type they may have
// (DECISIONS 27), then notifications of every type for sellers 1 and 2, created through the
// one server function (notify), so that each is delivered as the product delivers it.
import type { Queryable } from '../db.ts';
import { isTipoUsuario } from '../../../domain/roles.ts';
import { notificationSettingsFor } from '../../../domain/permissions.ts';
import { notify } from '../../shared/notify.ts';

const HOUR = 3_600_000;

export async function seedNotificationSettings(q: Queryable): Promise<void> {
  const users = await q.query<{ id_usuario: number; tipo_usuario: number }>(
    'SELECT id_usuario, tipo_usuario FROM users ORDER BY id_usuario',
  );
  for (const u of users) {
    if (!isTipoUsuario(u.tipo_usuario)) continue;
    for (const tipo of notificationSettingsFor(u.tipo_usuario)) {
      await q.query(
        `INSERT INTO notificacion_ajustes (id_usuario, id_tipo_notificacion, activado)
         VALUES ($1, $2, true) ON CONFLICT DO NOTHING`,
        [u.id_usuario, tipo],
      );
    }
  }
}

interface Listing {
  id_publicacion: number;
  sku_market: string;
  titulo: string;
  imagen_principal: string | null;
  stock: number;
  precio_cents: number;
}

interface Order {
  id_orden: number;
  fecha: Date | string;
  sku_market: string | null;
  titulo: string;
  imagen_principal: string | null;
}

async function seedSellerNotifications(q: Queryable, idSeller: number, now: number) {
  const listings = await q.query<Listing>(
    `SELECT id_publicacion, sku_market, titulo, imagen_principal, stock,
            (coalesce(precio_promocional, precio_lista) * 100)::int AS precio_cents
       FROM publicaciones WHERE id_seller = $1 AND estado IN (1, 2)
      ORDER BY id_publicacion LIMIT 8`,
    [idSeller],
  );
  const firstLine = `(SELECT i.sku_market FROM orden_items i WHERE i.id_orden = o.id_orden
                      ORDER BY i.id_item LIMIT 1) AS sku_market,
                     coalesce((SELECT i.titulo FROM orden_items i WHERE i.id_orden = o.id_orden
                               ORDER BY i.id_item LIMIT 1), 'Orden ' || o.id_orden) AS titulo,
                     (SELECT p.imagen_principal FROM orden_items i
                        JOIN publicaciones p USING (id_publicacion)
                       WHERE i.id_orden = o.id_orden ORDER BY i.id_item LIMIT 1)
                       AS imagen_principal`;
  const newOrders = await q.query<Order>(
    `SELECT o.id_orden, o.fecha, ${firstLine} FROM ordenes o
      WHERE o.id_seller = $1 AND o.estado <> 5 AND NOT o.anulada_por_market
      ORDER BY o.fecha DESC LIMIT 5`,
    [idSeller],
  );
  const cancelled = await q.query<Order>(
    `SELECT o.id_orden, o.fecha, ${firstLine} FROM ordenes o
      WHERE o.id_seller = $1 AND (o.estado = 5 OR o.anulada_por_market)
      ORDER BY o.fecha DESC LIMIT 3`,
    [idSeller],
  );
  const base = (l: Listing) => ({
    idSeller,
    idPublicacion: l.id_publicacion,
    codigoProducto: l.sku_market,
    imagen: l.imagen_principal,
    titulo: l.titulo,
  });
  for (const [i, l] of listings.slice(0, 4).entries()) {
    await notify(q, {
      tipo: 1,
      ...base(l),
      stockAnterior: l.stock + 3 + i,
      stockActual: l.stock,
      fecha: new Date(now - (6 + i * 19) * HOUR),
    });
  }
  for (const [i, l] of listings.slice(2, 6).entries()) {
    // A 5 to 12 % increase, rounded to the hundred pesos.
    const before = Math.round((l.precio_cents * (100 - 5 - i * 2)) / 100 / 10_000) * 10_000;
    await notify(q, {
      tipo: 2,
      ...base(l),
      precioAnteriorCentavos: before,
      precioActualCentavos: l.precio_cents,
      fecha: new Date(now - (9 + i * 23) * HOUR),
    });
  }
  for (const o of newOrders) {
    await notify(q, {
      tipo: 3,
      idSeller,
      idOrden: o.id_orden,
      codigoProducto: o.sku_market,
      imagen: o.imagen_principal,
      titulo: o.titulo,
      fecha: new Date(o.fecha),
    });
  }
  for (const o of cancelled) {
    await notify(q, {
      tipo: 4,
      idSeller,
      idOrden: o.id_orden,
      codigoProducto: o.sku_market,
      imagen: o.imagen_principal,
      titulo: o.titulo,
      fecha: new Date(Math.min(now, new Date(o.fecha).getTime() + 2 * HOUR)),
    });
  }
  for (const [i, l] of listings.slice(5, 8).entries()) {
    await notify(q, {
      tipo: 6,
      ...base(l),
      cuotasAnteriores: 3 + i * 3,
      cuotasActuales: 6 + i * 3,
      fecha: new Date(now - (30 + i * 41) * HOUR),
    });
  }
}

export async function seedNotifications(q: Queryable): Promise<void> {
  await seedNotificationSettings(q);
  const [clock] = await q.query<{ ahora: Date | string }>('SELECT now() AS ahora');
  const now = new Date(clock?.ahora ?? Date.now()).getTime();
  for (const idSeller of [1, 2]) await seedSellerNotifications(q, idSeller, now);
}

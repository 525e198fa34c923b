// Demo images (DECISIONS 14): every seeded listing gets one or two product tiles, coloured by
// its category, so that the list's cards and the edit screen's image tab show pictures. They
// are stored in the database with the rest of the seed (see src/server/files/store.ts).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { productTilePng } from '../../files/demo-image.ts';

const palette: readonly (readonly [number, number, number])[] = [
  [30, 110, 200],
  [220, 60, 60],
  [40, 160, 90],
  [240, 150, 30],
  [120, 80, 190],
  [20, 150, 160],
  [200, 80, 140],
  [110, 110, 120],
];

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

export async function seedListingImages(q: Queryable): Promise<void> {
  const listings = await q.query<{ id_publicacion: number; categoria: string | null }>(
    `SELECT id_publicacion, categoria FROM publicaciones p
      WHERE NOT EXISTS (SELECT 1 FROM publicacion_imagenes i WHERE i.id_publicacion = p.id_publicacion)
      ORDER BY id_publicacion`,
  );
  // One tile per colour and shape, shared by the listings that use it.
  const tiles = new Map<string, string>();
  const tileUrl = async (color: number, variant: number): Promise<string> => {
    const key = `${String(color)}-${String(variant)}`;
    const known = tiles.get(key);
    if (known) return known;
    const nombre = `${randomUUID()}.png`;
    await q.query('INSERT INTO archivos (nombre, tipo, contenido) VALUES ($1, $2, $3)', [
      nombre,
      'image/png',
      productTilePng(palette[color] ?? [30, 110, 200], 320, variant),
    ]);
    const url = `/Imagen/${nombre}`;
    tiles.set(key, url);
    return url;
  };
  for (const l of listings) {
    const color = hash(l.categoria ?? 'x') % palette.length;
    const count = l.id_publicacion % 3 === 0 ? 2 : 1;
    for (let i = 0; i < count; i++) {
      await q.query(
        'INSERT INTO publicacion_imagenes (id_publicacion, url_imagen, posicion) VALUES ($1, $2, $3)',
        [l.id_publicacion, await tileUrl(color, (l.id_publicacion + i) % 3), i + 1],
      );
    }
    await q.query(
      `UPDATE publicaciones SET imagen_principal = (
         SELECT url_imagen FROM publicacion_imagenes WHERE id_publicacion = $1 ORDER BY posicion LIMIT 1)
        WHERE id_publicacion = $1`,
      [l.id_publicacion],
    );
  }
}

/**
 * Notifications show the image of the listing they are about (or of an order's first line),
 * as the product serves it (/Imagen/...). Seeded notifications are written before the listing
 * images exist, and databases seeded earlier pointed at a made-up host: both get the listing's
 * own image, or none.
 */
export async function seedNotificationImages(q: Queryable): Promise<void> {
  await q.query(
    `UPDATE notificaciones n
        SET imagen = coalesce(
              (SELECT p.imagen_principal FROM publicaciones p
                WHERE p.id_publicacion = n.id_publicacion),
              (SELECT p.imagen_principal FROM orden_items i
                 JOIN publicaciones p USING (id_publicacion)
                WHERE i.id_orden = n.id_orden ORDER BY i.id_item LIMIT 1))
      WHERE n.imagen IS NULL OR n.imagen NOT LIKE '/Imagen/%'`,
  );
  // Listings of databases seeded before their images were served locally.
  await q.query(
    `UPDATE publicaciones p
        SET imagen_principal = (SELECT url_imagen FROM publicacion_imagenes i
                                 WHERE i.id_publicacion = p.id_publicacion
                                 ORDER BY posicion LIMIT 1)
      WHERE p.imagen_principal IS NOT NULL AND p.imagen_principal NOT LIKE '/Imagen/%'`,
  );
}

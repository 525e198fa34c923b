// The listings a bulk call reads or changes, found many at a time (one statement per file, not
// one per row), always within the caller's seller scope and among live listings (estado 1-4).
// Thousands of rows come back as one JSON value (rowsAsOne): the drivers turn each row into an
// object far more slowly (issue 37 point 4: 10 000 listings in about a third of the time).
import { rowsAsOne, type Queryable } from '../db/db.ts';
import type { EstadoPublicacion } from '../../../machines/listing.ts';

/** What a prices-and-stock or type-and-shipping row needs of a stored listing. */
export interface StoredListing {
  id_publicacion: number;
  id_seller: number;
  sku_seller: string | null;
  sku_market: string | null;
  titulo: string;
  estado: EstadoPublicacion;
  stock: number;
  precio_lista: string;
  precio_promocional: string | null;
  id_tipo_publicacion: number | null;
  envio_gratis: boolean;
  imagen_principal: string | null;
}

const STORED = `
  SELECT id_publicacion, id_seller, sku_seller, sku_market, titulo, estado, stock,
         precio_lista::text AS precio_lista, precio_promocional::text AS precio_promocional,
         id_tipo_publicacion, envio_gratis, imagen_principal
    FROM publicaciones`;

/** The scope of a call: one seller, or null for every seller (staff). */
export type Scope = number | null;

/** Live listings of the scope whose SKU seller is one of `skus` (ignoring case). */
export async function bySkuSeller(
  q: Queryable,
  scope: Scope,
  skus: readonly string[],
): Promise<StoredListing[]> {
  return rowsAsOne<StoredListing>(
    q,
    `${STORED}
      WHERE estado <> 5 AND ($1::int IS NULL OR id_seller = $1)
        AND lower(sku_seller) = ANY($2::text[])`,
    'x.id_publicacion',
    [scope, skus.map((s) => s.toLowerCase())],
  );
}

/** Live listings of the scope whose SKU market is one of `skus` (ignoring case). */
export async function bySkuMarket(
  q: Queryable,
  scope: Scope,
  skus: readonly string[],
  lock = false,
): Promise<StoredListing[]> {
  return rowsAsOne<StoredListing>(
    q,
    `${STORED}
      WHERE estado <> 5 AND ($1::int IS NULL OR id_seller = $1)
        AND lower(sku_market) = ANY($2::text[])
      ORDER BY id_publicacion${lock ? ' FOR UPDATE' : ''}`,
    'x.id_publicacion',
    [scope, skus.map((s) => s.toLowerCase())],
  );
}

/**
 * Live listings of the scope among `ids`; with `lock` they stay locked until the
 * transaction ends, so what was checked is what is written.
 */
export async function byIds(
  q: Queryable,
  scope: Scope,
  ids: readonly number[],
  lock = false,
): Promise<StoredListing[]> {
  return rowsAsOne<StoredListing>(
    q,
    `${STORED}
      WHERE estado <> 5 AND ($1::int IS NULL OR id_seller = $1)
        AND id_publicacion = ANY($2::int[])
      ORDER BY id_publicacion${lock ? ' FOR UPDATE' : ''}`,
    'x.id_publicacion',
    [scope, [...ids]],
  );
}

export interface PriceStockWrite {
  id: number;
  stock: number;
  precioLista: string;
  precioPromocional: string | null;
}

/** Writes stock and prices of many listings in one statement. */
export async function writePriceStock(q: Queryable, rows: readonly PriceStockWrite[]) {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE publicaciones p
        SET stock = v.stock, precio_lista = v.lista::numeric,
            precio_promocional = v.promo::numeric, fecha_ultima_modificacion = now()
       FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS v(id, stock, lista, promo)
      WHERE p.id_publicacion = v.id`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.stock),
      rows.map((r) => r.precioLista),
      rows.map((r) => r.precioPromocional),
    ],
  );
}

/** A listing's audit row of a bulk change that leaves its estado as it is (DECISIONS 10). */
export interface ListingAudit {
  id: number;
  estado: number;
  /** The Historial's before and after (src/server/listings/history.ts); null: none. */
  anterior: string | null;
  nuevo: string | null;
}

/**
 * The audit rows of many listings changed by one bulk call, in one statement: what is common
 * to all (event, user, batch) is sent once, not once per row (issue 37 point 4).
 */
export async function auditListings(
  q: Queryable,
  rows: readonly ListingAudit[],
  common: { evento: string; idUsuario: number; lote: string },
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario, detalle, lote)
     SELECT 'publicacion', t.id::text, t.estado::text, t.estado::text, $1, $2,
            CASE WHEN coalesce(t.anterior, t.nuevo) IS NOT NULL
                 THEN jsonb_strip_nulls(jsonb_build_object('anterior', t.anterior, 'nuevo', t.nuevo))
            END, $3
       FROM unnest($4::int[], $5::int[], $6::text[], $7::text[]) AS t(id, estado, anterior, nuevo)`,
    [
      common.evento,
      common.idUsuario,
      common.lote,
      rows.map((r) => r.id),
      rows.map((r) => r.estado),
      rows.map((r) => r.anterior),
      rows.map((r) => r.nuevo),
    ],
  );
}

/** A listing changed one by one (dimensions, images) records when it was last modified. */
export async function touchListing(q: Queryable, id: number): Promise<void> {
  await q.query(
    'UPDATE publicaciones SET fecha_ultima_modificacion = now() WHERE id_publicacion = $1',
    [id],
  );
}

export interface TypeShippingWrite {
  id: number;
  idTipoPublicacion: number | null;
  envioGratis: boolean;
}

/** Writes the listing type and free shipping of many listings in one statement. */
export async function writeTypeShipping(q: Queryable, rows: readonly TypeShippingWrite[]) {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE publicaciones p
        SET id_tipo_publicacion = v.tipo, envio_gratis = v.envio,
            fecha_ultima_modificacion = now()
       FROM unnest($1::int[], $2::int[], $3::boolean[]) AS v(id, tipo, envio)
      WHERE p.id_publicacion = v.id`,
    [rows.map((r) => r.id), rows.map((r) => r.idTipoPublicacion), rows.map((r) => r.envioGratis)],
  );
}

/** A catalogue as rows of code and description (brands: marcas; categories: subfamilias). */
export async function catalogue(
  q: Queryable,
  table: 'marcas' | 'subfamilias',
): Promise<{ codigo: string; descripcion: string }[]> {
  return q.query(`SELECT codigo, descripcion FROM ${table} ORDER BY descripcion, codigo`);
}

/**
 * The example row of the creation template names an image that exists: kept in the file store's
 * table under its fixed name (once; a stored one stays as it is).
 */
export async function keepExampleImage(q: Queryable, nombre: string, png: Buffer): Promise<void> {
  await q.query(
    `INSERT INTO archivos (nombre, tipo, contenido) VALUES ($1, 'image/png', $2)
     ON CONFLICT (nombre) DO NOTHING`,
    [nombre, png],
  );
}

/** The codes the creation template's example row names: the first of each catalogue. */
export async function exampleCodes(
  q: Queryable,
): Promise<{ categoria: string | undefined; marca: string | undefined; tipo: number | undefined }> {
  const [cat] = await q.query<{ codigo: string }>(
    'SELECT codigo FROM subfamilias ORDER BY codigo LIMIT 1',
  );
  const [marca] = await q.query<{ codigo: string }>(
    'SELECT codigo FROM marcas ORDER BY codigo LIMIT 1',
  );
  const [tp] = await q.query<{ id: number }>(
    'SELECT id_tipo_publicacion AS id FROM tipos_publicacion WHERE activo ORDER BY 1 LIMIT 1',
  );
  return { categoria: cat?.codigo, marca: marca?.codigo, tipo: tp?.id };
}

/** The seller's sufijo (the start of its listings' skuMarket); undefined when no such seller. */
export async function sellerSufijo(
  q: Queryable,
  idSeller: number,
): Promise<string | null | undefined> {
  const rows = await q.query<{ sufijo: string | null }>(
    'SELECT sufijo FROM sellers WHERE id_seller = $1',
    [idSeller],
  );
  return rows[0] === undefined ? undefined : rows[0].sufijo;
}

/** Live listings of a seller for a pre-filled template, by idPublicacion. */
export async function listingsOfSeller(
  q: Queryable,
  idSeller: number,
  limit: number,
  withSkuSeller: boolean,
): Promise<StoredListing[]> {
  return q.query<StoredListing>(
    `${STORED}
      WHERE estado <> 5 AND id_seller = $1 ${withSkuSeller ? "AND coalesce(sku_seller, '') <> ''" : ''}
      ORDER BY id_publicacion LIMIT $2`,
    [idSeller, limit],
  );
}

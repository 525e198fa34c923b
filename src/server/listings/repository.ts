// The listings' tables as the listings area reads and writes them: a listing as the contract
// answers it (000 §3 Publicacion), the list and its counters, the workflow's and the form's
// writes, and the catalogue references a listing's checks look up.
import type { Queryable } from '../db/db.ts';
import type { components } from '../../api/schema.d.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { garantiaExtActiva } from '../../domain/listing-rules.ts';
import {
  countersQuery,
  listPageQuery,
  type CountersRow,
  type ListFilter,
  type ListPageRow,
} from './list-query.ts';

export type Publicacion = components['schemas']['Publicacion'];
export type Estado = 1 | 2 | 3 | 4 | 5;

export interface ListingRow {
  id_publicacion: number;
  id_seller: number;
  nombre_seller: string;
  seller_envio_propio: boolean;
  titulo: string;
  ean: string | null;
  categoria: string | null;
  descripcion_categoria: string | null;
  marca: string | null;
  descripcion_marca: string | null;
  stock: number;
  sku_seller: string | null;
  sku_market: string | null;
  precio_lista: string;
  precio_promocional: string | null;
  alicuota_iva: string | null;
  alicuota_impuesto_interno: string | null;
  id_tipo_publicacion: number | null;
  tp_codigo: string | null;
  tp_descripcion: string | null;
  tp_comision: string | null;
  tipo_entrega: number[];
  envio_gratis: boolean;
  envio_propio: boolean;
  descripcion_ampliada: string;
  observacion: string;
  link_youtube: string;
  estado: Estado;
  id_motivo_revision: number | null;
  observaciones_revision: string | null;
  fecha_ultima_modificacion: Date | string;
  fecha_publicacion: Date | string;
  garantia_fabrica: number;
  garantia_ext_cuotas: number | null;
  codigo_legibilidad: string | null;
  id_moneda: number;
  tiene_rebate: boolean;
  exceptuado: boolean;
  id_usuario: number | null;
}

export const LISTING_SELECT = `
  SELECT p.id_publicacion, p.id_seller, s.razon_social AS nombre_seller,
         s.envio_propio AS seller_envio_propio, p.titulo, p.ean,
         p.categoria, sf.descripcion AS descripcion_categoria,
         p.marca, m.descripcion AS descripcion_marca,
         p.stock, p.sku_seller, p.sku_market, p.precio_lista::text AS precio_lista,
         p.precio_promocional::text AS precio_promocional,
         p.alicuota_iva::text AS alicuota_iva,
         p.alicuota_impuesto_interno::text AS alicuota_impuesto_interno,
         p.id_tipo_publicacion, tp.codigo AS tp_codigo, tp.descripcion AS tp_descripcion,
         tp.comision::text AS tp_comision, p.tipo_entrega, p.envio_gratis, p.envio_propio,
         p.descripcion_ampliada, p.observacion, p.link_youtube, p.estado,
         p.id_motivo_revision, p.observaciones_revision, p.fecha_ultima_modificacion,
         p.fecha_publicacion, p.garantia_fabrica, p.garantia_ext_cuotas, p.codigo_legibilidad,
         p.id_moneda, p.exceptuado, p.id_usuario,
         EXISTS (SELECT 1 FROM rebates r
                  WHERE r.id_publicacion = p.id_publicacion
                    AND r.id_estado_rebate IN (1, 2, 3)) AS tiene_rebate
    FROM publicaciones p
    JOIN sellers s ON s.id_seller = p.id_seller
    LEFT JOIN subfamilias sf ON sf.codigo = p.categoria
    LEFT JOIN marcas m ON m.codigo = p.marca
    LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = p.id_tipo_publicacion`;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const amount = (text: string) => amountFromCents(centsFromDecimal(text));

export async function loadListingRow(q: Queryable, id: number): Promise<ListingRow | null> {
  const rows = await q.query<ListingRow>(`${LISTING_SELECT} WHERE p.id_publicacion = $1`, [id]);
  return rows[0] ?? null;
}

export async function toPublicacion(q: Queryable, r: ListingRow): Promise<Publicacion> {
  const dims = await q.query<{ alto: string; ancho: string; profundidad: string; peso: string }>(
    `SELECT alto::text, ancho::text, profundidad::text, peso::text
       FROM publicacion_dimensiones WHERE id_publicacion = $1 ORDER BY orden`,
    [r.id_publicacion],
  );
  const imgs = await q.query<{ id_imagen: number; url_imagen: string; posicion: number }>(
    `SELECT id_imagen, url_imagen, posicion FROM publicacion_imagenes
      WHERE id_publicacion = $1 ORDER BY posicion, id_imagen`,
    [r.id_publicacion],
  );
  return {
    idPublicacion: r.id_publicacion,
    idSeller: r.id_seller,
    nombreSeller: r.nombre_seller,
    titulo: r.titulo,
    ean: r.ean,
    categoria: r.categoria,
    descripcionCategoria: r.descripcion_categoria,
    marca: r.marca,
    descripcionMarca: r.descripcion_marca,
    stock: r.stock,
    skuSeller: r.sku_seller,
    skuMarket: r.sku_market,
    precioLista: amount(r.precio_lista),
    precioPromocional: r.precio_promocional === null ? null : amount(r.precio_promocional),
    alicuotaIva: r.alicuota_iva === null ? null : Number(r.alicuota_iva),
    alicuotaImpuestoInterno:
      r.alicuota_impuesto_interno === null ? null : Number(r.alicuota_impuesto_interno),
    idTipoPublicacion: r.id_tipo_publicacion,
    tipoPublicacion:
      r.id_tipo_publicacion === null || r.tp_codigo === null
        ? null
        : {
            idTipoPublicacion: r.id_tipo_publicacion,
            codigo: r.tp_codigo,
            descripcion: r.tp_descripcion ?? '',
            comision: Number(r.tp_comision ?? 0),
          },
    tipoEntrega: r.tipo_entrega,
    envioGratis: r.envio_gratis,
    envioPropio: r.envio_propio,
    seller: { idSeller: r.id_seller, envioPropio: r.seller_envio_propio },
    dimensiones: dims.map((d) => ({
      alto: Number(d.alto),
      ancho: Number(d.ancho),
      profundidad: Number(d.profundidad),
      peso: Number(d.peso),
    })),
    imagenes: imgs.map((i) => ({
      idImagen: i.id_imagen,
      urlImagen: i.url_imagen,
      posicion: i.posicion,
    })),
    descripcionAmpliada: r.descripcion_ampliada,
    observacion: r.observacion,
    linkYoutube: r.link_youtube,
    estado: r.estado,
    idMotivoRevision: r.id_motivo_revision,
    observacionesRevision: r.observaciones_revision,
    fechaUltimaModificacion: iso(r.fecha_ultima_modificacion),
    fechaPublicacion: iso(r.fecha_publicacion),
    garantiaFabrica: r.garantia_fabrica,
    garantiaExtActiva: garantiaExtActiva(r.garantia_fabrica),
    garantiaExtCuotas: r.garantia_ext_cuotas,
    codigoLegibilidad: r.codigo_legibilidad,
    idMoneda: r.id_moneda,
    tieneRebate: r.tiene_rebate,
    exceptuado: r.exceptuado,
    idUser: r.id_usuario,
  };
}

export async function loadPublicacion(q: Queryable, id: number): Promise<Publicacion | null> {
  const row = await loadListingRow(q, id);
  return row === null ? null : toPublicacion(q, row);
}

// ---- The list of /Publicaciones and its counters (their statements: list-query.ts) ----

export type { CountersRow, ListFilter, ListPageRow };

/** How many live listings a filter finds. */
export async function countListings(q: Queryable, f: ListFilter): Promise<number> {
  const s = listPageQuery(f, 1, 1);
  const [row] = await q.query<{ n: number }>(s.countSql, s.params);
  return row?.n ?? 0;
}

/** One page of the listings a filter finds, by idPublicacion. */
export function listingsPage(
  q: Queryable,
  f: ListFilter,
  page: number,
  size: number,
): Promise<ListPageRow[]> {
  const s = listPageQuery(f, page, size);
  return q.query<ListPageRow>(s.pageSql, s.params);
}

/** The counters of a scope: one seller, or null for every seller. */
export async function listingCounters(
  q: Queryable,
  idSeller: number | null,
): Promise<CountersRow | undefined> {
  const c = countersQuery(idSeller);
  const [row] = await q.query<CountersRow>(c.sql, c.params);
  return row;
}

/** The screen's list in one statement: the filter's count, the scope's counters, one page. */
export async function listingsList(
  q: Queryable,
  f: ListFilter,
  page: number,
  size: number,
): Promise<{ total: number; counters: CountersRow | null; rows: ListPageRow[] }> {
  const s = listPageQuery(f, page, size);
  const [row] = await q.query<{
    n: number;
    counters: CountersRow | null;
    rows: ListPageRow[] | null;
  }>(s.listSql, s.listParams);
  return { total: row?.n ?? 0, counters: row?.counters ?? null, rows: row?.rows ?? [] };
}

// ---- The workflow's writes ----

/** Locks the listing for the rest of the transaction; its seller, or null when there is none. */
export async function lockListing(q: Queryable, id: number): Promise<{ id_seller: number } | null> {
  const rows = await q.query<{ id_seller: number }>(
    'SELECT id_seller FROM publicaciones WHERE id_publicacion = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** The review reason that opens the comment box: the last one of the list ("Otro"). */
export async function lastReviewReason(q: Queryable): Promise<number | null> {
  const rows = await q.query<{ codigo: number }>(
    'SELECT codigo FROM motivos_revision ORDER BY orden DESC, codigo DESC LIMIT 1',
  );
  return rows[0]?.codigo ?? null;
}

/** A review reason in words, for the Historial; null without one. */
export async function reviewReasonText(
  q: Queryable,
  codigo: number | null,
): Promise<string | null> {
  if (codigo === null) return null;
  const rows = await q.query<{ descripcion: string }>(
    'SELECT descripcion FROM motivos_revision WHERE codigo = $1',
    [codigo],
  );
  return rows[0]?.descripcion ?? null;
}

export async function reviewReasonExists(q: Queryable, codigo: number | null): Promise<boolean> {
  const found = await q.query('SELECT 1 FROM motivos_revision WHERE codigo = $1', [codigo]);
  return found.length > 0;
}

/** A workflow step: the estado and the review reason and comment it leaves. */
export async function writeListingEstado(
  q: Queryable,
  id: number,
  estado: number,
  idMotivoRevision: number | null,
  observacionesRevision: string | null,
): Promise<void> {
  await q.query(
    `UPDATE publicaciones
        SET estado = $2, id_motivo_revision = $3, observaciones_revision = $4,
            fecha_ultima_modificacion = now()
      WHERE id_publicacion = $1`,
    [id, estado, idMotivoRevision, observacionesRevision],
  );
}

// ---- A listing's fields, dimensions and images ----

/** What a new listing needs of its seller; undefined when there is no such seller. */
export async function sellerOfNewListing(
  q: Queryable,
  idSeller: number,
): Promise<{ sufijo: string | null; envio_propio: boolean } | undefined> {
  const rows = await q.query<{ sufijo: string | null; envio_propio: boolean }>(
    'SELECT sufijo, envio_propio FROM sellers WHERE id_seller = $1',
    [idSeller],
  );
  return rows[0];
}

/** The columns a create or an edit writes; write.ts's columnValues answers them in this order. */
export const LISTING_COLUMNS = [
  'titulo',
  'ean',
  'categoria',
  'marca',
  'stock',
  'sku_seller',
  'precio_lista',
  'precio_promocional',
  'alicuota_iva',
  'alicuota_impuesto_interno',
  'id_tipo_publicacion',
  'tipo_entrega',
  'envio_gratis',
  'envio_propio',
  'descripcion_ampliada',
  'observacion',
  'link_youtube',
  'garantia_fabrica',
  'garantia_ext_cuotas',
] as const;

/** A new listing's row (values in the order of LISTING_COLUMNS); answers its idPublicacion. */
export async function insertListingRow(
  q: Queryable,
  values: readonly unknown[],
  owner: { idSeller: number; estado: number; userId: number },
): Promise<number> {
  const cols = [...LISTING_COLUMNS, 'id_seller', 'estado', 'id_usuario'];
  const inserted = await q.query<{ id_publicacion: number }>(
    `INSERT INTO publicaciones (${cols.join(', ')})
     VALUES (${cols.map((_, i) => `$${String(i + 1)}`).join(', ')})
     RETURNING id_publicacion`,
    [...values, owner.idSeller, owner.estado, owner.userId],
  );
  const id = inserted[0]?.id_publicacion;
  if (id === undefined) throw new Error('INSERT sin id');
  return id;
}

/** DECISIONS 16: skuMarket = the seller's sufijo and the zero-padded idPublicacion. */
export async function assignSkuMarket(q: Queryable, id: number, sufijo: string): Promise<string> {
  const [sku] = await q.query<{ sku_market: string }>(
    `UPDATE publicaciones SET sku_market = $2 || lpad(id_publicacion::text, 8, '0')
      WHERE id_publicacion = $1 RETURNING sku_market`,
    [id, sufijo],
  );
  return sku?.sku_market ?? '';
}

/** An edit's fields (values in the order of LISTING_COLUMNS). */
export async function updateListingFields(
  q: Queryable,
  id: number,
  values: readonly unknown[],
): Promise<void> {
  await q.query(
    `UPDATE publicaciones
        SET ${LISTING_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')},
            fecha_ultima_modificacion = now()
      WHERE id_publicacion = $1`,
    [id, ...values],
  );
}

export interface DimensionRow {
  alto: number;
  ancho: number;
  profundidad: number;
  peso: number;
}

/** The listing's dimensions become `rows`, numbered in their order. */
export async function replaceDimensions(
  q: Queryable,
  id: number,
  rows: readonly DimensionRow[],
): Promise<void> {
  await q.query('DELETE FROM publicacion_dimensiones WHERE id_publicacion = $1', [id]);
  for (const [i, d] of rows.entries()) {
    await q.query(
      `INSERT INTO publicacion_dimensiones (id_publicacion, orden, alto, ancho, profundidad, peso)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, i + 1, d.alto, d.ancho, d.profundidad, d.peso],
    );
  }
}

/** The ids of the listing's saved images. */
export async function imageIdsOf(q: Queryable, id: number): Promise<number[]> {
  const rows = await q.query<{ id_imagen: number }>(
    'SELECT id_imagen FROM publicacion_imagenes WHERE id_publicacion = $1',
    [id],
  );
  return rows.map((r) => r.id_imagen);
}

export async function deleteImages(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('DELETE FROM publicacion_imagenes WHERE id_imagen = ANY($1::int[])', [[...ids]]);
}

export async function insertImage(
  q: Queryable,
  id: number,
  urlImagen: string,
  posicion: number,
): Promise<void> {
  await q.query(
    'INSERT INTO publicacion_imagenes (id_publicacion, url_imagen, posicion) VALUES ($1, $2, $3)',
    [id, urlImagen, posicion],
  );
}

export async function updateImage(
  q: Queryable,
  idImagen: number,
  posicion: number,
  urlImagen: string,
): Promise<void> {
  await q.query(
    'UPDATE publicacion_imagenes SET posicion = $2, url_imagen = $3 WHERE id_imagen = $1',
    [idImagen, posicion, urlImagen],
  );
}

export async function setImagePosition(
  q: Queryable,
  idImagen: number,
  posicion: number,
): Promise<void> {
  await q.query('UPDATE publicacion_imagenes SET posicion = $2 WHERE id_imagen = $1', [
    idImagen,
    posicion,
  ]);
}

/** The card's image (imagen_principal) is the image in the first position. */
export async function syncMainImage(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE publicaciones SET imagen_principal = (
       SELECT url_imagen FROM publicacion_imagenes WHERE id_publicacion = $1
        ORDER BY posicion, id_imagen LIMIT 1)
      WHERE id_publicacion = $1`,
    [id],
  );
}

// ---- The references a listing names (000 §5), for checkListing ----

const exists = async (q: Queryable, sql: string, params: unknown[]) =>
  (await q.query(sql, params)).length > 0;

export const categoryExists = (q: Queryable, codigo: string) =>
  exists(q, 'SELECT 1 FROM subfamilias WHERE codigo = $1', [codigo]);

export const brandExists = (q: Queryable, codigo: string) =>
  exists(q, 'SELECT 1 FROM marcas WHERE codigo = $1', [codigo]);

export const vatRateExists = (q: Queryable, alicuota: number) =>
  exists(q, 'SELECT 1 FROM alicuotas_iva WHERE alicuota = $1', [alicuota]);

export const activeListingTypeExists = (q: Queryable, idTipoPublicacion: number) =>
  exists(q, 'SELECT 1 FROM tipos_publicacion WHERE id_tipo_publicacion = $1 AND activo', [
    idTipoPublicacion,
  ]);

export const warrantyOptionExists = (q: Queryable, codigoProducto: string, cuotas: number) =>
  exists(q, 'SELECT 1 FROM garantias WHERE codigo_producto = $1 AND cantidad_cuotas = $2', [
    codigoProducto,
    cuotas,
  ]);

/** Whether another live listing of the seller has the SKU seller (ignoring case). */
export const skuSellerTaken = (
  q: Queryable,
  idSeller: number,
  skuSeller: string,
  idPublicacion: number | null,
) =>
  exists(
    q,
    `SELECT 1 FROM publicaciones
      WHERE id_seller = $1 AND lower(sku_seller) = lower($2) AND estado <> 5
        AND id_publicacion IS DISTINCT FROM $3`,
    [idSeller, skuSeller, idPublicacion],
  );

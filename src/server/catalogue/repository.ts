// The catalogue's seeded tables (DECISIONS 9) as the catalogue area reads them: brands,
// categories, articles, VAT rates, review reasons, listing types and warranties.
import type { Queryable } from '../db/db.ts';
import { fold, likePattern } from '../db/text-search.ts';

/** The brand and category selectors show at most this many matches (contract). */
export const SEARCH_LIMIT = 50;

export interface Opcion {
  codigo: string;
  descripcion: string;
}

/**
 * Alphabetical order that ignores case and accents and is the same on every server, whatever
 * its collation ('Emegé' between 'Electrolux' and 'Fila', 'Ñandú' among the N).
 */
const byText = (column: string) => `${fold(column)} COLLATE "C", ${column} COLLATE "C"`;

/** Brands or categories whose description contains the text, by description. */
export function searchOptions(q: Queryable, table: 'marcas' | 'subfamilias', text: string) {
  return q.query<Opcion>(
    `SELECT codigo, descripcion FROM ${table}
      WHERE $1 = '%%' OR ${fold('descripcion')} LIKE $1
      ORDER BY ${byText('descripcion')}, codigo
      LIMIT ${SEARCH_LIMIT}`,
    [likePattern(text)],
  );
}

export function vatRates(q: Queryable) {
  return q.query<{ id: number; alicuota: string }>(
    'SELECT id, alicuota::text AS alicuota FROM alicuotas_iva ORDER BY alicuota, id',
  );
}

export interface ArticuloRow {
  codigo: string;
  descripcion: string;
  marca: string;
  descripcion_marca: string;
  categoria: string;
  descripcion_categoria: string;
}

/** An article by its code (EAN), with its brand's and category's descriptions. */
export async function loadArticle(q: Queryable, codigo: string): Promise<ArticuloRow | undefined> {
  const [row] = await q.query<ArticuloRow>(
    `SELECT a.codigo, a.descripcion, m.codigo AS marca, m.descripcion AS descripcion_marca,
            sf.codigo AS categoria, sf.descripcion AS descripcion_categoria
       FROM articulos a
       JOIN marcas m ON m.codigo = a.marca
       JOIN subfamilias sf ON sf.codigo = a.categoria
      WHERE a.codigo = $1`,
    [codigo],
  );
  return row;
}

export async function loadCategory(q: Queryable, codigo: string): Promise<Opcion | undefined> {
  const [row] = await q.query<Opcion>(
    'SELECT codigo, descripcion FROM subfamilias WHERE codigo = $1',
    [codigo],
  );
  return row;
}

/** DECISIONS 9: `orden` keeps "Otro" last. */
export function reviewReasons(q: Queryable) {
  return q.query<{ codigo: number; descripcion: string }>(
    'SELECT codigo, descripcion FROM motivos_revision ORDER BY orden, codigo',
  );
}

export interface TipoPublicacionActivo {
  idTipoPublicacion: number;
  codigo: string;
  descripcion: string;
  /** A percentage with two decimals (numeric(5,2)), not an amount. */
  comision: number;
}

/**
 * The active listing types, by description (the catalogue's option list) or by number (the
 * bulk screens' list, whose number a template row names); at most `limit` (null: all).
 */
export async function activeListingTypes(
  q: Queryable,
  { orderBy, limit = null }: { orderBy: 'descripcion' | 'id'; limit?: number | null },
): Promise<TipoPublicacionActivo[]> {
  const order = orderBy === 'descripcion' ? `${byText('descripcion')}, ` : '';
  const rows = await q.query<{
    id_tipo_publicacion: number;
    codigo: string;
    descripcion: string;
    comision: string;
  }>(
    `SELECT id_tipo_publicacion, codigo, descripcion, comision::text AS comision
       FROM tipos_publicacion
      WHERE activo
      ORDER BY ${order}id_tipo_publicacion
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    idTipoPublicacion: r.id_tipo_publicacion,
    codigo: r.codigo,
    descripcion: r.descripcion,
    comision: Number(r.comision),
  }));
}

/** The extended-warranty options of a product, fewest instalments first. */
export function warrantiesOf(q: Queryable, codigoProducto: string) {
  return q.query<{ cantidad_cuotas: number; valor_cuota: string }>(
    `SELECT cantidad_cuotas, valor_cuota::text AS valor_cuota
       FROM garantias WHERE codigo_producto = $1
      ORDER BY cantidad_cuotas`,
    [codigoProducto],
  );
}

// The SQL of one page of /Publicaciones (000 §2.6) and of its counters, in one place: the
// handler runs it, and scripts/bench/listings-list.ts times the same statements bare.
import { foldText, likePattern } from '../db/text-search.ts';
import { marketDayStartSql } from '../shared/market-day.ts';
import type { EstadoPublicacion } from '../../../machines/listing.ts';

export interface ListFilter {
  /** One seller, or null for every seller (the scope is decided by the caller). */
  idSeller: number | null;
  skuSeller?: string | undefined;
  skuMarket?: string | undefined;
  marca?: string | undefined;
  categoria?: string | undefined;
  estado?: number | undefined;
  /** Market days (YYYY-MM-DD), both included. */
  fechaDesde?: string | undefined;
  fechaHasta?: string | undefined;
  idTipoPublicacion?: number | undefined;
  /** 0 Todos, 1 Sin Stock, 2 Con Stock. */
  stock?: number | undefined;
  /**
   * A queue of 'Pendientes' (issue 35): its condition on the estado of a table alias (the
   * listings, their SKUs or their per-day counts, which all hold it); src/server/pending/.
   */
  pendiente?: ((alias: string) => string) | undefined;
}

export interface ListPageRow {
  id_publicacion: number;
  id_seller: number;
  nombre_seller: string;
  fecha_publicacion: Date | string;
  imagen_principal: string | null;
  titulo: string;
  descripcion_marca: string | null;
  descripcion_categoria: string | null;
  sku_seller: string | null;
  sku_market: string | null;
  tipo_publicacion: string | null;
  stock: number;
  tipo_entrega: number[];
  envio_gratis: boolean;
  precio_lista: string;
  precio_promocional: string | null;
  estado: EstadoPublicacion;
  exceptuado: boolean;
}

export interface CountersRow {
  total: number;
  en_revision: number;
  activos: number;
  con_stock: number;
}

/**
 * The count and page statements of a filter, ordered by idPublicacion (000 §2.6). Both read
 * the same parameters. Made for 100 000 listings (scripts/bench/listings-list.ts, migration
 * 0019), the way the orders list is:
 * - a filter of seller, estado, dates and stock only (the screen as it opens) sums the per-day
 *   counts of publicacion_totales_dia instead of counting the listings: the same number, whole
 *   market days;
 * - a SKU is searched folded (case and accents ignored, as every search of the product) in
 *   publicacion_skus, which holds each listing's seller and estado too: the GIN index of the
 *   SKUs' trigrams gives the few listings that can hold the text, and their folded SKU is
 *   compared; the same listings as folding every SKU. publicaciones is read only for the
 *   conditions that table has not;
 * - the page picks its keys first and reads the columns of those 10 listings only.
 */
export function listPageQuery(f: ListFilter, page: number, size: number) {
  const skuSeller = f.skuSeller?.trim() ?? '';
  const skuMarket = f.skuMarket?.trim() ?? '';
  // Where the keys come from: the SKUs' table in a SKU search, the listings otherwise.
  const key = skuSeller || skuMarket ? 'k' : 'p';
  let readsListings = key === 'p';
  const where: string[] = [`${key}.estado <> 5`];
  const byDay: string[] = ['t.estado <> 5'];
  const params: unknown[] = [];
  /** Whether every condition so far has its twin on publicacion_totales_dia. */
  let perDay = key === 'p';
  const param = (value: unknown) => {
    params.push(value);
    return `$${String(params.length)}`;
  };
  /** A condition, and the same one on publicacion_totales_dia when it has one. */
  const add = (sql: string, value: unknown, daySql?: string) => {
    const n = param(value);
    where.push(sql.replaceAll('?', n));
    if (daySql === undefined) perDay = false;
    else byDay.push(daySql.replaceAll('?', n));
  };
  /** A condition on the listings' own columns (publicacion_skus has not these). */
  const addListing = (sql: string, value: unknown, daySql?: string) => {
    readsListings = true;
    add(sql, value, daySql);
  };
  /** The listings whose folded SKU (column `sku_seller` or `sku_market`) holds `text`. */
  const sku = (column: 'sku_seller' | 'sku_market', text: string) => {
    const folded = foldText(text);
    // Fewer than three characters (as PostgreSQL counts them: code points) have no trigram:
    // the folded SKUs are compared one by one.
    if (Array.from(folded).length >= 3) {
      const prefix = column === 'sku_seller' ? 's' : 'm';
      where.push(`k.trigramas @> sku_trigramas('${prefix}', ${param(folded)})`);
    }
    where.push(`k.${column} LIKE ${param(likePattern(text))} ESCAPE '\\'`);
  };
  if (f.idSeller !== null) add(`${key}.id_seller = ?`, f.idSeller, 't.id_seller = ?');
  if (skuSeller) sku('sku_seller', skuSeller);
  if (skuMarket) sku('sku_market', skuMarket);
  if (f.marca?.trim()) addListing('p.marca = ?', f.marca.trim());
  if (f.categoria?.trim()) addListing('p.categoria = ?', f.categoria.trim());
  if (f.estado !== undefined) add(`${key}.estado = ?`, f.estado, 't.estado = ?');
  if (f.pendiente) {
    where.push(f.pendiente(key));
    byDay.push(f.pendiente('t'));
  }
  // Whole market days, compared on the stored instant so that the index can be used.
  if (f.fechaDesde) {
    addListing(
      `p.fecha_publicacion >= ${marketDayStartSql('?')}`,
      f.fechaDesde,
      't.dia >= (?)::date',
    );
  }
  if (f.fechaHasta) {
    addListing(
      `p.fecha_publicacion < ${marketDayStartSql('(?::date + 1)')}`,
      f.fechaHasta,
      't.dia <= (?)::date',
    );
  }
  if (f.idTipoPublicacion !== undefined)
    addListing('p.id_tipo_publicacion = ?', f.idTipoPublicacion);
  // 0 Todos, 1 Sin Stock, 2 Con Stock: the per-day rows count both.
  let counted = 't.n';
  if (f.stock === 1 || f.stock === 2) {
    where.push(f.stock === 1 ? 'p.stock = 0' : 'p.stock > 0');
    readsListings = true;
    counted = f.stock === 1 ? 't.n - t.con_stock' : 't.con_stock';
  }
  const filter = where.join(' AND ');
  const from =
    key === 'p'
      ? 'publicaciones p'
      : readsListings
        ? 'publicacion_skus k JOIN publicaciones p ON p.id_publicacion = k.id_publicacion'
        : 'publicacion_skus k';
  const countSql = perDay
    ? `SELECT coalesce(sum(${counted}), 0)::int AS n
         FROM publicacion_totales_dia t WHERE ${byDay.join(' AND ')}`
    : `SELECT count(*)::int AS n FROM ${from} WHERE ${filter}`;
  const keysSql = (source: string) => `SELECT ${key}.id_publicacion FROM ${source}
         ORDER BY ${key}.id_publicacion
         LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`;
  // The descriptions are read by key, one small lookup each: planning a join of six tables
  // cost more than running it.
  const rowsOf = (keys: string) => `SELECT p.id_publicacion, p.id_seller,
         (SELECT s.razon_social FROM sellers s WHERE s.id_seller = p.id_seller) AS nombre_seller,
         p.fecha_publicacion, p.imagen_principal, p.titulo,
         (SELECT m.descripcion FROM marcas m WHERE m.codigo = p.marca) AS descripcion_marca,
         (SELECT sf.descripcion FROM subfamilias sf
           WHERE sf.codigo = p.categoria) AS descripcion_categoria,
         p.sku_seller, p.sku_market,
         (SELECT tp.descripcion FROM tipos_publicacion tp
           WHERE tp.id_tipo_publicacion = p.id_tipo_publicacion) AS tipo_publicacion,
         p.stock, p.tipo_entrega, p.envio_gratis, p.precio_lista::text AS precio_lista,
         p.precio_promocional::text AS precio_promocional, p.estado, p.exceptuado
    FROM (${keys}) ids JOIN publicaciones p ON p.id_publicacion = ids.id_publicacion`;
  const counters = countersQuery(f.idSeller, params.length + 1);
  return {
    size,
    params,
    countSql,
    pageSql: `${rowsOf(keysSql(`${from} WHERE ${filter}`))} ORDER BY ids.id_publicacion`,
    /**
     * What the screen asks, in one statement: the count (n), the scope's counters and the page's
     * rows as one JSON array (rowsAsOne's reason). Without per-day counts the matching keys are
     * read once, for both the count and the page. Its parameters: `listParams`.
     */
    listSql: perDay
      ? `SELECT (${countSql}) AS n, (SELECT row_to_json(c) FROM (${counters.sql}) c) AS counters,
                (SELECT json_agg(r ORDER BY r.id_publicacion)
                   FROM (${rowsOf(keysSql(`${from} WHERE ${filter}`))}) r) AS rows`
      : `WITH m AS MATERIALIZED (SELECT ${key}.id_publicacion FROM ${from} WHERE ${filter})
         SELECT (SELECT count(*)::int FROM m) AS n,
                (SELECT row_to_json(c) FROM (${counters.sql}) c) AS counters,
                (SELECT json_agg(r ORDER BY r.id_publicacion)
                   FROM (${rowsOf(keysSql(`m ${key}`))}) r) AS rows`,
    listParams: [...params, ...counters.params],
  };
}

/**
 * The counters of /Publicaciones for a scope (eliminated listings are not counted), summed
 * from the counts per seller and estado of publicacion_totales (migration 0019).
 */
export function countersQuery(idSeller: number | null, param = 1) {
  const n = `$${String(param)}`;
  return {
    sql: `SELECT coalesce(sum(n) FILTER (WHERE estado <> 5), 0)::int AS total,
                 coalesce(sum(n) FILTER (WHERE estado = 4), 0)::int AS en_revision,
                 coalesce(sum(n) FILTER (WHERE estado = 1), 0)::int AS activos,
                 coalesce(sum(con_stock) FILTER (WHERE estado NOT IN (1, 5)), 0)::int AS con_stock
            FROM publicacion_totales
           WHERE ${n}::int IS NULL OR id_seller = ${n}`,
    params: [idSeller] as unknown[],
  };
}

// The SQL of one page of /Publicaciones (000 §2.6) and of its counters, in one place: the
// handler runs it, and scripts/bench/listings-list.ts times the same statements bare.
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

const likeOf = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The count and page statements of a filter, ordered by idPublicacion (000 §2.6). */
export function listPageQuery(f: ListFilter, page: number, size: number) {
  const where: string[] = ['p.estado <> 5'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${String(params.length)}`));
  };
  if (f.idSeller !== null) add('p.id_seller = ?', f.idSeller);
  if (f.skuSeller?.trim()) add("lower(p.sku_seller) LIKE ? ESCAPE '\\'", likeOf(f.skuSeller));
  if (f.skuMarket?.trim()) add("lower(p.sku_market) LIKE ? ESCAPE '\\'", likeOf(f.skuMarket));
  if (f.marca?.trim()) add('p.marca = ?', f.marca.trim());
  if (f.categoria?.trim()) add('p.categoria = ?', f.categoria.trim());
  if (f.estado !== undefined) add('p.estado = ?', f.estado);
  // Whole market days, compared on the stored instant so that the index can be used.
  if (f.fechaDesde) add(`p.fecha_publicacion >= ${marketDayStartSql('?')}`, f.fechaDesde);
  if (f.fechaHasta) {
    add(`p.fecha_publicacion < ${marketDayStartSql('(?::date + 1)')}`, f.fechaHasta);
  }
  if (f.idTipoPublicacion !== undefined) add('p.id_tipo_publicacion = ?', f.idTipoPublicacion);
  if (f.stock === 1) where.push('p.stock = 0');
  if (f.stock === 2) where.push('p.stock > 0');
  const filter = where.join(' AND ');
  return {
    size,
    params,
    countSql: `SELECT count(*)::int AS n FROM publicaciones p WHERE ${filter}`,
    pageSql: `SELECT p.id_publicacion, p.id_seller, s.razon_social AS nombre_seller,
                     p.fecha_publicacion, p.imagen_principal, p.titulo,
                     m.descripcion AS descripcion_marca, sf.descripcion AS descripcion_categoria,
                     p.sku_seller, p.sku_market, tp.descripcion AS tipo_publicacion, p.stock,
                     p.tipo_entrega, p.envio_gratis, p.precio_lista::text AS precio_lista,
                     p.precio_promocional::text AS precio_promocional, p.estado, p.exceptuado
                FROM publicaciones p
                JOIN sellers s ON s.id_seller = p.id_seller
                LEFT JOIN marcas m ON m.codigo = p.marca
                LEFT JOIN subfamilias sf ON sf.codigo = p.categoria
                LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = p.id_tipo_publicacion
               WHERE ${filter}
               ORDER BY p.id_publicacion
               LIMIT ${String(size)} OFFSET ${String((page - 1) * size)}`,
  };
}

/** The counters of /Publicaciones for a scope (eliminated listings are not counted). */
export function countersQuery(idSeller: number | null) {
  return {
    sql: `SELECT count(*)::int AS total,
                 count(*) FILTER (WHERE estado = 4)::int AS en_revision,
                 count(*) FILTER (WHERE estado = 1)::int AS activos,
                 count(*) FILTER (WHERE estado <> 1 AND stock > 0)::int AS con_stock
            FROM publicaciones
           WHERE estado <> 5 AND ($1::int IS NULL OR id_seller = $1)`,
    params: [idSeller] as unknown[],
  };
}

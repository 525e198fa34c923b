// The sellers' table as the sellers area reads it (000 §3 Seller).
import type { Queryable } from '../db/db.ts';
import { fold, likePattern } from '../db/text-search.ts';

export interface SellerRow {
  id_seller: number;
  razon_social: string;
  nombre_tienda: string | null;
  cuit: string | null;
  email: string | null;
  estado: 1 | 2 | 3;
  tienda_activa: boolean;
}

const COLUMNS = `id_seller, razon_social, nombre_tienda, cuit, email, estado, tienda_activa`;

export interface SellerSearch {
  /** One seller only (a seller's own), or null for all. */
  idSeller: number | null;
  /** Text the company or store name contains, accents and case aside ('' for any). */
  descripcion: string;
  size: number;
  page: number;
}

/** One page of the sellers a search finds, by company name, and how many it finds in all. */
export async function searchSellers(
  q: Queryable,
  search: SellerSearch,
): Promise<{ rows: SellerRow[]; total: number }> {
  const where = `($1::int IS NULL OR id_seller = $1)
     AND ($2 = '%%' OR ${fold('razon_social')} LIKE $2 OR ${fold("coalesce(nombre_tienda, '')")} LIKE $2)`;
  const params = [search.idSeller, likePattern(search.descripcion)];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sellers WHERE ${where}`,
    params,
  );
  const rows = await q.query<SellerRow>(
    `SELECT ${COLUMNS} FROM sellers WHERE ${where}
      ORDER BY lower(razon_social), id_seller
      LIMIT $3 OFFSET $4`,
    [...params, search.size, (search.page - 1) * search.size],
  );
  return { rows, total: count?.n ?? 0 };
}

export async function loadSeller(q: Queryable, idSeller: number): Promise<SellerRow | undefined> {
  const [row] = await q.query<SellerRow>(`SELECT ${COLUMNS} FROM sellers WHERE id_seller = $1`, [
    idSeller,
  ]);
  return row;
}

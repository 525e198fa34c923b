// What the dashboard asks the database besides its figures (./totals.ts).
import type { Queryable } from '../db/db.ts';

export async function sellerExists(q: Queryable, idSeller: number): Promise<boolean> {
  const found = await q.query('SELECT 1 FROM sellers WHERE id_seller = $1', [idSeller]);
  return found.length > 0;
}

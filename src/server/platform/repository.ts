// What the health check asks the database.
import type { Queryable } from '../db/db.ts';

/** Throws when the database does not answer. */
export async function pingDatabase(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}

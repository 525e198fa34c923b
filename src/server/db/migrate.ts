// One set of migrations, run at start by every process (DECISIONS 6). Each file of
// ./migrations runs once, in name order, in its own transaction; an advisory lock keeps two
// processes that start together from running the same one twice.
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const LOCK_KEY = 724_001;

export async function migrate(db: Db): Promise<string[]> {
  // Under the lock too: two sessions running CREATE TABLE IF NOT EXISTS at once on a new
  // PostgreSQL database collide on the catalog (duplicate key in pg_type).
  await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await q.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         id text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    const ran = await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await q.query('SELECT 1 FROM schema_migrations WHERE id = $1', [file]);
      if (done.length > 0) return false;
      await q.exec(sql);
      await q.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

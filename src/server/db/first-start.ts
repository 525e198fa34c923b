// The embedded database's first start, in a process of its own (src/server/main.ts forks it):
// creating the database and filling the demo data grows PGlite's WebAssembly memory to its
// peak, and that memory never shrinks; done here, it goes away with this process, and the
// server opens the database filled (its memory at rest as on any later start).
import { loadConfig } from '../config.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed/index.ts';

/** What the first start did, sent to the process that forked it. */
export interface Prepared {
  applied: string[];
  seeded: string[];
}

const config = loadConfig();
// In this process's own thread: nothing else runs here while it fills the database.
const db = await openDb(config, { worker: false });
try {
  const applied = await migrate(db);
  const seeded = config.seedDemo ? await seed(db) : [];
  const prepared: Prepared = { applied, seeded };
  process.send?.(prepared);
} finally {
  await db.close();
}

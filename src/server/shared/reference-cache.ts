// Option lists kept in memory (issue 37 point 1): what the screens ask for each time they open
// and what changes seldom (the active publication types), answered without a database round
// trip once this process has read it, and forgotten as soon as it may have changed.
import type { Db } from '../db/db.ts';

/** The channel of migration 0027's triggers: the name of the table written. */
const CHANNEL = 'referencias';

export interface ReferenceCache {
  /**
   * What `read` answers, from memory when this process has read it under `key` since the last
   * write to any of `tables` (each must have migration 0027's triggers). The value is shared by
   * the calls that get it: treat it as read-only (it is frozen, one level deep).
   */
  get<T extends object>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T>;
  /** Stops listening; later calls read the database each time. */
  close(): Promise<void>;
}

/**
 * Kept only while the database's notices are heard: migration 0027 announces, from the
 * writing transaction, every statement that writes one of the tables (a handler's, a job's,
 * or one made at psql), and every process forgets what it read of that table when it hears it
 * (the process that wrote hears it before its COMMIT is done, as the sessions' notices:
 * src/server/shared/sessions.ts; another process a moment later). A value being read while a
 * notice (or a lost connection) is heard is answered but not kept: it may be older than the
 * change. When the listening connection is lost, all is forgotten and every call reads the
 * database until it hears again.
 */
export async function createReferenceCache(db: Db): Promise<ReferenceCache> {
  const kept = new Map<string, { tables: readonly string[]; value: object }>();
  let hearing = false;
  let changes = 0;
  const forget = (table: string | null) => {
    changes += 1;
    if (table === null) {
      kept.clear();
      return;
    }
    for (const [key, entry] of kept) if (entry.tables.includes(table)) kept.delete(key);
  };
  const stop = await db.listen(CHANNEL, {
    message: (table) => forget(table),
    live(now) {
      hearing = now;
      forget(null);
    },
  });
  let stopped = false;
  return {
    async get<T extends object>(key: string, tables: readonly string[], read: () => Promise<T>) {
      const entry = kept.get(key);
      if (entry) return entry.value as T;
      const before = changes;
      const value = await read();
      if (hearing && !stopped && changes === before) {
        kept.set(key, { tables: [...tables], value: Object.freeze(value) });
      }
      return value;
    },
    async close() {
      stopped = true;
      hearing = false;
      kept.clear();
      await stop();
    },
  };
}

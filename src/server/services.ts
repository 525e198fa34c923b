import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Altcha } from './shared/altcha.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStore } from './files/store.ts';
import type { ReferenceCache } from './shared/reference-cache.ts';

/** What handlers work with; built once per process by src/server/app.ts. */
export interface Services {
  db: Db;
  config: Config;
  altcha: Altcha;
  mailer: Mailer;
  files: FileStore;
  /** Option lists kept in memory until their tables are written (migration 0027). */
  references: ReferenceCache;
}

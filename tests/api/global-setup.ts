// Once per run (VERSIONS: "migrate once and clone"): a migrated and seeded PGlite data
// directory that every test server copies. With DATABASE_URL the tests run on PostgreSQL
// instead, each server in its own schema (tests/api/helpers.ts), and no template is needed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/db.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { runTemplate } from '../data-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory ('' when DATABASE_URL is set). */
    templateDir: string;
    /** What the first migrate and seed applied to the template (or to a probe schema). */
    templateMigrations: string[];
    templateSeedSteps: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // Fail early and clearly when the server cannot be reached; the probe schema also
    // records what a first migrate and seed apply.
    const schema = `t_probe_${process.pid}_${Date.now().toString(36)}`;
    const db = await openPostgres(databaseUrl, { schema, max: 2 });
    try {
      project.provide('templateMigrations', await migrate(db));
      project.provide('templateSeedSteps', await seed(db));
    } finally {
      await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.close();
    }
    project.provide('templateDir', '');
    return () => Promise.resolve();
  }

  // The run's template (scripts/test-all.ts made it once for every step), kept by its maker.
  const shared = runTemplate();
  if (shared !== null) {
    project.provide('templateMigrations', shared.applied);
    project.provide('templateSeedSteps', shared.seeded);
    project.provide('templateDir', shared.dir);
    return () => Promise.resolve();
  }

  const root = await mkdtemp(path.join(tmpdir(), 'market-api-template-'));
  const db = await openPglite(root);
  try {
    project.provide('templateMigrations', await migrate(db));
    project.provide('templateSeedSteps', await seed(db));
  } finally {
    await db.close();
  }
  project.provide('templateDir', root);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}

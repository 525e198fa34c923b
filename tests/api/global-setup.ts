// Once per run (VERSIONS: "migrate once and clone"): a migrated and seeded PGlite data
// directory that every test server copies. With DATABASE_URL the tests run on PostgreSQL
// instead, each server in its own schema (tests/api/helpers.ts), and no template is needed.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
    /**
     * The same database as an image file (PGlite's `dumpDataDir`, a tar) that each test
     * server opens in memory ('' when DATABASE_URL is set).
     */
    templateImage: string;
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
    project.provide('templateImage', '');
    return () => Promise.resolve();
  }

  // The run's template (scripts/test-all.ts made it once for every step), kept by its maker.
  const shared = runTemplate();
  if (shared !== null) {
    project.provide('templateMigrations', shared.applied);
    project.provide('templateSeedSteps', shared.seeded);
    project.provide('templateDir', shared.dir);
    const image = await writeImage(shared.dir);
    project.provide('templateImage', image.file);
    return image.remove;
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
  const image = await writeImage(root);
  project.provide('templateImage', image.file);
  return async () => {
    await rm(root, { recursive: true, force: true });
    await image.remove();
  };
}

/**
 * The template's database as one image file in a folder of its own (issue 34 point 16: the
 * suite is bound by its CPU). Each test server opens it in memory (tests/api/helpers.ts) instead of copying the
 * template's 1 250 files, 44 MB: a copy took 0.5-1.1 s of the kernel's CPU on this machine
 * class, some 60 of them a run. Made from a copy, so the template itself (which other steps
 * copy meanwhile) is never opened.
 */
async function writeImage(
  templateDir: string,
): Promise<{ file: string; remove: () => Promise<void> }> {
  const into = await mkdtemp(path.join(tmpdir(), 'market-api-image-'));
  const copy = path.join(into, 'copia');
  await cp(templateDir, copy, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = new PGlite(path.join(copy, 'pglite'));
  try {
    // Asked before it is ready, the image is never given (nothing then keeps the process up).
    await lite.waitReady;
    const image = await lite.dumpDataDir('none');
    const file = path.join(into, 'plantilla.tar');
    await writeFile(file, Buffer.from(await image.arrayBuffer()));
    return { file, remove: () => rm(into, { recursive: true, force: true }) };
  } finally {
    await lite.close();
    await rm(copy, { recursive: true, force: true });
  }
}

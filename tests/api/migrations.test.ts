// DECISIONS 6: one set of migrations and one seed, run at start by every process; running
// them again changes nothing, and the embedded database keeps its data between starts.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/server/db/db.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed, seedSteps } from '../../src/server/db/seed/index.ts';
import { demoSellers, demoUsers } from '../../src/server/db/seed/platform.ts';
import { demoUsersMore } from '../../src/server/db/seed/users.ts';
import { databaseUrl, dbKind, openTestDb, type TestDb } from './helpers.ts';

const migrationFiles = (await readdir(new URL('../../src/server/db/migrations/', import.meta.url)))
  .filter((f) => f.endsWith('.sql'))
  .sort();

let current: TestDb | undefined;
afterEach(async () => {
  await current?.dispose();
  current = undefined;
});

async function counts(t: TestDb) {
  const [row] = await t.db.query<{
    users: number;
    sellers: number;
    migrations: number;
    steps: number;
  }>(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM sellers) AS sellers,
            (SELECT count(*)::int FROM schema_migrations) AS migrations,
            (SELECT count(*)::int FROM seed_steps) AS steps`,
  );
  return row;
}

describe(`migrations and seed (${dbKind})`, () => {
  it('the first migrate applies every migration file in name order, and the first seed every step', () => {
    expect(inject('templateMigrations')).toEqual(migrationFiles);
    expect(inject('templateSeedSteps')).toEqual(seedSteps.map((s) => s.id));
  });

  it('migrate is idempotent: a second run applies nothing and changes nothing', async () => {
    current = await openTestDb();
    const before = await counts(current);
    expect(await migrate(current.db)).toEqual([]);
    expect(await migrate(current.db)).toEqual([]);
    expect(await counts(current)).toEqual(before);
    expect(before?.migrations).toBe(migrationFiles.length);
  });

  it('seed is idempotent: a second run adds no demo data twice', async () => {
    current = await openTestDb();
    expect(await seed(current.db)).toEqual([]);
    expect(await counts(current)).toEqual({
      users: demoUsers.length + demoUsersMore.length,
      sellers: demoSellers.length,
      migrations: migrationFiles.length,
      steps: seedSteps.length,
    });
  });

  it('migrate and seed running together (two processes starting at once) apply each step once', async () => {
    current = await openTestDb();
    const results = await Promise.all([migrate(current.db), migrate(current.db)]);
    expect(results.flat()).toEqual([]);
    const seeded = await Promise.all([seed(current.db), seed(current.db)]);
    expect(seeded.flat()).toEqual([]);
    expect((await counts(current))?.users).toBe(demoUsers.length + demoUsersMore.length);
  });

  it.runIf(databaseUrl)(
    'two processes migrating and seeding a fresh PostgreSQL database at once apply each step exactly once',
    async () => {
      const url = databaseUrl ?? '';
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const a = await openPostgres(url, { schema, max: 2 });
      const b = await openPostgres(url, { schema, max: 2 });
      try {
        const migrated = await Promise.all([migrate(a), migrate(b)]);
        expect(migrated.flat().sort()).toEqual(migrationFiles);
        const seeded = await Promise.all([seed(a), seed(b)]);
        // Each step once, by one process or the other (which one takes a step varies).
        expect(seeded.flat().sort()).toEqual(seedSteps.map((s) => s.id).sort());
        const [row] = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
        expect(row?.n).toBe(demoUsers.length + demoUsersMore.length);
      } finally {
        await a.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await Promise.all([a.close(), b.close()]);
      }
    },
  );

  it('a new seller after the seed gets the next id (the identity sequence was moved past the demo ids)', async () => {
    current = await openTestDb();
    const [row] = await current.db.query<{ id_seller: number }>(
      `INSERT INTO sellers (razon_social) VALUES ('Nuevo Seller S.A.') RETURNING id_seller`,
    );
    expect(row?.id_seller).toBe(demoSellers.length + 1);
  });

  it(
    databaseUrl
      ? 'a reconnected PostgreSQL schema keeps the data'
      : 'a reopened PGlite data directory keeps the data',
    async () => {
      current = await openTestDb({ onDisk: true });
      await current.db.query(
        `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento) VALUES ('prueba', '1', NULL, 'x', 'REABRIR')`,
      );
      await current.db.query(`UPDATE users SET activo = false WHERE nombre_usuario = 'lectura'`);
      const db = await current.reopen();
      const audit = await db.query<{ evento: string }>(
        `SELECT evento FROM audit WHERE entidad = 'prueba'`,
      );
      expect(audit).toEqual([{ evento: 'REABRIR' }]);
      const user = await db.query<{ activo: boolean }>(
        `SELECT activo FROM users WHERE nombre_usuario = 'lectura'`,
      );
      expect(user).toEqual([{ activo: false }]);
      // Reopening runs the start-up path again: nothing is migrated or seeded twice.
      expect(await migrate(db)).toEqual([]);
      expect(await seed(db)).toEqual([]);
      expect((await counts(current))?.users).toBe(demoUsers.length + demoUsersMore.length);
    },
  );

  it('a transaction that fails writes nothing (all or nothing)', async () => {
    current = await openTestDb();
    await expect(
      current.db.tx(async (q) => {
        await q.query(`UPDATE users SET activo = false WHERE nombre_usuario = 'seller'`);
        await q.query('SELECT 1/0');
      }),
    ).rejects.toThrow();
    const rows = await current.db.query<{ activo: boolean }>(
      `SELECT activo FROM users WHERE nombre_usuario = 'seller'`,
    );
    expect(rows).toEqual([{ activo: true }]);
  });
});

// Every machine module builds: XState checks a machine's targets, initial states and ids when
// the module creates it, and a module that throws while loading fails its test files before any
// test runs, which Stryker's vitest runner counts as no test failing (npm run test:mutation).
// Imported inside each test, a module that cannot build fails that test.
import { describe, expect, it } from 'vitest';

const modules = {
  session: () => import('../../machines/session.ts'),
  listing: () => import('../../machines/listing.ts'),
  rebate: () => import('../../machines/rebate.ts'),
  order: () => import('../../machines/order.ts'),
  user: () => import('../../machines/user.ts'),
  seller: () => import('../../machines/seller.ts'),
  novedad: () => import('../../machines/novedad.ts'),
  settlement: () => import('../../machines/settlement.ts'),
  registry: () => import('../../machines/index.ts'),
};

// npm run test:mutation gives Stryker one machine at a time (MUTACION_MAQUINAS): that module
// alone (the others are not mutated in that run); every module otherwise, and for the code every
// machine shares (MUTACION_MAQUINAS=stored,calls: no machine module of that name).
const chosen = (process.env.MUTACION_MAQUINAS ?? '').split(',').filter((s) => s !== '');
const named = Object.entries(modules).filter(([name]) => chosen.includes(name));

describe('every machine module builds its machine', () => {
  for (const [name, load] of named.length === 0 ? Object.entries(modules) : named) {
    it(`machines/${name === 'registry' ? 'index' : name}.ts`, async () => {
      const loaded = await load();
      expect(Object.keys(loaded).length).toBeGreaterThan(0);
    });
  }
});

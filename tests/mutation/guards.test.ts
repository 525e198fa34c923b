// Guard mutants at the API level (npm run test:mutation, scripts/mutation.ts): for every guard
// of every machine chosen (MUTACION_MAQUINAS, ids separated by commas; all when unset), the
// server answers with that guard negated (the switch MUTANTE_GUARDA, src/server/shared/
// guard-mutant.ts) and the machine's API-level model paths (tests/model, level api) are walked
// against it until one fails: the mutant is killed. A mutant no path catches survives: the
// server checks that rule outside the machine, or a path is missing. First the paths are walked
// without a mutant (they must all pass, or no kill means anything). Each machine's figures go to
// .tmp/mutation/guardas-<id>.json for the script's table.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { startServer, type TestServer } from '../api/helpers.ts';
import { runsLevel } from '../model/coverage.ts';
import { installModelDriver } from '../model/driver.ts';
import { runPath, testModelOf, timeoutOf } from '../model/levels.ts';
import { generatePaths, type ModelPath } from '../model/paths.ts';
import { GUARD_MUTANT_VARIABLE } from '../../src/server/shared/guard-mutant.ts';

export const mutationDir = path.resolve(import.meta.dirname, '../../.tmp/mutation');

const chosen = (process.env.MUTACION_MAQUINAS ?? '').split(',').filter((s) => s !== '');
const only = (process.env.MUTACION_GUARDAS ?? '').split(',').filter((s) => s !== '');
const entries = machineRegistry.filter(
  (e) => runsLevel(e, 'api') && (chosen.length === 0 || chosen.includes(e.id)),
);

export interface GuardMutantResult {
  guarda: string;
  muerto: boolean;
  /** The path that failed (killed), or how many paths passed (survived). */
  por: string;
  ms: number;
}

let server: TestServer;
beforeAll(async () => {
  installModelDriver();
  // The server hooks the switch only when it is in the environment as the server is built.
  process.env[GUARD_MUTANT_VARIABLE] = '';
  server = await startServer();
});
afterAll(async () => {
  Reflect.deleteProperty(process.env, GUARD_MUTANT_VARIABLE);
  await server.close();
});

const nothing = { add: () => undefined };

/** Walks the paths until one fails: the failing path's name and error, or null when all pass. */
async function firstFailure(
  entry: (typeof entries)[number],
  paths: readonly ModelPath[],
): Promise<string | null> {
  // A fresh adapter: the refusals an adapter checked are not checked again in its run.
  const adapter = (await testModelOf(entry, 'api'))(() => server);
  for (const p of paths) {
    try {
      await runPath(entry, adapter, p, nothing, AbortSignal.timeout(timeoutOf(p)));
    } catch (error) {
      const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      return `${p.name}: ${first ?? ''}`.slice(0, 300);
    }
  }
  return null;
}

for (const entry of entries) {
  describe(`mutantes de guarda de ${entry.id}, nivel api`, () => {
    const paths = generatePaths(entry);
    const guards = Object.keys(entry.machine.implementations.guards).filter(
      (g) => only.length === 0 || only.includes(`${entry.id}.${g}`),
    );
    const results: GuardMutantResult[] = [];
    afterAll(() => {
      mkdirSync(mutationDir, { recursive: true });
      writeFileSync(
        path.join(mutationDir, `guardas-${entry.id}.json`),
        JSON.stringify({ maquina: entry.id, caminos: paths.length, resultados: results }, null, 2),
      );
    });

    it('sin mutante, todos los caminos pasan', { timeout: 3_600_000 }, async () => {
      process.env[GUARD_MUTANT_VARIABLE] = '';
      expect(await firstFailure(entry, paths)).toBeNull();
    });

    for (const guard of guards) {
      it(`${entry.id}.${guard} negada`, { timeout: 3_600_000 }, async () => {
        const started = Date.now();
        process.env[GUARD_MUTANT_VARIABLE] = `${entry.id}.${guard}`;
        try {
          const failure = await firstFailure(entry, paths);
          results.push({
            guarda: guard,
            muerto: failure !== null,
            por: failure ?? `${String(paths.length)} caminos pasan`,
            ms: Date.now() - started,
          });
        } finally {
          process.env[GUARD_MUTANT_VARIABLE] = '';
        }
      });
    }
  });
}

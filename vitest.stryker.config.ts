import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The machine-level tests Stryker runs against each mutant of machines/ (stryker.config.js):
// the machines' own tests (tests/machines) and the model-based paths at the machine level
// (tests/model/machine.test.ts). A machine's definition is built when its module loads, so
// nearly every mutant of it is "static" and reruns every test Stryker was given: the mutation
// script runs Stryker once per machine (MUTACION_MAQUINAS) with that machine's tests alone.
// Apart from vitest.config.ts: npm test runs these tests through its unit and model projects.
const chosen = (process.env.MUTACION_MAQUINAS ?? '').split(',').filter((s) => s !== '');
const own = chosen
  .map((id) => `tests/machines/${id}.test.ts`)
  .filter((file) => existsSync(new URL(file, import.meta.url)));

export default defineConfig({
  test: {
    include:
      chosen.length === 0
        ? ['tests/machines/**/*.test.ts', 'tests/model/machine.test.ts']
        : [...own, 'tests/machines/loads.test.ts', 'tests/model/machine.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

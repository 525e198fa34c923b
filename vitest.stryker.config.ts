import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The machine-level tests Stryker runs against each mutant of machines/ (stryker.config.js):
// the machines' own tests (tests/machines) and the model-based paths at the machine level
// (tests/model/machine.test.ts). A machine's definition is built when its module loads, so
// nearly every mutant of it is "static" and reruns every test Stryker was given: the mutation
// script runs Stryker once per machine (MUTACION_MAQUINAS) with that machine's tests alone, and
// once for the code they share (stored,calls: tests/machines/stored.test.ts and calls.test.ts).
// Apart from vitest.config.ts: npm test runs these tests through its unit and model projects.
const chosen = (process.env.MUTACION_MAQUINAS ?? '').split(',').filter((s) => s !== '');
const own = chosen
  .map((id) => `tests/machines/${id}.test.ts`)
  .filter((file) => existsSync(new URL(file, import.meta.url)));
// The model-based paths at the machine level replay the machine against itself (the live actor
// against its own pure transitions): they fail only for a machine that cannot run, which its
// own tests and loads.test.ts already show; and loading them builds every machine's paths
// (about 4 s a run under load). They run only for a machine without tests of its own.
const withoutOwn = chosen.filter((id) => !own.includes(`tests/machines/${id}.test.ts`));

export default defineConfig({
  test: {
    include:
      chosen.length === 0
        ? ['tests/machines/**/*.test.ts', 'tests/model/machine.test.ts']
        : [
            ...own,
            'tests/machines/loads.test.ts',
            ...(withoutOwn.length > 0 ? ['tests/model/machine.test.ts'] : []),
          ],
    environment: 'node',
    // A mutant that leaves the machine waiting (a call never answered, a state never reached)
    // fails its test here, at 10 s, rather than holding the run until Stryker's own time-out
    // (stryker.config.js), which also restarts the test runner. Every test takes milliseconds.
    testTimeout: 10_000,
    hookTimeout: 30_000,
  },
});

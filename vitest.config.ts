import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { TEST_SCRYPT_N } from './tests/data-template.ts';

// Passwords hashed at the tests' cost in every process of a run (tests/data-template.ts).
process.env.PASSWORD_SCRYPT_N ??= TEST_SCRYPT_N;

// The unit level is two projects, run together (`npm run test:unit`, the 'unit y máquinas' step):
// `unit` isolates each file (its own module graph), for the files that mock or stub a module, a
// global or the environment, reset the modules, or set up jsdom (`@vitest-environment`), read
// off each file; `unit-shared` imports its modules once per worker (`isolate: false`, as the
// api and browser levels), for the rest, which only call what they import. Measured on a quiet
// machine (2026-11-28): the whole level 130 s of CPU isolated, 99 s so (issue 34 point 16); its
// files passed shuffled, in two workers and in one.
// Every test file under the two folders, at any depth (as the globs the level had).
const unitFiles = ['tests/unit', 'tests/machines'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`),
);
const ownsModules = (file: string) =>
  /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|@vitest-environment/.test(
    readFileSync(file, 'utf8'),
  );
const unitIsolated = unitFiles.filter(ownsModules);
const unitShared = unitFiles.filter((f) => !ownsModules(f));

// A browser test waits for a condition, never for a time; how long it may wait is a ceiling.
// vitest's default (1 s) is shorter than an upload read in a worker and applied takes while
// the two browser suites share the 2 cores (npm test runs them side by side): 3 bulk uploads
// failed that way once. A condition met early still ends the wait at once. 30 s, as
// Playwright's own waits (tests/e2e/browser.ts) and the models' (kit.ts WAIT), for a machine
// loaded 15 to 40 on 2 cores (issue 34 point 16).
const browserPoll = { timeout: 30_000, interval: 50 };

// The server and browser suites import their modules once per worker, not once per file
// (`isolate: false`): an api file paid about 2.7 s importing the server's modules again, 34
// files on 2 cores, and the api step went from about 310 s to 215 s. Each file still builds its
// own server on its own database (tests/api/helpers.ts) and opens its own Chromium; none mocks a
// module. Of the unit level, the files that mock modules or set up jsdom keep isolation (above).
const sharedModules = { isolate: false } as const;

// Three levels, as ARCHITECTURE "Tests" names them; `npm test` runs them all (scripts/test-all.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: unitIsolated,
          environment: 'node',
          // vitest's default is one worker fewer than the cores: one file at a time on 2 cores,
          // the other core idle while npm test runs nothing else. Two: about a third faster.
          maxWorkers: 2,
          // A ceiling for a test that hangs, not a speed check (issue 34 point 16): vitest's 5 s
          // failed two tests that take about a second on a quiet machine (the contract's YAML
          // read whole, an xlsx written and read back twice) on one loaded 10 to 40 on 2 cores.
          // The slowest (the contract bundled again, the statecharts laid out) took 26 s and
          // 15 s loaded 14: the ceiling is over four times that, for every test alike.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'unit-shared',
          include: unitShared,
          ...sharedModules,
          environment: 'node',
          // vitest's default is one worker fewer than the cores: one file at a time on 2 cores,
          // the other core idle while npm test runs nothing else. Two: about a third faster.
          maxWorkers: 2,
          // A ceiling for a test that hangs, not a speed check (issue 34 point 16): vitest's 5 s
          // failed two tests that take about a second on a quiet machine (the contract's YAML
          // read whole, an xlsx written and read back twice) on one loaded 10 to 40 on 2 cores.
          // The slowest (the contract bundled again, the statecharts laid out) took 26 s and
          // 15 s loaded 14: the ceiling is over four times that, for every test alike.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Ceilings (issue 34 point 16), only to catch a hang: the api step runs at a low
          // priority beside the browser lanes, and on a slow machine of this class a file's
          // set-up (a server on its own database, eleven logins, a 100 000-row workbook then)
          // went past 120 s while the lanes ran. Several times the slowest seen.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          maxWorkers: 2,
          ...sharedModules,
        },
      },
      {
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          environment: 'node',
          // A path's own ceiling grows with its steps (tests/model/levels.ts timeoutOf); this
          // one is the machine level's.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          expect: { poll: browserPoll },
          fileParallelism: false,
          ...sharedModules,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Ceilings, not speed checks (issue 34 point 16): what a test waits for is a
          // condition; the slowest tests took 22 s on a machine loaded 15 on 2 cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: browserPoll },
          fileParallelism: false,
          ...sharedModules,
        },
      },
    ],
  },
});

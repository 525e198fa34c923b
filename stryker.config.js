// Stryker over the workflow machines (npm run test:mutation, scripts/mutation.ts): each mutant of
// machines/ must make a machine-level test fail (tests/machines, and the model-based paths at
// the machine level, tests/model/machine.test.ts; vitest.stryker.config.ts). The script passes
// --mutate and MUTACION_MAQUINAS for one machine at a time; its reports (HTML, JSON) go to
// .tmp/mutation/stryker/<machine>/ (git-ignored).
import path from 'node:path';
import process from 'node:process';

// Where this run's reports go: the script names one folder per group (MUTACION_INFORME), so two
// runs at once do not write over each other; by hand, .tmp/mutation/stryker-ultimo.
const reports = process.env.MUTACION_INFORME ?? '.tmp/mutation/stryker-ultimo';
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  mutate: ['machines/*.ts', '!machines/index.ts', '!machines/registry.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  tempDirName: `.tmp/stryker-tmp/${path.basename(reports)}`,
  cleanTempDir: 'always',
  // The sandbox copies the sources the tests import; not the build, data, docs or reports.
  ignorePatterns: ['dist', 'dist-*', 'data', 'docs', '.tmp', 'test-results', 'tests/e2e'],
  // The script judges the score over every machine (95 %); a machine alone does not break.
  thresholds: { high: 95, low: 90, break: null },
  // Above the tests' own waits (waitFor, 30 s): a mutant that leaves a call unanswered fails
  // its test (killed) rather than timing out, and a run slowed by a loaded machine (a test run
  // of 5 s took 25 s at a load of 30) is not taken for a hang.
  timeoutMS: 45000,
};

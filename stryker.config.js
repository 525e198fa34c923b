// Stryker over the workflow machines (npm run test:mutation, scripts/mutation.ts): each mutant of
// machines/ must make a machine-level test fail (tests/machines, and the model-based paths at
// the machine level, tests/model/machine.test.ts; vitest.stryker.config.ts). The script passes
// --mutate and MUTACION_MAQUINAS for one machine at a time; its reports (HTML, JSON) end in
// .tmp/mutation/stryker/<machine>/ (git-ignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  mutate: ['machines/*.ts', '!machines/index.ts', '!machines/registry.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/stryker-ultimo/index.html' },
  jsonReporter: { fileName: '.tmp/mutation/stryker-ultimo/mutation.json' },
  tempDirName: '.tmp/stryker-tmp',
  cleanTempDir: 'always',
  // The sandbox copies the sources the tests import; not the build, data, docs or reports.
  ignorePatterns: ['dist', 'dist-*', 'data', 'docs', '.tmp', 'test-results', 'tests/e2e'],
  // The script judges the score over every machine (95 %); a machine alone does not break.
  thresholds: { high: 95, low: 90, break: null },
  timeoutMS: 20000,
};

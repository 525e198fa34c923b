import { defineConfig } from 'vitest/config';

// The guard mutants at the API level (npm run test:mutation, scripts/mutation.ts), apart from
// the projects of vitest.config.ts: npm test never runs them. One file, one server: each
// machine's guards are negated in turn on the same server (tests/mutation/guards.test.ts).
export default defineConfig({
  test: {
    include: ['tests/mutation/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

// Starts the built app once for all browser tests (scripts/test-all.ts builds it first) and
// hands its address and data directory (where the mail outbox is) to the tests.
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
  };
}

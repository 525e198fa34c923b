/// <reference types="vite/client" />
// Level "api": every generated path performed against the real server and database; after
// each step the persisted state is checked, and every event the machine forbids in that
// state that has a call is sent too and must be refused (401 without a session, 403 for a
// role that may not, 409 for a state that does not allow it). States tagged `busy` (a call
// in flight) exist only on the client and have no refusal to check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { startServer, type TestServer } from '../api/helpers.ts';
import { CoverageRecorder } from './coverage.ts';
import { runPath, type LevelAdapter } from './levels.ts';
import { generatePaths } from './paths.ts';
import { adaptersById, runsLevel } from './coverage.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

// Each machine's adapter is tests/model/api/<machine id>.ts, found by its name: an area adds
// the file, nothing here. Its default export builds the adapter.
const modules = import.meta.glob<{ default?: (server: () => TestServer) => LevelAdapter<unknown> }>(
  './api/*.ts',
  { eager: true },
);
const adapters = adaptersById(modules, (make) => make(() => server));

for (const entry of machineRegistry.filter((e) => runsLevel(e, 'api'))) {
  const adapter = adapters[entry.id];
  describe(`${entry.titulo}: nivel api`, () => {
    const recorder = new CoverageRecorder(entry.id, 'api');
    afterAll(() => {
      recorder.save();
    });
    it('has an api adapter', () => {
      expect(adapter, `falta tests/model/api/${entry.id}.ts`).toBeDefined();
    });
    if (!adapter) return;
    for (const path of generatePaths(entry)) {
      it(path.name, () => runPath(entry, adapter, path, recorder));
    }
  });
}

// Level "api": every generated path performed against the real server and database; after
// each step the persisted state is checked, and every event the machine forbids in that
// state that has a call is sent too and must be refused (401 without a session, 403 for a
// role that may not, 409 for a state that does not allow it). States tagged `busy` (a call
// in flight) exist only on the client and have no refusal to check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { machineRegistry } from '../../machines/index.ts';
import { startServer, type TestServer } from '../api/helpers.ts';
import { CoverageRecorder } from './coverage.ts';
import type { LevelAdapter } from './levels.ts';
import { generatePaths, walkPath } from './paths.ts';
import { sessionApiAdapter } from './api/session.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const adapters: Record<string, LevelAdapter<unknown>> = {
  session: sessionApiAdapter(() => server),
};

for (const entry of machineRegistry) {
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
      it(path.name, async () => {
        const walked = walkPath(entry.machine, path);
        const first = walked.snapshots[0] as AnyMachineSnapshot;
        const c = await adapter.setup(path, first);
        try {
          const refuseForbidden = async (snapshot: AnyMachineSnapshot) => {
            // While a call is in flight (tag busy) the server sees that call, not a state.
            if (snapshot.hasTag('busy')) return;
            const forbidden = entry.model
              .events(snapshot)
              .filter((e: EventObject) => !snapshot.can(e) && !e.type.startsWith('xstate.'));
            for (const event of forbidden) await adapter.forbidden?.(c, snapshot, event);
          };
          await adapter.check(c, first);
          await refuseForbidden(first);
          recorder.add(walked.states[0] ?? [], walked.transitions[0] ?? []);
          for (const [index, event] of path.events.entries()) {
            const before = walked.snapshots[index] as AnyMachineSnapshot;
            const after = walked.snapshots[index + 1] as AnyMachineSnapshot;
            await adapter.perform(c, event, {
              path,
              index,
              next: path.events[index + 1],
              before,
              after,
            });
            await adapter.check(c, after);
            await refuseForbidden(after);
            recorder.add(walked.states[index + 1] ?? [], walked.transitions[index + 1] ?? []);
          }
        } finally {
          await adapter.teardown(c);
        }
      });
    }
  });
}

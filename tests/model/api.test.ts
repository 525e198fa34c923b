// Level "api": every generated path performed against the real server and database; after
// each step the persisted state is checked, and every event the machine forbids in that
// state that has a call is sent too and must be refused (401 without a session, 403 for a
// role that may not, 409 for a state that does not allow it). States tagged `busy` (a call
// in flight) exist only on the client and have no refusal to check. What each machine's steps
// are at this level is its registry entry's test model (`test.api`).
import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from '../api/helpers.ts';
import { describeLevel, testModelOf } from './levels.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describeLevel('api', async (entry) => (await testModelOf(entry, 'api'))(() => server));

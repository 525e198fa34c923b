// The registry of workflow machines: the statecharts (npm run charts, /Diagramas), the
// model-based tests and their coverage table all read this list. An area registers its
// machine here (a list on purpose, not a barrel) with one entry, in machines/entries/<id>.ts:
// how to explore it (`model`), how to play it (`simulation`) and the test levels whose area has
// landed (`levels`). Each level's test model (how to set up each state, perform each event and
// check that the server keeps or the screen shows the state) lives with the tests, in
// tests/model/models/, named by the machine's id in tests/model/models/index.ts. Nothing else
// is registered anywhere: the test runners and the coverage table take every machine from this
// list.
import { listingEntry } from './entries/listing.ts';
import { novedadEntry } from './entries/novedad.ts';
import { orderEntry } from './entries/order.ts';
import { rebateEntry } from './entries/rebate.ts';
import { sellerEntry } from './entries/seller.ts';
import { sessionEntry } from './entries/session.ts';
import { settlementEntry } from './entries/settlement.ts';
import { userEntry } from './entries/user.ts';
import type { RegisteredMachine } from './registry.ts';

export type { MachineModel, MachineSimulation, RegisteredMachine } from './registry.ts';

export const machineRegistry: readonly RegisteredMachine[] = [
  sessionEntry,
  listingEntry,
  rebateEntry,
  orderEntry,
  userEntry,
  sellerEntry,
  novedadEntry,
  settlementEntry,
];

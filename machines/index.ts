// The registry of workflow machines: the statecharts (npm run charts, /Diagramas), the
// model-based tests and their coverage table all read this list. An area registers its
// machine here (a list on purpose, not a barrel) with one entry, in machines/entries/<id>.ts:
// how to explore it (`model`), how to play it (`simulation`) and, for each level whose area
// has landed, its test model (`test`: how to set up each state, perform each event and check
// that the server keeps or the screen shows the state). Nothing else is registered anywhere:
// the test runners and the coverage table take every machine from this list.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { ApiModel, BrowserModel } from './models/driver.ts';
import { sessionEntry } from './entries/session.ts';
import { listingEntry } from './entries/listing.ts';
import { rebateEntry } from './entries/rebate.ts';

/** How the model-based tests explore a machine: where they start and what they send. */
export interface MachineModel {
  /** Starting points, each an input of the machine, named for the reports. */
  starts: readonly { name: string; input: unknown }[];
  /**
   * The events worth sending in a snapshot, payloads included. The answers of the machine's
   * calls are events too (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`).
   */
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
}

/** What the /Diagramas page needs to let analysts play a machine as a role. */
export interface MachineSimulation {
  /** The events a role can send, payloads included (answers of calls too). */
  events: (role: number) => readonly EventObject[];
  /**
   * Where an analyst may start playing, as a role (a stored estado, a session kept from an
   * earlier visit); the first is the default. Without it, the model's starts.
   */
  starts?: (role: number) => readonly { name: string; input: unknown }[];
  /** Each guard said in Spanish, for a disabled event's reason. */
  guards: Record<string, string>;
  /** How each event reads on the panel (defaults to its type). */
  labels?: Record<string, string>;
  /** How one event reads when its payload matters (two variants of one type); else `labels`. */
  label?: (event: EventObject) => string | undefined;
}

/**
 * A machine's test model per level (machines/models/driver.ts). The machine level needs none
 * (the machine checks itself); the others are imported lazily, so the app never downloads them.
 */
export interface MachineTestModels {
  api?: () => Promise<{ default: ApiModel }>;
  navegador?: () => Promise<{ default: BrowserModel }>;
}

export interface RegisteredMachine {
  id: string;
  titulo: string;
  /** The spec section the machine implements. */
  seccion: string;
  /** The user types (tipoUsuario) that act in it. */
  roles: readonly number[];
  machine: AnyStateMachine;
  /**
   * The test levels whose area has landed; npm run test:model requires 100 % at each of them
   * (issue 4: "at any level where the machine's area has landed").
   */
  levels: readonly ('máquina' | 'api' | 'navegador')[];
  model: MachineModel;
  simulation: MachineSimulation;
  /** One test model for each level of `levels` but 'máquina'. */
  test: MachineTestModels;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  sessionEntry,
  listingEntry,
  rebateEntry,
];

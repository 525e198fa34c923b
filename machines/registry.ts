// The types of the workflow machines' registry (machines/index.ts holds the list): what an
// entry in machines/entries/<id>.ts says about its machine. Kept apart from the list so that the
// entries and the list do not import each other.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

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
  /**
   * Each state as the spec names it (PENDIENTE, 'En revisión') or, for a step of the screen's
   * own (a call in flight), in the analysts' words; keyed by the state's path without the
   * machine's id (`pendiente`, `pendiente.facturando`). The charts show these and the code's id
   * on hover; a unit test requires one for every state.
   */
  states: Record<string, string>;
  /** Each guard said in Spanish, for a disabled event's reason and the charts' conditions. */
  guards: Record<string, string>;
  /**
   * The screens' buttons that send each event, by type: texts of the machine module's own
   * buttons constant (`orderButtons`), which the screens show. Such an event reads as its
   * buttons (`buttonLabels`); a unit test checks that its label is theirs.
   */
  buttons?: Record<string, readonly string[]>;
  /** How each event reads on the panel and the charts (defaults to its type). */
  labels?: Record<string, string>;
  /** How one event reads when its payload matters (two variants of one type); else `labels`. */
  label?: (event: EventObject) => string | undefined;
}

export interface RegisteredMachine {
  id: string;
  /** The machine in the /Diagramas address, in the spec's word (`/Diagramas/orden`). */
  slug: string;
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
}

/** How an event that buttons send reads: their texts, ' / ' between two buttons. */
export const buttonLabel = (texts: readonly string[]): string => texts.join(' / ');

/** The `labels` of the events the screens' buttons send (`MachineSimulation.buttons`). */
export const buttonLabels = (buttons: Record<string, readonly string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(buttons).map(([type, texts]) => [type, buttonLabel(texts)]));

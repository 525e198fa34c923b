// How a level performs the steps of a generated path and checks each resulting state.
// Each machine has one adapter per level (tests/model/<level>/<machine>.ts).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ModelPath } from './paths.ts';

export interface Step {
  path: ModelPath;
  index: number;
  /** The event after this one, if any: the answer a call must give (done or error). */
  next: EventObject | undefined;
  /** The machine's state before and after the step, as the machine itself computes it. */
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
}

export interface LevelAdapter<C> {
  setup(path: ModelPath, first: AnyMachineSnapshot): Promise<C>;
  /** Performs the event as the level does (an HTTP call, a click) and checks its answer. */
  perform(c: C, event: EventObject, step: Step): Promise<void>;
  /** Checks that the level shows or keeps the machine's state. */
  check(c: C, snapshot: AnyMachineSnapshot): Promise<void>;
  /**
   * Sends an event the machine forbids in this state and expects the server's refusal.
   * Returns false when the event has no call at this level (nothing to refuse).
   */
  forbidden?(c: C, snapshot: AnyMachineSnapshot, event: EventObject): Promise<boolean>;
  teardown(c: C): Promise<void>;
}

// How a level performs the steps of a generated path and checks each resulting state.
// Each machine has one adapter per level (tests/model/<level>/<machine>.ts).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/index.ts';
import type { CoverageRecorder } from './coverage.ts';
import { walkPath, type ModelPath } from './paths.ts';

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

const refusedByAdapter = new WeakMap<object, Set<string>>();

/** The (state, event) refusals an adapter has already checked in this run. */
function refusedBy(adapter: object): Set<string> {
  let set = refusedByAdapter.get(adapter);
  if (!set) {
    set = new Set();
    refusedByAdapter.set(adapter, set);
  }
  return set;
}

/**
 * Walks one generated path at a level: set up, then for each step perform and check; a level
 * with `forbidden` also sends, in every settled state, the events the machine refuses there.
 * The states and transitions of each step that passed go to the coverage recorder.
 */
export async function runPath<C>(
  entry: RegisteredMachine,
  adapter: LevelAdapter<C>,
  path: ModelPath,
  recorder: CoverageRecorder,
): Promise<void> {
  const walked = walkPath(entry.machine, path);
  const first = walked.snapshots[0] as AnyMachineSnapshot;
  if (process.env.MODEL_DEBUG) console.error('inicio', path.name);
  const c = await adapter.setup(path, first);
  const refused = refusedBy(adapter);
  const refuseForbidden = async (snapshot: AnyMachineSnapshot) => {
    // While a call is in flight (tag busy) the server sees that call, not a state.
    if (!adapter.forbidden || snapshot.hasTag('busy')) return;
    // Many paths pass through the same state: each forbidden event is refused once per state
    // and run (the state's value and context say which state it is).
    const state = JSON.stringify([snapshot.value, snapshot.context]);
    const forbidden = entry.model
      .events(snapshot)
      .filter((e: EventObject) => !snapshot.can(e) && !e.type.startsWith('xstate.'))
      .filter((e: EventObject) => !refused.has(`${state}|${JSON.stringify(e)}`));
    for (const event of forbidden) {
      if (await adapter.forbidden(c, snapshot, event)) {
        refused.add(`${state}|${JSON.stringify(event)}`);
      }
    }
  };
  try {
    await adapter.check(c, first);
    await refuseForbidden(first);
    recorder.add(walked.states[0] ?? [], walked.transitions[0] ?? []);
    for (const [index, event] of path.events.entries()) {
      const before = walked.snapshots[index] as AnyMachineSnapshot;
      const after = walked.snapshots[index + 1] as AnyMachineSnapshot;
      await adapter.perform(c, event, { path, index, next: path.events[index + 1], before, after });
      if (process.env.MODEL_DEBUG) console.error('  paso', event.type);
      await adapter.check(c, after);
      await refuseForbidden(after);
      recorder.add(walked.states[index + 1] ?? [], walked.transitions[index + 1] ?? []);
    }
  } finally {
    await adapter.teardown(c);
  }
}

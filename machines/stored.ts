// What every workflow machine answers about a stored record, written once: the server restores
// the stored state before it writes (DECISIONS 4), a screen shows or hides a button at the stored
// state, and both ask the same three questions of the machine:
// - `decision`: 'rol' (403) when the sender's role may never send the event, 'estado' (409) when
//   the stored state forbids it (with the machine's own Spanish reason when one of its `reasons`
//   explains it), else 'ok';
// - `outcome`: what the record becomes when the event's call succeeds (read from the machine's
//   own targets: the event, then its call's done answer);
// - `restore`: the machine at a stored input, without starting anything.
// Restored snapshots are kept per input (they are immutable), so a list of a hundred cards or a
// bulk file of thousands of rows restores each stored state once.
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';

/** The decision before a write: allowed, refused for the role (403) or for the state (409). */
export type Decision = 'ok' | 'rol' | 'estado';

/**
 * A reason the machine gives for refusing an event in a stored state: when the same event would
 * be taken with the input `relaxed`, `message` says why it is not (e.g. a rebate whose validity
 * has passed cannot be approved). The guard that reads the input is in the machine; this only
 * names it for people.
 */
export interface RefusalReason<Input> {
  relax: (input: Input) => Input;
  message: string;
}

export interface StoredWorkflow<Input, Event extends EventObject> {
  restore: (input: Input) => AnyMachineSnapshot;
  decision: (input: Input, event: Event) => Decision;
  /** Why the stored state refuses the event, in Spanish, when a reason of the machine says it. */
  refusal: (input: Input, event: Event) => string | null;
  /** The snapshot once the event's call succeeded, or null when the event is not taken. */
  after: (input: Input, event: Event) => AnyMachineSnapshot | null;
}

export function storedWorkflow<M extends AnyStateMachine, Event extends EventObject>(
  machine: M,
  options: {
    /** The roles that may send an event in some state; null: a system event, any sender. */
    rolesOf: (event: Event) => readonly number[] | null;
    senderOf: (event: Event) => number | null;
    reasons?: readonly RefusalReason<InputFrom<M>>[];
  },
): StoredWorkflow<InputFrom<M>, Event> {
  const any: AnyStateMachine = machine;
  const cache = new Map<string, AnyMachineSnapshot>();
  const restore = (input: InputFrom<M>): AnyMachineSnapshot => {
    const key = JSON.stringify(input);
    let snapshot = cache.get(key);
    if (!snapshot) {
      snapshot = initialTransition(any, input)[0];
      if (cache.size > 200) cache.clear();
      cache.set(key, snapshot);
    }
    return snapshot;
  };
  const decision = (input: InputFrom<M>, event: Event): Decision => {
    const roles = options.rolesOf(event);
    if (roles !== null && !roles.includes(options.senderOf(event) ?? 0)) return 'rol';
    return restore(input).can(event) ? 'ok' : 'estado';
  };
  return {
    restore,
    decision,
    refusal(input, event) {
      if (decision(input, event) !== 'estado') return null;
      const reason = options.reasons?.find((r) => restore(r.relax(input)).can(event));
      return reason?.message ?? null;
    },
    after(input, event) {
      const start = restore(input);
      if (!start.can(event)) return null;
      const [next] = transition(any, start, event);
      const [id] = Object.keys(next.children as Record<string, unknown>);
      if (id === undefined) return next;
      const [done] = transition(any, next, { type: `xstate.done.actor.${id}` });
      return done;
    },
  };
}

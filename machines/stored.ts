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
//
// The guard mutant (npm run test:mutation only, scripts/mutation.ts): `<machine>.<guard>`
// negates that guard wherever the server decides at the stored state (here, and the session's
// `sessionAllows`), and the API-level model paths must then fail. The server installs where it
// is read (src/server/shared/guard-mutant.ts: the switch, within a request); elsewhere none.
import {
  initialTransition,
  not,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';

let mutantOfNow: () => string | null = () => null;

/**
 * Installs where the guard mutant is read (the server: its request's, from the switch), so that
 * only the server's decisions see it; the tests' own answers, in the same process, never do.
 */
export function installGuardMutant(read: () => string | null): void {
  mutantOfNow = read;
}

const mutants = new WeakMap<AnyStateMachine, Map<string, AnyStateMachine>>();

/**
 * The machine the server decides with: `machine` itself, or, while the switch names one of its
 * guards, a copy with that guard negated. A name of this machine that is not one of its guards
 * is refused with a clear message (a mistyped mutant must not pass as killed or survived).
 */
export function decidingMachine<M extends AnyStateMachine>(machine: M): M {
  const mutant = mutantOfNow();
  if (mutant === null || !mutant.startsWith(`${machine.id}.`)) return machine;
  let byName = mutants.get(machine);
  if (!byName) {
    byName = new Map();
    mutants.set(machine, byName);
  }
  const known = byName.get(mutant);
  if (known) return known as M;
  const name = mutant.slice(machine.id.length + 1);
  const guards = machine.implementations.guards as Record<string, (...args: unknown[]) => boolean>;
  const guard = guards[name];
  if (guard === undefined) {
    throw new Error(
      `Mutante de guarda ${mutant}: la máquina ${machine.id} no tiene la guarda '${name}' ` +
        `(sus guardas: ${Object.keys(guards).join(', ')}).`,
    );
  }
  // A built-in guard (stateIn) is evaluated through its `check`, not called: xstate's `not`.
  const negated = machine.provide({
    guards: {
      [name]: 'check' in guard ? not(guard) : (...args: unknown[]) => !guard(...args),
    },
  }) as M;
  byName.set(mutant, negated);
  return negated;
}

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
  const cache = new Map<string, AnyMachineSnapshot>();
  let cachedFor: AnyStateMachine = machine;
  const restore = (input: InputFrom<M>): AnyMachineSnapshot => {
    const any: AnyStateMachine = decidingMachine(machine);
    if (any !== cachedFor) {
      cache.clear();
      cachedFor = any;
    }
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
      const any: AnyStateMachine = decidingMachine(machine);
      const [next] = transition(any, start, event);
      const [id] = Object.keys(next.children as Record<string, unknown>);
      if (id === undefined) return next;
      const [done] = transition(any, next, { type: `xstate.done.actor.${id}` });
      return done;
    },
  };
}

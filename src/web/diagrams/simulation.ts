// Playing a registered machine on the /Diagramas page: the machine's own pure transition
// function moves the state (no call is made); an event the state does not take says why.
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { writeGuard } from './chart/model.ts';

/**
 * The machine's first state for a starting point's input (a stored estado, a session kept from
 * an earlier visit); without one, from the very beginning.
 */
export function startSnapshot(machine: AnyStateMachine, input: unknown = {}): AnyMachineSnapshot {
  const [snapshot] = initialTransition(machine, input);
  return snapshot as AnyMachineSnapshot;
}

export function send(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyMachineSnapshot {
  const [next] = transition(machine, snapshot, event);
  return next as AnyMachineSnapshot;
}

interface NodeLike {
  id: string;
  parent?: unknown;
  transitions: Map<string, { guard?: unknown }[]>;
}

/** Ids of the active states, innermost last, without the machine root. */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as NodeLike[]).filter((n) => n.parent !== undefined).map((n) => n.id);
}

/** Why the current state does not take the event, in Spanish; null when it does. */
export function whyDisabled(
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  guards: Record<string, string>,
): string | null {
  if (snapshot.can(event)) return null;
  const candidates = (snapshot._nodes as NodeLike[]).flatMap(
    (n) => n.transitions.get(event.type) ?? [],
  );
  const failed = candidates
    .map((t) => sayGuard(t.guard, guards))
    .filter((g): g is string => g !== null);
  if (failed.length === 0) return 'El estado actual no acepta este evento.';
  return `No se cumple la condición: ${[...new Set(failed)].join('; ')}.`;
}

/**
 * A transition's guard in the analysts' words: each named guard as the registry says it, the
 * combinators of xstate (`and`, `or`, `not`) as 'y', 'o' and 'no'; null without a guard.
 */
export function sayGuard(guard: unknown, guards: Record<string, string>): string | null {
  return writeGuard(guard, { name: (n) => guards[n] ?? n, and: ' y ', or: ' o ', not: 'no ' });
}

// Playing a registered machine on the /Diagramas page: the machine's own pure transition
// function moves the state (no call is made); an event the state does not take says why.
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { guardName } from './chart/model.ts';

export function startSnapshot(machine: AnyStateMachine): AnyMachineSnapshot {
  // Analysts start from the beginning: no session kept from an earlier visit.
  const [snapshot] = initialTransition(machine, {});
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
  const failed = candidates.map((t) => guardName(t.guard)).filter((g): g is string => g !== null);
  if (failed.length === 0) return 'El estado actual no acepta este evento.';
  const said = [...new Set(failed)].map((g) => guards[g] ?? g);
  return `No se cumple la condición: ${said.join('; ')}.`;
}

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

interface TransitionDataLike {
  source: { id: string };
  target?: readonly { id: string }[] | undefined;
  eventType: string;
}

/** A transition of the machine as the chart's steps name it: `source|event|target`. */
export const stepKey = (s: { source: string; event: string; target: string }) =>
  `${s.source}|${s.event}|${s.target}`;

/** The steps of the machine an event takes in a snapshot (none when it is refused). */
export function stepsOf(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  if (!snapshot.can(event)) return [];
  const data = machine.getTransitionData(snapshot, event) as unknown as TransitionDataLike[];
  return data.flatMap((t) => {
    const targets = t.target && t.target.length > 0 ? t.target : [t.source];
    return targets.map((x) => stepKey({ source: t.source.id, event: t.eventType, target: x.id }));
  });
}

/** The steps the current state takes now, each with the event (of the role's) that takes it. */
export function liveSteps(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  events: readonly EventObject[],
): Map<string, EventObject> {
  const live = new Map<string, EventObject>();
  for (const event of events) {
    for (const key of stepsOf(machine, snapshot, event)) if (!live.has(key)) live.set(key, event);
  }
  return live;
}

/**
 * The steps each role can ever take: every state reachable from every starting point, played
 * by every role one after another (a negotiation passes from role to role), and what each
 * role's events take in it. At most `limit` snapshots are explored.
 */
export function stepsByRole(
  machine: AnyStateMachine,
  roles: readonly number[],
  starts: (role: number) => readonly { input: unknown }[],
  events: (role: number) => readonly EventObject[],
  limit = 600,
): Map<number, Set<string>> {
  const byRole = new Map<number, Set<string>>(roles.map((r) => [r, new Set<string>()]));
  // One event sent by several roles alike (a call's answer) is tried once.
  const unique = new Map<string, { event: EventObject; roles: number[] }>();
  for (const role of roles) {
    for (const event of events(role)) {
      const key = safeKey(event);
      const seen = unique.get(key);
      if (seen) seen.roles.push(role);
      else unique.set(key, { event, roles: [role] });
    }
  }
  const queue: AnyMachineSnapshot[] = [];
  const seen = new Set<string>();
  const visit = (s: AnyMachineSnapshot) => {
    const key = safeKey([s.value as unknown, s.context as unknown]);
    if (seen.has(key) || seen.size >= limit) return;
    seen.add(key);
    queue.push(s);
  };
  for (const role of roles)
    for (const start of starts(role)) visit(startSnapshot(machine, start.input));
  while (queue.length > 0) {
    const s = queue.shift();
    if (!s || s.status !== 'active') continue;
    for (const { event, roles: senders } of unique.values()) {
      const steps = stepsOf(machine, s, event);
      if (steps.length === 0) continue;
      for (const role of senders) for (const step of steps) byRole.get(role)?.add(step);
      visit(send(machine, s, event));
    }
  }
  return byRole;
}

function safeKey(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (v instanceof Error ? v.message : v));
  } catch {
    return String(value);
  }
}

/** One event played on the page, as the address says it: the role that sent it and which. */
export interface PlayedEvent {
  role: number;
  type: string;
  /** Which of the role's events of that type (two variants of one type), from 0. */
  variant: number;
}

/** `1:SUBMIT,1:xstate.done.actor.login~1`: the events played, for the address. */
export function writePlayed(played: readonly PlayedEvent[]): string {
  return played
    .map((p) => `${String(p.role)}:${p.type}${p.variant > 0 ? `~${String(p.variant)}` : ''}`)
    .join(',');
}

export function readPlayed(text: string | undefined): PlayedEvent[] | null {
  if (text === undefined || text === '') return [];
  const out: PlayedEvent[] = [];
  for (const part of text.split(',')) {
    const m = /^(\d{1,2}):([A-Za-z0-9_.]+)(?:~(\d{1,2}))?$/.exec(part);
    if (!m?.[1] || !m[2]) return null;
    out.push({ role: Number(m[1]), type: m[2], variant: Number(m[3] ?? 0) });
  }
  return out;
}

/** The played event an event of a role's list is (its type and which variant of it). */
export function playedOf(
  role: number,
  event: EventObject,
  events: readonly EventObject[],
): PlayedEvent {
  const variant = events.filter((e) => e.type === event.type).indexOf(event);
  return { role, type: event.type, variant: Math.max(0, variant) };
}

/** The role's event a played event names, if the role has it. */
export function eventOf(
  played: PlayedEvent,
  events: (role: number) => readonly EventObject[],
): EventObject | undefined {
  return events(played.role).filter((e) => e.type === played.type)[played.variant];
}

// Paths generated from a registered machine with xstate's graph tooling (not written by
// hand): the shortest path to every reachable state, and that path plus one more event for
// every event the machine accepts there, so that together they take every transition.
import { getShortestPaths } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { RegisteredMachine } from '../../machines/index.ts';
import { chartModel } from '../../src/web/diagrams/chart/model.ts';
import type { ModelPath } from './models/driver.ts';

export type { ModelPath };

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

/**
 * The paths every level walks: those of `coveringPaths` less the ones `prunePaths` finds
 * redundant once the longer paths are kept (a path that stops while its call is in flight, when
 * the path that answers that call is kept too).
 */
export function generatePaths(entry: RegisteredMachine): ModelPath[] {
  return prunePaths(coveringPaths(entry), (path) => {
    const walked = walkPath(entry.machine, path);
    return [...walked.transitions.flat(), ...walked.states.flat().map((s) => `estado ${s}`)];
  });
}

/**
 * Drops every path whose targets (`targetsOf`: the transitions it takes and the states it
 * reaches) are all hit by the other paths still kept, so the paths left cover exactly what all
 * of them covered. The shortest paths are tried first (they are the ones a longer path
 * repeats), each against the paths still kept at that point; a path with no target is kept
 * (nothing says it is redundant); the order of the paths left is theirs.
 */
export function prunePaths<P extends { events: readonly unknown[] }>(
  paths: readonly P[],
  targetsOf: (path: P) => readonly string[],
): P[] {
  const taken = paths.map((path) => new Set(targetsOf(path)));
  const times = new Map<string, number>();
  for (const set of taken) for (const t of set) times.set(t, (times.get(t) ?? 0) + 1);
  const dropped = new Set<number>();
  const shortestFirst = paths
    .map((path, index) => ({ path, index }))
    .sort((a, b) => a.path.events.length - b.path.events.length || a.index - b.index);
  for (const { index } of shortestFirst) {
    const set = taken[index] as Set<string>;
    if (set.size === 0 || ![...set].every((t) => (times.get(t) ?? 0) > 1)) continue;
    for (const t of set) times.set(t, (times.get(t) ?? 0) - 1);
    dropped.add(index);
  }
  return paths.filter((_, index) => !dropped.has(index));
}

/**
 * The paths that together take every transition, before `prunePaths`: the shortest path to each
 * state plus one event, kept when it takes a transition no shorter kept path took. A second
 * screen picks its paths from these (surfacePaths), so pruning never costs a screen a path.
 */
export function coveringPaths(entry: RegisteredMachine): readonly ModelPath[] {
  // Generated once per machine and run: a large machine's graph takes seconds to walk.
  let paths = covering.get(entry);
  if (paths === undefined) {
    paths = generateCoveringPaths(entry);
    covering.set(entry, paths);
  }
  return paths;
}

const covering = new WeakMap<RegisteredMachine, readonly ModelPath[]>();

function generateCoveringPaths(entry: RegisteredMachine): readonly ModelPath[] {
  const candidates: ModelPath[] = [];
  const seen = new Set<string>();
  for (const start of entry.model.starts) {
    const toStates = getShortestPaths(entry.machine, {
      input: start.input,
      events: (s: AnyMachineSnapshot) => entry.model.events(s),
      serializeState,
    });
    for (const p of toStates) {
      const steps = p.steps as { event: EventObject }[];
      const prefix = steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
      const state = p.state as AnyMachineSnapshot;
      // A start that accepts no event (a final state reached at once, e.g. a stored eliminated
      // listing) is still a path: its start and its eventless transitions are covered by it.
      if (prefix.length === 0 && entry.model.events(state).every((e) => !state.can(e))) {
        candidates.push({ name: `${start.name}: (sin eventos)`, start, events: [] });
      }
      for (const event of entry.model.events(state)) {
        if (!state.can(event)) continue;
        const events = [...prefix, event];
        const key = `${start.name}|${JSON.stringify(events)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        candidates.push({
          name: `${start.name}: ${events.map((e) => e.type).join(' → ')}`,
          start,
          events,
        });
      }
    }
  }
  // A path is kept only when it takes a transition no kept path took yet (its start's eventless
  // transitions included): the same transition sent by another role (or with another payload)
  // adds time, not coverage. The shortest candidates are tried first, whatever their start: a
  // state the machine can start in (a stored estado) is set up directly instead of being
  // reached again through every step before it, and each step costs a browser level seconds.
  const byLength = candidates
    .map((path, order) => ({ path, order }))
    .sort((a, b) => a.path.events.length - b.path.events.length || a.order - b.order);
  const covered = new Set<string>();
  const kept: { path: ModelPath; order: number }[] = [];
  for (const candidate of byLength) {
    const walked = walkPath(entry.machine, candidate.path);
    if (walked.transitions.flat().every((t) => covered.has(t))) continue;
    for (const step of walked.transitions) for (const t of step) covered.add(t);
    kept.push(candidate);
  }
  // Reported in the machine's order of starts, each start's paths shortest first.
  return kept.sort((a, b) => a.order - b.order).map((k) => k.path);
}

/**
 * The paths a second screen of a level walks again (`surface`): of the machine's generated
 * paths, those whose user events (every event but the calls' answers) are all events the screen
 * offers; the longest first, each kept only when it takes a transition no kept one took (a path
 * that stops while its call is in flight adds nothing to the one that answers it).
 */
export function surfacePaths(
  entry: RegisteredMachine,
  paths: readonly ModelPath[],
  surface: { nombre: string; eventos: readonly string[] },
): ModelPath[] {
  const offered = (p: ModelPath) =>
    p.events.length > 0 &&
    p.events.every((e) => e.type.startsWith('xstate.') || surface.eventos.includes(e.type));
  const covered = new Set<string>();
  return paths
    .filter(offered)
    .map((path, order) => ({ path, order }))
    .sort((a, b) => b.path.events.length - a.path.events.length || a.order - b.order)
    .filter(({ path }) => {
      const taken = walkPath(entry.machine, path).transitions.slice(1).flat();
      if (taken.every((t) => covered.has(t))) return false;
      for (const t of taken) covered.add(t);
      return true;
    })
    .sort((a, b) => a.order - b.order)
    .map(({ path }) => ({
      ...path,
      name: `${path.name} [${surface.nombre}]`,
      surface: surface.nombre,
    }));
}

/**
 * What a second screen has to cover: every transition its events take, and every answer of the
 * calls they invoke (the transitions out of the states they lead to).
 */
export function surfaceTargets(machine: AnyStateMachine, eventos: readonly string[]): string[] {
  const { edges } = chartModel(machine);
  const taken = edges.filter((e) => eventos.includes(e.event));
  const busy = new Set(taken.map((e) => e.target));
  const answers = edges.filter((e) => busy.has(e.source) && e.event.startsWith('xstate.'));
  return [
    ...new Set([...taken, ...answers].map((e) => transitionKey(e.source, e.event, e.target))),
  ];
}

/** What a machine has to cover: every state (but the root) and every transition. */
export function coverageTargets(machine: AnyStateMachine): {
  states: string[];
  transitions: string[];
} {
  const model = chartModel(machine);
  return {
    states: model.nodes.filter((n) => n.parent !== null).map((n) => n.id),
    transitions: [...new Set(model.edges.map((e) => transitionKey(e.source, e.event, e.target)))],
  };
}

export const transitionKey = (source: string, event: string, target: string) =>
  `${source} --${event || 'siempre'}--> ${target}`;

export interface Walked {
  /** Active state ids after each step (index 0: after start). */
  states: string[][];
  /** Transitions taken by each step (index 0: those of the start). */
  transitions: string[][];
  snapshots: AnyMachineSnapshot[];
}

/**
 * Replays a path on a live actor whose calls never answer by themselves (their answers are
 * events of the path), recording the states and the transitions each step takes.
 */
export function walkPath(machine: AnyStateMachine, path: ModelPath): Walked {
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((k) => [k, silent]),
  );
  let current: string[] = [];
  let entered: string[] = [];
  const withAncestors = (node: { id: string; parent?: unknown }) => {
    let n: { id: string; parent?: unknown } = node;
    while (n.parent) {
      entered.push(n.id);
      n = n.parent as { id: string; parent?: unknown };
    }
  };
  const actor = createActor(machine.provide({ actors }), {
    input: path.start.input,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      for (const t of e._transitions) {
        const source = t.source as { id: string; parent?: unknown };
        const targets = (t.target && t.target.length > 0 ? t.target : [source]) as {
          id: string;
          parent?: unknown;
        }[];
        withAncestors(source);
        for (const target of targets) {
          current.push(transitionKey(source.id, String(t.eventType), target.id));
          withAncestors(target);
        }
      }
    },
  });
  const walked: Walked = { states: [], transitions: [], snapshots: [] };
  const record = () => {
    const snapshot = actor.getSnapshot();
    walked.snapshots.push(snapshot);
    // Transient states (left at once by an eventless transition) count as reached too.
    walked.states.push([...new Set([...activeIds(snapshot), ...entered])]);
    walked.transitions.push(current);
    current = [];
    entered = [];
  };
  actor.start();
  record();
  for (const event of path.events) {
    actor.send(event);
    record();
  }
  actor.stop();
  return walked;
}

export function activeIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as { id: string; parent?: unknown }[])
    .filter((n) => n.parent !== undefined)
    .map((n) => n.id);
}

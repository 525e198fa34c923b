// The chart of a machine, read from its definition (no hand-drawn copy): every state, nested
// and parallel ones too, and every transition with its event and guard. Pure: used by
// `npm run charts` in Node and by the /Diagramas page.
import { and, not, or, type AnyStateMachine, type AnyStateNode } from 'xstate';

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** The state node id, e.g. `session.anonymous.login`. */
  id: string;
  /** The state as the spec names it (the registry's `states`), else its own key. */
  label: string;
  /** The code's name of the state: its path without the machine's id (`anonymous.login`). */
  code: string;
  parent: string | null;
  kind: ChartNodeKind;
  /** A parent state drawn as one box, its inner states hidden (fold.ts). */
  folded?: boolean;
  /** Id of the initial child of a compound state. */
  initial: string | null;
  tags: string[];
}

/** One transition of the machine a drawn arrow stands for: taken by `event` in `source`. */
export interface ChartStep {
  source: string;
  event: string;
  target: string;
}

export interface ChartEdge {
  id: string;
  source: string;
  /** Targetless transitions (actions only) point to their source. */
  target: string;
  event: string;
  /** The guard in the analysts' words (the registry's `guards`), null without one. */
  guard: string | null;
  /** What the arrow reads: the action that sends it, then its condition on a line of its own. */
  label: string;
  /** The machine's transitions it stands for (several once a parent state is folded). */
  steps: ChartStep[];
}

/** The texts a chart reads in: the registry entry's `simulation` (states, events, guards). */
export interface ChartTexts {
  states?: Record<string, string>;
  labels?: Record<string, string>;
  guards?: Record<string, string>;
}

/** An event as the registry says it (the button or action that sends it), else its code. */
export function sayEvent(event: string, texts: ChartTexts = {}): string {
  return texts.labels?.[event] ?? eventLabel(event);
}

/** An arrow's text: the event, and its guard in brackets on the next line. */
export function edgeLabel(event: string, guard: string | null): string {
  // A transition taken by itself (`always`) reads as its condition.
  if (event === 'siempre' && guard) return `si ${guard}`;
  return guard ? `${event}\n[${guard}]` : event;
}

export interface ChartModel {
  id: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

interface GuardLike {
  type?: string;
  guards?: unknown[];
  name?: string;
  check?: unknown;
}

// xstate's combinators are told apart by their `check` function, the same for every `and`
// (`or`, `not`): their names do not survive the app's minification.
const combinatorChecks = new Map<unknown, 'and' | 'or' | 'not'>([
  [(and([]) as GuardLike).check, 'and'],
  [(or([]) as GuardLike).check, 'or'],
  [(not('x') as GuardLike).check, 'not'],
]);

/**
 * A guard as a tree: a named guard (`hasChallenge`), a combinator of guards, or an inline
 * function nobody named (`guarda`).
 */
export type GuardTree =
  { name: string } | { combinator: 'and' | 'or' | 'not'; guards: GuardTree[] };

export function guardTree(guard: unknown): GuardTree | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return { name: guard };
  if (typeof guard === 'object') {
    const type = (guard as GuardLike).type;
    return type === undefined ? null : { name: type };
  }
  if (typeof guard !== 'function') return null;
  const g = guard as GuardLike;
  const combinator = combinatorChecks.get(g.check);
  if (combinator && Array.isArray(g.guards)) {
    return {
      combinator,
      guards: g.guards.map((x) => guardTree(x) ?? { name: 'guarda' }),
    };
  }
  return { name: g.name && g.name !== 'guard' ? g.name : 'guarda' };
}

/** A guard as analysts read it: `hasChallenge`, `!isActive`, `a && b`. */
export function guardName(guard: unknown): string | null {
  return writeGuard(guard, { name: (n) => n, and: ' && ', or: ' || ', not: '!' });
}

/** How a guard is written: each named guard, and the words of the combinators. */
export interface GuardWords {
  name: (name: string) => string;
  and: string;
  or: string;
  /** Written before the negated guard. */
  not: string;
}

/** A guard written with `words`, combined guards in parentheses; null without a guard. */
export function writeGuard(guard: unknown, words: GuardWords): string | null {
  const write = (t: GuardTree): string => {
    if ('name' in t) return words.name(t.name);
    const parts = t.guards.map((x) =>
      'name' in x || x.combinator === 'not' ? write(x) : `(${write(x)})`,
    );
    if (t.combinator === 'not') return `${words.not}${parts[0] ?? '?'}`;
    return parts.join(t.combinator === 'or' ? words.or : words.and);
  };
  const tree = guardTree(guard);
  return tree ? write(tree) : null;
}

/**
 * How an event reads on a chart: the done/error events of an invoked call become
 * `✓ login` / `✗ login`, delays `después de 500 ms`.
 */
export function eventLabel(event: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done?.[1]) return `✓ ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error?.[1]) return `✗ ${error[1]}`;
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after?.[1]) return `después de ${after[1]} ms`;
  if (event === '') return 'siempre';
  return event;
}

function kindOf(node: AnyStateNode): ChartNodeKind {
  switch (node.type) {
    case 'parallel':
      return 'parallel';
    case 'final':
      return 'final';
    case 'history':
      return 'history';
    case 'compound':
      return 'compound';
    default:
      return 'atomic';
  }
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
  actions?: readonly unknown[];
}

const isForbidden = (t: TransitionLike) =>
  (t.target === undefined || t.target.length === 0) &&
  t.guard === undefined &&
  (t.actions === undefined || t.actions.length === 0);

export function chartModel(machine: AnyStateMachine, texts: ChartTexts = {}): ChartModel {
  const sayGuard = (g: unknown) =>
    writeGuard(g, {
      name: (n) => texts.guards?.[n] ?? n,
      and: ' y ',
      or: ' o ',
      not: 'no ',
    });
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const visit = (node: AnyStateNode, parent: string | null) => {
    const initialTarget = (node.initial as { target?: readonly AnyStateNode[] } | undefined)
      ?.target?.[0];
    const code = node.path.join('.');
    nodes.push({
      id: node.id,
      label: texts.states?.[code] ?? node.key,
      code,
      parent,
      kind: kindOf(node),
      initial: initialTarget ? initialTarget.id : null,
      tags: [...node.tags],
    });
    const transitions: TransitionLike[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []).map((t) => ({ ...t, eventType: '' })),
    ];
    for (const t of transitions) {
      // A forbidden transition (`EVENT: undefined`: neither taken nor passed to the parent, as a
      // busy state does with its parent's events) changes nothing: it is not drawn.
      if (isForbidden(t)) continue;
      const targets = t.target && t.target.length > 0 ? t.target : [node];
      for (const target of targets) {
        const guard = sayGuard(t.guard);
        // The unguarded `always` after guarded ones is taken when none of theirs holds.
        const otherwise =
          t.eventType === '' &&
          guard === null &&
          transitions.some((o) => o.eventType === '' && o.guard !== undefined);
        edges.push({
          id: `${node.id}:${t.eventType}:${String(edges.length)}`,
          source: node.id,
          target: target.id,
          event: t.eventType,
          guard,
          label: otherwise ? 'en otro caso' : edgeLabel(sayEvent(t.eventType, texts), guard),
          steps: [{ source: node.id, event: t.eventType, target: target.id }],
        });
      }
    }
    for (const child of Object.values(node.states)) visit(child, node.id);
  };
  visit(machine.root, null);
  return { id: machine.id, nodes, edges };
}

// Folding parent states, as Stately Studio does: a folded compound state is drawn as one box
// (PENDIENTE) and the arrows of its inner steps become its own. A step that only waits for the
// server inside it (`facturando`) reads, once folded, as the action that started it: the arrow
// PENDIENTE -> FACTURADO says 'Cambiar a Facturado', not the call's answer. Pure: used by
// `npm run charts` (a layout per way of folding) and the /Diagramas page.
import type { ChartEdge, ChartModel, ChartNode } from './model.ts';

/**
 * The states that fold: compound states below the machine's root that are not the regions of
 * a parallel state (a region is always open, side by side with its siblings).
 */
export function foldableStates(model: ChartModel): string[] {
  const byId = new Map(model.nodes.map((n) => [n.id, n]));
  return model.nodes
    .filter((n) => {
      if (n.parent === null) return false;
      if (!model.nodes.some((k) => k.parent === n.id)) return false;
      return byId.get(n.parent)?.kind !== 'parallel';
    })
    .map((n) => n.id);
}

/** The key of the layout with every parent state open. */
export const ALL_OPEN = '*';

/**
 * The ways of folding a chart has a layout for: '' (every parent folded), one parent open with
 * the parents around it (its key is its id), and everything open (ALL_OPEN).
 */
export function foldKeys(model: ChartModel): string[] {
  return ['', ...foldableStates(model), ALL_OPEN];
}

/** The open parents of a fold key: the state and its foldable ancestors. */
export function openStates(model: ChartModel, key: string): Set<string> {
  const foldable = foldableStates(model);
  if (key === ALL_OPEN) return new Set(foldable);
  const open = new Set<string>();
  let id: string | null = key === '' ? null : key;
  while (id !== null) {
    if (foldable.includes(id)) open.add(id);
    const current: string = id;
    id = model.nodes.find((n) => n.id === current)?.parent ?? null;
  }
  return open;
}

/** Whether `id` is `ancestor` or inside it. */
export const within = (id: string, ancestor: string) =>
  id === ancestor || id.startsWith(`${ancestor}.`);

/**
 * The chart with the parents outside `open` folded: their inner states are not drawn, each
 * arrow goes from and to the outermost folded box around its ends, arrows inside one folded
 * box are not drawn, and arrows that say the same between the same boxes are one.
 */
export function foldChart(model: ChartModel, open: ReadonlySet<string>): ChartModel {
  const foldable = new Set(foldableStates(model));
  const folded = model.nodes.filter((n) => foldable.has(n.id) && !open.has(n.id));
  // The outermost folded box around a state, or the state itself.
  const shown = (id: string): string => {
    let best = id;
    for (const f of folded)
      if (within(id, f.id) && id !== f.id && best.length > f.id.length) best = f.id;
    return best;
  };
  const nodes: ChartNode[] = model.nodes
    .filter((n) => shown(n.id) === n.id)
    .map((n) =>
      foldable.has(n.id) && !open.has(n.id) ? { ...n, initial: null, folded: true } : n,
    );
  const byKey = new Map<string, ChartEdge>();
  for (const e of model.edges) {
    const source = shown(e.source);
    const target = shown(e.target);
    const foldedBox = source !== e.source ? source : null;
    // Inside one folded box (or a targetless step of a folded state): not drawn.
    if (foldedBox !== null && target === source) continue;
    let label = e.label;
    let steps = e.steps;
    if (foldedBox !== null && /^xstate\.done\.actor\./.test(e.event)) {
      // The answer of a call leaves the box: the arrow reads as what sent the call.
      const starts = model.edges.filter(
        (s) => s.target === e.source && s.source !== e.source && within(s.source, foldedBox),
      );
      if (starts.length > 0) {
        label = [...new Set(starts.map((s) => s.label))].join('\n');
        steps = [...starts.flatMap((s) => s.steps), ...e.steps];
      }
    }
    const key = `${source}->${target}:${label}`;
    const same = byKey.get(key);
    if (same) {
      same.steps = [...same.steps, ...steps];
      continue;
    }
    byKey.set(key, { ...e, id: key, source, target, label, steps });
  }
  return { id: model.id, nodes, edges: [...byKey.values()] };
}

// Automatic layout of a chart with ELK (layered), so that nothing overlaps. Run at build time
// by `npm run charts` (elkjs is heavy); the page ships the resulting JSON. Label widths come
// from a fixed per-character width, so Node and the browser get the same layout.
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartModel } from './model.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: Record<string, Box>;
  /** Initial-state dots, keyed by the compound state (or the machine root) they start. */
  initials: Record<string, Box>;
  edges: Record<string, { points: { x: number; y: number }[]; label: Box | null }>;
}

export const CHAR_WIDTH = 7.2;
export const LABEL_CHAR_WIDTH = 6.4;
const NODE_HEIGHT = 36;
const INITIAL_SIZE = 12;

export function nodeWidth(label: string): number {
  return Math.max(84, Math.ceil(label.length * CHAR_WIDTH + 28));
}

export function labelWidth(label: string): number {
  return Math.ceil(label.length * LABEL_CHAR_WIDTH + 10);
}

const rootOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'POLYLINE',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.spacing.nodeNode': '40',
  'elk.layered.spacing.nodeNodeBetweenLayers': '60',
  'elk.spacing.edgeNode': '20',
  'elk.spacing.edgeEdge': '14',
  'elk.spacing.nodeSelfLoop': '24',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.edgeLabels.sideSelection': 'SMART_UP',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.randomSeed': '1',
  'elk.padding': '[top=24,left=24,bottom=24,right=24]',
};

const initialId = (id: string) => `${id}::initial`;

export async function layoutChart(model: ChartModel): Promise<ChartLayout> {
  const root = model.nodes.find((n) => n.parent === null);
  if (!root) throw new Error(`la máquina ${model.id} no tiene estados`);
  const childrenOf = (id: string) => model.nodes.filter((n) => n.parent === id);

  const toElk = (id: string): ElkNode => {
    const node = model.nodes.find((n) => n.id === id);
    const kids = childrenOf(id);
    if (!node) throw new Error(id);
    if (kids.length === 0) {
      return { id, width: nodeWidth(node.label), height: NODE_HEIGHT };
    }
    const children: ElkNode[] = kids.map((k) => toElk(k.id));
    if (node.initial)
      children.unshift({ id: initialId(id), width: INITIAL_SIZE, height: INITIAL_SIZE });
    return {
      id,
      children,
      layoutOptions: { 'elk.padding': '[top=36,left=16,bottom=16,right=16]' },
    };
  };

  const edges: ElkExtendedEdge[] = model.edges.map((e) => ({
    id: e.id,
    sources: [e.source],
    targets: [e.target],
    labels: [{ text: e.label, width: labelWidth(e.label), height: 16 }],
  }));
  for (const n of model.nodes) {
    if (n.initial) {
      edges.push({ id: `${initialId(n.id)}->`, sources: [initialId(n.id)], targets: [n.initial] });
    }
  }
  const topChildren: ElkNode[] = childrenOf(root.id).map((k) => toElk(k.id));
  if (root.initial) {
    topChildren.unshift({ id: initialId(root.id), width: INITIAL_SIZE, height: INITIAL_SIZE });
  }
  const graph: ElkNode = { id: '__root', layoutOptions: rootOptions, children: topChildren, edges };
  const elk = new ELK();
  const out = await elk.layout(graph);

  const layout: ChartLayout = {
    width: Math.ceil(out.width ?? 0),
    height: Math.ceil(out.height ?? 0),
    nodes: {},
    initials: {},
    edges: {},
  };
  const round = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
  const collect = (n: ElkNode) => {
    for (const c of n.children ?? []) {
      const box = { x: round(c.x), y: round(c.y), width: round(c.width), height: round(c.height) };
      if (c.id.endsWith('::initial')) layout.initials[c.id.slice(0, -'::initial'.length)] = box;
      else layout.nodes[c.id] = box;
      collect(c);
    }
  };
  collect(out);
  for (const e of out.edges ?? []) {
    const section = e.sections?.[0];
    if (!section) continue;
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(
      (p) => ({ x: round(p.x), y: round(p.y) }),
    );
    const l = e.labels?.[0];
    layout.edges[e.id] = {
      points,
      label: l
        ? { x: round(l.x), y: round(l.y), width: round(l.width), height: round(l.height) }
        : null,
    };
  }
  return layout;
}

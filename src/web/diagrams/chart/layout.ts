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
  direction: Direction;
  width: number;
  height: number;
  nodes: Record<string, Box>;
  /** Initial-state dots, keyed by the compound state (or the machine root) they start. */
  initials: Record<string, Box>;
  edges: Record<string, { points: { x: number; y: number }[]; label: Box | null }>;
}

/** Font sizes of the drawing, in px at scale 1: the page fits the chart to its width. */
export const STATE_FONT = 14;
export const LABEL_FONT = 12;
export const LINE_HEIGHT = { state: 18, label: 15 };
const NODE_PADDING = 12;
const INITIAL_SIZE = 12;
const STATE_CHARS = 24;
const LABEL_CHARS = 18;

/**
 * A text's width at `size` px, over-estimated from its characters (capitals are wider), so
 * that Node and every browser fit it in its box.
 */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text)
    em += /[A-ZÁÉÍÓÚÑ]/.test(ch) ? 0.7 : /[\s.,:;'il|!()[\]]/.test(ch) ? 0.34 : 0.58;
  return Math.ceil(em * size);
}

/** A text in lines of at most `max` characters, cut at spaces; its own line breaks kept. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line !== '' && line.length + 1 + word.length > max) {
        lines.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line);
  }
  return lines;
}

/** A state's text in lines (a folded state ends with ▸, its sign that it opens). */
export const stateLines = (label: string, folded = false) =>
  wrap(folded ? `${label} ▸` : label, STATE_CHARS);
export const labelLines = (label: string) => wrap(label, LABEL_CHARS);

const linesWidth = (lines: string[], size: number) =>
  Math.max(...lines.map((l) => textWidth(l, size)));

export function nodeSize(label: string, folded = false): { width: number; height: number } {
  const lines = stateLines(label, folded);
  return {
    // A folded state's name is bold: a tenth wider.
    width: Math.max(
      96,
      Math.ceil(linesWidth(lines, STATE_FONT) * (folded ? 1.1 : 1)) + 2 * NODE_PADDING,
    ),
    height: lines.length * LINE_HEIGHT.state + 2 * NODE_PADDING - 4,
  };
}

export function labelSize(label: string): { width: number; height: number } {
  const lines = labelLines(label);
  return {
    width: linesWidth(lines, LABEL_FONT) + 10,
    height: lines.length * LINE_HEIGHT.label + 4,
  };
}

export type Direction = 'DOWN' | 'RIGHT';

const rootOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'POLYLINE',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.spacing.nodeNode': '24',
  'elk.layered.spacing.nodeNodeBetweenLayers': '60',
  'elk.spacing.edgeNode': '12',
  'elk.spacing.edgeEdge': '8',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.nodeSelfLoop': '24',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.edgeLabels.sideSelection': 'SMART_UP',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.randomSeed': '1',
  'elk.padding': '[top=24,left=24,bottom=24,right=24]',
};

const initialId = (id: string) => `${id}::initial`;

/** The room for a parent state's title above its inner states. */
export const titleHeight = (label: string) => 16 + stateLines(label).length * LINE_HEIGHT.state;

/** The width the page has for a chart at 1366 px; a layout is chosen to fit it. */
export const TARGET_WIDTH = 1300;

/**
 * The layout read best at the page's width: downwards or rightwards, whichever needs less
 * shrinking to fit TARGET_WIDTH (the shorter one when both fit).
 */
export async function bestLayout(model: ChartModel): Promise<ChartLayout> {
  const down = await layoutChart(model, 'DOWN');
  if (down.width <= TARGET_WIDTH) return down;
  const right = await layoutChart(model, 'RIGHT');
  return right.width < down.width ? right : down;
}

export async function layoutChart(
  model: ChartModel,
  direction: Direction = 'DOWN',
): Promise<ChartLayout> {
  const root = model.nodes.find((n) => n.parent === null);
  if (!root) throw new Error(`la máquina ${model.id} no tiene estados`);
  const childrenOf = (id: string) => model.nodes.filter((n) => n.parent === id);

  const toElk = (id: string): ElkNode => {
    const node = model.nodes.find((n) => n.id === id);
    const kids = childrenOf(id);
    if (!node) throw new Error(id);
    if (kids.length === 0) {
      return { id, ...nodeSize(node.label, node.folded) };
    }
    const children: ElkNode[] = kids.map((k) => toElk(k.id));
    if (node.initial)
      children.unshift({ id: initialId(id), width: INITIAL_SIZE, height: INITIAL_SIZE });
    return {
      id,
      children,
      layoutOptions: {
        'elk.direction': direction,
        'elk.padding': `[top=${String(titleHeight(node.label))},left=16,bottom=16,right=16]`,
      },
    };
  };

  const edges: ElkExtendedEdge[] = model.edges.map((e) => ({
    id: e.id,
    sources: [e.source],
    targets: [e.target],
    labels: [{ text: e.label, ...labelSize(e.label) }],
  }));
  for (const n of model.nodes) {
    if (n.initial) {
      edges.push({ id: `${initialId(n.id)}->`, sources: [initialId(n.id)], targets: [n.initial] });
    }
  }
  const inside = (id: string, ancestor: string) =>
    id === ancestor || id.startsWith(`${ancestor}.`) || id.startsWith(`${ancestor}::`);
  // A parallel machine's regions, one under the other: each as wide as the page allows.
  const parts: { children: ElkNode[]; edges: ElkExtendedEdge[] }[] =
    root.kind === 'parallel'
      ? childrenOf(root.id).map((region) => ({
          children: [toElk(region.id)],
          edges: edges.filter((e) => inside(e.sources[0] ?? '', region.id)),
        }))
      : [
          {
            children: [
              ...(root.initial
                ? [{ id: initialId(root.id), width: INITIAL_SIZE, height: INITIAL_SIZE }]
                : []),
              ...childrenOf(root.id).map((k) => toElk(k.id)),
            ],
            edges,
          },
        ];
  const layout: ChartLayout = {
    direction,
    width: 0,
    height: 0,
    nodes: {},
    initials: {},
    edges: {},
  };
  const round = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
  const elk = new ELK();
  for (const part of parts) {
    const out: ElkNode = await elk.layout({
      id: '__root',
      layoutOptions: { ...rootOptions, 'elk.direction': direction },
      children: part.children,
      edges: part.edges,
    });
    const dy = layout.height === 0 ? 0 : layout.height - 24;
    const collect = (n: ElkNode) => {
      for (const c of n.children ?? []) {
        const box = {
          x: round(c.x),
          y: round((c.y ?? 0) + dy),
          width: round(c.width),
          height: round(c.height),
        };
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
        (p) => ({ x: round(p.x), y: round(p.y + dy) }),
      );
      const l = e.labels?.[0];
      layout.edges[e.id] = {
        points,
        label: l
          ? {
              x: round(l.x),
              y: round((l.y ?? 0) + dy),
              width: round(l.width),
              height: round(l.height),
            }
          : null,
      };
    }
    layout.width = Math.max(layout.width, Math.ceil(out.width ?? 0));
    layout.height = Math.ceil(dy + (out.height ?? 0));
  }
  return layout;
}

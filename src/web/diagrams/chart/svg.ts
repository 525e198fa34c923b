// One small SVG renderer for `npm run charts` (files in docs/charts) and the /Diagramas page:
// rounded states, nested compound boxes, the initial dot, polylines with arrows and
// "EVENT [guard]" labels. States carry data-state so the page can highlight the current one.
import type { ChartModel } from './model.ts';
import {
  LABEL_FONT,
  LINE_HEIGHT,
  STATE_FONT,
  labelLines,
  stateLines,
  type ChartLayout,
} from './layout.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RenderOptions {
  /** State ids to highlight (the current state and its ancestors). */
  active?: readonly string[];
  /** Arrows the current state takes now, as the chosen role (highlighted, clickable). */
  live?: ReadonlySet<string>;
  /** Arrows the chosen role can never take (dimmed). */
  dimmed?: ReadonlySet<string>;
  /** Parent states that fold or open on a click. */
  foldable?: ReadonlySet<string>;
  title?: string;
}

/** Lines of text as tspans, the first at `y`. */
const tspans = (lines: string[], x: number, y: number, step: number) =>
  lines
    .map((l, i) => `<tspan x="${String(x)}" y="${String(y + i * step)}">${esc(l)}</tspan>`)
    .join('');

export const chartStyles = `
.st rect{fill:#fff;stroke:#495057;stroke-width:1.2}
.st.compound>rect{fill:#f8f9fa;stroke:#adb5bd}
.st.parallel>rect{fill:#f8f9fa;stroke:#adb5bd;stroke-dasharray:6 4}
.st.folded>rect{fill:#f1f3f5;stroke:#495057;stroke-width:1.6}
.st.active>rect{fill:#d0ebff;stroke:#1c7ed6;stroke-width:2.4}
.st.compound.active>rect{fill:#e7f5ff}
.st text{font:${STATE_FONT}px system-ui,sans-serif;fill:#212529}
.st.compound>text{font-weight:600;fill:#495057}
.st.folded>text,.st.toggle>text{font-weight:600}
.st.toggle{cursor:pointer}
.tr polyline{fill:none;stroke:#868e96;stroke-width:1.2}
.tr text{font:${LABEL_FONT}px system-ui,sans-serif;fill:#343a40}
.tr rect{fill:#fff;opacity:.9}
.tr.live polyline{stroke:#1c7ed6;stroke-width:2.4}
.tr.live rect{fill:#d0ebff;stroke:#1c7ed6;opacity:1}
.tr.live text{fill:#1864ab}
.tr.live{cursor:pointer}
.tr.dimmed{opacity:.35}
.init{fill:#212529}
`;

export function renderChartSvg(
  model: ChartModel,
  layout: ChartLayout,
  options: RenderOptions = {},
): string {
  const active = new Set(options.active ?? []);
  const live = options.live ?? new Set<string>();
  const dimmed = options.dimmed ?? new Set<string>();
  const foldable = options.foldable ?? new Set<string>();
  const parts: string[] = [];
  const w = layout.width;
  const h = layout.height;
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(options.title ?? model.id)}">`,
    `<style>${chartStyles}</style>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#868e96"/></marker><marker id="arrow-live" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#1c7ed6"/></marker></defs>',
  );
  // Outer states first, so nested ones are drawn on top of their parents.
  const depth = (id: string): number => {
    const n = model.nodes.find((x) => x.id === id);
    return n?.parent ? 1 + depth(n.parent) : 0;
  };
  const drawn = model.nodes
    .filter((n) => layout.nodes[n.id])
    .sort((a, b) => depth(a.id) - depth(b.id));
  for (const n of drawn) {
    const b = layout.nodes[n.id];
    if (!b) continue;
    const hasKids = model.nodes.some((k) => k.parent === n.id);
    const cls = [
      'st',
      n.folded ? 'folded' : hasKids ? n.kind : 'atomic',
      // A parallel state's regions are always active: only what is inside them is highlighted.
      active.has(n.id) && model.nodes.find((p) => p.id === n.parent)?.kind !== 'parallel'
        ? 'active'
        : '',
      foldable.has(n.id) ? 'toggle' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const text = hasKids
      ? `<text>${tspans(stateLines(`${n.label}${foldable.has(n.id) ? ' ▾' : ''}`), b.x + 12, b.y + 22, LINE_HEIGHT.state)}</text>`
      : (() => {
          const lines = stateLines(n.label, n.folded);
          const top = b.y + b.height / 2 - ((lines.length - 1) * LINE_HEIGHT.state) / 2 + 5;
          return `<text text-anchor="middle">${tspans(lines, b.x + b.width / 2, top, LINE_HEIGHT.state)}</text>`;
        })();
    // The code's name on hover: an analyst and a developer speak of the same state.
    const hover = `<title>${esc(n.label)} (${esc(n.code)})</title>`;
    const final =
      n.kind === 'final'
        ? `<rect x="${b.x + 4}" y="${b.y + 4}" width="${b.width - 8}" height="${b.height - 8}" rx="6" fill="none"/>`
        : '';
    parts.push(
      `<g class="${cls}" data-state="${esc(n.id)}" data-code="${esc(n.code)}">${hover}<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="${hasKids ? 12 : 9}"/>${final}${text}</g>`,
    );
  }
  for (const [, b] of Object.entries(layout.initials)) {
    parts.push(
      `<circle class="init" cx="${b.x + b.width / 2}" cy="${b.y + b.height / 2}" r="${b.width / 2}"/>`,
    );
  }
  const edgeIds = [
    ...model.edges.map((e) => e.id),
    ...Object.keys(layout.edges).filter((id) => id.endsWith('::initial->')),
  ];
  for (const id of edgeIds) {
    const e = layout.edges[id];
    if (!e) continue;
    const edge = model.edges.find((x) => x.id === id);
    const points = e.points.map((p) => `${p.x},${p.y}`).join(' ');
    let label = '';
    if (edge && e.label) {
      const l = e.label;
      label = `<rect x="${l.x}" y="${l.y}" width="${l.width}" height="${l.height}" rx="3"/><text>${tspans(labelLines(edge.label), l.x + 5, l.y + 13, LINE_HEIGHT.label)}</text>`;
    }
    const cls = ['tr', live.has(id) ? 'live' : '', dimmed.has(id) ? 'dimmed' : '']
      .filter(Boolean)
      .join(' ');
    const said = edge ? edge.label.replace(/\n/g, ' ') : '';
    const hover = edge ? `<title>${esc(said)} (${esc(edge.event)})</title>` : '';
    // A transition the state takes now is a button (Enter takes it, as a click does).
    const button = live.has(id) ? ` role="button" tabindex="0" aria-label="${esc(said)}"` : '';
    parts.push(
      `<g class="${cls}" data-edge="${esc(id)}" data-label="${esc(said)}"${button}>${hover}<polyline points="${points}" marker-end="url(#${live.has(id) ? 'arrow-live' : 'arrow'})"/>${label}</g>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

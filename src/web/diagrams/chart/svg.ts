// One small SVG renderer for `npm run charts` (files in docs/charts) and the /Diagramas page:
// rounded states, nested compound boxes, the initial dot, polylines with arrows and
// "EVENT [guard]" labels. States carry data-state so the page can highlight the current one.
import type { ChartModel } from './model.ts';
import type { ChartLayout } from './layout.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RenderOptions {
  /** State ids to highlight (the current state and its ancestors). */
  active?: readonly string[];
  title?: string;
}

export const chartStyles = `
.st rect{fill:#fff;stroke:#495057;stroke-width:1.2}
.st.compound>rect{fill:#f8f9fa;stroke:#adb5bd}
.st.parallel>rect{fill:#f8f9fa;stroke:#adb5bd;stroke-dasharray:6 4}
.st.active>rect{fill:#d0ebff;stroke:#1c7ed6;stroke-width:2.4}
.st.compound.active>rect{fill:#e7f5ff}
.st text{font:13px system-ui,sans-serif;fill:#212529}
.st.compound>text{font-weight:600;fill:#495057}
.tr polyline{fill:none;stroke:#868e96;stroke-width:1.2}
.tr text{font:11px system-ui,sans-serif;fill:#343a40}
.tr rect{fill:#fff;opacity:.85}
.init{fill:#212529}
`;

export function renderChartSvg(
  model: ChartModel,
  layout: ChartLayout,
  options: RenderOptions = {},
): string {
  const active = new Set(options.active ?? []);
  const parts: string[] = [];
  const w = layout.width;
  const h = layout.height;
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(options.title ?? model.id)}">`,
    `<style>${chartStyles}</style>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#868e96"/></marker></defs>',
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
    const cls = ['st', hasKids ? n.kind : 'atomic', active.has(n.id) ? 'active' : '']
      .filter(Boolean)
      .join(' ');
    const text = hasKids
      ? `<text x="${b.x + 10}" y="${b.y + 20}">${esc(n.label)}</text>`
      : `<text x="${b.x + b.width / 2}" y="${b.y + b.height / 2 + 4.5}" text-anchor="middle">${esc(n.label)}</text>`;
    const final =
      n.kind === 'final'
        ? `<rect x="${b.x + 4}" y="${b.y + 4}" width="${b.width - 8}" height="${b.height - 8}" rx="6" fill="none"/>`
        : '';
    parts.push(
      `<g class="${cls}" data-state="${esc(n.id)}"><rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="${hasKids ? 12 : 9}"/>${final}${text}</g>`,
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
      label = `<rect x="${l.x}" y="${l.y}" width="${l.width}" height="${l.height}" rx="3"/><text x="${l.x + 5}" y="${l.y + 12}">${esc(edge.label)}</text>`;
    }
    parts.push(
      `<g class="tr" data-edge="${esc(id)}"><polyline points="${points}" marker-end="url(#arrow)"/>${label}</g>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

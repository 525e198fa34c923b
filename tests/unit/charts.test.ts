import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { chartsDir, chartsIndex, machineChartFiles } from '../../scripts/lib/charts.ts';
import { machineRegistry } from '../../machines/index.ts';
import { chartModel } from '../../src/web/diagrams/chart/model.ts';
import { layoutChart, type Box } from '../../src/web/diagrams/chart/layout.ts';

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('statecharts for analysts (docs/charts)', () => {
  // One test per machine, not one for all: laying out a machine's views takes up to some 5 s of
  // CPU (the listing's), all of them some 10-17 s, which in a busy run at a low priority took
  // more than the 120 s the unit project allows a test (CI, 2026-11-29).
  const committed = (name: string) => readFile(new URL(name, chartsDir), 'utf8').catch(() => '');
  for (const entry of machineRegistry) {
    it(`${entry.id}: the committed files are what \`npm run charts\` draws from the machine now (not stale)`, async () => {
      for (const [name, content] of await machineChartFiles(entry)) {
        expect(await committed(name), `docs/charts/${name}: ejecute npm run charts`).toBe(content);
      }
    });
  }
  it('docs/charts/README.md lists every machine as `npm run charts` writes it', async () => {
    expect(await committed('README.md'), 'docs/charts/README.md: ejecute npm run charts').toBe(
      chartsIndex(),
    );
  });

  for (const entry of machineRegistry) {
    it(`${entry.id}: every state and transition is drawn, and no two states, no two labels, no label and state overlap`, async () => {
      const model = chartModel(entry.machine);
      const layout = await layoutChart(model);
      for (const node of model.nodes.filter((n) => n.parent !== null)) {
        expect(layout.nodes[node.id], node.id).toBeDefined();
      }
      for (const edge of model.edges) {
        expect(layout.edges[edge.id]?.points.length, edge.id).toBeGreaterThanOrEqual(2);
      }
      const placed = model.nodes.filter((n) => layout.nodes[n.id]);
      for (const a of placed) {
        for (const b of placed) {
          if (a.id >= b.id || a.parent !== b.parent) continue;
          const boxA = layout.nodes[a.id];
          const boxB = layout.nodes[b.id];
          if (boxA && boxB) expect(overlaps(boxA, boxB), `${a.id} / ${b.id}`).toBe(false);
        }
      }
      // Every transition's "EVENT [guard]" is readable: clear of the other labels and the states.
      const labels = model.edges.flatMap((e) => {
        const l = layout.edges[e.id]?.label;
        return l ? [[e.id, l] as const] : [];
      });
      expect(labels.length).toBe(model.edges.length);
      const atomics = placed.filter((n) => !model.nodes.some((k) => k.parent === n.id));
      for (const [i, [id, l]] of labels.entries()) {
        for (const [other, m] of labels.slice(i + 1)) {
          expect(overlaps(l, m), `${id} / ${other}`).toBe(false);
        }
        for (const n of atomics) {
          const box = layout.nodes[n.id];
          if (box) expect(overlaps(l, box), `${id} / ${n.id}`).toBe(false);
        }
      }
    });
  }
});

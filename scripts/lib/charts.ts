import { machineRegistry } from '../../machines/index.ts';
import { chartModel } from '../../src/web/diagrams/chart/model.ts';
import { layoutChart } from '../../src/web/diagrams/chart/layout.ts';
import { renderChartSvg } from '../../src/web/diagrams/chart/svg.ts';
import { toMermaid } from '../../src/web/diagrams/chart/mermaid.ts';

export const chartsDir = new URL('../../docs/charts/', import.meta.url);

/** The files of docs/charts/, by name, as the machine definitions give them now. */
export async function chartFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of machineRegistry) {
    const model = chartModel(entry.machine);
    const layout = await layoutChart(model);
    files.set(`${entry.id}.svg`, renderChartSvg(model, layout, { title: entry.titulo }));
    files.set(`${entry.id}.mmd`, toMermaid(model));
    files.set(`${entry.id}.layout.json`, `${JSON.stringify({ model, layout }, null, 1)}\n`);
  }
  return files;
}

import { machineRegistry } from '../../machines/index.ts';
import { chartModel } from '../../src/web/diagrams/chart/model.ts';
import { layoutChart } from '../../src/web/diagrams/chart/layout.ts';
import { renderChartSvg } from '../../src/web/diagrams/chart/svg.ts';
import { toMermaid } from '../../src/web/diagrams/chart/mermaid.ts';
import { isTipoUsuario, nombreTipoUsuario } from '../../src/domain/roles.ts';

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
  files.set('README.md', chartsIndex());
  return files;
}

/** docs/charts/README.md: every registered machine with its section, roles and files. */
function chartsIndex(): string {
  const roles = (ids: readonly number[]) =>
    ids.map((r) => (isTipoUsuario(r) ? nombreTipoUsuario[r] : String(r))).join(', ');
  const rows = machineRegistry.map(
    (e) =>
      `| ${e.titulo} | ${e.seccion} | ${roles(e.roles)} | ` +
      `[SVG](${e.id}.svg) · [Mermaid](${e.id}.mmd) |`,
  );
  return [
    '# Diagramas de estados',
    '',
    'Escrito por `npm run charts` desde el registro de máquinas (`machines/index.ts`); no se',
    'edita a mano. Los mismos diagramas, con simulación por rol, en `/Diagramas`.',
    '',
    '| máquina | sección | roles | archivos |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

import { machineRegistry, type RegisteredMachine } from '../../machines/index.ts';
import { chartModel, type ChartModel } from '../../src/web/diagrams/chart/model.ts';
import { bestLayout, type ChartLayout } from '../../src/web/diagrams/chart/layout.ts';
import { ALL_OPEN, foldChart, foldKeys, openStates } from '../../src/web/diagrams/chart/fold.ts';
import { renderChartSvg } from '../../src/web/diagrams/chart/svg.ts';
import { toMermaid } from '../../src/web/diagrams/chart/mermaid.ts';
import { stepsByRole } from '../../src/web/diagrams/simulation.ts';
import { isTipoUsuario, nombreTipoUsuario, tiposUsuario } from '../../src/domain/roles.ts';

export const chartsDir = new URL('../../docs/charts/', import.meta.url);

/** A machine's chart in the registry's words: its states, events and guards as it names them. */
export const labelledChart = (entry: RegisteredMachine): ChartModel =>
  chartModel(entry.machine, entry.simulation);

/**
 * Every way of folding a machine's chart (fold.ts) with its layout, keyed as foldKeys says:
 * what /Diagramas ships in <id>.layout.json, so the page lays nothing out itself.
 */
export async function chartViews(
  entry: RegisteredMachine,
): Promise<Record<string, { model: ChartModel; layout: ChartLayout }>> {
  const full = labelledChart(entry);
  const views: Record<string, { model: ChartModel; layout: ChartLayout }> = {};
  for (const key of foldKeys(full)) {
    const model = foldChart(full, openStates(full, key));
    views[key] = { model, layout: await bestLayout(model) };
  }
  return views;
}

/**
 * The steps (simulation.ts stepKey) each role can ever take in a machine, sorted: what
 * /Diagramas dims for a role is what is not here. Explored here, not in the browser (the order
 * machine's reachable states take seconds to walk).
 */
export function roleSteps(entry: RegisteredMachine): Record<string, string[]> {
  const byRole = stepsByRole(
    entry.machine,
    tiposUsuario,
    (r) => entry.simulation.starts?.(r) ?? entry.model.starts,
    entry.simulation.events,
  );
  return Object.fromEntries([...byRole].map(([role, steps]) => [String(role), [...steps].sort()]));
}

/** The files of docs/charts/ that draw one machine, by name, as its definition gives them now. */
export async function machineChartFiles(entry: RegisteredMachine): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const views = await chartViews(entry);
  const open = views[ALL_OPEN];
  const folded = views[''];
  if (!open || !folded) throw new Error(entry.id);
  files.set(`${entry.id}.svg`, renderChartSvg(open.model, open.layout, { title: entry.titulo }));
  files.set(
    `${entry.id}.overview.svg`,
    renderChartSvg(folded.model, folded.layout, { title: entry.titulo }),
  );
  files.set(`${entry.id}.mmd`, toMermaid(labelledChart(entry)));
  const shipped = { views, roleSteps: roleSteps(entry) };
  files.set(`${entry.id}.layout.json`, `${JSON.stringify(shipped)}\n`);
  return files;
}

/** The files of docs/charts/, by name, as the machine definitions give them now. */
export async function chartFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of machineRegistry) {
    for (const [name, content] of await machineChartFiles(entry)) files.set(name, content);
  }
  files.set('README.md', chartsIndex());
  return files;
}

/** docs/charts/README.md: every registered machine with its section, roles and files. */
export function chartsIndex(): string {
  const roles = (ids: readonly number[]) =>
    ids.map((r) => (isTipoUsuario(r) ? nombreTipoUsuario[r] : String(r))).join(', ');
  const rows = machineRegistry.map(
    (e) =>
      `| ${e.titulo} | ${e.seccion} | ${roles(e.roles)} | \`/Diagramas/${e.slug}\` | ` +
      `[SVG](${e.id}.svg) · [resumen](${e.id}.overview.svg) · [Mermaid](${e.id}.mmd) |`,
  );
  return [
    '# Diagramas de estados',
    '',
    'Escrito por `npm run charts` desde el registro de máquinas (`machines/index.ts`); no se',
    'edita a mano. Los estados, las acciones y las condiciones se leen con los textos del',
    'registro: los estados como los nombra la especificación, cada transición con el texto del',
    'botón de la pantalla que la envía (la misma constante de la máquina que lee la pantalla) y',
    'cada condición en castellano; el nombre del código aparece al pasar el mouse. `<id>.svg`',
    'muestra todos los estados; `<id>.overview.svg`, los estados padre plegados, como abre la',
    'página de la máquina en `/Diagramas` (con simulación por rol).',
    '',
    '| máquina | sección | roles | página | archivos |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

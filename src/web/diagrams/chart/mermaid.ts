// The chart as a Mermaid stateDiagram-v2 (for docs and reviews that render Mermaid).
import type { ChartModel } from './model.ts';

const safe = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

export function toMermaid(model: ChartModel): string {
  const lines = ['stateDiagram-v2'];
  const children = (parent: string | null) => model.nodes.filter((n) => n.parent === parent);
  const write = (parent: string | null, depth: number) => {
    const pad = '  '.repeat(depth);
    const parentNode = model.nodes.find((n) => n.id === parent);
    if (parentNode?.initial) lines.push(`${pad}[*] --> ${safe(parentNode.initial)}`);
    for (const [i, node] of children(parent).entries()) {
      // The regions of a parallel state are separated by `--` (stateDiagram-v2 concurrency).
      if (i > 0 && parentNode?.kind === 'parallel') lines.push(`${pad}--`);
      const kids = children(node.id);
      if (kids.length > 0) {
        lines.push(`${pad}state "${node.label.replace(/"/g, "'")}" as ${safe(node.id)} {`);
        write(node.id, depth + 1);
        lines.push(`${pad}}`);
      } else {
        lines.push(`${pad}state "${node.label.replace(/"/g, "'")}" as ${safe(node.id)}`);
        if (node.kind === 'final') lines.push(`${pad}${safe(node.id)} --> [*]`);
      }
    }
  };
  const root = model.nodes.find((n) => n.parent === null);
  write(root?.id ?? null, 1);
  for (const e of model.edges) {
    const label = e.label.replace(/\n/g, ' ').replace(/:/g, '﹕');
    lines.push(`  ${safe(e.source)} --> ${safe(e.target)}: ${label}`);
  }
  return `${lines.join('\n')}\n`;
}

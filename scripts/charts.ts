// `npm run charts`: one SVG, one Mermaid stateDiagram-v2 and one layout JSON per registered
// machine into docs/charts/, from the machine definitions themselves (no browser needed).
// `--check` exits 1 when the committed files are stale.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { chartFiles, chartsDir } from './lib/charts.ts';

const check = process.argv.includes('--check');
const files = await chartFiles();
let stale = 0;
await mkdir(chartsDir, { recursive: true });
for (const [name, content] of files) {
  const target = new URL(name, chartsDir);
  if (check) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== content) {
      console.error(`docs/charts/${name} está desactualizado: ejecute npm run charts`);
      stale += 1;
    }
  } else {
    await writeFile(target, content);
  }
}
console.log(
  check
    ? `${String(files.size - stale)} al día, ${String(stale)} desactualizados`
    : `${String(files.size)} archivos en docs/charts/`,
);
process.exit(stale === 0 ? 0 : 1);

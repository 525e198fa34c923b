// `npm test`: every check of the project, in the order a failure is cheapest to read.
// Each step runs even when an earlier one failed, so one run shows everything to fix.
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  cmd: string[];
}

const steps: Step[] = [
  { name: 'contrato (redocly lint)', cmd: ['npx', 'redocly', 'lint', 'openapi/openapi.yaml'] },
  {
    name: 'tipos generados al día',
    cmd: ['node', '--import', 'tsx', 'scripts/gen-api.ts', '--check'],
  },
  { name: 'formato (prettier)', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'lint (eslint)', cmd: ['npx', 'eslint', '.'] },
  { name: 'tipos (tsc strict)', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'unit y máquinas', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'api (servidor y base real)', cmd: ['npx', 'vitest', 'run', '--project', 'api'] },
  { name: 'build', cmd: ['npx', 'vite', 'build'] },
  { name: 'e2e (Chromium)', cmd: ['npx', 'vitest', 'run', '--project', 'e2e'] },
  {
    name: 'modelos (máquina, api, navegador)',
    cmd: ['node', '--import', 'tsx', 'scripts/test-model.ts'],
  },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const [bin, ...args] = step.cmd;
  const run = spawnSync(bin ?? 'true', args, { stdio: 'inherit', env: process.env });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nResumen:');
for (const r of results) {
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)} s)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

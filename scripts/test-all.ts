// `npm test`: every check of the project, in the order a failure is cheapest to read.
// Each step runs even when an earlier one failed, so one run shows everything to fix.
import { spawn, spawnSync } from 'node:child_process';

interface Step {
  name: string;
  cmd: string[];
  /**
   * Steps of one group run at the same time, each with its output held and printed whole when
   * it ends: the two browser suites each drive one Chromium and one server, so together they
   * keep both cores busy instead of one.
   */
  group?: string;
}

const steps: Step[] = [
  { name: 'contrato (redocly lint)', cmd: ['npx', 'redocly', 'lint', 'openapi/root.yaml'] },
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
  {
    name: 'e2e (Chromium)',
    cmd: ['npx', 'vitest', 'run', '--project', 'e2e'],
    group: 'navegador',
  },
  {
    name: 'modelos (máquina, api, navegador)',
    cmd: ['node', '--import', 'tsx', 'scripts/test-model.ts'],
    group: 'navegador',
  },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
const chosen = steps.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)));

/** Runs one step with its output held; prints it whole when the step ends. */
function runHeld(step: Step): Promise<void> {
  const started = Date.now();
  const [bin, ...args] = step.cmd;
  const child = spawn(bin ?? 'true', args, { env: process.env });
  const out: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
      process.stdout.write(Buffer.concat(out));
      results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
      resolve();
    });
  });
}

for (let i = 0; i < chosen.length; i++) {
  const step = chosen[i] as Step;
  if (step.group !== undefined) {
    const group = chosen.filter((s) => s.group === step.group);
    i += group.length - 1;
    if (group.length > 1) {
      console.log(`\n▶ a la vez: ${group.map((s) => s.name).join(' | ')} (salida al terminar)`);
      await Promise.all(group.map(runHeld));
      continue;
    }
  }
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

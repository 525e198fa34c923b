// `npm test`: every check of the project, in the order a failure is cheapest to read.
// Each step runs even when an earlier one failed, so one run shows everything to fix.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

interface Step {
  name: string;
  cmd: string[];
  /**
   * Steps of one group run at the same time, each with its output held and printed whole when
   * it ends: the browser suites each drive one Chromium and one server, and the checks without
   * a browser fill what they leave of the two cores.
   */
  group?: string;
  /**
   * In a group: the step of the group this one waits for, in the same lane (one process after
   * the other), so that a short step and part of a long one fill one core while the rest of the
   * long one fills the other. Not chosen (a filtered run): the step starts with the group.
   */
  after?: string;
  /**
   * Runs at the lowest CPU priority (`nice -n 19`, inherited by its workers): a step that only
   * computes (lint, types, unit, api) takes the cores the browser lanes leave idle while they
   * wait on their round trips, and never makes a browser lane wait for a core.
   */
  background?: boolean;
}

/**
 * The browser specs run after the model tests, on the second core (their own app server and
 * database, like any e2e run), so that the two browser lanes of the 'pruebas' group end together:
 * lane 1 runs every other spec, lane 2 the model tests then these. Chosen by the specs' own
 * times (vitest's per-file figures of one `npx vitest run --project e2e`, 2026-11-26, on a
 * loaded machine): before, lane 1 e2e 561 s beside lane 2's models 267 s + e2e 105 s
 * (listings-list, orders, rebates); session (55 s) and notifications (46 s) moved here bring
 * lane 1 to about 470 s and lane 2 to about 465 s. Specs here stand alone: they compare the
 * screen with what the API answers at that moment, or restore what they change. Every other
 * spec, new ones included, runs in the first lane: move one here when lane 1 grows longer.
 * exports-centre (about 25 s with the server of its own) stays in lane 1: either lane then
 * ends about 25 s after the other, and lane 2's model time is the less certain figure.
 * 2026-11-26, later: console-clean opens its screens inside the app (325 s to about 150 s in
 * lane 1), so lane 1 (about 575 s) ended before lane 2 (models 360 s + these 304 s):
 * notifications (46 s) went back to lane 1, about 620 s beside about 620 s.
 * 2026-11-27 (issue 34), one e2e run loaded 15 on 2 cores: every other spec 1 172 s, these
 * 520 s (session 202, listings-list 119, orders 118, rebates 81): the same proportions.
 */
const afterModels = [
  'tests/e2e/listings-list.spec.ts',
  'tests/e2e/orders.spec.ts',
  'tests/e2e/rebates.spec.ts',
  'tests/e2e/session.spec.ts',
];

/**
 * One group after the build, three lanes side by side (issue 34 point 16: `npm test` within
 * 12 minutes on 2 cores): the two browser lanes above, and a third with every check that needs
 * no browser: redocly, prettier, eslint, tsc, the unit tests, the api tests. Before, those ran
 * one after the other ahead of the browser lanes (about 4 minutes quiet; eslint, tsc and the
 * contract checks each kept one core busy and left the other idle), and the browser lanes,
 * which wait on each other's round trips (test, Chromium, server) and on the page's own
 * timers, did not keep both cores busy either. Every wait of every test is a condition with a
 * ceiling for a machine many times slower, so the lanes may share the cores. The build comes
 * first: the browser lanes serve it.
 * That openapi/bundle.json and src/api/schema.d.ts are what `npm run gen:api` makes is a unit
 * test (tests/unit/contract.test.ts): the step `gen-api --check`, the same comparison run
 * again, is gone (72 s on a machine loaded 18).
 */
const steps: Step[] = [
  { name: 'build', cmd: ['npx', 'vite', 'build'] },
  {
    name: 'e2e (Chromium)',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'e2e',
      ...afterModels.flatMap((f) => ['--exclude', f]),
    ],
    group: 'pruebas',
  },
  {
    name: 'modelos (máquina, api, navegador)',
    cmd: ['node', '--import', 'tsx', 'scripts/test-model.ts'],
    group: 'pruebas',
  },
  {
    name: 'e2e (Chromium), tras los modelos',
    cmd: ['npx', 'vitest', 'run', '--project', 'e2e', ...afterModels],
    group: 'pruebas',
    after: 'modelos (máquina, api, navegador)',
  },
  {
    name: 'contrato (redocly lint)',
    cmd: ['npx', 'redocly', 'lint', 'openapi/root.yaml'],
    group: 'pruebas',
    background: true,
  },
  {
    name: 'formato (prettier)',
    cmd: ['npx', 'prettier', '--check', '.'],
    group: 'pruebas',
    background: true,
    after: 'contrato (redocly lint)',
  },
  {
    name: 'lint (eslint)',
    cmd: ['npx', 'eslint', '.'],
    group: 'pruebas',
    background: true,
    after: 'formato (prettier)',
  },
  {
    name: 'tipos (tsc strict)',
    cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
    group: 'pruebas',
    background: true,
    after: 'lint (eslint)',
  },
  {
    name: 'unit y máquinas',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit'],
    group: 'pruebas',
    background: true,
    after: 'tipos (tsc strict)',
  },
  {
    name: 'api (servidor y base real)',
    cmd: ['npx', 'vitest', 'run', '--project', 'api'],
    group: 'pruebas',
    background: true,
    after: 'unit y máquinas',
  },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number; cpu?: number; tail?: string }[] = [];

/**
 * The last lines of a step's held output, repeated under the summary when the step failed: CI
 * keeps only the end of a long run's output, and a failure printed 20 minutes earlier (its lane
 * ended first) would otherwise be lost there. Colour codes are taken out so the lines read plain.
 */
function tailOf(output: string, lines = 80): string {
  const plain = stripVTControlCharacters(output);
  const kept = plain.split('\n').filter((l) => !/^\s*✓/.test(l));
  return kept.slice(-lines).join('\n');
}
const chosen = steps.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)));

const niceAvailable =
  process.platform !== 'win32' && spawnSync('nice', ['true'], { stdio: 'ignore' }).status === 0;

/** The step's command, behind `nice -n 19` when it runs in the background (and nice exists). */
function commandOf(step: Step): string[] {
  return step.background === true && niceAvailable ? ['nice', '-n', '19', ...step.cmd] : step.cmd;
}

/**
 * The CPU a step used, its processes and all they started (Chromium, servers, workers): what
 * bounds `npm test` on two cores is the sum of these, not any one lane's time, and unlike wall
 * time it hardly changes with what else the machine runs, so two runs compare on a busy machine.
 * A shell runs the step and, once it has waited for it, prints the children's time the kernel
 * kept for it (/proc/<pid>/stat fields 16 and 17, in clock ticks) on a line of its own, taken out
 * of the output. Linux only; elsewhere the summary has no CPU column.
 */
const CPU_MARK = '__npm_test_cpu_ticks__';
const cpuAccounting = process.platform === 'linux' && existsSync('/proc/self/stat');
const clockTicks = cpuAccounting
  ? Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100
  : 100;

function accounted(cmd: string[]): string[] {
  if (!cpuAccounting) return cmd;
  const script = `"$@"; code=$?; awk '{ print "${CPU_MARK}", $16 + $17 }' /proc/$$/stat >&2; exit $code`;
  return ['sh', '-c', script, 'sh', ...cmd];
}

/** The CPU seconds of a step's held output, and the output without the line that said them. */
function cpuOf(output: string): { cpu?: number; output: string } {
  const re = new RegExp(`^${CPU_MARK} (\\d+)\\n?`, 'm');
  const m = re.exec(output);
  if (!m) return { output };
  return { cpu: Number(m[1]) / clockTicks, output: output.replace(re, '') };
}

/** Runs one step with its output held; prints it whole when the step ends. */
function runHeld(step: Step): Promise<void> {
  const started = Date.now();
  const [bin, ...args] = accounted(commandOf(step));
  const child = spawn(bin ?? 'true', args, { env: process.env });
  const out: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
      const { cpu, output } = cpuOf(Buffer.concat(out).toString('utf8'));
      process.stdout.write(output);
      results.push({
        name: step.name,
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        ...(cpu === undefined ? {} : { cpu }),
        ...(code === 0 ? {} : { tail: tailOf(output) }),
      });
      resolve();
    });
  });
}

/** A group's lanes: each step with the chosen steps that wait for it (`after`), in order. */
function lanesOf(group: Step[]): Step[][] {
  const lanes: Step[][] = [];
  for (const step of group) {
    const lane = lanes.find((l) => l.some((s) => s.name === step.after));
    if (lane) lane.push(step);
    else lanes.push([step]);
  }
  return lanes;
}

for (let i = 0; i < chosen.length; i++) {
  const step = chosen[i] as Step;
  if (step.group !== undefined) {
    const group = chosen.filter((s) => s.group === step.group);
    i += group.length - 1;
    if (group.length > 1) {
      const lanes = lanesOf(group);
      const names = lanes.map((l) => l.map((s) => s.name).join(' → ')).join(' | ');
      console.log(`\n▶ a la vez: ${names} (salida al terminar)`);
      const started = Date.now();
      await Promise.all(
        lanes.map(async (lane) => {
          for (const s of lane) await runHeld(s);
        }),
      );
      console.log(`\n▶ ${step.group}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      continue;
    }
  }
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const [bin, ...args] = commandOf(step);
  const run = spawnSync(bin ?? 'true', args, { stdio: 'inherit', env: process.env });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

for (const r of results.filter((x) => !x.ok && x.tail !== undefined)) {
  console.log(`\n▶ falló ${r.name}: sus últimas líneas (sin las pruebas que pasaron)\n${r.tail}`);
}
console.log('\nResumen:');
for (const r of results) {
  const cpu = r.cpu === undefined ? '' : `, CPU ${r.cpu.toFixed(0)} s`;
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)} s${cpu})`);
}
const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
if (cpuTotal > 0) {
  console.log(`CPU of the steps run side by side: ${cpuTotal.toFixed(0)} s`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

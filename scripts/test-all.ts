// `npm test`: every check of the project, in the order a failure is cheapest to read.
// Each step runs even when an earlier one failed, so one run shows everything to fix.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { machineRegistry } from '../machines/index.ts';
import { coverageDir } from '../tests/model/coverage.ts';
import { makeTemplate } from '../tests/data-template.ts';
import { ProcSampler, type StepCpu } from './proc-sampler.ts';

interface Step {
  name: string;
  cmd: string[];
  /** Variables added to the environment of the step. */
  env?: Record<string, string>;
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
   * Runs at a low CPU priority (`nice -n 10`, inherited by its workers): a step that only
   * computes (lint, types, unit, api) takes mostly what the browser lanes leave of the cores.
   * Not the lowest (19): the browser lanes keep both cores busy, and at 19 a vitest worker of
   * the unit step did not even start within vitest's fixed 60 s (CI, 2026-11-28); at 10 it
   * still gets about a tenth of a browser lane's share.
   */
  background?: boolean;
}

/**
 * The browser lanes (issue 34 point 16: `npm test` within 12 minutes on 2 cores). Counted with
 * each step's CPU (the summary's column), the browser tests use well under half of the two
 * cores: a lane mostly waits (the page's round trips to its server, its timers, the next
 * condition to poll), so the wall time is the longest lane's, not the CPU's. The model tests
 * are one lane (their levels and coverage table go together); the specs are shared among
 * `E2E_LANES` more, each a vitest run with its own server and database, as any e2e run. Each spec
 * goes to the lane with the least time so far, longest first, by the seconds below (vitest's
 * per-file figures of one full run, 2026-11-28, loaded about 20 on 2 cores; the models took
 * 528 s in it). The model lane may take specs after the models too, when it is the shortest.
 * A spec not in the table (a new one) counts `NEW_SPEC_SECONDS` until it is measured and added.
 * Specs stand alone: each runs on whatever the specs before it in its lane left (they compare
 * the screen with what the API answers at that moment, or restore what they change).
 */
const specSeconds: Record<string, number> = {
  'console-clean': 189,
  session: 92,
  diagrams: 110,
  orders: 83,
  rebates: 77,
  'exports-centre': 77,
  shell: 75,
  'listings-form': 74,
  notifications: 73,
  'listings-list': 70,
  'listings-bulk': 48,
  'saved-views': 35,
  sellers: 33,
  pending: 28,
  settlements: 28,
  novedades: 26,
  users: 25,
  dashboard: 23,
  'supplier-orders': 22,
  'api-reference': 21,
  toasts: 21,
  keyboard: 17,
  plans: 17,
  exports: 16,
  'exports-staff': 15,
  'publication-types': 10,
  security: 10,
  'exports-orders': 9,
  'orders-refresh': 7,
  fees: 6,
  'typed-amounts': 5,
  'seller-logo': 4,
};
/**
 * The model tests' browser level, per machine (its paths and its other screens: the sum of its
 * tests' times in one run loaded about 30, scaled to the models' 528 s of a quiet one), shared between two lanes as the specs are: the first lane also runs the machine and API
 * levels (`MODEL_BASE_SECONDS`), and each lane's vitest run takes its machines by
 * `MODELOS_NAVEGADOR` (tests/model/levels.ts). The coverage table is read once both have ended.
 */
const browserModelSeconds: Record<string, number> = {
  rebate: 122,
  listing: 111,
  order: 107,
  session: 60,
  settlement: 16,
  seller: 13,
  user: 12,
  novedad: 9,
};
const MODEL_BASE_SECONDS = 70;
const NEW_SPEC_SECONDS = 30;
const E2E_LANES = 3;

/** Every browser spec, by its file. */
const specs = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .sort()
  .map((f) => `tests/e2e/${f}`);

interface BrowserLane {
  seconds: number;
  /** Machines whose browser level this lane runs (the two model lanes only). */
  machines: string[];
  files: string[];
}

/** Lanes 0 and 1 run the models, then specs; lanes 2 and on are specs only. */
function browserLanes(): BrowserLane[] {
  const lanes: BrowserLane[] = Array.from({ length: E2E_LANES + 2 }, (_, i) => ({
    seconds: i === 0 ? MODEL_BASE_SECONDS : 0,
    machines: [],
    files: [],
  }));
  const least = (among: BrowserLane[]) =>
    among.reduce((best, l) => (l.seconds < best.seconds ? l : best));
  const machineSeconds = (id: string) => browserModelSeconds[id] ?? NEW_SPEC_SECONDS;
  const machines = machineRegistry
    .filter((e) => e.levels.includes('navegador'))
    .map((e) => e.id)
    .sort((a, b) => machineSeconds(b) - machineSeconds(a));
  for (const id of machines) {
    const lane = least(lanes.slice(0, 2));
    lane.machines.push(id);
    lane.seconds += machineSeconds(id);
  }
  const secondsOf = (file: string) =>
    specSeconds[file.replace(/^tests\/e2e\//, '').replace(/\.spec\.ts$/, '')] ?? NEW_SPEC_SECONDS;
  for (const file of [...specs].sort((a, b) => secondsOf(b) - secondsOf(a))) {
    const lane = least(lanes);
    lane.files.push(file);
    lane.seconds += secondsOf(file);
  }
  return lanes;
}
const lanes = browserLanes();
if (process.env.NPM_TEST_LANES === '1') console.log(JSON.stringify(lanes, null, 1));

/** vitest takes a file argument as a part of the path: each must name one spec, not two. */
for (const file of specs) {
  const named = specs.filter((other) => other.includes(file));
  if (named.length !== 1) throw new Error(`${file} names ${String(named.length)} specs`);
}

const e2e = (files: string[]) => ['npx', 'vitest', 'run', '--project', 'e2e', ...files];
const modelSteps: Step[] = lanes.slice(0, 2).flatMap((lane, i) => {
  if (lane.machines.length === 0 && i > 0) return [];
  const name = `modelos ${String(i + 1)}/2 (${i === 0 ? 'máquina, api, ' : ''}navegador: ${lane.machines.join(', ')})`;
  const files = i === 0 ? [] : ['tests/model/browser.test.ts'];
  return [
    {
      name,
      cmd: ['npx', 'vitest', 'run', '--project', 'model', ...files],
      env: { MODELOS_NAVEGADOR: lane.machines.join(',') },
      group: 'pruebas',
    },
    ...(lane.files.length === 0
      ? []
      : [
          {
            name: `e2e (Chromium), tras los modelos ${String(i + 1)}/2`,
            cmd: e2e(lane.files),
            group: 'pruebas',
            after: name,
          },
        ]),
  ];
});
const e2eSteps: Step[] = lanes
  .slice(2)
  .filter((lane) => lane.files.length > 0)
  .map((lane, i) => ({
    name: `e2e (Chromium) ${String(i + 1)}/${String(E2E_LANES)}`,
    cmd: e2e(lane.files),
    group: 'pruebas',
  }));

/**
 * One group after the build, its lanes side by side: the browser lanes above, and two more with
 * the checks that need no browser, at the lowest priority: redocly, prettier, eslint and tsc in
 * one; the unit and the api tests in the other. In one lane, they were the last to end: with four
 * browser lanes using about 0.7 of the two cores (each step's CPU in one run: browser lanes 93 to
 * 129 s of CPU in 450 to 575 s), the one lane behind them (about 520 s of CPU, nearly half of it
 * the api tests') ran one process at a time into the idle core and ended some 6 minutes after
 * them. The build comes first: the browser lanes serve it.
 * That openapi/bundle.json and src/api/schema.d.ts are what `npm run gen:api` makes is a unit
 * test (tests/unit/contract.test.ts).
 */
const steps: Step[] = [
  { name: 'build', cmd: ['npx', 'vite', 'build'] },
  ...modelSteps,
  ...e2eSteps,
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
    // At the browser lanes' priority, not in the background: vitest waits a fixed 60 s for a
    // worker to start, and on a slow machine of the class a unit worker did not start within
    // it even at `nice -n 10` (CI, 2026-11-28, a second time).
    name: 'unit y máquinas',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-shared'],
    group: 'pruebas',
  },
  {
    name: 'tipos (tsc strict)',
    cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
    group: 'pruebas',
    background: true,
    after: 'unit y máquinas',
  },
  {
    name: 'api (servidor y base real)',
    cmd: ['npx', 'vitest', 'run', '--project', 'api'],
    group: 'pruebas',
    background: true,
  },
  {
    name: 'modelos: cobertura',
    cmd: ['node', '--import', 'tsx', 'scripts/test-model.ts', '--solo-tabla'],
  },
];

const only = process.argv.slice(2);
/** Each step's CPU as the /proc sampler saw it (scripts/proc-sampler.ts), Chromium included. */
const sampled = new Map<string, StepCpu>();
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

// The model lanes each write the coverage of what they ran; the table reads it once they end.
if (chosen.some((s) => s.name.startsWith('modelos '))) {
  rmSync(coverageDir, { recursive: true, force: true });
}

/**
 * The run's one filled database (tests/data-template.ts), made while the app is built, for the
 * api, model and browser steps (TEST_DATA_TEMPLATE). If it cannot be made, each step fills its
 * own as it does alone, and the run says so.
 */
const needsTemplate = chosen.some((s) => /^(api|modelos |e2e)/.test(s.name));
const templateDir = needsTemplate
  ? mkdtempSync(path.join(tmpdir(), 'market-test-template-'))
  : undefined;
const templateReady: Promise<boolean> =
  templateDir === undefined
    ? Promise.resolve(false)
    : makeTemplate(templateDir).then(
        () => true,
        (error: unknown) => {
          console.log(`\n▶ plantilla de datos: ${String(error)}; cada paso llena la suya.`);
          return false;
        },
      );
process.on('exit', () => {
  if (templateDir !== undefined) rmSync(templateDir, { recursive: true, force: true });
});

const niceAvailable =
  process.platform !== 'win32' && spawnSync('nice', ['true'], { stdio: 'ignore' }).status === 0;

/** The step's command, behind `nice -n 10` when it runs in the background (and nice exists). */
function commandOf(step: Step): string[] {
  return step.background === true && niceAvailable ? ['nice', '-n', '10', ...step.cmd] : step.cmd;
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

/**
 * The whole machine's CPU over a group (the first line of /proc/stat: busy and idle clock
 * ticks of every core), whoever used it: whether the group's lanes kept the cores busy or
 * mostly waited, and how much else the machine ran meanwhile (busy beyond the steps' CPU).
 */
function machineTicks(): { busy: number; idle: number } | undefined {
  if (!cpuAccounting) return undefined;
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    line.trim().split(/\s+/).slice(1).map(Number);
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
}

function machineCpu(before: ReturnType<typeof machineTicks>): string {
  const after = machineTicks();
  if (!before || !after) return '';
  const busy = (after.busy - before.busy) / clockTicks;
  const idle = (after.idle - before.idle) / clockTicks;
  return ` (the machine: ${busy.toFixed(0)} s of CPU busy, ${idle.toFixed(0)} s idle)`;
}

/**
 * The step's environment: its own variables, and its name in `NPM_TEST_STEP`, which every
 * process it starts inherits (Chromium's too, that the kernel hands to another parent): a
 * sampler of /proc tells by it whose CPU each process used.
 */
function envOf(step: Step): NodeJS.ProcessEnv {
  return { ...process.env, ...step.env, NPM_TEST_STEP: step.name };
}

/** Runs one step with its output held; prints it whole when the step ends. */
function runHeld(step: Step): Promise<void> {
  const started = Date.now();
  const [bin, ...args] = accounted(commandOf(step));
  const child = spawn(bin ?? 'true', args, { env: envOf(step) });
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
    if (templateDir !== undefined && (await templateReady)) {
      process.env.TEST_DATA_TEMPLATE = templateDir;
    }
    const group = chosen.filter((s) => s.group === step.group);
    i += group.length - 1;
    if (group.length > 1) {
      const lanes = lanesOf(group);
      const names = lanes.map((l) => l.map((s) => s.name).join(' → ')).join(' | ');
      console.log(`\n▶ a la vez: ${names} (salida al terminar)`);
      const started = Date.now();
      const before = machineTicks();
      const sampler = cpuAccounting ? new ProcSampler(clockTicks) : undefined;
      sampler?.start();
      await Promise.all(
        lanes.map(async (lane) => {
          for (const s of lane) await runHeld(s);
        }),
      );
      for (const [name, cpu] of sampler?.stop() ?? []) sampled.set(name, cpu);
      const machine = machineCpu(before);
      console.log(`\n▶ ${step.group}: ${((Date.now() - started) / 1000).toFixed(1)} s${machine}`);
      continue;
    }
  }
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const [bin, ...args] = commandOf(step);
  const run = spawnSync(bin ?? 'true', args, {
    stdio: 'inherit',
    env: envOf(step),
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

for (const r of results.filter((x) => !x.ok && x.tail !== undefined)) {
  console.log(`\n▶ falló ${r.name}: sus últimas líneas (sin las pruebas que pasaron)\n${r.tail}`);
}
console.log('\nResumen:');
for (const r of results) {
  const cpu = r.cpu === undefined ? '' : `, CPU ${r.cpu.toFixed(0)} s`;
  const seen = sampled.get(r.name);
  const chromium = seen?.byKind.get('chromium');
  const whole =
    seen === undefined
      ? ''
      : `, sampled ${seen.seconds.toFixed(0)} s${chromium === undefined ? '' : ` (Chromium ${chromium.toFixed(0)} s)`}`;
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)} s${cpu}${whole})`);
}
const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
if (cpuTotal > 0) {
  console.log(`CPU of the steps run side by side: ${cpuTotal.toFixed(0)} s`);
}
const sampledTotal = [...sampled.values()].reduce((sum, c) => sum + c.seconds, 0);
if (sampledTotal > 0) {
  console.log(
    `CPU of the steps as sampled from /proc each second (Chromium's processes included): ${sampledTotal.toFixed(0)} s`,
  );
}
const failed = results.filter((r) => !r.ok).length;
console.log(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

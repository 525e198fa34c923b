// `npm run test:model`: the model-based tests of every registered machine at every level
// (machine, API, browser), then the coverage table: states and transitions covered / total.
// Fails when any registered machine is below 100 % at any level where its area has landed (the
// registry's `levels`); the other levels are listed as pending.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { machineRegistry } from '../machines/index.ts';
import { coverageDir, readCoverage, type Level } from '../tests/model/coverage.ts';
import { testSurfaces } from '../tests/model/models/index.ts';
import { coverageTargets, surfaceTargets } from '../tests/model/paths.ts';

const levels: Level[] = ['máquina', 'api', 'navegador'];

// `--solo-tabla`: only the table, of what runs already made (npm test runs the levels in two
// lanes side by side, scripts/test-all.ts, and reads the table once both have ended).
const tableOnly = process.argv.includes('--solo-tabla');
const run = tableOnly ? { status: 0 } : runLevels(process.argv.slice(2));

function runLevels(args: string[]): { status: number | null } {
  rmSync(coverageDir, { recursive: true, force: true });
  // The browser level clicks the built app.
  if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
    spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  }
  return spawnSync('npx', ['vitest', 'run', '--project', 'model', ...args], {
    stdio: 'inherit',
    env: process.env,
  });
}

const saved = readCoverage();
const pct = (a: number, b: number) => (b === 0 ? 100 : Math.floor((a / b) * 1000) / 10);
const rows: string[][] = [['máquina', 'nivel', 'estados', '%', 'transiciones', '%']];
let below = 0;
const missing: string[] = [];
for (const entry of machineRegistry) {
  const targets = coverageTargets(entry.machine);
  for (const level of levels) {
    if (!entry.levels.includes(level)) {
      rows.push([entry.id, level, '—', '', '—', '(área pendiente)']);
      continue;
    }
    const got = saved.find(
      (c) => c.machine === entry.id && c.level === level && c.superficie === undefined,
    );
    const states = targets.states.filter((s) => got?.states.includes(s));
    const transitions = targets.transitions.filter((t) => got?.transitions.includes(t));
    const sp = pct(states.length, targets.states.length);
    const tp = pct(transitions.length, targets.transitions.length);
    if (sp < 100 || tp < 100) {
      below += 1;
      for (const s of targets.states.filter((x) => !states.includes(x))) {
        missing.push(`${entry.id} / ${level}: estado ${s}`);
      }
      for (const t of targets.transitions.filter((x) => !transitions.includes(x))) {
        missing.push(`${entry.id} / ${level}: transición ${t}`);
      }
    }
    rows.push([
      entry.id,
      level,
      `${String(states.length)}/${String(targets.states.length)}`,
      `${String(sp)} %`,
      `${String(transitions.length)}/${String(targets.transitions.length)}`,
      `${String(tp)} %`,
    ]);
    // A second screen of the level: every transition its buttons take, and their answers.
    const surfaces = level === 'máquina' ? [] : (testSurfaces[entry.id]?.[level] ?? []);
    for (const surface of surfaces) {
      const wanted = surfaceTargets(entry.machine, surface.eventos);
      const on = saved.find(
        (c) => c.machine === entry.id && c.level === level && c.superficie === surface.nombre,
      );
      const hit = wanted.filter((t) => on?.transitions.includes(t));
      const sp = pct(hit.length, wanted.length);
      if (sp < 100) {
        below += 1;
        for (const t of wanted.filter((x) => !hit.includes(x))) {
          missing.push(`${entry.id} / ${level} · ${surface.nombre}: transición ${t}`);
        }
      }
      rows.push([
        entry.id,
        `${level} · ${surface.nombre}`,
        '—',
        '',
        `${String(hit.length)}/${String(wanted.length)}`,
        `${String(sp)} %`,
      ]);
    }
  }
}
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
console.log('\nCobertura de los tests basados en modelos:');
for (const r of rows) console.log('  ' + r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
if (missing.length > 0) {
  console.log('\nSin cubrir:');
  for (const m of missing.slice(0, 50)) console.log(`  - ${m}`);
}
const ok = run.status === 0 && below === 0;
console.log(`Model: ${String(ok ? 1 : 0)} passed, ${String(ok ? 0 : 1)} failed`);
process.exit(ok ? 0 : 1);

// `npm run test:mutation [-- <machine>… | <machine>.<guard>…]`: are the machines' tests proven to
// catch a broken rule? Two runs, not part of npm test:
// 1. Stryker over machines/ (stryker.config.js) with the machine-level tests: every mutant of
//    the code must make a test fail; the score (killed / valid mutants) must be at least 95 %.
//    A mutant proven equivalent is marked in the source with Stryker's own comment
//    (`// Stryker disable next-line <mutator>: <why>`) and shows as ignored, with its reason, in
//    Stryker's report (.tmp/mutation/stryker/<machine>/index.html and mutation.json).
// 2. Guard mutants at the API level (tests/mutation/guards.test.ts): every guard of the machine
//    negated on the server in turn, the machine's API-level model paths walked against it; each
//    must fail one path (100 %).
// With machine ids, only those machines (Stryker mutates machines/<id>.ts alone); with
// `<machine>.<guard>`, only those guard mutants (no Stryker run). Prints a table per machine and
// writes it to .tmp/mutation/resumen.md, or resumen-<machines>.md for some (the README's table
// is made from these).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machineRegistry } from '../machines/index.ts';
import { parseMutationArgs, type MutationSelection } from './lib/mutation-args.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.tmp/mutation');

let selection: MutationSelection;
try {
  selection = parseMutationArgs(process.argv.slice(2), machineRegistry);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const started = Date.now();
const seconds = (from: number) => Math.round((Date.now() - from) / 1000);
mkdirSync(outDir, { recursive: true });

// 1. Stryker, once per machine with that machine's tests alone (vitest.stryker.config.ts: nearly
// every mutant of a machine is static and reruns every test it is given), then the code every
// machine shares (machines/stored.ts, calls.ts) with its own tests (tests/machines/stored.test.ts,
// calls.test.ts, on machines of their own) and loads.test.ts (every machine module still builds
// with the mutant): every machine's tests would rerun about 4 000 lines of tests per mutant.
const groups = [
  ...selection.machines.map((id) => ({ name: id, files: [`machines/${id}.ts`], tests: [id] })),
  ...(selection.all
    ? [
        {
          name: 'compartido',
          files: ['machines/stored.ts', 'machines/calls.ts'],
          tests: ['stored', 'calls'],
        },
      ]
    : []),
];
let strykerSeconds: number | null = null;
if (selection.stryker) {
  const at = Date.now();
  for (const group of groups) {
    const dir = path.join(outDir, 'stryker', group.name);
    rmSync(dir, { recursive: true, force: true });
    console.log(`Stryker sobre ${group.files.join(', ')}…`);
    spawnSync('npx', ['stryker', 'run', '--mutate', group.files.join(',')], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        MUTACION_MAQUINAS: group.tests.join(','),
        // Each group's reports in its own folder (stryker.config.js).
        MUTACION_INFORME: path.relative(root, dir),
      },
    });
  }
  strykerSeconds = seconds(at);
}

// 2. Guard mutants at the API level.
for (const id of selection.machines)
  rmSync(path.join(outDir, `guardas-${id}.json`), { force: true });
const at = Date.now();
console.log('Mutantes de guarda en el nivel api…');
spawnSync('npx', ['vitest', 'run', '--config', 'vitest.mutation.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    MUTACION_MAQUINAS: selection.machines.join(','),
    MUTACION_GUARDAS: selection.guards.join(','),
  },
});
const guardSeconds = seconds(at);

// The tables.
interface StrykerMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  statusReason?: string;
  location: { start: { line: number; column: number } };
}
interface GuardFile {
  maquina: string;
  caminos: number;
  resultados: { guarda: string; muerto: boolean; por: string; ms: number }[];
}
const reports = groups
  .map((g) => path.join(outDir, 'stryker', g.name, 'mutation.json'))
  .filter((file) => selection.stryker && existsSync(file))
  .map(
    (file) =>
      JSON.parse(readFileSync(file, 'utf8')) as {
        files: Record<string, { mutants: StrykerMutant[] }>;
      },
  );
const report =
  reports.length === 0
    ? null
    : {
        files: Object.assign({}, ...reports.map((r) => r.files)) as Record<
          string,
          { mutants: StrykerMutant[] }
        >,
      };
const killedStatus = new Set(['Killed', 'Timeout']);
const survivedStatus = new Set(['Survived', 'NoCoverage']);
const lines: string[] = [];
const out = (line = '') => {
  lines.push(line);
};
let failed = false;

if (report) {
  out('| Archivo | Mutantes | Muertos | Sobreviven | Ignorados (equivalentes) | Puntuación |');
  out('| --- | ---: | ---: | ---: | ---: | ---: |');
  let allValid = 0;
  let allKilled = 0;
  const survivors: string[] = [];
  for (const [file, { mutants }] of Object.entries(report.files).sort()) {
    const killed = mutants.filter((m) => killedStatus.has(m.status)).length;
    const survived = mutants.filter((m) => survivedStatus.has(m.status));
    const ignored = mutants.filter((m) => m.status === 'Ignored').length;
    const valid = killed + survived.length;
    allValid += valid;
    allKilled += killed;
    const score = valid === 0 ? 100 : (killed / valid) * 100;
    out(
      `| ${path.relative(root, path.resolve(root, file))} | ${String(mutants.length)} | ${String(killed)} | ` +
        `${String(survived.length)} | ${String(ignored)} | ${score.toFixed(1)} % |`,
    );
    for (const m of survived) {
      survivors.push(
        `- ${file}:${String(m.location.start.line)} ${m.mutatorName} (${m.status})` +
          (m.replacement ? `: \`${m.replacement.replace(/\s+/g, ' ').slice(0, 80)}\`` : ''),
      );
    }
  }
  const score = allValid === 0 ? 100 : (allKilled / allValid) * 100;
  out(
    `| **Total** | | ${String(allKilled)} | ${String(allValid - allKilled)} | | **${score.toFixed(1)} %** |`,
  );
  if (score < 95) failed = true;
  if (survivors.length > 0) {
    out();
    out('Sobreviven:');
    for (const s of survivors) out(s);
  }
  out();
}

out(
  '| Máquina | Guardas | Mutantes de guarda muertos en el nivel api | Caminos api | Sobreviven |',
);
out('| --- | ---: | ---: | ---: | --- |');
for (const id of selection.machines) {
  const file = path.join(outDir, `guardas-${id}.json`);
  if (!existsSync(file)) {
    out(`| ${id} | — | sin resultado (falló la pasada sin mutante) | — | — |`);
    failed = true;
    continue;
  }
  const got = JSON.parse(readFileSync(file, 'utf8')) as GuardFile;
  const alive = got.resultados.filter((r) => !r.muerto);
  if (alive.length > 0) failed = true;
  out(
    `| ${id} | ${String(got.resultados.length)} | ${String(got.resultados.length - alive.length)}/` +
      `${String(got.resultados.length)} | ${String(got.caminos)} | ` +
      `${alive.length === 0 ? '—' : alive.map((r) => r.guarda).join(', ')} |`,
  );
}
out();
out(
  `Tiempo: ${String(seconds(started))} s en total` +
    (strykerSeconds === null ? '' : ` (Stryker ${String(strykerSeconds)} s`) +
    `${strykerSeconds === null ? ' (' : ', '}mutantes de guarda ${String(guardSeconds)} s).`,
);
// The whole run's table in resumen.md; a run of some machines in its own file (two at once).
const summary = selection.all ? 'resumen.md' : `resumen-${selection.machines.join('-')}.md`;
writeFileSync(path.join(outDir, summary), lines.join('\n') + '\n');
console.log('\n' + lines.join('\n'));
console.log(
  failed ? 'Mutación: por debajo de lo exigido.' : 'Mutación: todo lo exigido se cumple.',
);
process.exit(failed ? 1 : 0);

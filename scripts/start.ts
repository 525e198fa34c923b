// `npm start`: builds the single-page app only when its build is missing or older than its
// sources (scripts/lib/fresh-build.ts), quietly, then starts the server (src/server/main.ts),
// which prints one start-up line. Refuses the guard mutants' switch (MUTANTE_GUARDA).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { staleBuildReason } from './lib/fresh-build.ts';
import {
  GUARD_MUTANT_VARIABLE,
  guardMutantSwitchPresent,
} from '../src/server/shared/guard-mutant.ts';

// The guard mutants' switch is the mutation run's alone (npm run test:mutation): a server
// started with it would decide with a broken rule.
// Even empty: the server hooks the switch on every request whenever it is in the environment.
if (guardMutantSwitchPresent()) {
  console.error(
    `${GUARD_MUTANT_VARIABLE} está definida: es solo para npm run test:mutation (un servidor con ` +
      'una guarda negada). Quítela del entorno para iniciar el servidor.',
  );
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.resolve(root, process.env.WEB_DIR ?? 'dist');

const reason = staleBuildReason(root, webDir);
if (reason !== null) {
  console.log(`Construyendo la aplicación (${reason})…`);
  const started = Date.now();
  const build = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      webDir,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Aplicación construida en ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
await import('../src/server/main.ts');

// `npm start`: builds the single-page app only when its build is missing or older than its
// sources (scripts/lib/fresh-build.ts), quietly, then starts the server (src/server/main.ts),
// which prints one start-up line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { staleBuildReason } from './lib/fresh-build.ts';

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

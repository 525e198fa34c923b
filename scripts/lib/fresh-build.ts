// Whether the built app (dist/) is older than what it is built from: `npm start` builds only
// then, so a second start is immediate.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the app's build reads: a change to any of these makes the build stale. */
export const buildInputs = [
  'src/web',
  'src/domain',
  'src/api',
  'machines',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the build in `webDir` must be made again, or null when it is up to date. */
export function staleBuildReason(
  root: string,
  webDir: string,
  inputs: string[] = buildInputs,
): string | null {
  const index = path.join(webDir, 'index.html');
  if (!existsSync(index)) return 'la aplicación no está construida';
  const built = statSync(index).mtimeMs;
  for (const input of inputs) {
    if (newestMtime(path.join(root, input)) > built) return `cambió ${input}`;
  }
  return null;
}

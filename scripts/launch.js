// `npm start`'s first step, plain JavaScript (no tsx, nothing of the app loaded): on Linux with
// glibc it starts scripts/start.ts (the build check and the server) in a child process with
// glibc's allocator told to give large blocks back (SERVER_MALLOC_ENV), and passes signals and
// the exit code through; elsewhere, or when that variable is already set, it runs
// scripts/start.ts in this process.
//
// Why (issue 37 point 4, the server at rest ≤ 250 MB): each login hashes the password with
// scrypt (16 MB of work memory, on one of libuv's four threads), and V8 compiles PGlite's
// WebAssembly on threads of its own. glibc raises its mmap threshold (up to 32 MB) the first
// time such a large block is freed, so the later ones come from the heap of the thread that
// asked and stay there, freed but held: some 16 MB for each thread that hashed once, and what
// the compilers left. With the threshold fixed, a large block is a mapping of its own and goes
// back to the system when freed (measured: 374 MB at rest without, 240 MB with; a limit of two
// arenas besides, MALLOC_ARENA_MAX=2, held more, 271 MB). glibc reads the variable when the
// process starts, before any JavaScript runs, hence the child; this process is Node alone
// (some 46 MB resident, about 12 MB of it its own: Node's binary is shared with the child).
import { spawn } from 'node:child_process';
import console from 'node:console';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/** glibc's allocator settings of the server process (ignored by other C libraries). */
export const SERVER_MALLOC_ENV = {
  // Blocks of 128 KiB or more are mmap'd and unmapped when freed (glibc's initial threshold,
  // kept instead of grown).
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** Whether this Node runs on glibc (the only C library that reads SERVER_MALLOC_ENV). */
function onGlibc() {
  if (process.platform !== 'linux') return false;
  const header = /** @type {{ glibcVersionRuntime?: string }} */ (
    process.report.getReport().header
  );
  return typeof header.glibcVersionRuntime === 'string';
}

const startTs = path.join(import.meta.dirname, 'start.ts');

async function main() {
  const alreadySet = Object.keys(SERVER_MALLOC_ENV).some((k) => process.env[k] !== undefined);
  if (alreadySet || !onGlibc()) {
    const { register } = await import('tsx/esm/api');
    register();
    // The processes the server forks from here (the first start's filling, cluster workers)
    // read TypeScript too, as under `node --import tsx scripts/start.ts`.
    process.execArgv.push('--import', 'tsx');
    await import(pathToFileURL(startTs).href);
    return;
  }
  const child = spawn(
    process.execPath,
    [...process.execArgv, '--import', 'tsx', startTs, ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, ...SERVER_MALLOC_ENV } },
  );
  // A signal to this process is the server's (a terminal's Ctrl+C reaches both: the server
  // finishes what is in flight once however many times it is asked).
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.once('error', (err) => {
    console.error(`No se pudo iniciar el servidor: ${err.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

// Imported (by the load bench, for SERVER_MALLOC_ENV) it starts nothing.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();

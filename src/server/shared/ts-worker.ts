// The source that starts a worker thread on a TypeScript module, used with
// `new Worker(await tsWorkerSource(url), { eval: true })` by the pools of worker threads (the
// workbooks read by ./workbooks.ts, the settlement documents, the export's render threads).
//
// The module and the project's files it imports are bundled into one CommonJS script by esbuild
// (once per module and process), the packages it uses left to Node's own `require`, resolved
// from the module's folder (not from the directory the process was started in). The worker then
// runs plain JavaScript: a worker that loaded tsx to read TypeScript cost about 37 MB more (its
// loader and its module-hooks thread), two render threads an export's peak memory some 70 MB
// (issue 21 point 6).
import { build, stop } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sources = new Map<string, Promise<string>>();
/** Builds under way: esbuild's service process is stopped when none is left (about 12 MB). */
let building = 0;

async function bundle(file: string): Promise<string> {
  building++;
  const result = await build({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  }).finally(() => {
    if (--building === 0) void stop();
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`esbuild no generó el código de ${file}`);
  const from = JSON.stringify(file);
  // The script's own `require`, `module` and `exports`, resolving from the module's folder.
  return `(function (require, module, exports, __filename, __dirname) {\n${code}\n})(
    require('node:module').createRequire(${from}), { exports: {} }, {}, ${from},
    ${JSON.stringify(path.dirname(file))});`;
}

/** The eval source of a worker running the TypeScript module at `moduleUrl`. */
export function tsWorkerSource(moduleUrl: URL): Promise<string> {
  const file = fileURLToPath(moduleUrl);
  let source = sources.get(file);
  if (!source) {
    source = bundle(file);
    // A failed build is tried again by the next worker.
    source.catch(() => sources.delete(file));
    sources.set(file, source);
  }
  return source;
}

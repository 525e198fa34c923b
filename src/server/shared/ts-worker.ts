// The source that starts a worker thread on a TypeScript module: the server runs TypeScript
// through tsx, a worker starts without it, so the worker loads tsx first (found from this file,
// not from the working directory the process was started in), then the module. Used with
// `new Worker(tsWorkerSource(url), { eval: true })` by the pools of worker threads (the
// workbooks read by ./workbooks.ts, the settlement documents, the export's render threads).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;

/** The eval source of a worker running the TypeScript module at `moduleUrl`. */
export function tsWorkerSource(moduleUrl: URL): string {
  const url = JSON.stringify(moduleUrl.href);
  return `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${url}, ${url}))`;
}

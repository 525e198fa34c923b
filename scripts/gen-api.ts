// Bundles the contract's area files (openapi/root.yaml and what it refers to) into
// openapi/bundle.json and regenerates src/api/schema.d.ts from it (the contract is the one place
// of the HTTP calls). `--check` exits 1 when either committed file is stale, without writing.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { generatedContractFiles } from './lib/api-types.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = await generatedContractFiles();
if (process.argv.includes('--check')) {
  let stale = false;
  for (const { url, text } of files) {
    const name = path.relative(root, fileURLToPath(url));
    if ((await readFile(url, 'utf8').catch(() => '')) !== text) {
      console.error(`${name} está desactualizado: ejecute npm run gen:api`);
      stale = true;
    } else console.log(`${name} al día`);
  }
  if (stale) process.exit(1);
} else {
  for (const { url, text } of files) {
    await writeFile(url, text);
    console.log(`${path.relative(root, fileURLToPath(url))} generado`);
  }
}

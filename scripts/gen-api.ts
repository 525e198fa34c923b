// Regenerates src/api/schema.d.ts from openapi/ (the contract is the one place of the HTTP calls).
// `--check` exits 1 when the committed file is stale, without writing.
import { readFile, writeFile } from 'node:fs/promises';
import { generateApiTypes } from './lib/api-types.ts';

const target = new URL('../src/api/schema.d.ts', import.meta.url);
const fresh = await generateApiTypes();
if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== fresh) {
    console.error('src/api/schema.d.ts está desactualizado: ejecute npm run gen:api');
    process.exit(1);
  }
  console.log('src/api/schema.d.ts al día');
} else {
  await writeFile(target, fresh);
  console.log('src/api/schema.d.ts generado');
}

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

/** The hand-written root of the contract: info, tags and the paths map of every area file. */
export const contractRootUrl = new URL('../../openapi/root.yaml', import.meta.url);
/** The one document bundled from the root (committed; what the server, the types and the tests read). */
export const contractUrl = new URL('../../openapi/bundle.json', import.meta.url);
/** The client's types generated from the bundle (committed). */
export const typesUrl = new URL('../../src/api/schema.d.ts', import.meta.url);

/**
 * Redocly's bundler (the CLI that lints the same files) resolves the area files and the common
 * file into one document whose components hold every schema once, under its own name.
 */
export async function bundleContract(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-'));
  try {
    const out = path.join(dir, 'bundle.json');
    const cli = fileURLToPath(
      new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url),
    );
    await promisify(execFile)(
      process.execPath,
      [cli, 'bundle', fileURLToPath(contractRootUrl), '--ext', 'json', '-o', out],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const target = fileURLToPath(contractUrl);
    const options = (await resolveConfig(target)) ?? {};
    return await format(await readFile(out, 'utf8'), { ...options, filepath: target });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The generated client types of a bundled contract, formatted as the repository formats them. */
export async function generateApiTypes(bundle: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(bundle) as OpenAPI3, { alphabetize: false });
  const header = '// Generated from openapi/ by `npm run gen:api`. Do not edit by hand.\n';
  const target = fileURLToPath(typesUrl);
  const options = (await resolveConfig(target)) ?? {};
  return format(header + astToString(ast), { ...options, filepath: target });
}

/** What `npm run gen:api` writes: the bundle and the types generated from it. */
export async function generatedContractFiles(): Promise<{ url: URL; text: string }[]> {
  const bundle = await bundleContract();
  return [
    { url: contractUrl, text: bundle },
    { url: typesUrl, text: await generateApiTypes(bundle) },
  ];
}

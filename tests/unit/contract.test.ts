import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  bundleContract,
  contractUrl,
  generateApiTypes,
  typesUrl,
} from '../../scripts/lib/api-types.ts';
import { accessOf } from '../../src/domain/access/index.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

async function operations(): Promise<Operation[]> {
  const doc = parse(await readFile(contractUrl, 'utf8')) as { paths: Paths };
  return Object.values(doc.paths).flatMap((item) => Object.values(item));
}

const dir = new URL('../../openapi/', import.meta.url);
const read = async (name: string): Promise<unknown> =>
  parse(await readFile(new URL(name, dir), 'utf8')) as unknown;

describe('the contract (openapi/) is the one place of the HTTP calls', () => {
  // What `npm run gen:api` makes, in two tests of their own (each a few seconds of CPU, more on a
  // busy machine at the unit step's low priority, within the unit project's ceiling,
  // vitest.config.ts): the committed bundle is the one the bundler makes now, and the committed
  // types are the ones generated from that bundle.
  it('openapi/bundle.json is what `npm run gen:api` bundles from openapi/ now (not stale)', async () => {
    expect(
      await readFile(contractUrl, 'utf8'),
      'openapi/bundle.json: ejecute npm run gen:api',
    ).toBe(await bundleContract());
  });
  it('src/api/schema.d.ts is what `npm run gen:api` generates from the bundle (not stale)', async () => {
    const types = await generateApiTypes(await readFile(contractUrl, 'utf8'));
    expect(await readFile(typesUrl, 'utf8'), 'src/api/schema.d.ts: ejecute npm run gen:api').toBe(
      types,
    );
  });

  it('each area file holds the paths of its area (the tag of its name) and the root lists every one', async () => {
    const root = (await read('root.yaml')) as { paths: Record<string, { $ref: string }> };
    const files = (await readdir(dir)).filter(
      (name) => name.endsWith('.yaml') && !['root.yaml', 'common.yaml'].includes(name),
    );
    const listed = new Set<string>();
    for (const name of files) {
      const area = name.replace(/\.yaml$/, '');
      const { paths } = (await read(name)) as { paths: Paths };
      for (const [route, item] of Object.entries(paths)) {
        for (const op of Object.values(item)) expect(op.tags, op.operationId).toEqual([area]);
        const pointer = route.replace(/~/g, '~0').replace(/\//g, '~1');
        expect(root.paths[route]?.$ref, route).toBe(`./${name}#/paths/${pointer}`);
        listed.add(route);
      }
    }
    expect(Object.keys(root.paths).sort()).toEqual([...listed].sort());
  });

  it('every operation has an operationId and documents its error answers', async () => {
    for (const op of await operations()) {
      expect(op.operationId).toBeTruthy();
      const errors = Object.keys(op.responses ?? {}).filter((code) => /^[45]/.test(code));
      expect(errors.length, op.operationId).toBeGreaterThan(0);
    }
  });

  it('every operation that needs a session is in the access tables of src/domain', async () => {
    for (const op of await operations()) {
      const open = Array.isArray(op.security) && op.security.length === 0;
      if (!open) {
        const access = accessOf(op.operationId ?? '');
        expect(access, op.operationId).toBeDefined();
        expect(access?.roles, op.operationId).not.toBe('public');
      }
    }
  });
});

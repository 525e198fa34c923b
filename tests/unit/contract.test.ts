import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateApiTypes, contractUrl } from '../../scripts/lib/api-types.ts';
import { operationPolicy } from '../../src/domain/permissions.ts';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}

async function operations(): Promise<Operation[]> {
  const doc = parse(await readFile(contractUrl, 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.values(doc.paths).flatMap((item) => Object.values(item));
}

describe('the contract (openapi/) is the one place of the HTTP calls', () => {
  it('src/api/schema.d.ts is what `npm run gen:api` generates from it (not stale)', async () => {
    const committed = await readFile(new URL('../../src/api/schema.d.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await generateApiTypes());
  });

  it('every operation has an operationId and documents its error answers', async () => {
    for (const op of await operations()) {
      expect(op.operationId).toBeTruthy();
      const errors = Object.keys(op.responses ?? {}).filter((code) => /^[45]/.test(code));
      expect(errors.length, op.operationId).toBeGreaterThan(0);
    }
  });

  it('every operation that needs a session is in the policy table of src/domain', async () => {
    for (const op of await operations()) {
      const open = Array.isArray(op.security) && op.security.length === 0;
      if (!open) expect(operationPolicy, op.operationId).toHaveProperty(op.operationId ?? '');
    }
  });
});

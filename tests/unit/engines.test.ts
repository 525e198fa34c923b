// A clean install on the supported Node (issue 11): every installed package accepts the
// oldest Node that package.json declares, so `npm ci` prints no EBADENGINE warning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('package engines', () => {
  it('every locked package runs on the oldest declared Node and on the newest of that major', () => {
    const oldest = minVersion(manifest.engines.node)?.version;
    expect(oldest).toBeDefined();
    const supported = [oldest as string, '20.20.2'];
    const refused: string[] = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      if (!where || range === undefined) continue;
      for (const node of supported) {
        if (!satisfies(node, range)) {
          refused.push(`${where}@${pkg.version ?? '?'} pide node ${range} (probado ${node})`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});

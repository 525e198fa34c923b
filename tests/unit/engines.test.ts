// A clean install on the supported Node (issue 11): every installed package accepts the
// oldest Node that package.json declares. One exception, named here: the API reference's
// library (@scalar/api-reference, /Documentacion/Api) and the packages only it brings declare
// Node 22, yet none of them ever runs on Node: Vite bundles them into a browser chunk of their
// own, and nothing of the server or the scripts imports them (checked below). npm ci warns
// (EBADENGINE) for those alone; any other package that refuses the supported Node fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
interface Locked {
  version?: string;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>;
};

/** The browser-only library whose own tree may ask for a newer Node. */
const BROWSER_ONLY = '@scalar/api-reference';

/** Where Node finds `name` required from the package installed at `from` (node_modules lookup). */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
    if (Object.hasOwn(lock.packages, candidate)) return candidate;
    if (dir === '') return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

/** Every installed package reachable from the given top-level dependencies. */
function reachable(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = names.flatMap((n) => resolve('', n) ?? []);
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (seen.has(at)) continue;
    seen.add(at);
    const pkg = lock.packages[at] ?? {};
    const deps = {
      ...pkg.dependencies,
      ...pkg.optionalDependencies,
      ...pkg.peerDependencies,
    };
    for (const dep of Object.keys(deps)) {
      const found = resolve(at, dep);
      if (found !== undefined) stack.push(found);
    }
  }
  return seen;
}

describe('package engines', () => {
  const direct = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
  const elsewhere = reachable(direct.filter((n) => n !== BROWSER_ONLY));
  const browserOnly = [...reachable([BROWSER_ONLY])].filter((p) => !elsewhere.has(p));

  it('every locked package runs on the oldest declared Node and on the newest of that major', () => {
    const oldest = minVersion(manifest.engines.node)?.version;
    expect(oldest).toBeDefined();
    const supported = [oldest as string, '20.20.2'];
    const exempt = new Set(browserOnly);
    const refused: string[] = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      if (!where || range === undefined || exempt.has(where)) continue;
      for (const node of supported) {
        if (!satisfies(node, range)) {
          refused.push(`${where}@${pkg.version ?? '?'} pide node ${range} (probado ${node})`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('the exempt packages run only in the browser: nothing Node runs imports them', () => {
    const names = browserOnly.map((p) => p.slice(p.lastIndexOf('node_modules/') + 13));
    expect(names).toContain(BROWSER_ONLY);
    // What Node runs: the server, the domain, the machines and the scripts.
    const files = ['src/server', 'src/domain', 'src/api', 'machines', 'scripts'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => path.join(root, dir, f)),
    );
    expect(files.length).toBeGreaterThan(100);
    const importing = files.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return names.some((n) => text.includes(`'${n}'`) || text.includes(`'${n}/`));
    });
    expect(importing).toEqual([]);
  });
});

// `npm start` builds the app only when the build is missing or older than its sources.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputs, staleBuildReason } from '../../scripts/lib/fresh-build.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function project(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'market-build-'));
  dirs.push(root);
  await mkdir(path.join(root, 'src/web/app'), { recursive: true });
  await writeFile(path.join(root, 'src/web/app/app.tsx'), 'export {};');
  await writeFile(path.join(root, 'index.html'), '<html></html>');
  return root;
}

const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);

describe('staleBuildReason', () => {
  it('asks for a build when there is none', async () => {
    const root = await project();
    expect(staleBuildReason(root, path.join(root, 'dist'))).toBe(
      'la aplicación no está construida',
    );
  });

  it('keeps a build newer than every source, and rebuilds after a source changes', async () => {
    const root = await project();
    const source = path.join(root, 'src/web/app/app.tsx');
    await utimes(source, at(0), at(0));
    await utimes(path.join(root, 'index.html'), at(0), at(0));
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'dist/index.html'), 'built');
    await utimes(path.join(root, 'dist/index.html'), at(10), at(10));
    expect(staleBuildReason(root, path.join(root, 'dist'))).toBeNull();

    await utimes(source, at(20), at(20));
    expect(staleBuildReason(root, path.join(root, 'dist'))).toBe('cambió src/web');
  });

  it('reads the app, the shared rules, the machines and the lock file', () => {
    expect(buildInputs).toEqual(
      expect.arrayContaining(['src/web', 'src/domain', 'machines', 'package-lock.json']),
    );
  });
});

// The pruning of the model-based tests' paths (tests/model/paths.ts): fewer paths, the same
// coverage.
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import {
  coveringPaths,
  generatePaths,
  prunePaths,
  walkPath,
  type ModelPath,
} from '../model/paths.ts';

const path = (name: string, targets: string[], length = targets.length) => ({
  name,
  targets,
  events: Array.from({ length }, () => name),
});
const targets = (p: { targets: string[] }) => p.targets;

describe('prunePaths', () => {
  it('drops a path that stops while its call is in flight when the path that answers it is kept', () => {
    const inFlight = path('CONFIRMAR', ['a', 'a→b']);
    const answered = path('CONFIRMAR → done', ['a', 'a→b', 'b→c']);
    expect(prunePaths([inFlight, answered], targets)).toEqual([answered]);
  });

  it('keeps a path that alone takes a transition, and the order of the paths kept', () => {
    const first = path('x', ['a', 'a→b']);
    const second = path('y', ['a', 'a→c']);
    const third = path('z', ['a', 'a→b', 'b→d']);
    expect(prunePaths([first, second, third], targets)).toEqual([second, third]);
  });

  it('of two paths that take the same transitions, keeps one (the longer)', () => {
    const short = path('short', ['a', 'a→b'], 1);
    const long = path('long', ['a', 'a→b'], 2);
    expect(prunePaths([long, short], targets)).toEqual([long]);
  });

  it('drops a path only against the paths still kept, never two that cover each other', () => {
    // Each of the first two is covered by the other and the third together; only one can go.
    const one = path('one', ['a', 'b']);
    const two = path('two', ['a', 'c']);
    const three = path('three', ['b', 'c', 'd']);
    const kept = prunePaths([one, two, three], targets);
    expect(kept).toEqual([two, three]);
    expect(new Set(kept.flatMap(targets))).toEqual(new Set(['a', 'b', 'c', 'd']));
  });

  it('keeps a path with no target', () => {
    const empty = path('(sin eventos)', []);
    expect(prunePaths([empty, path('x', ['a'])], targets)).toHaveLength(2);
  });
});

// Two machines the pruning shortens most (a path per call in flight): every machine's paths are
// walked by the model tests' machine level, whose coverage table shows the same 100 %; walking
// them all here would make this the unit stage's longest file.
describe('generatePaths of the novedad and rebate machines', () => {
  for (const entry of machineRegistry.filter((e) => ['novedad', 'rebate'].includes(e.id))) {
    it(`${entry.id}: the pruned paths cover what the unpruned ones do, none of them redundant`, () => {
      // What a path covers: the transitions it takes and the states it reaches.
      const hits = new Map<ModelPath, string[]>();
      const hitsOf = (p: ModelPath) => {
        let h = hits.get(p);
        if (h === undefined) {
          const walked = walkPath(entry.machine, p);
          h = [...walked.transitions.flat(), ...walked.states.flat().map((s) => `estado ${s}`)];
          hits.set(p, h);
        }
        return h;
      };
      const covered = (paths: readonly ModelPath[]) => new Set(paths.flatMap(hitsOf));
      const all = coveringPaths(entry);
      const pruned = generatePaths(entry);
      // A path stopped while its call is in flight goes when the path answering it stays.
      expect(all.length - pruned.length).toBeGreaterThan(0);
      expect(pruned.length).toBeGreaterThan(0);
      expect(pruned.length).toBeLessThanOrEqual(all.length);
      expect(pruned.every((p) => all.some((a) => a.name === p.name))).toBe(true);
      expect([...covered(pruned)].sort()).toEqual([...covered(all)].sort());
      // Every path left hits something no other path left hits.
      for (const p of pruned) {
        const others = covered(pruned.filter((o) => o !== p));
        expect(
          hitsOf(p).some((h) => !others.has(h)),
          p.name,
        ).toBe(true);
      }
      // A machine's graph takes seconds to walk on a busy machine (the unit project's
      // ceiling, vitest.config.ts).
    });
  }
});

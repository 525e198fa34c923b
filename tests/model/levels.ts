// How a level walks a generated path with the adapter its machine's test model gives (the
// machine's test model, tests/model/models/index.ts and driver.ts) and records what each step covered.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { machineRegistry, type RegisteredMachine } from '../../machines/index.ts';
import type { LevelAdapter } from './models/driver.ts';
import { testModels, testSurfaces, type MachineTestModels } from './models/index.ts';
import { CoverageRecorder, runsLevel, type Level } from './coverage.ts';
import { installModelDriver } from './driver.ts';
import { coveringPaths, generatePaths, surfacePaths, walkPath, type ModelPath } from './paths.ts';

export type { LevelAdapter };

const refusedByAdapter = new WeakMap<object, Set<string>>();

/** The (state, event) refusals an adapter has already checked in this run. */
function refusedBy(adapter: object): Set<string> {
  let set = refusedByAdapter.get(adapter);
  if (!set) {
    set = new Set();
    refusedByAdapter.set(adapter, set);
  }
  return set;
}

/**
 * Walks one generated path at a level: set up, then for each step perform and check; a level
 * with `forbidden` also sends, in every settled state, the events the machine refuses there.
 * The states and transitions of each step that passed go to the coverage recorder.
 */
export async function runPath<C>(
  entry: RegisteredMachine,
  adapter: LevelAdapter<C>,
  path: ModelPath,
  recorder: Pick<CoverageRecorder, 'add'>,
  signal?: AbortSignal,
): Promise<void> {
  const walked = walkPath(entry.machine, path);
  const first = walked.snapshots[0] as AnyMachineSnapshot;
  const debug = (what: string) => {
    if (process.env.MODEL_DEBUG)
      console.error(`${String(Date.now() - started).padStart(7)} ${what}`);
  };
  const started = Date.now();
  debug(`inicio ${path.name}`);
  const c = await adapter.setup(path, first);
  debug('  preparado');
  const refused = refusedBy(adapter);
  const refuseForbidden = async (snapshot: AnyMachineSnapshot) => {
    // While a call is in flight (tag busy) the server sees that call, not a state.
    if (!adapter.forbidden || snapshot.hasTag('busy')) return;
    // Many paths pass through the same state: each forbidden event is refused once per state
    // and run (the state's value and context say which state it is).
    const state = JSON.stringify([snapshot.value, snapshot.context]);
    const forbidden = entry.model
      .events(snapshot)
      .filter((e: EventObject) => !snapshot.can(e) && !e.type.startsWith('xstate.'))
      .filter((e: EventObject) => !refused.has(`${state}|${JSON.stringify(e)}`));
    for (const event of forbidden) {
      if (await adapter.forbidden(c, snapshot, event)) {
        refused.add(`${state}|${JSON.stringify(event)}`);
      }
    }
  };
  try {
    await adapter.check(c, first);
    debug('  comprobado el inicio');
    await refuseForbidden(first);
    recorder.add(walked.states[0] ?? [], walked.transitions[0] ?? []);
    for (const [index, event] of path.events.entries()) {
      // A path past its time stops here: it must not click on under the next path.
      signal?.throwIfAborted();
      const before = walked.snapshots[index] as AnyMachineSnapshot;
      const after = walked.snapshots[index + 1] as AnyMachineSnapshot;
      await adapter.perform(c, event, { path, index, next: path.events[index + 1], before, after });
      debug(`  paso ${event.type}`);
      await adapter.check(c, after);
      debug('  comprobado');
      await refuseForbidden(after);
      recorder.add(walked.states[index + 1] ?? [], walked.transitions[index + 1] ?? []);
    }
  } finally {
    await adapter.teardown(c);
  }
}

/**
 * How long a path may take: a ceiling that grows with its steps, never what fails a path on a
 * slow machine (issue 34 point 16). What a path waits for is a condition, each with its own
 * ceiling (kit.ts WAIT); a step on the browser level is a few of them (its gesture, the call,
 * the screen of its role, and the other roles looking at a state the first time it is seen).
 * The heaviest, the orders' first path (every role's page opened and looking at two states),
 * took 100 s for its two steps on a machine loaded 15 on 2 cores (60 s on a quiet one failed
 * it): 120 s for the start and 90 s a step leave it three times that.
 */
export function timeoutOf(path: Pick<ModelPath, 'events'>): number {
  return 120_000 + 90_000 * path.events.length;
}

/**
 * `npm test` shares the browser level between two lanes (scripts/test-all.ts): each run takes the
 * machines named in `MODELOS_NAVEGADOR` (ids separated by commas), and writes their coverage; the
 * table is read once both have ended. Unset: every machine, as `npm run test:model` runs it.
 */
function chosenAt(level: Exclude<Level, 'máquina'>, entry: RegisteredMachine): boolean {
  const chosen = level === 'navegador' ? (process.env.MODELOS_NAVEGADOR ?? '') : '';
  const ids = chosen.split(',').filter((s) => s !== '');
  return ids.length === 0 || ids.includes(entry.id);
}

/**
 * One describe per registered machine whose area has landed at `level`: its test model for
 * that level (tests/model/models/index.ts) walks every generated path, and again, through each
 * other screen of the level that offers some of its events (`testSurfaces`), the paths of those
 * events (paths.ts surfacePaths); what those steps cover counts for the level and for the screen.
 */
export function describeLevel(
  level: Exclude<Level, 'máquina'>,
  build: (entry: RegisteredMachine) => Promise<LevelAdapter<unknown>>,
): void {
  installModelDriver();
  for (const entry of machineRegistry.filter((e) => runsLevel(e, level) && chosenAt(level, e))) {
    describe(`${entry.titulo}: nivel ${level}`, () => {
      const recorder = new CoverageRecorder(entry.id, level);
      let adapter: LevelAdapter<unknown> | null = null;
      beforeAll(async () => {
        adapter = await build(entry);
      });
      afterAll(() => {
        recorder.save();
      });
      const paths = generatePaths(entry);
      for (const path of paths) {
        it(path.name, { timeout: timeoutOf(path) }, ({ signal }) => {
          if (!adapter) throw new Error(`sin modelo de prueba de nivel ${level}`);
          return runPath(entry, adapter, path, recorder, signal);
        });
      }
      for (const surface of testSurfaces[entry.id]?.[level] ?? []) {
        const onSurface = new CoverageRecorder(entry.id, level, surface.nombre);
        afterAll(() => {
          onSurface.save();
        });
        const both = {
          add(states: readonly string[], transitions: readonly string[]) {
            recorder.add(states, transitions);
            onSurface.add(states, transitions);
          },
        };
        // From the paths before pruning: a path pruned for the level may be the screen's own.
        for (const path of surfacePaths(entry, coveringPaths(entry), surface)) {
          it(path.name, { timeout: timeoutOf(path) }, ({ signal }) => {
            if (!adapter) throw new Error(`sin modelo de prueba de nivel ${level}`);
            return runPath(entry, adapter, path, both, signal);
          });
        }
      }
    });
  }
}

/** The registry entry's test model of a level, or a Spanish reason why the run cannot go on. */
export async function testModelOf<L extends keyof MachineTestModels>(
  entry: RegisteredMachine,
  level: L,
): Promise<NonNullable<Awaited<ReturnType<NonNullable<MachineTestModels[L]>>>>['default']> {
  const load = testModels[entry.id]?.[level];
  if (!load) {
    throw new Error(
      `la máquina ${entry.id} declara el nivel ${level} en levels pero no su modelo de prueba ` +
        `(${level} de ${entry.id} en tests/model/models/index.ts)`,
    );
  }
  return (await load()).default;
}

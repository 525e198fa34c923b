// Level "máquina": every generated path replayed on a live actor of the machine; each step's
// resulting state and context must equal what the machine's pure transition function gives.
import { afterAll, describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { machineRegistry } from '../../machines/index.ts';
import { CoverageRecorder } from './coverage.ts';
import { generatePaths, walkPath } from './paths.ts';

// npm run test:mutation gives Stryker one machine's paths at a time (MUTACION_MAQUINAS,
// vitest.stryker.config.ts); every machine otherwise.
const chosen = (process.env.MUTACION_MAQUINAS ?? '').split(',').filter((s) => s !== '');
for (const entry of machineRegistry.filter((e) => chosen.length === 0 || chosen.includes(e.id))) {
  describe(`${entry.titulo} (${entry.seccion}): nivel máquina`, () => {
    const recorder = new CoverageRecorder(entry.id, 'máquina');
    afterAll(() => {
      recorder.save();
    });
    const paths = generatePaths(entry);

    it('paths are generated from the machine', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    for (const path of paths) {
      it(path.name, () => {
        const walked = walkPath(entry.machine, path);
        let [expected] = initialTransition(entry.machine, path.start.input);
        expect(walked.snapshots[0]?.value).toEqual(expected.value);
        path.events.forEach((event, i) => {
          [expected] = transition(entry.machine, expected, event);
          const live = walked.snapshots[i + 1];
          expect(live?.value, `después de ${event.type}`).toEqual(expected.value);
          expect(live?.context, `contexto después de ${event.type}`).toEqual(expected.context);
        });
        walked.states.forEach((states, i) => {
          recorder.add(states, walked.transitions[i] ?? []);
        });
      });
    }
  });
}

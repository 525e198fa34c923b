// The switch of the guard mutants (npm run test:mutation, scripts/mutation.ts): with
// MUTANTE_GUARDA=<machine>.<guard> in the environment, every request the server answers decides
// with that guard of that machine negated (machines/stored.ts `decidingMachine`). Read here and
// nowhere else, once per request, so that the mutation run changes it between mutants without
// starting the server again; the tests' own answers, outside any request, keep the real machine.
// `npm start` refuses to start with it in the environment, even empty (scripts/start.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { installGuardMutant } from '../../../machines/stored.ts';

export const GUARD_MUTANT_VARIABLE = 'MUTANTE_GUARDA';

const scope = new AsyncLocalStorage<string>();

/** Whether the switch is in the environment at all (the mutation run sets it, even empty). */
export function guardMutantSwitchPresent(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[GUARD_MUTANT_VARIABLE] !== undefined;
}

/**
 * Hooks the switch on the app, only when it is in the environment as the app is built (the
 * mutation run sets it, empty, before starting its server, and names a mutant per test): each
 * request then runs with the mutant the switch names, if any. Without it, no hook: nothing on
 * the path of every request.
 */
export function registerGuardMutant(app: Pick<FastifyInstance, 'addHook'>): boolean {
  if (!guardMutantSwitchPresent()) return false;
  installGuardMutant(() => scope.getStore() ?? null);
  app.addHook('onRequest', (_request, _reply, done) => {
    const mutant = process.env[GUARD_MUTANT_VARIABLE]?.trim() ?? '';
    if (mutant === '') {
      done();
      return;
    }
    scope.run(mutant, done);
  });
  return true;
}

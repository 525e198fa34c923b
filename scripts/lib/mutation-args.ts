// The arguments of npm run test:mutation (scripts/mutation.ts): none (every machine), machine
// ids, or `<machine>.<guard>` for single guard mutants. An unknown machine or guard is refused
// with a message that lists what exists.
import type { AnyStateMachine } from 'xstate';

export interface MutationSelection {
  /** Every machine: Stryker mutates all of machines/. */
  all: boolean;
  machines: string[];
  /** `<machine>.<guard>` asked for alone; empty: every guard of the machines. */
  guards: string[];
  /** Whether Stryker runs (not when only guard mutants are asked for). */
  stryker: boolean;
}

export function parseMutationArgs(
  args: readonly string[],
  registry: readonly { id: string; machine: AnyStateMachine }[],
): MutationSelection {
  const ids = registry.map((e) => e.id);
  const machines: string[] = [];
  const guards: string[] = [];
  for (const arg of args.filter((a) => a !== '--')) {
    const [id = '', guard] = arg.split('.', 2);
    const entry = registry.find((e) => e.id === id);
    if (!entry) {
      throw new Error(
        `No hay ninguna máquina '${id}'. Máquinas: ${ids.join(', ')} ` +
          '(npm run test:mutation -- <máquina> o <máquina>.<guarda>).',
      );
    }
    if (guard !== undefined) {
      const known = Object.keys(entry.machine.implementations.guards);
      if (!known.includes(guard)) {
        throw new Error(
          `La máquina ${id} no tiene la guarda '${guard}'. Sus guardas: ${known.join(', ')}.`,
        );
      }
      guards.push(`${id}.${guard}`);
    }
    if (!machines.includes(id)) machines.push(id);
  }
  if (machines.length === 0) return { all: true, machines: ids, guards: [], stryker: true };
  return { all: false, machines, guards, stryker: guards.length === 0 };
}

// What every workflow machine answers about a stored record (machines/stored.ts), tested on a
// small machine of its own: the decision (403, 409, ok), the machine's reasons for a refusal,
// the outcome of an event and its call, the restore cache (the same snapshot for the same input,
// cleared when the deciding machine changes and past its size limit) and the guard mutants'
// deciding machine (npm run test:mutation). The machines' own tests read these through each
// machine; here every branch is asked once, so Stryker's group of the shared code
// (scripts/mutation.ts) needs no machine's tests to kill its mutants.
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, setup, stateIn } from 'xstate';
import { decidingMachine, installGuardMutant, storedWorkflow } from '../../machines/stored.ts';

interface DoorInput {
  abierta: boolean;
  llave?: number;
  n?: number;
}
type DoorEvent =
  | { type: 'ABRIR'; rol: number }
  | { type: 'TRABAR'; rol: number | null }
  | { type: 'CERRAR'; rol: number }
  | { type: 'TIMBRE' };

const door = setup({
  types: {
    context: {} as { abierta: boolean; llave: number },
    events: {} as DoorEvent,
    input: {} as DoorInput,
  },
  actors: { abrir: fromPromise<void>(() => Promise.resolve()) },
  guards: {
    storedAbierta: ({ context }) => context.abierta,
    // A guard with params: a negated copy must still receive them.
    llaveAlcanza: ({ context }, params: { min: number }) => context.llave >= params.min,
    // A built-in guard (evaluated through its `check`, never called).
    enCerrada: stateIn('#puerta.cerrada') as never,
  },
}).createMachine({
  id: 'puerta',
  context: ({ input }) => ({ abierta: input.abierta, llave: input.llave ?? 0 }),
  initial: 'restaurando',
  states: {
    restaurando: {
      always: [{ guard: 'storedAbierta', target: 'abierta' }, { target: 'cerrada' }],
    },
    cerrada: {
      on: {
        ABRIR: { guard: { type: 'llaveAlcanza', params: { min: 2 } }, target: 'abriendo' },
        TRABAR: { guard: 'enCerrada', target: 'trabada' },
        TIMBRE: 'cerrada',
      },
    },
    abriendo: { invoke: { id: 'abrir', src: 'abrir', onDone: 'abierta' } },
    abierta: { on: { CERRAR: 'cerrada' } },
    // Takes any event: an outcome without a call sends its state nothing more.
    trabada: { on: { '*': 'cerrada' } },
  },
});

const roles: Record<DoorEvent['type'], readonly number[] | null> = {
  ABRIR: [1, 2],
  // Role 0 stands for a sender without a role: a null sender is taken as 0.
  TRABAR: [0],
  CERRAR: [2],
  TIMBRE: null,
};
const senderOf = (event: DoorEvent) => ('rol' in event ? event.rol : null);

const reasons = [
  { relax: (input: DoorInput) => ({ ...input, llave: 5 }), message: 'Falta la llave.' },
];
const workflow = () =>
  storedWorkflow(door, { rolesOf: (event: DoorEvent) => roles[event.type], senderOf, reasons });

afterEach(() => {
  installGuardMutant(() => null);
});

describe('the stored workflow (machines/stored.ts)', () => {
  it('restores the stored state without starting anything', () => {
    const w = workflow();
    expect(w.restore({ abierta: true }).value).toBe('abierta');
    expect(w.restore({ abierta: false }).value).toBe('cerrada');
    expect(w.restore({ abierta: false, llave: 3 }).context).toEqual({ abierta: false, llave: 3 });
  });

  it("decides 'rol' for a sender the event's roles leave out, before the stored state", () => {
    const w = workflow();
    expect(w.decision({ abierta: true }, { type: 'ABRIR', rol: 3 })).toBe('rol');
    expect(w.decision({ abierta: false, llave: 2 }, { type: 'ABRIR', rol: 3 })).toBe('rol');
    expect(w.decision({ abierta: false, llave: 2 }, { type: 'ABRIR', rol: 2 })).toBe('ok');
    expect(w.decision({ abierta: true }, { type: 'CERRAR', rol: 1 })).toBe('rol');
    expect(w.decision({ abierta: true }, { type: 'CERRAR', rol: 2 })).toBe('ok');
    // A sender without a role is taken as role 0.
    expect(w.decision({ abierta: false }, { type: 'TRABAR', rol: null })).toBe('ok');
    expect(w.decision({ abierta: false }, { type: 'TRABAR', rol: 1 })).toBe('rol');
  });

  it("a system event (no roles) is decided by the stored state alone; else 'estado'", () => {
    const w = workflow();
    expect(w.decision({ abierta: false }, { type: 'TIMBRE' })).toBe('ok');
    expect(w.decision({ abierta: true }, { type: 'TIMBRE' })).toBe('estado');
    expect(w.decision({ abierta: true }, { type: 'ABRIR', rol: 1 })).toBe('estado');
    expect(w.decision({ abierta: false, llave: 1 }, { type: 'ABRIR', rol: 1 })).toBe('estado');
  });

  it("gives the machine's reason when the relaxed input would take the event, else none", () => {
    const w = workflow();
    expect(w.refusal({ abierta: false, llave: 1 }, { type: 'ABRIR', rol: 1 })).toBe(
      'Falta la llave.',
    );
    // Refused, but the key would not open an open door: no reason of the machine says why.
    expect(w.refusal({ abierta: true }, { type: 'ABRIR', rol: 1 })).toBeNull();
    // Not refused for the state: no reason.
    expect(w.refusal({ abierta: false, llave: 2 }, { type: 'ABRIR', rol: 1 })).toBeNull();
    expect(w.refusal({ abierta: false, llave: 1 }, { type: 'ABRIR', rol: 3 })).toBeNull();
    // A workflow without reasons refuses without one.
    const bare = storedWorkflow(door, { rolesOf: (e: DoorEvent) => roles[e.type], senderOf });
    expect(bare.refusal({ abierta: false, llave: 1 }, { type: 'ABRIR', rol: 1 })).toBeNull();
    expect(bare.decision({ abierta: false, llave: 1 }, { type: 'ABRIR', rol: 1 })).toBe('estado');
  });

  it("the outcome: the event's target, or its call's done answer; null when not taken", () => {
    const w = workflow();
    // ABRIR invokes `abrir`: the outcome is where its done answer leads.
    const opened = w.after({ abierta: false, llave: 2 }, { type: 'ABRIR', rol: 1 });
    expect(opened?.value).toBe('abierta');
    // No call: the event's own target.
    expect(w.after({ abierta: true }, { type: 'CERRAR', rol: 2 })?.value).toBe('cerrada');
    expect(w.after({ abierta: false }, { type: 'TRABAR', rol: 0 })?.value).toBe('trabada');
    expect(w.after({ abierta: true }, { type: 'ABRIR', rol: 1 })).toBeNull();
    expect(w.after({ abierta: false, llave: 1 }, { type: 'ABRIR', rol: 1 })).toBeNull();
  });

  it('keeps one snapshot per input: the same one for an equal input', () => {
    const w = workflow();
    const first = w.restore({ abierta: false, llave: 1 });
    expect(w.restore({ abierta: false, llave: 1 })).toBe(first);
    expect(w.restore({ abierta: false, llave: 2 })).not.toBe(first);
  });

  it('keeps at most about 200 inputs: past them the cache starts again', () => {
    const w = workflow();
    const first = w.restore({ abierta: false, n: 0 });
    // 201 inputs kept (the first and 200 more): the first is still the same snapshot.
    for (let n = 1; n <= 200; n += 1) w.restore({ abierta: false, n });
    expect(w.restore({ abierta: false, n: 0 })).toBe(first);
    // One more input clears what was kept before it is kept.
    w.restore({ abierta: false, n: 201 });
    const again = w.restore({ abierta: false, n: 0 });
    expect(again).not.toBe(first);
    expect(again.value).toBe(first.value);
  });
});

describe('the guard mutants (npm run test:mutation): the deciding machine', () => {
  it('is the machine itself without a mutant, or with a mutant of another machine', () => {
    expect(decidingMachine(door)).toBe(door);
    installGuardMutant(() => 'user.storedAbierta');
    expect(decidingMachine(door)).toBe(door);
    // A machine whose id begins like this one's is another machine.
    installGuardMutant(() => 'puertas.storedAbierta');
    expect(decidingMachine(door)).toBe(door);
  });

  it('negates the named guard, once per mutant (the same copy again)', () => {
    installGuardMutant(() => 'puerta.storedAbierta');
    const mutant = decidingMachine(door);
    expect(mutant).not.toBe(door);
    expect(decidingMachine(door)).toBe(mutant);
    installGuardMutant(() => 'puerta.llaveAlcanza');
    const other = decidingMachine(door);
    expect(other).not.toBe(mutant);
    expect(decidingMachine(door)).toBe(other);
    installGuardMutant(() => 'puerta.storedAbierta');
    expect(decidingMachine(door)).toBe(mutant);
  });

  it('refuses a guard the machine does not have, naming its guards', () => {
    installGuardMutant(() => 'puerta.noExiste');
    expect(() => decidingMachine(door)).toThrow(
      "Mutante de guarda puerta.noExiste: la máquina puerta no tiene la guarda 'noExiste' " +
        '(sus guardas: storedAbierta, llaveAlcanza, enCerrada).',
    );
  });

  it("the workflow's answers follow the mutant, and the real machine's again without it", () => {
    const w = workflow();
    const stored = { abierta: true };
    expect(w.restore(stored).value).toBe('abierta');
    installGuardMutant(() => 'puerta.storedAbierta');
    const mutated = w.restore(stored);
    expect(mutated.value).toBe('cerrada');
    // The mutant's snapshots are kept too, for the same mutant.
    expect(w.restore(stored)).toBe(mutated);
    expect(w.decision(stored, { type: 'TIMBRE' })).toBe('ok');
    installGuardMutant(() => null);
    expect(w.restore(stored).value).toBe('abierta');
    expect(w.decision(stored, { type: 'TIMBRE' })).toBe('estado');
  });

  it('a negated guard with params still reads them', () => {
    const w = workflow();
    const abrir = { type: 'ABRIR', rol: 1 } as const;
    installGuardMutant(() => 'puerta.llaveAlcanza');
    // min 2: a key of 1 now opens, a key of 3 does not.
    expect(w.decision({ abierta: false, llave: 1 }, abrir)).toBe('ok');
    expect(w.decision({ abierta: false, llave: 3 }, abrir)).toBe('estado');
    expect(w.after({ abierta: false, llave: 1 }, abrir)?.value).toBe('abierta');
    expect(w.after({ abierta: false, llave: 3 }, abrir)).toBeNull();
  });

  it('a negated built-in guard (stateIn) is negated through its check', () => {
    const w = workflow();
    const trabar = { type: 'TRABAR', rol: 0 } as const;
    expect(w.decision({ abierta: false }, trabar)).toBe('ok');
    installGuardMutant(() => 'puerta.enCerrada');
    expect(w.decision({ abierta: false }, trabar)).toBe('estado');
    expect(w.after({ abierta: false }, trabar)).toBeNull();
  });
});

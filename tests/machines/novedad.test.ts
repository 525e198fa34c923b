// 002 §4 (Novedad) and DECISIONS 20: the novedad machine, with its calls replaced by fake actors
// through .provide(), and the server's decision read from the same machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  NovedadCallError,
  estadoNovedadLabels,
  novedadCallFailures,
  novedadDecision,
  novedadMachine,
  novedadOutcome,
  novedadRoles,
  restoreNovedad,
  type IdEstadoNovedad,
  type NovedadCallInput,
  type NovedadUserEvent,
} from '../../machines/novedad.ts';
import { expectStandInFails } from './kit.ts';

type CallId = keyof typeof novedadCallFailures;
const ALL_ROLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const ESTADOS: readonly IdEstadoNovedad[] = [1, 2, 3, 4];
const USER_EVENTS: readonly NovedadUserEvent['type'][] = ['CONFIRMAR', 'EDITAR_IMPORTE', 'ANULAR'];

function setupNovedad(
  idEstado: IdEstadoNovedad,
  answers: Partial<Record<CallId, () => Promise<void>>> = {},
) {
  const calls: { id: CallId; input: NovedadCallInput }[] = [];
  const fake = (id: CallId) =>
    fromPromise<void, NovedadCallInput>(async ({ input }) => {
      calls.push({ id, input });
      await (answers[id] ?? (() => Promise.resolve()))();
    });
  const actor = createActor(
    novedadMachine.provide({
      actors: {
        confirmar: fake('confirmar'),
        editarImporte: fake('editarImporte'),
        anular: fake('anular'),
      },
    }),
    { input: { idEstado } },
  );
  actor.start();
  return { actor, calls };
}

const idle = (s: { hasTag: (t: string) => boolean }) => !s.hasTag('busy');

describe('the novedad machine (002 §4, DECISIONS 20)', () => {
  it('restores each stored state, labelled as the screens show it', () => {
    expect(restoreNovedad(1).value).toEqual({ enPreparacion: 'listo' });
    expect(restoreNovedad(2).value).toEqual({ confirmada: 'listo' });
    expect(restoreNovedad(3).value).toBe('liquidada');
    expect(restoreNovedad(4).value).toBe('anulada');
    expect(Object.values(estadoNovedadLabels)).toEqual([
      'En Preparación',
      'Confirmada',
      'Liquidada',
      'Anulada',
    ]);
  });

  it('the decision table: staff act on 1 and 2; confirm only from 1; 3 and 4 are final', () => {
    const allowed: Record<IdEstadoNovedad, NovedadUserEvent['type'][]> = {
      1: ['CONFIRMAR', 'EDITAR_IMPORTE', 'ANULAR'],
      2: ['EDITAR_IMPORTE', 'ANULAR'],
      3: [],
      4: [],
    };
    for (const estado of ESTADOS) {
      for (const type of USER_EVENTS) {
        for (const tipoUsuario of ALL_ROLES) {
          const expected = !novedadRoles[type].includes(tipoUsuario)
            ? 'rol'
            : allowed[estado].includes(type)
              ? 'ok'
              : 'estado';
          expect(
            novedadDecision(estado, { type, tipoUsuario }),
            `${type} ${tipoUsuario} @${estado}`,
          ).toBe(expected);
        }
      }
    }
    expect(novedadRoles.CONFIRMAR).toEqual([1, 2]);
  });

  it('outcomes: confirm leads to 2, annul to 4, an amount edit keeps the state; LIQUIDAR only from 2', () => {
    expect(novedadOutcome(1, { type: 'CONFIRMAR', tipoUsuario: 1 })).toBe(2);
    expect(novedadOutcome(1, { type: 'ANULAR', tipoUsuario: 2 })).toBe(4);
    expect(novedadOutcome(2, { type: 'ANULAR', tipoUsuario: 2 })).toBe(4);
    expect(novedadOutcome(1, { type: 'EDITAR_IMPORTE', tipoUsuario: 1 })).toBe(1);
    expect(novedadOutcome(2, { type: 'EDITAR_IMPORTE', tipoUsuario: 1 })).toBe(2);
    expect(novedadOutcome(2, { type: 'LIQUIDAR' })).toBe(3);
    for (const estado of [1, 3, 4] as const) {
      expect(novedadOutcome(estado, { type: 'LIQUIDAR' })).toBeNull();
    }
    expect(novedadOutcome(3, { type: 'EDITAR_IMPORTE', tipoUsuario: 1 })).toBeNull();
  });

  it('a call: busy while in flight (nothing else accepted), then the new state', async () => {
    let release!: () => void;
    const { actor, calls } = setupNovedad(1, {
      confirmar: () => new Promise<void>((r) => (release = r)),
    });
    actor.send({ type: 'CONFIRMAR', tipoUsuario: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'ANULAR', tipoUsuario: 2 })).toBe(false);
    expect(calls).toEqual([{ id: 'confirmar', input: { tipoUsuario: 2, idEstadoDestino: 2 } }]);
    release();
    const done = await waitFor(actor, idle);
    expect(done.value).toEqual({ confirmada: 'listo' });
    expect(done.context.idEstado).toBe(2);
  });

  it("a failed call goes back with the server's messages, or the 002 §8 fallback", async () => {
    const { actor } = setupNovedad(2, {
      editarImporte: () => Promise.reject(new NovedadCallError(['Ingrese un importe válido'])),
      anular: () => Promise.reject(new Error('red')),
    });
    actor.send({ type: 'EDITAR_IMPORTE', tipoUsuario: 1 });
    let s = await waitFor(actor, idle);
    expect(s.value).toEqual({ confirmada: 'listo' });
    expect(s.context.errores).toEqual(['Ingrese un importe válido']);
    actor.send({ type: 'ANULAR', tipoUsuario: 1 });
    s = await waitFor(actor, idle);
    expect(s.context.errores).toEqual(['No pudimos eliminar la novedad']);
    expect(s.context.idEstado).toBe(2);
  });
});

// What the first Stryker run (npm run test:mutation -- novedad) showed that no test read.
describe('the novedad machine besides its decision table', () => {
  it('the machine itself refuses every event to a role outside novedadRoles (the row asks it)', () => {
    for (const idEstado of [1, 2] as const) {
      const snapshot = restoreNovedad(idEstado);
      for (const role of ALL_ROLES) {
        for (const type of USER_EVENTS) {
          if (idEstado === 2 && type === 'CONFIRMAR') continue;
          expect(snapshot.can({ type, tipoUsuario: role }), `${type} ${String(role)}`).toBe(
            novedadRoles[type].includes(role),
          );
        }
      }
    }
  });

  it('an amount edit goes back to the same state, idle, after its call, from 1 and from 2', async () => {
    for (const idEstado of [1, 2] as const) {
      const { actor, calls } = setupNovedad(idEstado);
      actor.send({ type: 'EDITAR_IMPORTE', tipoUsuario: 1 });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const done = await waitFor(actor, idle);
      expect(done.value).toEqual({ [idEstado === 1 ? 'enPreparacion' : 'confirmada']: 'listo' });
      expect(done.context.idEstado).toBe(idEstado);
      expect(calls).toEqual([
        { id: 'editarImporte', input: { tipoUsuario: 1, idEstadoDestino: idEstado } },
      ]);
    }
  });

  it('a new call clears the last failure; the machine starts without any', async () => {
    let fail = true;
    const { actor } = setupNovedad(1, {
      editarImporte: () => (fail ? Promise.reject(new Error('red')) : Promise.resolve()),
    });
    expect(actor.getSnapshot().context).toEqual({ idEstado: 1, errores: [] });
    actor.send({ type: 'EDITAR_IMPORTE', tipoUsuario: 1 });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    fail = false;
    actor.send({ type: 'EDITAR_IMPORTE', tipoUsuario: 1 });
    expect(actor.getSnapshot().context.errores).toEqual([]);
    await waitFor(actor, idle);
    const bare = createActor(novedadMachine, { input: {} });
    bare.start();
    expect(bare.getSnapshot().context).toEqual({ idEstado: 1, errores: [] });
  });

  it('a call the app did not provide fails with its own name, and the row shows its text', async () => {
    const cases: { idEstado: IdEstadoNovedad; event: NovedadUserEvent; id: CallId }[] = [
      { idEstado: 1, event: { type: 'CONFIRMAR', tipoUsuario: 1 }, id: 'confirmar' },
      { idEstado: 1, event: { type: 'EDITAR_IMPORTE', tipoUsuario: 1 }, id: 'editarImporte' },
      { idEstado: 2, event: { type: 'ANULAR', tipoUsuario: 2 }, id: 'anular' },
      { idEstado: 1, event: { type: 'ANULAR', tipoUsuario: 2 }, id: 'anular' },
    ];
    for (const { idEstado, event, id } of cases) {
      await expectStandInFails(novedadMachine, { idEstado }, event, id, novedadCallFailures[id]);
    }
  });

  it("a call's error carries the server's messages, joined in its message", () => {
    const error = new NovedadCallError(['Ingrese un importe válido', 'Intente nuevamente']);
    expect(error.message).toBe('Ingrese un importe válido Intente nuevamente');
  });

  it('an annulment from 1 runs its call and ends anulada', async () => {
    const { actor, calls } = setupNovedad(1);
    actor.send({ type: 'ANULAR', tipoUsuario: 1 });
    const done = await waitFor(actor, idle);
    expect(done.value).toBe('anulada');
    expect(calls).toEqual([{ id: 'anular', input: { tipoUsuario: 1, idEstadoDestino: 4 } }]);
  });

  it('the server decides on a stored novedad given as its state or as the input', () => {
    const confirmar = { type: 'CONFIRMAR', tipoUsuario: 1 } as const;
    expect(novedadDecision({ idEstado: 1 }, confirmar)).toBe('ok');
    expect(novedadDecision({ idEstado: 3 }, confirmar)).toBe('estado');
    expect(novedadOutcome({ idEstado: 2 }, { type: 'ANULAR', tipoUsuario: 2 })).toBe(4);
    expect(restoreNovedad({ idEstado: 4 }).value).toBe('anulada');
  });

  it('LIQUIDAR is the system’s: no role is asked, only the state decides', () => {
    expect(novedadDecision(2, { type: 'LIQUIDAR' })).toBe('ok');
    expect(novedadDecision(1, { type: 'LIQUIDAR' })).toBe('estado');
    expect(novedadOutcome(2, { type: 'LIQUIDAR' })).toBe(3);
  });
});

// 002 §4 (Settlement), §6 and DECISIONS 19: the settlement machine, with its calls replaced by
// fake actors through .provide(), and the server's decision read from the same machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  LIQUIDACION_CONFIRMADA,
  SettlementCallError,
  estadoLiquidacionLabels,
  restoreSettlement,
  settlementCallFailures,
  settlementDecision,
  settlementMachine,
  settlementOutcome,
  settlementRoles,
  type SettlementCallInput,
  type SettlementInput,
  type SettlementUserEvent,
} from '../../machines/settlement.ts';
import { expectStandInFails } from './kit.ts';

type CallId = keyof typeof settlementCallFailures;
const ALL_ROLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const USER_EVENTS: readonly SettlementUserEvent['type'][] = [
  'CREAR',
  'GUARDAR',
  'CALCULAR',
  'CONFIRMAR',
  'ANULAR',
];
const STORED: Record<string, SettlementInput> = {
  nueva: {},
  borrador: { idEstado: 2 },
  liquidada: { idEstado: 3 },
  eliminada: { idEstado: 2, eliminada: true },
};

function setupSettlement(
  input: SettlementInput,
  answers: Partial<Record<CallId, () => Promise<void>>> = {},
) {
  const calls: { id: CallId; input: SettlementCallInput }[] = [];
  const fake = (id: CallId) =>
    fromPromise<void, SettlementCallInput>(async ({ input: callInput }) => {
      calls.push({ id, input: callInput });
      await (answers[id] ?? (() => Promise.resolve()))();
    });
  const actor = createActor(
    settlementMachine.provide({
      actors: {
        crear: fake('crear'),
        guardar: fake('guardar'),
        calcular: fake('calcular'),
        confirmar: fake('confirmar'),
        anular: fake('anular'),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

const idle = (s: { hasTag: (t: string) => boolean }) => !s.hasTag('busy');

describe('the settlement machine (002 §4, §6, DECISIONS 19)', () => {
  it('restores each stored state; the list labels 2 and 3 as 002 §4 says', () => {
    expect(restoreSettlement(STORED.nueva ?? {}).value).toEqual({ nueva: 'listo' });
    expect(restoreSettlement({ idEstado: 2 }).value).toEqual({ borrador: 'listo' });
    expect(restoreSettlement({ idEstado: 3 }).value).toBe('liquidada');
    expect(restoreSettlement({ idEstado: 2, eliminada: true }).value).toBe('eliminada');
    expect(restoreSettlement({ idEstado: 3, eliminada: true }).value).toBe('eliminada');
    expect(estadoLiquidacionLabels).toEqual({ 2: 'En Preparación', 3: 'Liquidada' });
  });

  it('the decision table: staff create, save and cancel; accounting calculates and confirms; sellers never act; only a draft changes', () => {
    const allowed: Record<string, SettlementUserEvent['type'][]> = {
      nueva: ['CREAR'],
      borrador: ['GUARDAR', 'CALCULAR', 'CONFIRMAR', 'ANULAR'],
      liquidada: [],
      eliminada: [],
    };
    expect(settlementRoles).toEqual({
      CREAR: [1, 2],
      GUARDAR: [1, 2],
      CALCULAR: [8],
      CONFIRMAR: [8],
      ANULAR: [1, 2],
    });
    for (const [name, input] of Object.entries(STORED)) {
      for (const type of USER_EVENTS) {
        for (const tipoUsuario of ALL_ROLES) {
          const expected = !settlementRoles[type].includes(tipoUsuario)
            ? 'rol'
            : (allowed[name] ?? []).includes(type)
              ? 'ok'
              : 'estado';
          expect(
            settlementDecision(input, { type, tipoUsuario }),
            `${name} ${type} ${tipoUsuario}`,
          ).toBe(expected);
        }
      }
    }
  });

  it('the outcome of each allowed event once its call succeeds', () => {
    expect(settlementOutcome({}, { type: 'CREAR', tipoUsuario: 2 })).toEqual({
      idEstado: 2,
      eliminada: false,
    });
    expect(settlementOutcome({ idEstado: 2 }, { type: 'GUARDAR', tipoUsuario: 1 })).toEqual({
      idEstado: 2,
      eliminada: false,
    });
    expect(settlementOutcome({ idEstado: 2 }, { type: 'CALCULAR', tipoUsuario: 8 })).toEqual({
      idEstado: 2,
      eliminada: false,
    });
    expect(settlementOutcome({ idEstado: 2 }, { type: 'CONFIRMAR', tipoUsuario: 8 })).toEqual({
      idEstado: 3,
      eliminada: false,
    });
    expect(settlementOutcome({ idEstado: 2 }, { type: 'ANULAR', tipoUsuario: 2 })).toEqual({
      idEstado: 2,
      eliminada: true,
    });
    expect(settlementOutcome({ idEstado: 3 }, { type: 'ANULAR', tipoUsuario: 2 })).toBeNull();
    expect(settlementOutcome({ idEstado: 2 }, { type: 'CONFIRMAR', tipoUsuario: 2 })).toBeNull();
  });

  it('a draft created, calculated and confirmed: each call once, with its sender and target', async () => {
    const { actor, calls } = setupSettlement({});
    actor.send({ type: 'CREAR', tipoUsuario: 2 });
    await waitFor(actor, (s) => s.matches({ borrador: 'listo' }));
    actor.send({ type: 'CALCULAR', tipoUsuario: 8 });
    await waitFor(actor, (s) => idle(s) && s.matches({ borrador: 'listo' }));
    actor.send({ type: 'CONFIRMAR', tipoUsuario: 8 });
    await waitFor(actor, (s) => s.matches('liquidada'));
    expect(calls).toEqual([
      { id: 'crear', input: { tipoUsuario: 2, idEstadoDestino: 2 } },
      { id: 'calcular', input: { tipoUsuario: 8, idEstadoDestino: 2 } },
      { id: 'confirmar', input: { tipoUsuario: 8, idEstadoDestino: 3 } },
    ]);
    expect(actor.getSnapshot().context.idEstado).toBe(3);
    // Final: nothing more is taken.
    for (const type of USER_EVENTS) {
      for (const tipoUsuario of ALL_ROLES) {
        expect(actor.getSnapshot().can({ type, tipoUsuario })).toBe(false);
      }
    }
  });

  it("a failed call stays where it was with the server's messages, or the call's fallback", async () => {
    const { actor } = setupSettlement(
      { idEstado: 2 },
      {
        confirmar: () =>
          Promise.reject(new SettlementCallError(['Debe ingresar un Numero de Factura.'])),
        anular: () => Promise.reject(new Error('red caída')),
      },
    );
    actor.send({ type: 'CONFIRMAR', tipoUsuario: 8 });
    await waitFor(actor, (s) => idle(s));
    expect(actor.getSnapshot().value).toEqual({ borrador: 'listo' });
    expect(actor.getSnapshot().context.errores).toEqual(['Debe ingresar un Numero de Factura.']);
    actor.send({ type: 'ANULAR', tipoUsuario: 1 });
    await waitFor(actor, (s) => idle(s));
    expect(actor.getSnapshot().value).toEqual({ borrador: 'listo' });
    expect(actor.getSnapshot().context.errores).toEqual([settlementCallFailures.anular]);
  });

  it('while a call is in flight no other event is taken (one click, one call)', async () => {
    let release: () => void = () => undefined;
    const { actor, calls } = setupSettlement(
      { idEstado: 2 },
      { guardar: () => new Promise<void>((r) => (release = r)) },
    );
    actor.send({ type: 'GUARDAR', tipoUsuario: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    for (const type of USER_EVENTS) {
      expect(actor.getSnapshot().can({ type, tipoUsuario: 2 })).toBe(false);
    }
    actor.send({ type: 'ANULAR', tipoUsuario: 2 });
    release();
    await waitFor(actor, (s) => idle(s));
    expect(calls.map((c) => c.id)).toEqual(['guardar']);
    expect(actor.getSnapshot().value).toEqual({ borrador: 'listo' });
  });

  it('cancelling a draft marks it deleted: final, kept for audit (DECISIONS 19)', async () => {
    const { actor } = setupSettlement({ idEstado: 2 });
    actor.send({ type: 'ANULAR', tipoUsuario: 1 });
    await waitFor(actor, (s) => s.matches('eliminada'));
    expect(actor.getSnapshot().context).toMatchObject({ idEstado: 2, eliminada: true });
    expect(actor.getSnapshot().status).toBe('active');
  });
});

// What the first Stryker run (npm run test:mutation -- settlement) showed that no test read.
describe('the settlement machine besides its decision table', () => {
  it('the machine itself refuses every event to a role outside settlementRoles (the screen asks it)', () => {
    const at = { nueva: ['CREAR'], borrador: ['GUARDAR', 'CALCULAR', 'CONFIRMAR', 'ANULAR'] };
    for (const [name, types] of Object.entries(at)) {
      const snapshot = restoreSettlement(STORED[name] ?? {});
      for (const role of ALL_ROLES) {
        for (const type of types as SettlementUserEvent['type'][]) {
          expect(snapshot.can({ type, tipoUsuario: role }), `${name} ${type} ${String(role)}`).toBe(
            settlementRoles[type].includes(role),
          );
        }
      }
    }
  });

  it('a new call clears the last failure; the machine starts without any', async () => {
    let fail = true;
    const { actor } = setupSettlement(
      { idEstado: 2 },
      { guardar: () => (fail ? Promise.reject(new Error('red')) : Promise.resolve()) },
    );
    expect(actor.getSnapshot().context).toEqual({ idEstado: 2, eliminada: false, errores: [] });
    actor.send({ type: 'GUARDAR', tipoUsuario: 1 });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    fail = false;
    actor.send({ type: 'GUARDAR', tipoUsuario: 1 });
    expect(actor.getSnapshot().context.errores).toEqual([]);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    const bare = createActor(settlementMachine, { input: {} });
    bare.start();
    expect(bare.getSnapshot().context).toEqual({ idEstado: null, eliminada: false, errores: [] });
  });

  it('a call the app did not provide fails with its own name, and the screen shows its text', async () => {
    const cases: { input: SettlementInput; event: SettlementUserEvent; id: CallId }[] = [
      { input: {}, event: { type: 'CREAR', tipoUsuario: 1 }, id: 'crear' },
      { input: { idEstado: 2 }, event: { type: 'GUARDAR', tipoUsuario: 1 }, id: 'guardar' },
      { input: { idEstado: 2 }, event: { type: 'CALCULAR', tipoUsuario: 8 }, id: 'calcular' },
      { input: { idEstado: 2 }, event: { type: 'CONFIRMAR', tipoUsuario: 8 }, id: 'confirmar' },
      { input: { idEstado: 2 }, event: { type: 'ANULAR', tipoUsuario: 1 }, id: 'anular' },
    ];
    for (const { input, event, id } of cases) {
      await expectStandInFails(settlementMachine, input, event, id, settlementCallFailures[id]);
    }
  });

  it("a call's error carries the server's messages, joined in its message", () => {
    const error = new SettlementCallError(['Factura inválida', 'Intente nuevamente']);
    expect(error.message).toBe('Factura inválida Intente nuevamente');
  });

  it('002 §4: the label of status 3 where the settlement itself is shown', () => {
    expect(LIQUIDACION_CONFIRMADA).toBe('Liquidación Confirmada');
  });
});

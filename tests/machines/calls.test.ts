// What the workflow machines share about their calls (machines/calls.ts), tested on a small
// machine of its own: what a machine keeps of a failed call (000 §8), the stand-in of a call not
// provided, and the busy state (its tag, its input, its answer, the events it holds back, where
// a failure goes). Stryker's group of the shared code (scripts/mutation.ts) runs these with
// tests/machines/stored.test.ts and loads.test.ts.
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type AnyActorRef } from 'xstate';
import { callErrorMessages, callState, notProvided } from '../../machines/calls.ts';

describe('callErrorMessages: what a machine keeps of a failed call (000 §8)', () => {
  it("keeps the server's messages when the error carries some", () => {
    expect(callErrorMessages({ errores: ['Uno.', 'Dos.'] }, 'Falló.')).toEqual(['Uno.', 'Dos.']);
    expect(callErrorMessages(Object.assign(new Error('x'), { errores: ['Uno.'] }), 'F')).toEqual([
      'Uno.',
    ]);
  });

  it('else the fallback: no error, no errores, none, or not all texts', () => {
    expect(callErrorMessages(null, 'Falló.')).toEqual(['Falló.']);
    expect(callErrorMessages(undefined, 'Falló.')).toEqual(['Falló.']);
    expect(callErrorMessages(new Error('red caída'), 'Falló.')).toEqual(['Falló.']);
    expect(callErrorMessages({ errores: [] }, 'Falló.')).toEqual(['Falló.']);
    expect(callErrorMessages({ errores: 'Uno.' }, 'Falló.')).toEqual(['Falló.']);
    expect(callErrorMessages({ errores: [1, 2] }, 'Falló.')).toEqual(['Falló.']);
    expect(callErrorMessages({ errores: ['Uno.', 2] }, 'Falló.')).toEqual(['Falló.']);
    expect(callErrorMessages({ errores: [null] }, 'Falló.')).toEqual(['Falló.']);
  });
});

describe('notProvided: the stand-in of a call the app did not provide', () => {
  it("fails under the call's own name", async () => {
    const actor = createActor(notProvided<{ id: number }>('guardar'), { input: { id: 1 } });
    const failed = new Promise<unknown>((resolve) => {
      actor.subscribe({ error: resolve });
    });
    actor.start();
    const error = await failed;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('guardar not provided');
  });
});

type PanelEvent =
  | { type: 'GUARDAR'; texto: string }
  | { type: 'ENVIAR'; texto: string }
  | { type: 'CANCELAR' }
  | { type: 'NOTA' };

// A machine made of busy states: `guardar` goes on to `guardado` (or back to `listo`);
// `enviar` keeps the status it was made in (`abierto`, entered again on its answer), holds back
// CANCELAR and goes back to `espera` on failure.
function panel(answer: (input: { texto: string }) => Promise<void>) {
  const inputs: { texto: string }[] = [];
  const call = fromPromise<void, { texto: string }>(async ({ input }) => {
    inputs.push(input);
    await answer(input);
  });
  const machine = setup({
    types: {
      context: {} as { errores: string[]; entradas: number; notas: number },
      events: {} as PanelEvent,
    },
    actors: { guardar: call, enviar: call },
    actions: {
      clearErrors: assign({ errores: [] }),
      showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    },
  }).createMachine({
    id: 'panel',
    context: { errores: ['previo'], entradas: 0, notas: 0 },
    initial: 'abierto',
    states: {
      abierto: {
        entry: assign({ entradas: ({ context }) => context.entradas + 1 }),
        initial: 'listo',
        on: {
          CANCELAR: '#panel.cancelado',
          NOTA: { actions: assign({ notas: ({ context }) => context.notas + 1 }) },
        },
        states: {
          listo: {
            on: {
              GUARDAR: 'guardando',
              ENVIAR: 'enviando',
            },
          },
          espera: { on: { ENVIAR: 'enviando' } },
          guardando: callState(
            'guardar',
            'No pudo guardarse.',
            (event: PanelEvent) => ({ texto: event.type === 'GUARDAR' ? event.texto : '' }),
            '#panel.guardado',
          ),
          enviando: callState(
            'enviar',
            'No pudo enviarse.',
            (event: PanelEvent) => ({ texto: event.type === 'ENVIAR' ? event.texto : '' }),
            '#panel.abierto',
            { back: 'espera', forbid: ['CANCELAR'] },
          ),
        },
      },
      guardado: {},
      cancelado: {},
    },
  });
  return { actor: createActor(machine).start(), inputs };
}

const settled = <A extends AnyActorRef>(actor: A) =>
  waitFor(actor, (s: { hasTag: (t: string) => boolean }) => !s.hasTag('busy'), {
    timeout: 5_000,
  });

describe('callState: a busy state that makes one call', () => {
  it('the defaults: back to listo, nothing held back', () => {
    const state = callState('guardar', 'F', (e: PanelEvent) => e, '#panel.guardado');
    expect(state.tags).toEqual(['busy']);
    expect(state.entry).toBe('clearErrors');
    expect(state.on).toEqual({});
    expect(state.invoke.id).toBe('guardar');
    expect(state.invoke.src).toBe('guardar');
    expect(state.invoke.onDone).toBe('#panel.guardado');
    expect(state.invoke.onError.target).toBe('listo');
    expect(state.invoke.onError.actions.type).toBe('showErrors');
  });

  it('the options: where a failure goes back to, the events held back', () => {
    const state = callState('enviar', 'F', (e: PanelEvent) => e, '#panel.abierto', {
      back: 'espera',
      forbid: ['CANCELAR', 'NOTA'],
    });
    expect(state.on).toEqual({ CANCELAR: undefined, NOTA: undefined });
    expect(Object.keys(state.on)).toEqual(['CANCELAR', 'NOTA']);
    expect(state.invoke.onError.target).toBe('espera');
  });

  it('tagged busy while the call is in flight, with the input made from its event', async () => {
    let release = () => undefined as void;
    const { actor, inputs } = panel(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    expect(actor.getSnapshot().context.errores).toEqual(['previo']);
    actor.send({ type: 'GUARDAR', texto: 'hola' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Its entry cleared the last failure.
    expect(actor.getSnapshot().context.errores).toEqual([]);
    await Promise.resolve();
    expect(inputs).toEqual([{ texto: 'hola' }]);
    release();
    const s = await settled(actor);
    expect(s.value).toBe('guardado');
  });

  it("a failure goes back to listo with the server's messages, or the call's text", async () => {
    const withMessages = panel(() =>
      Promise.reject(Object.assign(new Error('x'), { errores: ['Sin permiso.'] })),
    );
    withMessages.actor.send({ type: 'GUARDAR', texto: 'a' });
    const s = await settled(withMessages.actor);
    expect(s.value).toEqual({ abierto: 'listo' });
    expect(s.context.errores).toEqual(['Sin permiso.']);
    const without = panel(() => Promise.reject(new Error('red caída')));
    without.actor.send({ type: 'GUARDAR', texto: 'a' });
    expect((await settled(without.actor)).context.errores).toEqual(['No pudo guardarse.']);
  });

  it('holds back the forbidden events, passes the others up; a target above it is entered again', async () => {
    let release = () => undefined as void;
    const { actor, inputs } = panel(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    actor.send({ type: 'ENVIAR', texto: 'uno' });
    actor.send({ type: 'CANCELAR' });
    expect(actor.getSnapshot().value).toEqual({ abierto: 'enviando' });
    actor.send({ type: 'NOTA' });
    expect(actor.getSnapshot().context.notas).toBe(1);
    await Promise.resolve();
    expect(inputs).toEqual([{ texto: 'uno' }]);
    release();
    const s = await settled(actor);
    // The answer entered `abierto` again (without XState's reenter): its entry ran again, and
    // it starts at listo.
    expect(s.value).toEqual({ abierto: 'listo' });
    expect(s.context.entradas).toBe(2);
  });

  it('a failed call with options goes back to its own state', async () => {
    const { actor } = panel(() => Promise.reject(new Error('x')));
    actor.send({ type: 'ENVIAR', texto: 'uno' });
    const s = await settled(actor);
    expect(s.value).toEqual({ abierto: 'espera' });
    expect(s.context.errores).toEqual(['No pudo enviarse.']);
    expect(s.context.entradas).toBe(1);
  });
});

// 001 §4 (User active switch), §6: the user machine, with its call replaced by a fake actor
// through .provide(), and the server's decision read from the same machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  UserCallError,
  eventForCambiarEstado,
  userCallFailures,
  userDecision,
  userMachine,
  userOutcome,
  userRefusal,
  userRefusals,
  userStateChanged,
  type UserCallInput,
} from '../../machines/user.ts';

function setupUser(activo: boolean, answer: () => Promise<void> = () => Promise.resolve()) {
  const calls: UserCallInput[] = [];
  const machine = userMachine.provide({
    actors: {
      cambiarEstado: fromPromise<void, UserCallInput>(async ({ input }) => {
        calls.push(input);
        await answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { activo } });
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof setupUser>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 30_000 });

describe('user machine (001 §4 User active switch)', () => {
  it('the admin moderator pauses an active user: the call sends pausar, then it is pausado', async () => {
    const { actor, calls } = setupUser(true);
    expect(actor.getSnapshot().matches('activo')).toBe(true);
    actor.send({ type: 'PAUSAR', tipoUsuario: 2 });
    const s = await settled(actor);
    expect(calls).toEqual([{ activar: false, pausar: true }]);
    expect(s.matches('pausado')).toBe(true);
    expect(s.context.activo).toBe(false);
  });

  it('the admin moderator activates a paused user: the call sends activar', async () => {
    const { actor, calls } = setupUser(false);
    actor.send({ type: 'ACTIVAR', tipoUsuario: 2 });
    const s = await settled(actor);
    expect(calls).toEqual([{ activar: true, pausar: false }]);
    expect(s.matches('activo')).toBe(true);
  });

  it('a failed call goes back with the server messages and keeps the state', async () => {
    const { actor } = setupUser(true, () => Promise.reject(new UserCallError(['No existe.'])));
    actor.send({ type: 'PAUSAR', tipoUsuario: 2 });
    const s = await settled(actor);
    expect(s.matches({ activo: 'listo' })).toBe(true);
    expect(s.context.errores).toEqual(['No existe.']);
  });

  it('the switch is disabled for every other type (001 §6: seller admin and category)', () => {
    for (const tipo of [1, 3, 4, 5, 6, 7, 8]) {
      expect(userDecision({ activo: true }, { type: 'PAUSAR', tipoUsuario: tipo })).toBe('rol');
      expect(userDecision({ activo: false }, { type: 'ACTIVAR', tipoUsuario: tipo })).toBe('rol');
    }
  });

  it('the server decides at the stored state: 409 for the same state, and nobody pauses itself', () => {
    expect(userDecision({ activo: true }, { type: 'ACTIVAR', tipoUsuario: 2 })).toBe('estado');
    expect(userDecision({ activo: false }, { type: 'PAUSAR', tipoUsuario: 2 })).toBe('estado');
    expect(userOutcome({ activo: true }, { type: 'PAUSAR', tipoUsuario: 2 })).toBe(false);
    expect(userOutcome({ activo: false }, { type: 'ACTIVAR', tipoUsuario: 2 })).toBe(true);
    const own = { activo: true, propio: true };
    expect(userDecision(own, { type: 'PAUSAR', tipoUsuario: 2 })).toBe('estado');
    expect(userRefusal(own, { type: 'PAUSAR', tipoUsuario: 2 })).toBe(userRefusals.propio);
  });

  it('a CambiarEstado body means one event: exactly one of activar and pausar', () => {
    expect(eventForCambiarEstado({ activar: true, pausar: false }, 2)).toEqual({
      type: 'ACTIVAR',
      tipoUsuario: 2,
    });
    expect(eventForCambiarEstado({ activar: false, pausar: true }, 2)?.type).toBe('PAUSAR');
    expect(eventForCambiarEstado({ activar: true, pausar: true }, 2)).toBeNull();
    expect(eventForCambiarEstado({ activar: false, pausar: false }, 2)).toBeNull();
  });

  it('the machine itself refuses every other type, in both states (not only the 403)', () => {
    for (const tipo of [1, 3, 4, 5, 6, 7, 8]) {
      expect(setupUser(true).actor.getSnapshot().can({ type: 'PAUSAR', tipoUsuario: tipo })).toBe(
        false,
      );
      expect(setupUser(false).actor.getSnapshot().can({ type: 'ACTIVAR', tipoUsuario: tipo })).toBe(
        false,
      );
    }
  });

  it('starts without messages, tags the active state, and a retry clears the last failure', async () => {
    let fail = true;
    const { actor } = setupUser(true, () =>
      fail ? Promise.reject(new UserCallError(['No existe.'])) : Promise.resolve(),
    );
    expect(actor.getSnapshot().context.errores).toEqual([]);
    expect(actor.getSnapshot().hasTag('activo')).toBe(true);
    actor.send({ type: 'PAUSAR', tipoUsuario: 2 });
    expect((await settled(actor)).context.errores).toEqual(['No existe.']);
    fail = false;
    actor.send({ type: 'PAUSAR', tipoUsuario: 2 });
    const s = await settled(actor);
    expect(s.context.errores).toEqual([]);
    expect(s.hasTag('activo')).toBe(false);
  });

  it('a call nobody provided fails with the text of the call (001 §8)', async () => {
    const actor = createActor(userMachine, { input: { activo: true } });
    actor.start();
    actor.send({ type: 'PAUSAR', tipoUsuario: 2 });
    const s = await settled(actor);
    expect(s.matches({ activo: 'listo' })).toBe(true);
    expect(s.context.errores).toEqual([userCallFailures.cambiarEstado]);
  });

  it('nothing changes where the event is refused, and the texts are those of the spec (001 §8)', () => {
    expect(userOutcome({ activo: true }, { type: 'ACTIVAR', tipoUsuario: 2 })).toBeNull();
    expect(userOutcome({ activo: false }, { type: 'PAUSAR', tipoUsuario: 2 })).toBeNull();
    expect(userStateChanged).toBe('Estado editado exitosamente');
    expect(new UserCallError(['Uno.', 'Dos.']).message).toBe('Uno. Dos.');
  });
});

// 001 §4 (Seller statuses), §6 (Sellers): the seller machine, with its call replaced by a fake
// actor through .provide(), and the server's decision and outcome read from the same machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  SellerCallError,
  eventForEstadoSeller,
  sellerCallFailures,
  sellerDecision,
  sellerMachine,
  sellerOutcome,
  sellerRoles,
  type IdEstadoSeller,
  type SellerCallInput,
  type SellerEvent,
} from '../../machines/seller.ts';

function setupSeller(
  idEstado: IdEstadoSeller | undefined,
  answer: () => Promise<void> = () => Promise.resolve(),
) {
  const calls: SellerCallInput[] = [];
  const machine = sellerMachine.provide({
    actors: {
      cambiarEstado: fromPromise<void, SellerCallInput>(async ({ input }) => {
        calls.push(input);
        await answer();
      }),
    },
  });
  const actor = createActor(machine, { input: idEstado === undefined ? {} : { idEstado } });
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof setupSeller>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 30_000 });

const ALL_ROLES = [1, 2, 3, 4, 5, 6, 7, 8];
const STAFF = [1, 2];

/** Each stored state, the events it takes and where each leads (001 §4). */
const rules: {
  from: IdEstadoSeller;
  state: string;
  moves: Partial<Record<SellerEvent['type'], IdEstadoSeller>>;
}[] = [
  { from: 1, state: 'activo', moves: { DESACTIVAR: 2 } },
  { from: 2, state: 'inactivo', moves: { ACTIVAR: 1 } },
  { from: 3, state: 'pendienteActivacion', moves: { ACTIVAR: 1, DESACTIVAR: 2 } },
];

describe('seller machine (001 §4 Seller statuses, §6)', () => {
  it('the toggle is for admin moderator and category only', () => {
    expect(sellerRoles).toEqual({ ACTIVAR: STAFF, DESACTIVAR: STAFF });
  });

  it('a new seller starts inactivo, without messages; activo is tagged', () => {
    const { actor } = setupSeller(undefined);
    expect(actor.getSnapshot().matches({ inactivo: 'listo' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ idEstado: 2, errores: [] });
    expect(actor.getSnapshot().hasTag('activo')).toBe(false);
    expect(setupSeller(1).actor.getSnapshot().hasTag('activo')).toBe(true);
  });

  for (const rule of rules) {
    describe(`stored ${String(rule.from)} (${rule.state})`, () => {
      it('restores its state and keeps its idEstado', () => {
        const s = setupSeller(rule.from).actor.getSnapshot();
        expect(s.matches({ [rule.state]: 'listo' })).toBe(true);
        expect(s.context.idEstado).toBe(rule.from);
      });

      for (const type of ['ACTIVAR', 'DESACTIVAR'] as const) {
        const to = rule.moves[type];
        for (const role of ALL_ROLES) {
          const allowed = to !== undefined && STAFF.includes(role);
          it(`${type} by tipoUsuario ${String(role)}: ${allowed ? `-> ${String(to)}` : 'refused'}`, async () => {
            const { actor, calls } = setupSeller(rule.from);
            const event = { type, tipoUsuario: role };
            expect(actor.getSnapshot().can(event)).toBe(allowed);
            expect(sellerDecision(rule.from, event)).toBe(
              allowed ? 'ok' : STAFF.includes(role) ? 'estado' : 'rol',
            );
            expect(sellerOutcome(rule.from, event)).toBe(allowed ? to : null);
            if (!allowed) return;
            actor.send(event);
            expect(actor.getSnapshot().hasTag('busy')).toBe(true);
            const s = await settled(actor);
            expect(calls).toEqual([{ tipoUsuario: role, idEstadoDestino: to }]);
            expect(s.context.idEstado).toBe(to);
            expect(s.matches({ [to === 1 ? 'activo' : 'inactivo']: 'listo' })).toBe(true);
          });
        }
      }
    });
  }

  it('a failed call goes back with the server messages, and a retry clears them', async () => {
    let fail = true;
    const { actor } = setupSeller(3, () =>
      fail ? Promise.reject(new SellerCallError(['No existe.'])) : Promise.resolve(),
    );
    actor.send({ type: 'DESACTIVAR', tipoUsuario: 2 });
    let s = await settled(actor);
    expect(s.matches({ pendienteActivacion: 'listo' })).toBe(true);
    expect(s.context).toEqual({ idEstado: 3, errores: ['No existe.'] });
    fail = false;
    actor.send({ type: 'ACTIVAR', tipoUsuario: 1 });
    expect(actor.getSnapshot().context.errores).toEqual([]);
    s = await settled(actor);
    expect(s.context).toEqual({ idEstado: 1, errores: [] });
  });

  it('a call nobody provided fails with the text of the call (001 §8)', async () => {
    const actor = createActor(sellerMachine, { input: { idEstado: 1 } });
    actor.start();
    actor.send({ type: 'DESACTIVAR', tipoUsuario: 2 });
    const s = await settled(actor);
    expect(s.matches({ activo: 'listo' })).toBe(true);
    expect(s.context.errores).toEqual([sellerCallFailures.cambiarEstado]);
    expect(sellerCallFailures.cambiarEstado).toBe('El estado no pudo modificarse');
    expect(new SellerCallError(['Uno.', 'Dos.']).message).toBe('Uno. Dos.');
  });

  it('a requested idEstado means one event (001 §7 CambiarEstadoSeller)', () => {
    expect(eventForEstadoSeller(1, 2)).toEqual({ type: 'ACTIVAR', tipoUsuario: 2 });
    expect(eventForEstadoSeller(2, 1)).toEqual({ type: 'DESACTIVAR', tipoUsuario: 1 });
    expect(eventForEstadoSeller(3, 2)).toBeNull();
    expect(eventForEstadoSeller(0, 2)).toBeNull();
  });
});

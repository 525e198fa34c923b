// 000 §2.9, §4; 001 §4 (Rebate states) and DECISIONS 17: the rebate negotiation machine, with
// its calls replaced by fake actors through .provide(), and the server's decision read from
// the same machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, waitFor } from 'xstate';
import {
  RebateCallError,
  cardVisibleForSellerAdmin,
  estadoRebateLabels,
  eventForEstadoRebate,
  rebateCallFailures,
  rebateDecision,
  rebateMachine,
  rebateEstado,
  rebateOutcome,
  rebateRefusal,
  rebateRefusals,
  rebateRoles,
  type IdEstadoRebate,
  type RebateCallInput,
  type RebateUserEvent,
} from '../../machines/rebate.ts';
import { expectStandInFails } from './kit.ts';

type Estado = IdEstadoRebate | null;
type CallId = keyof typeof rebateCallFailures;
type UserType = RebateUserEvent['type'];

const ALL_ROLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const ESTADOS: readonly Estado[] = [null, 1, 2, 3, 4, 5, 6];

const stateKey: Record<IdEstadoRebate, string> = {
  1: 'pendiente',
  2: 'enRevision',
  3: 'activo',
  4: 'finalizado',
  5: 'eliminado',
  6: 'rechazado',
};
const keyOf = (estado: Estado) => (estado === null ? 'sinRebate' : stateKey[estado]);

/** The machine with recording fakes; each call answers what `answers` says (default: ok). */
function setupRebate(estado: Estado, answers: Partial<Record<CallId, () => Promise<void>>> = {}) {
  const calls: { id: CallId; input: RebateCallInput }[] = [];
  const fake = (id: CallId) =>
    fromPromise<void, RebateCallInput>(async ({ input }) => {
      calls.push({ id, input });
      await (answers[id] ?? (() => Promise.resolve()))();
    });
  const machine = rebateMachine.provide({
    actors: {
      enviar: fake('enviar'),
      modificar: fake('modificar'),
      eliminar: fake('eliminar'),
      cambiarEstado: fake('cambiarEstado'),
    },
  });
  const actor = createActor(machine, { input: { idEstadoRebate: estado } });
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof setupRebate>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 30_000 });

/**
 * The rules of 000 §2.9, §4, 001 §4 and DECISIONS 17 as data, independently of the machine:
 * for each user event, which role may send it from which states, where it leads and through
 * which call.
 */
interface Rule {
  name: string;
  type: UserType;
  roles: readonly number[];
  from: readonly Estado[];
  to: IdEstadoRebate;
  call: CallId;
}

const rules: Rule[] = [
  {
    name: 'ENVIAR: category sends a new rebate when there is none or it ended (state 1)',
    type: 'ENVIAR',
    roles: [1],
    from: [null, 4, 5, 6],
    to: 1,
    call: 'enviar',
  },
  {
    name: 'MODIFICAR: category, from Pendiente or En revision; it must be approved again',
    type: 'MODIFICAR',
    roles: [1],
    from: [1, 2],
    to: 1,
    call: 'modificar',
  },
  {
    name: "ELIMINAR: category on Pendiente or En revision ('Eliminar Rebate')",
    type: 'ELIMINAR',
    roles: [1],
    from: [1, 2],
    to: 5,
    call: 'eliminar',
  },
  {
    name: "ELIMINAR: admin on En revision ('Eliminar Rebate' for non-seller-admins)",
    type: 'ELIMINAR',
    roles: [2],
    from: [2],
    to: 5,
    call: 'eliminar',
  },
  {
    name: 'APROBAR: admin approves a Pendiente rebate (sends 2)',
    type: 'APROBAR',
    roles: [2],
    from: [1],
    to: 2,
    call: 'cambiarEstado',
  },
  {
    name: 'APROBAR: the seller admin accepts the offer En revision (sends 3)',
    type: 'APROBAR',
    roles: [3],
    from: [2],
    to: 3,
    call: 'cambiarEstado',
  },
  {
    name: 'RECHAZAR: admin declines a Pendiente rebate (sends 6)',
    type: 'RECHAZAR',
    roles: [2],
    from: [1],
    to: 6,
    call: 'cambiarEstado',
  },
  {
    name: 'RECHAZAR: the seller admin rejects the offer En revision (sends 6)',
    type: 'RECHAZAR',
    roles: [3],
    from: [2],
    to: 6,
    call: 'cambiarEstado',
  },
  {
    name: "DAR_DE_BAJA: 'Dar de baja' on an Activo rebate sends 6",
    type: 'DAR_DE_BAJA',
    roles: [1, 2, 3],
    from: [3],
    to: 6,
    call: 'cambiarEstado',
  },
];

const userTypes: readonly UserType[] = [
  'ENVIAR',
  'MODIFICAR',
  'ELIMINAR',
  'APROBAR',
  'RECHAZAR',
  'DAR_DE_BAJA',
];

/** What the rules say of (type, role, state): the rule that applies, if any. */
const ruleFor = (type: UserType, role: number, estado: Estado) =>
  rules.find((r) => r.type === type && r.roles.includes(role) && r.from.includes(estado));

describe('restoring a rebate (DECISIONS 17 state ids)', () => {
  it('without a state: no rebate on the listing (sinRebate), also for /Diagramas (input {})', () => {
    const [snapshot] = initialTransition(rebateMachine, {});
    expect(snapshot.value).toEqual({ sinRebate: 'listo' });
    expect(snapshot.context).toEqual({
      idEstadoRebate: null,
      vencido: false,
      publicacionEliminada: false,
      errores: [],
    });
    expect(initialTransition(rebateMachine, { idEstadoRebate: null })[0].value).toEqual({
      sinRebate: 'listo',
    });
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('a stored state %i restores to its state, idle', (id) => {
    const { actor } = setupRebate(id);
    expect(actor.getSnapshot().value).toEqual({ [stateKey[id]]: 'listo' });
    expect(actor.getSnapshot().context.idEstadoRebate).toBe(id);
  });
});

describe('every event, every role, every state (000 §2.9, §4; 001 §4)', () => {
  for (const type of userTypes) {
    describe(type, () => {
      for (const estado of ESTADOS) {
        for (const role of ALL_ROLES) {
          const rule = ruleFor(type, role, estado);
          const title = `tipoUsuario ${String(role)} from ${keyOf(estado)}: ${rule ? `-> ${stateKey[rule.to]} through '${rule.call}' (${rule.name})` : 'refused'}`;
          it(title, async () => {
            const { actor, calls } = setupRebate(estado);
            const event = { type, tipoUsuario: role } as RebateUserEvent;
            expect(actor.getSnapshot().can(event)).toBe(rule !== undefined);
            if (!rule) {
              const before = actor.getSnapshot().value;
              actor.send(event);
              expect(actor.getSnapshot().value).toEqual(before);
              expect(calls).toEqual([]);
              return;
            }
            actor.send(event);
            expect(actor.getSnapshot().hasTag('busy')).toBe(true);
            expect(actor.getSnapshot().can(event)).toBe(false);
            await settled(actor);
            expect(calls).toEqual([
              { id: rule.call, input: { tipoUsuario: role, idEstadoDestino: rule.to } },
            ]);
            expect(actor.getSnapshot().value).toEqual({ [stateKey[rule.to]]: 'listo' });
            expect(actor.getSnapshot().context).toEqual({
              idEstadoRebate: rule.to,
              vencido: false,
              publicacionEliminada: false,
              errores: [],
            });
          });
        }
      }
    });
  }

  it('VENCER (the system: validity ended or no units left): Activo -> Finalizado, no call', () => {
    const { actor, calls } = setupRebate(3);
    actor.send({ type: 'VENCER' });
    expect(actor.getSnapshot().value).toEqual({ finalizado: 'listo' });
    expect(actor.getSnapshot().context.idEstadoRebate).toBe(4);
    expect(calls).toEqual([]);
  });

  it.each([null, 1, 2, 4, 5, 6] as const)('VENCER means nothing in state %s', (estado) => {
    const [snapshot] = initialTransition(rebateMachine, { idEstadoRebate: estado });
    expect(snapshot.can({ type: 'VENCER' })).toBe(false);
  });

  it('modify is disabled on an Activo rebate (000 §4)', () => {
    const [snapshot] = initialTransition(rebateMachine, { idEstadoRebate: 3 });
    expect(snapshot.can({ type: 'MODIFICAR', tipoUsuario: 1 })).toBe(false);
    expect(snapshot.can({ type: 'ELIMINAR', tipoUsuario: 1 })).toBe(false);
  });

  it('after a decline a new rebate can be sent (the card is cleared)', async () => {
    const { actor } = setupRebate(1);
    actor.send({ type: 'RECHAZAR', tipoUsuario: 2 });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ rechazado: 'listo' });
    actor.send({ type: 'ENVIAR', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ pendiente: 'listo' });
  });

  it('the whole negotiation: sent, approved by admin, accepted by the seller admin, ended', async () => {
    const { actor, calls } = setupRebate(null);
    actor.send({ type: 'ENVIAR', tipoUsuario: 1 });
    await settled(actor);
    actor.send({ type: 'APROBAR', tipoUsuario: 2 });
    await settled(actor);
    expect(actor.getSnapshot().context.idEstadoRebate).toBe(2);
    actor.send({ type: 'APROBAR', tipoUsuario: 3 });
    await settled(actor);
    expect(actor.getSnapshot().context.idEstadoRebate).toBe(3);
    actor.send({ type: 'VENCER' });
    expect(actor.getSnapshot().context.idEstadoRebate).toBe(4);
    expect(calls.map((c) => [c.id, c.input.idEstadoDestino])).toEqual([
      ['enviar', 1],
      ['cambiarEstado', 2],
      ['cambiarEstado', 3],
    ]);
  });
});

describe('a failed call returns to the previous state with errores', () => {
  it('the server messages are kept, the state does not change', async () => {
    const { actor } = setupRebate(2, {
      cambiarEstado: () => Promise.reject(new RebateCallError(['El rebate ya no está vigente'])),
    });
    actor.send({ type: 'APROBAR', tipoUsuario: 3 });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ enRevision: 'listo' });
    expect(actor.getSnapshot().context).toEqual({
      idEstadoRebate: 2,
      vencido: false,
      publicacionEliminada: false,
      errores: ['El rebate ya no está vigente'],
    });
  });

  it.each([
    ['enviar', null, 'ENVIAR', 1, 'No pudo enviarse el rebate'],
    ['modificar', 2, 'MODIFICAR', 1, 'No pudo modificarse el rebate'],
    ['eliminar', 1, 'ELIMINAR', 1, 'No pudo eliminarse el rebate'],
    ['cambiarEstado', 3, 'DAR_DE_BAJA', 3, 'No pudo modificarse el estado del rebate'],
  ] as const)(
    "without server messages '%s' shows a clear Spanish text",
    async (id, estado, type, role, text) => {
      const { actor } = setupRebate(estado, {
        [id]: () => Promise.reject(new TypeError('fetch failed')),
      });
      const before = actor.getSnapshot().value;
      actor.send({ type, tipoUsuario: role });
      await settled(actor);
      expect(actor.getSnapshot().value).toEqual(before);
      expect(actor.getSnapshot().context.errores).toEqual([text]);
    },
  );

  it('a new attempt clears the previous errores', async () => {
    let first = true;
    const { actor } = setupRebate(null, {
      enviar: () => {
        if (!first) return new Promise<void>(() => undefined);
        first = false;
        return Promise.reject(new RebateCallError(['Fechas inválidas']));
      },
    });
    actor.send({ type: 'ENVIAR', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.errores).toEqual(['Fechas inválidas']);
    actor.send({ type: 'ENVIAR', tipoUsuario: 1 });
    expect(actor.getSnapshot().value).toEqual({ sinRebate: 'enviando' });
    expect(actor.getSnapshot().context.errores).toEqual([]);
  });
});

describe('the server decides with the same machine: rebateDecision (DECISIONS 4)', () => {
  it('each event: ok where a rule applies, rol for a role that never may, estado (409) elsewhere', () => {
    for (const type of userTypes) {
      for (const role of ALL_ROLES) {
        for (const estado of ESTADOS) {
          const event = { type, tipoUsuario: role } as RebateUserEvent;
          const expected = !rebateRoles[type].includes(role)
            ? 'rol'
            : ruleFor(type, role, estado)
              ? 'ok'
              : 'estado';
          expect(
            rebateDecision(estado, event),
            `${type} / ${String(role)} / ${keyOf(estado)}`,
          ).toBe(expected);
        }
      }
    }
  });

  it('the role table matches the guards: a listed role is taken in some state, others in none', () => {
    for (const type of userTypes) {
      for (const role of ALL_ROLES) {
        const somewhere = ESTADOS.some((estado) =>
          initialTransition(rebateMachine, { idEstadoRebate: estado })[0].can({
            type,
            tipoUsuario: role,
          }),
        );
        expect(somewhere, `${type} / ${String(role)}`).toBe(rebateRoles[type].includes(role));
      }
    }
  });

  it('sellers (4), read-only (6), supplier (7) and accounting (8) never act on a rebate', () => {
    for (const type of userTypes) {
      for (const role of [4, 5, 6, 7, 8]) {
        expect(rebateDecision(2, { type, tipoUsuario: role })).toBe('rol');
      }
    }
  });

  it('VENCER is decided by the state only', () => {
    expect(rebateDecision(3, { type: 'VENCER' })).toBe('ok');
    expect(rebateDecision(2, { type: 'VENCER' })).toBe('estado');
  });

  it('examples: category cannot approve (rol), admin cannot delete a Pendiente rebate (estado)', () => {
    expect(rebateDecision(1, { type: 'APROBAR', tipoUsuario: 1 })).toBe('rol');
    expect(rebateDecision(1, { type: 'ELIMINAR', tipoUsuario: 2 })).toBe('estado');
    expect(rebateDecision(1, { type: 'APROBAR', tipoUsuario: 3 })).toBe('estado');
    expect(rebateDecision(3, { type: 'MODIFICAR', tipoUsuario: 1 })).toBe('estado');
  });

  it('rebateEstado: each stored state is restored into its own, none into no rebate', () => {
    for (const idEstado of [1, 2, 3, 4, 5, 6] as const) {
      expect(rebateEstado(idEstado)).toBe(idEstado);
      expect(rebateEstado({ idEstadoRebate: idEstado, vencido: true })).toBe(idEstado);
    }
    expect(rebateEstado(null)).toBeNull();
    expect(rebateEstado({})).toBeNull();
  });

  it('rebateOutcome: approve leads to 2 for an admin and to 3 for a seller admin (001 §4)', () => {
    expect(rebateOutcome(1, { type: 'APROBAR', tipoUsuario: 2 })).toBe(2);
    expect(rebateOutcome(2, { type: 'APROBAR', tipoUsuario: 3 })).toBe(3);
    expect(rebateOutcome(2, { type: 'MODIFICAR', tipoUsuario: 1 })).toBe(1);
    expect(rebateOutcome(3, { type: 'DAR_DE_BAJA', tipoUsuario: 2 })).toBe(6);
    expect(rebateOutcome(3, { type: 'VENCER' })).toBe(4);
    expect(rebateOutcome(1, { type: 'APROBAR', tipoUsuario: 3 })).toBeNull();
  });
});

describe('guards on what else is stored (issue 12 point 2): the machine refuses, and says why', () => {
  it('a rebate whose validity has passed is not approved, by the admin nor the seller admin', () => {
    const admin = { type: 'APROBAR', tipoUsuario: 2 } as const;
    const sellerAdmin = { type: 'APROBAR', tipoUsuario: 3 } as const;
    expect(rebateDecision({ idEstadoRebate: 1, vencido: true }, admin)).toBe('estado');
    expect(rebateDecision({ idEstadoRebate: 2, vencido: true }, sellerAdmin)).toBe('estado');
    expect(rebateRefusal({ idEstadoRebate: 1, vencido: true }, admin)).toBe(rebateRefusals.vencido);
    expect(rebateRefusal({ idEstadoRebate: 2, vencido: true }, sellerAdmin)).toBe(
      rebateRefusals.vencido,
    );
    // Still valid: approved as before, no reason to give.
    expect(rebateDecision({ idEstadoRebate: 1, vencido: false }, admin)).toBe('ok');
    expect(rebateRefusal({ idEstadoRebate: 1, vencido: false }, admin)).toBeNull();
  });

  it('a passed validity does not stop modifying, deleting or rejecting it', () => {
    const stored = { idEstadoRebate: 1, vencido: true } as const;
    expect(rebateDecision(stored, { type: 'MODIFICAR', tipoUsuario: 1 })).toBe('ok');
    expect(rebateDecision(stored, { type: 'ELIMINAR', tipoUsuario: 1 })).toBe('ok');
    expect(rebateDecision(stored, { type: 'RECHAZAR', tipoUsuario: 2 })).toBe('ok');
    expect(rebateOutcome(stored, { type: 'MODIFICAR', tipoUsuario: 1 })).toBe(1);
  });

  it('no rebate is sent on an eliminated listing', () => {
    const enviar = { type: 'ENVIAR', tipoUsuario: 1 } as const;
    expect(rebateDecision({ publicacionEliminada: true }, enviar)).toBe('estado');
    expect(rebateRefusal({ publicacionEliminada: true }, enviar)).toBe(
      rebateRefusals.publicacionEliminada,
    );
    expect(rebateDecision({ idEstadoRebate: 6, publicacionEliminada: false }, enviar)).toBe('ok');
  });

  it('a refusal for the state itself or the role has no such reason', () => {
    expect(rebateRefusal(3, { type: 'MODIFICAR', tipoUsuario: 1 })).toBeNull();
    expect(rebateRefusal(1, { type: 'APROBAR', tipoUsuario: 1 })).toBeNull();
  });

  it('the running machine disables the button the same way', () => {
    const [snapshot] = initialTransition(rebateMachine, { idEstadoRebate: 1, vencido: true });
    expect(snapshot.can({ type: 'APROBAR', tipoUsuario: 2 })).toBe(false);
    expect(snapshot.can({ type: 'RECHAZAR', tipoUsuario: 2 })).toBe(true);
  });
});

describe('eventForEstadoRebate: what a state-change request means', () => {
  it('2 and 3: APROBAR (the outcome tells admin 2 from seller admin 3)', () => {
    expect(eventForEstadoRebate(2, 2, 1)).toEqual({ type: 'APROBAR', tipoUsuario: 2 });
    expect(eventForEstadoRebate(3, 3, 2)).toEqual({ type: 'APROBAR', tipoUsuario: 3 });
    // An admin asking for 3 on a Pendiente rebate: the machine leads to 2, not 3 (409).
    const event = eventForEstadoRebate(3, 2, 1);
    expect(event).not.toBeNull();
    if (event) expect(rebateOutcome(1, event)).toBe(2);
  });

  it("6: RECHAZAR, or DAR_DE_BAJA when the rebate is Activo ('Dar de baja' sends 6)", () => {
    expect(eventForEstadoRebate(6, 2, 1)).toEqual({ type: 'RECHAZAR', tipoUsuario: 2 });
    expect(eventForEstadoRebate(6, 3, 2)).toEqual({ type: 'RECHAZAR', tipoUsuario: 3 });
    expect(eventForEstadoRebate(6, 1, 3)).toEqual({ type: 'DAR_DE_BAJA', tipoUsuario: 1 });
  });

  it('5: ELIMINAR; 1 and 4 (reached by sending or by the system) and unknown ids: null', () => {
    expect(eventForEstadoRebate(5, 1, 1)).toEqual({ type: 'ELIMINAR', tipoUsuario: 1 });
    expect(eventForEstadoRebate(1, 1, 2)).toBeNull();
    expect(eventForEstadoRebate(4, 1, 3)).toBeNull();
    expect(eventForEstadoRebate(7, 1, 3)).toBeNull();
  });
});

describe('the rebate card (000 §2.9) and the state names (001 §4)', () => {
  it('the seller admin sees the card only when a rebate exists and its state is not 1 or 6', () => {
    expect(cardVisibleForSellerAdmin(null)).toBe(false);
    expect(cardVisibleForSellerAdmin(undefined)).toBe(false);
    expect(cardVisibleForSellerAdmin(1)).toBe(false);
    expect(cardVisibleForSellerAdmin(6)).toBe(false);
    for (const id of [2, 3, 4, 5]) expect(cardVisibleForSellerAdmin(id)).toBe(true);
  });

  it('labels by id: Pendiente, En revision, Activo, Finalizado, Eliminado, Rechazado', () => {
    expect(estadoRebateLabels).toEqual({
      1: 'Pendiente',
      2: 'En revision',
      3: 'Activo',
      4: 'Finalizado',
      5: 'Eliminado',
      6: 'Rechazado',
    });
  });
});

// What the first Stryker run (npm run test:mutation -- rebate) showed that no test read.
describe('what the machine holds besides its rules', () => {
  it('a call the app did not provide fails with its own name, and the card shows its text', async () => {
    const cases: { stored: Estado; event: RebateUserEvent; id: CallId }[] = [
      { stored: null, event: { type: 'ENVIAR', tipoUsuario: 1 }, id: 'enviar' },
      { stored: 1, event: { type: 'MODIFICAR', tipoUsuario: 1 }, id: 'modificar' },
      { stored: 1, event: { type: 'ELIMINAR', tipoUsuario: 1 }, id: 'eliminar' },
      { stored: 1, event: { type: 'APROBAR', tipoUsuario: 2 }, id: 'cambiarEstado' },
    ];
    for (const { stored, event, id } of cases) {
      await expectStandInFails(
        rebateMachine,
        { idEstadoRebate: stored },
        event,
        id,
        rebateCallFailures[id],
      );
    }
  });

  it("a call's error carries the server's messages, joined in its message", () => {
    const error = new RebateCallError(['Rebate inexistente', 'Intente nuevamente']);
    expect(error.errores).toEqual(['Rebate inexistente', 'Intente nuevamente']);
    expect(error.message).toBe('Rebate inexistente Intente nuevamente');
  });

  it('the eliminated listing is named as the reason only when a live listing would take the event', () => {
    const enviar = { type: 'ENVIAR', tipoUsuario: 1 } as const;
    // A rebate still negotiated refuses a new one whether or not the listing lives.
    for (const idEstadoRebate of [1, 2, 3] as const) {
      expect(rebateRefusal({ idEstadoRebate, publicacionEliminada: true }, enviar)).toBeNull();
    }
    for (const idEstadoRebate of [4, 5, 6] as const) {
      expect(rebateRefusal({ idEstadoRebate, publicacionEliminada: true }, enviar)).toBe(
        rebateRefusals.publicacionEliminada,
      );
    }
  });
});

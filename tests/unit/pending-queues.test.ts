// Issue 35 point 2: the queues of 'Pendientes' are the machines' answer. For every queue and
// role, the stored states derived by src/server/pending/queues.ts are checked against the
// machine itself, asked through the registry (machines/index.ts: the machine restored at each
// stored state, and the events its simulation lets the role send): a state is in the queue
// exactly when the machine takes one of the queue's events from the role there. The SQL built
// from the states, and how a machine's rule change moves it, are checked too.
import { describe, expect, it } from 'vitest';
import { initialTransition, setup, type AnyStateMachine, type EventObject } from 'xstate';
import { machineRegistry } from '../../machines/index.ts';
import { pendingQueueIds } from '../../src/domain/pending.ts';
import { TipoUsuario } from '../../src/domain/roles.ts';
import { statesSql, statesWhere, type StoredDimension } from '../../src/server/pending/derive.ts';
import {
  queueCondition,
  queueEvents,
  queueStates,
  roleQueues,
} from '../../src/server/pending/queues.ts';

const { category, adminMod, sellerAdmin, seller, soloLectura, proveedor, contable } = TipoUsuario;
const roles = [category, adminMod, sellerAdmin, seller, soloLectura, proveedor, contable];

const entry = (id: string) => {
  const found = machineRegistry.find((m) => m.id === id);
  if (!found) throw new Error(id);
  return found;
};

/** Whether the registered machine, restored at `input`, takes one of `types` from `role`. */
function machineTakes(id: string, input: unknown, types: readonly string[], role: number) {
  const { machine, simulation } = entry(id);
  const [snapshot] = initialTransition(machine, input);
  return simulation
    .events(role)
    .filter((e) => types.includes(e.type))
    .some((e) => snapshot.can(e));
}

const estados = (states: readonly Record<string, unknown>[], field: string) =>
  [...new Set(states.map((s) => s[field]))].sort();

describe('queues derived from the machines', () => {
  it.each(roles)('listings waiting for review (role %i)', (role) => {
    const expected = [1, 2, 3, 4, 5].filter(
      (estado) =>
        (role === category || role === adminMod) &&
        machineTakes('listing', { estado }, queueEvents.listingReview, role) &&
        ![sellerAdmin, seller].some((s) =>
          machineTakes('listing', { estado }, queueEvents.listingSeller, s),
        ),
    );
    expect(estados(queueStates('publicacionesRevision', role), 'estado')).toEqual(expected);
  });

  it('staff review listings pendiente de activación and en revisión; sellers fix en revisión', () => {
    expect(estados(queueStates('publicacionesRevision', adminMod), 'estado')).toEqual([3, 4]);
    expect(estados(queueStates('publicacionesDesaprobadas', seller), 'estado')).toEqual([4]);
    expect(queueCondition('publicacionesRevision', category)).toBe('p.estado IN (3, 4)');
  });

  it.each(roles)('rebates waiting for the answer of role %i', (role) => {
    const listed = ([category, adminMod, sellerAdmin, seller] as number[]).includes(role);
    const expected = [1, 2, 3, 4, 5, 6].filter(
      (idEstadoRebate) =>
        listed && machineTakes('rebate', { idEstadoRebate }, queueEvents.rebateAnswer, role),
    );
    expect(estados(queueStates('rebatesRespuesta', role), 'idEstadoRebate')).toEqual(expected);
  });

  it('the admin answers Pendiente rebates, the seller admin En revisión ones; no one else', () => {
    expect(queueCondition('rebatesRespuesta', adminMod)).toBe('r.id_estado_rebate IN (1)');
    expect(queueCondition('rebatesRespuesta', sellerAdmin)).toBe('r.id_estado_rebate IN (2)');
    expect(queueCondition('rebatesRespuesta', category)).toBeNull();
    expect(queueCondition('rebatesRespuesta', seller)).toBeNull();
  });

  it.each([sellerAdmin, seller])('orders to invoice (role %i) are the machine’s', (role) => {
    const states = queueStates('ordenesSinFacturar', role);
    for (const idEstado of [1, 2, 3, 4, 5]) {
      for (const anuladaPorMarket of [false, true]) {
        const input = { idEstado, anuladaPorMarket };
        expect(
          states.some((s) => s.idEstado === idEstado && s.anuladaPorMarket === anuladaPorMarket),
        ).toBe(machineTakes('order', input, queueEvents.invoice, role));
      }
    }
    expect(queueCondition('ordenesSinFacturar', role)).toBe(
      "(o.estado, o.anulada_por_market) IN ((1, false)) AND o.fecha < now() - interval '2 days'",
    );
  });

  it.each([category, adminMod])('cancellation requests to decide (role %i)', (role) => {
    const states = queueStates('solicitudesAnulacion', role);
    for (const idEstado of [1, 2, 3, 4, 5]) {
      for (const solicitudConMotivo of [false, true]) {
        expect(
          states.some(
            (s) => s.idEstado === idEstado && s.solicitudConMotivo === solicitudConMotivo,
          ),
        ).toBe(
          machineTakes(
            'order',
            { idEstado, solicitudConMotivo },
            queueEvents.decideCancellation,
            role,
          ),
        );
      }
    }
    // Decided with or without a reason, in either sale status: the estado alone says it.
    expect(queueCondition('solicitudesAnulacion', role)).toBe('o.estado IN (3)');
  });

  it.each(roles)('settlement drafts (role %i)', (role) => {
    const drafts = (events: readonly string[], listed: boolean) =>
      [2, 3].flatMap((idEstado) =>
        [false, true].flatMap((eliminada) =>
          listed && machineTakes('settlement', { idEstado, eliminada }, events, role)
            ? [`${String(idEstado)}/${String(eliminada)}`]
            : [],
        ),
      );
    const key = (s: Record<string, unknown>) => `${String(s.idEstado)}/${String(s.eliminada)}`;
    expect(queueStates('liquidacionesBorrador', role).map(key)).toEqual(
      drafts(queueEvents.settlementDraft, role === category || role === adminMod),
    );
    expect(queueStates('liquidacionesPorConfirmar', role).map(key)).toEqual(
      drafts(queueEvents.settlementAccounting, role === contable),
    );
  });

  it('each role’s queues', () => {
    expect(roleQueues(category)).toEqual([
      'publicacionesRevision',
      'solicitudesAnulacion',
      'ventasVerdesSinOblea',
      'liquidacionesBorrador',
    ]);
    expect(roleQueues(sellerAdmin)).toEqual([
      'publicacionesDesaprobadas',
      'rebatesRespuesta',
      'ordenesSinFacturar',
      'solicitudesRespondidas',
    ]);
    expect(roleQueues(seller)).toEqual([
      'publicacionesDesaprobadas',
      'ordenesSinFacturar',
      'solicitudesRespondidas',
    ]);
    expect(roleQueues(proveedor)).toEqual(['ventasVerdesSinOblea']);
    expect(roleQueues(contable)).toEqual(['liquidacionesPorConfirmar']);
    expect(roleQueues(soloLectura)).toEqual([]);
    for (const id of pendingQueueIds) expect(queueCondition(id, soloLectura)).toBeNull();
  });
});

describe('the SQL of a set of stored states', () => {
  const dims: StoredDimension[] = [
    { field: 'estado', sql: 'x.estado', values: [1, 2, 3] },
    { field: 'flag', sql: 'x.flag', values: [false, true] },
  ];

  it('none, all, one column and several', () => {
    expect(statesSql(dims, [])).toBe('false');
    expect(
      statesSql(
        dims,
        statesWhere(dims, () => true),
      ),
    ).toBe('true');
    expect(
      statesSql(
        dims,
        statesWhere(dims, (s) => s.estado !== 2),
      ),
    ).toBe('x.estado IN (1, 3)');
    expect(
      statesSql(
        dims,
        statesWhere(dims, (s) => s.flag === true),
      ),
    ).toBe('x.flag IN (true)');
    expect(
      statesSql(
        dims,
        statesWhere(
          dims,
          (s) => (s.estado === 1 && !s.flag) || (s.estado === 3 && s.flag === true),
        ),
      ),
    ).toBe('(x.estado, x.flag) IN ((1, false), (3, true))');
  });

  it('a rule changed in a machine changes the queue', () => {
    // A toy workflow: APROBAR is taken in 'pendiente' by role 2; then also in 'revision'.
    type Aprobar = { type: 'APROBAR'; rol: number };
    const byRole2 = ({ event }: { event: Aprobar }) => event.rol === 2;
    const toy = (alsoInRevision: boolean): AnyStateMachine =>
      setup({
        types: {
          context: {} as { estado: number },
          events: {} as Aprobar,
          input: {} as { estado: number },
        },
        guards: { byRole2 },
      }).createMachine({
        context: ({ input }) => ({ estado: input.estado }),
        initial: 'restaurando',
        states: {
          restaurando: {
            always: [
              { guard: ({ context }) => context.estado === 1, target: 'pendiente' },
              { guard: ({ context }) => context.estado === 2, target: 'revision' },
              { target: 'cerrado' },
            ],
          },
          pendiente: { on: { APROBAR: { guard: 'byRole2', target: 'cerrado' } } },
          revision: alsoInRevision
            ? { on: { APROBAR: { guard: 'byRole2', target: 'cerrado' } } }
            : {},
          cerrado: {},
        },
      });
    const estadoDims: StoredDimension[] = [{ field: 'estado', sql: 't.estado', values: [1, 2, 3] }];
    const aprobar: EventObject = { type: 'APROBAR', rol: 2 } as Aprobar;
    const queue = (machine: AnyStateMachine) =>
      statesSql(
        estadoDims,
        statesWhere(estadoDims, (s) => {
          const [snapshot] = initialTransition(machine, { estado: s.estado });
          return snapshot.can(aprobar);
        }),
      );
    expect(queue(toy(false))).toBe('t.estado IN (1)');
    expect(queue(toy(true))).toBe('t.estado IN (1, 2)');
  });
});

// 000 §2.6, §2.7, §4 and DECISIONS 16: the listing's estado machine, with its calls replaced by
// fake actors through .provide(), and the server's decision read from the same machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, waitFor } from 'xstate';
import {
  EstadoPublicacion,
  ListingCallError,
  estadoPublicacionLabels,
  eventForEstado,
  listingCallFailures,
  listingDecision,
  listingEditable,
  listingMachine,
  listingOutcome,
  listingRoles,
  sellerPauseVisibility,
  type ListingCallInput,
  type ListingEvent,
} from '../../machines/listing.ts';
import { expectStandInFails } from './kit.ts';

type Estado = EstadoPublicacion | null;
type CallId = keyof typeof listingCallFailures;

const ALL_ROLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const ESTADOS: readonly Estado[] = [null, 1, 2, 3, 4, 5];

/** The machine with recording fakes; each call answers what `answers` says (default: ok). */
function setupListing(estado: Estado, answers: Partial<Record<CallId, () => Promise<void>>> = {}) {
  const calls: { id: CallId; input: ListingCallInput }[] = [];
  const fake = (id: CallId) =>
    fromPromise<void, ListingCallInput>(async ({ input }) => {
      calls.push({ id, input });
      await (answers[id] ?? (() => Promise.resolve()))();
    });
  const machine = listingMachine.provide({
    actors: {
      crear: fake('crear'),
      aprobar: fake('aprobar'),
      desaprobar: fake('desaprobar'),
      cambiarEstado: fake('cambiarEstado'),
      eliminar: fake('eliminar'),
    },
  });
  const actor = createActor(machine, { input: { estado } });
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof setupListing>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 30_000 });

/**
 * The rules of 000 §4 and DECISIONS 16 written out as data, independently of the machine:
 * who may send each event, from which estados, where it leads and through which call.
 */
interface Rule {
  name: string;
  event: (tipoUsuario: number) => ListingEvent;
  roles: readonly number[];
  from: readonly Estado[];
  to: EstadoPublicacion;
  call: CallId;
}

const rules: Rule[] = [
  {
    name: 'CREAR: sellers and seller admins create; it starts pendiente_activacion',
    event: (t) => ({ type: 'CREAR', tipoUsuario: t }),
    roles: [3, 4],
    from: [null],
    to: 3,
    call: 'crear',
  },
  {
    name: 'APROBAR: staff approve from pausado, pendiente_activacion or en_revision',
    event: (t) => ({ type: 'APROBAR', tipoUsuario: t }),
    roles: [1, 2],
    from: [2, 3, 4],
    to: 1,
    call: 'aprobar',
  },
  {
    name: 'DESAPROBAR without a reason (the list switch): staff, activo -> pausado',
    event: (t) => ({ type: 'DESAPROBAR', tipoUsuario: t }),
    roles: [1, 2],
    from: [1],
    to: 2,
    call: 'desaprobar',
  },
  {
    name: "DESAPROBAR with a reason (staff 'Pausar'): activo or pendiente_activacion -> en_revision",
    event: (t) => ({ type: 'DESAPROBAR', tipoUsuario: t, idMotivoRevision: 2 }),
    roles: [1, 2],
    from: [1, 3],
    to: 4,
    call: 'desaprobar',
  },
  {
    name: "PUBLICAR: sellers' 'Publicar' only while pausado, never in create mode",
    event: (t) => ({ type: 'PUBLICAR', tipoUsuario: t }),
    roles: [3, 4],
    from: [2],
    to: 1,
    call: 'cambiarEstado',
  },
  {
    name: "PAUSAR: sellers' 'Pausar', activo -> pausado",
    event: (t) => ({ type: 'PAUSAR', tipoUsuario: t }),
    roles: [3, 4],
    from: [1],
    to: 2,
    call: 'cambiarEstado',
  },
  {
    name: 'CAMBIAR_MOTIVO: the review reason is selectable by staff only while en_revision',
    event: (t) => ({ type: 'CAMBIAR_MOTIVO', tipoUsuario: t, idMotivoRevision: 3 }),
    roles: [1, 2],
    from: [4],
    to: 4,
    call: 'cambiarEstado',
  },
  {
    name: 'ELIMINAR: staff and sellers, from any estado but eliminado',
    event: (t) => ({ type: 'ELIMINAR', tipoUsuario: t }),
    roles: [1, 2, 3, 4],
    from: [1, 2, 3, 4],
    to: 5,
    call: 'eliminar',
  },
];

const stateKey: Record<EstadoPublicacion, string> = {
  1: 'activo',
  2: 'pausado',
  3: 'pendiente_activacion',
  4: 'en_revision',
  5: 'eliminado',
};

/** The state value of a listing that exists, idle or in a call: `vivo` holds every estado. */
const vivo = (estado: Exclude<EstadoPublicacion, 5>, sub = 'listo') => ({
  vivo: { [stateKey[estado]]: sub },
});

describe('restoring a listing (000 §4 estado codes)', () => {
  it('without an estado the machine is in create mode (nueva), also for /Diagramas (input {})', () => {
    const [snapshot] = initialTransition(listingMachine, {});
    expect(snapshot.value).toEqual({ nueva: 'listo' });
    expect(snapshot.context).toEqual({ estado: null, errores: [] });
  });

  it.each([1, 2, 3, 4] as const)('a stored estado %i restores to its state, idle', (estado) => {
    const { actor } = setupListing(estado);
    expect(actor.getSnapshot().value).toEqual(vivo(estado));
    expect(actor.getSnapshot().context.estado).toBe(estado);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('eliminado (5) is final: nothing can be sent any more', () => {
    const { actor } = setupListing(5);
    expect(actor.getSnapshot().value).toBe('eliminado');
    expect(actor.getSnapshot().status).toBe('done');
    for (const rule of rules) {
      for (const role of ALL_ROLES) expect(actor.getSnapshot().can(rule.event(role))).toBe(false);
    }
  });
});

describe('every rule, every role, every estado (000 §4, §6; DECISIONS 16)', () => {
  for (const rule of rules) {
    describe(rule.name, () => {
      for (const estado of ESTADOS) {
        for (const role of ALL_ROLES) {
          const allowed = rule.roles.includes(role) && rule.from.includes(estado);
          const title = `tipoUsuario ${String(role)} from ${estado === null ? 'nueva' : stateKey[estado]}: ${allowed ? `-> ${stateKey[rule.to]} through '${rule.call}'` : 'refused'}`;
          it(title, async () => {
            const { actor, calls } = setupListing(estado);
            const event = rule.event(role);
            expect(actor.getSnapshot().can(event)).toBe(allowed);
            if (!allowed) {
              const before = actor.getSnapshot().value;
              // A deleted listing's actor has stopped (final state): nothing to send it.
              if (actor.getSnapshot().status === 'active') actor.send(event);
              expect(actor.getSnapshot().value).toEqual(before);
              expect(calls).toEqual([]);
              return;
            }
            actor.send(event);
            // The call is in flight: busy, and no other action can start meanwhile.
            expect(actor.getSnapshot().hasTag('busy')).toBe(true);
            expect(actor.getSnapshot().can(event)).toBe(false);
            await waitFor(actor, (s) => s.context.estado === rule.to && !s.hasTag('busy'), {
              timeout: 30_000,
            });
            expect(calls).toEqual([
              {
                id: rule.call,
                input: {
                  tipoUsuario: role,
                  estadoDestino: rule.to,
                  idMotivoRevision:
                    'idMotivoRevision' in event ? (event.idMotivoRevision ?? null) : null,
                },
              },
            ]);
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toEqual(rule.to === 5 ? 'eliminado' : vivo(rule.to));
            expect(snapshot.context.errores).toEqual([]);
          });
        }
      }
    });
  }
});

describe('buttons of the edit screen and the list (000 §2.6, §4)', () => {
  const can = (estado: Estado, event: ListingEvent) =>
    initialTransition(listingMachine, { estado })[0].can(event);

  it("'Crear Publicación' is hidden for category and admin users (they never CREAR)", () => {
    expect(can(null, { type: 'CREAR', tipoUsuario: 1 })).toBe(false);
    expect(can(null, { type: 'CREAR', tipoUsuario: 2 })).toBe(false);
    expect(can(null, { type: 'CREAR', tipoUsuario: 4 })).toBe(true);
  });

  it("staff 'Aprobar' is hidden and disabled when activo", () => {
    expect(can(1, { type: 'APROBAR', tipoUsuario: 1 })).toBe(false);
    for (const estado of [2, 3, 4] as const) {
      expect(can(estado, { type: 'APROBAR', tipoUsuario: 2 })).toBe(true);
    }
  });

  it("staff 'Pausar' (to en_revision) is hidden when pausado or en_revision", () => {
    const pausar = { type: 'DESAPROBAR', tipoUsuario: 1, idMotivoRevision: 1 } as const;
    expect(can(2, pausar)).toBe(false);
    expect(can(4, pausar)).toBe(false);
    expect(can(1, pausar)).toBe(true);
    expect(can(3, pausar)).toBe(true);
  });

  it('the list switch disapproves without a reason only an activo listing', () => {
    for (const estado of [2, 3, 4] as const) {
      expect(can(estado, { type: 'DESAPROBAR', tipoUsuario: 1 })).toBe(false);
    }
  });

  it("seller 'Pausar' is hidden when en_revision or pendiente_activacion, disabled when pausado", () => {
    expect(sellerPauseVisibility(4)).toBe('oculto');
    expect(sellerPauseVisibility(3)).toBe('oculto');
    expect(sellerPauseVisibility(2)).toBe('deshabilitado');
    expect(sellerPauseVisibility(1)).toBe('habilitado');
    // Nothing to pause: create mode and a deleted listing.
    expect(sellerPauseVisibility(null)).toBe('oculto');
    expect(sellerPauseVisibility(5)).toBe('oculto');
  });

  it("seller 'Publicar' only while pausado and not in create mode", () => {
    expect(ESTADOS.filter((e) => can(e, { type: 'PUBLICAR', tipoUsuario: 3 }))).toEqual([2]);
  });

  it('the status labels: ACTIVO success, PAUSADO red, PENDIENTE grey, EN REVISIÓN primary', () => {
    expect(estadoPublicacionLabels).toEqual({
      1: { texto: 'ACTIVO', color: 'green' },
      2: { texto: 'PAUSADO', color: 'red' },
      3: { texto: 'PENDIENTE', color: 'gray' },
      4: { texto: 'EN REVISIÓN', color: 'blue' },
    });
    expect(EstadoPublicacion).toEqual({
      activo: 1,
      pausado: 2,
      pendienteActivacion: 3,
      enRevision: 4,
      eliminado: 5,
    });
  });
});

describe('a failed call returns to the previous estado with errores (000 §8)', () => {
  it('the server messages are kept, the estado does not change', async () => {
    const { actor } = setupListing(3, {
      aprobar: () => Promise.reject(new ListingCallError(['La publicación no tiene imágenes'])),
    });
    actor.send({ type: 'APROBAR', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual(vivo(3));
    expect(actor.getSnapshot().context).toEqual({
      estado: 3,
      errores: ['La publicación no tiene imágenes'],
    });
  });

  it("an error with the app's shape ({ errores }) is read too", async () => {
    const apiError = Object.assign(new Error('409'), { status: 409, errores: ['Conflicto'] });
    const { actor } = setupListing(1, { cambiarEstado: () => Promise.reject(apiError) });
    actor.send({ type: 'PAUSAR', tipoUsuario: 4 });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual(vivo(1));
    expect(actor.getSnapshot().context.errores).toEqual(['Conflicto']);
  });

  it.each([
    ['crear', null, { type: 'CREAR', tipoUsuario: 4 }, 'No pudo crearse la publicación.'],
    ['aprobar', 2, { type: 'APROBAR', tipoUsuario: 1 }, 'No pudo aprobarse'],
    ['desaprobar', 1, { type: 'DESAPROBAR', tipoUsuario: 2 }, 'No pudo desaprobarse'],
    ['cambiarEstado', 2, { type: 'PUBLICAR', tipoUsuario: 3 }, 'No pudo modificarse el estado'],
    ['eliminar', 4, { type: 'ELIMINAR', tipoUsuario: 3 }, 'No pudo eliminarse'],
  ] as const)(
    "without server messages '%s' shows the spec's fallback",
    async (id, estado, event, text) => {
      const { actor } = setupListing(estado, {
        [id]: () => Promise.reject(new TypeError('fetch failed')),
      });
      const before = actor.getSnapshot().value;
      actor.send(event);
      await settled(actor);
      expect(actor.getSnapshot().value).toEqual(before);
      expect(actor.getSnapshot().context.errores).toEqual([text]);
    },
  );

  it('a new attempt clears the previous errores', async () => {
    let first = true;
    const { actor } = setupListing(2, {
      aprobar: () => {
        if (!first) return new Promise<void>(() => undefined);
        first = false;
        return Promise.reject(new ListingCallError(['No pudo aprobarse']));
      },
    });
    actor.send({ type: 'APROBAR', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.errores).toEqual(['No pudo aprobarse']);
    actor.send({ type: 'APROBAR', tipoUsuario: 1 });
    expect(actor.getSnapshot().value).toEqual(vivo(2, 'aprobando'));
    expect(actor.getSnapshot().context.errores).toEqual([]);
  });
});

describe('deleting is one transition of every estado of a listing that exists (vivo)', () => {
  const never = () => new Promise<void>(() => undefined);

  it.each([
    [1, { type: 'PAUSAR', tipoUsuario: 4 }, 'pausando'],
    [1, { type: 'DESAPROBAR', tipoUsuario: 1 }, 'desaprobando'],
    [2, { type: 'APROBAR', tipoUsuario: 2 }, 'aprobando'],
    [2, { type: 'PUBLICAR', tipoUsuario: 3 }, 'publicando'],
    [3, { type: 'DESAPROBAR', tipoUsuario: 1, idMotivoRevision: 2 }, 'enviandoARevision'],
    [4, { type: 'CAMBIAR_MOTIVO', tipoUsuario: 2, idMotivoRevision: 3 }, 'cambiandoMotivo'],
  ] as const)(
    'ELIMINAR waits while a call of estado %i is in flight (%o)',
    (estado, event, busy) => {
      const { actor, calls } = setupListing(estado, {
        aprobar: never,
        desaprobar: never,
        cambiarEstado: never,
      });
      actor.send(event);
      expect(actor.getSnapshot().value).toEqual(vivo(estado, busy));
      for (const role of [1, 2, 3, 4]) {
        expect(actor.getSnapshot().can({ type: 'ELIMINAR', tipoUsuario: role })).toBe(false);
        actor.send({ type: 'ELIMINAR', tipoUsuario: role });
      }
      expect(actor.getSnapshot().value).toEqual(vivo(estado, busy));
      expect(calls.map((c) => c.id)).not.toContain('eliminar');
    },
  );

  it('a second ELIMINAR while the first is in flight is not sent again', () => {
    const { actor, calls } = setupListing(1, { eliminar: never });
    actor.send({ type: 'ELIMINAR', tipoUsuario: 1 });
    expect(actor.getSnapshot().value).toEqual({ vivo: 'eliminando' });
    expect(actor.getSnapshot().can({ type: 'ELIMINAR', tipoUsuario: 1 })).toBe(false);
    actor.send({ type: 'ELIMINAR', tipoUsuario: 1 });
    expect(calls.filter((c) => c.id === 'eliminar')).toHaveLength(1);
  });

  it.each([1, 2, 3, 4] as const)(
    'a failed deletion goes back to the estado it was asked in (%i), with the messages',
    async (estado) => {
      const { actor } = setupListing(estado, {
        eliminar: () => Promise.reject(new ListingCallError(['No se puede eliminar'])),
      });
      actor.send({ type: 'ELIMINAR', tipoUsuario: 2 });
      await settled(actor);
      expect(actor.getSnapshot().value).toEqual(vivo(estado));
      expect(actor.getSnapshot().context).toEqual({ estado, errores: ['No se puede eliminar'] });
    },
  );
});

describe('the server decides with the same machine: listingDecision (DECISIONS 4)', () => {
  it('roles 5, 6, 7 and 8 may send nothing (rol: 403)', () => {
    for (const rule of rules) {
      for (const role of [5, 6, 7, 8]) {
        for (const estado of ESTADOS) {
          expect(listingDecision(estado, rule.event(role))).toBe('rol');
        }
      }
    }
  });

  it('each rule: ok where it applies, rol for a role that never may, estado (409) elsewhere', () => {
    for (const rule of rules) {
      for (const role of ALL_ROLES) {
        for (const estado of ESTADOS) {
          const event = rule.event(role);
          const expected = !listingRoles[event.type].includes(role)
            ? 'rol'
            : rule.roles.includes(role) && rule.from.includes(estado)
              ? 'ok'
              : 'estado';
          expect(
            listingDecision(estado, event),
            `${rule.name} / ${String(role)} / ${String(estado)}`,
          ).toBe(expected);
        }
      }
    }
  });

  it('the role table matches the guards: a listed role is taken in some estado, others in none', () => {
    const takenSomewhere = (event: ListingEvent) =>
      ESTADOS.some((estado) => initialTransition(listingMachine, { estado })[0].can(event));
    for (const rule of rules) {
      const type = rule.event(1).type;
      for (const role of ALL_ROLES) {
        const listed = listingRoles[type].includes(role);
        // A type's roles are the union of its variants' roles (DESAPROBAR has two).
        const byAnyVariant = rules
          .filter((r) => r.event(role).type === type)
          .some((r) => takenSomewhere(r.event(role)));
        expect(byAnyVariant, `${type} / ${String(role)}`).toBe(listed);
      }
    }
  });

  it('examples: a seller cannot approve (rol), staff cannot approve an activo listing (estado)', () => {
    expect(listingDecision(3, { type: 'APROBAR', tipoUsuario: 4 })).toBe('rol');
    expect(listingDecision(1, { type: 'APROBAR', tipoUsuario: 1 })).toBe('estado');
    expect(listingDecision(5, { type: 'ELIMINAR', tipoUsuario: 2 })).toBe('estado');
    expect(listingDecision(2, { type: 'PUBLICAR', tipoUsuario: 3 })).toBe('ok');
  });

  it('listingOutcome: the estado the call leads to, null when refused', () => {
    expect(listingOutcome(1, { type: 'DESAPROBAR', tipoUsuario: 1 })).toBe(2);
    expect(listingOutcome(1, { type: 'DESAPROBAR', tipoUsuario: 1, idMotivoRevision: 4 })).toBe(4);
    expect(listingOutcome(3, { type: 'APROBAR', tipoUsuario: 2 })).toBe(1);
    expect(listingOutcome(null, { type: 'CREAR', tipoUsuario: 3 })).toBe(3);
    expect(listingOutcome(4, { type: 'CAMBIAR_MOTIVO', tipoUsuario: 1, idMotivoRevision: 2 })).toBe(
      4,
    );
    expect(listingOutcome(2, { type: 'ELIMINAR', tipoUsuario: 4 })).toBe(5);
    expect(listingOutcome(2, { type: 'DESAPROBAR', tipoUsuario: 1 })).toBeNull();
    expect(listingOutcome(3, { type: 'APROBAR', tipoUsuario: 4 })).toBeNull();
  });
});

describe('eventForEstado: what a request to set an estado means (PUT /api/Publicaciones)', () => {
  it('1: APROBAR for staff, PUBLICAR for sellers', () => {
    expect(eventForEstado(1, 1)).toEqual({ type: 'APROBAR', tipoUsuario: 1 });
    expect(eventForEstado(1, 2)).toEqual({ type: 'APROBAR', tipoUsuario: 2 });
    expect(eventForEstado(1, 3)).toEqual({ type: 'PUBLICAR', tipoUsuario: 3 });
    expect(eventForEstado(1, 4)).toEqual({ type: 'PUBLICAR', tipoUsuario: 4 });
  });

  it('2: DESAPROBAR without a reason for staff, PAUSAR for sellers', () => {
    expect(eventForEstado(2, 1)).toEqual({ type: 'DESAPROBAR', tipoUsuario: 1 });
    expect(eventForEstado(2, 4)).toEqual({ type: 'PAUSAR', tipoUsuario: 4 });
  });

  it('4: DESAPROBAR with the reason for staff; CAMBIAR_MOTIVO when already en_revision', () => {
    expect(eventForEstado(4, 2, 7)).toEqual({
      type: 'DESAPROBAR',
      tipoUsuario: 2,
      idMotivoRevision: 7,
    });
    expect(eventForEstado(4, 1, 7, 4)).toEqual({
      type: 'CAMBIAR_MOTIVO',
      tipoUsuario: 1,
      idMotivoRevision: 7,
    });
    // Staff without a reason: a bad request (400).
    expect(eventForEstado(4, 1)).toBeNull();
    // A seller asking for en_revision gets the staff event, refused by role (403).
    const seller = eventForEstado(4, 4);
    expect(seller).not.toBeNull();
    if (seller) expect(listingDecision(1, seller)).toBe('rol');
  });

  it('5: ELIMINAR; 3 and unknown codes: null (400)', () => {
    expect(eventForEstado(5, 3)).toEqual({ type: 'ELIMINAR', tipoUsuario: 3 });
    expect(eventForEstado(3, 1)).toBeNull();
    expect(eventForEstado(3, 4)).toBeNull();
    expect(eventForEstado(9, 1)).toBeNull();
  });

  it('roles that may send nothing get an event the decision refuses with rol', () => {
    for (const estado of [1, 2, 4, 5]) {
      for (const role of [5, 6, 7, 8]) {
        const event = eventForEstado(estado, role, 1);
        expect(event).not.toBeNull();
        if (event) expect(listingDecision(1, event)).toBe('rol');
      }
    }
  });
});

describe('which stored listings may be saved (the states tagged editable)', () => {
  it('every estado of a listing that exists and is not eliminado', () => {
    for (const estado of [1, 2, 3, 4] as const) expect(listingEditable(estado)).toBe(true);
    expect(listingEditable(5)).toBe(false);
    expect(listingEditable(null)).toBe(false);
  });
});

// What the first Stryker run (npm run test:mutation -- listing) showed that no test read.
describe('what the machine holds besides its rules', () => {
  it('a call the app did not provide fails with its own name, and the screen shows its text', async () => {
    const cases: { estado: Estado; event: ListingEvent; id: CallId }[] = [
      { estado: null, event: { type: 'CREAR', tipoUsuario: 4 }, id: 'crear' },
      { estado: 2, event: { type: 'APROBAR', tipoUsuario: 1 }, id: 'aprobar' },
      { estado: 1, event: { type: 'DESAPROBAR', tipoUsuario: 1 }, id: 'desaprobar' },
      { estado: 1, event: { type: 'PAUSAR', tipoUsuario: 4 }, id: 'cambiarEstado' },
      { estado: 1, event: { type: 'ELIMINAR', tipoUsuario: 4 }, id: 'eliminar' },
    ];
    for (const { estado, event, id } of cases) {
      await expectStandInFails(listingMachine, { estado }, event, id, listingCallFailures[id]);
    }
  });

  it("a call's error carries the server's messages, joined in its message", () => {
    const error = new ListingCallError(['Publicación inexistente', 'Intente nuevamente']);
    expect(error.errores).toEqual(['Publicación inexistente', 'Intente nuevamente']);
    expect(error.message).toBe('Publicación inexistente Intente nuevamente');
  });

  it('a DESAPROBAR whose reason is null is one without a reason (activo -> pausado)', async () => {
    const { actor, calls } = setupListing(1);
    actor.send({ type: 'DESAPROBAR', tipoUsuario: 1, idMotivoRevision: null });
    await settled(actor);
    expect(actor.getSnapshot().context.estado).toBe(2);
    expect(calls.map((c) => c.id)).toEqual(['desaprobar']);
  });

  it('a seller asking for en_revision gets the staff event with the reason it sent (then its 403)', () => {
    expect(eventForEstado(4, 4, 7)).toEqual({
      type: 'DESAPROBAR',
      tipoUsuario: 4,
      idMotivoRevision: 7,
    });
    expect(eventForEstado(4, 3)).toEqual({
      type: 'DESAPROBAR',
      tipoUsuario: 3,
      idMotivoRevision: null,
    });
  });
});

// 001 §2.4, §4 (User active switch), §6 (Users) and DECISIONS 10: the Activo switch of a user.
// Toggling it calls POST /api/Usuarios/CambiarEstado at once with activar or pausar. The switch
// is disabled for seller admin and category (001 §6): only the admin moderator (2) toggles it,
// and never on its own user (a moderator who paused itself could not log in to undo it). The
// edit screen asks `snapshot.can(event)`; the server restores the stored state (`userDecision`)
// before it writes. Pure: the call is a provided actor.
//
// Call (invoke id; it answers `xstate.done.actor.cambiarEstado` /
// `xstate.error.actor.cambiarEstado`) with the input `UserCallInput`:
// - cambiarEstado: POST /api/Usuarios/CambiarEstado {idUsuario, idSeller, usuario, activar, pausar}.
import { and, assign, setup } from 'xstate';
import { callState, notProvided } from './calls.ts';
import { TipoUsuario } from '../src/domain/roles.ts';
import { storedWorkflow } from './stored.ts';

export type UserEvent =
  { type: 'ACTIVAR'; tipoUsuario: number } | { type: 'PAUSAR'; tipoUsuario: number };

export type UserEventType = UserEvent['type'];

export interface UserInput {
  /** The stored `activo` of the user. */
  activo: boolean;
  /** The acting session is the user itself. */
  propio?: boolean;
}

export interface UserContext {
  activo: boolean;
  propio: boolean;
  /** Messages of the last failed call, to show as toasts. */
  errores: string[];
}

/** What the call receives: the change to send. */
export interface UserCallInput {
  activar: boolean;
  pausar: boolean;
}

export class UserCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

/** 001 §8 (Users): the state change has no fallback of its own; a clear Spanish sentence. */
export const userCallFailures = {
  cambiarEstado: 'No pudo modificarse el estado del usuario',
} as const;

/** 001 §8 (Users): the success of the state change. */
export const userStateChanged = 'Estado editado exitosamente';

/** 001 §6: the active switch is disabled for seller admin and category; the admin toggles it. */
export const userRoles: Record<UserEventType, readonly number[]> = {
  ACTIVAR: [TipoUsuario.adminMod],
  PAUSAR: [TipoUsuario.adminMod],
};

const senderOf = (event: UserEvent) => event.tipoUsuario;

const call = (activar: boolean, target: string) =>
  callState(
    'cambiarEstado',
    userCallFailures.cambiarEstado,
    (): UserCallInput => ({ activar, pausar: !activar }),
    target,
  );

export const userMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as UserContext,
    events: {} as UserEvent,
    input: {} as UserInput,
  },
  actors: {
    // Stryker disable next-line StringLiteral: equivalent, the stand-in's own error is replaced by
    // the call's failure text (userCallFailures), whatever it says.
    cambiarEstado: notProvided<UserCallInput>('cambiarEstado'),
  },
  guards: {
    storedActivo: ({ context }) => context.activo,
    mayToggle: ({ event }) => userRoles[event.type].includes(senderOf(event)),
    // Nobody pauses itself (it could not log in to undo it).
    noPropio: ({ context }) => !context.propio,
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    enter: assign((_, params: { activo: boolean }) => ({ activo: params.activo })),
  },
}).createMachine({
  id: 'user',
  context: ({ input }) => ({
    activo: input.activo,
    propio: input.propio ?? false,
    errores: [],
  }),
  initial: 'restaurando',
  states: {
    restaurando: {
      always: [{ guard: 'storedActivo', target: 'activo' }, { target: 'pausado' }],
    },
    activo: {
      tags: ['activo'],
      entry: { type: 'enter', params: { activo: true } },
      initial: 'listo',
      states: {
        listo: {
          on: { PAUSAR: { guard: and(['mayToggle', 'noPropio']), target: 'pausando' } },
        },
        pausando: call(false, '#user.pausado'),
      },
    },
    pausado: {
      entry: { type: 'enter', params: { activo: false } },
      initial: 'listo',
      states: {
        listo: {
          on: { ACTIVAR: { guard: 'mayToggle', target: 'activando' } },
        },
        activando: call(true, '#user.activo'),
      },
    },
  },
});

export type UserMachine = typeof userMachine;

/** Why the stored user refuses the event, for the 409 and the disabled switch. */
export const userRefusals = {
  propio: 'No puede pausar su propio usuario.',
} as const;

const stored = storedWorkflow(userMachine, {
  rolesOf: (event: UserEvent) => userRoles[event.type],
  senderOf,
  reasons: [{ relax: (input) => ({ ...input, propio: false }), message: userRefusals.propio }],
});

/** 'rol' (403) when the sender may never toggle, 'estado' (409) when the stored state forbids. */
export function userDecision(user: UserInput, event: UserEvent): 'ok' | 'rol' | 'estado' {
  return stored.decision(user, event);
}

export function userRefusal(user: UserInput, event: UserEvent): string | null {
  return stored.refusal(user, event);
}

/** The `activo` the user has once the event's call succeeded, or null when not allowed. */
export function userOutcome(user: UserInput, event: UserEvent): boolean | null {
  const after = stored.after(user, event);
  return after === null ? null : (after.context as UserContext).activo;
}

/** The event a CambiarEstado body means: exactly one of activar and pausar, else null (400). */
export function eventForCambiarEstado(
  body: { activar: boolean; pausar: boolean },
  tipoUsuario: number,
): UserEvent | null {
  if (body.activar === body.pausar) return null;
  return { type: body.activar ? 'ACTIVAR' : 'PAUSAR', tipoUsuario };
}

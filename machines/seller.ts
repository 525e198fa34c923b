// 001 §4 (Seller statuses), §6 (Sellers): activo=1, inactivo=2, pendiente_activacion=3. A new
// seller starts inactivo. The ACTIVO/INACTIVO toggle of the seller's edit screen calls the status
// change at once and is enabled for admin moderator and category only. A seller pending
// activation is activated or set inactive by the same toggle. One machine for every role: each
// user event carries the sender's tipoUsuario and the guards read it. The screen asks
// `snapshot.can(event)`; the server restores the stored state (`sellerDecision`) before it writes.
//
// Calls (invoke ids; each answers `xstate.done.actor.<id>` / `xstate.error.actor.<id>`):
// - cambiarEstado: PUT /api/Seller/CambiarEstadoSeller with the state it leads to
//   (`SellerCallInput.idEstadoDestino`).
import { assign, setup } from 'xstate';
import { callState, notProvided } from './calls.ts';
import { staff } from '../src/domain/roles.ts';
import type { IdEstadoSeller } from '../src/domain/seller-rules.ts';
import { sellerMessages } from '../src/domain/texts/sellers.ts';
import { storedWorkflow } from './stored.ts';

export type { IdEstadoSeller } from '../src/domain/seller-rules.ts';

/**
 * 001 §4: the seller screen's button beside its status switch (a seller pending activation may
 * also be set inactive). The screen shows this text and /Diagramas reads DESACTIVAR with it.
 */
export const sellerButtons = { pasarAInactivo: 'Pasar a INACTIVO' } as const;

export type SellerEvent =
  { type: 'ACTIVAR'; tipoUsuario: number } | { type: 'DESACTIVAR'; tipoUsuario: number };

export type SellerEventType = SellerEvent['type'];

export interface SellerInput {
  /** The stored state (a new seller is inactivo). */
  idEstado?: IdEstadoSeller;
}

export interface SellerContext {
  idEstado: IdEstadoSeller;
  /** Messages of the last failed call, to show as toasts. */
  errores: string[];
}

export interface SellerCallInput {
  tipoUsuario: number;
  idEstadoDestino: IdEstadoSeller;
}

export class SellerCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

/** 001 §8: the status change's fallback. */
export const sellerCallFailures = { cambiarEstado: sellerMessages.statusFailed } as const;

/** 001 §4, §6: the toggle is enabled for admin moderator and category only. */
export const sellerRoles: Record<SellerEventType, readonly number[]> = {
  ACTIVAR: staff,
  DESACTIVAR: staff,
};

const senderOf = (event: SellerEvent) => event.tipoUsuario;

const call = (idEstadoDestino: IdEstadoSeller, target: string) =>
  callState(
    'cambiarEstado',
    sellerCallFailures.cambiarEstado,
    (event: SellerEvent): SellerCallInput => ({ tipoUsuario: event.tipoUsuario, idEstadoDestino }),
    target,
  );

export const sellerMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as SellerContext,
    events: {} as SellerEvent,
    // SellerInput has only optional fields, so the assertion only names the type for XState.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SellerInput,
  },
  actors: {
    // Stryker disable next-line StringLiteral: equivalent, the stand-in's own error is replaced by
    // the call's failure text (sellerCallFailures), whatever it says.
    cambiarEstado: notProvided<SellerCallInput>('cambiarEstado'),
  },
  guards: {
    storedActivo: ({ context }) => context.idEstado === 1,
    storedPendiente: ({ context }) => context.idEstado === 3,
    isStaff: ({ event }) => sellerRoles.ACTIVAR.includes(senderOf(event)),
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    enter: assign((_, params: { idEstado: IdEstadoSeller }) => ({ idEstado: params.idEstado })),
  },
}).createMachine({
  id: 'seller',
  context: ({ input }) => ({ idEstado: input.idEstado ?? 2, errores: [] }),
  initial: 'restaurando',
  states: {
    restaurando: {
      always: [
        { guard: 'storedActivo', target: 'activo' },
        { guard: 'storedPendiente', target: 'pendienteActivacion' },
        // 001 §4: a new seller defaults to inactivo.
        { target: 'inactivo' },
      ],
    },
    activo: {
      tags: ['activo'],
      entry: { type: 'enter', params: { idEstado: 1 } },
      initial: 'listo',
      states: {
        listo: { on: { DESACTIVAR: { guard: 'isStaff', target: 'desactivando' } } },
        desactivando: call(2, '#seller.inactivo'),
      },
    },
    inactivo: {
      entry: { type: 'enter', params: { idEstado: 2 } },
      initial: 'listo',
      states: {
        listo: { on: { ACTIVAR: { guard: 'isStaff', target: 'activando' } } },
        activando: call(1, '#seller.activo'),
      },
    },
    pendienteActivacion: {
      // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, only a stored 3
      // restores into this state (nothing leads here), so its idEstado is already 3.
      entry: { type: 'enter', params: { idEstado: 3 } },
      initial: 'listo',
      states: {
        listo: {
          on: {
            ACTIVAR: { guard: 'isStaff', target: 'activando' },
            DESACTIVAR: { guard: 'isStaff', target: 'desactivando' },
          },
        },
        activando: call(1, '#seller.activo'),
        desactivando: call(2, '#seller.inactivo'),
      },
    },
  },
});

export type SellerMachine = typeof sellerMachine;

const stored = storedWorkflow(sellerMachine, {
  rolesOf: (event: SellerEvent) => sellerRoles[event.type],
  senderOf,
});

/** What the server answers before it writes: 'rol' (403), 'estado' (409) or 'ok'. */
export function sellerDecision(idEstado: IdEstadoSeller, event: SellerEvent) {
  return stored.decision({ idEstado }, event);
}

/** The state the seller ends in when the event's call succeeds, or null when not allowed. */
export function sellerOutcome(idEstado: IdEstadoSeller, event: SellerEvent): IdEstadoSeller | null {
  const after = stored.after({ idEstado }, event);
  return after === null ? null : (after.context as SellerContext).idEstado;
}

/** The event a requested idEstado means (001 §7 CambiarEstadoSeller), or null (400). */
export function eventForEstadoSeller(idEstado: number, tipoUsuario: number): SellerEvent | null {
  if (idEstado === 1) return { type: 'ACTIVAR', tipoUsuario };
  if (idEstado === 2) return { type: 'DESACTIVAR', tipoUsuario };
  return null;
}

// 002 §2 (Novedades), §4 (Novedad), §5 and DECISIONS 20: the life of a novedad, an adjustment
// entry a settlement adds to (crédito) or takes from (débito) what a seller is paid. Staff
// record it (1 En Preparación), confirm it (2 Confirmada: a settlement may take it), change its
// amount while it is not settled, and annul it (4 Anulada); a settlement's confirmation settles
// it (3 Liquidada), which is final. One machine for every role: each user event carries the
// sender's tipoUsuario and the guards read it. The /Novedades table asks `snapshot.can(event)`
// for each row's checkbox, edit and delete; the server restores each stored novedad
// (`novedadDecision`) before it writes, all the ids of one call or none. Pure: the calls are
// actors the app provides.
//
// Calls (invoke ids; each answers `xstate.done.actor.<id>` / `xstate.error.actor.<id>`), all
// with the input `NovedadCallInput`:
// - confirmar: PUT /api/Liquidaciones/ConfirmaNovedad (CONFIRMAR).
// - editarImporte: PUT /api/Liquidaciones/EditarNovedad (EDITAR_IMPORTE).
// - anular: PUT /api/Liquidaciones/AnularNovedad (ANULAR).
import { assign, setup } from 'xstate';
import { callState, notProvided } from './calls.ts';
import { staff } from '../src/domain/roles.ts';
import { storedWorkflow } from './stored.ts';

/** DECISIONS 20: 1 En Preparación, 2 Confirmada, 3 Liquidada, 4 Anulada. */
export type IdEstadoNovedad = 1 | 2 | 3 | 4;

export const EstadoNovedad = {
  enPreparacion: 1,
  confirmada: 2,
  liquidada: 3,
  anulada: 4,
} as const;

/** The names the screens show for each state (002 §2, §4; DECISIONS 20). */
export const estadoNovedadLabels: Record<IdEstadoNovedad, string> = {
  1: 'En Preparación',
  2: 'Confirmada',
  3: 'Liquidada',
  4: 'Anulada',
};

type Sent<T extends string> = { type: T; tipoUsuario: number };

/**
 * 002 §2, §4: the screens' buttons that send this machine's events, by what they do. The screens
 * show these texts and /Diagramas and docs/charts read each event as the button that sends it
 * (the registry entry's `buttons`), so a button and its transition never read differently.
 */
export const novedadButtons = {
  marcarConfirmadas: 'Marcar confirmadas',
  /** In the popover '¿Actualizar Importe?'. */
  actualizar: 'Actualizar',
  /** In the popover '¿Eliminar Novedad?'. */
  eliminar: 'Eliminar',
} as const;

export type NovedadUserEvent = Sent<'CONFIRMAR'> | Sent<'EDITAR_IMPORTE'> | Sent<'ANULAR'>;

export type NovedadEvent =
  | NovedadUserEvent
  /** The system: the settlement that holds the novedad is confirmed (DECISIONS 20). */
  | { type: 'LIQUIDAR' };

export interface NovedadInput {
  /** The stored state (default 1). */
  idEstado?: IdEstadoNovedad;
}

export interface NovedadContext {
  idEstado: IdEstadoNovedad;
  /** Messages of the last failed call, to show as toasts. */
  errores: string[];
}

/** What every call receives: who sends it and the state it leads to. */
export interface NovedadCallInput {
  tipoUsuario: number;
  idEstadoDestino: IdEstadoNovedad;
}

/** Errors the actors throw carry the server's messages (the app's ApiError does too). */
export class NovedadCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

/** 002 §8: the fallbacks of each call. */
export const novedadCallFailures = {
  confirmar: 'No pudimos confirmar la novedad',
  editarImporte: 'No pudimos editar el importe de esta novedad',
  anular: 'No pudimos eliminar la novedad',
} as const;

type CallId = keyof typeof novedadCallFailures;

/**
 * 002 §6 leaves "not shown" which role acts on novedades; the menu shows Novedades to category
 * and admin moderator only (000 §2.3), so they are the ones (issue 19 point 7).
 */
export const novedadRoles: Record<NovedadUserEvent['type'], readonly number[]> = {
  CONFIRMAR: staff,
  EDITAR_IMPORTE: staff,
  ANULAR: staff,
};

const senderOf = (event: NovedadEvent) => ('tipoUsuario' in event ? event.tipoUsuario : null);

const call = (id: CallId, idEstadoDestino: IdEstadoNovedad, target: string) =>
  callState(
    id,
    novedadCallFailures[id],
    (event: NovedadEvent): NovedadCallInput => ({
      tipoUsuario: senderOf(event) ?? 0,
      idEstadoDestino,
    }),
    target,
  );

export const novedadMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as NovedadContext,
    events: {} as NovedadEvent,
    // NovedadInput has only optional fields, so the assertion only names the type for XState.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as NovedadInput,
  },
  actors: {
    confirmar: notProvided<NovedadCallInput>('confirmar'),
    editarImporte: notProvided<NovedadCallInput>('editarImporte'),
    anular: notProvided<NovedadCallInput>('anular'),
  },
  guards: {
    storedConfirmada: ({ context }) => context.idEstado === 2,
    storedLiquidada: ({ context }) => context.idEstado === 3,
    storedAnulada: ({ context }) => context.idEstado === 4,
    mayConfirm: ({ event }) => novedadRoles.CONFIRMAR.includes(senderOf(event) ?? 0),
    mayEdit: ({ event }) => novedadRoles.EDITAR_IMPORTE.includes(senderOf(event) ?? 0),
    mayAnnul: ({ event }) => novedadRoles.ANULAR.includes(senderOf(event) ?? 0),
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    enter: assign((_, params: { idEstado: IdEstadoNovedad }) => ({ idEstado: params.idEstado })),
  },
}).createMachine({
  id: 'novedad',
  context: ({ input }) => ({ idEstado: input.idEstado ?? 1, errores: [] }),
  initial: 'restaurando',
  states: {
    restaurando: {
      always: [
        { guard: 'storedConfirmada', target: 'confirmada' },
        { guard: 'storedLiquidada', target: 'liquidada' },
        { guard: 'storedAnulada', target: 'anulada' },
        { target: 'enPreparacion' },
      ],
    },
    enPreparacion: {
      // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, only a stored 1 (or
      // none, which is 1) restores into this state (nothing leads here): its idEstado is 1.
      entry: { type: 'enter', params: { idEstado: 1 } },
      initial: 'listo',
      states: {
        listo: {
          on: {
            CONFIRMAR: { guard: 'mayConfirm', target: 'confirmando' },
            EDITAR_IMPORTE: { guard: 'mayEdit', target: 'editando' },
            ANULAR: { guard: 'mayAnnul', target: 'anulando' },
          },
        },
        confirmando: call('confirmar', 2, '#novedad.confirmada'),
        editando: call('editarImporte', 1, 'listo'),
        anulando: call('anular', 4, '#novedad.anulada'),
      },
    },
    confirmada: {
      entry: { type: 'enter', params: { idEstado: 2 } },
      initial: 'listo',
      states: {
        listo: {
          on: {
            // 002 §4: only state 3 is closed to edits and deletes.
            EDITAR_IMPORTE: { guard: 'mayEdit', target: 'editando' },
            ANULAR: { guard: 'mayAnnul', target: 'anulando' },
            LIQUIDAR: { target: '#novedad.liquidada' },
          },
        },
        editando: call('editarImporte', 2, 'listo'),
        anulando: call('anular', 4, '#novedad.anulada'),
      },
    },
    // 002 §4: state 3 is final: no checkbox, no edit, no delete.
    liquidada: { entry: { type: 'enter', params: { idEstado: 3 } } },
    anulada: { entry: { type: 'enter', params: { idEstado: 4 } } },
  },
});

export type NovedadMachine = typeof novedadMachine;

const inputOf = (stored: IdEstadoNovedad | NovedadInput): NovedadInput =>
  typeof stored === 'object' ? stored : { idEstado: stored };

const stored = storedWorkflow(novedadMachine, {
  rolesOf: (event: NovedadEvent) => (event.type === 'LIQUIDAR' ? null : novedadRoles[event.type]),
  senderOf,
});

/**
 * What the server answers before it writes (DECISIONS 4): 'rol' (403) when the sender's role
 * may never send the event, 'estado' (409) when the stored state forbids it, else 'ok'.
 */
export function novedadDecision(
  novedad: IdEstadoNovedad | NovedadInput,
  event: NovedadEvent,
): 'ok' | 'rol' | 'estado' {
  return stored.decision(inputOf(novedad), event);
}

/** The state the novedad ends in when the event's call succeeds, or null when not allowed. */
export function novedadOutcome(
  novedad: IdEstadoNovedad | NovedadInput,
  event: NovedadEvent,
): IdEstadoNovedad | null {
  const after = stored.after(inputOf(novedad), event);
  return after === null ? null : (after.context as NovedadContext).idEstado;
}

/** The machine at a stored novedad (a row of /Novedades asks it what it may do). */
export function restoreNovedad(novedad: IdEstadoNovedad | NovedadInput) {
  return stored.restore(inputOf(novedad));
}

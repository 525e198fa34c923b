// 000 §2.9, §4; 001 §2.5, §4 (Rebate states) and DECISIONS 17: the negotiation of a rebate on
// a listing. Category sends it (1 Pendiente), admin approves it (2 En revisión) or declines
// it, the seller admin accepts it (3 Activo) or rejects it (6 Rechazado). One machine for
// every role: each user event carries the sender's tipoUsuario and the guards read it. The
// rebate card and 'Gestión de Rebates' ask `snapshot.can(event)`; the server restores the
// stored state (`rebateDecision`) before it writes. Pure: the calls are provided actors.
//
// Calls (invoke ids; each answers `xstate.done.actor.<id>` / `xstate.error.actor.<id>`), all
// with the input `RebateCallInput`:
// - enviar: POST /api/Rebates/Nuevo (ENVIAR).
// - modificar: PUT /api/Rebates/Modificar (MODIFICAR).
// - eliminar: DELETE /api/Rebates?id= (ELIMINAR).
// - cambiarEstado: the state change {idRebate, idUsuario, idEstado} (APROBAR, RECHAZAR and
//   DAR_DE_BAJA; idEstadoDestino is the idEstado to send).
import { and, assign, setup } from 'xstate';
import { callState, notProvided } from './calls.ts';
import { listingMessages } from '../src/domain/listing-rules.ts';
import { TipoUsuario, staff } from '../src/domain/roles.ts';
import { storedWorkflow } from './stored.ts';

/** DECISIONS 17: 1 Pendiente, 2 En revisión, 3 Activo, 4 Finalizado, 5 Eliminado, 6 Rechazado. */
export type IdEstadoRebate = 1 | 2 | 3 | 4 | 5 | 6;

/** 001 §4: the names displayed for each state. */
export const estadoRebateLabels: Record<IdEstadoRebate, string> = {
  1: 'Pendiente',
  2: 'En revision',
  3: 'Activo',
  4: 'Finalizado',
  5: 'Eliminado',
  6: 'Rechazado',
};

/**
 * 000 §2.9, §4: the screens' buttons that send this machine's events, by what they do. The screens
 * show these texts and /Diagramas and docs/charts read each event as the button that sends it
 * (the registry entry's `buttons`), so a button and its transition never read differently.
 */
export const rebateButtons = {
  enviar: 'Enviar',
  modificar: 'Modificar',
  /** On the listing's rebate card. */
  eliminar: 'Eliminar',
  /** On the rebates screen's card. */
  eliminarRebate: 'Eliminar Rebate',
  /** The administrator's (the rebates screen's card shows it after a check mark). */
  aprobar: 'Aprobar',
  /** The seller administrator's answer to a rebate in revision. */
  aceptar: 'Aceptar',
  /** The rebates screen's card shows it after a cross. */
  rechazar: 'Rechazar',
  darDeBaja: 'Dar de baja',
} as const;

export type RebateEvent =
  | { type: 'ENVIAR'; tipoUsuario: number }
  | { type: 'MODIFICAR'; tipoUsuario: number }
  | { type: 'ELIMINAR'; tipoUsuario: number }
  | { type: 'APROBAR'; tipoUsuario: number }
  | { type: 'RECHAZAR'; tipoUsuario: number }
  | { type: 'DAR_DE_BAJA'; tipoUsuario: number }
  /** The system: the validity ended or no units are left (DECISIONS 17). */
  | { type: 'VENCER' };

export type RebateUserEvent = Exclude<RebateEvent, { type: 'VENCER' }>;

export interface RebateInput {
  /** The stored state of the listing's rebate; none: the listing has no rebate. */
  idEstadoRebate?: IdEstadoRebate | null;
  /** The rebate's validity has passed (fechaVencimiento before the market's today). */
  vencido?: boolean;
  /** The listing the rebate is on is eliminated (000 §4): nothing can be sent on it. */
  publicacionEliminada?: boolean;
}

export interface RebateContext {
  /** The stored state the machine is in (null: no rebate on the listing). */
  idEstadoRebate: IdEstadoRebate | null;
  vencido: boolean;
  publicacionEliminada: boolean;
  /** Messages of the last failed call, to show as toasts. */
  errores: string[];
}

/** What every call receives: who sends it and the state it leads to. */
export interface RebateCallInput {
  tipoUsuario: number;
  idEstadoDestino: IdEstadoRebate;
}

/** Errors the actors throw carry the server's messages (the app's ApiError does too). */
export class RebateCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

/** The spec names no failure texts for rebates (000 §8): clear Spanish sentences. */
export const rebateCallFailures = {
  enviar: 'No pudo enviarse el rebate',
  modificar: 'No pudo modificarse el rebate',
  eliminar: 'No pudo eliminarse el rebate',
  cambiarEstado: 'No pudo modificarse el estado del rebate',
} as const;

type CallId = keyof typeof rebateCallFailures;

const { category: CATEGORY, adminMod: ADMIN, sellerAdmin: SELLER_ADMIN } = TipoUsuario;

/**
 * The roles that may send each user event in some state (000 §2.9, §6; 001 §4). The guards
 * read the same lists, so a role outside them is refused in every state.
 */
export const rebateRoles: Record<RebateUserEvent['type'], readonly number[]> = {
  ENVIAR: [CATEGORY],
  MODIFICAR: [CATEGORY],
  ELIMINAR: staff,
  APROBAR: [ADMIN, SELLER_ADMIN],
  RECHAZAR: [ADMIN, SELLER_ADMIN],
  DAR_DE_BAJA: [...staff, SELLER_ADMIN],
};

const senderOf = (event: RebateEvent) => ('tipoUsuario' in event ? event.tipoUsuario : null);

/**
 * A busy state: the call `id` is in flight; its answer leads to `target` (a state id) or back
 * to the state's `listo` with the server's messages.
 */
const call = (id: CallId, idEstadoDestino: IdEstadoRebate, target: string) =>
  callState(
    id,
    rebateCallFailures[id],
    (event: RebateEvent): RebateCallInput => ({
      tipoUsuario: senderOf(event) ?? 0,
      idEstadoDestino,
    }),
    target,
  );

/** A state where nothing is negotiated any more: category may send a new rebate. */
const closed = (idEstadoRebate: IdEstadoRebate | null) =>
  ({
    entry: { type: 'enter', params: { idEstadoRebate } },
    initial: 'listo',
    states: {
      listo: {
        on: { ENVIAR: { guard: and(['isCategory', 'publicacionViva']), target: 'enviando' } },
      },
      enviando: call('enviar', 1, '#rebate.pendiente'),
    },
  }) as const;

export const rebateMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as RebateContext,
    events: {} as RebateEvent,
    // RebateInput has only optional fields, so the assertion only names the type for XState.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as RebateInput,
  },
  actors: {
    enviar: notProvided<RebateCallInput>('enviar'),
    modificar: notProvided<RebateCallInput>('modificar'),
    eliminar: notProvided<RebateCallInput>('eliminar'),
    cambiarEstado: notProvided<RebateCallInput>('cambiarEstado'),
  },
  guards: {
    storedPendiente: ({ context }) => context.idEstadoRebate === 1,
    storedEnRevision: ({ context }) => context.idEstadoRebate === 2,
    storedActivo: ({ context }) => context.idEstadoRebate === 3,
    storedFinalizado: ({ context }) => context.idEstadoRebate === 4,
    storedEliminado: ({ context }) => context.idEstadoRebate === 5,
    storedRechazado: ({ context }) => context.idEstadoRebate === 6,
    isCategory: ({ event }) => senderOf(event) === CATEGORY,
    isAdmin: ({ event }) => senderOf(event) === ADMIN,
    isSellerAdmin: ({ event }) => senderOf(event) === SELLER_ADMIN,
    isStaff: ({ event }) => rebateRoles.ELIMINAR.includes(senderOf(event) ?? 0),
    mayDarDeBaja: ({ event }) => rebateRoles.DAR_DE_BAJA.includes(senderOf(event) ?? 0),
    // A rebate whose validity has passed is not approved: it is modified or eliminated.
    vigente: ({ context }) => !context.vencido,
    publicacionViva: ({ context }) => !context.publicacionEliminada,
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    enter: assign((_, params: { idEstadoRebate: IdEstadoRebate | null }) => ({
      idEstadoRebate: params.idEstadoRebate,
    })),
  },
}).createMachine({
  id: 'rebate',
  context: ({ input }) => ({
    idEstadoRebate: input.idEstadoRebate ?? null,
    vencido: input.vencido ?? false,
    publicacionEliminada: input.publicacionEliminada ?? false,
    errores: [],
  }),
  initial: 'restaurando',
  states: {
    restaurando: {
      always: [
        { guard: 'storedPendiente', target: 'pendiente' },
        { guard: 'storedEnRevision', target: 'enRevision' },
        { guard: 'storedActivo', target: 'activo' },
        { guard: 'storedFinalizado', target: 'finalizado' },
        { guard: 'storedEliminado', target: 'eliminado' },
        { guard: 'storedRechazado', target: 'rechazado' },
        { target: 'sinRebate' },
      ],
    },
    // 000 §2.9: the listing has no rebate; the card is empty.
    sinRebate: closed(null),
    pendiente: {
      entry: { type: 'enter', params: { idEstadoRebate: 1 } },
      initial: 'listo',
      states: {
        listo: {
          on: {
            MODIFICAR: { guard: 'isCategory', target: 'modificando' },
            // 001 §4, Pendiente: 'Eliminar Rebate' for a category user; approve and reject
            // for the others.
            ELIMINAR: { guard: 'isCategory', target: 'eliminando' },
            APROBAR: { guard: and(['isAdmin', 'vigente']), target: 'aprobando' },
            RECHAZAR: { guard: 'isAdmin', target: 'rechazando' },
          },
        },
        modificando: call('modificar', 1, 'listo'),
        eliminando: call('eliminar', 5, '#rebate.eliminado'),
        aprobando: call('cambiarEstado', 2, '#rebate.enRevision'),
        rechazando: call('cambiarEstado', 6, '#rebate.rechazado'),
      },
    },
    enRevision: {
      entry: { type: 'enter', params: { idEstadoRebate: 2 } },
      initial: 'listo',
      states: {
        listo: {
          on: {
            // 000 §4: a modified rebate must be approved again.
            MODIFICAR: { guard: 'isCategory', target: 'modificando' },
            // 001 §4, En revision: approve and reject for a seller admin; 'Eliminar Rebate'
            // for the others.
            ELIMINAR: { guard: 'isStaff', target: 'eliminando' },
            APROBAR: { guard: and(['isSellerAdmin', 'vigente']), target: 'aprobando' },
            RECHAZAR: { guard: 'isSellerAdmin', target: 'rechazando' },
          },
        },
        modificando: call('modificar', 1, '#rebate.pendiente'),
        eliminando: call('eliminar', 5, '#rebate.eliminado'),
        aprobando: call('cambiarEstado', 3, '#rebate.activo'),
        rechazando: call('cambiarEstado', 6, '#rebate.rechazado'),
      },
    },
    activo: {
      entry: { type: 'enter', params: { idEstadoRebate: 3 } },
      initial: 'listo',
      states: {
        listo: {
          on: {
            // 001 §4, Activo: 'Dar de baja' sends state 6. Modify is disabled (000 §4).
            DAR_DE_BAJA: { guard: 'mayDarDeBaja', target: 'dandoDeBaja' },
            VENCER: { target: '#rebate.finalizado' },
          },
        },
        dandoDeBaja: call('cambiarEstado', 6, '#rebate.rechazado'),
      },
    },
    // 000 §4: after a decline the card is cleared and a new rebate can be sent.
    finalizado: closed(4),
    eliminado: closed(5),
    rechazado: closed(6),
  },
});

export type RebateMachine = typeof rebateMachine;

/** The stored rebate: its state alone, or with what else its guards read. */
export type StoredRebate = IdEstadoRebate | null | RebateInput;

const inputOf = (stored: StoredRebate): RebateInput =>
  stored !== null && typeof stored === 'object' ? stored : { idEstadoRebate: stored };

/** The Spanish reasons of the guards that read the stored rebate (409 answers, buttons). */
export const rebateRefusals = {
  vencido: 'El rebate está vencido: modifíquelo o elimínelo.',
  publicacionEliminada: listingMessages.eliminated,
} as const;

const stored = storedWorkflow(rebateMachine, {
  rolesOf: (event: RebateEvent) => (event.type === 'VENCER' ? null : rebateRoles[event.type]),
  senderOf,
  reasons: [
    { relax: (input) => ({ ...input, vencido: false }), message: rebateRefusals.vencido },
    {
      relax: (input) => ({ ...input, publicacionEliminada: false }),
      message: rebateRefusals.publicacionEliminada,
    },
  ],
});

/**
 * What the server answers before it writes (DECISIONS 4): 'rol' (403) when the sender's role
 * may never send the event, 'estado' (409) when the stored state forbids it, else 'ok'.
 * VENCER is the system's, so only the state decides it.
 */
export function rebateDecision(rebate: StoredRebate, event: RebateEvent): 'ok' | 'rol' | 'estado' {
  return stored.decision(inputOf(rebate), event);
}

/** Why the stored rebate refuses the event, when a guard on what is stored says it; else null. */
export function rebateRefusal(rebate: StoredRebate, event: RebateEvent): string | null {
  return stored.refusal(inputOf(rebate), event);
}

/**
 * The state the machine restores the stored rebate into (null: `sinRebate`, no rebate). The
 * server reads a stored rebate's state through it rather than from the row: which stored
 * states are a rebate, and which one, is the machine's to say (its restore guards), so a
 * restore the machine got wrong shows in the server's answers (npm run test:mutation).
 */
export function rebateEstado(rebate: StoredRebate): IdEstadoRebate | null {
  return (stored.restore(inputOf(rebate)).context as RebateContext).idEstadoRebate;
}

/**
 * The state the rebate ends in when the event's call succeeds (for the write and its audit
 * row), or null when the event is not allowed there. Read from the machine's own targets:
 * e.g. APROBAR leads to 2 for an admin and to 3 for a seller admin (001 §4).
 */
export function rebateOutcome(rebate: StoredRebate, event: RebateEvent): IdEstadoRebate | null {
  const after = stored.after(inputOf(rebate), event);
  return after === null ? null : (after.context as RebateContext).idEstadoRebate;
}

/**
 * The event a state-change request {idRebate, idUsuario, idEstado} means (001 §4: approve
 * sends 2, or 3 for a seller admin; reject and 'Dar de baja' send 6). Null when no user
 * event leads there (1 is reached by sending or modifying, 4 only by the system): 400. The
 * server also checks that `rebateOutcome` is the requested idEstado (else 409), so an admin
 * cannot ask for 3.
 */
export function eventForEstadoRebate(
  idEstado: number,
  tipoUsuario: number,
  idEstadoActual: IdEstadoRebate | null,
): RebateUserEvent | null {
  switch (idEstado) {
    case 2:
    case 3:
      return { type: 'APROBAR', tipoUsuario };
    case 5:
      return { type: 'ELIMINAR', tipoUsuario };
    case 6:
      return { type: idEstadoActual === 3 ? 'DAR_DE_BAJA' : 'RECHAZAR', tipoUsuario };
    default:
      return null;
  }
}

/** 000 §2.9: the seller admin sees the card only when a rebate exists and is not 1 or 6. */
export function cardVisibleForSellerAdmin(idEstadoRebate: number | null | undefined): boolean {
  return (
    idEstadoRebate !== null &&
    idEstadoRebate !== undefined &&
    idEstadoRebate !== 1 &&
    idEstadoRebate !== 6
  );
}

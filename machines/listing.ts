// 000 §2.6, §2.7, §4 and DECISIONS 16 (Listing): the estado of a publicación and who may
// change it. One machine for every role: each user event carries the sender's tipoUsuario and
// the guards read it. The screens ask `snapshot.can(event)` to show or enable a button; the
// server restores the stored estado (`listingDecision`) before it writes, so a hidden button
// and a 409/403 never disagree. Pure: the calls are actors the app provides with .provide().
//
// Calls (invoke ids; each answers `xstate.done.actor.<id>` / `xstate.error.actor.<id>`), all
// with the input `ListingCallInput`:
// - crear: POST /api/Publicaciones (CREAR).
// - aprobar: POST /api/Publicaciones/Aprobar (APROBAR).
// - desaprobar: POST /api/Publicaciones/Desaprobar, with or without idMotivoRevision
//   (DESAPROBAR).
// - cambiarEstado: PUT /api/Publicaciones {idPublicacion, estado} (PUBLICAR, PAUSAR and
//   CAMBIAR_MOTIVO).
// - eliminar: DELETE /api/Publicaciones?id= (ELIMINAR).
import { assign, setup } from 'xstate';
import { callState, notProvided } from './calls.ts';
import { listingMessages } from '../src/domain/listing-rules.ts';
import { sellers, staff } from '../src/domain/roles.ts';
import { storedWorkflow } from './stored.ts';

/** 000 §4: 1 activo, 2 pausado, 3 pendiente_activacion, 4 en_revision, 5 eliminado. */
export type EstadoPublicacion = 1 | 2 | 3 | 4 | 5;

export const EstadoPublicacion = {
  activo: 1,
  pausado: 2,
  pendienteActivacion: 3,
  enRevision: 4,
  eliminado: 5,
} as const;

/** 000 §4: the status label of a listing (eliminado has none), with its Mantine color. */
export const estadoPublicacionLabels: Record<
  Exclude<EstadoPublicacion, 5>,
  { texto: string; color: 'green' | 'red' | 'gray' | 'blue' }
> = {
  1: { texto: 'ACTIVO', color: 'green' },
  2: { texto: 'PAUSADO', color: 'red' },
  3: { texto: 'PENDIENTE', color: 'gray' },
  4: { texto: 'EN REVISIÓN', color: 'blue' },
};

/**
 * 000 §2.7: the screens' buttons that send this machine's events, by what they do. The screens
 * show these texts and /Diagramas and docs/charts read each event as the button that sends it
 * (the registry entry's `buttons`), so a button and its transition never read differently.
 */
export const listingButtons = {
  /** Create mode: the first starts a fresh form afterwards, the second opens the listing. */
  guardarYCrear: 'Guardar y Crear',
  guardar: 'Guardar',
  publicar: 'Publicar',
  /** The seller's, and staff's with a review reason. */
  pausar: 'Pausar',
  aprobar: 'Aprobar',
  eliminar: 'Eliminar',
} as const;

export type ListingEvent =
  | { type: 'CREAR'; tipoUsuario: number }
  | { type: 'APROBAR'; tipoUsuario: number }
  | { type: 'DESAPROBAR'; tipoUsuario: number; idMotivoRevision?: number | null }
  | { type: 'PUBLICAR'; tipoUsuario: number }
  | { type: 'PAUSAR'; tipoUsuario: number }
  | { type: 'CAMBIAR_MOTIVO'; tipoUsuario: number; idMotivoRevision: number }
  | { type: 'ELIMINAR'; tipoUsuario: number };

export type ListingEventType = ListingEvent['type'];

export interface ListingInput {
  /** The stored estado; none means create mode (/Publicaciones/Nueva). */
  estado?: EstadoPublicacion | null;
}

export interface ListingContext {
  /** The stored estado the machine is in (null while the listing is not created yet). */
  estado: EstadoPublicacion | null;
  /** Messages of the last failed call, to show as toasts (000 §8). */
  errores: string[];
}

/** What every call receives: who sends it and the estado it leads to. */
export interface ListingCallInput {
  tipoUsuario: number;
  estadoDestino: EstadoPublicacion;
  idMotivoRevision: number | null;
}

/** Errors the actors throw carry the server's messages (the app's ApiError does too). */
export class ListingCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

/** 000 §8: the fallback text of each call when the server sends no messages. */
export const listingCallFailures = {
  crear: 'No pudo crearse la publicación.',
  aprobar: 'No pudo aprobarse',
  desaprobar: 'No pudo desaprobarse',
  cambiarEstado: 'No pudo modificarse el estado',
  eliminar: 'No pudo eliminarse',
} as const;

type CallId = keyof typeof listingCallFailures;

// The role groups of src/domain/roles.ts, read with the events' plain numeric tipoUsuario.
const STAFF: readonly number[] = staff;
const SELLERS: readonly number[] = sellers;

/**
 * The roles that may send each event in some estado (000 §6). Roles 5 to 8 send nothing.
 * The guards read the same lists, so a role outside them is refused in every state.
 */
export const listingRoles: Record<ListingEventType, readonly number[]> = {
  CREAR: SELLERS,
  APROBAR: STAFF,
  DESAPROBAR: STAFF,
  PUBLICAR: SELLERS,
  PAUSAR: SELLERS,
  CAMBIAR_MOTIVO: STAFF,
  ELIMINAR: [...STAFF, ...SELLERS],
};

// A reason is a number: an event without one, or with null, disapproves without a reason.
const hasReason = (event: ListingEvent) =>
  typeof (event as { idMotivoRevision?: number | null }).idMotivoRevision === 'number';

const callInput = (event: ListingEvent, estadoDestino: EstadoPublicacion): ListingCallInput => ({
  tipoUsuario: event.tipoUsuario,
  estadoDestino,
  idMotivoRevision: 'idMotivoRevision' in event ? (event.idMotivoRevision ?? null) : null,
});

/**
 * A busy state: the call `id` is in flight; its answer leads to `target` (a state id) or back
 * to the estado's `listo` with the server's messages.
 */
const call = (
  id: CallId,
  estadoDestino: EstadoPublicacion,
  target: string,
  back: string = 'listo',
) =>
  callState(
    id,
    listingCallFailures[id],
    (event: ListingEvent) => callInput(event, estadoDestino),
    target,
    // ELIMINAR is taken by `vivo`, the parent of every estado: it waits for a call in flight.
    { back, forbid: ['ELIMINAR'] },
  );

export const listingMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    // ListingInput has only optional fields, so the assertion only names the type for XState.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as ListingInput,
  },
  actors: {
    crear: notProvided<ListingCallInput>('crear'),
    aprobar: notProvided<ListingCallInput>('aprobar'),
    desaprobar: notProvided<ListingCallInput>('desaprobar'),
    cambiarEstado: notProvided<ListingCallInput>('cambiarEstado'),
    eliminar: notProvided<ListingCallInput>('eliminar'),
  },
  guards: {
    storedActivo: ({ context }) => context.estado === 1,
    storedPausado: ({ context }) => context.estado === 2,
    storedPendiente: ({ context }) => context.estado === 3,
    // Stryker disable next-line ConditionalExpression: equivalent when replaced by true: `vivo`
    // restores a stored 1 to 4 alone (storedVivo), and this last choice is reached with 4 only.
    storedEnRevision: ({ context }) => context.estado === 4,
    storedEliminado: ({ context }) => context.estado === 5,
    storedVivo: ({ context }) => context.estado !== null && context.estado !== 5,
    isStaff: ({ event }) => STAFF.includes(event.tipoUsuario),
    isSeller: ({ event }) => SELLERS.includes(event.tipoUsuario),
    // 000 §4: the list switch disapproves without a reason (activo -> pausado); the edit
    // screen's 'Pausar' for staff sends one (-> en_revision).
    isStaffWithoutReason: ({ event }) => STAFF.includes(event.tipoUsuario) && !hasReason(event),
    isStaffWithReason: ({ event }) => STAFF.includes(event.tipoUsuario) && hasReason(event),
    mayDelete: ({ event }) => listingRoles.ELIMINAR.includes(event.tipoUsuario),
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    enter: assign((_, params: { estado: EstadoPublicacion }) => ({ estado: params.estado })),
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({ estado: input.estado ?? null, errores: [] }),
  initial: 'restaurando',
  states: {
    restaurando: {
      always: [
        { guard: 'storedVivo', target: 'vivo' },
        { guard: 'storedEliminado', target: 'eliminado' },
        { target: 'nueva' },
      ],
    },
    // 000 §2.7: create mode. 'Crear Publicación' is hidden for category and admin (§2.6).
    nueva: {
      initial: 'listo',
      states: {
        listo: { on: { CREAR: { guard: 'isSeller', target: 'creando' } } },
        // DECISIONS 16: a listing created by a seller waits for staff approval.
        creando: call('crear', 3, '#listing.vivo.pendiente_activacion'),
      },
    },
    // Every estado of a listing that exists and is not eliminado: its fields and images may be
    // saved ('editable'), and it may be deleted from any of them (000 §4) once no call is in
    // flight; a failed deletion goes back to the estado it was asked in (`historia`).
    vivo: {
      tags: ['editable'],
      on: { ELIMINAR: { guard: 'mayDelete', target: '.eliminando' } },
      initial: 'restaurando',
      states: {
        restaurando: {
          always: [
            { guard: 'storedActivo', target: 'activo' },
            { guard: 'storedPausado', target: 'pausado' },
            { guard: 'storedPendiente', target: 'pendiente_activacion' },
            { guard: 'storedEnRevision', target: 'en_revision' },
          ],
        },
        activo: {
          entry: { type: 'enter', params: { estado: 1 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                DESAPROBAR: [
                  { guard: 'isStaffWithoutReason', target: 'desaprobando' },
                  { guard: 'isStaffWithReason', target: 'enviandoARevision' },
                ],
                PAUSAR: { guard: 'isSeller', target: 'pausando' },
              },
            },
            desaprobando: call('desaprobar', 2, '#listing.vivo.pausado'),
            enviandoARevision: call('desaprobar', 4, '#listing.vivo.en_revision'),
            pausando: call('cambiarEstado', 2, '#listing.vivo.pausado'),
          },
        },
        pausado: {
          entry: { type: 'enter', params: { estado: 2 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                APROBAR: { guard: 'isStaff', target: 'aprobando' },
                // 000 §4: 'Publicar' only while pausado and not in create mode.
                PUBLICAR: { guard: 'isSeller', target: 'publicando' },
              },
            },
            aprobando: call('aprobar', 1, '#listing.vivo.activo'),
            publicando: call('cambiarEstado', 1, '#listing.vivo.activo'),
          },
        },
        pendiente_activacion: {
          entry: { type: 'enter', params: { estado: 3 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                APROBAR: { guard: 'isStaff', target: 'aprobando' },
                DESAPROBAR: { guard: 'isStaffWithReason', target: 'enviandoARevision' },
              },
            },
            aprobando: call('aprobar', 1, '#listing.vivo.activo'),
            enviandoARevision: call('desaprobar', 4, '#listing.vivo.en_revision'),
          },
        },
        en_revision: {
          entry: { type: 'enter', params: { estado: 4 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                APROBAR: { guard: 'isStaff', target: 'aprobando' },
                // 000 §4: the review reason is selectable only by staff while en_revision.
                CAMBIAR_MOTIVO: { guard: 'isStaff', target: 'cambiandoMotivo' },
              },
            },
            aprobando: call('aprobar', 1, '#listing.vivo.activo'),
            cambiandoMotivo: call('cambiarEstado', 4, 'listo'),
          },
        },
        eliminando: call('eliminar', 5, '#listing.eliminado', 'historia'),
        historia: { type: 'history' },
      },
    },
    eliminado: {
      type: 'final',
      entry: { type: 'enter', params: { estado: 5 } },
    },
  },
});

export type ListingMachine = typeof listingMachine;

const stored = storedWorkflow(listingMachine, {
  rolesOf: (event: ListingEvent) => listingRoles[event.type],
  senderOf: (event: ListingEvent) => event.tipoUsuario,
});

/**
 * What the server answers before it writes (DECISIONS 4): 'rol' (403) when the sender's role
 * may never send the event, 'estado' (409) when the stored estado forbids it, else 'ok'.
 */
export function listingDecision(
  estado: EstadoPublicacion | null,
  event: ListingEvent,
): 'ok' | 'rol' | 'estado' {
  return stored.decision({ estado }, event);
}

/**
 * The estado the listing ends in when the event's call succeeds (for the write and its audit
 * row), or null when the event is not allowed there. Read from the machine's own targets.
 */
export function listingOutcome(
  estado: EstadoPublicacion | null,
  event: ListingEvent,
): EstadoPublicacion | null {
  const after = stored.after({ estado }, event);
  return after === null ? null : (after.context as ListingContext).estado;
}

/**
 * Whether a stored listing's fields and images may be saved (the states tagged `editable`:
 * every estado of a listing that exists and is not eliminado). Who may save which field is the
 * form's and the API's rule; this is the state's.
 */
export function listingEditable(estado: EstadoPublicacion | null): boolean {
  // No estado restores to create mode (`nueva`), which is not tagged editable.
  return stored.restore({ estado }).hasTag('editable');
}

/** 000 §8 has no text for saving an eliminated listing: the server's 409. */
export const listingNotEditable = listingMessages.eliminated;

/**
 * The event a request to set an estado means (PUT /api/Publicaciones {idPublicacion, estado}
 * and CambiarEstadoPublicacionBulk). Null: no event leads there (3 is only reached by
 * creating; 4 needs a review reason) and the server answers 400. `estadoActual` tells a
 * change of review reason (4 while en_revision) from a move to en_revision.
 */
export function eventForEstado(
  estadoDestino: number,
  tipoUsuario: number,
  idMotivoRevision?: number | null,
  estadoActual?: EstadoPublicacion | null,
): ListingEvent | null {
  const staff = STAFF.includes(tipoUsuario);
  switch (estadoDestino) {
    case 1:
      return { type: staff ? 'APROBAR' : 'PUBLICAR', tipoUsuario };
    case 2:
      return staff ? { type: 'DESAPROBAR', tipoUsuario } : { type: 'PAUSAR', tipoUsuario };
    case 4:
      // Only staff choose a review reason: anyone else gets the event, and then its 403.
      if (!staff)
        return { type: 'DESAPROBAR', tipoUsuario, idMotivoRevision: idMotivoRevision ?? null };
      if (typeof idMotivoRevision !== 'number') return null;
      return estadoActual === 4
        ? { type: 'CAMBIAR_MOTIVO', tipoUsuario, idMotivoRevision }
        : { type: 'DESAPROBAR', tipoUsuario, idMotivoRevision };
    case 5:
      return { type: 'ELIMINAR', tipoUsuario };
    default:
      return null;
  }
}

/**
 * 000 §4, the seller's 'Pausar' on the edit screen: hidden when en_revision or
 * pendiente_activacion (and with nothing to pause: create mode, eliminado), disabled when
 * already pausado; enabled when the machine takes PAUSAR.
 */
export function sellerPauseVisibility(
  estado: EstadoPublicacion | null,
): 'oculto' | 'deshabilitado' | 'habilitado' {
  if (estado === null || estado === 3 || estado === 4 || estado === 5) return 'oculto';
  return listingDecision(estado, { type: 'PAUSAR', tipoUsuario: 4 }) === 'ok'
    ? 'habilitado'
    : 'deshabilitado';
}

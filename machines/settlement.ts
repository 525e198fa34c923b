// 002 §2 (Settlements), §4 (Settlement), §5, §6 and DECISIONS 19-26: the life of a settlement,
// how a seller gets paid. Staff pick a seller's eligible orders and novedades and create a
// draft (2 En Preparación), change what it holds while it is a draft (save, status 2),
// accounting calculates its withholdings and perceptions and confirms it with the invoice
// (3 Liquidada: its novedades become Liquidada in the same transaction), and a draft can be
// cancelled ('Anulación Liquidación'), which marks it deleted (kept for audit) and frees its
// orders and novedades (DECISIONS 19). A confirmed settlement is final: the seller has been
// paid against its invoice, and its novedades are final too (DECISIONS 20).
//
// One machine for every role: each user event carries the sender's tipoUsuario and the guards
// read it. The screens ask `snapshot.can(event)` for each button; the server restores the
// stored settlement (`settlementDecision`) before it writes. Pure: the calls are actors the app
// provides.
//
// Roles (002 §6, DECISIONS 19): types 1 and 2 create and save drafts and cancel them; type 8
// (accounting) calculates and confirms. 002 §6 also lists cancelling for type 3 ('can cancel';
// the button is 'shown to everyone except type 8') and 'Calcular Percepcion Retencion' for type
// 4, but both act on a draft only: a confirmed settlement is final (DECISIONS 19, 20; confirming
// changes no amount, so nothing is left to recalculate), and types 3 and 4 'see only their own
// settlements with status 3' (002 §6), so a seller never sees a draft (the server answers 404).
// A role that can never reach the state its event needs is no role for it: ANULAR is staff's
// (1, 2) and CALCULAR accounting's (8), and the server, which asks this machine, answers 403
// to a seller, whatever the settlement; openapi/settlements.yaml says so, and why, on each call.
//
// Calls (invoke ids; each answers `xstate.done.actor.<id>` / `xstate.error.actor.<id>`), all
// with the input `SettlementCallInput`:
// - crear: POST /api/Liquidaciones/CrearLiquidacionFinal (CREAR, status 2).
// - guardar: PUT /api/Liquidaciones/EditarLiquidacion (GUARDAR, status 2).
// - calcular: POST /api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion (CALCULAR).
// - confirmar: PUT /api/Liquidaciones/ConfirmarLiquidacion (CONFIRMAR).
// - anular: PUT /api/Liquidaciones/EliminarLiquidacion (ANULAR).
import { assign, setup } from 'xstate';
import { callState, notProvided } from './calls.ts';
import { TipoUsuario, staff } from '../src/domain/roles.ts';
import { storedWorkflow } from './stored.ts';

/** 002 §4, DECISIONS 19: 2 En Preparación (draft), 3 Liquidada (confirmed). */
export type IdEstadoLiquidacion = 2 | 3;

export const EstadoLiquidacion = { enPreparacion: 2, liquidada: 3 } as const;

/** 002 §4: the list shows 'Liquidada' for any id other than 2, otherwise 'En Preparación'. */
export const estadoLiquidacionLabels: Record<IdEstadoLiquidacion, string> = {
  2: 'En Preparación',
  3: 'Liquidada',
};

type Sent<T extends string> = { type: T; tipoUsuario: number };

/**
 * 002 §2, §4: the screens' buttons that send this machine's events, by what they do. The screens
 * show these texts and /Diagramas and docs/charts read each event as the button that sends it
 * (the registry entry's `buttons`), so a button and its transition never read differently.
 */
export const settlementButtons = {
  crearBorrador: 'Crear Borrador',
  guardar: 'Guardar',
  calcular: 'Calcular Percepcion Retencion',
  confirmar: 'Confirmar Liquidacion',
  /** Opens its confirmation, whose 'Anular' sends the event. */
  anular: 'Anulación Liquidación',
} as const;

export type SettlementUserEvent =
  Sent<'CREAR'> | Sent<'GUARDAR'> | Sent<'CALCULAR'> | Sent<'CONFIRMAR'> | Sent<'ANULAR'>;

export type SettlementEvent = SettlementUserEvent;

export interface SettlementInput {
  /** The stored state; absent: a settlement not created yet (/Liquidaciones/Nueva). */
  idEstado?: IdEstadoLiquidacion;
  /** Cancelled (DECISIONS 19: marked deleted, kept for audit). */
  eliminada?: boolean;
}

export interface SettlementContext {
  /** Null until the draft is created. */
  idEstado: IdEstadoLiquidacion | null;
  eliminada: boolean;
  /** Messages of the last failed call, to show as toasts. */
  errores: string[];
}

/** What every call receives: who sends it and the state it leads to. */
export interface SettlementCallInput {
  tipoUsuario: number;
  idEstadoDestino: IdEstadoLiquidacion;
}

/** Errors the actors throw carry the server's messages (the app's ApiError does too). */
export class SettlementCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

/** 002 §8: the fallbacks of each call. */
export const settlementCallFailures = {
  crear: 'No pudimos crear el borrador de liquidación',
  guardar: 'No pudimos actualizar la liquidacion',
  calcular: 'No pudo calcularse',
  confirmar: 'No pudo confirmarse',
  anular: 'No pudimos eliminar la liquidación',
} as const;

/** 002 §8: the successes of each call. */
export const settlementCallSuccesses = {
  crear: 'El borrador de liquidacion fue creado con éxito.',
  guardar: 'La liquidacion fue actualizada con exito.',
  confirmar: 'La liquidacion fue confirmada con exito.',
  anular: 'La liquidación fue eliminada con éxito',
} as const;

/**
 * 002 §8 lists two more successes beside those: where the screen returns to the list after
 * creating or cancelling a settlement, the list says which one was created or deleted.
 */
export const settlementListNotices = {
  creada: 'La liquidacion fue creada con éxito.',
  eliminada: 'La liquidacion fue eliminada con exito',
} as const;

/** 002 §4: the label of status 3 where the settlement itself is shown ('Liquidada' in lists). */
export const LIQUIDACION_CONFIRMADA = 'Liquidación Confirmada';

type CallId = keyof typeof settlementCallFailures;

const { contable } = TipoUsuario;

/** 002 §6: who may send each event (in some state). */
export const settlementRoles: Record<SettlementUserEvent['type'], readonly number[]> = {
  CREAR: staff,
  GUARDAR: staff,
  CALCULAR: [contable],
  CONFIRMAR: [contable],
  ANULAR: staff,
};

const call = (id: CallId, idEstadoDestino: IdEstadoLiquidacion, target: string) =>
  callState(
    id,
    settlementCallFailures[id],
    (event: SettlementEvent): SettlementCallInput => ({
      tipoUsuario: event.tipoUsuario,
      idEstadoDestino,
    }),
    target,
  );

const may =
  (type: SettlementUserEvent['type']) =>
  ({ event }: { event: SettlementEvent }) =>
    settlementRoles[type].includes(event.tipoUsuario);

export const settlementMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as SettlementContext,
    events: {} as SettlementEvent,
    // SettlementInput has only optional fields, so the assertion only names the type for XState.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SettlementInput,
  },
  actors: {
    crear: notProvided<SettlementCallInput>('crear'),
    guardar: notProvided<SettlementCallInput>('guardar'),
    calcular: notProvided<SettlementCallInput>('calcular'),
    confirmar: notProvided<SettlementCallInput>('confirmar'),
    anular: notProvided<SettlementCallInput>('anular'),
  },
  guards: {
    storedEliminada: ({ context }) => context.eliminada,
    storedBorrador: ({ context }) => context.idEstado === 2,
    storedLiquidada: ({ context }) => context.idEstado === 3,
    mayCreate: may('CREAR'),
    maySave: may('GUARDAR'),
    mayCalculate: may('CALCULAR'),
    mayConfirm: may('CONFIRMAR'),
    mayCancel: may('ANULAR'),
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    enter: assign((_, params: { idEstado: IdEstadoLiquidacion }) => ({
      idEstado: params.idEstado,
    })),
    markDeleted: assign({ eliminada: true }),
  },
}).createMachine({
  id: 'settlement',
  context: ({ input }) => ({
    idEstado: input.idEstado ?? null,
    eliminada: input.eliminada ?? false,
    errores: [],
  }),
  initial: 'restaurando',
  states: {
    restaurando: {
      always: [
        { guard: 'storedEliminada', target: 'eliminada' },
        { guard: 'storedBorrador', target: 'borrador' },
        { guard: 'storedLiquidada', target: 'liquidada' },
        { target: 'nueva' },
      ],
    },
    // /Liquidaciones/Nueva: eligible orders and novedades chosen, nothing stored yet.
    nueva: {
      initial: 'listo',
      states: {
        listo: { on: { CREAR: { guard: 'mayCreate', target: 'creando' } } },
        creando: call('crear', 2, '#settlement.borrador'),
      },
    },
    // 002 §4: 'Liquidación pendiente de confirmar'.
    borrador: {
      entry: { type: 'enter', params: { idEstado: 2 } },
      initial: 'listo',
      states: {
        listo: {
          on: {
            GUARDAR: { guard: 'maySave', target: 'guardando' },
            CALCULAR: { guard: 'mayCalculate', target: 'calculando' },
            CONFIRMAR: { guard: 'mayConfirm', target: 'confirmando' },
            ANULAR: { guard: 'mayCancel', target: 'anulando' },
          },
        },
        guardando: call('guardar', 2, 'listo'),
        calculando: call('calcular', 2, 'listo'),
        confirmando: call('confirmar', 3, '#settlement.liquidada'),
        anulando: call('anular', 2, '#settlement.eliminada'),
      },
    },
    // Final: confirmed against its invoice (the invoice fields are disabled).
    liquidada: { entry: { type: 'enter', params: { idEstado: 3 } } },
    // Final: cancelled, kept for audit; its orders and novedades are free again.
    eliminada: { entry: 'markDeleted' },
  },
});

export type SettlementMachine = typeof settlementMachine;

const stored = storedWorkflow(settlementMachine, {
  rolesOf: (event: SettlementEvent) => settlementRoles[event.type],
  senderOf: (event: SettlementEvent) => event.tipoUsuario,
});

/**
 * What the server answers before it writes (DECISIONS 4): 'rol' (403) when the sender's role
 * may never send the event, 'estado' (409) when the stored state forbids it, else 'ok'.
 */
export function settlementDecision(
  settlement: SettlementInput,
  event: SettlementEvent,
): 'ok' | 'rol' | 'estado' {
  return stored.decision(settlement, event);
}

/** Where the settlement ends when the event's call succeeds, or null when not allowed. */
export function settlementOutcome(
  settlement: SettlementInput,
  event: SettlementEvent,
): { idEstado: IdEstadoLiquidacion | null; eliminada: boolean } | null {
  const after = stored.after(settlement, event);
  if (after === null) return null;
  const { idEstado, eliminada } = after.context as SettlementContext;
  return { idEstado, eliminada };
}

/** The machine at a stored settlement (a screen asks it which buttons it shows). */
export function restoreSettlement(settlement: SettlementInput) {
  return stored.restore(settlement);
}

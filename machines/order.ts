// 001 §2.1, §4 (Order statuses), §5, §6 and DECISIONS 18: the status of a sales order and who
// may change it. One machine for every role: each user event carries the sender's tipoUsuario
// and the guards read it. The order's Estados tab asks `snapshot.can(event)` to show or enable a
// button; the server restores the stored order (`orderDecision`) before it writes, so a hidden
// button and a 409/403 never disagree. Pure: the calls are actors the app provides.
//
// Two regions, because the order has two statuses that change independently:
// - `estado`: 1 pendiente, 2 facturado, 3 solicitarAnulacion, 4 entregado, 5 anulado (001 §4);
// - `venta`: the internal sale status, Aprobado or Anulado (the marketplace's cancellation, the
//   switch of Datos comprador).
//
// Calls (invoke ids; each answers `xstate.done.actor.<id>` / `xstate.error.actor.<id>`), all
// with the input `OrderCallInput`:
// - subirFactura, subirNotaCredito: POST /api/Ordenes/Comprobante (an invoice, idEstado 2;
//   a credit note, idEstado 5, for SUBIR_NOTA_CREDITO).
// - eliminarComprobante: DELETE /api/Ordenes/Comprobante (ELIMINAR_FACTURA,
//   ELIMINAR_NOTA_CREDITO).
// - solicitarAnulacion: POST /api/Ordenes/SolicitudAnulacion (SOLICITAR_ANULACION).
// - decidirAnulacion: POST /api/Ordenes/AnulacionReversion (ANULAR_CON_DEVOLUCION,
//   ANULAR_SIN_DEVOLUCION, RECHAZAR_SOLICITUD).
// - entregar: POST /api/Ordenes/Entregada (ENTREGAR).
// - cambiarEstadoVenta: POST /api/Ordenes/AnularEstadoVenta or AprobarEstadoVenta (ANULAR_VENTA,
//   APROBAR_VENTA).
import { and, assign, not, setup, stateIn } from 'xstate';
import { callState, notProvided } from './calls.ts';
import { TipoUsuario, sellers, staff } from '../src/domain/roles.ts';
import { storedWorkflow } from './stored.ts';

/** DECISIONS 18: 1 pendiente, 2 facturado, 3 solicitarAnulacion, 4 entregado, 5 anulado. */
export type IdEstadoOrden = 1 | 2 | 3 | 4 | 5;

export const EstadoOrden = {
  pendiente: 1,
  facturado: 2,
  solicitarAnulacion: 3,
  entregado: 4,
  anulado: 5,
} as const;

/** 001 §4: the status labels (entregado has none in the spec: 'ENTREGADO'). */
export const estadoOrdenLabels: Record<IdEstadoOrden, string> = {
  1: 'PENDIENTE',
  2: 'FACTURADO',
  3: 'SOLICITUD ANULACION',
  4: 'ENTREGADO',
  5: 'ANULADO',
};

/**
 * 001 §2.1, §4, §5: the screens' buttons that send this machine's events, by what they do. The screens
 * show these texts and /Diagramas and docs/charts read each event as the button that sends it
 * (the registry entry's `buttons`), so a button and its transition never read differently.
 */
export const orderButtons = {
  facturar: 'Cambiar a Facturado',
  anular: 'Anular orden',
  /** An order already anulado (by its request's decision) only gets its credit note. */
  cargarNotaCredito: 'Cargar nota de crédito',
  /** Beside the invoice or the credit note. */
  eliminarComprobante: 'Eliminar',
  solicitarAnulacion: 'Solicitar anulación',
  anularConDevolucion: 'Anular con devolución',
  anularSinDevolucion: 'Anular sin devolución',
  rechazarSolicitud: 'Rechazar solicitud',
  entregar: 'Marcar como entregada',
} as const;

type Sent<T extends string> = { type: T; tipoUsuario: number };

export type OrderUserEvent =
  | Sent<'SUBIR_FACTURA'>
  | Sent<'ELIMINAR_FACTURA'>
  | Sent<'SUBIR_NOTA_CREDITO'>
  | Sent<'ELIMINAR_NOTA_CREDITO'>
  | Sent<'SOLICITAR_ANULACION'>
  | Sent<'ANULAR_CON_DEVOLUCION'>
  | Sent<'ANULAR_SIN_DEVOLUCION'>
  | Sent<'RECHAZAR_SOLICITUD'>
  | Sent<'ENTREGAR'>
  | Sent<'ANULAR_VENTA'>
  | Sent<'APROBAR_VENTA'>;

export type OrderEvent = OrderUserEvent;
export type OrderEventType = OrderEvent['type'];

/** What the machine reads of a stored order. */
export interface OrderInput {
  /** The stored status (default 1). */
  idEstado?: IdEstadoOrden;
  /** The internal sale status is Anulado (cancelled by the marketplace). */
  anuladaPorMarket?: boolean;
  /** An invoice PDF is stored for the order. */
  tieneFactura?: boolean;
  /** A credit-note PDF is stored for the order. */
  tieneNotaCredito?: boolean;
  /** The stored cancellation request names a reason (001 §5). */
  solicitudConMotivo?: boolean;
  /** More than 7 days passed since the order entered facturado (DECISIONS 18). */
  fueraDeVentana?: boolean;
  /** The seller ships its orders itself (envioPropio). */
  envioPropio?: boolean;
  /**
   * Anulado by the decision on its cancellation request (with or without refund), not by a
   * credit note: deleting a credit note added later leaves it anulado.
   */
  anuladaPorSolicitud?: boolean;
}

export type OrderContext = Required<OrderInput> & {
  /** Messages of the last failed call, to show as toasts (001 §8). */
  errores: string[];
};

/** What every call receives: who sends it, the event, and the status it leads to. */
export interface OrderCallInput {
  tipoUsuario: number;
  evento: OrderEventType;
  /** The status the order is in when the call succeeds (the document's idEstado for uploads). */
  idEstadoDestino: IdEstadoOrden;
}

/** Errors the actors throw carry the server's messages (the app's ApiError does too). */
export class OrderCallError extends Error {
  constructor(readonly errores: string[]) {
    super(errores.join(' '));
  }
}

/** 001 §8 (Orders): the fallback text of each call when the server sends no messages. */
export const orderCallFailures = {
  subirFactura: 'No se pudo actualizar el estado de la orden',
  eliminarFactura: 'No se pudo actualizar el estado de la orden',
  subirNotaCredito: 'No se pudo actualizar el estado de la orden',
  eliminarNotaCredito: 'No se pudo actualizar el estado de la orden',
  solicitarAnulacion: 'No se pudo enviar la solicitud',
  decidirAnulacion: 'No se pudo actualizar el estado de la orden',
  entregar: 'No se pudo actualizar el estado de la orden',
  anularVenta: 'No se pudo actualizar el estado interno',
  aprobarVenta: 'No se pudo actualizar el estado interno',
} as const;

type CallId = keyof typeof orderCallFailures;

const { category: CATEGORY, adminMod: ADMIN, sellerAdmin: SELLER_ADMIN } = TipoUsuario;
const STAFF: readonly number[] = staff;
const SELLERS: readonly number[] = sellers;
/** 001 §6: the decision buttons and the cancellation request. */
const DECIDERS: readonly number[] = [CATEGORY, ADMIN, SELLER_ADMIN];
/** 001 §6: 'Cambiar a Facturado' is the deciders' and the seller's. */
const INVOICERS: readonly number[] = [...STAFF, ...SELLERS];

/**
 * The roles that may send each event in some state (001 §6). The guards read the same lists,
 * so a role outside them is refused (403) in every state. Read-only, supplier and accounting
 * users send nothing.
 */
export const orderRoles: Record<OrderEventType, readonly number[]> = {
  SUBIR_FACTURA: INVOICERS,
  ELIMINAR_FACTURA: INVOICERS,
  // 'Anular orden': category and admin moderator only.
  SUBIR_NOTA_CREDITO: STAFF,
  ELIMINAR_NOTA_CREDITO: STAFF,
  SOLICITAR_ANULACION: DECIDERS,
  ANULAR_CON_DEVOLUCION: DECIDERS,
  ANULAR_SIN_DEVOLUCION: DECIDERS,
  RECHAZAR_SOLICITUD: DECIDERS,
  // Not shown in the spec: staff mark an order delivered, and so do the seller's users when
  // the seller ships itself (the 'mayDeliver' guard).
  ENTREGAR: INVOICERS,
  // Not shown in the spec: the internal sale status is the marketplace's, so staff's.
  ANULAR_VENTA: STAFF,
  APROBAR_VENTA: STAFF,
};

const may = (type: OrderEventType) => (args: { event: OrderEvent }) =>
  orderRoles[type].includes(args.event.tipoUsuario);

/** 001 §5 and DECISIONS 18: the texts of the guards on what is stored (409 and buttons). */
export const orderRefusals = {
  fueraDeVentana: 'No puede subir / eliminar la factura pasados los 7 dias de facturado',
  sinMotivo: 'La solicitud de anulacion no tiene motivo',
  ventaAnulada: 'La venta está anulada por el marketplace: no admite cambios de estado.',
  sinEnvioPropio: 'Solo el marketplace marca entregadas las órdenes que no envía el seller.',
} as const;

/**
 * What the machine learns of the order when a call succeeds (the answer's event type): the
 * states it enters read it, so that the next event is decided as the server will decide it.
 */
const learned: Record<string, Partial<OrderInput>> = {
  'xstate.done.actor.subirFactura': { tieneFactura: true, fueraDeVentana: false },
  'xstate.done.actor.eliminarFactura': { tieneFactura: false },
  'xstate.done.actor.subirNotaCredito': { tieneNotaCredito: true },
  'xstate.done.actor.eliminarNotaCredito': { tieneNotaCredito: false },
  'xstate.done.actor.solicitarAnulacion': { solicitudConMotivo: true },
  'xstate.done.actor.decidirAnulacion': { solicitudConMotivo: false },
  'xstate.done.actor.anularVenta': { anuladaPorMarket: true },
  'xstate.done.actor.aprobarVenta': { anuladaPorMarket: false },
};

/**
 * A busy state: the call `id` is in flight; its answer leads to `target` (a state id) or back
 * to `listo` with the server's messages.
 */
// Generic in the id, so that each busy state names one call (a union of nine ids would be
// checked against XState's union of invoke configs in more combinations than TypeScript tries).
const call = <Id extends CallId>(id: Id, idEstadoDestino: IdEstadoOrden, target: string) =>
  callState(
    id,
    orderCallFailures[id],
    (event: OrderEvent): OrderCallInput => ({
      tipoUsuario: event.tipoUsuario,
      evento: event.type,
      idEstadoDestino,
    }),
    target,
  );

export const orderMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, types only (nothing of it at run time).
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    // OrderInput has only optional fields, so the assertion only names the type for XState.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as OrderInput,
  },
  actors: {
    subirFactura: notProvided<OrderCallInput>('subirFactura'),
    eliminarFactura: notProvided<OrderCallInput>('eliminarFactura'),
    subirNotaCredito: notProvided<OrderCallInput>('subirNotaCredito'),
    eliminarNotaCredito: notProvided<OrderCallInput>('eliminarNotaCredito'),
    solicitarAnulacion: notProvided<OrderCallInput>('solicitarAnulacion'),
    decidirAnulacion: notProvided<OrderCallInput>('decidirAnulacion'),
    entregar: notProvided<OrderCallInput>('entregar'),
    anularVenta: notProvided<OrderCallInput>('anularVenta'),
    aprobarVenta: notProvided<OrderCallInput>('aprobarVenta'),
  },
  guards: {
    storedFacturado: ({ context }) => context.idEstado === 2,
    storedSolicitud: ({ context }) => context.idEstado === 3,
    storedEntregado: ({ context }) => context.idEstado === 4,
    storedAnulado: ({ context }) => context.idEstado === 5,
    storedVentaAnulada: ({ context }) => context.anuladaPorMarket,
    mayInvoice: may('SUBIR_FACTURA'),
    mayCreditNote: may('SUBIR_NOTA_CREDITO'),
    mayDecide: may('SOLICITAR_ANULACION'),
    mayChangeSale: may('ANULAR_VENTA'),
    // Staff always; the seller's users when the seller ships itself.
    mayDeliver: ({ context, event }) =>
      STAFF.includes(event.tipoUsuario) ||
      (SELLERS.includes(event.tipoUsuario) && context.envioPropio),
    dentroDeVentana: ({ context }) => !context.fueraDeVentana,
    conMotivo: ({ context }) => context.solicitudConMotivo,
    tieneFactura: ({ context }) => context.tieneFactura,
    tieneNotaCredito: ({ context }) => context.tieneNotaCredito,
    anuladaPorSolicitud: ({ context }) => context.anuladaPorSolicitud,
    ventaAprobada: stateIn('#order.venta.aprobada'),
  },
  actions: {
    clearErrors: assign({ errores: [] }),
    showErrors: assign((_, params: { errores: string[] }) => ({ errores: params.errores })),
    enter: assign(({ context, event }, params: { idEstado: IdEstadoOrden }) => ({
      ...learned[event.type],
      idEstado: params.idEstado,
      // Anulado by the request's decision, and still so while it stays anulado (a credit note
      // added or deleted later); anulado by a credit note otherwise. Only anulado keeps it true:
      // every other state's entry sets it false, and a restore enters one of them first.
      anuladaPorSolicitud:
        params.idEstado === 5 &&
        ((event.type as string) === 'xstate.done.actor.decidirAnulacion' ||
          context.anuladaPorSolicitud),
    })),
    learn: assign(({ event }) => learned[event.type] ?? {}),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({
    idEstado: input.idEstado ?? 1,
    anuladaPorMarket: input.anuladaPorMarket ?? false,
    tieneFactura: input.tieneFactura ?? false,
    tieneNotaCredito: input.tieneNotaCredito ?? false,
    solicitudConMotivo: input.solicitudConMotivo ?? false,
    fueraDeVentana: input.fueraDeVentana ?? false,
    envioPropio: input.envioPropio ?? false,
    anuladaPorSolicitud: input.anuladaPorSolicitud ?? false,
    errores: [],
  }),
  type: 'parallel',
  states: {
    estado: {
      initial: 'restaurando',
      states: {
        restaurando: {
          always: [
            { guard: 'storedFacturado', target: 'facturado' },
            { guard: 'storedSolicitud', target: 'solicitudAnulacion' },
            { guard: 'storedEntregado', target: 'entregado' },
            { guard: 'storedAnulado', target: 'anulado' },
            { target: 'pendiente' },
          ],
        },
        pendiente: {
          entry: { type: 'enter', params: { idEstado: 1 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                // 'Cambiar a Facturado', disabled when the sale is annulled (001 §4).
                SUBIR_FACTURA: {
                  guard: and(['mayInvoice', 'ventaAprobada']),
                  target: 'facturando',
                },
                SOLICITAR_ANULACION: { guard: 'mayDecide', target: 'solicitando' },
              },
            },
            facturando: call('subirFactura', 2, '#order.estado.facturado'),
            solicitando: call('solicitarAnulacion', 3, '#order.estado.solicitudAnulacion'),
          },
        },
        facturado: {
          entry: { type: 'enter', params: { idEstado: 2 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                ELIMINAR_FACTURA: {
                  guard: and(['mayInvoice', 'dentroDeVentana']),
                  target: 'eliminandoFactura',
                },
                // 'Anular orden': a credit note, staff only.
                SUBIR_NOTA_CREDITO: {
                  guard: and(['mayCreditNote', 'dentroDeVentana']),
                  target: 'anulando',
                },
                SOLICITAR_ANULACION: { guard: 'mayDecide', target: 'solicitando' },
                ENTREGAR: { guard: and(['mayDeliver', 'ventaAprobada']), target: 'entregando' },
              },
            },
            eliminandoFactura: call('eliminarFactura', 1, '#order.estado.pendiente'),
            anulando: call('subirNotaCredito', 5, '#order.estado.anulado'),
            solicitando: call('solicitarAnulacion', 3, '#order.estado.solicitudAnulacion'),
            entregando: call('entregar', 4, '#order.estado.entregado'),
          },
        },
        solicitudAnulacion: {
          entry: { type: 'enter', params: { idEstado: 3 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                // 001 §5: refund or no refund need the request's reason.
                ANULAR_CON_DEVOLUCION: {
                  guard: and(['mayDecide', 'conMotivo']),
                  target: 'devolviendo',
                },
                ANULAR_SIN_DEVOLUCION: {
                  guard: and(['mayDecide', 'conMotivo']),
                  target: 'anulandoSinDevolucion',
                },
                // 001 §4: rejected, back to pending; an invoiced order goes back to facturado
                // (its invoice is still there).
                RECHAZAR_SOLICITUD: [
                  { guard: and(['mayDecide', 'tieneFactura']), target: 'rechazandoFacturada' },
                  { guard: and(['mayDecide', not('tieneFactura')]), target: 'rechazando' },
                ],
              },
            },
            devolviendo: call('decidirAnulacion', 5, '#order.estado.anulado'),
            anulandoSinDevolucion: call('decidirAnulacion', 5, '#order.estado.anulado'),
            rechazando: call('decidirAnulacion', 1, '#order.estado.pendiente'),
            rechazandoFacturada: call('decidirAnulacion', 2, '#order.estado.facturado'),
          },
        },
        // Delivered: nothing changes it any more.
        entregado: {
          entry: { type: 'enter', params: { idEstado: 4 } },
        },
        anulado: {
          entry: { type: 'enter', params: { idEstado: 5 } },
          initial: 'listo',
          states: {
            listo: {
              on: {
                // Not shown in the spec: an invoiced order anulado by its request's decision
                // gets the credit note that offsets its invoice (within the 7-day window).
                SUBIR_NOTA_CREDITO: {
                  guard: and([
                    'mayCreditNote',
                    'tieneFactura',
                    not('tieneNotaCredito'),
                    'dentroDeVentana',
                  ]),
                  target: 'subiendoNota',
                },
                // Back to facturado when the invoice is still there, else to pendiente; an
                // order anulado by its request stays anulado.
                ELIMINAR_NOTA_CREDITO: [
                  {
                    guard: and([
                      'mayCreditNote',
                      'tieneNotaCredito',
                      'dentroDeVentana',
                      'anuladaPorSolicitud',
                    ]),
                    target: 'eliminandoNotaDeAnulada',
                  },
                  {
                    guard: and([
                      'mayCreditNote',
                      'tieneNotaCredito',
                      'dentroDeVentana',
                      'tieneFactura',
                    ]),
                    target: 'eliminandoNotaFacturada',
                  },
                  {
                    guard: and([
                      'mayCreditNote',
                      'tieneNotaCredito',
                      'dentroDeVentana',
                      not('tieneFactura'),
                    ]),
                    target: 'eliminandoNota',
                  },
                ],
              },
            },
            // The answer enters anulado again (calls.ts: a target above the busy state is
            // re-entered), whose entry learns the credit note added or deleted.
            subiendoNota: call('subirNotaCredito', 5, '#order.estado.anulado'),
            eliminandoNotaDeAnulada: call('eliminarNotaCredito', 5, '#order.estado.anulado'),
            eliminandoNotaFacturada: call('eliminarNotaCredito', 2, '#order.estado.facturado'),
            eliminandoNota: call('eliminarNotaCredito', 1, '#order.estado.pendiente'),
          },
        },
      },
    },
    // The internal sale status (001 §4): the switch of Datos comprador.
    venta: {
      initial: 'restaurando',
      states: {
        restaurando: {
          always: [{ guard: 'storedVentaAnulada', target: 'anulada' }, { target: 'aprobada' }],
        },
        aprobada: {
          entry: 'learn',
          initial: 'listo',
          states: {
            listo: { on: { ANULAR_VENTA: { guard: 'mayChangeSale', target: 'anulando' } } },
            anulando: call('anularVenta', 5, '#order.venta.anulada'),
          },
        },
        anulada: {
          entry: 'learn',
          initial: 'listo',
          states: {
            listo: { on: { APROBAR_VENTA: { guard: 'mayChangeSale', target: 'aprobando' } } },
            aprobando: call('aprobarVenta', 1, '#order.venta.aprobada'),
          },
        },
      },
    },
  },
});

export type OrderMachine = typeof orderMachine;

const stored = storedWorkflow(orderMachine, {
  rolesOf: (event: OrderEvent) => orderRoles[event.type],
  senderOf: (event: OrderEvent) => event.tipoUsuario,
  reasons: [
    {
      relax: (input) => ({ ...input, fueraDeVentana: false }),
      message: orderRefusals.fueraDeVentana,
    },
    {
      relax: (input) => ({ ...input, solicitudConMotivo: true }),
      message: orderRefusals.sinMotivo,
    },
    {
      relax: (input) => ({ ...input, anuladaPorMarket: false }),
      message: orderRefusals.ventaAnulada,
    },
    { relax: (input) => ({ ...input, envioPropio: true }), message: orderRefusals.sinEnvioPropio },
  ],
});

/**
 * What the server answers before it writes (DECISIONS 4): 'rol' (403) when the sender's role
 * may never send the event, 'estado' (409) when the stored order forbids it, else 'ok'.
 */
export function orderDecision(order: OrderInput, event: OrderEvent): 'ok' | 'rol' | 'estado' {
  return stored.decision(order, event);
}

/** Why the stored order refuses the event, when a guard on what is stored says it; else null. */
export function orderRefusal(order: OrderInput, event: OrderEvent): string | null {
  return stored.refusal(order, event);
}

/**
 * What the order is when the event's call succeeds (its status and what the machine knows),
 * or null when the event is not allowed there. Read from the machine's own targets.
 */
export function orderOutcome(order: OrderInput, event: OrderEvent): OrderContext | null {
  const after = stored.after(order, event);
  return after === null ? null : (after.context as OrderContext);
}

/** The machine at a stored order (for screens that ask several events at once). */
export function restoreOrder(order: OrderInput) {
  return stored.restore(order);
}

/** The 7-day window of DECISIONS 18, from the moment the order entered facturado. */
export const INVOICE_WINDOW_MS = 7 * 24 * 3_600_000;

/** Whether the window to upload or delete documents has closed at `now`. */
export function invoiceWindowClosed(fechaFacturacion: Date | string | null, now: Date): boolean {
  if (fechaFacturacion === null) return false;
  return now.getTime() - new Date(fechaFacturacion).getTime() > INVOICE_WINDOW_MS;
}

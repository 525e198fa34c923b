// The order machine's registry entry (001 §2.1, §4, §5, §6; DECISIONS 18): how the model-based
// tests explore it, how analysts play it on /Diagramas, and its test models. Listed in
// machines/index.ts.
import type { EventObject } from 'xstate';
import {
  buttonLabels,
  type MachineModel,
  type MachineSimulation,
  type RegisteredMachine,
} from '../registry.ts';
import {
  OrderCallError,
  orderCallFailures,
  orderButtons,
  orderMachine,
  orderRoles,
  type OrderEventType,
  type OrderUserEvent,
} from '../order.ts';

// 001 §6: category (1), admin moderator (2), seller admin (3), seller (4); read-only (6) stands
// for the roles that never act on an order.
const orderRolesTried = [1, 2, 3, 4, 6] as const;

const orderUserEvents = (tipoUsuario: number): OrderUserEvent[] =>
  (Object.keys(orderRoles) as OrderEventType[]).map((type) => ({ type, tipoUsuario }));

const orderAnswers: EventObject[] = (
  Object.keys(orderCallFailures) as (keyof typeof orderCallFailures)[]
).flatMap((id) => [
  { type: `xstate.done.actor.${id}` },
  {
    type: `xstate.error.actor.${id}`,
    error: new OrderCallError(['El estado de la orden no permite esta acción.']),
  },
]);

const orderModel: MachineModel = {
  // Each stored status, with what its guards read where a transition needs it: an invoiced
  // order, a request with and without its reason, a credit note with and without an invoice,
  // an order anulado by its request with the credit note added later, a seller that ships
  // itself, a sale annulled by the marketplace.
  starts: [
    { name: 'pendiente (1)', input: { idEstado: 1 } },
    { name: 'facturado (2)', input: { idEstado: 2, tieneFactura: true } },
    {
      name: 'facturado (2), envío propio',
      input: { idEstado: 2, tieneFactura: true, envioPropio: true },
    },
    { name: 'solicitud de anulación (3)', input: { idEstado: 3, solicitudConMotivo: true } },
    {
      name: 'solicitud de anulación (3), facturada',
      input: { idEstado: 3, solicitudConMotivo: true, tieneFactura: true },
    },
    { name: 'entregado (4)', input: { idEstado: 4, tieneFactura: true } },
    {
      name: 'anulado (5) con nota de crédito',
      input: { idEstado: 5, tieneFactura: true, tieneNotaCredito: true },
    },
    { name: 'anulado (5) sin factura', input: { idEstado: 5, tieneNotaCredito: true } },
    {
      name: 'anulado (5) por su solicitud, con nota de crédito',
      input: { idEstado: 5, tieneFactura: true, tieneNotaCredito: true, anuladaPorSolicitud: true },
    },
    { name: 'venta anulada', input: { idEstado: 1, anuladaPorMarket: true } },
  ],
  events: () => [...orderRolesTried.flatMap(orderUserEvents), ...orderAnswers],
};

// The order screen's buttons that send each event; the buyer tab's switch sends the sale's.
const orderButtonsByEvent = {
  SUBIR_FACTURA: [orderButtons.facturar],
  ELIMINAR_FACTURA: [orderButtons.eliminarComprobante],
  SUBIR_NOTA_CREDITO: [orderButtons.anular, orderButtons.cargarNotaCredito],
  ELIMINAR_NOTA_CREDITO: [orderButtons.eliminarComprobante],
  SOLICITAR_ANULACION: [orderButtons.solicitarAnulacion],
  ANULAR_CON_DEVOLUCION: [orderButtons.anularConDevolucion],
  ANULAR_SIN_DEVOLUCION: [orderButtons.anularSinDevolucion],
  RECHAZAR_SOLICITUD: [orderButtons.rechazarSolicitud],
  ENTREGAR: [orderButtons.entregar],
} satisfies Partial<Record<OrderEventType, readonly string[]>>;

const orderSimulation: MachineSimulation = {
  events: (role) => [...orderUserEvents(role), ...orderAnswers],
  // The guards on what else is stored, for analysts to play: the 7-day window closed, a request
  // without its reason. They add no transition of their own (the machine's unit tests and the
  // API tests check the refusals and their texts).
  starts: () => [
    ...orderModel.starts,
    {
      name: 'facturado (2), pasados 7 días',
      input: { idEstado: 2, tieneFactura: true, fueraDeVentana: true },
    },
    { name: 'solicitud de anulación (3) sin motivo', input: { idEstado: 3 } },
  ],
  states: {
    estado: 'Estado de la orden',
    'estado.restaurando': 'Leyendo la orden guardada',
    'estado.pendiente': 'PENDIENTE',
    'estado.pendiente.listo': 'Esperando una acción',
    'estado.pendiente.facturando': 'Guardando la factura',
    'estado.pendiente.solicitando': 'Enviando la solicitud de anulación',
    'estado.facturado': 'FACTURADO',
    'estado.facturado.listo': 'Esperando una acción',
    'estado.facturado.eliminandoFactura': 'Eliminando la factura',
    'estado.facturado.anulando': 'Guardando la nota de crédito',
    'estado.facturado.solicitando': 'Enviando la solicitud de anulación',
    'estado.facturado.entregando': 'Marcando entregada',
    'estado.solicitudAnulacion': 'SOLICITUD ANULACION',
    'estado.solicitudAnulacion.listo': 'Esperando la decisión',
    'estado.solicitudAnulacion.devolviendo': 'Anulando con devolución',
    'estado.solicitudAnulacion.anulandoSinDevolucion': 'Anulando sin devolución',
    'estado.solicitudAnulacion.rechazando': 'Rechazando la solicitud',
    'estado.solicitudAnulacion.rechazandoFacturada': 'Rechazando (orden facturada)',
    'estado.entregado': 'ENTREGADO',
    'estado.anulado': 'ANULADO',
    'estado.anulado.listo': 'Esperando una acción',
    'estado.anulado.subiendoNota': 'Guardando la nota de crédito',
    'estado.anulado.eliminandoNotaDeAnulada': 'Eliminando la nota (sigue anulada)',
    'estado.anulado.eliminandoNotaFacturada': 'Eliminando la nota (vuelve a facturado)',
    'estado.anulado.eliminandoNota': 'Eliminando la nota de crédito',
    venta: 'Estado interno de la venta',
    'venta.restaurando': 'Leyendo la venta guardada',
    'venta.aprobada': 'Aprobado',
    'venta.aprobada.listo': 'Esperando una acción',
    'venta.aprobada.anulando': 'Anulando la venta',
    'venta.anulada': 'Anulado',
    'venta.anulada.listo': 'Esperando una acción',
    'venta.anulada.aprobando': 'Aprobando la venta',
  },
  guards: {
    storedFacturado: 'la orden guardada está facturada (2)',
    storedSolicitud: 'la orden guardada tiene una solicitud de anulación (3)',
    storedEntregado: 'la orden guardada está entregada (4)',
    storedAnulado: 'la orden guardada está anulada (5)',
    storedVentaAnulada: 'la venta guardada está anulada por el marketplace',
    mayInvoice: 'solo categoría, administrador moderador, seller administrador y seller',
    mayCreditNote: 'solo categoría y administrador moderador',
    mayDecide: 'solo categoría, administrador moderador y seller administrador',
    mayChangeSale: 'solo categoría y administrador moderador',
    mayDeliver: 'el marketplace, o el seller cuando hace su propio envío',
    dentroDeVentana: 'no pasaron 7 días desde la facturación',
    conMotivo: 'la solicitud de anulación tiene motivo',
    tieneFactura: 'la orden tiene factura',
    tieneNotaCredito: 'la orden tiene nota de crédito',
    anuladaPorSolicitud: 'la orden fue anulada al decidir su solicitud de anulación',
    ventaAprobada: 'la venta no está anulada por el marketplace',
  },
  buttons: orderButtonsByEvent,
  labels: {
    ...buttonLabels(orderButtonsByEvent),
    ANULAR_VENTA: "Estado interno: 'Anulado'",
    APROBAR_VENTA: "Estado interno: 'Aprobado'",
    'xstate.done.actor.subirFactura': 'Factura creada',
    'xstate.done.actor.eliminarFactura': 'Factura eliminada',
    'xstate.done.actor.subirNotaCredito': 'Nota de credito creada',
    'xstate.done.actor.eliminarNotaCredito': 'Nota de crédito eliminada',
    'xstate.done.actor.solicitarAnulacion': 'Solicitud de anulación enviada',
    'xstate.done.actor.decidirAnulacion': 'Estado de orden actualizado',
    'xstate.done.actor.entregar': 'Estado de orden actualizado',
    'xstate.done.actor.anularVenta': 'Estado interno asignado',
    'xstate.done.actor.aprobarVenta': 'Estado interno asignado',
    ...Object.fromEntries(
      Object.entries(orderCallFailures).map(([id, text]) => [`xstate.error.actor.${id}`, text]),
    ),
  },
};

export const orderEntry: RegisteredMachine = {
  id: 'order',
  slug: 'orden',
  titulo: 'Orden: estados, facturas y anulaciones',
  seccion: '001 §2.1, §4, §5, §6; DECISIONS 18',
  roles: [1, 2, 3, 4],
  machine: orderMachine,
  // The API level runs the orders area's calls, the browser level its screen.
  levels: ['máquina', 'api', 'navegador'],
  model: orderModel,
  simulation: orderSimulation,
};

// The rebate machine's registry entry (000 §2.9, §4; 001 §4; DECISIONS 17): how the model-based
// tests explore it, how analysts play it on /Diagramas, and its test models. Listed in
// machines/index.ts.
import type { EventObject } from 'xstate';
import {
  buttonLabels,
  type MachineModel,
  type MachineSimulation,
  type RegisteredMachine,
} from '../registry.ts';
import { RebateCallError, rebateButtons, rebateMachine, type RebateEvent } from '../rebate.ts';

// 000 §2.9, §4; 001 §4; DECISIONS 17: the rebate's negotiation. Sellers (4) and read-only (6)
// stand for the roles that never act on a rebate.
const rebateRolesTried = [1, 2, 3, 4, 6] as const;

const rebateUserEvents = (tipoUsuario: number): RebateEvent[] => [
  { type: 'ENVIAR', tipoUsuario },
  { type: 'MODIFICAR', tipoUsuario },
  { type: 'ELIMINAR', tipoUsuario },
  { type: 'APROBAR', tipoUsuario },
  { type: 'RECHAZAR', tipoUsuario },
  { type: 'DAR_DE_BAJA', tipoUsuario },
];

const rebateAnswers: EventObject[] = [
  { type: 'VENCER' },
  ...(['enviar', 'modificar', 'eliminar', 'cambiarEstado'] as const).flatMap((id) => [
    { type: `xstate.done.actor.${id}` },
    {
      type: `xstate.error.actor.${id}`,
      error: new RebateCallError(['El estado del rebate no permite esta acción.']),
    },
  ]),
];

const rebateModel: MachineModel = {
  starts: [
    { name: 'sin rebate', input: {} },
    { name: 'Pendiente (1)', input: { idEstadoRebate: 1 } },
    { name: 'En revision (2)', input: { idEstadoRebate: 2 } },
    { name: 'Activo (3)', input: { idEstadoRebate: 3 } },
    { name: 'Finalizado (4)', input: { idEstadoRebate: 4 } },
    { name: 'Eliminado (5)', input: { idEstadoRebate: 5 } },
    { name: 'Rechazado (6)', input: { idEstadoRebate: 6 } },
  ],
  events: () => [...rebateRolesTried.flatMap(rebateUserEvents), ...rebateAnswers],
};

// The buttons of the listing's rebate card and of the rebates screen's card that send each event.
const rebateButtonsByEvent = {
  ENVIAR: [rebateButtons.enviar],
  MODIFICAR: [rebateButtons.modificar],
  ELIMINAR: [rebateButtons.eliminar, rebateButtons.eliminarRebate],
  APROBAR: [rebateButtons.aprobar, rebateButtons.aceptar],
  RECHAZAR: [rebateButtons.rechazar],
  DAR_DE_BAJA: [rebateButtons.darDeBaja],
} satisfies Partial<Record<RebateEvent['type'], readonly string[]>>;

const rebateSimulation: MachineSimulation = {
  events: (role) => [...rebateUserEvents(role), ...rebateAnswers],
  // Besides the stored states, the guards on what else is stored, for analysts to play: the
  // approval of a rebate whose validity has passed, a new rebate on an eliminated listing. They
  // add no transition of their own, so the model-based tests do not start from them (the
  // machine's unit tests and the API tests check the refusals and their reasons).
  starts: () => [
    ...rebateModel.starts,
    { name: 'Pendiente (1), vencido', input: { idEstadoRebate: 1, vencido: true } },
    { name: 'En revision (2), vencido', input: { idEstadoRebate: 2, vencido: true } },
    { name: 'sin rebate, publicación eliminada', input: { publicacionEliminada: true } },
  ],
  states: {
    restaurando: 'Leyendo el rebate guardado',
    sinRebate: 'Sin rebate',
    'sinRebate.listo': 'Esperando una acción',
    'sinRebate.enviando': 'Enviando el rebate',
    pendiente: 'Pendiente',
    'pendiente.listo': 'Esperando una acción',
    'pendiente.modificando': 'Guardando los cambios',
    'pendiente.eliminando': 'Eliminando',
    'pendiente.aprobando': 'Aprobando',
    'pendiente.rechazando': 'Rechazando',
    enRevision: 'En revisión',
    'enRevision.listo': 'Esperando una acción',
    'enRevision.modificando': 'Guardando los cambios',
    'enRevision.eliminando': 'Eliminando',
    'enRevision.aprobando': 'Aceptando',
    'enRevision.rechazando': 'Rechazando',
    activo: 'Activo',
    'activo.listo': 'Esperando una acción',
    'activo.dandoDeBaja': 'Dando de baja',
    finalizado: 'Finalizado',
    'finalizado.listo': 'Esperando una acción',
    'finalizado.enviando': 'Enviando un rebate nuevo',
    eliminado: 'Eliminado',
    'eliminado.listo': 'Esperando una acción',
    'eliminado.enviando': 'Enviando un rebate nuevo',
    rechazado: 'Rechazado',
    'rechazado.listo': 'Esperando una acción',
    'rechazado.enviando': 'Enviando un rebate nuevo',
  },
  guards: {
    storedPendiente: 'el rebate guardado está Pendiente (1)',
    storedEnRevision: 'el rebate guardado está En revision (2)',
    storedActivo: 'el rebate guardado está Activo (3)',
    storedFinalizado: 'el rebate guardado está Finalizado (4)',
    storedEliminado: 'el rebate guardado está Eliminado (5)',
    storedRechazado: 'el rebate guardado está Rechazado (6)',
    isCategory: 'solo categoría',
    isAdmin: 'solo administrador moderador',
    isSellerAdmin: 'solo seller administrador',
    isStaff: 'solo categoría y administrador moderador',
    mayDarDeBaja: 'solo categoría, administrador moderador y seller administrador',
    vigente: 'el rebate está vigente (su fecha de vencimiento no pasó)',
    publicacionViva: 'la publicación no está eliminada',
  },
  buttons: rebateButtonsByEvent,
  labels: {
    ...buttonLabels(rebateButtonsByEvent),
    VENCER: 'Vence la vigencia o no quedan unidades',
    'xstate.done.actor.enviar': 'El servidor guarda el rebate',
    'xstate.error.actor.enviar': 'No pudo enviarse el rebate',
    'xstate.done.actor.modificar': 'El servidor guarda los cambios',
    'xstate.error.actor.modificar': 'No pudo modificarse el rebate',
    'xstate.done.actor.eliminar': 'El servidor elimina el rebate',
    'xstate.error.actor.eliminar': 'No pudo eliminarse el rebate',
    'xstate.done.actor.cambiarEstado': 'El servidor cambia el estado',
    'xstate.error.actor.cambiarEstado': 'No pudo modificarse el estado del rebate',
  },
};

export const rebateEntry: RegisteredMachine = {
  id: 'rebate',
  slug: 'rebate',
  titulo: 'Rebate: negociación',
  seccion: '000 §2.9, §4; 001 §4; DECISIONS 17',
  roles: [1, 2, 3],
  machine: rebateMachine,
  // The rebate card on the listing's price tab is clicked through at every level.
  levels: ['máquina', 'api', 'navegador'],
  model: rebateModel,
  simulation: rebateSimulation,
};

// The seller status machine's registry entry (001 §4 Seller statuses, §6): how the model-based
// tests explore it, how analysts play it on /Diagramas, and its test models. Listed in
// machines/index.ts.
import type { EventObject } from 'xstate';
import type { MachineModel, MachineSimulation, RegisteredMachine } from '../registry.ts';
import {
  SellerCallError,
  sellerButtons,
  sellerCallFailures,
  sellerMachine,
  type SellerEvent,
} from '../seller.ts';

// 001 §6: category (1) and admin moderator (2) toggle the status; seller admin (3) stands for the
// roles that never do.
const sellerRolesTried = [1, 2, 3] as const;

const sellerUserEvents = (tipoUsuario: number): SellerEvent[] => [
  { type: 'ACTIVAR', tipoUsuario },
  { type: 'DESACTIVAR', tipoUsuario },
];

const failed: EventObject & { error: SellerCallError } = {
  type: 'xstate.error.actor.cambiarEstado',
  error: new SellerCallError([sellerCallFailures.cambiarEstado]),
};

const sellerAnswers: EventObject[] = [{ type: 'xstate.done.actor.cambiarEstado' }, failed];

const sellerModel: MachineModel = {
  starts: [
    { name: 'activo (1)', input: { idEstado: 1 } },
    { name: 'inactivo (2)', input: { idEstado: 2 } },
    { name: 'pendiente de activación (3)', input: { idEstado: 3 } },
  ],
  events: () => [...sellerRolesTried.flatMap(sellerUserEvents), ...sellerAnswers],
};

const sellerSimulation: MachineSimulation = {
  events: (role) => [...sellerUserEvents(role), ...sellerAnswers],
  states: {
    restaurando: 'Leyendo el seller guardado',
    activo: 'ACTIVO',
    'activo.listo': 'Esperando una acción',
    'activo.desactivando': 'Desactivando',
    inactivo: 'INACTIVO',
    'inactivo.listo': 'Esperando una acción',
    'inactivo.activando': 'Activando',
    pendienteActivacion: 'PENDIENTE ACTIVACION',
    'pendienteActivacion.listo': 'Esperando una acción',
    'pendienteActivacion.activando': 'Activando',
    'pendienteActivacion.desactivando': 'Desactivando',
  },
  guards: {
    storedActivo: 'el seller guardado está activo (1)',
    storedPendiente: 'el seller guardado está pendiente de activación (3)',
    isStaff: 'solo categoría y administrador moderador',
  },
  labels: {
    ACTIVAR: 'Switch a ACTIVO',
    // The switch, or the button a seller pending activation shows.
    DESACTIVAR: `Switch a INACTIVO / ${sellerButtons.pasarAInactivo}`,
    'xstate.done.actor.cambiarEstado': 'Estado de seller modificado',
    'xstate.error.actor.cambiarEstado': sellerCallFailures.cambiarEstado,
  },
};

export const sellerEntry: RegisteredMachine = {
  id: 'seller',
  slug: 'seller',
  titulo: 'Seller: estado',
  seccion: '001 §4, §6',
  roles: [1, 2],
  machine: sellerMachine,
  // The status switch of the seller's edit screen is clicked through at every level.
  levels: ['máquina', 'api', 'navegador'],
  model: sellerModel,
  simulation: sellerSimulation,
};

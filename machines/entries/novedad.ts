// The novedad machine's registry entry (002 §4; DECISIONS 20): how the model-based tests explore
// it, how analysts play it on /Diagramas, and the levels whose area has landed. Listed in
// machines/index.ts.
import type { EventObject } from 'xstate';
import {
  buttonLabels,
  type MachineModel,
  type MachineSimulation,
  type RegisteredMachine,
} from '../registry.ts';
import { NovedadCallError, novedadButtons, novedadMachine, type NovedadEvent } from '../novedad.ts';

// Staff (1, 2) act; a seller admin (3) stands for every role that never does.
const novedadRolesTried = [1, 2, 3] as const;

const novedadUserEvents = (tipoUsuario: number): NovedadEvent[] => [
  { type: 'CONFIRMAR', tipoUsuario },
  { type: 'EDITAR_IMPORTE', tipoUsuario },
  { type: 'ANULAR', tipoUsuario },
];

const novedadAnswers: EventObject[] = [
  { type: 'LIQUIDAR' },
  ...(['confirmar', 'editarImporte', 'anular'] as const).flatMap((id) => [
    { type: `xstate.done.actor.${id}` },
    {
      type: `xstate.error.actor.${id}`,
      error: new NovedadCallError(['El estado de la novedad no permite esta acción.']),
    },
  ]),
];

const novedadModel: MachineModel = {
  starts: [
    { name: 'En Preparación (1)', input: { idEstado: 1 } },
    { name: 'Confirmada (2)', input: { idEstado: 2 } },
    { name: 'Liquidada (3)', input: { idEstado: 3 } },
    { name: 'Anulada (4)', input: { idEstado: 4 } },
  ],
  events: () => [...novedadRolesTried.flatMap(novedadUserEvents), ...novedadAnswers],
};

// The novedades screen's buttons that send each event (a settlement's confirmation, LIQUIDAR).
const novedadButtonsByEvent = {
  CONFIRMAR: [novedadButtons.marcarConfirmadas],
  EDITAR_IMPORTE: [novedadButtons.actualizar],
  ANULAR: [novedadButtons.eliminar],
} satisfies Partial<Record<NovedadEvent['type'], readonly string[]>>;

const novedadSimulation: MachineSimulation = {
  events: (role) => [...novedadUserEvents(role), ...novedadAnswers],
  states: {
    restaurando: 'Leyendo la novedad guardada',
    enPreparacion: 'En Preparación',
    'enPreparacion.listo': 'Esperando una acción',
    'enPreparacion.confirmando': 'Confirmando',
    'enPreparacion.editando': 'Actualizando el importe',
    'enPreparacion.anulando': 'Eliminando',
    confirmada: 'Confirmada',
    'confirmada.listo': 'Esperando una acción',
    'confirmada.editando': 'Actualizando el importe',
    'confirmada.anulando': 'Eliminando',
    liquidada: 'Liquidada',
    anulada: 'Eliminada',
  },
  guards: {
    storedConfirmada: 'la novedad guardada está Confirmada (2)',
    storedLiquidada: 'la novedad guardada está Liquidada (3)',
    storedAnulada: 'la novedad guardada está Anulada (4)',
    mayConfirm: 'solo categoría y administrador moderador',
    mayEdit: 'solo categoría y administrador moderador',
    mayAnnul: 'solo categoría y administrador moderador',
  },
  buttons: novedadButtonsByEvent,
  labels: {
    ...buttonLabels(novedadButtonsByEvent),
    LIQUIDAR: 'Se confirma la liquidación que la incluye',
    'xstate.done.actor.confirmar': 'El servidor confirma la novedad',
    'xstate.error.actor.confirmar': 'No pudimos confirmar la novedad',
    'xstate.done.actor.editarImporte': 'El servidor guarda el importe',
    'xstate.error.actor.editarImporte': 'No pudimos editar el importe de esta novedad',
    'xstate.done.actor.anular': 'El servidor anula la novedad',
    'xstate.error.actor.anular': 'No pudimos eliminar la novedad',
  },
};

export const novedadEntry: RegisteredMachine = {
  id: 'novedad',
  slug: 'novedad',
  titulo: 'Novedad: preparación, confirmación y liquidación',
  seccion: '002 §2, §4; DECISIONS 20',
  roles: [1, 2],
  machine: novedadMachine,
  // The browser level: /Novedades (tests/model/models/novedad.navegador.ts).
  levels: ['máquina', 'api', 'navegador'],
  model: novedadModel,
  simulation: novedadSimulation,
};

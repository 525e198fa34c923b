// The settlement machine's registry entry (002 §4; DECISIONS 19): how the model-based tests
// explore it, how analysts play it on /Diagramas, and the levels whose area has landed (the
// machine, the API since the settlements' server landed, and the screens). Listed in
// machines/index.ts.
import type { EventObject } from 'xstate';
import {
  buttonLabels,
  type MachineModel,
  type MachineSimulation,
  type RegisteredMachine,
} from '../registry.ts';
import {
  SettlementCallError,
  settlementButtons,
  settlementMachine,
  type SettlementEvent,
} from '../settlement.ts';

// Staff (2) and accounting (8) each act; the supplier (7) stands for every role that never does,
// the sellers (3, 4) included: they only see confirmed settlements (002 §6; machines/settlement.ts).
const settlementRolesTried = [2, 7, 8] as const;

const settlementUserEvents = (tipoUsuario: number): SettlementEvent[] => [
  { type: 'CREAR', tipoUsuario },
  { type: 'GUARDAR', tipoUsuario },
  { type: 'CALCULAR', tipoUsuario },
  { type: 'CONFIRMAR', tipoUsuario },
  { type: 'ANULAR', tipoUsuario },
];

const settlementAnswers: EventObject[] = (
  ['crear', 'guardar', 'calcular', 'confirmar', 'anular'] as const
).flatMap((id) => [
  { type: `xstate.done.actor.${id}` },
  {
    type: `xstate.error.actor.${id}`,
    error: new SettlementCallError(['El estado de la liquidación no permite esta acción.']),
  },
]);

const settlementModel: MachineModel = {
  starts: [
    { name: 'Nueva (sin guardar)', input: {} },
    { name: 'En Preparación (2)', input: { idEstado: 2 } },
    { name: 'Liquidada (3)', input: { idEstado: 3 } },
    { name: 'Eliminada', input: { idEstado: 2, eliminada: true } },
  ],
  events: () => [...settlementRolesTried.flatMap(settlementUserEvents), ...settlementAnswers],
};

// The settlement screens' buttons that send each event.
const settlementButtonsByEvent = {
  CREAR: [settlementButtons.crearBorrador],
  GUARDAR: [settlementButtons.guardar],
  CALCULAR: [settlementButtons.calcular],
  CONFIRMAR: [settlementButtons.confirmar],
  ANULAR: [settlementButtons.anular],
} satisfies Partial<Record<SettlementEvent['type'], readonly string[]>>;

const settlementSimulation: MachineSimulation = {
  events: (role) => [...settlementUserEvents(role), ...settlementAnswers],
  states: {
    restaurando: 'Leyendo la liquidación guardada',
    nueva: 'Liquidación nueva',
    'nueva.listo': 'Eligiendo seller y período',
    'nueva.creando': 'Creando el borrador',
    borrador: 'En Preparación (borrador)',
    'borrador.listo': 'Esperando una acción',
    'borrador.guardando': 'Guardando el borrador',
    'borrador.calculando': 'Calculando percepción y retención',
    'borrador.confirmando': 'Confirmando',
    'borrador.anulando': 'Anulando',
    liquidada: 'Liquidada',
    eliminada: 'Anulada',
  },
  guards: {
    storedEliminada: 'la liquidación guardada está eliminada',
    storedBorrador: 'la liquidación guardada está En Preparación (2)',
    storedLiquidada: 'la liquidación guardada está Liquidada (3)',
    mayCreate: 'solo categoría y administrador moderador',
    maySave: 'solo categoría y administrador moderador',
    mayCalculate: 'solo contable',
    mayConfirm: 'solo contable',
    mayCancel: 'solo categoría y administrador moderador',
  },
  buttons: settlementButtonsByEvent,
  labels: {
    ...buttonLabels(settlementButtonsByEvent),
    'xstate.done.actor.crear': 'El servidor crea el borrador',
    'xstate.error.actor.crear': 'No pudimos crear el borrador de liquidación',
    'xstate.done.actor.guardar': 'El servidor guarda el borrador',
    'xstate.error.actor.guardar': 'No pudimos actualizar la liquidacion',
    'xstate.done.actor.calcular': 'El servidor calcula retenciones y percepciones',
    'xstate.error.actor.calcular': 'No pudo calcularse',
    'xstate.done.actor.confirmar': 'El servidor confirma la liquidación',
    'xstate.error.actor.confirmar': 'No pudo confirmarse',
    'xstate.done.actor.anular': 'El servidor elimina la liquidación',
    'xstate.error.actor.anular': 'No pudimos eliminar la liquidación',
  },
};

export const settlementEntry: RegisteredMachine = {
  id: 'settlement',
  slug: 'liquidacion',
  titulo: 'Liquidación: borrador, cálculo, confirmación y anulación',
  seccion: '002 §2, §4, §6; DECISIONS 19',
  roles: [1, 2, 8],
  machine: settlementMachine,
  levels: ['máquina', 'api', 'navegador'],
  model: settlementModel,
  simulation: settlementSimulation,
};

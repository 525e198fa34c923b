// The user machine's registry entry (001 §2.4, §4 User active switch, §6; DECISIONS 10): how the
// model-based tests explore it, how analysts play it on /Diagramas, and its test models. Listed
// in machines/index.ts.
import type { EventObject } from 'xstate';
import type { MachineModel, MachineSimulation, RegisteredMachine } from '../registry.ts';
import { UserCallError, userCallFailures, userMachine, type UserEvent } from '../user.ts';

// 001 §6: the admin moderator (2) toggles; category (1) and seller admin (3) see the switch
// disabled.
const userRolesTried = [1, 2, 3] as const;

const userEvents = (tipoUsuario: number): UserEvent[] => [
  { type: 'ACTIVAR', tipoUsuario },
  { type: 'PAUSAR', tipoUsuario },
];

const failedAnswer = {
  type: 'xstate.error.actor.cambiarEstado',
  error: new UserCallError(['El usuario no existe.']),
};
const userAnswers: EventObject[] = [{ type: 'xstate.done.actor.cambiarEstado' }, failedAnswer];

const userModel: MachineModel = {
  starts: [
    { name: 'activo', input: { activo: true } },
    { name: 'pausado', input: { activo: false } },
  ],
  events: () => [...userRolesTried.flatMap(userEvents), ...userAnswers],
};

const userSimulation: MachineSimulation = {
  events: (role) => [...userEvents(role), ...userAnswers],
  starts: () => [
    ...userModel.starts,
    { name: 'activo, su propio usuario', input: { activo: true, propio: true } },
  ],
  states: {
    restaurando: 'Leyendo el usuario guardado',
    activo: 'Activo',
    'activo.listo': 'Esperando una acción',
    'activo.pausando': 'Pausando',
    pausado: 'Pausado',
    'pausado.listo': 'Esperando una acción',
    'pausado.activando': 'Activando',
  },
  guards: {
    storedActivo: 'el usuario guardado está activo',
    mayToggle: 'solo administrador moderador',
    noPropio: 'no es el propio usuario de la sesión',
  },
  labels: {
    ACTIVAR: "Switch 'Activo' encendido",
    PAUSAR: "Switch 'Activo' apagado",
    'xstate.done.actor.cambiarEstado': 'Estado editado exitosamente',
    'xstate.error.actor.cambiarEstado': userCallFailures.cambiarEstado,
  },
};

export const userEntry: RegisteredMachine = {
  id: 'user',
  slug: 'usuario',
  titulo: 'Usuario: activo o pausado',
  seccion: '001 §2.4, §4, §6; DECISIONS 10',
  roles: [1, 2, 3],
  machine: userMachine,
  levels: ['máquina', 'api', 'navegador'],
  model: userModel,
  simulation: userSimulation,
};

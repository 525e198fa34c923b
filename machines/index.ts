// The registry of workflow machines: the statecharts (npm run charts, /Diagramas), the
// model-based tests and their coverage table all read this list. An area registers its
// machine here (a list on purpose, not a barrel).
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { SessionCallError, sessionMachine, type SessionUser } from './session.ts';

/** How the model-based tests explore a machine: where they start and what they send. */
export interface MachineModel {
  /** Starting points, each an input of the machine, named for the reports. */
  starts: readonly { name: string; input: unknown }[];
  /**
   * The events worth sending in a snapshot, payloads included. The answers of the machine's
   * calls are events too (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`).
   */
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
}

export interface RegisteredMachine {
  id: string;
  titulo: string;
  /** The spec section the machine implements. */
  seccion: string;
  /** The user types (tipoUsuario) that act in it. */
  roles: readonly number[];
  machine: AnyStateMachine;
  model: MachineModel;
}

const demoUser = (tipoUsuario: number): SessionUser => ({
  token: 'token-de-prueba',
  idSeller: tipoUsuario === 5 ? 3 : null,
  nombre: tipoUsuario === 5 ? 'renovar' : 'categoria',
  tipoUsuario,
  userId: tipoUsuario === 5 ? 9 : 1,
  hiddenItemsIds: [],
});

const sessionModel: MachineModel = {
  starts: [
    { name: 'sin sesión guardada', input: {} },
    { name: 'con sesión guardada', input: { user: demoUser(1) } },
  ],
  events: () => [
    { type: 'CHALLENGE_SOLVED', payload: 'solucion' },
    { type: 'CHALLENGE_EXPIRED' },
    { type: 'SUBMIT', usuario: 'categoria', password: 'Demo#2026ok' },
    { type: 'xstate.done.actor.login', output: demoUser(1) },
    { type: 'xstate.done.actor.login', output: demoUser(5) },
    {
      type: 'xstate.error.actor.login',
      error: new SessionCallError(['Usuario o contraseña incorrectos']),
    },
    { type: 'FORGOT_PASSWORD' },
    { type: 'BACK_TO_LOGIN' },
    { type: 'REQUEST_RESET', email: 'operador@litoralsport.com.ar' },
    { type: 'REQUEST_RESET', email: '' },
    { type: 'xstate.done.actor.requestReset' },
    { type: 'xstate.error.actor.requestReset', error: new Error('sin red') },
    { type: 'SAVE_PASSWORD', password: 'Nueva#2026ab' },
    { type: 'xstate.done.actor.renewPassword' },
    {
      type: 'xstate.error.actor.renewPassword',
      error: new SessionCallError(['La contraseña no cumple con los requisitos']),
    },
    { type: 'LOGOUT' },
    { type: 'UNAUTHORIZED' },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new Error('sin red') },
  ],
};

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'session',
    titulo: 'Sesión: ingreso, recuperación y renovación de contraseña',
    seccion: '000 §2.2, §4 (Session)',
    roles: [1, 2, 3, 4, 5, 6, 7, 8],
    machine: sessionMachine,
    model: sessionModel,
  },
];

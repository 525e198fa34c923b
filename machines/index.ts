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

/** What the /Diagramas page needs to let analysts play a machine as a role. */
export interface MachineSimulation {
  /** The events a role can send, payloads included (answers of calls too). */
  events: (role: number) => readonly EventObject[];
  /** Each guard said in Spanish, for a disabled event's reason. */
  guards: Record<string, string>;
  /** How each event reads on the panel (defaults to its type). */
  labels?: Record<string, string>;
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
  simulation: MachineSimulation;
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

const sessionSimulation: MachineSimulation = {
  events: (role) => [
    { type: 'CHALLENGE_SOLVED', payload: 'solucion' },
    { type: 'CHALLENGE_EXPIRED' },
    { type: 'SUBMIT', usuario: 'demo', password: 'Demo#2026ok' },
    // The session a login gives depends on the user: a user that must renew its password
    // gets tipoUsuario 5.
    { type: 'xstate.done.actor.login', output: demoUser(role) },
    {
      type: 'xstate.error.actor.login',
      error: new SessionCallError(['Usuario o contraseña incorrectos']),
    },
    { type: 'FORGOT_PASSWORD' },
    { type: 'BACK_TO_LOGIN' },
    { type: 'REQUEST_RESET', email: 'operador@litoralsport.com.ar' },
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
  guards: {
    hasSession: 'hay una sesión guardada de una visita anterior',
    mustRenewPassword: 'el usuario debe renovar su contraseña (tipoUsuario 5)',
    hasChallenge: 'la verificación humana está resuelta',
    hasEmail: 'se escribió un e-mail',
  },
  labels: {
    CHALLENGE_SOLVED: 'Resolver la verificación',
    CHALLENGE_EXPIRED: 'La verificación expira',
    SUBMIT: "Clic en 'Entrar'",
    'xstate.done.actor.login': 'El servidor acepta el ingreso',
    'xstate.error.actor.login': 'El servidor rechaza el ingreso',
    FORGOT_PASSWORD: "Clic en 'Recuperar contraseña'",
    BACK_TO_LOGIN: 'Volver al ingreso',
    REQUEST_RESET: "Clic en 'Solicitar nueva contraseña'",
    'xstate.done.actor.requestReset': 'El mail se envía',
    'xstate.error.actor.requestReset': 'No pudo enviarse el token',
    SAVE_PASSWORD: 'Guardar la contraseña nueva',
    'xstate.done.actor.renewPassword': 'El servidor guarda la contraseña',
    'xstate.error.actor.renewPassword': 'El servidor rechaza la contraseña',
    LOGOUT: "Clic en 'Salir'",
    UNAUTHORIZED: 'Una llamada responde 401',
    'xstate.done.actor.logout': 'El servidor cierra la sesión',
    'xstate.error.actor.logout': 'No se pudo avisar al servidor',
  },
};

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'session',
    titulo: 'Sesión: ingreso, recuperación y renovación de contraseña',
    seccion: '000 §2.2, §4 (Session)',
    roles: [1, 2, 3, 4, 5, 6, 7, 8],
    machine: sessionMachine,
    model: sessionModel,
    simulation: sessionSimulation,
  },
];

// The session machine's registry entry (000 §2.2, §4): how the model-based tests explore it,
// how analysts play it on /Diagramas, and its test models. Listed in machines/index.ts.
import {
  buttonLabels,
  type MachineModel,
  type MachineSimulation,
  type RegisteredMachine,
} from '../registry.ts';
import {
  SessionCallError,
  sessionButtons,
  sessionMachine,
  type SessionEvent,
  type SessionUser,
} from '../session.ts';

const demoUser = (tipoUsuario: number): SessionUser => ({
  token: 'token-de-prueba',
  idSeller: tipoUsuario === 5 ? 3 : null,
  nombre: tipoUsuario === 5 ? 'renovar' : 'categoria',
  tipoUsuario,
  userId: tipoUsuario === 5 ? 9 : 1,
  hiddenItemsIds: [],
  // The machine does not read it: the app's timer sends SESSION_EXPIRED at that moment.
  fechaExpiracion: null,
});

/**
 * The events of the session machine, payloads included: the model tries every session a login
 * may give and an empty e-mail too; the page plays the chosen role's login.
 */
const sessionEvents = (
  usuario: string,
  logins: readonly SessionUser[],
  emails: readonly string[],
) => [
  { type: 'CHALLENGE_SOLVED', payload: 'solucion' },
  { type: 'CHALLENGE_EXPIRED' },
  { type: 'SUBMIT', usuario, password: 'Demo#2026ok' },
  ...logins.map((output) => ({ type: 'xstate.done.actor.login', output })),
  {
    type: 'xstate.error.actor.login',
    error: new SessionCallError(['Usuario o contraseña incorrectos']),
  },
  { type: 'FORGOT_PASSWORD' },
  { type: 'BACK_TO_LOGIN' },
  ...emails.map((email) => ({ type: 'REQUEST_RESET', email })),
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
  { type: 'SESSION_EXPIRED' },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('sin red') },
];

const RESET_EMAIL = 'operador@litoralsport.com.ar';

const sessionModel: MachineModel = {
  starts: [
    { name: 'sin sesión guardada', input: {} },
    { name: 'con sesión guardada', input: { user: demoUser(1) } },
  ],
  events: () => sessionEvents('categoria', [demoUser(1), demoUser(5)], [RESET_EMAIL, '']),
};

// The login, recovery, renewal and top bar's buttons that send each event; the verification
// widget, the server and the clock send the others.
const sessionButtonsByEvent = {
  SUBMIT: [sessionButtons.entrar],
  FORGOT_PASSWORD: [sessionButtons.recuperar],
  BACK_TO_LOGIN: [sessionButtons.volver],
  REQUEST_RESET: [sessionButtons.solicitar],
  SAVE_PASSWORD: [sessionButtons.guardar],
  LOGOUT: [sessionButtons.salir],
} satisfies Partial<Record<SessionEvent['type'], readonly string[]>>;

const sessionSimulation: MachineSimulation = {
  starts: (role) => [
    { name: 'sin sesión guardada', input: {} },
    { name: 'con una sesión guardada de una visita anterior', input: { user: demoUser(role) } },
  ],
  // The session a login gives depends on the user: a user that must renew its password gets
  // tipoUsuario 5.
  events: (role) => sessionEvents('demo', [demoUser(role)], [RESET_EMAIL]),
  states: {
    restoring: 'Leyendo la sesión guardada',
    anonymous: 'Sin sesión',
    'anonymous.login': 'Ingreso',
    'anonymous.login.unverified': 'Sin verificación humana',
    'anonymous.login.verified': 'Verificación resuelta',
    'anonymous.login.submitting': 'Ingresando',
    'anonymous.recovering': 'Recuperar contraseña',
    'anonymous.recovering.editing': 'Escribiendo el e-mail',
    'anonymous.recovering.requesting': 'Pidiendo el token',
    'anonymous.recovering.sent': 'Mail enviado',
    authenticated: 'Con sesión',
    'authenticated.routing': 'Eligiendo la pantalla',
    'authenticated.active': 'Usando la aplicación',
    'authenticated.renewing': 'Renovar contraseña',
    'authenticated.renewing.editing': 'Escribiendo la contraseña nueva',
    'authenticated.renewing.saving': 'Guardando la contraseña',
    loggingOut: 'Saliendo',
  },
  guards: {
    hasSession: 'hay una sesión guardada de una visita anterior',
    mustRenewPassword: 'el usuario debe renovar su contraseña (tipoUsuario 5)',
    hasChallenge: 'la verificación humana está resuelta',
    hasEmail: 'se escribió un e-mail',
  },
  buttons: sessionButtonsByEvent,
  labels: {
    ...buttonLabels(sessionButtonsByEvent),
    CHALLENGE_SOLVED: 'Resolver la verificación',
    CHALLENGE_EXPIRED: 'La verificación expira',
    'xstate.done.actor.login': 'El servidor acepta el ingreso',
    'xstate.error.actor.login': 'El servidor rechaza el ingreso',
    'xstate.done.actor.requestReset': 'El mail se envía',
    'xstate.error.actor.requestReset': 'No pudo enviarse el token',
    'xstate.done.actor.renewPassword': 'El servidor guarda la contraseña',
    'xstate.error.actor.renewPassword': 'El servidor rechaza la contraseña',
    UNAUTHORIZED: 'Una llamada responde 401',
    SESSION_EXPIRED: 'La sesión vence (SESSION_TTL_HOURS después del ingreso)',
    'xstate.done.actor.logout': 'El servidor cierra la sesión',
    'xstate.error.actor.logout': 'No se pudo avisar al servidor',
  },
};

export const sessionEntry: RegisteredMachine = {
  id: 'session',
  slug: 'sesion',
  titulo: 'Sesión: ingreso, recuperación y renovación de contraseña',
  seccion: '000 §2.2, §4 (Session)',
  roles: [1, 2, 3, 4, 5, 6, 7, 8],
  machine: sessionMachine,
  levels: ['máquina', 'api', 'navegador'],
  model: sessionModel,
  simulation: sessionSimulation,
};

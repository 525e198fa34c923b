// The registry of workflow machines: the statecharts (npm run charts, /Diagramas), the
// model-based tests and their coverage table all read this list. An area registers its
// machine here (a list on purpose, not a barrel), with everything the charts and the tests
// need: how to explore it (`model`), how to play it (`simulation`) and, for each level whose
// area has landed, its test model (`test`): how to set up each state, perform each event and
// check that the server keeps or the screen shows the state. Nothing else is registered
// anywhere: the test runners and the coverage table take every machine from this list.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { ApiModel, BrowserModel } from './models/driver.ts';
import { SessionCallError, sessionMachine, type SessionUser } from './session.ts';
import { ListingCallError, listingMachine, type ListingEvent } from './listing.ts';
import { RebateCallError, rebateMachine, type RebateEvent } from './rebate.ts';

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
  /**
   * Where an analyst may start playing, as a role (a stored estado, a session kept from an
   * earlier visit); the first is the default. Without it, the model's starts.
   */
  starts?: (role: number) => readonly { name: string; input: unknown }[];
  /** Each guard said in Spanish, for a disabled event's reason. */
  guards: Record<string, string>;
  /** How each event reads on the panel (defaults to its type). */
  labels?: Record<string, string>;
  /** How one event reads when its payload matters (two variants of one type); else `labels`. */
  label?: (event: EventObject) => string | undefined;
}

/**
 * A machine's test model per level (machines/models/driver.ts). The machine level needs none
 * (the machine checks itself); the others are imported lazily, so the app never downloads them.
 */
export interface MachineTestModels {
  api?: () => Promise<{ default: ApiModel }>;
  navegador?: () => Promise<{ default: BrowserModel }>;
}

export interface RegisteredMachine {
  id: string;
  titulo: string;
  /** The spec section the machine implements. */
  seccion: string;
  /** The user types (tipoUsuario) that act in it. */
  roles: readonly number[];
  machine: AnyStateMachine;
  /**
   * The test levels whose area has landed; npm run test:model requires 100 % at each of them
   * (issue 4: "at any level where the machine's area has landed").
   */
  levels: readonly ('máquina' | 'api' | 'navegador')[];
  model: MachineModel;
  simulation: MachineSimulation;
  /** One test model for each level of `levels` but 'máquina'. */
  test: MachineTestModels;
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
  starts: (role) => [
    { name: 'sin sesión guardada', input: {} },
    { name: 'con una sesión guardada de una visita anterior', input: { user: demoUser(role) } },
  ],
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

// 000 §4, DECISIONS 16: the listing's estado. The model sends every event as every role that
// matters (staff 1 and 2, sellers 3 and 4, and read-only 6 for the roles that send nothing),
// so the refused roles are tried in every state too.
const listingRolesTried = [1, 2, 3, 4, 6] as const;

const listingUserEvents = (tipoUsuario: number): ListingEvent[] => [
  { type: 'CREAR', tipoUsuario },
  { type: 'APROBAR', tipoUsuario },
  { type: 'DESAPROBAR', tipoUsuario },
  { type: 'DESAPROBAR', tipoUsuario, idMotivoRevision: 2 },
  { type: 'PUBLICAR', tipoUsuario },
  { type: 'PAUSAR', tipoUsuario },
  { type: 'CAMBIAR_MOTIVO', tipoUsuario, idMotivoRevision: 3 },
  { type: 'ELIMINAR', tipoUsuario },
];

const listingAnswers: EventObject[] = [
  ...(['crear', 'aprobar', 'desaprobar', 'cambiarEstado', 'eliminar'] as const).flatMap((id) => [
    { type: `xstate.done.actor.${id}` },
    {
      type: `xstate.error.actor.${id}`,
      error: new ListingCallError(['El estado de la publicación no permite esta acción.']),
    },
  ]),
];

const listingModel: MachineModel = {
  starts: [
    { name: 'nueva (sin estado)', input: {} },
    { name: 'activo (1)', input: { estado: 1 } },
    { name: 'pausado (2)', input: { estado: 2 } },
    { name: 'pendiente_activacion (3)', input: { estado: 3 } },
    { name: 'en_revision (4)', input: { estado: 4 } },
    { name: 'eliminado (5)', input: { estado: 5 } },
  ],
  events: () => [...listingRolesTried.flatMap(listingUserEvents), ...listingAnswers],
};

const listingSimulation: MachineSimulation = {
  events: (role) => [...listingUserEvents(role), ...listingAnswers],
  guards: {
    storedActivo: 'la publicación guardada está activa (1)',
    storedPausado: 'la publicación guardada está pausada (2)',
    storedPendiente: 'la publicación guardada está pendiente de activación (3)',
    storedEnRevision: 'la publicación guardada está en revisión (4)',
    storedEliminado: 'la publicación guardada está eliminada (5)',
    isStaff: 'solo categoría y administrador moderador',
    isSeller: 'solo seller y seller administrador',
    isStaffWithoutReason:
      'solo categoría y administrador moderador, sin motivo de revisión (el switch del listado)',
    isStaffWithReason: 'solo categoría y administrador moderador, con un motivo de revisión',
    mayDelete: 'solo categoría, administrador moderador, seller administrador y seller',
  },
  label: (event) =>
    event.type === 'DESAPROBAR'
      ? typeof (event as { idMotivoRevision?: unknown }).idMotivoRevision === 'number'
        ? "Clic en 'Pausar' con un motivo de revisión"
        : 'Switch del listado: desaprobar'
      : undefined,
  labels: {
    CREAR: "Clic en 'Guardar y Crear'",
    APROBAR: "Clic en 'Aprobar' (o el switch del listado)",
    DESAPROBAR: "Switch del listado (sin motivo) o 'Pausar' con un motivo de revisión",
    PUBLICAR: "Clic en 'Publicar'",
    PAUSAR: "Clic en 'Pausar' (seller)",
    CAMBIAR_MOTIVO: 'Elegir otro motivo de revisión',
    ELIMINAR: "Clic en 'Eliminar' y confirmar",
    'xstate.done.actor.crear': 'El servidor crea la publicación',
    'xstate.error.actor.crear': 'No pudo crearse la publicación',
    'xstate.done.actor.aprobar': 'El servidor aprueba la publicación',
    'xstate.error.actor.aprobar': 'No pudo aprobarse',
    'xstate.done.actor.desaprobar': 'El servidor desaprueba la publicación',
    'xstate.error.actor.desaprobar': 'No pudo desaprobarse',
    'xstate.done.actor.cambiarEstado': 'El servidor cambia el estado',
    'xstate.error.actor.cambiarEstado': 'No pudo modificarse el estado',
    'xstate.done.actor.eliminar': 'El servidor elimina la publicación',
    'xstate.error.actor.eliminar': 'No pudo eliminarse',
  },
};

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

const rebateSimulation: MachineSimulation = {
  events: (role) => [...rebateUserEvents(role), ...rebateAnswers],
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
  },
  labels: {
    ENVIAR: 'Enviar un rebate nuevo',
    MODIFICAR: 'Modificar el rebate',
    ELIMINAR: "Clic en 'Eliminar Rebate'",
    APROBAR: 'Aprobar (check)',
    RECHAZAR: 'Rechazar (cruz)',
    DAR_DE_BAJA: "Clic en 'Dar de baja'",
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

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'session',
    titulo: 'Sesión: ingreso, recuperación y renovación de contraseña',
    seccion: '000 §2.2, §4 (Session)',
    roles: [1, 2, 3, 4, 5, 6, 7, 8],
    machine: sessionMachine,
    levels: ['máquina', 'api', 'navegador'],
    model: sessionModel,
    simulation: sessionSimulation,
    test: {
      api: () => import('./models/session.api.ts'),
      navegador: () => import('./models/session.navegador.ts'),
    },
  },
  {
    id: 'listing',
    titulo: 'Publicación: estados y aprobación',
    seccion: '000 §2.6, §2.7, §4, DECISIONS 16',
    roles: [1, 2, 3, 4],
    machine: listingMachine,
    levels: ['máquina', 'api', 'navegador'],
    model: listingModel,
    simulation: listingSimulation,
    test: {
      api: () => import('./models/listing.api.ts'),
      navegador: () => import('./models/listing.navegador.ts'),
    },
  },
  {
    id: 'rebate',
    titulo: 'Rebate: negociación',
    seccion: '000 §2.9, §4; 001 §4; DECISIONS 17',
    roles: [1, 2, 3],
    machine: rebateMachine,
    // The rebate card on the listing's price tab is clicked through at every level.
    levels: ['máquina', 'api', 'navegador'],
    model: rebateModel,
    simulation: rebateSimulation,
    test: {
      api: () => import('./models/rebate.api.ts'),
      navegador: () => import('./models/rebate.navegador.ts'),
    },
  },
];

// The listing machine's registry entry (000 §2.6, §2.7, §4; DECISIONS 16): how the model-based
// tests explore it, how analysts play it on /Diagramas, and its test models. Listed in
// machines/index.ts.
import type { EventObject } from 'xstate';
import {
  buttonLabels,
  type MachineModel,
  type MachineSimulation,
  type RegisteredMachine,
} from '../registry.ts';
import { ListingCallError, listingButtons, listingMachine, type ListingEvent } from '../listing.ts';

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

// The listing screen's buttons that send each event; the list's switch sends APROBAR and
// DESAPROBAR too, and the review reason's select CAMBIAR_MOTIVO.
const listingButtonsByEvent = {
  CREAR: [listingButtons.guardarYCrear, listingButtons.guardar],
  APROBAR: [listingButtons.aprobar],
  PUBLICAR: [listingButtons.publicar],
  PAUSAR: [listingButtons.pausar],
  ELIMINAR: [listingButtons.eliminar],
} satisfies Partial<Record<ListingEvent['type'], readonly string[]>>;

const listingSimulation: MachineSimulation = {
  events: (role) => [...listingUserEvents(role), ...listingAnswers],
  states: {
    restaurando: 'Leyendo la publicación guardada',
    nueva: 'Publicación nueva',
    'nueva.listo': 'Completando el formulario',
    'nueva.creando': 'Creando la publicación',
    vivo: 'Publicación guardada',
    'vivo.restaurando': 'Leyendo el estado guardado',
    'vivo.activo': 'ACTIVO',
    'vivo.activo.listo': 'Esperando una acción',
    'vivo.activo.desaprobando': 'Pausando (desaprobar)',
    'vivo.activo.enviandoARevision': 'Enviando a revisión',
    'vivo.activo.pausando': 'Pausando',
    'vivo.pausado': 'PAUSADO',
    'vivo.pausado.listo': 'Esperando una acción',
    'vivo.pausado.aprobando': 'Aprobando',
    'vivo.pausado.publicando': 'Publicando',
    'vivo.pendiente_activacion': 'PENDIENTE',
    'vivo.pendiente_activacion.listo': 'Esperando una acción',
    'vivo.pendiente_activacion.aprobando': 'Aprobando',
    'vivo.pendiente_activacion.enviandoARevision': 'Enviando a revisión',
    'vivo.en_revision': 'EN REVISIÓN',
    'vivo.en_revision.listo': 'Esperando una acción',
    'vivo.en_revision.aprobando': 'Aprobando',
    'vivo.en_revision.cambiandoMotivo': 'Cambiando el motivo de revisión',
    'vivo.eliminando': 'Eliminando',
    'vivo.historia': 'Último estado (historia)',
    eliminado: 'Eliminada',
  },
  guards: {
    storedActivo: 'la publicación guardada está activa (1)',
    storedPausado: 'la publicación guardada está pausada (2)',
    storedPendiente: 'la publicación guardada está pendiente de activación (3)',
    storedEnRevision: 'la publicación guardada está en revisión (4)',
    storedEliminado: 'la publicación guardada está eliminada (5)',
    storedVivo: 'la publicación guardada existe y no está eliminada (1 a 4)',
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
        ? listingButtons.pausar
        : 'Switch del listado: desaprobar'
      : undefined,
  buttons: listingButtonsByEvent,
  labels: {
    ...buttonLabels(listingButtonsByEvent),
    DESAPROBAR: `Switch del listado (sin motivo) / ${listingButtons.pausar} (con un motivo de revisión)`,
    CAMBIAR_MOTIVO: 'Elegir otro motivo de revisión',
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

export const listingEntry: RegisteredMachine = {
  id: 'listing',
  slug: 'publicacion',
  titulo: 'Publicación: estados y aprobación',
  seccion: '000 §2.6, §2.7, §4, DECISIONS 16',
  roles: [1, 2, 3, 4],
  machine: listingMachine,
  levels: ['máquina', 'api', 'navegador'],
  model: listingModel,
  simulation: listingSimulation,
};

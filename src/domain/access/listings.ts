// Access to the listings area's operations (000 §2.6, §2.7, §6; DECISIONS 16; see ./types.ts).
// The area is staff's and the sellers' (read-only and supplier users do not have it, 000 §2.3).
// Who may send each workflow event is the listing machine's (machines/listing.ts listingRoles):
// the calls that send one name it, and the server reads the machine's roles.
import { listingUserTypes } from '../permissions.ts';
import { creationScreen, listingScreens, listingsExport, updateScreen } from './screens.ts';
import { fromMachine, publicAccess, type AreaAccess } from './types.ts';

/** Every event a requested estado may mean (eventForEstado in machines/listing.ts). */
const estadoEvents = fromMachine(
  'listing',
  'PUBLICAR',
  'PAUSAR',
  'APROBAR',
  'DESAPROBAR',
  'CAMBIAR_MOTIVO',
  'ELIMINAR',
);

export const listingsAccess = {
  // The list also counts what /Exportables/Publicaciones would download.
  listarPublicaciones: { roles: listingUserTypes, menu: [...listingScreens, ...listingsExport] },
  encabezadosPublicaciones: { roles: listingUserTypes, menu: listingScreens },
  obtenerPublicacion: { roles: listingUserTypes, menu: listingScreens },
  historialPublicacion: { roles: listingUserTypes, menu: listingScreens },
  // Creation is the sellers' (DECISIONS 16).
  crearPublicacion: { roles: fromMachine('listing', 'CREAR'), menu: listingScreens },
  // Which fields each role may save is ./listing-fields.ts's (field rules).
  editarPublicacion: { roles: listingUserTypes, menu: listingScreens },
  cambiarEstadoPublicacion: { roles: estadoEvents, menu: listingScreens },
  eliminarPublicacion: { roles: fromMachine('listing', 'ELIMINAR'), menu: listingScreens },
  aprobarPublicacion: { roles: fromMachine('listing', 'APROBAR'), menu: listingScreens },
  desaprobarPublicacion: { roles: fromMachine('listing', 'DESAPROBAR'), menu: listingScreens },
  // The bulk state change by id (integrations) changes listings as the list and the update
  // screen do.
  cambiarEstadoPublicacionBulk: { roles: estadoEvents, menu: [...listingScreens, ...updateScreen] },
  actualizarPosicionImagenes: { roles: listingUserTypes, menu: listingScreens },
  // The form's images and the image card of Creación Masiva (its rows name uploaded images).
  subirImagen: { roles: listingUserTypes, menu: [...listingScreens, ...creationScreen] },
  // An img's src: read without a session, by its random, unguessable name.
  obtenerImagen: publicAccess,
} satisfies AreaAccess;

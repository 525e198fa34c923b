// Access to the publication-types area's operations (001 §2.7, §6; see ./types.ts): category and
// the admin moderator only, from the 'Tipo de publicaciones' screens.
import { staff } from '../roles.ts';
import { publicationTypesScreen } from './screens.ts';
import type { AreaAccess } from './types.ts';

export const publicationTypesAccess = {
  buscarTiposPublicacionAdmin: { roles: staff, menu: publicationTypesScreen },
  obtenerTipoPublicacion: { roles: staff, menu: publicationTypesScreen },
  crearTipoPublicacion: { roles: staff, menu: publicationTypesScreen },
  modificarTipoPublicacion: { roles: staff, menu: publicationTypesScreen },
  eliminarTipoPublicacion: { roles: staff, menu: publicationTypesScreen },
  asociarGrupoPlanes: { roles: staff, menu: publicationTypesScreen },
} satisfies AreaAccess;

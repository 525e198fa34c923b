// Access to the catalogues the listing form, the list filter, the bulk screens and the export
// filter read (000 §7; see ./types.ts).
import { listingUserTypes } from '../permissions.ts';
import { catalogueScreens } from './screens.ts';
import type { AreaAccess } from './types.ts';

const catalogue = { roles: listingUserTypes, menu: catalogueScreens } as const;

export const catalogueAccess = {
  alicuotasIva: catalogue,
  obtenerArticulo: catalogue,
  buscarMarcas: catalogue,
  buscarSubFamilias: catalogue,
  obtenerSubFamilia: catalogue,
  motivosRevision: catalogue,
  tiposPublicacion: catalogue,
  estadosVariaciones: catalogue,
  garantias: catalogue,
} satisfies AreaAccess;

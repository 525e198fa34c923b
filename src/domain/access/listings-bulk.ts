// Access to listings in bulk (000 §2.8, §7, issue 6; see ./types.ts): Creación Masiva,
// Actualización Masiva, the calls by id of integrations and /Exportables/Publicaciones. The
// update by SKU seller is the sellers', the update by code and the type-and-shipping card are
// staff's; the calls by id follow the listing edit (seller scope in the handlers). The brands,
// categories and listing types lists, the creation template and the listings export are for
// everyone with the listings area. Mass creation is the sellers' (the listing machine's CREAR,
// asked by the handler): staff reach the two creation calls only to be told, in words, that
// creation is the seller's (403 from the handler), so their roles are the area's.
import { listingUserTypes } from '../permissions.ts';
import { sellers, staff } from '../roles.ts';
import { creationScreen, listingScreens, listingsExport, updateScreen } from './screens.ts';
import type { AreaAccess } from './types.ts';

const bulkScreens = [...creationScreen, ...updateScreen];
const byId = [...listingScreens, ...updateScreen];

export const listingsBulkAccess = {
  exportarMarcas: { roles: listingUserTypes, menu: bulkScreens },
  exportarCategorias: { roles: listingUserTypes, menu: bulkScreens },
  exportarTiposPublicacion: { roles: listingUserTypes, menu: bulkScreens },
  plantillaPublicaciones: { roles: listingUserTypes, menu: bulkScreens },
  leerCreacionMasiva: { roles: listingUserTypes, menu: creationScreen },
  creacionMasiva: { roles: listingUserTypes, menu: creationScreen },
  leerPublicacionesExcel: { roles: sellers, menu: updateScreen },
  actualizacionMasiva: { roles: sellers, menu: updateScreen },
  leerPublicacionesExcelPorCodigo: { roles: staff, menu: updateScreen },
  actualizacionMasivaPorCodigo: { roles: staff, menu: updateScreen },
  actualizacionMasivaTipoYEnvio: { roles: staff, menu: updateScreen },
  actualizacionMasivaPrecioYStockBulk: { roles: listingUserTypes, menu: byId },
  actualizarDimensionesBulk: { roles: listingUserTypes, menu: byId },
  modificarImagenesBulk: { roles: listingUserTypes, menu: byId },
  exportarPublicaciones: { roles: listingUserTypes, menu: listingsExport },
} satisfies AreaAccess;

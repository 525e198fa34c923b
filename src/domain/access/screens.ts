// The menu items (ids of menuItems in ../menu.ts, 000 §2.3) whose screens the access tables
// name. tests/unit/access.test.ts checks that each is a leaf of the menu.

/** /Publicaciones and the listing form (the list, the edit screen, its tabs and rebate card). */
export const listingScreens: readonly number[] = [31];
/** Publicaciones > Creación Masiva (000 §2.8). */
export const creationScreen: readonly number[] = [32];
/** Publicaciones > Actualización Masiva (000 §2.8). */
export const updateScreen: readonly number[] = [33];
/** Exportables > Publicaciones. */
export const listingsExport: readonly number[] = [81];
/** The catalogues: the list filter, the form, the bulk screens and the export filter. */
export const catalogueScreens: readonly number[] = [
  ...listingScreens,
  ...creationScreen,
  ...updateScreen,
  ...listingsExport,
];
/** Gestión de Ordenes > Ordenes Sellers: /Ordenes, /Ordenes/Publicacion, /Ordenes/Editar. */
export const ordersScreen: readonly number[] = [41];
/** Gestión de Ordenes > Ordenes Proveedores: /OrdenesProveedores and its View. */
export const supplierOrdersScreen: readonly number[] = [42];
/** Grupo Planes: /Planes and its plan search. */
export const plansScreen: readonly number[] = [6];
/** Gestión de Rebates: /Rebates (001 §2.5). */
export const rebatesScreen: readonly number[] = [5];
/** Tipo de publicaciones: /Tipo/Publicaciones and its pages (001 §2.7). */
export const publicationTypesScreen: readonly number[] = [7];
/** Gestión de Seller(s): /Sellers, its edit and new screens and their tabs (001 §2.3). */
export const sellersScreen: readonly number[] = [1];
/** Liquidaciones > Adm. Novedades: /Novedades and /Novedades/Nueva (002 §2). */
export const novedadesScreen: readonly number[] = [91];
/** Liquidaciones > Gestion de conceptos: /Conceptos and /Conceptos/Nuevo (002 §2). */
export const conceptsScreen: readonly number[] = [93];
/**
 * Liquidaciones > Configuración Fee Logístico: /Liquidaciones/ActualizacionMasiva (the fee
 * windows) and /Liquidaciones/NuevoFee (002 §2 'Fee logistics').
 */
export const feeScreen: readonly number[] = [94];
/**
 * Liquidaciones > Adm. Liquidacion (staff) and Detalle Liquidacion > Adm. Liquidacion (sellers
 * and accounting): /Liquidaciones and the settlement's detail (002 §2).
 */
export const settlementsScreen: readonly number[] = [92, 101];
/** /Liquidaciones/Nueva and the draft edit: staff's Adm. Liquidacion only (002 §2, §6). */
export const settlementDraftScreen: readonly number[] = [92];
/** Exportables > Órdenes, Novedades, Liquidaciones and Sellers (002 §2 'Exports', issue 21). */
export const ordersExport: readonly number[] = [82];
export const novedadesExport: readonly number[] = [83];
export const settlementsExport: readonly number[] = [84];
export const sellersExport: readonly number[] = [85];

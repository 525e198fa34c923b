// Access to the exports (002 §2 'Exports', §6; 000 §2.3; issue 21; see ./types.ts): each call
// belongs to its Exportables item. Órdenes is staff's and the sellers' (sellers export their own
// orders: the handler scopes them); the phone orders block, Novedades, Liquidaciones and Sellers
// are staff's, as the menu shows them. Read-only, supplier and accounting have no Exportables.
import { sellers, staff } from '../roles.ts';
import { novedadesExport, ordersExport, sellersExport, settlementsExport } from './screens.ts';
import type { AreaAccess } from './types.ts';

const centreScreens = [...ordersExport, ...novedadesExport, ...settlementsExport, ...sellersExport];

export const exportsAccess = {
  exportarOrdenes: { roles: [...staff, ...sellers], menu: ordersExport },
  cantidadExportarOrdenes: { roles: [...staff, ...sellers], menu: ordersExport },
  exportarOrdenesTelefonicas: { roles: staff, menu: ordersExport },
  exportarNovedades: { roles: staff, menu: novedadesExport },
  exportarLiquidaciones: { roles: staff, menu: settlementsExport },
  exportarSellers: { roles: staff, menu: sellersExport },
  // The export centre (issue 21 point 4): whoever has an Exportables screen of these; the
  // handler checks the kind queued against that kind's own entry above.
  crearExportacion: { roles: [...staff, ...sellers], menu: centreScreens },
  misExportaciones: { roles: [...staff, ...sellers], menu: centreScreens },
  descargarExportacion: { roles: [...staff, ...sellers], menu: centreScreens },
} satisfies AreaAccess;

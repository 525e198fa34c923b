// Access to the saved views' operations (issue 35 point 3; see ./types.ts): every type with a
// list that has a filter, from those lists' screens; read-only lists (none) but writes nothing
// (issue 17 point 6). The handlers keep each user to its own views, and to the lists it may
// open (src/domain/views.ts mayUseViewsOf).
import { signedIn } from '../roles.ts';
import { viewWriters } from '../views.ts';
import {
  novedadesScreen,
  ordersScreen,
  plansScreen,
  publicationTypesScreen,
  rebatesScreen,
  sellersScreen,
  settlementsScreen,
  supplierOrdersScreen,
  listingScreens,
} from './screens.ts';
import type { AreaAccess } from './types.ts';

/** The screens of the lists with saved views ('Gestión de Usuario(s)' is item 2). */
const listScreens: readonly number[] = [
  ...ordersScreen,
  ...supplierOrdersScreen,
  ...listingScreens,
  ...rebatesScreen,
  ...novedadesScreen,
  ...settlementsScreen,
  2,
  ...sellersScreen,
  ...plansScreen,
  ...publicationTypesScreen,
];

export const viewsAccess = {
  listarVistas: { roles: signedIn, menu: listScreens },
  crearVista: { roles: viewWriters, menu: listScreens },
  renombrarVista: { roles: viewWriters, menu: listScreens },
  eliminarVista: { roles: viewWriters, menu: listScreens },
} satisfies AreaAccess;

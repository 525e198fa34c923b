// Access to the plans area's operations (001 §2.1, §2.6, §2.7, §6; see ./types.ts). Plans, plan
// groups and publication types are staff's (category and admin moderator): the plan-group
// screens, the publication-type screens (which choose plan groups) and the add-payment modal
// of an order (whose coupons only the admin moderator sees, 001 §2.1). 'Exportar a Excel' of
// /Planes is the admin's (001 §2.6).
import { TipoUsuario, staff } from '../roles.ts';
import { ordersScreen, plansScreen, publicationTypesScreen } from './screens.ts';
import type { AreaAccess } from './types.ts';

export const plansAccess = {
  buscarPlanes: { roles: staff, menu: [...plansScreen, ...ordersScreen] },
  buscarGruposPlanes: { roles: staff, menu: [...plansScreen, ...publicationTypesScreen] },
  obtenerGrupoPlanes: { roles: staff, menu: [...plansScreen, ...publicationTypesScreen] },
  crearGrupoPlanes: { roles: staff, menu: plansScreen },
  modificarGrupoPlanes: { roles: staff, menu: plansScreen },
  eliminarGrupoPlanes: { roles: staff, menu: plansScreen },
  exportarGruposPlanes: { roles: [TipoUsuario.adminMod], menu: plansScreen },
} satisfies AreaAccess;

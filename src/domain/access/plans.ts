// Access to the plans area's operations (001 §2.1, §2.6, §6; see ./types.ts). Plans are staff's:
// the plan-group screens and the add-payment modal of an order (whose coupons only the admin
// moderator sees, 001 §2.1).
import { staff } from '../roles.ts';
import { ordersScreen, plansScreen } from './screens.ts';
import type { AreaAccess } from './types.ts';

export const plansAccess = {
  buscarPlanes: { roles: staff, menu: [...plansScreen, ...ordersScreen] },
} satisfies AreaAccess;

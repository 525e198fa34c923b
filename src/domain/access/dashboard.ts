// Access to the dashboard area's operations (000 §2.4, §6; see ./types.ts): the home page.
import { dashboardUserTypes } from '../permissions.ts';
import type { AreaAccess } from './types.ts';

export const dashboardAccess = {
  dashboardTotalizadores: { roles: dashboardUserTypes, menu: 'shell' },
} satisfies AreaAccess;

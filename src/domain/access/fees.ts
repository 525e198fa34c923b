// Access to the fees area's operations (002 §2 'Fee logistics', §6, §7; see ./types.ts). 002 §6
// and §9 leave who acts on the fee "not shown"; the menu shows 'Configuración Fee Logístico' to
// category and admin moderator only (000 §2.3), so they are the ones (issue 19 point 7).
import { staff } from '../roles.ts';
import { feeScreen } from './screens.ts';
import type { AreaAccess } from './types.ts';

export const feesAccess = {
  datosFeeLogistico: { roles: staff, menu: feeScreen },
  estructuraFee: { roles: staff, menu: feeScreen },
  crearFee: { roles: staff, menu: feeScreen },
  actualizarFee: { roles: staff, menu: feeScreen },
} satisfies AreaAccess;

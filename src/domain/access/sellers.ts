// Access to the sellers area's operations (see ./types.ts): the sellers filters and the top
// bar's store name (000 §2.3), which no menu item hides.
import { sellerReaderTypes } from '../permissions.ts';
import type { AreaAccess } from './types.ts';

export const sellersAccess = {
  buscarSellers: { roles: sellerReaderTypes, menu: 'shell' },
  obtenerSeller: { roles: sellerReaderTypes, menu: 'shell' },
} satisfies AreaAccess;

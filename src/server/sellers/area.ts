// The sellers area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/sellers/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { sellersHandlers } from './handlers.ts';

export const area = defineArea({ name: 'sellers', handlers: sellersHandlers });

/** What the exports area reads of sellers (issue 21): every live seller, in id batches. */
export { listSellers, sellersAfter, type SellerDetailRow } from './repository.ts';

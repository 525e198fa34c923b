// The orders area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/orders/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { ordersHandlers } from './handlers.ts';
import { documentRouteOptions } from './documents.ts';

/** Every operation of the area (the routes' options name only some of them). */
type OrdersOperation = keyof ReturnType<typeof ordersHandlers>;

export const area = defineArea<OrdersOperation>({
  name: 'orders',
  handlers: ordersHandlers,
  routeOptions: documentRouteOptions,
});

// What the exports area reads of orders (issue 21): the list's filter, counted and read in
// keyset batches, with the lines and coupons of each batch.
export {
  countOrders,
  couponsOfOrders,
  orderItems,
  ordersAfter,
  type OrderBatchRow,
  type OrderCursor,
  type OrderFilter,
} from './repository.ts';

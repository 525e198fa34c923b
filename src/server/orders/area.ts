// The orders area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/orders/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { ordersHandlers } from './handlers.ts';

export const area = defineArea({ name: 'orders', handlers: ordersHandlers });

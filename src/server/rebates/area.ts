// The rebates area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/rebates/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { rebatesHandlers } from './handlers.ts';

export const area = defineArea({ name: 'rebates', handlers: rebatesHandlers });

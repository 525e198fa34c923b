// The platform area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/platform/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { platformHandlers } from './handlers.ts';

export const area = defineArea({ name: 'platform', handlers: platformHandlers });

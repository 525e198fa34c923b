// The plans area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/plans/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { plansHandlers } from './handlers.ts';

export const area = defineArea({ name: 'plans', handlers: plansHandlers });

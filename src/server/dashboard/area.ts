// The dashboard area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/dashboard/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { dashboardHandlers } from './handlers.ts';

export const area = defineArea({ name: 'dashboard', handlers: dashboardHandlers });

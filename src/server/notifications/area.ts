// The notifications area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/notifications/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { notificationsHandlers } from './handlers.ts';

export const area = defineArea({ name: 'notifications', handlers: notificationsHandlers });

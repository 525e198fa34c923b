// The session area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/session/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { sessionHandlers } from './handlers.ts';

export const area = defineArea({ name: 'session', handlers: sessionHandlers });

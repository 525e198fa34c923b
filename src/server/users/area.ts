// The users area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/users/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { usersHandlers } from './handlers.ts';

export const area = defineArea({ name: 'users', handlers: usersHandlers });

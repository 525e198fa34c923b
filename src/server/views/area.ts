// The saved views' area public file: what src/server/areas.ts plugs into the app.
import { defineArea } from '../shared/define-area.ts';
import { viewsHandlers } from './handlers.ts';

export const area = defineArea({ name: 'views', handlers: viewsHandlers });

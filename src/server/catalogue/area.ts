// The catalogue area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/catalogue/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { catalogueHandlers } from './handlers.ts';

export const area = defineArea({ name: 'catalogue', handlers: catalogueHandlers });

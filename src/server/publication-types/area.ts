// The publication-types area's public file: what src/server/areas.ts plugs into the app.
import { defineArea } from '../shared/define-area.ts';
import { publicationTypesHandlers } from './handlers.ts';

export const area = defineArea({ name: 'publication-types', handlers: publicationTypesHandlers });

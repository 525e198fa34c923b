// The novedades area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/novedades/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { novedadesHandlers } from './handlers.ts';

export const area = defineArea({ name: 'novedades', handlers: novedadesHandlers });

/** What the exports area reads of novedades (issue 21): the search of /Novedades, by pages. */
export { searchNovedades, type NovedadFilter, type NovedadRow } from './repository.ts';

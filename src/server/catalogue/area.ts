// The catalogue area's public file: what src/server/areas.ts plugs into the app, and the active
// listing types the listings-bulk area lists and checks. Nothing else of src/server/catalogue/
// is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { catalogueHandlers } from './handlers.ts';

export const area = defineArea({ name: 'catalogue', handlers: catalogueHandlers });
export { activeListingTypes, type TipoPublicacionActivo } from './repository.ts';

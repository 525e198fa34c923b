// The listings area's public file: what src/server/areas.ts plugs into the app and what the
// listings-bulk area uses of it (the list's rows, a listing's reading and the checks and
// writes of its fields, so that one listing and a thousand are checked alike). Nothing else
// of src/server/listings/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { listingsHandlers } from './handlers.ts';

export const area = defineArea({ name: 'listings', handlers: listingsHandlers });

export {
  countListings,
  listingsPage,
  loadPublicacion,
  type ListFilter,
  type ListPageRow,
  type Publicacion,
} from './repository.ts';
export {
  checkListing,
  fieldsOf,
  insertListing,
  writeDimensions,
  writeImages,
  type CamposPublicacion,
} from './write.ts';
// A bulk change reads in each listing's Historial as one of the form does, naming its batch.
export { bulkBatch, listingsCount, priceStockChange, typeShippingChange } from './history.ts';

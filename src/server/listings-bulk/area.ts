// The listings-bulk area's public file: what src/server/areas.ts plugs into the app, its bulk
// calls' route options included (their body limits). Nothing else of src/server/listings-bulk/
// is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { listingsBulkHandlers } from './handlers.ts';
import { bulkRouteOptions } from './routes.ts';

export const area = defineArea({
  name: 'listings-bulk',
  handlers: listingsBulkHandlers,
  routeOptions: bulkRouteOptions,
});

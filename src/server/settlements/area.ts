// The settlements area's public file: what src/server/areas.ts plugs into the app. Nothing else
// of src/server/settlements/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { settlementsHandlers } from './handlers.ts';
import { settlementDocumentHandlers } from './documents.ts';

export const area = defineArea({
  name: 'settlements',
  handlers: (s) => ({ ...settlementsHandlers(s), ...settlementDocumentHandlers(s) }),
});

/** What the exports area reads of settlements (issue 21): the search, by pages. */
export { searchSettlements, type HeaderRow, type SettlementFilter } from './repository.ts';

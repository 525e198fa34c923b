// The rebates area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/rebates/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { endRebates, REBATE_EXPIRY_EVERY_MS } from './expiry.ts';
import { rebatesHandlers } from './handlers.ts';

export const area = defineArea({
  name: 'rebates',
  handlers: rebatesHandlers,
  // DECISIONS 17: rebates end by themselves, whether or not anyone opens a screen.
  jobs: [{ name: 'fin de rebates', everyMs: REBATE_EXPIRY_EVERY_MS, run: (s) => endRebates(s.db) }],
});

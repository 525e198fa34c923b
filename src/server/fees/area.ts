// The fees area's public file: what src/server/areas.ts plugs into the app, and the quote of an
// order's logistics fee that settlements call (DECISIONS 23). Nothing else of src/server/fees/
// is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { feesHandlers } from './handlers.ts';

export const area = defineArea({ name: 'fees', handlers: feesHandlers });

export { quoteOrderFee, quoteOrderFees, type FeeQuote, type FeeQuoteExemption } from './quote.ts';

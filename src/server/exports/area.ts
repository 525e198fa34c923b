// The exports area's public file: what src/server/areas.ts plugs into the app (002 §2
// 'Exports', issue 21). Nothing else of src/server/exports/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { exportsHandlers } from './handlers.ts';

export const area = defineArea({ name: 'exports', handlers: exportsHandlers });

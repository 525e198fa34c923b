// The exports area's public file: what src/server/areas.ts plugs into the app (002 §2
// 'Exports', issue 21), with the export centre's job: every process builds the queued exports,
// one at a time (./centre.ts). Nothing else of src/server/exports/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { drainJobs } from './centre.ts';
import { exportsHandlers } from './handlers.ts';

export const area = defineArea({
  name: 'exports',
  handlers: exportsHandlers,
  jobs: [
    {
      name: 'export-centre',
      everyMs: 2000,
      // Drains the queue: one job after the other while there are any.
      run: (s) => drainJobs(s),
    },
  ],
});

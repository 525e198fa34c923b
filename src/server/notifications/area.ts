// The notifications area's public file: what src/server/areas.ts plugs into the app. Nothing else of
// src/server/notifications/ is imported from outside it.
import { defineArea } from '../shared/define-area.ts';
import { deliverQueuedNotifications } from '../shared/notify.ts';
import { notificationsHandlers } from './handlers.ts';

/**
 * How often every process looks for queued notifications that no notice brought it (a delivery
 * that failed, or queued while no process was listening); a notice runs the job at once.
 */
export const QUEUED_NOTIFICATIONS_EVERY_MS = 5_000;

export const area = defineArea({
  name: 'notifications',
  handlers: notificationsHandlers,
  jobs: [
    {
      name: 'notificaciones en cola',
      everyMs: QUEUED_NOTIFICATIONS_EVERY_MS,
      wakeOn: 'notificaciones_en_cola',
      run: (s) => deliverQueuedNotifications(s.db),
    },
  ],
});

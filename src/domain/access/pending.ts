// Access to the 'Pendientes' area (issue 35 point 2; see ./types.ts): the dashboard's and the
// home page's queues. Every type some queue is listed for; which queues it sees is the server's
// (the machines' answer, minus the screens hidden to the user).
import { pendingUserTypes } from '../pending.ts';
import type { AreaAccess } from './types.ts';

export const pendingAccess = {
  pendientes: { roles: pendingUserTypes, menu: 'shell' },
} satisfies AreaAccess;

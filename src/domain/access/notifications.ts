// Access to the notifications area's operations (000 §2.5; see ./types.ts): the bell,
// /Notificaciones and its settings belong to the shell.
import { notificationUserTypes } from '../permissions.ts';
import type { AreaAccess } from './types.ts';

const shell = { roles: notificationUserTypes, menu: 'shell' } as const;

export const notificationsAccess = {
  notificacionesTotal: shell,
  notificacionesDetalle: shell,
  notificacionesMarcarLeidas: shell,
  obtenerAjustesNotificacion: shell,
  actualizarAjustesNotificacion: shell,
} satisfies AreaAccess;

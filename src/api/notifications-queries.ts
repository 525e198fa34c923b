// Query keys, options and the mark-read call of the notifications area (000 §2.3 bell, §2.5,
// §7) and the refresh timing of 000 §4 and §9. Imported only by authenticated screens, so React
// Query stays out of the login screen's bundle.
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components } from './schema';

export type NotificacionesTotales = components['schemas']['NotificacionesTotales'];
export type Notificacion = components['schemas']['Notificacion'];
export type OpcionNotificacion = components['schemas']['OpcionNotificacion'];
export type IdTipoNotificacion = components['schemas']['IdTipoNotificacion'];

/** 000 §4, §9: the bell's counts are refreshed every 420000 ms (7 minutes)... */
export const NOTIFICATION_TOTAL_REFRESH_MS = 420_000;
/** ...and 300 ms after marking notifications as read. */
export const REFRESH_AFTER_MARK_READ_MS = 300;

/** 000 §8: the texts of the settings screen and of marking read with nothing selected. */
export const notificationTexts = {
  noneSelected: 'Debe seleccionar una notificación',
  settingsSaved: 'Ajustes actualizados con éxito.',
  settingsFailed: 'No pudimos actualizar los ajustes.',
  loadFailed: 'No se pudieron obtener las notificaciones.',
  markFailed: 'No se pudieron marcar las notificaciones como leídas.',
  settingsLoadFailed: 'No se pudieron obtener los ajustes de notificaciones.',
} as const;

export const notificationsKeys = {
  all: ['notifications'] as const,
  total: (idSeller: number | null) => [...notificationsKeys.all, 'total', idSeller] as const,
  details: () => [...notificationsKeys.all, 'detail'] as const,
  detail: (idSeller: number | null, tipo: IdTipoNotificacion) =>
    [...notificationsKeys.details(), idSeller, tipo] as const,
  settings: (idUser: number) => [...notificationsKeys.all, 'settings', idUser] as const,
};

/** The field of the totals (000 §3 Totals) that counts each notification type. */
export const totalField: Record<
  IdTipoNotificacion,
  Exclude<keyof NotificacionesTotales, 'notificaciones'>
> = {
  1: 'cambiosStock',
  2: 'cambiosPrecios',
  3: 'ordenesNuevas',
  4: 'ordenesAnuladas',
  6: 'modificacionesCuotas',
};

export interface NotificationScope {
  /** The session's seller (sellers and seller admins), null for staff: every seller. */
  idSeller: number | null;
  tipoUsuario: components['schemas']['TipoUsuario'];
}

/** The bell's counts (POST /api/Landing/Notificaciones/Total), refreshed every 7 minutes. */
export function notificacionesTotalQueryOptions(scope: NotificationScope) {
  return apiQueryOptions({
    queryKey: notificationsKeys.total(scope.idSeller),
    request: (signal) =>
      api.POST('/api/Landing/Notificaciones/Total', {
        body: { idSeller: scope.idSeller, tipoUsuario: scope.tipoUsuario },
        signal,
      }),
    fallback: notificationTexts.loadFailed,
    refetchInterval: NOTIFICATION_TOTAL_REFRESH_MS,
  });
}

/** The unread rows of one tab (POST /api/Notificaciones/Detalle). */
export function notificacionesDetalleQueryOptions(
  scope: NotificationScope,
  tipo: IdTipoNotificacion,
) {
  return apiQueryOptions({
    queryKey: notificationsKeys.detail(scope.idSeller, tipo),
    request: (signal) =>
      api.POST('/api/Notificaciones/Detalle', {
        body: {
          idSeller: scope.idSeller,
          tipoUsuario: scope.tipoUsuario,
          idtipoNotificacion: tipo,
        },
        signal,
      }),
    fallback: notificationTexts.loadFailed,
  });
}

/** POST /api/Notificaciones/MarcarLeidas: how many were unread and are now read. */
export async function marcarLeidas(idSeller: number | null, idMensaje: number[]): Promise<number> {
  const data = unwrap(
    await api.POST('/api/Notificaciones/MarcarLeidas', { body: { idSeller, idMensaje } }),
    notificationTexts.markFailed,
  );
  return data.marcadas;
}

/**
 * After a successful mark-read: the tab's rows are read again at once (the marked ones are
 * gone) and the bell's counts 300 ms later (000 §9 'Refresh after marking read').
 */
export async function refreshAfterMarkRead(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: notificationsKeys.details() });
  await new Promise((resolve) => setTimeout(resolve, REFRESH_AFTER_MARK_READ_MS));
  await queryClient.invalidateQueries({
    queryKey: [...notificationsKeys.all, 'total'],
  });
}

/** The session user's settings (GET /api/Notificaciones/Ajustes). */
export function ajustesNotificacionQueryOptions(idUser: number) {
  return apiQueryOptions({
    queryKey: notificationsKeys.settings(idUser),
    request: (signal) =>
      api.GET('/api/Notificaciones/Ajustes', { params: { query: { IdUser: idUser } }, signal }),
    fallback: notificationTexts.settingsLoadFailed,
  });
}

/** PUT /api/Notificaciones/Ajustes: saves the settings and answers all of them. */
export async function guardarAjustes(
  idUser: number,
  opciones: readonly OpcionNotificacion[],
): Promise<OpcionNotificacion[]> {
  const data = unwrap(
    await api.PUT('/api/Notificaciones/Ajustes', {
      body: { IdUser: idUser, OpcionesNotificacion: [...opciones] },
    }),
    notificationTexts.settingsFailed,
  );
  return data.opcionesNotificacion;
}

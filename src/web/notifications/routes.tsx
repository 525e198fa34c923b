// The notifications area's routes (000 §2.5): the list, whose tab is in the URL (?tipo=2), and
// the session user's own settings.
import type { ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import type { AreaRouteKit } from '../ui/area-routes.ts';

interface NotificationsSearch {
  /** The tab (000 §2.5 setting ids); the page shows the first tab of the user when absent. */
  tipo?: 1 | 2 | 3 | 4 | 6;
}

const notificationTabIds: readonly number[] = [1, 2, 3, 4, 6];

const tabSearch = (tipo: number): NotificationsSearch =>
  notificationTabIds.includes(tipo) ? { tipo: tipo as NotificationsSearch['tipo'] } : {};

const notificationsPage = lazyRouteComponent(
  () => import('./notifications-page.tsx'),
  'NotificationsPage',
);

const notificationSettingsPage = lazyRouteComponent(
  () => import('./settings-page.tsx'),
  'SettingsPage',
);

export function notificationsRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const notificationsRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Notificaciones',
    validateSearch: (search: Record<string, unknown>): NotificationsSearch =>
      tabSearch(Number(search.tipo)),
    beforeLoad: guard,
    loader: () => notificationsPage.preload?.(),
    component: function NotificationsRoute(): ReactNode {
      const { tipoUsuario, idSellerSesion } = useUser();
      const { tipo } = useSearch({ from: '/authenticated/Notificaciones' });
      const navigate = useNavigate({ from: '/Notificaciones' });
      const Page = notificationsPage;
      return (
        <Page
          tipoUsuario={tipoUsuario}
          idSeller={idSellerSesion}
          tipo={tipo}
          onTipoChange={(next) => void navigate({ search: tabSearch(next) })}
        />
      );
    },
  });

  const notificationSettingsRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Notificaciones/Ajustes',
    beforeLoad: guard,
    loader: () => notificationSettingsPage.preload?.(),
    component: function NotificationSettingsRoute(): ReactNode {
      const { tipoUsuario, userId } = useUser();
      const Page = notificationSettingsPage;
      return <Page tipoUsuario={tipoUsuario} idUser={userId} />;
    },
  });

  return [notificationsRoute, notificationSettingsRoute] as const;
}

// The bulk screens of the listings (000 §2.8, issue 6).
import type { ReactNode } from 'react';
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { AreaRouteKit } from '../ui/area-routes.ts';

const bulkCreationPage = lazyRouteComponent(() => import('./creation-page.tsx'), 'CreationPage');
const bulkUpdatePage = lazyRouteComponent(() => import('./update-page.tsx'), 'UpdatePage');

export function listingsBulkRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const bulkCreationRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Publicaciones/CreacionMasiva',
    beforeLoad: guard,
    loader: () => bulkCreationPage.preload?.(),
    component: function BulkCreationRoute(): ReactNode {
      const Page = bulkCreationPage;
      return <Page {...useUser()} />;
    },
  });

  const bulkUpdateRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Publicaciones/ActualizacionMasiva',
    beforeLoad: guard,
    loader: () => bulkUpdatePage.preload?.(),
    component: function BulkUpdateRoute(): ReactNode {
      const { tipoUsuario, idSellerSesion } = useUser();
      const Page = bulkUpdatePage;
      return <Page tipoUsuario={tipoUsuario} idSellerSesion={idSellerSesion} />;
    },
  });

  return [bulkCreationRoute, bulkUpdateRoute] as const;
}

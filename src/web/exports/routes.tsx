// The exports area's screens (002 §2 'Exports', issue 21): /Exportables/Ordenes, Novedades,
// Liquidaciones and Sellers. /Exportables/Publicaciones composes the listings area's filter and
// is declared by the app (src/web/app/router.tsx).
import type { ReactNode } from 'react';
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { screenRoute, type AreaRouteKit } from '../ui/area-routes.ts';

const ordersPage = lazyRouteComponent(() => import('./orders-export-page.tsx'), 'OrdersExportPage');
const novedadesPage = lazyRouteComponent(
  () => import('./novedades-export-page.tsx'),
  'NovedadesExportPage',
);
const settlementsPage = lazyRouteComponent(
  () => import('./settlements-export-page.tsx'),
  'SettlementsExportPage',
);
const sellersPage = lazyRouteComponent(
  () => import('./sellers-export-page.tsx'),
  'SellersExportPage',
);

export function exportsRoutes<TParent extends AnyRoute>(kit: AreaRouteKit<TParent>) {
  const { parent, guard, useUser } = kit;
  const ordersRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Exportables/Ordenes',
    beforeLoad: guard,
    loader: () => ordersPage.preload?.(),
    component: function OrdersExportRoute(): ReactNode {
      const { tipoUsuario } = useUser();
      const Page = ordersPage;
      return <Page tipoUsuario={tipoUsuario} />;
    },
  });
  return [
    ordersRoute,
    screenRoute(kit, 'Exportables/Novedades', novedadesPage),
    screenRoute(kit, 'Exportables/Liquidaciones', settlementsPage),
    screenRoute(kit, 'Exportables/Sellers', sellersPage),
  ] as const;
}

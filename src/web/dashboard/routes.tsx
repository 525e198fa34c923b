// The dashboard area's route (000 §2.2): the home every session lands on.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { AreaRouteKit } from '../ui/area-routes.ts';

export function dashboardRoutes<TParent extends AnyRoute>({
  parent,
  guard,
}: AreaRouteKit<TParent>) {
  const homeRoute = createRoute({
    getParentRoute: () => parent,
    path: '/',
    beforeLoad: guard,
    component: lazyRouteComponent(() => import('./dashboard-page.tsx'), 'DashboardPage'),
  });
  return [homeRoute] as const;
}

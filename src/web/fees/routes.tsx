// The fees area's screens (002 §2 'Fee logistics'): /Liquidaciones/ActualizacionMasiva (the
// fee page, where the menu's 'Configuración Fee Logístico' leads) and /Liquidaciones/NuevoFee.
import type { ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  type AnyRoute,
} from '@tanstack/react-router';
import type { AreaRouteKit } from '../ui/area-routes.ts';

const feePage = lazyRouteComponent(() => import('./fee-page.tsx'), 'FeePage');
const nuevoFeePage = lazyRouteComponent(() => import('./nuevo-fee-page.tsx'), 'NuevoFeePage');

export function feesRoutes<TParent extends AnyRoute>({ parent, guard }: AreaRouteKit<TParent>) {
  const feeRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Liquidaciones/ActualizacionMasiva',
    beforeLoad: guard,
    loader: () => feePage.preload?.(),
    component: function FeeRoute(): ReactNode {
      const navigate = useNavigate();
      const Page = feePage;
      return <Page onCreate={() => void navigate({ to: '/Liquidaciones/NuevoFee' })} />;
    },
  });
  const newRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Liquidaciones/NuevoFee',
    beforeLoad: guard,
    loader: () => nuevoFeePage.preload?.(),
    component: function NuevoFeeRoute(): ReactNode {
      const navigate = useNavigate();
      const Page = nuevoFeePage;
      return <Page onBack={() => void navigate({ to: '/Liquidaciones/ActualizacionMasiva' })} />;
    },
  });
  return [feeRoute, newRoute] as const;
}

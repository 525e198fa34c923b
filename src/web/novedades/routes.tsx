// The novedades area's screens (002 §2 'Novedades' and 'Concepts'): /Novedades (its filter in
// the URL), /Novedades/Nueva, /Conceptos and /Conceptos/Nuevo.
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import type { AreaRouteKit } from '../ui/area-routes.ts';
import { novedadesSearch, type NovedadesFilter } from './novedades-filter.ts';

const novedadesPage = lazyRouteComponent(() => import('./novedades-page.tsx'), 'NovedadesPage');
const nuevaNovedadPage = lazyRouteComponent(
  () => import('./nueva-novedad-page.tsx'),
  'NuevaNovedadPage',
);
const conceptosPage = lazyRouteComponent(() => import('./conceptos-page.tsx'), 'ConceptosPage');
const nuevoConceptoPage = lazyRouteComponent(
  () => import('./conceptos-page.tsx'),
  'NuevoConceptoPage',
);

export function novedadesRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const listRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Novedades',
    validateSearch: novedadesSearch.validateSearch,
    beforeLoad: guard,
    loader: () => novedadesPage.preload?.(),
    component: function NovedadesRoute(): ReactNode {
      const search = useSearch({ strict: false });
      const navigate = useNavigate();
      const onSearchChange = useCallback(
        (next: NovedadesFilter) =>
          void navigate({ to: '/Novedades', search: novedadesSearch.write(next) }),
        [navigate],
      );
      const { tipoUsuario } = useUser();
      const Page = novedadesPage;
      return (
        <Page
          tipoUsuario={tipoUsuario}
          search={search}
          onSearchChange={onSearchChange}
          onCreate={() => void navigate({ to: '/Novedades/Nueva' })}
        />
      );
    },
  });
  const newRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Novedades/Nueva',
    beforeLoad: guard,
    loader: () => nuevaNovedadPage.preload?.(),
    component: function NuevaNovedadRoute(): ReactNode {
      const navigate = useNavigate();
      const Page = nuevaNovedadPage;
      return <Page onBack={() => void navigate({ to: '/Novedades' })} />;
    },
  });
  const conceptsRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Conceptos',
    beforeLoad: guard,
    loader: () => conceptosPage.preload?.(),
    component: function ConceptosRoute(): ReactNode {
      const navigate = useNavigate();
      const Page = conceptosPage;
      return <Page onCreate={() => void navigate({ to: '/Conceptos/Nuevo' })} />;
    },
  });
  const newConceptRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Conceptos/Nuevo',
    beforeLoad: guard,
    loader: () => nuevoConceptoPage.preload?.(),
    component: function NuevoConceptoRoute(): ReactNode {
      const navigate = useNavigate();
      const Page = nuevoConceptoPage;
      return <Page onBack={() => void navigate({ to: '/Conceptos' })} />;
    },
  });
  return [listRoute, newRoute, conceptsRoute, newConceptRoute] as const;
}

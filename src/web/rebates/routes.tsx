// The rebates area's screen (001 §2.5): 'Gestión de Rebates' at /Rebates, its filter in the URL.
// (The rebate card of a listing is composed by the app into the listing form.)
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import type { AreaRouteKit } from '../ui/area-routes.ts';
import { rebatesSearch, type RebatesFilter } from './list-filter-state.ts';

const rebatesPage = lazyRouteComponent(() => import('./rebates-page.tsx'), 'RebatesPage');

export function rebatesRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const listRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Rebates',
    validateSearch: rebatesSearch.validateSearch,
    beforeLoad: guard,
    loader: () => rebatesPage.preload?.(),
    component: function RebatesRoute(): ReactNode {
      const search = useSearch({ strict: false });
      const navigate = useNavigate();
      const onSearchChange = useCallback(
        (next: RebatesFilter) =>
          void navigate({ to: '/Rebates', search: rebatesSearch.write(next) }),
        [navigate],
      );
      const { tipoUsuario, userId } = useUser();
      const Page = rebatesPage;
      return (
        <Page
          tipoUsuario={tipoUsuario}
          userId={userId}
          search={search}
          onSearchChange={onSearchChange}
        />
      );
    },
  });
  return [listRoute] as const;
}

// The plans area's screens (001 §2.6): /Planes (its filter and page in the URL), /Planes/Nuevo,
// /Planes/Editar/{id} and /Planes/Busqueda (the plan search of those forms).
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useParams,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import { PLANS_PAGE_SIZE } from '../../domain/plan-rules.ts';
import { idParams, screenRoute, type AreaRouteKit } from '../ui/area-routes.ts';
import { pageField, textField, urlFilter, numberField } from '../ui/url-filter.ts';
import type { PlanGroupsSearch } from './plan-groups-page.tsx';

const listPage = lazyRouteComponent(() => import('./plan-groups-page.tsx'), 'PlanGroupsPage');
const editPage = lazyRouteComponent(
  () => import('./plan-group-form-page.tsx'),
  'PlanGroupEditPage',
);
const newPage = lazyRouteComponent(() => import('./plan-group-form-page.tsx'), 'PlanGroupNewPage');
const searchPage = lazyRouteComponent(() => import('./plan-search-page.tsx'), 'PlanSearchPage');

const planGroupsSearch = urlFilter<PlanGroupsSearch>(
  {
    descripcion: textField('descripcion', 100),
    pagina: pageField('pagina'),
    // The page sizes the table offers (src/web/ui/paged-table.tsx PAGE_SIZES; not imported here,
    // so the route tree does not load the table's code).
    tamano: numberField('tamano', (n) => [10, 25, 50].includes(n)),
  },
  () => ({ descripcion: '', pagina: 1, tamano: PLANS_PAGE_SIZE }),
);

export function plansRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'Planes',
    validateSearch: planGroupsSearch.validateSearch,
    beforeLoad: guard,
    loader: () => listPage.preload?.(),
    component: function PlanGroupsRoute(): ReactNode {
      const search = planGroupsSearch.read(useSearch({ strict: false }));
      const navigate = useNavigate();
      const onSearchChange = useCallback(
        (next: PlanGroupsSearch) =>
          void navigate({ to: '/Planes', search: planGroupsSearch.write(next) }),
        [navigate],
      );
      const Page = listPage;
      return (
        <Page tipoUsuario={useUser().tipoUsuario} search={search} onSearchChange={onSearchChange} />
      );
    },
  });
  const edit = createRoute({
    getParentRoute: () => parent,
    path: 'Planes/Editar/$id',
    params: idParams,
    beforeLoad: guard,
    loader: () => editPage.preload?.(),
    component: function PlanGroupEditRoute(): ReactNode {
      const { id } = useParams({ from: '/authenticated/Planes/Editar/$id' });
      const Page = editPage;
      return <Page idGrupoPlan={id} />;
    },
  });
  const create = screenRoute({ parent, guard }, 'Planes/Nuevo', newPage);
  const searchRoute = screenRoute({ parent, guard }, 'Planes/Busqueda', searchPage);
  return [list, create, searchRoute, edit] as const;
}

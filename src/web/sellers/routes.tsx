// The sellers area's routes (001 §2.3): /Sellers (the list, its filter in the URL), /Sellers/Nuevo,
// /Sellers/Editar/{idSeller}, and the publication-type selection pages /Sellers/Editar/Select/{id},
// /Sellers/Nuevo/Select and /Sellers/TiposPublicaciones/Select. The pages get the session's user.
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useParams,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import { positiveId, type AreaRouteKit } from '../ui/area-routes.ts';
import type { SellerUsersSlot } from './edit-page.tsx';
import { sellersSearch, type SellersFilter } from './list-filter-state.ts';

const listPage = lazyRouteComponent(() => import('./list-page.tsx'), 'SellersListPage');
const editPage = lazyRouteComponent(() => import('./edit-page.tsx'), 'SellerEditPage');
const editScreen = lazyRouteComponent(() => import('./edit-page.tsx'), 'SellerEditScreen');
const selectPage = lazyRouteComponent(() => import('./types-select-page.tsx'), 'TypesSelectPage');

const idParams = <K extends string>(key: K) => ({
  parse: (params: Record<K, string>) => {
    const id = positiveId(params[key]);
    return id === false ? false : ({ [key]: id } as Record<K, number>);
  },
  stringify: (params: Record<K, number>) => ({ [key]: String(params[key]) }) as Record<K, string>,
});

export interface SellersRouteSlots {
  /**
   * The Moderador and Usuario tabs of an edited seller (001 §2.3: its users, created and edited
   * with the users area's forms), and what loads their code with the edit page's.
   */
  usersTab?: { render: SellerUsersSlot; preload?: () => Promise<unknown> };
}

export function sellersRoutes<TParent extends AnyRoute>(
  { parent, guard, useUser }: AreaRouteKit<TParent>,
  { usersTab }: SellersRouteSlots = {},
) {
  const listRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Sellers',
    validateSearch: sellersSearch.validateSearch,
    beforeLoad: guard,
    loader: () => listPage.preload?.(),
    component: function SellersRoute(): ReactNode {
      const search = useSearch({ strict: false });
      const navigate = useNavigate();
      const onFilterChange = useCallback(
        (next: SellersFilter) =>
          void navigate({ to: '/Sellers', search: sellersSearch.write(next) }),
        [navigate],
      );
      const { tipoUsuario, userId } = useUser();
      const Page = listPage;
      return (
        <Page
          tipoUsuario={tipoUsuario}
          userId={userId}
          filter={sellersSearch.read(search)}
          onFilterChange={onFilterChange}
        />
      );
    },
  });
  const newRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Sellers/Nuevo',
    beforeLoad: guard,
    loader: () => editPage.preload?.(),
    component: function NewSellerRoute(): ReactNode {
      const Page = editPage;
      return <Page tipoUsuario={useUser().tipoUsuario} seller={null} />;
    },
  });
  const editRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Sellers/Editar/$idSeller',
    params: idParams('idSeller'),
    beforeLoad: guard,
    loader: () => Promise.all([editScreen.preload?.(), usersTab?.preload?.()]),
    component: function EditSellerRoute(): ReactNode {
      const { idSeller } = useParams({ from: '/authenticated/Sellers/Editar/$idSeller' });
      const Page = editScreen;
      return (
        <Page
          key={idSeller}
          tipoUsuario={useUser().tipoUsuario}
          idSeller={idSeller}
          usersSlot={usersTab?.render}
        />
      );
    },
  });
  const editSelectRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Sellers/Editar/Select/$id',
    params: idParams('id'),
    beforeLoad: guard,
    loader: () => selectPage.preload?.(),
    component: function EditSelectRoute(): ReactNode {
      const { id } = useParams({ from: '/authenticated/Sellers/Editar/Select/$id' });
      const Page = selectPage;
      return <Page idSeller={id} />;
    },
  });
  const newSelectRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Sellers/Nuevo/Select',
    beforeLoad: guard,
    loader: () => selectPage.preload?.(),
    component: function NewSelectRoute(): ReactNode {
      const Page = selectPage;
      return <Page idSeller={null} />;
    },
  });
  const typesSelectRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Sellers/TiposPublicaciones/Select',
    validateSearch: (search: Record<string, unknown>): { idSeller?: number } => {
      const id = typeof search.idSeller === 'number' ? positiveId(String(search.idSeller)) : false;
      return id === false ? {} : { idSeller: id };
    },
    beforeLoad: guard,
    loader: () => selectPage.preload?.(),
    component: function TypesSelectRoute(): ReactNode {
      const search: { idSeller?: number } = useSearch({ strict: false });
      const Page = selectPage;
      return <Page idSeller={search.idSeller ?? null} />;
    },
  });
  return [
    listRoute,
    newRoute,
    editRoute,
    editSelectRoute,
    newSelectRoute,
    typesSelectRoute,
  ] as const;
}

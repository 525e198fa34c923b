// The listings area's routes (000 §2.6, §2.7): the list and the form in its two modes. The
// pages get the session's user as props; the edit form shows whatever rebate card the app
// composes into it (the rebates area's, 000 §2.9).
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useParams,
  useRouterState,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import { positiveId, type AreaRouteKit } from '../ui/area-routes.ts';
import type { UrlSearch } from '../ui/url-filter.ts';
import { listSearch } from './list-filter-state.ts';
import type { ListingFormPageProps } from './form-page.tsx';

const listingsListPage = lazyRouteComponent(() => import('./list-page.tsx'), 'ListingsPage');
const listingFormPage = lazyRouteComponent(() => import('./form-page.tsx'), 'ListingFormPage');

export interface ListingsRouteSlots {
  /** The rebate card of an edited listing, and what loads its code with the form's. */
  rebateCard?: {
    render: NonNullable<ListingFormPageProps['rebateSlot']>;
    preload?: () => Promise<unknown>;
  };
}

export function listingsRoutes<TParent extends AnyRoute>(
  { parent, guard, useUser }: AreaRouteKit<TParent>,
  { rebateCard }: ListingsRouteSlots = {},
) {
  const listingsRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Publicaciones',
    // 000 §2.6: the filter and the page are the URL's (list-filter-state.ts).
    validateSearch: listSearch.validateSearch,
    beforeLoad: guard,
    loader: () => listingsListPage.preload?.(),
    component: function ListingsRoute(): ReactNode {
      const search = useSearch({ from: '/authenticated/Publicaciones' });
      const navigate = useNavigate({ from: '/Publicaciones' });
      const onSearchChange = useCallback(
        (next: UrlSearch, { replace }: { replace: boolean }) =>
          void navigate({ search: next, replace }),
        [navigate],
      );
      const Page = listingsListPage;
      return <Page {...useUser()} search={search} onSearchChange={onSearchChange} />;
    },
  });

  const newListingRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Publicaciones/Nueva/$idSeller',
    params: {
      parse: ({ idSeller }: { idSeller: string }) => {
        const id = positiveId(idSeller);
        return id === false ? false : { idSeller: id };
      },
      stringify: ({ idSeller }: { idSeller: number }) => ({ idSeller: String(idSeller) }),
    },
    beforeLoad: guard,
    loader: () => listingFormPage.preload?.(),
    component: function NewListingRoute(): ReactNode {
      const { idSeller } = useParams({ from: '/authenticated/Publicaciones/Nueva/$idSeller' });
      const volverA = useVolverA();
      const Page = listingFormPage;
      return <Page {...useUser()} idSeller={idSeller} idPublicacion={null} volverA={volverA} />;
    },
  });

  const editListingRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Publicaciones/Editar/$idSeller/$idPublicacion',
    params: {
      parse: ({ idSeller, idPublicacion }: { idSeller: string; idPublicacion: string }) => {
        const s = positiveId(idSeller);
        const p = positiveId(idPublicacion);
        return s === false || p === false ? false : { idSeller: s, idPublicacion: p };
      },
      stringify: ({ idSeller, idPublicacion }: { idSeller: number; idPublicacion: number }) => ({
        idSeller: String(idSeller),
        idPublicacion: String(idPublicacion),
      }),
    },
    beforeLoad: guard,
    loader: () => Promise.all([listingFormPage.preload?.(), rebateCard?.preload?.()]),
    component: function EditListingRoute(): ReactNode {
      const { idSeller, idPublicacion } = useParams({
        from: '/authenticated/Publicaciones/Editar/$idSeller/$idPublicacion',
      });
      const volverA = useVolverA();
      const Page = listingFormPage;
      return (
        <Page
          {...useUser()}
          idSeller={idSeller}
          idPublicacion={idPublicacion}
          volverA={volverA}
          rebateSlot={rebateCard?.render}
        />
      );
    },
  });

  return [listingsRoute, newListingRoute, editListingRoute] as const;
}

/**
 * 000 §2.7: the form's way back comes from the navigation state: the list as it was shown (its
 * filter and page are in its URL), else the list.
 */
function useVolverA(): string {
  const volverA = useRouterState({ select: (st) => st.location.state.volverA });
  return typeof volverA === 'string' && volverA.startsWith('/') && !volverA.startsWith('//')
    ? volverA
    : '/Publicaciones';
}

// The listings area's routes (000 §2.6, §2.7): the list and the form in its two modes. The
// pages get the session's user as props; the edit form shows whatever rebate card the app
// composes into it (the rebates area's, 000 §2.9).
import type { ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useParams,
  useRouterState,
  type AnyRoute,
} from '@tanstack/react-router';
import { positiveId, type AreaRouteKit } from '../ui/area-routes.ts';
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
    beforeLoad: guard,
    loader: () => listingsListPage.preload?.(),
    component: function ListingsRoute(): ReactNode {
      const Page = listingsListPage;
      return <Page {...useUser()} />;
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
      const Page = listingFormPage;
      return (
        <Page {...useUser()} idSeller={idSeller} idPublicacion={null} volverA="/Publicaciones" />
      );
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
      // 000 §2.7: the return path comes from navigation state.
      const volverA = useRouterState({ select: (st) => st.location.state.volverA });
      const Page = listingFormPage;
      return (
        <Page
          {...useUser()}
          idSeller={idSeller}
          idPublicacion={idPublicacion}
          volverA={
            typeof volverA === 'string' && volverA.startsWith('/') ? volverA : '/Publicaciones'
          }
          rebateSlot={rebateCard?.render}
        />
      );
    },
  });

  return [listingsRoute, newListingRoute, editListingRoute] as const;
}

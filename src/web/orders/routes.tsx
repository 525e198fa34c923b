// The orders area's routes (001 §2.1): the list (/Ordenes, and /Ordenes/Publicacion when reached
// from a listing's 'Ordenes' link) and one order (/Ordenes/Editar/{idOrden}). The pages get the
// session's user as props.
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
import { idParams, positiveId, type AreaRouteKit } from '../ui/area-routes.ts';
import { ordersSearch, type OrdersFilter } from './list-filter-state.ts';
import { supplierOrdersSearch, type SupplierOrdersFilter } from './supplier-list-filter-state.ts';

const orderPage = lazyRouteComponent(() => import('./order-page.tsx'), 'OrderPage');
const ordersPage = lazyRouteComponent(() => import('./list-page.tsx'), 'OrdersPage');
const newOrderPage = lazyRouteComponent(() => import('./new-order-page.tsx'), 'NewOrderPage');
const supplierOrdersPage = lazyRouteComponent(
  () => import('./supplier-list-page.tsx'),
  'SupplierOrdersPage',
);
const supplierOrderPage = lazyRouteComponent(
  () => import('./supplier-order-page.tsx'),
  'SupplierOrderPage',
);

/** The list's route: /Ordenes, or /Ordenes/Publicacion with 'Volver' to the listings. */
function listRoute<TParent extends AnyRoute>(
  { parent, guard, useUser }: AreaRouteKit<TParent>,
  path: 'Ordenes' | 'Ordenes/Publicacion',
) {
  return createRoute({
    getParentRoute: () => parent,
    path,
    // 001 §2.1: the filter and the page are the URL's (list-filter-state.ts).
    validateSearch: ordersSearch.validateSearch,
    beforeLoad: guard,
    loader: () => ordersPage.preload?.(),
    component: function OrdersRoute(): ReactNode {
      const search = useSearch({ strict: false });
      const navigate = useNavigate();
      const volverA = useRouterState({ select: (st) => st.location.state.volverA });
      const onSearchChange = useCallback(
        (next: OrdersFilter) => void navigate({ to: `/${path}`, search: ordersSearch.write(next) }),
        [navigate],
      );
      const Page = ordersPage;
      return (
        <Page
          {...useUser()}
          search={search}
          onSearchChange={onSearchChange}
          returnPath="/Ordenes"
          {...(path === 'Ordenes/Publicacion'
            ? {
                volverA:
                  typeof volverA === 'string' && volverA.startsWith('/')
                    ? volverA
                    : '/Publicaciones',
              }
            : {})}
        />
      );
    },
  });
}

export function ordersRoutes<TParent extends AnyRoute>(kit: AreaRouteKit<TParent>) {
  const { parent, guard, useUser } = kit;
  const orderRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Ordenes/Editar/$idOrden',
    params: {
      parse: ({ idOrden }: { idOrden: string }) => {
        const id = positiveId(idOrden);
        return id === false ? false : { idOrden: id };
      },
      stringify: ({ idOrden }: { idOrden: number }) => ({ idOrden: String(idOrden) }),
    },
    beforeLoad: guard,
    loader: () => orderPage.preload?.(),
    component: function OrderRoute(): ReactNode {
      const { idOrden } = useParams({ from: '/authenticated/Ordenes/Editar/$idOrden' });
      // 001 §2.1: the navigation state holds the return path.
      const volverA = useRouterState({ select: (st) => st.location.state.volverA });
      const Page = orderPage;
      return (
        <Page
          {...useUser()}
          idOrden={idOrden}
          volverA={typeof volverA === 'string' && volverA.startsWith('/') ? volverA : '/Ordenes'}
        />
      );
    },
  });

  // 001 §2.1 new-order mode: an order taken by phone.
  const newOrderRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Ordenes/Nueva',
    beforeLoad: guard,
    loader: () => newOrderPage.preload?.(),
    component: function NewOrderRoute(): ReactNode {
      const Page = newOrderPage;
      return <Page {...useUser()} />;
    },
  });

  return [
    listRoute(kit, 'Ordenes'),
    listRoute(kit, 'Ordenes/Publicacion'),
    newOrderRoute,
    orderRoute,
    ...supplierOrdersRoutes(kit),
  ] as const;
}

/**
 * 001 §2.2: the supplier green-sale orders, /OrdenesProveedores (its filter and page in the URL)
 * and /OrdenesProveedores/View/{id}. Green-sale orders are orders: their screens reuse this
 * area's tabs, logo and formats.
 */
function supplierOrdersRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const listRoute = createRoute({
    getParentRoute: () => parent,
    path: 'OrdenesProveedores',
    validateSearch: supplierOrdersSearch.validateSearch,
    beforeLoad: guard,
    loader: () => supplierOrdersPage.preload?.(),
    component: function SupplierOrdersRoute(): ReactNode {
      const search = useSearch({ strict: false });
      const navigate = useNavigate();
      const onSearchChange = useCallback(
        (next: SupplierOrdersFilter) =>
          void navigate({ to: '/OrdenesProveedores', search: supplierOrdersSearch.write(next) }),
        [navigate],
      );
      const Page = supplierOrdersPage;
      return <Page {...useUser()} search={search} onSearchChange={onSearchChange} />;
    },
  });
  const viewRoute = createRoute({
    getParentRoute: () => parent,
    path: 'OrdenesProveedores/View/$id',
    params: idParams,
    beforeLoad: guard,
    loader: () => supplierOrderPage.preload?.(),
    component: function SupplierOrderRoute(): ReactNode {
      const { id } = useParams({ from: '/authenticated/OrdenesProveedores/View/$id' });
      const Page = supplierOrderPage;
      return <Page {...useUser()} idOrden={id} />;
    },
  });
  return [listRoute, viewRoute] as const;
}

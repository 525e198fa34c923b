// The orders area's routes (001 §2.1): the list (/Ordenes, and /Ordenes/Publicacion when reached
// from a listing's 'Ordenes' link) and one order (/Ordenes/Editar/{idOrden}). The pages get the
// session's user as props.
import type { ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useParams,
  useRouterState,
  type AnyRoute,
} from '@tanstack/react-router';
import { positiveId, type AreaRouteKit } from '../ui/area-routes.ts';

const orderPage = lazyRouteComponent(() => import('./order-page.tsx'), 'OrderPage');

export function ordersRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
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

  return [orderRoute] as const;
}

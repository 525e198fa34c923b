// The settlements area's screens (002 §2 'Settlements'): /Liquidaciones ('Gestión de
// Liquidación', its filter in the URL), /Liquidaciones/Nueva, the draft edit
// /Liquidaciones/EditarBorrador/{id}/{idSeller} and the detail /Liquidaciones/Editar/{id}/{idSeller}.
// Who may open each is the menu table's rule (src/domain/menu.ts): the draft edit is staff's; the
// detail is staff's, accounting's and a seller's own.
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useParams,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import type { EncabezadoLiquidacion } from '../../api/settlements-queries.ts';
import { positiveId, type AreaRouteKit } from '../ui/area-routes.ts';
import { settlementsSearch, type SettlementsFilter } from './settlements-filter.ts';

const settlementsPage = lazyRouteComponent(
  () => import('./settlements-page.tsx'),
  'SettlementsPage',
);
const nuevaPage = lazyRouteComponent(
  () => import('./nueva-liquidacion-page.tsx'),
  'NuevaLiquidacionPage',
);
const detailPage = lazyRouteComponent(
  () => import('./settlement-detail-page.tsx'),
  'SettlementDetailPage',
);

/** The params of /Liquidaciones/{Editar|EditarBorrador}/{id}/{idSeller}: positive ids. */
const detailParams = {
  parse: ({ id, idSeller }: { id: string; idSeller: string }) => {
    const a = positiveId(id);
    const b = positiveId(idSeller);
    return a === false || b === false ? false : { id: a, idSeller: b };
  },
  stringify: ({ id, idSeller }: { id: number; idSeller: number }) => ({
    id: String(id),
    idSeller: String(idSeller),
  }),
};

export function settlementsRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const listRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Liquidaciones',
    validateSearch: settlementsSearch.validateSearch,
    beforeLoad: guard,
    loader: () => settlementsPage.preload?.(),
    component: function SettlementsRoute(): ReactNode {
      const search = useSearch({ strict: false });
      const navigate = useNavigate();
      const onSearchChange = useCallback(
        (next: SettlementsFilter) =>
          void navigate({ to: '/Liquidaciones', search: settlementsSearch.write(next) }),
        [navigate],
      );
      const onOpen = useCallback(
        (h: EncabezadoLiquidacion, borrador: boolean) =>
          void navigate({
            to: borrador
              ? '/Liquidaciones/EditarBorrador/$id/$idSeller'
              : '/Liquidaciones/Editar/$id/$idSeller',
            params: { id: h.idLiquidacion, idSeller: h.idSeller },
          }),
        [navigate],
      );
      const { tipoUsuario } = useUser();
      const Page = settlementsPage;
      return (
        <Page
          tipoUsuario={tipoUsuario}
          search={search}
          onSearchChange={onSearchChange}
          onCreate={() => void navigate({ to: '/Liquidaciones/Nueva' })}
          onOpen={onOpen}
        />
      );
    },
  });
  const newRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Liquidaciones/Nueva',
    beforeLoad: guard,
    loader: () => nuevaPage.preload?.(),
    component: function NuevaLiquidacionRoute(): ReactNode {
      const navigate = useNavigate();
      const { tipoUsuario } = useUser();
      const Page = nuevaPage;
      return (
        <Page tipoUsuario={tipoUsuario} onBack={() => void navigate({ to: '/Liquidaciones' })} />
      );
    },
  });
  const detailComponent = (editable: boolean) =>
    function SettlementDetailRoute(): ReactNode {
      const navigate = useNavigate();
      const { tipoUsuario } = useUser();
      // The route's params, parsed by detailParams (the route does not match otherwise).
      const params: { id?: number; idSeller?: number } = useParams({ strict: false });
      const Page = detailPage;
      if (params.id === undefined || params.idSeller === undefined) return null;
      return (
        <Page
          key={`${String(params.id)}-${String(editable)}`}
          idLiquidacion={params.id}
          idSeller={params.idSeller}
          tipoUsuario={tipoUsuario}
          editable={editable}
          onBack={() => void navigate({ to: '/Liquidaciones' })}
          onHome={() => void navigate({ to: '/' })}
        />
      );
    };
  const draftRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Liquidaciones/EditarBorrador/$id/$idSeller',
    params: detailParams,
    beforeLoad: guard,
    loader: () => detailPage.preload?.(),
    component: detailComponent(true),
  });
  const viewRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Liquidaciones/Editar/$id/$idSeller',
    params: detailParams,
    beforeLoad: guard,
    loader: () => detailPage.preload?.(),
    component: detailComponent(false),
  });
  return [listRoute, newRoute, draftRoute, viewRoute] as const;
}

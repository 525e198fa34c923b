// The publication-types area's screens (001 §2.7): /Tipo/Publicaciones, its edit and create
// pages, and the plan-group search of those forms.
import type { ReactNode } from 'react';
import { createRoute, lazyRouteComponent, useParams, type AnyRoute } from '@tanstack/react-router';
import { positiveId, type AreaRouteKit } from '../ui/area-routes.ts';

const listPage = lazyRouteComponent(() => import('./types-page.tsx'), 'PublicationTypesPage');
const editPage = lazyRouteComponent(
  () => import('./type-form-page.tsx'),
  'PublicationTypeEditPage',
);
const newPage = lazyRouteComponent(() => import('./type-form-page.tsx'), 'PublicationTypeNewPage');
const searchPage = lazyRouteComponent(() => import('./group-search-page.tsx'), 'GroupSearchPage');

export function publicationTypesRoutes<TParent extends AnyRoute>({
  parent,
  guard,
}: AreaRouteKit<TParent>) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'Tipo/Publicaciones',
    beforeLoad: guard,
    loader: () => listPage.preload?.(),
    component: function TypesRoute(): ReactNode {
      const Page = listPage;
      return <Page />;
    },
  });
  const edit = createRoute({
    getParentRoute: () => parent,
    path: 'Tipo/Publicaciones/Editar/$id',
    params: {
      parse: ({ id }: { id: string }) => {
        const n = positiveId(id);
        return n === false ? false : { id: n };
      },
      stringify: ({ id }: { id: number }) => ({ id: String(id) }),
    },
    beforeLoad: guard,
    loader: () => editPage.preload?.(),
    component: function TypeEditRoute(): ReactNode {
      const { id } = useParams({ from: '/authenticated/Tipo/Publicaciones/Editar/$id' });
      const Page = editPage;
      return <Page idTipoPublicacion={id} />;
    },
  });
  const create = createRoute({
    getParentRoute: () => parent,
    path: 'Tipo/Publicaciones/Nuevo',
    beforeLoad: guard,
    loader: () => newPage.preload?.(),
    component: function TypeNewRoute(): ReactNode {
      const Page = newPage;
      return <Page />;
    },
  });
  const search = createRoute({
    getParentRoute: () => parent,
    path: 'Tipo/Publicaciones/GrupoPlanes/Busqueda',
    beforeLoad: guard,
    loader: () => searchPage.preload?.(),
    component: function GroupSearchRoute(): ReactNode {
      const Page = searchPage;
      return <Page />;
    },
  });
  return [list, create, search, edit] as const;
}

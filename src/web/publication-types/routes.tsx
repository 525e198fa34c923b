// The publication-types area's screens (001 §2.7): /Tipo/Publicaciones, its edit and create
// pages, and the plan-group search of those forms.
import type { ReactNode } from 'react';
import { createRoute, lazyRouteComponent, useParams, type AnyRoute } from '@tanstack/react-router';
import { idParams, screenRoute, type AreaRouteKit } from '../ui/area-routes.ts';

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
  const list = screenRoute({ parent, guard }, 'Tipo/Publicaciones', listPage);
  const edit = createRoute({
    getParentRoute: () => parent,
    path: 'Tipo/Publicaciones/Editar/$id',
    params: idParams,
    beforeLoad: guard,
    loader: () => editPage.preload?.(),
    component: function TypeEditRoute(): ReactNode {
      const { id } = useParams({ from: '/authenticated/Tipo/Publicaciones/Editar/$id' });
      const Page = editPage;
      return <Page idTipoPublicacion={id} />;
    },
  });
  const create = screenRoute({ parent, guard }, 'Tipo/Publicaciones/Nuevo', newPage);
  const search = screenRoute(
    { parent, guard },
    'Tipo/Publicaciones/GrupoPlanes/Busqueda',
    searchPage,
  );
  return [list, create, search, edit] as const;
}

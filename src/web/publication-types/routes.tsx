// The publication-types area's screens (001 §2.7): /Tipo/Publicaciones (its filter and page in
// the URL, so that a view of it can be saved, issue 35), its edit and create pages, and the
// plan-group search of those forms.
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useParams,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import { idParams, screenRoute, type AreaRouteKit } from '../ui/area-routes.ts';
import { pageField, textField, urlFilter } from '../ui/url-filter.ts';
import type { PublicationTypesSearch } from './types-page.tsx';

const listPage = lazyRouteComponent(() => import('./types-page.tsx'), 'PublicationTypesPage');
const editPage = lazyRouteComponent(
  () => import('./type-form-page.tsx'),
  'PublicationTypeEditPage',
);
const newPage = lazyRouteComponent(() => import('./type-form-page.tsx'), 'PublicationTypeNewPage');
const searchPage = lazyRouteComponent(() => import('./group-search-page.tsx'), 'GroupSearchPage');

const typesSearch = urlFilter<PublicationTypesSearch>(
  { descripcion: textField('descripcion', 100), pagina: pageField('pagina') },
  () => ({ descripcion: '', pagina: 1 }),
);

export function publicationTypesRoutes<TParent extends AnyRoute>({
  parent,
  guard,
}: AreaRouteKit<TParent>) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'Tipo/Publicaciones',
    validateSearch: typesSearch.validateSearch,
    beforeLoad: guard,
    loader: () => listPage.preload?.(),
    component: function PublicationTypesRoute(): ReactNode {
      const search = typesSearch.read(useSearch({ strict: false }));
      const navigate = useNavigate();
      const onSearchChange = useCallback(
        (next: PublicationTypesSearch) =>
          void navigate({ to: '/Tipo/Publicaciones', search: typesSearch.write(next) }),
        [navigate],
      );
      const Page = listPage;
      return <Page search={search} onSearchChange={onSearchChange} />;
    },
  });
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

// The users area's screens (001 §2.4): the list (/Usuarios, its filter in the URL) and the
// creation (/Usuarios/NuevoUser, the create button in the URL). /Usuarios/Editar/{id} is
// composed by the app (src/web/app/edit-user-route.tsx), since the password-renewal session's
// page on the same path is the session machine's.
import { useCallback, type ReactNode } from 'react';
import {
  createRoute,
  lazyRouteComponent,
  useNavigate,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import type { CreateButton } from '../../domain/user-rules.ts';
import type { AreaRouteKit } from '../ui/area-routes.ts';
import {
  usersSearch,
  validateNewUserSearch,
  type NewUserSearch,
  type UsersFilter,
} from './list-filter-state.ts';

const usersPage = lazyRouteComponent(() => import('./users-page.tsx'), 'UsersPage');
const newUserPage = lazyRouteComponent(() => import('./new-user-page.tsx'), 'NewUserPage');

export function usersRoutes<TParent extends AnyRoute>({
  parent,
  guard,
  useUser,
}: AreaRouteKit<TParent>) {
  const listRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Usuarios',
    validateSearch: usersSearch.validateSearch,
    beforeLoad: guard,
    loader: () => usersPage.preload?.(),
    component: function UsersRoute(): ReactNode {
      const search = useSearch({ strict: false });
      const navigate = useNavigate();
      const onSearchChange = useCallback(
        (next: UsersFilter) => void navigate({ to: '/Usuarios', search: usersSearch.write(next) }),
        [navigate],
      );
      const onOpenUser = useCallback(
        (userId: number) => void navigate({ to: '/Usuarios/Editar/$userId', params: { userId } }),
        [navigate],
      );
      const onCreate = useCallback(
        (tipo: CreateButton) => void navigate({ to: '/Usuarios/NuevoUser', search: { tipo } }),
        [navigate],
      );
      const Page = usersPage;
      return (
        <Page
          tipoUsuario={useUser().tipoUsuario}
          search={search}
          onSearchChange={onSearchChange}
          onOpenUser={onOpenUser}
          onCreate={onCreate}
        />
      );
    },
  });
  const newRoute = createRoute({
    getParentRoute: () => parent,
    path: 'Usuarios/NuevoUser',
    validateSearch: validateNewUserSearch,
    beforeLoad: guard,
    loader: () => newUserPage.preload?.(),
    component: function NewUserRoute(): ReactNode {
      const search: NewUserSearch = validateNewUserSearch(useSearch({ strict: false }));
      const navigate = useNavigate();
      const Page = newUserPage;
      return (
        <Page
          {...useUser()}
          boton={search.tipo}
          onDone={() => void navigate({ to: '/Usuarios' })}
        />
      );
    },
  });
  return [listRoute, newRoute] as const;
}

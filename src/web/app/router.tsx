// The route table (000 §2.1) as far as it is built. /login is public; everything else sits in a
// pathless layout whose beforeLoad sends an unauthenticated visitor to /login and keeps a
// password-renewal session on its renewal page. Screens behind the login are separate chunks,
// so the login screen downloads none of them (nor React Query).
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import type { SessionActor } from '../session/session-actor.ts';
import { LoginPage, type LoginNotice } from '../session/login-page.tsx';
import { landingFor } from './landing.ts';

export interface RouterContext {
  session: SessionActor;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});

interface LoginSearch {
  aviso?: LoginNotice;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    search.aviso === 'renovada' || search.aviso === 'expirada' ? { aviso: search.aviso } : {},
  beforeLoad: ({ context }) => {
    const snapshot = context.session.getSnapshot();
    // `throw: true`: the router throws its redirect itself (it is not an Error object).
    if (snapshot.hasTag('signedIn')) redirect({ ...landingFor(snapshot), throw: true });
  },
  component: function LoginRoute() {
    const { aviso } = loginRoute.useSearch();
    return <LoginPage notice={aviso} />;
  },
});

interface DiagramsSearch {
  maquina?: string;
}

// Issue 4: the statecharts for analysts. Public (it shows rules, not data) and its own chunk.
const diagramsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'Diagramas',
  validateSearch: (search: Record<string, unknown>): DiagramsSearch =>
    typeof search.maquina === 'string' && /^[a-z-]{1,40}$/.test(search.maquina)
      ? { maquina: search.maquina }
      : {},
  component: lazyRouteComponent(() => import('./diagrams-route.tsx'), 'DiagramsRoute'),
});

const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: ({ context, location }) => {
    const snapshot = context.session.getSnapshot();
    const user = snapshot.context.user;
    if (!snapshot.hasTag('signedIn') || user === null) {
      redirect({ to: '/login', throw: true });
      return;
    }
    // 000 §2.3, DECISIONS 13: a password-renewal session has no menu and no other page.
    if (
      snapshot.matches({ authenticated: 'renewing' }) &&
      location.pathname !== `/Usuarios/Editar/${user.userId}`
    ) {
      redirect({ ...landingFor(snapshot), throw: true });
    }
  },
  component: lazyRouteComponent(() => import('./authenticated-layout.tsx'), 'AuthenticatedLayout'),
});

const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../dashboard/dashboard-page.tsx'), 'DashboardPage'),
});

const editUserRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Usuarios/Editar/$userId',
  params: {
    parse: ({ userId }) => {
      const id = Number(userId);
      return Number.isInteger(id) && id > 0 ? { userId: id } : false;
    },
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  beforeLoad: ({ context }) => {
    // The 'Editar usuario' mode of this route comes with the users area; until then only the
    // renewal session uses it.
    if (!context.session.getSnapshot().matches({ authenticated: 'renewing' })) {
      redirect({ to: '/', throw: true });
    }
  },
  loader: async ({ params }) => {
    const [{ queryClient }, { usuarioQueryOptions }] = await Promise.all([
      import('./query-client.ts'),
      import('../../api/users-queries.ts'),
    ]);
    // A failure is not the loader's: the page shows what it has (a 401 has already logged out).
    await queryClient.query(usuarioQueryOptions(params.userId)).catch(() => undefined);
  },
  component: lazyRouteComponent(() => import('./renew-password-route.tsx'), 'RenewPasswordRoute'),
});

const notFoundRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  component: lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  diagramsRoute,
  authenticatedRoute.addChildren([homeRoute, editUserRoute, notFoundRoute]),
]);

export function createAppRouter(session: SessionActor) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

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
  useRouterState,
} from '@tanstack/react-router';
import type { TipoUsuario } from '../../domain/roles.ts';
import type { SessionActor } from '../session/session-actor.ts';
import { LoginPage, type LoginNotice } from '../session/login-page.tsx';
import { useSession } from '../session/use-session.ts';
import { landingFor } from './landing.ts';
import { pendingRoutes } from './pending-routes.ts';

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

/**
 * Route guard of every screen (000 §2.3, issue 3): a user who types the URL of a screen its
 * role (or its hiddenItemsIds) does not have is sent home. The rule is src/domain/menu.ts's.
 */
async function guard({
  context,
  location,
}: {
  context: RouterContext;
  location: { pathname: string };
}) {
  const user = context.session.getSnapshot().context.user;
  if (user === null) return;
  // Imported on demand: the menu table is not part of the login screen's weight budget.
  const { mayOpenRoute } = await import('../../domain/menu.ts');
  const allowed = mayOpenRoute(location.pathname, {
    tipoUsuario: user.tipoUsuario as TipoUsuario,
    idSeller: user.idSeller,
    userId: user.userId,
    hiddenItemsIds: user.hiddenItemsIds,
  });
  // The home says why (the shell reads `denegado` from the history state and shows it).
  if (!allowed) {
    redirect({ to: '/', state: { denegado: location.pathname }, replace: true, throw: true });
  }
}

const pendingPage = lazyRouteComponent(() => import('../pending/pending-page.tsx'), 'PendingPage');

// 000 §2.1: the screens of areas not built yet say so (issue 3, point 2).
const pendingRouteNodes = pendingRoutes.map(({ path, title }) =>
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path,
    beforeLoad: guard,
    component: function PendingRoute() {
      const Page = pendingPage;
      return <Page title={title} />;
    },
  }),
);

const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  beforeLoad: guard,
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
  // The renewal session's own page was already checked by the layout; others follow the menu.
  beforeLoad: guard,
  loader: async ({ params, context }) => {
    // The 'Editar usuario' mode of this route comes with the users area; until then only the
    // renewal page reads the user.
    if (!context.session.getSnapshot().matches({ authenticated: 'renewing' })) return;
    const [{ queryClient }, { usuarioQueryOptions }] = await Promise.all([
      import('./query-client.ts'),
      import('../../api/users-queries.ts'),
    ]);
    // A failure is not the loader's: the page shows what it has (a 401 has already logged out).
    await queryClient.query(usuarioQueryOptions(params.userId)).catch(() => undefined);
  },
  component: lazyRouteComponent(() => import('./edit-user-route.tsx'), 'EditUserRoute'),
});

interface NotificationsSearch {
  /** The tab (000 §2.5 setting ids); the page shows the first tab of the user when absent. */
  tipo?: 1 | 2 | 3 | 4 | 6;
}

const notificationTabIds: readonly number[] = [1, 2, 3, 4, 6];

const notificationsPage = lazyRouteComponent(
  () => import('../notifications/notifications-page.tsx'),
  'NotificationsPage',
);

// 000 §2.5 /Notificaciones: the selected tab is in the URL (?tipo=2).
const notificationsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Notificaciones',
  validateSearch: (search: Record<string, unknown>): NotificationsSearch => {
    const tipo = Number(search.tipo);
    return notificationTabIds.includes(tipo) ? { tipo: tipo as NotificationsSearch['tipo'] } : {};
  },
  beforeLoad: guard,
  loader: () => notificationsPage.preload?.(),
  component: function NotificationsRoute() {
    const { user } = useSession();
    const { tipo } = notificationsRoute.useSearch();
    const navigate = notificationsRoute.useNavigate();
    const Page = notificationsPage;
    return (
      <Page
        tipoUsuario={(user?.tipoUsuario ?? 0) as TipoUsuario}
        idSeller={user?.idSeller ?? null}
        tipo={tipo}
        onTipoChange={(next) =>
          void navigate({
            search: notificationTabIds.includes(next)
              ? { tipo: next as NotificationsSearch['tipo'] }
              : {},
          })
        }
      />
    );
  },
});

const notificationSettingsPage = lazyRouteComponent(
  () => import('../notifications/settings-page.tsx'),
  'SettingsPage',
);

// 000 §2.5 /Notificaciones/Ajustes: the session user's own settings.
const notificationSettingsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Notificaciones/Ajustes',
  beforeLoad: guard,
  loader: () => notificationSettingsPage.preload?.(),
  component: function NotificationSettingsRoute() {
    const { user } = useSession();
    const Page = notificationSettingsPage;
    return (
      <Page tipoUsuario={(user?.tipoUsuario ?? 0) as TipoUsuario} idUser={user?.userId ?? 0} />
    );
  },
});

// 000 §2.6, §2.7: the listings screens; the pages get the session's user as props.
const listingsListPage = lazyRouteComponent(
  () => import('../listings/list-page.tsx'),
  'ListingsPage',
);
const listingFormPage = lazyRouteComponent(
  () => import('../listings/form-page.tsx'),
  'ListingFormPage',
);

function useListingUser() {
  const { user } = useSession();
  return {
    tipoUsuario: (user?.tipoUsuario ?? 0) as TipoUsuario,
    idSellerSesion: user?.idSeller ?? null,
    userId: user?.userId ?? 0,
  };
}

const positiveId = (text: string): number | false => {
  const n = Number(text);
  return /^\d{1,10}$/.test(text) && n > 0 && n <= 2_147_483_647 ? n : false;
};

const listingsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Publicaciones',
  beforeLoad: guard,
  loader: () => listingsListPage.preload?.(),
  component: function ListingsRoute() {
    const Page = listingsListPage;
    return <Page {...useListingUser()} />;
  },
});

const newListingRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Publicaciones/Nueva/$idSeller',
  params: {
    parse: ({ idSeller }) => {
      const id = positiveId(idSeller);
      return id === false ? false : { idSeller: id };
    },
    stringify: ({ idSeller }) => ({ idSeller: String(idSeller) }),
  },
  beforeLoad: guard,
  loader: () => listingFormPage.preload?.(),
  component: function NewListingRoute() {
    const { idSeller } = newListingRoute.useParams();
    const Page = listingFormPage;
    return (
      <Page
        {...useListingUser()}
        idSeller={idSeller}
        idPublicacion={null}
        volverA="/Publicaciones"
      />
    );
  },
});

const editListingRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Publicaciones/Editar/$idSeller/$idPublicacion',
  params: {
    parse: ({ idSeller, idPublicacion }) => {
      const s = positiveId(idSeller);
      const p = positiveId(idPublicacion);
      return s === false || p === false ? false : { idSeller: s, idPublicacion: p };
    },
    stringify: ({ idSeller, idPublicacion }) => ({
      idSeller: String(idSeller),
      idPublicacion: String(idPublicacion),
    }),
  },
  beforeLoad: guard,
  loader: () => listingFormPage.preload?.(),
  component: function EditListingRoute() {
    const { idSeller, idPublicacion } = editListingRoute.useParams();
    // 000 §2.7: the return path comes from navigation state.
    const volverA = useRouterState({ select: (st) => st.location.state.volverA });
    const Page = listingFormPage;
    return (
      <Page
        {...useListingUser()}
        idSeller={idSeller}
        idPublicacion={idPublicacion}
        volverA={
          typeof volverA === 'string' && volverA.startsWith('/') ? volverA : '/Publicaciones'
        }
      />
    );
  },
});

// 000 §2.8: the bulk screens of the listings (issue 6).
const bulkCreationPage = lazyRouteComponent(
  () => import('../listings-bulk/creation-page.tsx'),
  'CreationPage',
);
const bulkUpdatePage = lazyRouteComponent(
  () => import('../listings-bulk/update-page.tsx'),
  'UpdatePage',
);

const bulkCreationRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Publicaciones/CreacionMasiva',
  beforeLoad: guard,
  loader: () => bulkCreationPage.preload?.(),
  component: function BulkCreationRoute() {
    const Page = bulkCreationPage;
    return <Page {...useListingUser()} />;
  },
});

const bulkUpdateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Publicaciones/ActualizacionMasiva',
  beforeLoad: guard,
  loader: () => bulkUpdatePage.preload?.(),
  component: function BulkUpdateRoute() {
    const { tipoUsuario, idSellerSesion } = useListingUser();
    const Page = bulkUpdatePage;
    return <Page tipoUsuario={tipoUsuario} idSellerSesion={idSellerSesion} />;
  },
});

// 002 /Exportables/Publicaciones: the exports page with the listings area's filter, composed in
// ./listings-export-route.tsx (areas never import each other).
const listingsExportPage = lazyRouteComponent(
  () => import('./listings-export-route.tsx'),
  'ListingsExportRoute',
);

const listingsExportRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'Exportables/Publicaciones',
  beforeLoad: guard,
  loader: () => listingsExportPage.preload?.(),
  component: function ExportListingsRoute() {
    const { tipoUsuario, idSellerSesion } = useListingUser();
    const Page = listingsExportPage;
    return <Page tipoUsuario={tipoUsuario} idSellerSesion={idSellerSesion} />;
  },
});

const notFoundRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  component: lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  diagramsRoute,
  authenticatedRoute.addChildren([
    homeRoute,
    editUserRoute,
    notificationsRoute,
    notificationSettingsRoute,
    listingsRoute,
    newListingRoute,
    editListingRoute,
    bulkCreationRoute,
    bulkUpdateRoute,
    listingsExportRoute,
    ...pendingRouteNodes,
    notFoundRoute,
  ]),
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
  interface HistoryState {
    /** Where the listing edit screen goes back to (000 §2.7: from navigation state). */
    volverA?: string;
    /** A typed URL the route guard refused: the home says so (issue 11 point 7). */
    denegado?: string;
  }
}

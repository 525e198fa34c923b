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
import type { components } from '../../api/schema';
import { mayOpenRoute } from '../../domain/menu.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import type { SellerUserTipo } from '../../domain/user-rules.ts';
import { dashboardRoutes } from '../dashboard/routes.tsx';
import { listingsBulkRoutes } from '../listings-bulk/routes.tsx';
import { listingsRoutes } from '../listings/routes.tsx';
import { notificationsRoutes } from '../notifications/routes.tsx';
import { novedadesRoutes } from '../novedades/routes.tsx';
import { exportsRoutes } from '../exports/routes.tsx';
import { feesRoutes } from '../fees/routes.tsx';
import { settlementsRoutes } from '../settlements/routes.tsx';
import { ordersRoutes } from '../orders/routes.tsx';
import { plansRoutes } from '../plans/routes.tsx';
import { publicationTypesRoutes } from '../publication-types/routes.tsx';
import { rebatesRoutes } from '../rebates/routes.tsx';
import { sellersRoutes } from '../sellers/routes.tsx';
import { usersRoutes } from '../users/routes.tsx';
import type { SessionActor } from '../session/session-actor.ts';
import { LoginPage, type LoginNotice } from '../session/login-page.tsx';
import { useSession } from '../session/use-session.ts';
import { landingFor } from './landing.ts';
import type { AreaRouteKit, AreaUser } from '../ui/area-routes.ts';
import { pendingRoutesBesides } from './pending-routes.ts';
import { PAGE_SCROLLER_ID } from '../ui/page-scroll.ts';

type Publicacion = components['schemas']['Publicacion'];

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

/** What the /Diagramas address says is on the chart (diagrams-page.tsx reads and checks it). */
interface DiagramsSearch {
  rol?: number;
  rolInicio?: number;
  inicio?: number;
  eventos?: string;
  abierto?: string;
}

function diagramsSearch(search: Record<string, unknown>): DiagramsSearch {
  const out: DiagramsSearch = {};
  for (const key of ['rol', 'rolInicio', 'inicio'] as const) {
    const value = Number(search[key]);
    if (Number.isInteger(value) && value >= 0 && value < 100) out[key] = value;
  }
  for (const key of ['eventos', 'abierto'] as const) {
    const value = search[key];
    if (typeof value === 'string' && value.length <= 4000) out[key] = value;
  }
  return out;
}

// The statecharts for analysts. Public (they show rules, not data) and their own chunk. The
// address names what is on screen: the machine in the path (`/Diagramas/orden`), the role, the
// start, the events played and the open state in the query, so a shared link shows the same.
const diagramsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'Diagramas/$maquina',
  validateSearch: diagramsSearch,
  component: lazyRouteComponent(() => import('./diagrams-route.tsx'), 'DiagramsRoute'),
});

// /Diagramas opens the first machine; the earlier address (`/Diagramas?maquina=order&rol=3...`)
// goes to the same chart at its path form. The machines' names are read by the lazy chunk, so
// that the registry stays out of the app's first download.
const diagramsIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'Diagramas',
  validateSearch: (search: Record<string, unknown>): DiagramsSearch & { maquina?: string } => {
    const out: DiagramsSearch & { maquina?: string } = diagramsSearch(search);
    if (typeof search.maquina === 'string' && /^[a-z-]{1,40}$/.test(search.maquina))
      out.maquina = search.maquina;
    return out;
  },
  component: lazyRouteComponent(() => import('./diagrams-route.tsx'), 'DiagramsIndexRoute'),
});

// Issue 12 point 4: the API reference drawn from the contract. Public and its own chunk, as above.
const apiReferenceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'Documentacion/Api',
  component: lazyRouteComponent(
    () => import('../api-reference/api-reference-page.tsx'),
    'ApiReferencePage',
  ),
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
function guard({ context, location }: { context: RouterContext; location: { pathname: string } }) {
  const user = context.session.getSnapshot().context.user;
  if (user === null) return;
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

/** The session's user as the areas' screens get it (areas never see the session area). */
function useAreaUser(): AreaUser {
  const { user } = useSession();
  return {
    tipoUsuario: (user?.tipoUsuario ?? 0) as TipoUsuario,
    idSellerSesion: user?.idSeller ?? null,
    userId: user?.userId ?? 0,
  };
}

const kit = {
  parent: authenticatedRoute,
  guard: guard as AreaRouteKit<typeof authenticatedRoute>['guard'],
  useUser: useAreaUser,
};

// 000 §2.9: the rebates area's card on the listing edit form; its code loads with the form's.
const rebateCard = lazyRouteComponent(() => import('../rebates/rebate-card.tsx'), 'RebateCard');
function ListingRebateCard({ publicacion }: { publicacion: Publicacion }) {
  const Card = rebateCard;
  return <Card publicacion={publicacion} tipoUsuario={useAreaUser().tipoUsuario} />;
}

// 001 §2.3: the Moderador and Usuario tabs of an edited seller are the users area's (its list of
// the seller's users and its create and edit forms); their code loads with the seller's page.
const sellerUsersTab = lazyRouteComponent(
  () => import('../users/seller-users-tab.tsx'),
  'SellerUsersTab',
);
function SellerUsersTabRoute({ idSeller, tipo }: { idSeller: number; tipo: SellerUserTipo }) {
  const Tab = sellerUsersTab;
  return <Tab idSeller={idSeller} tipo={tipo} session={useAreaUser()} />;
}

// Each area declares its screens (its routes.tsx); routes that compose two areas are the app's.
const areaRoutes = [
  ...dashboardRoutes(kit),
  ...notificationsRoutes(kit),
  ...listingsRoutes(kit, {
    rebateCard: {
      render: (publicacion) => <ListingRebateCard publicacion={publicacion} />,
      preload: () => Promise.resolve(rebateCard.preload?.()),
    },
  }),
  ...listingsBulkRoutes(kit),
  ...ordersRoutes(kit),
  ...rebatesRoutes(kit),
  ...plansRoutes(kit),
  ...sellersRoutes(kit, {
    usersTab: {
      render: (idSeller, tipo) => <SellerUsersTabRoute idSeller={idSeller} tipo={tipo} />,
      preload: () => Promise.resolve(sellerUsersTab.preload?.()),
    },
  }),
  ...usersRoutes(kit),
  ...novedadesRoutes(kit),
  ...exportsRoutes(kit),
  ...feesRoutes(kit),
  ...settlementsRoutes(kit),
  ...publicationTypesRoutes(kit),
] as const;

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
  loader: async ({ params }) => {
    // Both modes (the renewal page and the users area's 'Editar usuario') read the user.
    const [{ queryClient }, { usuarioQueryOptions }] = await Promise.all([
      import('./query-client.ts'),
      import('../../api/users-queries.ts'),
    ]);
    // A failure is not the loader's: the page shows what it has (a 401 has already logged out).
    await queryClient.query(usuarioQueryOptions(params.userId)).catch(() => undefined);
  },
  component: lazyRouteComponent(() => import('./edit-user-route.tsx'), 'EditUserRoute'),
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
    const { tipoUsuario, idSellerSesion } = useAreaUser();
    const Page = listingsExportPage;
    return <Page tipoUsuario={tipoUsuario} idSellerSesion={idSellerSesion} />;
  },
});

const pendingPage = lazyRouteComponent(() => import('../pending/pending-page.tsx'), 'PendingPage');

/** Routes of the menu's table no area declares yet: a placeholder page says so (000 §2.1). */
export const pendingRoutes = pendingRoutesBesides(
  [...areaRoutes, editUserRoute, listingsExportRoute].map(
    (route) => (route.options as { path?: string }).path ?? '',
  ),
);

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

const notFoundRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  component: lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  diagramsIndexRoute,
  diagramsRoute,
  apiReferenceRoute,
  authenticatedRoute.addChildren([
    ...areaRoutes,
    editUserRoute,
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
    // A new screen opens at its top: the screens scroll in the shell's page area, not the window.
    scrollToTopSelectors: ['window', `#${PAGE_SCROLLER_ID}`],
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

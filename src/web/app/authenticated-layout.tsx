// The shell of every screen behind the login (000 §2.3), loaded as its own chunk. It reads the
// user from the server when it opens and when the window regains focus, so a session revoked
// elsewhere (logout in another tab, password renewed) ends here too: the 401 logs out (000 §4).
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Menu.css';
// The label beside every Checkbox, Switch and Radio of the screens behind the login (their own
// styles come with each screen; without this one a label falls under its box).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/notifications/styles.css';
import './toast-tray.css';
import { useEffect, useMemo } from 'react';
import { AppShell, Box, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { deniedRouteMessage } from '../../domain/home.ts';
import { menuFor, topBarName } from '../../domain/menu.ts';
import { isSellerScoped, type TipoUsuario } from '../../domain/roles.ts';
import { usuarioQueryOptions } from '../../api/users-queries.ts';
import { SELLER_LOAD_FAILED, sellerResumenQueryOptions } from '../../api/sellers-queries.ts';
import { useSession } from '../session/use-session.ts';
import { Sidebar } from '../shell/sidebar.tsx';
import { TopBar } from '../shell/top-bar.tsx';
import { PAGE_SCROLLER_ID } from '../ui/page-scroll.ts';
import { TOAST_POSITION, showCallError, showWarning } from '../ui/toasts.ts';
import { queryClient } from './query-client.ts';

/**
 * The route guard sent a typed URL home (000 §2.3): say why, once per visit of the home (the
 * history entry's key), not again when the page re-renders.
 */
function useDeniedRouteNotice() {
  const denegado = useRouterState({ select: (s) => s.location.state.denegado });
  const key = useRouterState({ select: (s) => s.location.state.__TSR_key });
  useEffect(() => {
    if (typeof denegado !== 'string') return;
    showWarning(deniedRouteMessage(denegado));
    // Said once: a reload of the home (same history entry) does not say it again.
    const entry = { ...((window.history.state ?? {}) as Record<string, unknown>) };
    delete entry.denegado;
    window.history.replaceState(entry, '');
  }, [denegado, key]);
}

/**
 * Where the toasts show (000 §8): a tray under the page's scrolling area, so they cover no control
 * (issue 34 point 6); the newest at the bottom right, where the eye ends a form.
 */
function ToastTray() {
  return (
    <div className="toast-tray" data-testid="toast-tray">
      <Notifications position={TOAST_POSITION} withinPortal={false} />
    </div>
  );
}

/** 000 §2.3, §9: below this width the sidebar collapses. */
const SIDEBAR_COLLAPSE_PX = 1170;

export function AuthenticatedLayout() {
  // Data of one user must not be shown to the next one who logs in on this browser.
  useEffect(() => () => queryClient.clear(), []);
  const { signedIn } = useSession();
  // Issue 11 point 7: once 'Salir' (or a renewed password) starts ending the session, the
  // screens and their queries go away before the token does, and calls in flight are cancelled:
  // no call is made with a token the server is revoking (it would answer 401 in the console).
  useEffect(() => {
    if (!signedIn) void queryClient.cancelQueries();
  }, [signedIn]);
  return (
    <QueryClientProvider client={queryClient}>
      {signedIn ? (
        <Shell />
      ) : (
        <>
          <Text role="status" p="md" c="dimmed">
            Cerrando sesión…
          </Text>
          <ToastTray />
        </>
      )}
    </QueryClientProvider>
  );
}

function Shell() {
  const session = useSession();
  const user = session.user;
  const tipoUsuario = (user?.tipoUsuario ?? 0) as TipoUsuario;
  const usuario = useQuery({
    ...usuarioQueryOptions(user?.userId ?? 0),
    enabled: user !== null,
    refetchOnWindowFocus: 'always',
  });
  const idSeller = user?.idSeller ?? null;
  const sellerUser = isSellerScoped(tipoUsuario) && idSeller !== null;
  const seller = useQuery({
    ...sellerResumenQueryOptions(idSeller ?? 0),
    enabled: sellerUser && session.showMenu,
    retry: false,
  });
  useEffect(() => {
    // 000 §8: the server's messages, else the fallback; nothing on a 401 (going to /login).
    if (seller.isError) showCallError(seller.error, SELLER_LOAD_FAILED);
  }, [seller.isError, seller.error]);

  useDeniedRouteNotice();
  const menu = useMemo(
    () =>
      user === null || !session.showMenu
        ? []
        : menuFor({
            tipoUsuario,
            idSeller: user.idSeller,
            userId: user.userId,
            hiddenItemsIds: user.hiddenItemsIds,
          }),
    [user, tipoUsuario, session.showMenu],
  );
  const hasNavbar = menu.length > 0;
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_COLLAPSE_PX}px)`, true) ?? true;
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const opened = wide ? desktopOpened : mobileOpened;

  const nombre = usuario.data?.nombreUsuario ?? user?.nombre ?? '';
  const userName = topBarName({ tipoUsuario, nombre }, seller.data);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={
        hasNavbar
          ? {
              width: 260,
              breakpoint: SIDEBAR_COLLAPSE_PX,
              collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
            }
          : undefined
      }
      bg="gray.0"
    >
      <AppShell.Header>
        <TopBar
          userName={userName}
          showMenu={hasNavbar}
          navbarOpened={opened}
          onToggleNavbar={wide ? desktop.toggle : mobile.toggle}
          canLogout={session.canLogout}
          loggingOut={session.busy && !session.canLogout}
          onLogout={session.logout}
          tipoUsuario={tipoUsuario}
          idSeller={idSeller}
        />
      </AppShell.Header>
      {hasNavbar && (
        <AppShell.Navbar p="xs">
          <AppShell.Section grow component={ScrollArea}>
            <Sidebar menu={menu} onNavigate={wide ? undefined : mobile.close} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      {/* The page scrolls in its own area and the toasts' tray sits under it (issue 34 point 6):
          a toast never covers a control, whatever the screen has at its bottom. */}
      <AppShell.Main h="100dvh" display="flex" style={{ flexDirection: 'column' }}>
        <Box
          id={PAGE_SCROLLER_ID}
          // It scrolls with the keyboard too, also on a screen without a control of its own.
          tabIndex={0}
          role="region"
          aria-label="Contenido de la pantalla"
          p="md"
          flex="1 1 auto"
          mih={0}
          style={{ overflow: 'auto', overscrollBehavior: 'contain' }}
        >
          <Outlet />
        </Box>
        <ToastTray />
      </AppShell.Main>
    </AppShell>
  );
}

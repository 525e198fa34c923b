// The shell of every screen behind the login (000 §2.3), loaded as its own chunk. It reads the
// user from the server when it opens and when the window regains focus, so a session revoked
// elsewhere (logout in another tab, password renewed) ends here too: the 401 logs out (000 §4).
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { usuarioQueryOptions } from '../../api/users-queries.ts';
import { useSession } from '../session/use-session.ts';
import { queryClient } from './query-client.ts';
import { TopBar } from './top-bar.tsx';

export function AuthenticatedLayout() {
  // Data of one user must not be shown to the next one who logs in on this browser.
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" />
      <Shell />
    </QueryClientProvider>
  );
}

function Shell() {
  const session = useSession();
  const userId = session.user?.userId;
  const usuario = useQuery({
    ...usuarioQueryOptions(userId ?? 0),
    enabled: userId !== undefined,
    refetchOnWindowFocus: 'always',
  });
  return (
    <Box mih="100dvh" bg="gray.0">
      <TopBar
        userName={usuario.data?.nombreUsuario ?? session.user?.nombre ?? ''}
        linkHome={session.showMenu}
        canLogout={session.canLogout}
        loggingOut={session.busy && !session.canLogout}
        onLogout={session.logout}
      />
      <Box component="main" p="md">
        <Outlet />
      </Box>
    </Box>
  );
}

// Server data of the screens behind the login (TanStack Query owns it; the machines own the
// workflows). Loaded with the first authenticated screen, never by the login screen.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will answer the same again (and a 401 has already ended the session).
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

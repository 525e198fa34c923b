// Query keys and options of the users area (001 §2.4, §7). Imported only by authenticated
// screens, so React Query stays out of the login screen's bundle.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';

export const usersKeys = {
  all: ['users'] as const,
  detail: (idUsuario: number) => [...usersKeys.all, 'detail', idUsuario] as const,
};

export function usuarioQueryOptions(idUsuario: number) {
  return queryOptions({
    queryKey: usersKeys.detail(idUsuario),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/Usuarios/Obtener', { params: { query: { idUsuario } }, signal }),
        'No se pudieron obtener los datos del usuario.',
      ),
  });
}

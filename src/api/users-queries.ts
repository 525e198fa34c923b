// Query keys and options of the users area (001 §2.4, §7). Imported only by authenticated
// screens, so React Query stays out of the login screen's bundle.
import { api } from './client.ts';
import { apiQueryOptions } from './query.ts';

export const usersKeys = {
  all: ['users'] as const,
  detail: (idUsuario: number) => [...usersKeys.all, 'detail', idUsuario] as const,
};

export function usuarioQueryOptions(idUsuario: number) {
  return apiQueryOptions({
    queryKey: usersKeys.detail(idUsuario),
    request: (signal) =>
      api.GET('/api/Usuarios/Obtener', { params: { query: { idUsuario } }, signal }),
    fallback: 'No se pudieron obtener los datos del usuario.',
  });
}

// Query keys and options of the users area (001 §2.4, §7). Imported only by authenticated
// screens, so React Query stays out of the login screen's bundle.
import type { components, operations } from './schema.d.ts';
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';

export type BuscarUsuariosQuery = NonNullable<operations['buscarUsuarios']['parameters']['query']>;
export type CrearUsuarioRequest = components['schemas']['CrearUsuarioRequest'];
export type ActualizarUsuarioRequest = components['schemas']['ActualizarUsuarioRequest'];
export type UsuarioFila = components['schemas']['UsuarioFila'];

export const usersLoadTexts = {
  list: 'No se pudieron obtener los usuarios.',
  detail: 'No se pudieron obtener los datos del usuario.',
} as const;

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: BuscarUsuariosQuery) => [...usersKeys.lists(), query] as const,
  detail: (idUsuario: number) => [...usersKeys.all, 'detail', idUsuario] as const,
  token: (idUsuario: number) => [...usersKeys.all, 'token', idUsuario] as const,
  history: (idUsuario: number, page: number) =>
    [...usersKeys.all, 'historial', idUsuario, page] as const,
};

/** One page of a user's Historial (GET /api/Usuarios/Historial). */
export function historialUsuarioQueryOptions(idUsuario: number, page: number, fallback: string) {
  return apiQueryOptions({
    queryKey: usersKeys.history(idUsuario, page),
    request: (signal) =>
      api.GET('/api/Usuarios/Historial', {
        params: { query: { idUsuario, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

/** 001 §7: the user's integration token (GET /api/Seller/TokenUsuario), null when none. */
export function tokenUsuarioQueryOptions(idUsuario: number) {
  return apiQueryOptions({
    queryKey: usersKeys.token(idUsuario),
    request: (signal) =>
      api.GET('/api/Seller/TokenUsuario', { params: { query: { idUsuario } }, signal }),
    fallback: usersLoadTexts.detail,
  });
}

export function usuarioQueryOptions(idUsuario: number) {
  return apiQueryOptions({
    queryKey: usersKeys.detail(idUsuario),
    request: (signal) =>
      api.GET('/api/Usuarios/Obtener', { params: { query: { idUsuario } }, signal }),
    fallback: usersLoadTexts.detail,
  });
}

/** One page of the users list (GET /api/Usuarios/Buscar). */
export function buscarUsuariosQueryOptions(query: BuscarUsuariosQuery) {
  return apiQueryOptions({
    queryKey: usersKeys.list(query),
    request: (signal) => api.GET('/api/Usuarios/Buscar', { params: { query }, signal }),
    fallback: usersLoadTexts.list,
    staleTime: 0,
  });
}

export async function crearUsuario(body: CrearUsuarioRequest, fallback: string) {
  return unwrap(await api.POST('/api/Usuarios/Crear', { body }), fallback);
}

export async function actualizarUsuario(body: ActualizarUsuarioRequest, fallback: string) {
  return unwrap(await api.PUT('/api/Usuarios/Actualizar', { body }), fallback);
}

export async function cambiarEstadoUsuario(
  body: components['schemas']['CambiarEstadoUsuarioRequest'],
  fallback: string,
) {
  return unwrap(await api.POST('/api/Usuarios/CambiarEstado', { body }), fallback);
}

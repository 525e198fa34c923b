// 001 §2.4: the filter of /Usuarios (nombreUsuario, at most 30 characters, 001 §9), whether the
// collapsible filter is open, and the page, kept in the URL (src/web/ui/url-filter.ts) so a
// filtered view can be bookmarked, reloaded and shared; 'Limpiar' and the sidebar clear it.
import { USER_FILTER_MAX } from '../../domain/user-rules.ts';
import { flagField, pageField, textField, urlFilter } from '../ui/url-filter.ts';

export interface UsersFilter {
  nombreUsuario: string;
  filtroAbierto: boolean;
  pagina: number;
}

export const defaultUsersFilter = (): UsersFilter => ({
  nombreUsuario: '',
  filtroAbierto: false,
  pagina: 1,
});

export const usersSearch = urlFilter<UsersFilter>(
  {
    nombreUsuario: textField('nombreUsuario', USER_FILTER_MAX),
    filtroAbierto: flagField('filtro'),
    pagina: pageField('pagina'),
  },
  defaultUsersFilter,
);

/** 001 §2.4 'Crear Proveedor' / 'Crear Moderador' / 'Crear Usuario': which button opened the form. */
export type NewUserSearch = { tipo?: 'proveedor' | 'moderador' | 'usuario' };

export function validateNewUserSearch(search: Record<string, unknown>): NewUserSearch {
  const tipo = search.tipo;
  return tipo === 'proveedor' || tipo === 'moderador' || tipo === 'usuario' ? { tipo } : {};
}

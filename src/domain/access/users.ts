// Access to the users area's operations (see ./types.ts). Every session reads and renews its
// own user, the password-renewal one (5) included (000 §2.2, DECISIONS 13): the top bar's and
// the renewal page's calls, no menu item's.
import { tiposUsuario } from '../roles.ts';
import type { AreaAccess } from './types.ts';

export const usersAccess = {
  obtenerUsuario: { roles: tiposUsuario, menu: 'shell' },
  actualizarUsuario: { roles: tiposUsuario, menu: 'shell' },
} satisfies AreaAccess;

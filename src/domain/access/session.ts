// Access to the session area's operations (000 §2.2; see ./types.ts). Logging out is every
// session's, the password-renewal one (5) included (DECISIONS 13).
import { tiposUsuario } from '../roles.ts';
import { publicAccess, type AreaAccess } from './types.ts';

export const sessionAccess = {
  obtenerDesafio: publicAccess,
  login: publicAccess,
  tokenResetPassword: publicAccess,
  logout: { roles: tiposUsuario, menu: 'shell' },
} satisfies AreaAccess;

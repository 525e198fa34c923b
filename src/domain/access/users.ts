// Access to the users area's operations (see ./types.ts). Every session reads and renews its
// own user, the password-renewal one (5) included (000 §2.2, DECISIONS 13): the top bar's and
// the renewal page's calls, no menu item's (the handler asks for 'Gestión de Usuario(s)' (2)
// when the session is not a renewal one). The list and the creation are the admin
// moderator's and the seller admin's (001 §6), and category's for the sellers' users (001 §2.3);
// the active switch is the user machine's.
import { TipoUsuario, tiposUsuario } from '../roles.ts';
import { fromMachine, type AreaAccess } from './types.ts';

const { category, adminMod, sellerAdmin } = TipoUsuario;

export const usersAccess = {
  // Category lists and creates only a seller's users, from the seller's edit page (001 §2.3
  // Moderador and Usuario tabs); the handler keeps it to them.
  buscarUsuarios: { roles: [adminMod, sellerAdmin, category], menu: [2] },
  // Who manages users reads their history; the handler keeps each to the users it reaches.
  historialUsuario: { roles: [adminMod, sellerAdmin, category], menu: [2] },
  crearUsuario: { roles: [adminMod, sellerAdmin, category], menu: [2] },
  cambiarEstadoUsuario: { roles: fromMachine('user', 'ACTIVAR', 'PAUSAR'), menu: [2] },
  obtenerUsuario: { roles: tiposUsuario, menu: 'shell' },
  actualizarUsuario: { roles: tiposUsuario, menu: 'shell' },
} satisfies AreaAccess;

// 000 §1: user types and their numeric tipoUsuario.
export const TipoUsuario = {
  category: 1,
  adminMod: 2,
  sellerAdmin: 3,
  seller: 4,
  resetPassword: 5,
  soloLectura: 6,
  proveedor: 7,
  contable: 8,
} as const;

export type TipoUsuario = (typeof TipoUsuario)[keyof typeof TipoUsuario];

export const tiposUsuario: readonly TipoUsuario[] = [1, 2, 3, 4, 5, 6, 7, 8];

export const nombreTipoUsuario: Record<TipoUsuario, string> = {
  1: 'Categoría',
  2: 'Administrador moderador',
  3: 'Seller administrador',
  4: 'Seller',
  5: 'Renovar contraseña',
  6: 'Solo lectura',
  7: 'Proveedor',
  8: 'Contable',
};

export function isTipoUsuario(value: unknown): value is TipoUsuario {
  return typeof value === 'number' && (tiposUsuario as readonly number[]).includes(value);
}

// The role groups, written once: the machines (machines/*.ts), the menu, the access tables of
// ./access/ and the field rules import them.

/** "Staff" in the spec: category (1) and admin moderator (2). */
export const staff: readonly TipoUsuario[] = [TipoUsuario.category, TipoUsuario.adminMod];

/** The seller's users (000 §1): seller admin (3) and seller (4), limited to their idSeller. */
export const sellers: readonly TipoUsuario[] = [TipoUsuario.sellerAdmin, TipoUsuario.seller];

/** Every type with the app's shell: all but the password-renewal session (5, DECISIONS 13). */
export const signedIn: readonly TipoUsuario[] = tiposUsuario.filter(
  (t) => t !== TipoUsuario.resetPassword,
);

export function isStaff(tipo: number): boolean {
  return (staff as readonly number[]).includes(tipo);
}

/** Sellers and seller admins are limited to their own idSeller (000 §1, §6). */
export function isSellerScoped(tipo: number): boolean {
  return (sellers as readonly number[]).includes(tipo);
}

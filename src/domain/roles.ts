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

/** "Staff" in the spec means category (1) and admin moderator (2). */
export function isStaff(tipo: TipoUsuario): boolean {
  return tipo === TipoUsuario.category || tipo === TipoUsuario.adminMod;
}

/** Sellers and seller admins are limited to their own idSeller (000 §1, §6). */
export function isSellerScoped(tipo: TipoUsuario): boolean {
  return tipo === TipoUsuario.sellerAdmin || tipo === TipoUsuario.seller;
}

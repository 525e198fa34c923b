// 001 §2.4, §5 (Users), §6 (Users), §8 (Users), §9: the users area's rules and texts, written
// once for the forms and the server.
import { isValidEmail } from './email.ts';
import { menuItems, type MenuItemData } from './menu.ts';
import { PASSWORD_MAX, meetsPasswordRules, passwordMessages } from './password.ts';
import { TipoUsuario } from './roles.ts';

const { category, adminMod, sellerAdmin, seller, soloLectura, proveedor } = TipoUsuario;

/** 001 §9. */
export const USERS_PAGE_SIZE = 10;
export const USER_NAME_MAX = 40;
export const USER_FILTER_MAX = 30;

export const userMessages = {
  // 001 §5, create, in their order.
  emailInvalid: 'Mail incorrecto',
  nameRequired: 'Ingrese un nombre de usuario',
  mismatch: passwordMessages.mismatch,
  requirements: passwordMessages.requirements,
  providerRequired: 'Ingrese un id de proveedor',
  // 001 §5, edit.
  emailRequired: 'Ingrese un e-mail de usuario',
  tooLong: passwordMessages.tooLong,
  // 001 §8 (Users).
  createFailed: 'No pudo crearse',
  editFailed: 'No pudo editarse',
  created: 'Usuario agregado exitosamente',
  edited: 'Usuario editado exitosamente',
  stateChanged: 'Estado editado exitosamente',
  empty: 'No se encontraron usuarios',
  // Not in the spec: clear Spanish sentences.
  nameTaken: 'El nombre de usuario ya existe.',
  providerNegative: 'El id de proveedor debe ser 0 o mayor.',
  notFound: 'No se encontró el usuario.',
  ownFields: 'No puede cambiar su propio tipo, solo lectura ni secciones visibles.',
  soloLecturaOnlyStaff:
    'Solo Lectura se aplica a usuarios de categoría, moderadores o de solo lectura.',
  unknownSection: 'Sección inexistente para este usuario.',
  noSellerForUser: 'Seleccione el seller del usuario.',
  staffTypeWithSeller:
    'Los usuarios de categoría, moderadores, de solo lectura y proveedores no pertenecen a un seller.',
  mismatchBody: 'El usuario o el seller no corresponden al usuario indicado.',
} as const;

/** The type each create button selects (001 §2.4; see openapi/users.yaml on 'Crear Proveedor'). */
export const createButtons = {
  proveedor: { label: 'Crear Proveedor', tipo: proveedor },
  moderador: { label: 'Crear Moderador', tipo: adminMod },
  usuario: { label: 'Crear Usuario', tipo: seller },
} as const;

export type CreateButton = keyof typeof createButtons;

/** 001 §2.4, §6: the create buttons of /Usuarios by role. */
export function createButtonsFor(tipoUsuario: number): CreateButton[] {
  if (tipoUsuario === adminMod) return ['proveedor', 'moderador'];
  if (tipoUsuario === sellerAdmin) return ['usuario'];
  return [];
}

/**
 * The types a creator may create (001 §6): the admin moderator its own type and the selector's
 * Category, Solo Lectura and Proveedor; the seller admin only Seller users of its seller.
 */
export function creatableTypes(creator: number): readonly TipoUsuario[] {
  if (creator === adminMod) return [adminMod, category, soloLectura, proveedor];
  if (creator === sellerAdmin) return [seller];
  return [];
}

/**
 * The users a creator may create for a seller (001 §2.3: the Moderador and Usuario tabs of the
 * seller's edit page, which staff see): staff a seller admin (3) or a seller (4) of any seller;
 * the seller admin sellers (4) of its own (001 §6).
 */
export function sellerUserTypes(creator: number): readonly TipoUsuario[] {
  if (creator === adminMod || creator === category) return [sellerAdmin, seller];
  if (creator === sellerAdmin) return [seller];
  return [];
}

/** The types of a seller's users: its seller admins (3, the Moderador tab) and sellers (4). */
export type SellerUserTipo = typeof sellerAdmin | typeof seller;

/** 001 §2.3: each user tab of the seller's edit page, its type and its create button. */
export const sellerUserTabs: Record<SellerUserTipo, { tab: string; button: string }> = {
  [sellerAdmin]: { tab: 'Moderador', button: 'Crear Moderador' },
  [seller]: { tab: 'Usuario', button: 'Crear Usuario' },
};

/** The type shown (not chosen) on a create form without the selector. */
export function sellerUserTypeLabel(tipo: number): string {
  return tipo === sellerAdmin ? 'Seller Admin' : 'Seller';
}

/** The seller's users staff reach from the seller's edit page (read, edit, create). */
export function isSellerUserType(tipo: number): boolean {
  return tipo === sellerAdmin || tipo === seller;
}

/** The selector's options (001 §2.4, admin only), the create button's type first. */
export const tipoOptions: readonly { value: TipoUsuario; label: string }[] = [
  { value: adminMod, label: 'Moderador' },
  { value: category, label: 'Category' },
  { value: soloLectura, label: 'Solo Lectura' },
  { value: proveedor, label: 'Proveedor' },
];

export interface NewUserInput {
  email: string;
  usuario: string;
  password: string;
  confirmarPassword?: string | undefined;
  tipoUsuario: number;
  idProveedor?: number | null | undefined;
}

/** 001 §5: the create checks in their order; the first failing text, or null. */
export function validateNewUser(u: NewUserInput): string | null {
  if (!isValidEmail(u.email.trim())) return userMessages.emailInvalid;
  if (u.usuario.trim() === '') return userMessages.nameRequired;
  if (u.confirmarPassword !== undefined && u.password !== u.confirmarPassword) {
    return userMessages.mismatch;
  }
  if (!meetsPasswordRules(u.password)) return userMessages.requirements;
  if (u.tipoUsuario === proveedor) {
    if (u.idProveedor === null || u.idProveedor === undefined) {
      return userMessages.providerRequired;
    }
    if (u.idProveedor < 0) return userMessages.providerNegative;
  }
  return null;
}

export interface EditUserInput {
  email: string;
  usuario: string;
  password: string;
  /** Sent by the screen when the user edits itself (001 §5: passwords must match). */
  confirmarPassword?: string | undefined;
}

/** 001 §5: the edit checks; the first failing text, or null. */
export function validateEditUser(u: EditUserInput): string | null {
  const email = u.email.trim();
  if (email === '') return userMessages.emailRequired;
  if (!isValidEmail(email)) return userMessages.emailInvalid;
  if (u.usuario.trim() === '') return userMessages.nameRequired;
  if (u.password.length > PASSWORD_MAX) return userMessages.tooLong;
  if (!meetsPasswordRules(u.password)) return userMessages.requirements;
  if (u.confirmarPassword !== undefined && u.password !== u.confirmarPassword) {
    return userMessages.mismatch;
  }
  return null;
}

/**
 * 001 §6: the visible-sections editor is the admin moderator's or the seller admin's, only for
 * users who are not admin moderator or seller admin themselves.
 */
export function editsSections(editor: number, target: number): boolean {
  return (
    (editor === adminMod || editor === sellerAdmin) && target !== adminMod && target !== sellerAdmin
  );
}

/** 001 §2.4: the Solo Lectura switch (admin) applies to staff and read-only users. */
export function soloLecturaApplies(target: number): boolean {
  return target === category || target === adminMod || target === soloLectura;
}

/** 001 §2.4: the Administrador/Category radio (admin) on users of type 1 or 2. */
export function roleRadioApplies(target: number): boolean {
  return target === category || target === adminMod;
}

/**
 * The sections a user of this type has (the sidebar's table, src/domain/menu.ts): the tree the
 * visible-sections editor shows. Its ids are what hiddenItemsIds (the user's perfil) holds.
 */
export function sectionsFor(tipoUsuario: number): MenuItemData[] {
  const keep = (items: readonly MenuItemData[]): MenuItemData[] =>
    items
      .filter((i) => (i.tipos as readonly number[]).includes(tipoUsuario))
      .map((i) => (i.children ? { ...i, children: keep(i.children) } : i));
  return keep(menuItems);
}

/** Every section id (groups and leaves) of the type's menu. */
export function sectionIdsFor(tipoUsuario: number): number[] {
  const ids = (items: readonly MenuItemData[]): number[] =>
    items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);
  return ids(sectionsFor(tipoUsuario));
}

/**
 * The type a saved user gets (001 §2.4): the Solo Lectura switch on makes it read-only (6); off
 * on a read-only user gives the radio's type (moderator 2 when asked, else category 1);
 * otherwise the type asked (the radio), or the current one.
 */
export function typeAfterEdit(
  current: number,
  soloLecturaOn: boolean | undefined,
  requested: number | undefined,
): number {
  if (soloLecturaOn === true) return soloLectura;
  if (current === soloLectura && soloLecturaOn === false) {
    return requested === adminMod ? adminMod : category;
  }
  return requested ?? current;
}

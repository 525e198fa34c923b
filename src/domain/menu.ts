// 000 §2.3 (sidebar) and §2.1 (routes) as data: the one table that the sidebar, the route
// guards and the server read (the access tables of ./access/ name, for each operation, the
// items whose screens use it: a call of a screen the session's menu lacks is refused). Each
// item has a stable numeric id; hiddenItemsIds (the user's `perfil`) holds ids of this table,
// so an id never changes meaning once released.
import { TipoUsuario, isSellerScoped, sellers, signedIn, staff } from './roles.ts';
import { notificationUserTypes } from './permissions.ts';

const { category, adminMod, sellerAdmin, seller, resetPassword, soloLectura, proveedor, contable } =
  TipoUsuario;

export interface MenuItemData {
  /** Stable id: what hiddenItemsIds contains. */
  id: number;
  /** The label as 000 §2.3 writes it, character for character. */
  label: string;
  /** Who sees the item (000 §2.3). A group is seen by whoever sees one of its children. */
  tipos: readonly TipoUsuario[];
  /**
   * Where the item leads; `{idSeller}` and `{userId}` are the session's. `routeByTipo`
   * overrides it for some types (sellers go to their own page, staff to the list).
   */
  route?: string;
  routeByTipo?: Partial<Record<TipoUsuario, string>>;
  children?: readonly MenuItemData[];
}

/**
 * The sidebar (000 §2.3). Types 5 (reset password) see nothing; accounting (8) sees only
 * 'Detalle Liquidacion > Adm. Liquidacion'.
 */
export const menuItems: readonly MenuItemData[] = [
  {
    id: 1,
    label: 'Gestión de Seller(s)',
    // Hidden for read-only and supplier; sellers go to their own edit page, staff to the list.
    tipos: [...staff, ...sellers],
    route: '/Sellers/Editar/{idSeller}',
    routeByTipo: { [category]: '/Sellers', [adminMod]: '/Sellers' },
  },
  {
    id: 2,
    label: 'Gestión de Usuario(s)',
    // Admin moderator and seller admin see the list, others their own edit page.
    tipos: [...staff, ...sellers],
    route: '/Usuarios/Editar/{userId}',
    routeByTipo: { [adminMod]: '/Usuarios', [sellerAdmin]: '/Usuarios' },
  },
  {
    id: 3,
    label: 'Publicaciones',
    tipos: [...staff, ...sellers],
    children: [
      { id: 31, label: 'Gestión', tipos: [...staff, ...sellers], route: '/Publicaciones' },
      {
        id: 32,
        label: 'Creación Masiva',
        tipos: [...staff, ...sellers],
        route: '/Publicaciones/CreacionMasiva',
      },
      {
        id: 33,
        label: 'Actualización Masiva',
        tipos: [...staff, ...sellers],
        route: '/Publicaciones/ActualizacionMasiva',
      },
    ],
  },
  {
    id: 4,
    label: 'Gestión de Ordenes',
    tipos: [...staff, ...sellers, soloLectura, proveedor],
    children: [
      // Hidden for supplier.
      {
        id: 41,
        label: 'Ordenes Sellers',
        tipos: [...staff, ...sellers, soloLectura],
        route: '/Ordenes',
      },
      // Hidden for seller admin, seller and read-only.
      {
        id: 42,
        label: 'Ordenes Proveedores',
        tipos: [...staff, proveedor],
        route: '/OrdenesProveedores',
      },
    ],
  },
  // Hidden for read-only, seller and supplier.
  { id: 5, label: 'Gestión de Rebates', tipos: [...staff, sellerAdmin], route: '/Rebates' },
  { id: 6, label: 'Grupo Planes', tipos: staff, route: '/Planes' },
  { id: 7, label: 'Tipo de publicaciones', tipos: staff, route: '/Tipo/Publicaciones' },
  {
    id: 8,
    label: 'Exportables',
    tipos: [...staff, ...sellers],
    children: [
      {
        id: 81,
        label: 'Publicaciones',
        tipos: [...staff, ...sellers],
        route: '/Exportables/Publicaciones',
      },
      { id: 82, label: 'Órdenes', tipos: [...staff, ...sellers], route: '/Exportables/Ordenes' },
      { id: 83, label: 'Novedades', tipos: staff, route: '/Exportables/Novedades' },
      { id: 84, label: 'Liquidaciones', tipos: staff, route: '/Exportables/Liquidaciones' },
      { id: 85, label: 'Sellers', tipos: staff, route: '/Exportables/Sellers' },
    ],
  },
  {
    id: 9,
    label: 'Liquidaciones',
    tipos: staff,
    children: [
      { id: 91, label: 'Adm. Novedades', tipos: staff, route: '/Novedades' },
      { id: 92, label: 'Adm. Liquidacion', tipos: staff, route: '/Liquidaciones' },
      { id: 93, label: 'Gestion de conceptos', tipos: staff, route: '/Conceptos' },
      // 002 §2: the fee page ('Fee Logistico', its three windows); its 'Crear Fee' leads to
      // /Liquidaciones/NuevoFee.
      {
        id: 94,
        label: 'Configuración Fee Logístico',
        tipos: staff,
        route: '/Liquidaciones/ActualizacionMasiva',
      },
    ],
  },
  {
    id: 10,
    label: 'Detalle Liquidacion',
    // Hidden for category, admin moderator, reset-password, read-only and supplier.
    tipos: [...sellers, contable],
    children: [
      {
        id: 101,
        label: 'Adm. Liquidacion',
        tipos: [...sellers, contable],
        route: '/Liquidaciones',
      },
    ],
  },
];

export interface MenuSession {
  tipoUsuario: TipoUsuario;
  idSeller: number | null;
  userId: number;
  /** Ids of menuItems hidden to this user (its `perfil`). */
  hiddenItemsIds?: readonly number[];
}

export interface MenuNode {
  id: number;
  label: string;
  /** Absent on a group: its children lead somewhere. */
  route?: string;
  children?: MenuNode[];
}

function fill(route: string, s: MenuSession): string | undefined {
  if (route.includes('{idSeller}') && s.idSeller === null) return undefined;
  return route.replace('{idSeller}', String(s.idSeller)).replace('{userId}', String(s.userId));
}

function build(items: readonly MenuItemData[], s: MenuSession): MenuNode[] {
  const hidden = new Set(s.hiddenItemsIds ?? []);
  const nodes: MenuNode[] = [];
  for (const item of items) {
    if (hidden.has(item.id) || !item.tipos.includes(s.tipoUsuario)) continue;
    if (item.children) {
      const children = build(item.children, s);
      // A group whose every child is hidden is not shown.
      if (children.length > 0) nodes.push({ id: item.id, label: item.label, children });
      continue;
    }
    const template = item.routeByTipo?.[s.tipoUsuario] ?? item.route;
    const route = template === undefined ? undefined : fill(template, s);
    if (route !== undefined) nodes.push({ id: item.id, label: item.label, route });
  }
  return nodes;
}

/** The sidebar of a session (000 §2.3): the items of its type, minus hiddenItemsIds. */
export function menuFor(session: MenuSession): MenuNode[] {
  if (session.tipoUsuario === resetPassword) return [];
  return build(menuItems, session);
}

/** Ids of every leaf of a menu tree (the items that lead somewhere). */
export function menuLeafIds(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((n) => (n.children ? menuLeafIds(n.children) : [n.id]));
}

interface RouteRule {
  /** A path of 000 §2.1; `{name}` matches a positive integer. */
  pattern: string;
  /** Open when one of these menu items is in the session's menu... */
  items?: readonly number[];
  /** ...and the session's type is one of these (all the items' types when absent). */
  tipos?: readonly TipoUsuario[];
  /** For seller-scoped types, this parameter must be the session's idSeller. */
  ownSeller?: string;
  /** For these types, {userId} must be the session's own user. */
  ownUserFor?: readonly TipoUsuario[];
}

/** Every route of 000 §2.1 and what opens it. */
export const routeRules: readonly RouteRule[] = [
  // Home: where every session lands and where a refused route sends it.
  { pattern: '/', tipos: signedIn },
  { pattern: '/Notificaciones', tipos: notificationUserTypes },
  { pattern: '/Notificaciones/Ajustes', tipos: notificationUserTypes },
  { pattern: '/Sellers', items: [1], tipos: staff },
  { pattern: '/Sellers/Nuevo', items: [1], tipos: staff },
  { pattern: '/Sellers/Editar/{idSeller}', items: [1], ownSeller: 'idSeller' },
  // 001 §2.3, §6: the publication-type selection is category's and admin moderator's.
  { pattern: '/Sellers/Editar/Select/{id}', items: [1], tipos: staff },
  { pattern: '/Sellers/Nuevo/Select', items: [1], tipos: staff },
  { pattern: '/Sellers/TiposPublicaciones/Select', items: [1], tipos: staff },
  { pattern: '/Usuarios', items: [2], tipos: [adminMod, sellerAdmin] },
  { pattern: '/Usuarios/NuevoUser', items: [2], tipos: [adminMod, sellerAdmin] },
  {
    pattern: '/Usuarios/Editar/{userId}',
    items: [2],
    // Admin moderator and seller admin edit the users of their list; others only themselves.
    ownUserFor: [category, seller],
  },
  { pattern: '/Publicaciones', items: [31] },
  // 'Crear Publicación' is hidden for category and admin users (000 §2.6).
  {
    pattern: '/Publicaciones/Nueva/{idSeller}',
    items: [31],
    tipos: sellers,
    ownSeller: 'idSeller',
  },
  {
    pattern: '/Publicaciones/Editar/{idSeller}/{idPublicacion}',
    items: [31],
    ownSeller: 'idSeller',
  },
  { pattern: '/Publicaciones/CreacionMasiva', items: [32] },
  { pattern: '/Publicaciones/ActualizacionMasiva', items: [33] },
  { pattern: '/Ordenes', items: [41] },
  { pattern: '/Ordenes/Editar/{idOrden}', items: [41] },
  { pattern: '/Ordenes/Nueva', items: [41] },
  { pattern: '/Ordenes/Publicacion', items: [41] },
  { pattern: '/OrdenesProveedores', items: [42] },
  { pattern: '/OrdenesProveedores/View/{id}', items: [42] },
  { pattern: '/Rebates', items: [5] },
  { pattern: '/Planes', items: [6] },
  { pattern: '/Planes/Editar/{id}', items: [6] },
  { pattern: '/Planes/Nuevo', items: [6] },
  { pattern: '/Planes/Busqueda', items: [6] },
  { pattern: '/Tipo/Publicaciones', items: [7] },
  { pattern: '/Tipo/Publicaciones/Editar/{id}', items: [7] },
  { pattern: '/Tipo/Publicaciones/Nuevo', items: [7] },
  { pattern: '/Tipo/Publicaciones/GrupoPlanes/Busqueda', items: [7] },
  { pattern: '/Exportables/Publicaciones', items: [81] },
  { pattern: '/Exportables/Ordenes', items: [82] },
  { pattern: '/Exportables/Novedades', items: [83] },
  { pattern: '/Exportables/Liquidaciones', items: [84] },
  { pattern: '/Exportables/Sellers', items: [85] },
  { pattern: '/Novedades', items: [91] },
  { pattern: '/Novedades/Nueva', items: [91] },
  { pattern: '/Liquidaciones', items: [92, 101] },
  { pattern: '/Liquidaciones/Nueva', items: [92] },
  { pattern: '/Liquidaciones/Editar/{id}/{idSeller}', items: [92, 101], ownSeller: 'idSeller' },
  { pattern: '/Liquidaciones/EditarBorrador/{id}/{idSeller}', items: [92] },
  { pattern: '/Liquidaciones/ActualizacionMasiva', items: [94] },
  { pattern: '/Liquidaciones/NuevoFee', items: [94] },
  { pattern: '/Conceptos', items: [93] },
  { pattern: '/Conceptos/Nuevo', items: [93] },
];

const INT_PARAM = /^[1-9][0-9]{0,9}$/;

function matchRoute(pattern: string, pathname: string): Record<string, number> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, number> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith('{')) {
      if (!INT_PARAM.test(g)) return null;
      params[w.slice(1, -1)] = Number(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

function itemTipos(ids: readonly number[]): Set<TipoUsuario> {
  const all = menuItems.flatMap((i) => [i, ...(i.children ?? [])]);
  return new Set(all.filter((i) => ids.includes(i.id)).flatMap((i) => i.tipos));
}

/**
 * The menu items a path of the route table belongs to (its rule's items), or null when no rule
 * matches or the rule names none: the sidebar lights the item of the page's own rule (e.g.
 * /Liquidaciones/NuevoFee is 'Configuración Fee Logístico', not 'Adm. Liquidacion' above it).
 */
export function routeItems(pathname: string): readonly number[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = routeRules.find((r) => matchRoute(r.pattern, path) !== null);
  return rule?.items ?? null;
}

/**
 * Whether a session may open a path of the app (route guards; a refused route sends the user
 * home). A route is open when the session's menu has an item leading to its area (the same
 * table and hiddenItemsIds as the sidebar), with the seller scope of 000 §6. A
 * password-reset session (5) only opens its own renewal page (DECISIONS 13).
 */
export function mayOpenRoute(pathname: string, session: MenuSession): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/login') return true;
  if (session.tipoUsuario === resetPassword) {
    return path === `/Usuarios/Editar/${session.userId}`;
  }
  const leaves = new Set(menuLeafIds(menuFor(session)));
  for (const rule of routeRules) {
    const params = matchRoute(rule.pattern, path);
    if (params === null) continue;
    const tipos = rule.tipos ?? (rule.items ? [...itemTipos(rule.items)] : []);
    if (!tipos.includes(session.tipoUsuario)) return false;
    if (rule.items && !rule.items.some((id) => leaves.has(id))) return false;
    if (
      rule.ownSeller !== undefined &&
      isSellerScoped(session.tipoUsuario) &&
      params[rule.ownSeller] !== session.idSeller
    ) {
      return false;
    }
    if (rule.ownUserFor?.includes(session.tipoUsuario) && params.userId !== session.userId) {
      return false;
    }
    return true;
  }
  return false;
}

export const STORE_NAME_MAX = 20;

/** 000 §2.3, §9: the store name in the top bar, 20 characters followed by '...'. */
export function truncateStoreName(name: string): string {
  // Characters as a reader counts them (an accented letter or an emoji is one).
  const chars = Array.from(new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(name));
  if (chars.length <= STORE_NAME_MAX) return name;
  return `${chars
    .slice(0, STORE_NAME_MAX)
    .map((c) => c.segment)
    .join('')}...`;
}

/**
 * The name the user menu shows (000 §2.3): for seller users the store name, falling back to
 * the business name, truncated; otherwise the user name.
 */
export function topBarName(
  session: { tipoUsuario: TipoUsuario; nombre: string },
  seller?: { nombreTienda: string | null; razonSocial: string } | null,
): string {
  if (!isSellerScoped(session.tipoUsuario) || !seller) return session.nombre;
  const store = seller.nombreTienda?.trim();
  return truncateStoreName(store ? store : seller.razonSocial);
}

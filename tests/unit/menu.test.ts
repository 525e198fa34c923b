// 000 §2.3: the sidebar of each of the eight user types, item by item, hiddenItemsIds, the route
// guard (a route the role lacks sends it home) and the store name's truncation.
import { describe, expect, it } from 'vitest';
import {
  menuFor,
  menuItems,
  mayOpenRoute,
  routeRules,
  topBarName,
  truncateStoreName,
  type MenuNode,
  type MenuSession,
} from '../../src/domain/menu.ts';
import { tiposUsuario, type TipoUsuario } from '../../src/domain/roles.ts';

const USER_ID = 42;
const sessionOf = (tipoUsuario: TipoUsuario, hiddenItemsIds: number[] = []): MenuSession => ({
  tipoUsuario,
  idSeller: tipoUsuario === 3 || tipoUsuario === 4 ? 1 : null,
  userId: USER_ID,
  hiddenItemsIds,
});

/** Each leaf as 'Group > Item -> route'. */
function flatten(nodes: MenuNode[], prefix = ''): string[] {
  return nodes.flatMap((n) =>
    n.children
      ? flatten(n.children, `${prefix}${n.label} > `)
      : [`${prefix}${n.label} -> ${n.route ?? ''}`],
  );
}

const staffMenu = (usuarios: string, sellers = '/Sellers') => [
  `Gestión de Seller(s) -> ${sellers}`,
  `Gestión de Usuario(s) -> ${usuarios}`,
  'Publicaciones > Gestión -> /Publicaciones',
  'Publicaciones > Creación Masiva -> /Publicaciones/CreacionMasiva',
  'Publicaciones > Actualización Masiva -> /Publicaciones/ActualizacionMasiva',
  'Gestión de Ordenes > Ordenes Sellers -> /Ordenes',
  'Gestión de Ordenes > Ordenes Proveedores -> /OrdenesProveedores',
  'Gestión de Rebates -> /Rebates',
  'Grupo Planes -> /Planes',
  'Tipo de publicaciones -> /Tipo/Publicaciones',
  'Exportables > Publicaciones -> /Exportables/Publicaciones',
  'Exportables > Órdenes -> /Exportables/Ordenes',
  'Exportables > Novedades -> /Exportables/Novedades',
  'Exportables > Liquidaciones -> /Exportables/Liquidaciones',
  'Exportables > Sellers -> /Exportables/Sellers',
  'Liquidaciones > Adm. Novedades -> /Novedades',
  'Liquidaciones > Adm. Liquidacion -> /Liquidaciones',
  'Liquidaciones > Gestion de conceptos -> /Conceptos',
  'Liquidaciones > Configuración Fee Logístico -> /Liquidaciones/ActualizacionMasiva',
];

const sellerMenu = (usuarios: string, rebates: boolean) => [
  'Gestión de Seller(s) -> /Sellers/Editar/1',
  `Gestión de Usuario(s) -> ${usuarios}`,
  'Publicaciones > Gestión -> /Publicaciones',
  'Publicaciones > Creación Masiva -> /Publicaciones/CreacionMasiva',
  'Publicaciones > Actualización Masiva -> /Publicaciones/ActualizacionMasiva',
  'Gestión de Ordenes > Ordenes Sellers -> /Ordenes',
  ...(rebates ? ['Gestión de Rebates -> /Rebates'] : []),
  'Exportables > Publicaciones -> /Exportables/Publicaciones',
  'Exportables > Órdenes -> /Exportables/Ordenes',
  'Detalle Liquidacion > Adm. Liquidacion -> /Liquidaciones',
];

/** 000 §2.3, the matrix: what each type sees, in order, with where each item leads. */
const expected: Record<TipoUsuario, string[]> = {
  // Category: the whole staff menu; its own user page (only admin moderator sees the list).
  1: staffMenu(`/Usuarios/Editar/${USER_ID}`),
  2: staffMenu('/Usuarios'),
  // Seller admin: the users list, rebates, no Ordenes Proveedores, Detalle Liquidacion.
  3: sellerMenu('/Usuarios', true),
  // Seller: own user page, no rebates.
  4: sellerMenu(`/Usuarios/Editar/${USER_ID}`, false),
  // Reset password: no menu.
  5: [],
  // Read-only: only Ordenes Sellers.
  6: ['Gestión de Ordenes > Ordenes Sellers -> /Ordenes'],
  // Supplier: only Ordenes Proveedores.
  7: ['Gestión de Ordenes > Ordenes Proveedores -> /OrdenesProveedores'],
  // Accounting: only Detalle Liquidacion > Adm. Liquidacion.
  8: ['Detalle Liquidacion > Adm. Liquidacion -> /Liquidaciones'],
};

describe('sidebar by user type (000 §2.3)', () => {
  it.each(tiposUsuario.map((t) => [t] as const))(
    'tipoUsuario %i sees exactly the items of the spec matrix, leading where the spec says',
    (tipo) => {
      expect(flatten(menuFor(sessionOf(tipo)))).toEqual(expected[tipo]);
    },
  );

  it('Gestión de Seller(s): hidden for read-only and supplier; sellers go to their own edit page, staff to the list', () => {
    const item = (t: TipoUsuario) => menuFor(sessionOf(t)).find((n) => n.id === 1);
    expect(item(1)?.route).toBe('/Sellers');
    expect(item(2)?.route).toBe('/Sellers');
    expect(menuFor({ ...sessionOf(3), idSeller: 7 }).find((n) => n.id === 1)?.route).toBe(
      '/Sellers/Editar/7',
    );
    expect(item(4)?.route).toBe('/Sellers/Editar/1');
    expect(item(6)).toBeUndefined();
    expect(item(7)).toBeUndefined();
  });

  it('Gestión de Usuario(s): admin moderator and seller admin see the list, others their own edit page', () => {
    const route = (t: TipoUsuario) => menuFor(sessionOf(t)).find((n) => n.id === 2)?.route;
    expect(route(2)).toBe('/Usuarios');
    expect(route(3)).toBe('/Usuarios');
    expect(route(1)).toBe(`/Usuarios/Editar/${USER_ID}`);
    expect(route(4)).toBe(`/Usuarios/Editar/${USER_ID}`);
  });

  it('every item has a stable numeric id, unique in the whole tree', () => {
    const ids = menuItems.flatMap((i) => [i.id, ...(i.children ?? []).map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      1, 2, 3, 31, 32, 33, 4, 41, 42, 5, 6, 7, 8, 81, 82, 83, 84, 85, 9, 91, 92, 93, 94, 10, 101,
    ]);
  });
});

describe('hiddenItemsIds (the user perfil) hide items of the sidebar', () => {
  it('a hidden item disappears; its siblings stay', () => {
    const labels = flatten(menuFor(sessionOf(4, [32, 5])));
    expect(labels).not.toContain(
      'Publicaciones > Creación Masiva -> /Publicaciones/CreacionMasiva',
    );
    expect(labels).toContain('Publicaciones > Gestión -> /Publicaciones');
    expect(labels).toHaveLength(expected[4].length - 1);
  });

  it('a hidden group hides all its children', () => {
    const labels = flatten(menuFor(sessionOf(1, [3, 9])));
    expect(labels.some((l) => l.startsWith('Publicaciones >'))).toBe(false);
    expect(labels.some((l) => l.startsWith('Liquidaciones >'))).toBe(false);
    expect(labels).toHaveLength(expected[1].length - 7);
  });

  it('a group whose every child is hidden is not shown', () => {
    expect(menuFor(sessionOf(6, [41]))).toEqual([]);
    expect(menuFor(sessionOf(1, [41, 42])).find((n) => n.id === 4)).toBeUndefined();
  });

  it('an id the user type does not have changes nothing', () => {
    expect(flatten(menuFor(sessionOf(7, [6, 101, 999])))).toEqual(expected[7]);
  });

  it('a hidden item closes its routes too', () => {
    expect(mayOpenRoute('/Publicaciones/CreacionMasiva', sessionOf(4))).toBe(true);
    expect(mayOpenRoute('/Publicaciones/CreacionMasiva', sessionOf(4, [32]))).toBe(false);
    expect(mayOpenRoute('/Ordenes/Editar/5', sessionOf(6, [4]))).toBe(false);
    // Adm. Liquidacion of staff and Detalle Liquidacion both open /Liquidaciones.
    expect(mayOpenRoute('/Liquidaciones', sessionOf(1, [92]))).toBe(false);
  });
});

/** Every route of 000 §2.1 with sample parameters (seller 1, user 42). */
const routes = [
  '/',
  '/Notificaciones',
  '/Notificaciones/Ajustes',
  '/Sellers',
  '/Sellers/Editar/1',
  '/Sellers/Nuevo',
  '/Sellers/Editar/Select/1',
  '/Sellers/Nuevo/Select',
  '/Sellers/TiposPublicaciones/Select',
  '/Usuarios',
  '/Usuarios/NuevoUser',
  `/Usuarios/Editar/${USER_ID}`,
  '/Publicaciones',
  '/Publicaciones/Nueva/1',
  '/Publicaciones/Editar/1/15',
  '/Publicaciones/CreacionMasiva',
  '/Publicaciones/ActualizacionMasiva',
  '/Ordenes',
  '/Ordenes/Editar/300',
  '/Ordenes/Publicacion',
  // 001 §2.1 new-order mode (a phone order).
  '/Ordenes/Nueva',
  '/OrdenesProveedores',
  '/OrdenesProveedores/View/9',
  '/Rebates',
  '/Planes',
  '/Planes/Editar/3',
  '/Planes/Nuevo',
  '/Planes/Busqueda',
  '/Tipo/Publicaciones',
  '/Tipo/Publicaciones/Editar/2',
  '/Tipo/Publicaciones/Nuevo',
  '/Tipo/Publicaciones/GrupoPlanes/Busqueda',
  '/Exportables/Publicaciones',
  '/Exportables/Ordenes',
  '/Exportables/Novedades',
  '/Exportables/Liquidaciones',
  '/Exportables/Sellers',
  '/Novedades',
  '/Novedades/Nueva',
  '/Liquidaciones',
  '/Liquidaciones/Nueva',
  '/Liquidaciones/Editar/4/1',
  '/Liquidaciones/EditarBorrador/4/1',
  '/Liquidaciones/ActualizacionMasiva',
  '/Liquidaciones/NuevoFee',
  '/Conceptos',
  '/Conceptos/Nuevo',
] as const;

/** Which of the routes above each type opens (seller types are of seller 1). */
const opens: Record<TipoUsuario, readonly string[]> = {
  1: routes.filter(
    (r) => !['/Usuarios', '/Usuarios/NuevoUser', '/Publicaciones/Nueva/1'].includes(r),
  ),
  2: routes.filter((r) => r !== '/Publicaciones/Nueva/1'),
  3: [
    '/',
    '/Notificaciones',
    '/Notificaciones/Ajustes',
    '/Sellers/Editar/1',
    '/Usuarios',
    '/Usuarios/NuevoUser',
    `/Usuarios/Editar/${USER_ID}`,
    '/Publicaciones',
    '/Publicaciones/Nueva/1',
    '/Publicaciones/Editar/1/15',
    '/Publicaciones/CreacionMasiva',
    '/Publicaciones/ActualizacionMasiva',
    '/Ordenes',
    '/Ordenes/Editar/300',
    '/Ordenes/Publicacion',
    '/Ordenes/Nueva',
    '/Rebates',
    '/Exportables/Publicaciones',
    '/Exportables/Ordenes',
    '/Liquidaciones',
    '/Liquidaciones/Editar/4/1',
  ],
  4: [
    '/',
    '/Notificaciones',
    '/Notificaciones/Ajustes',
    '/Sellers/Editar/1',
    `/Usuarios/Editar/${USER_ID}`,
    '/Publicaciones',
    '/Publicaciones/Nueva/1',
    '/Publicaciones/Editar/1/15',
    '/Publicaciones/CreacionMasiva',
    '/Publicaciones/ActualizacionMasiva',
    '/Ordenes',
    '/Ordenes/Editar/300',
    '/Ordenes/Publicacion',
    '/Ordenes/Nueva',
    '/Exportables/Publicaciones',
    '/Exportables/Ordenes',
    '/Liquidaciones',
    '/Liquidaciones/Editar/4/1',
  ],
  5: [`/Usuarios/Editar/${USER_ID}`],
  6: ['/', '/Ordenes', '/Ordenes/Editar/300', '/Ordenes/Publicacion', '/Ordenes/Nueva'],
  7: ['/', '/OrdenesProveedores', '/OrdenesProveedores/View/9'],
  8: ['/', '/Liquidaciones', '/Liquidaciones/Editar/4/1'],
};

describe('route guards (000 §2.1, §2.3): a route the role lacks is refused', () => {
  it.each(tiposUsuario.map((t) => [t] as const))(
    'tipoUsuario %i opens exactly the routes of its menu',
    (tipo) => {
      const open = routes.filter((r) => mayOpenRoute(r, sessionOf(tipo)));
      expect(open).toEqual(opens[tipo]);
    },
  );

  it('every route of 000 §2.1 is known to the guard and opened by some type', () => {
    for (const r of routes) {
      expect(
        tiposUsuario.some((t) => mayOpenRoute(r, sessionOf(t))),
        r,
      ).toBe(true);
    }
    expect(routeRules).toHaveLength(routes.length);
  });

  it("sellers open only their own seller's pages (000 §6)", () => {
    const seller = sessionOf(4);
    expect(mayOpenRoute('/Sellers/Editar/2', seller)).toBe(false);
    expect(mayOpenRoute('/Publicaciones/Editar/2/15', seller)).toBe(false);
    expect(mayOpenRoute('/Publicaciones/Nueva/2', seller)).toBe(false);
    expect(mayOpenRoute('/Liquidaciones/Editar/4/2', sessionOf(3))).toBe(false);
    // Staff and accounting open any seller's.
    expect(mayOpenRoute('/Sellers/Editar/2', sessionOf(2))).toBe(true);
    expect(mayOpenRoute('/Liquidaciones/Editar/4/2', sessionOf(8))).toBe(true);
  });

  it('users without the list edit only themselves; the list users edit anyone', () => {
    expect(mayOpenRoute('/Usuarios/Editar/7', sessionOf(4))).toBe(false);
    expect(mayOpenRoute('/Usuarios/Editar/7', sessionOf(1))).toBe(false);
    expect(mayOpenRoute('/Usuarios/Editar/7', sessionOf(2))).toBe(true);
    expect(mayOpenRoute('/Usuarios/Editar/7', sessionOf(3))).toBe(true);
  });

  it('a reset-password session opens only its own renewal page', () => {
    expect(mayOpenRoute(`/Usuarios/Editar/${USER_ID}`, sessionOf(5))).toBe(true);
    expect(mayOpenRoute('/Usuarios/Editar/7', sessionOf(5))).toBe(false);
    expect(mayOpenRoute('/', sessionOf(5))).toBe(false);
  });

  it('unknown paths, malformed ids and a trailing slash', () => {
    expect(mayOpenRoute('/NoExiste', sessionOf(2))).toBe(false);
    expect(mayOpenRoute('/Ordenes/Editar/abc', sessionOf(2))).toBe(false);
    expect(mayOpenRoute('/Ordenes/Editar/0', sessionOf(2))).toBe(false);
    expect(mayOpenRoute('/ordenes', sessionOf(2))).toBe(false);
    expect(mayOpenRoute('/Ordenes/', sessionOf(2))).toBe(true);
    expect(mayOpenRoute('/login', sessionOf(6))).toBe(true);
  });
});

describe('top bar name (000 §2.3, §9)', () => {
  it('the store name is cut at 20 characters followed by ...', () => {
    expect(truncateStoreName('Electro Hogar Patagonia Oficial')).toBe('Electro Hogar Patago...');
    expect(truncateStoreName('Exactamente veinte c')).toBe('Exactamente veinte c');
    expect(truncateStoreName('Litoral Sport')).toBe('Litoral Sport');
    expect(truncateStoreName('Ñandú Álamos y Compañía S.A.')).toBe('Ñandú Álamos y Compa...');
  });

  it('seller users see the store name, falling back to the business name; others their user name', () => {
    const seller = { nombreTienda: 'Electro Hogar Patagonia Oficial', razonSocial: 'EHP S.R.L.' };
    expect(topBarName({ tipoUsuario: 4, nombre: 'seller' }, seller)).toBe(
      'Electro Hogar Patago...',
    );
    expect(topBarName({ tipoUsuario: 3, nombre: 'x' }, { ...seller, nombreTienda: null })).toBe(
      'EHP S.R.L.',
    );
    expect(
      topBarName(
        { tipoUsuario: 3, nombre: 'x' },
        { nombreTienda: ' ', razonSocial: 'Casa Mendoza Muebles S.A.S. Sucursal' },
      ),
    ).toBe('Casa Mendoza Muebles...');
    expect(topBarName({ tipoUsuario: 2, nombre: 'moderador' }, seller)).toBe('moderador');
    expect(topBarName({ tipoUsuario: 4, nombre: 'seller' }, null)).toBe('seller');
  });
});

// 000 §2.3 sidebar: one highlighted item, the current page's, and the group that holds it open
// (issue 11 point 7: two items were lit on /Publicaciones/CreacionMasiva, none on a listing's
// edit page, whose group was closed after a reload).
import { describe, expect, it } from 'vitest';
import { menuFor, type MenuSession } from '../../src/domain/menu.ts';
import { TipoUsuario } from '../../src/domain/roles.ts';
import { activeItem } from '../../src/web/shell/active-item.ts';

const seller: MenuSession = { tipoUsuario: TipoUsuario.seller, idSeller: 1, userId: 5 };
const categoria: MenuSession = { tipoUsuario: TipoUsuario.category, idSeller: null, userId: 1 };

describe('the sidebar item of the current page', () => {
  const menu = menuFor(seller);

  it('a page of the menu lights its own item only, not the item above its path', () => {
    expect(activeItem(menu, '/Publicaciones/CreacionMasiva')).toEqual({ itemId: 32, groupId: 3 });
    expect(activeItem(menu, '/Publicaciones')).toEqual({ itemId: 31, groupId: 3 });
  });

  it('a page below an item (a listing being edited or created) lights that item, group open', () => {
    expect(activeItem(menu, '/Publicaciones/Editar/1/20')).toEqual({ itemId: 31, groupId: 3 });
    expect(activeItem(menu, '/Publicaciones/Nueva/1')).toEqual({ itemId: 31, groupId: 3 });
  });

  it('a path that only starts like a route is not below it', () => {
    expect(activeItem(menu, '/PublicacionesX')).toEqual({ itemId: null, groupId: null });
  });

  it('items outside a group have no group; the home lights nothing', () => {
    expect(activeItem(menu, '/Sellers/Editar/1').groupId).toBeNull();
    expect(activeItem(menu, '/Sellers/Editar/1').itemId).not.toBeNull();
    expect(activeItem(menu, '/')).toEqual({ itemId: null, groupId: null });
  });

  it('a page whose route names its item lights it, not the item of a shorter route above it', () => {
    const staffMenu = menuFor(categoria);
    // 002 §2 'Fee logistics': both fee pages are 'Configuración Fee Logístico' (94), not
    // 'Adm. Liquidacion' (92, /Liquidaciones).
    expect(activeItem(staffMenu, '/Liquidaciones/NuevoFee')).toEqual({ itemId: 94, groupId: 9 });
    expect(activeItem(staffMenu, '/Liquidaciones/ActualizacionMasiva')).toEqual({
      itemId: 94,
      groupId: 9,
    });
    expect(activeItem(staffMenu, '/Liquidaciones/Nueva')).toEqual({ itemId: 92, groupId: 9 });
  });

  it("staff's list routes light on their edit pages too", () => {
    const staffMenu = menuFor(categoria);
    const sellers = activeItem(staffMenu, '/Sellers');
    expect(sellers.itemId).not.toBeNull();
    expect(activeItem(staffMenu, '/Sellers/Editar/2')).toEqual(sellers);
  });
});

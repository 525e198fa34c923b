// The rules of saved views (src/domain/views.ts; issue 35 point 3): a name's length and
// characters, a search's shape and size, and which lists' views a session sees.
import { describe, expect, it } from 'vitest';
import {
  VIEW_NAME_MAX,
  VIEW_SEARCH_MAX_FIELDS,
  checkViewName,
  checkViewSearch,
  isSavedViewList,
  mayUseViewsOf,
  mayWriteViews,
  savedViewLists,
  viewListsOf,
  viewMessages,
  viewNameKey,
} from '../../src/domain/views.ts';
import { routeRules } from '../../src/domain/menu.ts';
import { TipoUsuario } from '../../src/domain/roles.ts';

const session = (tipoUsuario: TipoUsuario, hiddenItemsIds: number[] = []) => ({
  tipoUsuario,
  idSeller: tipoUsuario === 3 || tipoUsuario === 4 ? 1 : null,
  userId: 10,
  hiddenItemsIds,
});

describe('a view name', () => {
  it('is trimmed and 1 to 40 characters as a reader counts them', () => {
    expect(checkViewName('  Mis órdenes ')).toEqual({ nombre: 'Mis órdenes' });
    expect(checkViewName('   ')).toEqual({ error: viewMessages.nameLength });
    expect(checkViewName('')).toEqual({ error: viewMessages.nameLength });
    expect(checkViewName('a'.repeat(VIEW_NAME_MAX))).toEqual({ nombre: 'a'.repeat(40) });
    expect(checkViewName('a'.repeat(VIEW_NAME_MAX + 1))).toEqual({
      error: viewMessages.nameLength,
    });
    // 'é' written as e + combining accent is one character; an emoji too.
    expect(checkViewName('e\u0301'.repeat(40))).toEqual({ nombre: 'e\u0301'.repeat(40) });
    expect(checkViewName('👍🏽'.repeat(40))).toHaveProperty('nombre');
  });

  it('has no control characters', () => {
    expect(checkViewName('a\nb')).toEqual({ error: viewMessages.nameInvalid });
    expect(checkViewName('a\u0000')).toEqual({ error: viewMessages.nameInvalid });
  });

  it('is unique ignoring case and surrounding spaces', () => {
    expect(viewNameKey(' Pendientes ')).toBe(viewNameKey('PENDIENTES'));
  });
});

describe('a view search', () => {
  it('is an object of texts and numbers, without the page', () => {
    expect(checkViewSearch({ estado: 2, sku: 'A', pagina: 4 })).toEqual({ estado: 2, sku: 'A' });
    expect(checkViewSearch({})).toEqual({});
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      [],
      'x',
      3,
      { a: true },
      { a: null },
      { a: { b: 1 } },
      { a: Number.NaN },
      { 'con espacio': 1 },
      { _a: 1 },
      { a: 'x'.repeat(201) },
      { a: 'línea\nnueva' },
      Object.fromEntries(
        Array.from({ length: VIEW_SEARCH_MAX_FIELDS + 1 }, (_, i) => [`k${String(i)}`, i]),
      ),
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${String(i)}`, 'x'.repeat(200)])),
    ]) {
      expect(checkViewSearch(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('the lists with views', () => {
  it('are routes of the route table', () => {
    for (const lista of savedViewLists) {
      expect(
        routeRules.some((r) => r.pattern === lista),
        lista,
      ).toBe(true);
    }
    expect(isSavedViewList('/Ordenes')).toBe(true);
    expect(isSavedViewList('/Ordenes/Nueva')).toBe(false);
  });

  it("are those the session may open: its type's and not hidden", () => {
    expect(viewListsOf(session(TipoUsuario.adminMod))).toEqual(savedViewLists);
    expect(viewListsOf(session(TipoUsuario.proveedor))).toEqual(['/OrdenesProveedores']);
    expect(viewListsOf(session(TipoUsuario.contable))).toEqual(['/Liquidaciones']);
    expect(viewListsOf(session(TipoUsuario.seller))).toEqual([
      '/Ordenes',
      '/Publicaciones',
      '/Liquidaciones',
    ]);
    expect(viewListsOf(session(TipoUsuario.sellerAdmin))).toContain('/Usuarios');
    expect(viewListsOf(session(TipoUsuario.category))).not.toContain('/Usuarios');
    // hiddenItemsIds: Liquidaciones (9) hides /Novedades and /Liquidaciones.
    const hidden = session(TipoUsuario.adminMod, [9]);
    expect(mayUseViewsOf('/Novedades', hidden)).toBe(false);
    expect(mayUseViewsOf('/Liquidaciones', hidden)).toBe(false);
    expect(mayUseViewsOf('/Ordenes', hidden)).toBe(true);
    expect(mayUseViewsOf('/Ordenes', session(TipoUsuario.adminMod, [41]))).toBe(false);
    expect(mayUseViewsOf('/Nada', session(TipoUsuario.adminMod))).toBe(false);
  });

  it('are saved by every type but read-only (issue 17) and the password renewal', () => {
    expect(mayWriteViews(TipoUsuario.soloLectura)).toBe(false);
    expect(mayWriteViews(TipoUsuario.resetPassword)).toBe(false);
    for (const t of [1, 2, 3, 4, 7, 8]) expect(mayWriteViews(t)).toBe(true);
  });
});

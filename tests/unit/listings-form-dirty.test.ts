// Issue 11: whether the listing form holds unsaved changes (src/web/listings/form-dirty.ts),
// what leaving the screen means for the leave guard (src/web/ui/leave-guard.ts).
import { describe, expect, it } from 'vitest';
import { formChanged, hasUnsavedChanges } from '../../src/web/listings/form-dirty.ts';
import { emptyForm, formFromPublicacion } from '../../src/web/listings/form-state.ts';
import { leavesScreen } from '../../src/web/ui/leave-guard.ts';
import type { Publicacion } from '../../src/api/listing-form-queries.ts';
import { publicacion } from './listing-fixture.ts';

const untouched = { idMotivoRevision: null, observacionesRevision: '' };

describe('unsaved changes on the listing form', () => {
  it('a form as it was loaded or created has none', () => {
    const form = formFromPublicacion(publicacion);
    expect(
      hasUnsavedChanges({ form, stored: publicacion, revision: untouched, sellerChange: null }),
    ).toBe(false);
    expect(
      hasUnsavedChanges({
        form: emptyForm(),
        stored: null,
        revision: untouched,
        sellerChange: null,
      }),
    ).toBe(false);
  });

  it('a typed field, a new image or another category is a change', () => {
    const base = formFromPublicacion(publicacion);
    expect(formChanged({ ...base, titulo: 'Smart TV 55' }, base)).toBe(true);
    expect(formChanged({ ...base, stock: '1' }, base)).toBe(true);
    expect(
      formChanged(
        {
          ...base,
          imagenes: [...base.imagenes, { key: 'n', idImagen: null, urlImagen: '/Imagen/c.png' }],
        },
        base,
      ),
    ).toBe(true);
    expect(formChanged({ ...base, categoria: { codigo: '1001', descripcion: 'x' } }, base)).toBe(
      true,
    );
    expect(formChanged({ ...emptyForm(), titulo: 'Nueva' }, emptyForm())).toBe(true);
  });

  it('the same choice with another description, or images with new keys, is no change', () => {
    const base = formFromPublicacion(publicacion);
    expect(
      formChanged({ ...base, categoria: { codigo: '1003', descripcion: 'TV y video' } }, base),
    ).toBe(false);
    expect(
      formChanged(
        { ...base, imagenes: base.imagenes.map((i) => ({ ...i, key: `k${i.key}` })) },
        base,
      ),
    ).toBe(false);
  });

  it("a seller's marked 'Publicar' and a review reason not saved yet are changes", () => {
    const form = formFromPublicacion(publicacion);
    expect(
      hasUnsavedChanges({
        form,
        stored: publicacion,
        revision: untouched,
        sellerChange: 'PUBLICAR',
      }),
    ).toBe(true);
    expect(
      hasUnsavedChanges({
        form,
        stored: publicacion,
        revision: { idMotivoRevision: 3, observacionesRevision: '' },
        sellerChange: null,
      }),
    ).toBe(true);
  });

  it('after a save (the form and the stored listing are the answer) there is none', () => {
    const saved: Publicacion = { ...publicacion, titulo: 'Guardado' };
    expect(
      hasUnsavedChanges({
        form: formFromPublicacion(saved),
        stored: saved,
        revision: untouched,
        sellerChange: null,
      }),
    ).toBe(false);
  });
});

describe('what leaves the screen', () => {
  const at = (pathname: string, search: unknown = {}) => ({ pathname, search });
  it('another address or other search values leave it', () => {
    expect(leavesScreen(at('/Publicaciones/Editar/1/5'), at('/Publicaciones'))).toBe(true);
    expect(
      leavesScreen(at('/Notificaciones', { tipo: 1 }), at('/Notificaciones', { tipo: 2 })),
    ).toBe(true);
  });
  it('the same address does not, nor the login screen once the session has ended', () => {
    expect(leavesScreen(at('/Publicaciones/Nueva/1'), at('/Publicaciones/Nueva/1'))).toBe(false);
    expect(leavesScreen(at('/Publicaciones/Nueva/1'), at('/login'))).toBe(false);
  });
});

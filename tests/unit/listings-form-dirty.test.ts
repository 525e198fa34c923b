// Issue 11: whether the listing form holds unsaved changes (src/web/listings/form-dirty.ts),
// what leaving the screen means for the leave guard (src/web/ui/leave-guard.ts).
import { describe, expect, it } from 'vitest';
import type { Publicacion } from '../../src/api/listing-form-queries.ts';
import { formChanged, hasUnsavedChanges } from '../../src/web/listings/form-dirty.ts';
import { emptyForm, formFromPublicacion } from '../../src/web/listings/form-state.ts';
import { leavesScreen } from '../../src/web/ui/leave-guard.ts';

const publicacion: Publicacion = {
  idPublicacion: 5,
  idSeller: 1,
  nombreSeller: 'Electro Hogar Patagonia S.R.L.',
  titulo: 'Smart TV',
  ean: null,
  categoria: '1003',
  descripcionCategoria: 'Televisores',
  marca: 'LG',
  descripcionMarca: 'LG',
  stock: 0,
  skuSeller: null,
  skuMarket: 'EHP00000005',
  precioLista: 1249999,
  precioPromocional: 1100000.5,
  alicuotaIva: 10.5,
  alicuotaImpuestoInterno: 8.25,
  idTipoPublicacion: 2,
  tipoPublicacion: {
    idTipoPublicacion: 2,
    codigo: 'PREMIUM',
    descripcion: 'Premium',
    comision: 15,
  },
  tipoEntrega: [1],
  envioGratis: false,
  envioPropio: false,
  seller: { idSeller: 1, envioPropio: false },
  dimensiones: [{ alto: 80, ancho: 120.5, profundidad: 10, peso: 14 }],
  imagenes: [
    { idImagen: 9, urlImagen: '/Imagen/b.png', posicion: 2 },
    { idImagen: 8, urlImagen: '/Imagen/a.png', posicion: 1 },
  ],
  descripcionAmpliada: '<p>TV</p>',
  observacion: '',
  linkYoutube: '',
  estado: 2,
  idMotivoRevision: null,
  observacionesRevision: null,
  fechaUltimaModificacion: '2026-01-01T00:00:00.000Z',
  fechaPublicacion: '2026-01-01T00:00:00.000Z',
  garantiaFabrica: 0,
  garantiaExtActiva: false,
  garantiaExtCuotas: 12,
  codigoLegibilidad: null,
  idMoneda: 1,
  tieneRebate: false,
  exceptuado: false,
  idUser: null,
};

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

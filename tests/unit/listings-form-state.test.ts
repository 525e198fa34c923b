// The pure steps of the listing create/edit form (src/web/listings/form-state.ts): inputs as
// typed, the shared rules of 000 §5 with their exact texts, the body sent, the tabs marked,
// images and dimension rows.
import { describe, expect, it } from 'vitest';
import { listingMessages } from '../../src/domain/listing-rules.ts';
import {
  acceptsDigits,
  acceptsDimensionInput,
  addDimensionRow,
  commissionText,
  emptyDimensionRow,
  emptyForm,
  fieldAccess,
  formFromPublicacion,
  imageFileError,
  imageInputDisabled,
  imageSlotsLeft,
  mayRemoveImage,
  moneyText,
  moveImage,
  reorderRequest,
  showsReviewComment,
  tabsWithErrors,
  tidyMoneyText,
  toCampos,
  validateForm,
  warrantyOptionLabel,
  type FormImage,
  type ListingForm,
} from '../../src/web/listings/form-state.ts';
import { publicacion } from './listing-fixture.ts';

const saved = (id: number): FormImage => ({
  key: `saved-${id}`,
  idImagen: id,
  urlImagen: `/Imagen/${id}.png`,
});
const unsaved = (n: number): FormImage => ({
  key: `new-${n}`,
  idImagen: null,
  urlImagen: `/Imagen/new-${n}.png`,
});

/** A form that passes every rule. */
function validForm(): ListingForm {
  return {
    ...emptyForm(),
    titulo: 'Heladera No Frost',
    ean: '7791234567898',
    categoria: { codigo: '1001', descripcion: 'Heladeras' },
    marca: { codigo: 'SAMSUNG', descripcion: 'Samsung' },
    stock: '12',
    skuSeller: 'SKU-1',
    dimensiones: [{ alto: '160.5', ancho: '55', profundidad: '60', peso: '48.2' }],
    precioLista: '549.999,99',
    precioPromocional: '499.999,5',
    alicuotaIva: '21',
    alicuotaImpuestoInterno: '1,5',
    idTipoPublicacion: '1',
    envioGratis: true,
    imagenes: [saved(7), unsaved(1)],
    garantiaFabrica: 12,
    garantiaExtCuotas: 24,
  };
}

describe('listing form values', () => {
  it('a new listing starts with garantiaFabrica 0 (000 §5), one empty dimension row and no images', () => {
    const f = emptyForm();
    expect(f.garantiaFabrica).toBe(0);
    expect(f.garantiaExtCuotas).toBeNull();
    expect(f.dimensiones).toEqual([emptyDimensionRow()]);
    expect(f.imagenes).toEqual([]);
  });

  it('a loaded listing shows prices as 1.234,56, the internal tax with a comma and images by position', () => {
    const f = formFromPublicacion(publicacion);
    expect(f.precioLista).toBe('1.249.999,00');
    expect(f.precioPromocional).toBe('1.100.000,50');
    expect(f.alicuotaIva).toBe('10.5');
    expect(f.alicuotaImpuestoInterno).toBe('8,25');
    expect(f.idTipoPublicacion).toBe('2');
    expect(f.categoria).toEqual({ codigo: '1003', descripcion: 'Televisores' });
    expect(f.dimensiones).toEqual([{ alto: '80', ancho: '120.5', profundidad: '10', peso: '14' }]);
    expect(f.imagenes.map((i) => i.idImagen)).toEqual([8, 9]);
    // 000 §5: no extended warranty without factory warranty.
    expect(f.garantiaExtCuotas).toBeNull();
    expect(f.ean).toBe('');
    expect(moneyText(null)).toBe('');
  });

  it('a typed price is tidied on blur, and left alone when it is not a price', () => {
    expect(tidyMoneyText('1234,5')).toBe('1.234,50');
    expect(tidyMoneyText('12')).toBe('12,00');
    expect(tidyMoneyText('12,345')).toBe('12,345');
    expect(tidyMoneyText('')).toBe('');
  });

  it('stock accepts digits only, at most 4 (000 §5)', () => {
    expect(acceptsDigits('9999', 4)).toBe(true);
    expect(acceptsDigits('', 4)).toBe(true);
    expect(acceptsDigits('10000', 4)).toBe(false);
    expect(acceptsDigits('1a', 4)).toBe(false);
    expect(acceptsDigits('-1', 4)).toBe(false);
  });

  it('a dimension holds up to 3 digits, a point and 1 decimal, max 6 characters (000 §5)', () => {
    for (const ok of ['', '1', '999', '999.', '999.9', '0.5', '.5']) {
      expect(acceptsDimensionInput(ok), ok).toBe(true);
    }
    for (const bad of ['1000', '99.99', '1,5', 'a', '1.2.3', '-1']) {
      expect(acceptsDimensionInput(bad), bad).toBe(false);
    }
  });
});

describe('dimension rows (000 §5)', () => {
  it("'Agregar fila' refuses while the last row has no nonzero value, with the spec's message", () => {
    const empty = addDimensionRow([emptyDimensionRow()]);
    expect(empty.error).toBe(
      'Debe llenar al menos un valor en la última fila antes de agregar otra.',
    );
    expect(empty.rows).toHaveLength(1);
    const zeros = addDimensionRow([{ alto: '0', ancho: '0.0', profundidad: '', peso: '0' }]);
    expect(zeros.error).toBe(listingMessages.dimensionRowEmpty);
  });

  it('adds an empty row once the last one has a value (and to no rows at all)', () => {
    const next = addDimensionRow([{ alto: '', ancho: '', profundidad: '', peso: '0.1' }]);
    expect(next.error).toBeNull();
    expect(next.rows).toHaveLength(2);
    expect(next.rows[1]).toEqual(emptyDimensionRow());
    expect(addDimensionRow([]).rows).toHaveLength(1);
  });
});

describe('validation with the shared rules (000 §5)', () => {
  it('a complete form has no errors', () => {
    expect(validateForm(validForm())).toEqual({});
  });

  it('promotional price equal to or above the list price', () => {
    for (const promo of ['549.999,99', '600.000']) {
      const errors = validateForm({ ...validForm(), precioPromocional: promo });
      expect(errors.precioPromocional).toBe(
        'El precio promocional no puede ser igual o mayor al precio de lista',
      );
    }
    expect(
      validateForm({ ...validForm(), precioPromocional: '' }).precioPromocional,
    ).toBeUndefined();
  });

  it('prices that are not in 1.234,56 form say so (and nothing else for that field)', () => {
    const errors = validateForm({ ...validForm(), precioLista: '12.34', precioPromocional: 'x' });
    expect(errors.precioLista).toBe(listingMessages.priceFormat);
    expect(errors.precioPromocional).toBe(listingMessages.priceFormat);
  });

  it('required fields, stock, lengths, internal tax, rows and images', () => {
    const errors = validateForm({
      ...emptyForm(),
      skuSeller: 'x'.repeat(31),
      ean: '1'.repeat(51),
      alicuotaImpuestoInterno: '1,234',
      dimensiones: [emptyDimensionRow(), { alto: '1', ancho: '', profundidad: '', peso: '' }],
    });
    expect(errors).toMatchObject({
      titulo: listingMessages.titleRequired,
      categoria: listingMessages.categoryRequired,
      marca: listingMessages.brandRequired,
      stock: listingMessages.stockRange,
      skuSeller: listingMessages.skuSellerTooLong,
      ean: listingMessages.eanTooLong,
      precioLista: listingMessages.listPriceRequired,
      alicuotaIva: listingMessages.vatRequired,
      alicuotaImpuestoInterno: listingMessages.internalTaxRange,
      idTipoPublicacion: listingMessages.typeRequired,
      dimensiones: listingMessages.dimensionRowEmpty,
      imagenes: listingMessages.imagesRequired,
    });
  });

  it('the tabs with errors are marked in the tabs order', () => {
    expect(
      tabsWithErrors({
        imagenes: 'x',
        precioPromocional: 'x',
        titulo: 'x',
        garantiaFabrica: 'x',
      }),
    ).toEqual(['basicos', 'precio', 'imagenes', 'garantia']);
    expect(tabsWithErrors({})).toEqual([]);
  });
});

describe('the body sent', () => {
  it('numbers from the typed texts, home delivery, positions from the order', () => {
    const campos = toCampos(validForm());
    expect(campos).toMatchObject({
      titulo: 'Heladera No Frost',
      categoria: '1001',
      marca: 'SAMSUNG',
      stock: 12,
      skuSeller: 'SKU-1',
      precioLista: 549999.99,
      precioPromocional: 499999.5,
      alicuotaIva: 21,
      alicuotaImpuestoInterno: 1.5,
      idTipoPublicacion: 1,
      tipoEntrega: [1],
      envioGratis: true,
      envioPropio: false,
      dimensiones: [{ alto: 160.5, ancho: 55, profundidad: 60, peso: 48.2 }],
      garantiaFabrica: 12,
      garantiaExtCuotas: 24,
    });
    expect(campos.imagenes).toEqual([
      { idImagen: 7, urlImagen: '/Imagen/7.png', posicion: 1 },
      { idImagen: null, urlImagen: '/Imagen/new-1.png', posicion: 2 },
    ]);
  });

  it('empty texts become null; no extended warranty without factory warranty', () => {
    const campos = toCampos({
      ...validForm(),
      ean: '  ',
      skuSeller: '',
      precioPromocional: '',
      alicuotaImpuestoInterno: '',
      garantiaFabrica: 0,
    });
    expect(campos.ean).toBeNull();
    expect(campos.skuSeller).toBeNull();
    expect(campos.precioPromocional).toBeNull();
    expect(campos.alicuotaImpuestoInterno).toBeNull();
    expect(campos.garantiaExtCuotas).toBeNull();
  });
});

describe('images (000 §5)', () => {
  it("only files whose type contains 'image', at most 512000 bytes", () => {
    expect(imageFileError({ type: 'text/plain', size: 10 })).toBe('Archivo incorrecto');
    expect(imageFileError({ type: '', size: 10 })).toBe('Archivo incorrecto');
    expect(imageFileError({ type: 'image/png', size: 512_001 })).toBe(
      'Tamaño de imagen superior a 500kb',
    );
    expect(imageFileError({ type: 'image/jpeg', size: 512_000 })).toBeNull();
  });

  it('the input is disabled above 5 images; 6 at most; the last image cannot be deleted', () => {
    expect(imageInputDisabled(5)).toBe(false);
    expect(imageInputDisabled(6)).toBe(true);
    expect(imageSlotsLeft(4)).toBe(2);
    expect(imageSlotsLeft(7)).toBe(0);
    expect(mayRemoveImage(1)).toBe(false);
    expect(mayRemoveImage(2)).toBe(true);
  });

  it('moving an image up or down, and not past the ends', () => {
    expect(moveImage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveImage(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('reordering needs every image saved and the stored set unchanged', () => {
    expect(reorderRequest([saved(2), saved(1)], [1, 2])).toEqual({
      imagenes: [
        { idImagen: 2, posicion: 1 },
        { idImagen: 1, posicion: 2 },
      ],
    });
    const message =
      'No se puede reordenar imagenes que no se hayan guardado aún en el sistema. Se recomienda cargarlas en el orden que se quieren mostrar';
    expect(reorderRequest([saved(1), unsaved(1)], [1])).toEqual({ error: message });
    // A saved image deleted in the form but not on the server yet.
    expect(reorderRequest([saved(1)], [1, 2])).toEqual({ error: message });
  });
});

describe('roles and option lists', () => {
  it('the admin moderator (2) cannot touch prices; own logistics and the seller link are staff’s', () => {
    expect(fieldAccess(2)).toEqual({
      pricesDisabled: true,
      envioPropioEditable: true,
      sellerLink: true,
    });
    expect(fieldAccess(1)).toEqual({
      pricesDisabled: false,
      envioPropioEditable: true,
      sellerLink: true,
    });
    for (const tipo of [3, 4]) {
      expect(fieldAccess(tipo)).toEqual({
        pricesDisabled: false,
        envioPropioEditable: false,
        sellerLink: false,
      });
    }
  });

  it('the comment box shows for the last reason of the list when the listing is not activo (000 §4)', () => {
    const motivos = [{ codigo: 1 }, { codigo: 6 }, { codigo: 3 }];
    expect(showsReviewComment(motivos, 3, 4)).toBe(true);
    expect(showsReviewComment(motivos, 3, 1)).toBe(false);
    expect(showsReviewComment(motivos, 6, 4)).toBe(false);
    expect(showsReviewComment(motivos, null, 4)).toBe(false);
    expect(showsReviewComment([], 3, 4)).toBe(false);
  });

  it('extended-warranty options and commission as shown', () => {
    expect(warrantyOptionLabel({ cantidadCuotas: 12, valorCuota: 5489.9 })).toBe('12 x $ 5.489,90');
    expect(commissionText(12.5)).toBe('12,5 %');
    expect(commissionText(undefined)).toBe('');
  });
});

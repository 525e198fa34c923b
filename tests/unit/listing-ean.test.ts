// Issue 11 point 7: the EAN rule of src/domain/listing-rules.ts, shared by the listing form, the
// API and the bulk files: digits only, 8, 12, 13 or 14 of them, with the GS1 check digit. And
// the image check the form and the image card of Creación Masiva make before an upload.
import { describe, expect, it } from 'vitest';
import {
  imageFileProblem,
  listingMessages,
  validEan,
  validateListing,
  type ListingFields,
} from '../../src/domain/listing-rules.ts';
import { ean13 } from '../../src/server/db/seed/catalogue.ts';
import { emptyForm, validateForm } from '../../src/web/listings/form-state.ts';

const valid: ListingFields = {
  titulo: 'Heladera',
  ean: null,
  categoria: '1001',
  marca: 'SAMSUNG',
  stock: 1,
  skuSeller: null,
  precioListaCents: 100_00,
  precioPromocionalCents: null,
  alicuotaIva: 21,
  alicuotaImpuestoInterno: null,
  idTipoPublicacion: 1,
  tipoEntrega: [1],
  dimensiones: [],
  imagenes: [{ posicion: 1 }],
  descripcionAmpliada: '',
  observacion: '',
  linkYoutube: '',
  garantiaFabrica: 0,
};

const eanErrors = (ean: string | null) =>
  validateListing({ ...valid, ean }).filter((e) => e.field === 'ean');

describe('validEan', () => {
  it.each([
    ['96385074', 'GTIN-8'],
    ['036000291452', 'UPC-A (12)'],
    ['7791234567898', 'EAN-13'],
    ['0000000000000', 'EAN-13 of zeros'],
    ['17791234567895', 'GTIN-14'],
  ])('accepts %s (%s)', (ean) => {
    expect(validEan(ean)).toBe(true);
  });

  it.each([
    ['7791234567897', 'a wrong check digit'],
    ['96385075', 'a wrong check digit (8)'],
    ['1234567', '7 digits'],
    ['12345678901', '11 digits'],
    ['123456789012345', '15 digits'],
    ['77912345678A8', 'a letter'],
    ['779 1234567898', 'a space'],
    ['779-1234567898', 'a dash'],
    ['７７９１２３４５６７８９８', 'full-width digits'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (ean) => {
    expect(validEan(ean)).toBe(false);
  });

  it("agrees with the seed's EAN-13 writer for every 12-digit start it is given", () => {
    for (const start of ['779038001000', '779123456789', '000000000000', '400638133393']) {
      expect(validEan(ean13(start))).toBe(true);
    }
  });
});

describe('the EAN in validateListing', () => {
  it('no EAN, or a blank one, is no problem', () => {
    expect(eanErrors(null)).toEqual([]);
    expect(eanErrors('   ')).toEqual([]);
  });

  it('a valid EAN is accepted with the spaces around it', () => {
    expect(eanErrors(' 7791234567898 ')).toEqual([]);
  });

  it('a wrong EAN says so in Spanish; a very long one keeps its own message', () => {
    expect(eanErrors('7791234567897')).toEqual([
      { field: 'ean', message: listingMessages.eanInvalid },
    ]);
    expect(listingMessages.eanInvalid).toBe(
      'El EAN debe tener 8, 12, 13 o 14 dígitos y un dígito verificador válido.',
    );
    expect(eanErrors('1'.repeat(51))).toEqual([
      { field: 'ean', message: listingMessages.eanTooLong },
    ]);
  });
});

describe('the EAN in the listing form (the same rule and text)', () => {
  it('the EAN field shows the message; a valid or empty EAN shows none', () => {
    expect(validateForm({ ...emptyForm(), ean: '7791234567897' }).ean).toBe(
      listingMessages.eanInvalid,
    );
    expect(validateForm({ ...emptyForm(), ean: '7791234567898' }).ean).toBeUndefined();
    expect(validateForm({ ...emptyForm(), ean: '' }).ean).toBeUndefined();
  });
});

describe('imageFileProblem (the check before an image is uploaded)', () => {
  it('an image of at most 512000 bytes passes; another file or a bigger one says why', () => {
    expect(imageFileProblem({ type: 'image/png', size: 512_000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 512_001 })).toBe(
      listingMessages.imageTooBig,
    );
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe(listingMessages.wrongFile);
  });
});

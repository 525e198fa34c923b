// 000 §5 listing rules, in one place: the create/edit form checks them as the user types, the
// server checks them again before it writes (400 with the same text), and the bulk Excel
// import (issue 6) checks every row with them. Quoted texts are the spec's; the others fill
// what the spec leaves "not shown" with a clear Spanish sentence.

import { listingMessages } from './texts/listings.ts';

// The listing texts are the area's table (texts/listings.ts); re-exported here for the modules
// that check these rules with them.
export { listingMessages };

/** 000 §5: factory warranty choices, in months. */
export const GARANTIA_MESES = [0, 1, 3, 6, 12, 18, 24, 36, 60, 120] as const;
/** 000 §5: about 6 images at most; the file input is disabled above 5. */
export const MAX_IMAGES = 6;
export const MAX_IMAGE_BYTES = 512_000;
export const STOCK_MAX = 9999;
/** Largest price numeric(14,2) holds, in cents. */
const MAX_PRICE_CENTS = 99_999_999_999_999;

export interface Dimension {
  alto: number;
  ancho: number;
  profundidad: number;
  peso: number;
}

/** The fields of the form as the rules see them (prices in cents). */
export interface ListingFields {
  titulo: string;
  ean: string | null;
  categoria: string;
  marca: string;
  stock: number;
  skuSeller: string | null;
  precioListaCents: number | null;
  precioPromocionalCents: number | null;
  alicuotaIva: number | null;
  alicuotaImpuestoInterno: number | null;
  idTipoPublicacion: number | null;
  tipoEntrega: readonly number[];
  dimensiones: readonly Dimension[];
  imagenes: readonly { posicion: number }[];
  descripcionAmpliada: string;
  observacion: string;
  linkYoutube: string;
  garantiaFabrica: number;
}

export type ListingField = keyof ListingFields;

/** One failed rule: the field it belongs to (for the form) and its text. */
export interface RuleError {
  field: ListingField;
  message: string;
}

/**
 * 000 §5: what the screens check of an image file before it is uploaded (the listing form's
 * images, the image card of Creación Masiva): an image of at most 512000 bytes. The server
 * checks the content again (png or jpeg only).
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.includes('image')) return listingMessages.wrongFile;
  if (file.size > MAX_IMAGE_BYTES) return listingMessages.imageTooBig;
  return null;
}

/** 000 §5: a dimension holds up to 3 digits, a point and 1 decimal. */
export function validDimensionValue(v: number): boolean {
  return Number.isFinite(v) && v >= 0 && v <= 999.9 && Math.round(v * 10) === v * 10;
}

/** 000 §5: a dimension row counts once one of its values is above zero. */
export function dimensionRowFilled(d: Dimension): boolean {
  return d.alto > 0 || d.ancho > 0 || d.profundidad > 0 || d.peso > 0;
}

/** 000 §5: a row may be added only when the last one has at least one nonzero value. */
export function mayAddDimensionRow(rows: readonly Dimension[]): boolean {
  const last = rows.at(-1);
  return last === undefined || dimensionRowFilled(last);
}

/**
 * An EAN (GTIN-8, UPC-A, EAN-13 or GTIN-14): digits only, 8, 12, 13 or 14 of them, the last
 * one the GS1 check digit (weights 3 and 1 from the right, the check digit left out).
 */
export function validEan(text: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(text)) return false;
  const digits = Array.from(text, Number);
  const check = digits.pop();
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const YOUTUBE = /^https?:\/\/(www\.|m\.)?(youtube\.com|youtu\.be)\/\S*$/i;

/** 000 §5: the internal tax rate accepts a comma as decimal separator ('1,5'). */
export function parseRateInput(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(t)) return undefined;
  return Number(t.replace(',', '.'));
}

/** Every rule of 000 §5 that a listing's own fields must keep; empty when it is valid. */
export function validateListing(f: ListingFields): RuleError[] {
  const errors: RuleError[] = [];
  const add = (field: ListingField, message: string) => errors.push({ field, message });

  const titulo = f.titulo.trim();
  if (titulo === '') add('titulo', listingMessages.titleRequired);
  else if (titulo.length > 200) add('titulo', listingMessages.titleTooLong);
  const ean = f.ean?.trim() ?? '';
  if (ean.length > 50) add('ean', listingMessages.eanTooLong);
  else if (ean !== '' && !validEan(ean)) add('ean', listingMessages.eanInvalid);
  if (f.skuSeller !== null && f.skuSeller.length > 30) {
    add('skuSeller', listingMessages.skuSellerTooLong);
  }
  if (f.categoria.trim() === '') add('categoria', listingMessages.categoryRequired);
  if (f.marca.trim() === '') add('marca', listingMessages.brandRequired);
  if (!Number.isInteger(f.stock) || f.stock < 0 || f.stock > STOCK_MAX) {
    add('stock', listingMessages.stockRange);
  }

  const lista = f.precioListaCents;
  const promo = f.precioPromocionalCents;
  if (lista === null) add('precioListaCents', listingMessages.listPriceRequired);
  else if (lista <= 0) add('precioListaCents', listingMessages.listPricePositive);
  else if (lista > MAX_PRICE_CENTS) add('precioListaCents', listingMessages.priceRange);
  if (promo !== null) {
    if (promo < 0 || promo > MAX_PRICE_CENTS) {
      add('precioPromocionalCents', listingMessages.priceRange);
    } else if (lista !== null && promo >= lista) {
      add('precioPromocionalCents', listingMessages.promoNotLower);
    }
  }
  if (f.alicuotaIva === null) add('alicuotaIva', listingMessages.vatRequired);
  const interno = f.alicuotaImpuestoInterno;
  if (
    interno !== null &&
    (!Number.isFinite(interno) ||
      interno < 0 ||
      interno > 100 ||
      Math.abs(interno * 100 - Math.round(interno * 100)) > 1e-6)
  ) {
    add('alicuotaImpuestoInterno', listingMessages.internalTaxRange);
  }
  if (f.idTipoPublicacion === null) add('idTipoPublicacion', listingMessages.typeRequired);
  if (f.tipoEntrega.length !== 1 || f.tipoEntrega[0] !== 1) {
    add('tipoEntrega', listingMessages.deliveryHome);
  }

  if (f.dimensiones.length > 20) add('dimensiones', listingMessages.tooManyDimensions);
  for (const d of f.dimensiones) {
    if (![d.alto, d.ancho, d.profundidad, d.peso].every(validDimensionValue)) {
      add('dimensiones', listingMessages.dimensionFormat);
      break;
    }
  }
  // Every row but the last must have been filled before the next one was added (000 §5).
  if (f.dimensiones.slice(0, -1).some((d) => !dimensionRowFilled(d))) {
    add('dimensiones', listingMessages.dimensionRowEmpty);
  }

  if (f.imagenes.length === 0) add('imagenes', listingMessages.imagesRequired);
  else if (f.imagenes.length > MAX_IMAGES) add('imagenes', listingMessages.tooManyImages);
  else {
    const positions = f.imagenes.map((i) => i.posicion).sort((a, b) => a - b);
    if (positions.some((p, i) => p !== i + 1)) add('imagenes', listingMessages.imagePositions);
  }

  if (f.linkYoutube.trim() !== '' && !YOUTUBE.test(f.linkYoutube.trim())) {
    add('linkYoutube', listingMessages.youtubeLink);
  }
  if (f.observacion.length > 500) add('observacion', listingMessages.observacionTooLong);
  if (f.descripcionAmpliada.length > 20_000) {
    add('descripcionAmpliada', listingMessages.descriptionTooLong);
  }
  if (!(GARANTIA_MESES as readonly number[]).includes(f.garantiaFabrica)) {
    add('garantiaFabrica', listingMessages.warrantyMonths);
  }
  return errors;
}

/** 000 §5: the extended-warranty flag is true when garantiaFabrica is above 0. */
export function garantiaExtActiva(garantiaFabrica: number): boolean {
  return garantiaFabrica > 0;
}

/** 000 §2.6: the price a card shows: the promotional price when present, else the list price. */
export function shownPriceCents(listaCents: number, promoCents: number | null): number {
  return promoCents !== null && promoCents > 0 ? promoCents : listaCents;
}

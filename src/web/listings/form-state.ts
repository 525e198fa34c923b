// The values of the listing create/edit form (000 §2.7) and the pure steps between them, the
// shared rules of 000 §5 (src/domain/listing-rules.ts) and the contract's body. Inputs are kept
// as the person types them (prices '1.234,56', dimensions '160.5'); they become numbers only
// when the form is checked or sent, so a half-typed value is never rewritten under the cursor.
import type {
  OpcionCatalogo,
  Publicacion,
  PublicacionNueva,
} from '../../api/listing-form-queries.ts';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  mayAddDimensionRow,
  parseRateInput,
  validateListing,
  type Dimension,
  type ListingField,
  type ListingFields,
} from '../../domain/listing-rules.ts';
import { listingMessages } from '../../domain/texts/listings.ts';
import {
  amountFromCents,
  centsFromAmount,
  formatAmount,
  formatMoney,
  parseMoneyInput,
} from '../../domain/money.ts';
import {
  linksToSeller,
  mayEditOwnShipping,
  mayEditPricesAndType,
} from '../../domain/access/listing-fields.ts';

export type CamposPublicacion = Omit<PublicacionNueva, 'idSeller' | 'idUser'>;

export interface DimensionRow {
  alto: string;
  ancho: string;
  profundidad: string;
  peso: string;
}

export const DIMENSION_KEYS = ['alto', 'ancho', 'profundidad', 'peso'] as const;

/** An image of the form; its position is its place in the list (1, 2, 3...). */
export interface FormImage {
  /** A stable key for React while the list is reordered. */
  key: string;
  /** Null until the listing is saved with it (000 §5: only saved images can be reordered). */
  idImagen: number | null;
  urlImagen: string;
}

export interface ListingForm {
  titulo: string;
  ean: string;
  categoria: OpcionCatalogo | null;
  marca: OpcionCatalogo | null;
  stock: string;
  skuSeller: string;
  dimensiones: DimensionRow[];
  descripcionAmpliada: string;
  observacion: string;
  linkYoutube: string;
  precioLista: string;
  precioPromocional: string;
  /** The VAT rate itself (the contract sends the rate, e.g. 21), as the select's value. */
  alicuotaIva: string | null;
  alicuotaImpuestoInterno: string;
  idTipoPublicacion: string | null;
  envioGratis: boolean;
  envioPropio: boolean;
  imagenes: FormImage[];
  garantiaFabrica: number;
  garantiaExtCuotas: number | null;
}

/** The form's fields that a rule can point at (the contract's names). */
export type FormField =
  | Exclude<ListingField, 'precioListaCents' | 'precioPromocionalCents'>
  | 'precioLista'
  | 'precioPromocional';

export type FormErrors = Partial<Record<FormField, string>>;

export const emptyDimensionRow = (): DimensionRow => ({
  alto: '',
  ancho: '',
  profundidad: '',
  peso: '',
});

/** A new listing: one empty dimension row to fill, home delivery paid by the buyer. */
export function emptyForm(): ListingForm {
  return {
    titulo: '',
    ean: '',
    categoria: null,
    marca: null,
    stock: '',
    skuSeller: '',
    dimensiones: [emptyDimensionRow()],
    descripcionAmpliada: '',
    observacion: '',
    linkYoutube: '',
    precioLista: '',
    precioPromocional: '',
    alicuotaIva: null,
    alicuotaImpuestoInterno: '',
    idTipoPublicacion: null,
    envioGratis: false,
    envioPropio: false,
    imagenes: [],
    // 000 §5: garantiaFabrica defaults to 0.
    garantiaFabrica: 0,
    garantiaExtCuotas: null,
  };
}

/** An amount of the contract as the price inputs show it ('1.234,56', no $). */
export function moneyText(amount: number | null): string {
  if (amount === null) return '';
  return formatAmount(centsFromAmount(amount));
}

/** A typed price, tidied when the input loses focus ('1234,5' -> '1.234,50'); else as typed. */
export function tidyMoneyText(text: string): string {
  const cents = parseMoneyInput(text);
  return cents === null || cents === undefined ? text : formatAmount(cents);
}

/** 000 §5: the internal tax rate is shown with a comma as decimal separator. */
export function rateText(rate: number | null): string {
  return rate === null ? '' : String(rate).replace('.', ',');
}

/** A VAT rate as the select's value ('21', '10.5'). */
export const vatValue = (alicuota: number): string => String(alicuota);

/** A loaded listing as the form's values. */
export function formFromPublicacion(p: Publicacion): ListingForm {
  return {
    titulo: p.titulo,
    ean: p.ean ?? '',
    categoria:
      p.categoria === null
        ? null
        : { codigo: p.categoria, descripcion: p.descripcionCategoria ?? p.categoria },
    marca:
      p.marca === null ? null : { codigo: p.marca, descripcion: p.descripcionMarca ?? p.marca },
    stock: String(p.stock),
    skuSeller: p.skuSeller ?? '',
    dimensiones: p.dimensiones.map((d) => ({
      alto: String(d.alto),
      ancho: String(d.ancho),
      profundidad: String(d.profundidad),
      peso: String(d.peso),
    })),
    descripcionAmpliada: p.descripcionAmpliada,
    observacion: p.observacion,
    linkYoutube: p.linkYoutube,
    precioLista: moneyText(p.precioLista),
    precioPromocional: moneyText(p.precioPromocional),
    alicuotaIva: p.alicuotaIva === null ? null : vatValue(p.alicuotaIva),
    alicuotaImpuestoInterno: rateText(p.alicuotaImpuestoInterno),
    idTipoPublicacion: p.idTipoPublicacion === null ? null : String(p.idTipoPublicacion),
    envioGratis: p.envioGratis,
    envioPropio: p.envioPropio,
    imagenes: [...p.imagenes]
      .sort((a, b) => a.posicion - b.posicion)
      .map((i) => ({ key: `saved-${i.idImagen}`, idImagen: i.idImagen, urlImagen: i.urlImagen })),
    garantiaFabrica: p.garantiaFabrica,
    garantiaExtCuotas: p.garantiaFabrica > 0 ? p.garantiaExtCuotas : null,
  };
}

/** 000 §5 'Numeric-only inputs accept digits or empty'; stock holds at most 4 digits. */
export function acceptsDigits(text: string, maxLength: number): boolean {
  return text.length <= maxLength && /^\d*$/.test(text);
}

/** 000 §5: a dimension input holds up to 3 digits, a point and 1 decimal (max 6 characters). */
export function acceptsDimensionInput(text: string): boolean {
  return text.length <= 6 && /^\d{0,3}(\.\d?)?$/.test(text);
}

/** A dimension as a number (empty is 0). */
export function dimensionValue(text: string): number {
  const t = text.trim();
  return t === '' || t === '.' ? 0 : Number(t);
}

export function dimensionOf(row: DimensionRow): Dimension {
  return {
    alto: dimensionValue(row.alto),
    ancho: dimensionValue(row.ancho),
    profundidad: dimensionValue(row.profundidad),
    peso: dimensionValue(row.peso),
  };
}

/**
 * 000 §5: 'Agregar fila' adds a row only when the last one has a nonzero value; otherwise the
 * rows stay and the message says why.
 */
export function addDimensionRow(rows: readonly DimensionRow[]): {
  rows: DimensionRow[];
  error: string | null;
} {
  if (!mayAddDimensionRow(rows.map(dimensionOf))) {
    return { rows: [...rows], error: listingMessages.dimensionRowEmpty };
  }
  return { rows: [...rows, emptyDimensionRow()], error: null };
}

const fieldOfRule = (field: ListingField): FormField =>
  field === 'precioListaCents'
    ? 'precioLista'
    : field === 'precioPromocionalCents'
      ? 'precioPromocional'
      : field;

/** The form read as the shared rules see it, with the inputs that are not numbers at all. */
export function parseForm(form: ListingForm): {
  fields: ListingFields;
  formatErrors: FormErrors;
} {
  const formatErrors: FormErrors = {};
  const lista = parseMoneyInput(form.precioLista);
  if (lista === undefined) formatErrors.precioLista = listingMessages.priceFormat;
  const promo = parseMoneyInput(form.precioPromocional);
  if (promo === undefined) formatErrors.precioPromocional = listingMessages.priceFormat;
  const interno = parseRateInput(form.alicuotaImpuestoInterno);
  if (interno === undefined) {
    formatErrors.alicuotaImpuestoInterno = listingMessages.internalTaxRange;
  }
  const stock = form.stock.trim() === '' ? Number.NaN : Number(form.stock);
  const ean = form.ean.trim();
  const sku = form.skuSeller.trim();
  const fields: ListingFields = {
    titulo: form.titulo,
    ean: ean === '' ? null : ean,
    categoria: form.categoria?.codigo ?? '',
    marca: form.marca?.codigo ?? '',
    stock,
    skuSeller: sku === '' ? null : sku,
    precioListaCents: lista ?? null,
    precioPromocionalCents: promo ?? null,
    alicuotaIva: form.alicuotaIva === null ? null : Number(form.alicuotaIva),
    alicuotaImpuestoInterno: interno ?? null,
    idTipoPublicacion: form.idTipoPublicacion === null ? null : Number(form.idTipoPublicacion),
    tipoEntrega: [1],
    dimensiones: form.dimensiones.map(dimensionOf),
    imagenes: form.imagenes.map((_, i) => ({ posicion: i + 1 })),
    descripcionAmpliada: form.descripcionAmpliada,
    observacion: form.observacion,
    linkYoutube: form.linkYoutube,
    garantiaFabrica: form.garantiaFabrica,
  };
  return { fields, formatErrors };
}

/**
 * Every rule of 000 §5 on the form: one message per field (the first that fails), the same
 * texts the server answers. Empty when the form may be sent.
 */
export function validateForm(form: ListingForm): FormErrors {
  const { fields, formatErrors } = parseForm(form);
  const errors: FormErrors = { ...formatErrors };
  for (const e of validateListing(fields)) {
    const field = fieldOfRule(e.field);
    errors[field] ??= e.message;
  }
  return errors;
}

export const hasErrors = (errors: FormErrors): boolean => Object.keys(errors).length > 0;

/** The body fields of a valid form (create and edit add their ids). */
export function toCampos(form: ListingForm): CamposPublicacion {
  const { fields } = parseForm(form);
  const amount = (cents: number | null) => (cents === null ? null : amountFromCents(cents));
  return {
    titulo: fields.titulo.trim(),
    ean: fields.ean,
    categoria: fields.categoria,
    marca: fields.marca,
    stock: fields.stock,
    skuSeller: fields.skuSeller,
    precioLista: amount(fields.precioListaCents) ?? 0,
    precioPromocional: amount(fields.precioPromocionalCents),
    alicuotaIva: fields.alicuotaIva ?? 0,
    alicuotaImpuestoInterno: fields.alicuotaImpuestoInterno,
    idTipoPublicacion: fields.idTipoPublicacion ?? 0,
    // 000 §2.7: always home delivery (code 1).
    tipoEntrega: [1],
    envioGratis: form.envioGratis,
    envioPropio: form.envioPropio,
    dimensiones: [...fields.dimensiones],
    imagenes: form.imagenes.map((img, i) => ({
      idImagen: img.idImagen,
      urlImagen: img.urlImagen,
      posicion: i + 1,
    })),
    descripcionAmpliada: fields.descripcionAmpliada,
    observacion: fields.observacion,
    linkYoutube: fields.linkYoutube.trim(),
    garantiaFabrica: fields.garantiaFabrica,
    // 000 §5: the extended warranty exists only above 0 months of factory warranty.
    garantiaExtCuotas: fields.garantiaFabrica > 0 ? form.garantiaExtCuotas : null,
  };
}

/** The six tabs of 000 §2.7. */
export const TABS = [
  { id: 'basicos', label: 'Datos Básicos' },
  { id: 'precio', label: 'Precio y Medio de Pago' },
  { id: 'entrega', label: 'Entrega' },
  { id: 'imagenes', label: 'Imagenes' },
  { id: 'estado', label: 'Estado' },
  { id: 'garantia', label: 'Garantía' },
] as const;

export type TabId = (typeof TABS)[number]['id'];

const TAB_OF: Record<FormField, TabId> = {
  titulo: 'basicos',
  ean: 'basicos',
  categoria: 'basicos',
  marca: 'basicos',
  stock: 'basicos',
  skuSeller: 'basicos',
  dimensiones: 'basicos',
  descripcionAmpliada: 'basicos',
  observacion: 'basicos',
  linkYoutube: 'basicos',
  precioLista: 'precio',
  precioPromocional: 'precio',
  alicuotaIva: 'precio',
  alicuotaImpuestoInterno: 'precio',
  idTipoPublicacion: 'precio',
  tipoEntrega: 'entrega',
  imagenes: 'imagenes',
  garantiaFabrica: 'garantia',
};

/** The tabs that hold a field with an error, in the tabs' order. */
export function tabsWithErrors(errors: FormErrors): TabId[] {
  const marked = new Set((Object.keys(errors) as FormField[]).map((f) => TAB_OF[f]));
  return TABS.map((t) => t.id).filter((id) => marked.has(id));
}

/**
 * 000 §5: only images (type containing 'image', else 'Archivo incorrecto') of at most 512000
 * bytes ('Tamaño de imagen superior a 500kb'). Null when the file may be uploaded.
 */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!file.type.includes('image')) return listingMessages.wrongFile;
  if (file.size > MAX_IMAGE_BYTES) return listingMessages.imageTooBig;
  return null;
}

/** 000 §5: the file input is disabled above 5 images (6 at most). */
export const imageInputDisabled = (count: number): boolean => count > MAX_IMAGES - 1;

/** How many more images fit. */
export const imageSlotsLeft = (count: number): number => Math.max(0, MAX_IMAGES - count);

/** 000 §5: the last image cannot be deleted. */
export const mayRemoveImage = (count: number): boolean => count > 1;

/** The list with the image at `index` moved by `delta` places (unchanged when it cannot). */
export function moveImage<T>(images: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const out = [...images];
  const item = out[index];
  if (item === undefined || target < 0 || target >= out.length) return out;
  out.splice(index, 1);
  out.splice(target, 0, item);
  return out;
}

/**
 * 000 §5: reordering needs every image of the form saved, and the same ones the listing has
 * stored (a deletion not saved yet is a change not saved either). The ids and positions to
 * send, or the message to show.
 */
export function reorderRequest(
  images: readonly FormImage[],
  storedIds: readonly number[],
): { imagenes: { idImagen: number; posicion: number }[] } | { error: string } {
  const ids = images.map((i) => i.idImagen);
  const stored = new Set(storedIds);
  if (
    ids.some((id) => id === null || !stored.has(id)) ||
    new Set(ids).size !== stored.size ||
    ids.length !== stored.size
  ) {
    return { error: listingMessages.reorderUnsaved };
  }
  return {
    imagenes: ids.map((id, i) => ({ idImagen: id ?? 0, posicion: i + 1 })),
  };
}

/**
 * What a role may touch on the form (000 §2.7, §5, §6): the field rules of
 * src/domain/access/listing-fields.ts, which the API and the bulk files apply too. The
 * workflow buttons are the machine's.
 */
export function fieldAccess(tipoUsuario: number): {
  pricesDisabled: boolean;
  envioPropioEditable: boolean;
  sellerLink: boolean;
} {
  return {
    pricesDisabled: !mayEditPricesAndType(tipoUsuario),
    envioPropioEditable: mayEditOwnShipping(tipoUsuario),
    sellerLink: linksToSeller(tipoUsuario),
  };
}

/** 000 §4: the comment box shows when the last reason of the list is chosen and not activo. */
export function showsReviewComment(
  motivos: readonly { codigo: number }[],
  idMotivoRevision: number | null,
  estado: number | null,
): boolean {
  const last = motivos.at(-1);
  return (
    last !== undefined &&
    idMotivoRevision !== null &&
    idMotivoRevision === last.codigo &&
    estado !== 1
  );
}

/** 000 §2.7 Garantía: an extended-warranty option as shown ('12 x $ 5.489,90'). */
export function warrantyOptionLabel(o: { cantidadCuotas: number; valorCuota: number }): string {
  return `${o.cantidadCuotas} x ${formatMoney(centsFromAmount(o.valorCuota))}`;
}

/** The commission of a listing type as shown ('12 %'). */
export function commissionText(comision: number | null | undefined): string {
  return comision === null || comision === undefined ? '' : `${rateText(comision)} %`;
}

// Writing listings: the checks of 000 §5 against the catalogues, the sanitised description, and
// the rows of a listing (fields, dimensions, images), whose statements are repository.ts's. Used
// by create and edit, and by the bulk import of issue 6, so a rule is never written twice.
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../domain/rich-text.ts';
import type { Queryable } from '../db/db.ts';
import type { components } from '../../api/schema.d.ts';
import { centsFromAmount, decimalFromCents } from '../../domain/money.ts';
import {
  listingMessages,
  validateListing,
  type ListingFields,
} from '../../domain/listing-rules.ts';
import { badRequest } from '../http/errors.ts';
import { audit } from '../audit.ts';
import {
  activeListingTypeExists,
  assignSkuMarket,
  brandExists,
  categoryExists,
  deleteImages,
  imageIdsOf,
  insertImage,
  insertListingRow,
  replaceDimensions,
  skuSellerTaken,
  syncMainImage,
  updateImage,
  vatRateExists,
  warrantyOptionExists,
} from './repository.ts';

export type CamposPublicacion = components['schemas']['CamposPublicacion'];

/** 000 §2.7: the rich-text description keeps formatting and links, never scripts or styles. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES] },
    allowedSchemes: [...RICH_TEXT_SCHEMES],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  }).trim();
}

function cents(amount: number | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  try {
    return centsFromAmount(amount);
  } catch {
    throw badRequest(listingMessages.priceFormat);
  }
}

/** The request's fields as the shared rules see them. */
export function fieldsOf(c: CamposPublicacion): ListingFields {
  return {
    titulo: c.titulo,
    ean: c.ean === undefined || c.ean === null || c.ean.trim() === '' ? null : c.ean.trim(),
    categoria: c.categoria,
    marca: c.marca,
    stock: c.stock,
    skuSeller:
      c.skuSeller === undefined || c.skuSeller === null || c.skuSeller.trim() === ''
        ? null
        : c.skuSeller.trim(),
    precioListaCents: cents(c.precioLista),
    precioPromocionalCents: cents(c.precioPromocional),
    alicuotaIva: c.alicuotaIva,
    alicuotaImpuestoInterno: c.alicuotaImpuestoInterno ?? null,
    idTipoPublicacion: c.idTipoPublicacion,
    tipoEntrega: c.tipoEntrega ?? [1],
    dimensiones: c.dimensiones ?? [],
    imagenes: c.imagenes,
    descripcionAmpliada: c.descripcionAmpliada ?? '',
    observacion: c.observacion ?? '',
    linkYoutube: c.linkYoutube ?? '',
    garantiaFabrica: c.garantiaFabrica ?? 0,
  };
}

const IMAGE_URL = /^\/Imagen\/[a-f0-9-]{36}\.(png|jpg)$/;

/**
 * Every rule of 000 §5 and every reference to a catalogue; throws 400 with all the messages.
 * `idPublicacion` is the listing being edited (its own SKU is not a duplicate).
 */
export async function checkListing(
  q: Queryable,
  idSeller: number,
  c: CamposPublicacion,
  f: ListingFields,
  idPublicacion: number | null,
  fileExists: (nombre: string, q: Queryable) => Promise<boolean>,
): Promise<void> {
  const errores = validateListing(f).map((e) => e.message);
  if (f.categoria.trim() !== '' && !(await categoryExists(q, f.categoria))) {
    errores.push('La categoría seleccionada no existe.');
  }
  if (f.marca.trim() !== '' && !(await brandExists(q, f.marca))) {
    errores.push('La marca seleccionada no existe.');
  }
  if (f.alicuotaIva !== null && !(await vatRateExists(q, f.alicuotaIva))) {
    errores.push('La alícuota de IVA seleccionada no existe.');
  }
  if (f.idTipoPublicacion !== null && !(await activeListingTypeExists(q, f.idTipoPublicacion))) {
    errores.push('El tipo de publicación seleccionado no existe.');
  }
  const cuotas = c.garantiaExtCuotas ?? null;
  if (cuotas !== null) {
    if (f.garantiaFabrica === 0) {
      errores.push('La garantía extendida requiere una garantía de fábrica.');
    } else if (!(await warrantyOptionExists(q, f.categoria, cuotas))) {
      errores.push('La opción de garantía extendida no existe para esta categoría.');
    }
  }
  if (f.skuSeller !== null && (await skuSellerTaken(q, idSeller, f.skuSeller, idPublicacion))) {
    errores.push(`Ya existe otra publicación del seller con el SKU seller ${f.skuSeller}.`);
  }
  for (const img of c.imagenes) {
    const nombre = img.urlImagen.replace(/^\/Imagen\//, '');
    if (!IMAGE_URL.test(img.urlImagen) || !(await fileExists(nombre, q))) {
      errores.push(listingMessages.imageUrlError);
      break;
    }
  }
  if (errores.length > 0) throw badRequest(...[...new Set(errores)]);
}

const decimal = (n: number | null) => (n === null ? null : String(n));

/** The columns a create or an edit writes, in the order of the repository's `LISTING_COLUMNS`. */
export function columnValues(c: CamposPublicacion, f: ListingFields): unknown[] {
  return [
    f.titulo.trim(),
    f.ean === null || f.ean.trim() === '' ? null : f.ean.trim(),
    f.categoria,
    f.marca,
    f.stock,
    f.skuSeller,
    decimalFromCents(f.precioListaCents ?? 0),
    f.precioPromocionalCents === null ? null : decimalFromCents(f.precioPromocionalCents),
    decimal(f.alicuotaIva),
    decimal(f.alicuotaImpuestoInterno),
    f.idTipoPublicacion,
    [...f.tipoEntrega],
    c.envioGratis ?? false,
    c.envioPropio ?? false,
    sanitizeDescription(f.descripcionAmpliada),
    f.observacion,
    f.linkYoutube.trim(),
    f.garantiaFabrica,
    f.garantiaFabrica > 0 ? (c.garantiaExtCuotas ?? null) : null,
  ];
}

export interface NewListing {
  idSeller: number;
  /** The seller's sufijo, the start of its listings' skuMarket. */
  sufijo: string | null;
  /** The estado the listing machine's CREAR leads to. */
  estado: number;
  userId: number;
  campos: CamposPublicacion;
  f: ListingFields;
  /** The batch of a bulk creation, for the Historial. */
  lote?: string | null;
}

/**
 * Writes a new listing that `checkListing` accepted: its row, skuMarket, dimensions, images and
 * the audit row, in the caller's transaction. Used by create and by the bulk creation.
 */
export async function insertListing(
  q: Queryable,
  n: NewListing,
): Promise<{ id: number; skuMarket: string }> {
  const id = await insertListingRow(q, columnValues(n.campos, n.f), {
    idSeller: n.idSeller,
    estado: n.estado,
    userId: n.userId,
  });
  const skuMarket = await assignSkuMarket(q, id, n.sufijo ?? 'MKT');
  await writeDimensions(q, id, n.f);
  await writeImages(q, id, n.campos);
  await audit(q, {
    entidad: 'publicacion',
    idEntidad: id,
    desde: null,
    hacia: String(n.estado),
    evento: 'CREAR',
    idUsuario: n.userId,
    lote: n.lote ?? null,
  });
  return { id, skuMarket };
}

export async function writeDimensions(q: Queryable, id: number, f: ListingFields): Promise<void> {
  // A trailing empty row (added but not filled) is not kept.
  const rows = f.dimensiones.filter(
    (d, i) => i < f.dimensiones.length - 1 || d.alto + d.ancho + d.profundidad + d.peso > 0,
  );
  await replaceDimensions(q, id, rows);
}

/**
 * The listing's images become the ones sent: saved ones (idImagen) keep their row and take
 * the new position, new ones are added, the others are removed. The first is the card's image.
 */
export async function writeImages(q: Queryable, id: number, c: CamposPublicacion): Promise<void> {
  const own = new Set(await imageIdsOf(q, id));
  const kept = new Set<number>();
  for (const img of c.imagenes) {
    const idImagen = img.idImagen ?? null;
    if (idImagen !== null && !own.has(idImagen)) throw badRequest(listingMessages.imageUrlError);
    if (idImagen !== null) kept.add(idImagen);
  }
  const removed = [...own].filter((i) => !kept.has(i));
  if (removed.length > 0) {
    await deleteImages(q, removed);
  }
  for (const img of c.imagenes) {
    const idImagen = img.idImagen ?? null;
    if (idImagen === null) {
      await insertImage(q, id, img.urlImagen, img.posicion);
    } else {
      await updateImage(q, idImagen, img.posicion, img.urlImagen);
    }
  }
  await syncMainImage(q, id);
}

// Mass creation (000 §2.8, §7): the rows of a creation file and their creation. A row is
// checked by the same code as POST /api/Publicaciones (src/server/listings/write.ts
// checkListing: the rules of 000 §5, the catalogues, the seller's unique SKU, the uploaded
// images) and written by the same code (insertListing), so a rule is never written twice.
import type { components } from '../../api/schema.d.ts';
import { BULK_IMAGE_COLUMNS, bulkMessages } from '../../domain/listing-bulk.ts';
import {
  validateListing,
  type Dimension,
  type ListingField,
  type ListingFields,
} from '../../domain/listing-rules.ts';
import { amountFromCents } from '../../domain/money.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { checkListing, fieldsOf, insertListing, type CamposPublicacion } from '../listings/area.ts';
import { centsOfAmount, type FilaError } from './price-stock.ts';
import { skuOf, templateRows, type TemplateRow } from './sheet-rows.ts';
import type { SheetContent } from '../shared/workbooks.ts';

export type MasivaBulk = components['schemas']['MasivaBulk'];

type FileExists = (nombre: string, q: Queryable) => Promise<boolean>;

/** A creation row with its empty cells still empty (null), before the rules are checked. */
interface Draft {
  fila: number;
  titulo: string;
  ean: string | null;
  categoria: string;
  marca: string;
  stock: number | null;
  skuSeller: string | null;
  listaCents: number | null;
  promoCents: number | null;
  alicuotaIva: number | null;
  alicuotaImpuestoInterno: number | null;
  idTipoPublicacion: number | null;
  envioGratis: boolean;
  dimensiones: Dimension[];
  descripcionAmpliada: string;
  garantiaFabrica: number;
  imagenes: string[];
}

/** An image cell: an address /Imagen/... (an absolute URL of it is taken as its path). */
function imageUrlOf(text: string): string {
  const m = /^https?:\/\/[^/]+(\/Imagen\/[^?#]+)$/i.exec(text.trim());
  return m?.[1] ?? text.trim();
}

function camposOf(d: Draft): CamposPublicacion {
  return {
    titulo: d.titulo,
    ean: d.ean,
    categoria: d.categoria,
    marca: d.marca,
    stock: d.stock ?? Number.NaN,
    skuSeller: d.skuSeller,
    precioLista: amountFromCents(d.listaCents ?? 0),
    precioPromocional: d.promoCents === null ? null : amountFromCents(d.promoCents),
    alicuotaIva: d.alicuotaIva ?? 0,
    alicuotaImpuestoInterno: d.alicuotaImpuestoInterno,
    idTipoPublicacion: d.idTipoPublicacion ?? 0,
    tipoEntrega: [1],
    envioGratis: d.envioGratis,
    envioPropio: false,
    dimensiones: d.dimensiones,
    imagenes: d.imagenes.map((urlImagen, i) => ({ urlImagen, posicion: i + 1 })),
    descripcionAmpliada: d.descripcionAmpliada,
    observacion: '',
    linkYoutube: '',
    garantiaFabrica: d.garantiaFabrica,
    garantiaExtCuotas: null,
  };
}

/** The fields as the rules see them; an empty required cell stays empty for its message. */
function fieldsOfDraft(d: Draft, campos: CamposPublicacion): ListingFields {
  return {
    ...fieldsOf(campos),
    stock: d.stock ?? Number.NaN,
    precioListaCents: d.listaCents,
    alicuotaIva: d.alicuotaIva,
    idTipoPublicacion: d.idTipoPublicacion,
  };
}

/** The rule field of each template column (a cell that could not be read has its own reason). */
const RULE_FIELD: Readonly<Record<string, ListingField>> = {
  titulo: 'titulo',
  ean: 'ean',
  categoria: 'categoria',
  marca: 'marca',
  stock: 'stock',
  precioLista: 'precioListaCents',
  precioPromocional: 'precioPromocionalCents',
  alicuotaIva: 'alicuotaIva',
  alicuotaImpuestoInterno: 'alicuotaImpuestoInterno',
  idTipoPublicacion: 'idTipoPublicacion',
  alto: 'dimensiones',
  ancho: 'dimensiones',
  profundidad: 'dimensiones',
  peso: 'dimensiones',
  descripcionAmpliada: 'descripcionAmpliada',
  garantiaFabrica: 'garantiaFabrica',
  ...Object.fromEntries(
    Array.from({ length: BULK_IMAGE_COLUMNS }, (_, i) => [`imagen${String(i + 1)}`, 'imagenes']),
  ),
};

/**
 * Every reason a row cannot be created (empty when it can), by the listing form's rules. The
 * rules of a field whose cell could not be read (`unread`) are left out: that cell's own
 * reason says what is wrong with it, and the row's other problems are all reported with it.
 */
async function draftReasons(
  q: Queryable,
  idSeller: number,
  d: Draft,
  fileExists: FileExists,
  unread: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const campos = camposOf(d);
  const f = fieldsOfDraft(d, campos);
  try {
    await checkListing(q, idSeller, campos, f, null, fileExists);
    return [];
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (unread.size === 0) return err.errores;
    const skipped = new Set([...unread].map((field) => RULE_FIELD[field]));
    const rules = validateListing(f);
    const own = new Set(rules.filter((e) => !skipped.has(e.field)).map((e) => e.message));
    const ofUnread = new Set(rules.filter((e) => skipped.has(e.field)).map((e) => e.message));
    return err.errores.filter((m) => own.has(m) || !ofUnread.has(m));
  }
}

function bulkOf(d: Draft): MasivaBulk {
  return {
    fila: d.fila,
    titulo: d.titulo.trim(),
    ean: d.ean,
    categoria: d.categoria,
    marca: d.marca,
    stock: d.stock ?? 0,
    skuSeller: d.skuSeller,
    precioLista: amountFromCents(d.listaCents ?? 0),
    precioPromocional: d.promoCents === null ? null : amountFromCents(d.promoCents),
    alicuotaIva: d.alicuotaIva ?? 0,
    alicuotaImpuestoInterno: d.alicuotaImpuestoInterno,
    idTipoPublicacion: d.idTipoPublicacion ?? 0,
    envioGratis: d.envioGratis,
    dimensiones: d.dimensiones,
    descripcionAmpliada: d.descripcionAmpliada,
    garantiaFabrica: d.garantiaFabrica,
    imagenes: d.imagenes,
  };
}

/** A sent row as a draft; a price with more than two decimals is a reason. */
function draftOfBulk(b: MasivaBulk): Draft | string {
  const lista = centsOfAmount(b.precioLista);
  const promo = centsOfAmount(b.precioPromocional);
  if (lista === undefined || promo === undefined) return bulkMessages.priceDecimals;
  return {
    fila: b.fila,
    titulo: b.titulo,
    ean: b.ean === null || b.ean.trim() === '' ? null : b.ean.trim(),
    categoria: b.categoria.trim(),
    marca: b.marca.trim(),
    stock: b.stock,
    skuSeller: b.skuSeller === null || b.skuSeller.trim() === '' ? null : b.skuSeller.trim(),
    listaCents: lista,
    promoCents: promo,
    alicuotaIva: b.alicuotaIva,
    alicuotaImpuestoInterno: b.alicuotaImpuestoInterno,
    idTipoPublicacion: b.idTipoPublicacion,
    envioGratis: b.envioGratis,
    dimensiones: b.dimensiones,
    descripcionAmpliada: b.descripcionAmpliada,
    garantiaFabrica: b.garantiaFabrica,
    imagenes: b.imagenes.map(imageUrlOf),
  };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

function draftOfRow(row: TemplateRow): Draft {
  const dims = (['alto', 'ancho', 'profundidad', 'peso'] as const).map((f) => num(row.value(f)));
  const imagenes: string[] = [];
  for (let i = 1; i <= BULK_IMAGE_COLUMNS; i++) {
    const url = row.value(`imagen${String(i)}`);
    if (typeof url === 'string') imagenes.push(imageUrlOf(url));
  }
  const ean = row.value('ean');
  const envio = row.value('envioGratis');
  return {
    fila: row.fila,
    titulo: text(row.value('titulo')),
    ean: typeof ean === 'string' ? ean : null,
    categoria: text(row.value('categoria')),
    marca: text(row.value('marca')),
    stock: num(row.value('stock')),
    skuSeller: skuOf(row.raw('skuSeller')),
    listaCents: num(row.value('precioLista')),
    promoCents: num(row.value('precioPromocional')),
    alicuotaIva: num(row.value('alicuotaIva')),
    alicuotaImpuestoInterno: num(row.value('alicuotaImpuestoInterno')),
    idTipoPublicacion: num(row.value('idTipoPublicacion')),
    envioGratis: envio === true,
    dimensiones: dims.every((v) => v === null)
      ? []
      : [
          {
            alto: dims[0] ?? 0,
            ancho: dims[1] ?? 0,
            profundidad: dims[2] ?? 0,
            peso: dims[3] ?? 0,
          },
        ],
    descripcionAmpliada: text(row.value('descripcionAmpliada')),
    garantiaFabrica: num(row.value('garantiaFabrica')) ?? 0,
    imagenes,
  };
}

const failOf = (d: { fila: number; skuSeller: string | null }, motivo: string): FilaError => ({
  fila: d.fila,
  skuSeller: d.skuSeller,
  skuMarket: null,
  motivo,
});

/** Columns a creation file must have; the others may be left out (empty). */
const REQUIRED = [
  'titulo',
  'categoria',
  'marca',
  'stock',
  'precioLista',
  'alicuotaIva',
  'idTipoPublicacion',
  'imagen1',
];

/** Reads a creation file: the valid rows and the reasons of the others. Writes nothing. */
export async function readCreationFile(
  q: Queryable,
  idSeller: number,
  content: SheetContent,
  fileExists: FileExists,
): Promise<{ masivaBulks: MasivaBulk[]; errores: FilaError[] }> {
  const rows = templateRows(content, 'creacion', REQUIRED);
  const masivaBulks: MasivaBulk[] = [];
  const errores: FilaError[] = [];
  const firstSku = new Map<string, number>();
  for (const row of rows) {
    const d = draftOfRow(row);
    // Every problem of the row at once: its unreadable cells, then the form's rules.
    const reasons = [
      ...row.errors,
      ...(await draftReasons(q, idSeller, d, fileExists, row.failed)),
    ];
    const key = d.skuSeller?.toLowerCase();
    const seen = key === undefined ? undefined : firstSku.get(key);
    if (seen !== undefined) reasons.unshift(bulkMessages.duplicateRow(seen));
    else if (key !== undefined) firstSku.set(key, d.fila);
    if (reasons.length > 0) errores.push(failOf(d, reasons.join(' ')));
    else masivaBulks.push(bulkOf(d));
  }
  return { masivaBulks, errores };
}

export interface Created {
  publicaciones: { fila: number; idPublicacion: number; skuMarket: string }[];
  errores: FilaError[];
}

/**
 * Creates the valid rows in the caller's transaction, each checked again just before it is
 * written (so a SKU repeated in the list is caught by the same rule as a stored one).
 */
export async function createRows(
  q: Queryable,
  seller: { idSeller: number; sufijo: string | null },
  estado: number,
  userId: number,
  bulks: readonly MasivaBulk[],
  fileExists: FileExists,
  lote: string | null = null,
): Promise<Created> {
  const publicaciones: Created['publicaciones'] = [];
  const errores: FilaError[] = [];
  const firstSku = new Map<string, number>();
  for (const b of bulks) {
    const d = draftOfBulk(b);
    if (typeof d === 'string') {
      errores.push(failOf(b, d));
      continue;
    }
    const key = d.skuSeller?.toLowerCase();
    const seen = key === undefined ? undefined : firstSku.get(key);
    if (seen !== undefined) {
      errores.push(failOf(d, bulkMessages.duplicateRow(seen)));
      continue;
    }
    const reasons = await draftReasons(q, seller.idSeller, d, fileExists);
    if (reasons.length > 0) {
      errores.push(failOf(d, reasons.join(' ')));
      continue;
    }
    if (key !== undefined) firstSku.set(key, d.fila);
    const campos = camposOf(d);
    const { id, skuMarket } = await insertListing(q, {
      idSeller: seller.idSeller,
      sufijo: seller.sufijo,
      estado,
      userId,
      campos,
      f: fieldsOfDraft(d, campos),
      lote,
    });
    publicaciones.push({ fila: d.fila, idPublicacion: id, skuMarket });
  }
  return { publicaciones, errores };
}

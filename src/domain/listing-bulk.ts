// 000 §2.8, §5, §7, §8: the bulk Excel files of listings, in one place. The columns of every
// template (the header a person reads, the field a cell fills, how the cell is read), the
// limits of an upload and the texts of the bulk calls. The server reads and writes workbooks
// from these definitions; the screens build the error file (the failed rows with a reason
// column) from the same headers, so a fixed error file uploads again as it is.
import { parseMoneyInput } from './money.ts';
import { parseRateInput } from './listing-rules.ts';

/** The templates of 000 §2.8: creation, update by SKU seller, update by code, type and shipping. */
export type PlantillaTipo = 'creacion' | 'skuSeller' | 'codigo' | 'tipoYEnvio';

export const plantillaTipos: readonly PlantillaTipo[] = [
  'creacion',
  'skuSeller',
  'codigo',
  'tipoYEnvio',
];

/** How a cell is read (see `parseCell`). */
export type CellKind = 'text' | 'integer' | 'money' | 'rate' | 'decimal' | 'siNo';

export interface PlantillaColumn {
  /** The header text of row 1, character for character. */
  header: string;
  /** The field of the call's rows the cell fills. */
  field: string;
  kind: CellKind;
  /** Shown to help the person find the row; its value is never imported. */
  informative?: boolean;
}

/** Excel row limits and sizes of an upload. */
export const BULK_MAX_ROWS = 20_000;
/** The largest xlsx file accepted (the bytes of the file, before base64). */
export const BULK_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The largest content an xlsx may declare once unzipped (a zip bomb declares far more). */
export const BULK_MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** The header of the column the error file adds after the template's columns. */
export const REASON_HEADER = 'Motivo';
/** The row of the first listing: row 1 holds the headers (FilaError.fila counts like Excel). */
export const FIRST_DATA_ROW = 2;
/** Images a creation row may name (000 §5: about 6). */
export const BULK_IMAGE_COLUMNS = 6;

const col = (header: string, field: string, kind: CellKind, informative?: true): PlantillaColumn =>
  informative ? { header, field, kind, informative } : { header, field, kind };

const SKU_SELLER = col('SKU Seller', 'skuSeller', 'text');
const SKU_MARKET = col('SKU Market', 'skuMarket', 'text');
const STOCK = col('Stock', 'stock', 'integer');
const PRECIO_LISTA = col('Precio Lista', 'precioLista', 'money');
const PRECIO_PROMO = col('Precio Promocional', 'precioPromocional', 'money');
const TIPO = col('Tipo publicación', 'idTipoPublicacion', 'integer');
const ENVIO_GRATIS = col('Envío gratis', 'envioGratis', 'siNo');

/**
 * The columns of each template, in order. The update templates identify a row by its SKU
 * (seller or market) and carry the title to help find it; the title is never imported.
 */
export const plantillaColumns: Record<PlantillaTipo, readonly PlantillaColumn[]> = {
  creacion: [
    col('Título', 'titulo', 'text'),
    col('EAN', 'ean', 'text'),
    col('Categoría', 'categoria', 'text'),
    col('Marca', 'marca', 'text'),
    STOCK,
    SKU_SELLER,
    PRECIO_LISTA,
    PRECIO_PROMO,
    col('Alícuota IVA', 'alicuotaIva', 'rate'),
    col('Alícuota impuesto interno', 'alicuotaImpuestoInterno', 'rate'),
    TIPO,
    ENVIO_GRATIS,
    col('Alto', 'alto', 'decimal'),
    col('Ancho', 'ancho', 'decimal'),
    col('Profundidad', 'profundidad', 'decimal'),
    col('Peso', 'peso', 'decimal'),
    col('Descripción ampliada', 'descripcionAmpliada', 'text'),
    col('Garantía de fábrica (meses)', 'garantiaFabrica', 'integer'),
    ...Array.from({ length: BULK_IMAGE_COLUMNS }, (_, i) =>
      col(`Imagen ${i + 1}`, `imagen${i + 1}`, 'text'),
    ),
  ],
  skuSeller: [
    SKU_SELLER,
    col('SKU Market', 'skuMarket', 'text', true),
    col('Título', 'titulo', 'text', true),
    STOCK,
    PRECIO_LISTA,
    PRECIO_PROMO,
  ],
  codigo: [
    SKU_MARKET,
    col('SKU Seller', 'skuSeller', 'text', true),
    col('Título', 'titulo', 'text', true),
    STOCK,
    PRECIO_LISTA,
    PRECIO_PROMO,
  ],
  tipoYEnvio: [SKU_MARKET, col('Título', 'titulo', 'text', true), TIPO, ENVIO_GRATIS],
};

/** The headers of a template, in order (row 1 of its file). */
export function plantillaHeaders(tipo: PlantillaTipo): string[] {
  return plantillaColumns[tipo].map((c) => c.header);
}

/** The file name each template downloads as. */
export const plantillaFileNames: Record<PlantillaTipo, string> = {
  creacion: 'PlantillaCreacionMasiva.xlsx',
  skuSeller: 'PlantillaActualizacionSkuSeller.xlsx',
  codigo: 'PlantillaActualizacionCodigo.xlsx',
  tipoYEnvio: 'PlantillaTipoYEnvio.xlsx',
};

/**
 * The columns of the listings export (002, /Exportables/Publicaciones): every column of the
 * SKU-seller update template with the same headers, so a seller re-imports the export as it
 * is, then the columns that describe the listing.
 */
export const exportColumns: readonly { header: string; field: string }[] = [
  ...plantillaColumns.skuSeller.map(({ header, field }) => ({ header, field })),
  { header: 'ID Publicación', field: 'idPublicacion' },
  { header: 'Seller', field: 'nombreSeller' },
  { header: 'Estado', field: 'estado' },
  { header: 'Tipo publicación', field: 'tipoPublicacion' },
  { header: 'Marca', field: 'descripcionMarca' },
  { header: 'Categoría', field: 'descripcionCategoria' },
  { header: 'Envío gratis', field: 'envioGratis' },
  { header: 'Fecha publicación', field: 'fechaPublicacion' },
];

/** The columns of the brands and categories lists (ExportarMarcas, ExportarCategorias). */
export const catalogueColumns: readonly { header: string; field: 'codigo' | 'descripcion' }[] = [
  { header: 'Código', field: 'codigo' },
  { header: 'Descripción', field: 'descripcion' },
];

/**
 * The columns of the listing types list (ExportarTiposPublicacion): the 'Tipo publicación'
 * column of the creation template takes the number.
 */
export const tipoPublicacionColumns: readonly {
  header: string;
  field: 'idTipoPublicacion' | 'codigo' | 'descripcion' | 'comision';
}[] = [
  { header: 'Número', field: 'idTipoPublicacion' },
  { header: 'Código', field: 'codigo' },
  { header: 'Descripción', field: 'descripcion' },
  { header: 'Comisión (%)', field: 'comision' },
];

/** The file names of the lists the creation screen downloads. */
export const listFileNames = {
  marcas: 'Marcas.xlsx',
  categorias: 'Categorias.xlsx',
  tiposPublicacion: 'TiposPublicacion.xlsx',
} as const;

/**
 * The address of the creation template's example image: the template downloads it into the
 * file store, so the example row uploads as it is.
 */
export const EXAMPLE_IMAGE_URL = '/Imagen/00000000-0000-0000-0000-000000000000.png';

/** 000 §5: xls or xlsx only. */
export function excelExtensionOk(filename: string): boolean {
  return /\.(xls|xlsx)$/i.test(filename.trim());
}

/** A whole number with dot thousands (000 §1), the same in Node and in every browser. */
function miles(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Texts of the bulk screens and calls. Quoted ones are the spec's (000 §5, §8). */
export const bulkMessages = {
  // 000 §5, quoted.
  wrongExtension: 'La extension del archivo deberia ser: xls, xlsx',
  noFile: 'No ha seleccionado ningún archivo excel.',
  noImportOption: 'Debe seleccionar al menos una opción de importación',
  badFormat: 'Archivo con formato incorrecto',
  // 000 §8, quoted.
  createFailed: 'Las publicaciones no pudieron ser creadas',
  updateFailed: 'Las publicaciones no pudieron ser actualizadas',
  readFailed: 'Error al leer archivo',
  saveFailed: 'Error al guardar',
  downloadFailed: 'No se pudo descargar',
  created: 'Publicaciones creadas con éxito',
  dimensionsUpdated: 'Dimensiones actualizadas',
  imagesEdited: 'Imágenes editadas',
  dimensionsFailed: 'No se pudo editar las dimensiones',
  priceStockFailed: 'No se pudo editar precio y stock',
  // Not shown in the spec: our wording.
  updated: 'Publicaciones actualizadas con éxito',
  exported: 'Archivo generado con éxito',
  fileTooBig: `El archivo supera el tamaño máximo de ${BULK_MAX_UPLOAD_BYTES / 1024 / 1024} MB. Divídalo en archivos más chicos.`,
  zipBomb: `El archivo descomprimido supera los ${BULK_MAX_UNZIPPED_BYTES / 1024 / 1024} MB. Divídalo en archivos más chicos.`,
  tooManyRows: `El archivo tiene más de ${miles(BULK_MAX_ROWS)} filas. Divídalo en archivos más chicos.`,
  readTimeout: 'El archivo tardó demasiado en leerse. Divídalo en archivos más chicos.',
  fileTooComplex:
    'El archivo es demasiado grande para procesarlo. Divídalo en archivos más chicos.',
  busy: 'Se están procesando otros archivos. Intente nuevamente en unos segundos.',
  tooMuchData:
    'Se enviaron demasiadas filas en una sola solicitud. Divida el archivo en archivos más chicos.',
  exportTooBig: (cantidad: number) =>
    `La búsqueda tiene ${miles(cantidad)} publicaciones y el máximo por archivo es ${miles(BULK_MAX_ROWS)}. Acote el filtro.`,
  formulas:
    'El archivo contiene fórmulas. Copie las celdas y péguelas como valores antes de subirlo.',
  emptyFile: 'El archivo no tiene filas para importar.',
  missingColumns: (headers: readonly string[]) =>
    `Faltan columnas de la plantilla: ${headers.join(', ')}.`,
  imagesUploaded: (n: number) =>
    n === 1 ? 'Se subió 1 imagen.' : `Se subieron ${String(n)} imágenes.`,
  addressCopied: 'Dirección copiada',
  addressesCopied: 'Direcciones copiadas',
  copyFailed: 'No se pudo copiar. Seleccione la dirección y cópiela a mano.',
  creationBySeller:
    'La creación de publicaciones la hace el seller desde su usuario; el personal del marketplace no crea publicaciones.',
  notImported: (sku: string, motivo: string) => `El SKU ${sku} no se importo: ${motivo}`,
  rowNotImported: (fila: number, motivo: string) => `La fila ${fila} no se importo: ${motivo}`,
  someFailed: (fallidas: number, total: number) =>
    `${fallidas} de ${total} filas no se importaron.`,
  allRead: (total: number) => `Se leyeron ${total} filas sin errores.`,
  skuSellerRequired: 'Ingrese el SKU seller.',
  skuMarketRequired: 'Ingrese el SKU market.',
  skuSellerNotFound: (sku: string) => `No existe una publicación propia con el SKU seller ${sku}.`,
  skuMarketNotFound: (sku: string) => `No existe una publicación con el SKU market ${sku}.`,
  listingNotFound: (id: number) => `No existe una publicación propia con el id ${id}.`,
  duplicateRow: (fila: number) => `La publicación ya figura en la fila ${fila} del archivo.`,
  pricesNotForAdmin: 'El administrador no modifica precios: solo se importa el stock.',
  pricesNotForAdminRow: 'El administrador no modifica precios.',
  typeNotForAdmin: 'El administrador no modifica el tipo de publicación.',
  typeNotFound: 'El tipo de publicación seleccionado no existe.',
  rowFailed: (fila: number, motivo: string) => `Fila ${fila}: ${motivo}`,
  andMore: (n: number) => `... y ${n} filas más.`,
  nothingToUpdate: 'La fila no tiene valores para actualizar.',
  otherUser: 'El idUser enviado no es el del usuario de la sesión.',
  siNo: 'Escriba SI o NO.',
  notNumber: 'Debe ser un número.',
  notInteger: 'Debe ser un número entero.',
  tooLong: 'El texto de la celda es demasiado largo.',
  priceDecimals: 'Ingrese el precio con hasta 2 decimales.',
  cell: (header: string, motivo: string) => `${header}: ${motivo}`,
} as const;

/** A cell's value as a workbook holds it (never a formula: formulas are refused). */
export type CellValue = string | number | boolean | null;

export type ParsedCell =
  { ok: true; value: string | number | boolean | null } | { ok: false; message: string };

const MAX_CELL_TEXT = 32_767; // Excel's own limit of a cell.

function text(v: CellValue): string {
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? 'SI' : 'NO';
  return String(v).trim();
}

/**
 * A cell as the column's kind reads it; an empty cell is null. Money cells are cents; a
 * numeric cell is taken as it is, a text cell in the form of 000 §5 ('1.234,56'). Text is
 * never evaluated: a text starting with '=' stays text.
 */
export function parseCell(kind: CellKind, v: CellValue): ParsedCell {
  const t = text(v);
  if (t === '') return { ok: true, value: null };
  switch (kind) {
    case 'text':
      return t.length > MAX_CELL_TEXT
        ? { ok: false, message: bulkMessages.tooLong }
        : { ok: true, value: t };
    case 'integer': {
      const n = typeof v === 'number' ? v : /^-?\d+$/.test(t) ? Number(t) : NaN;
      return Number.isSafeInteger(n)
        ? { ok: true, value: n }
        : { ok: false, message: bulkMessages.notInteger };
    }
    case 'money': {
      if (typeof v === 'number') {
        const cents = Math.round(v * 100);
        return Number.isSafeInteger(cents) && Math.abs(cents - v * 100) < 1e-6
          ? { ok: true, value: cents }
          : { ok: false, message: bulkMessages.priceDecimals };
      }
      // 000 §5 writes prices '1.234,56'; a text with one point and 1 or 2 decimals ('1234.5')
      // cannot be thousands, so it is read as the decimal point a spreadsheet may have left.
      const cents = /^\d+\.\d{1,2}$/.test(t)
        ? parseMoneyInput(t.replace('.', ','))
        : parseMoneyInput(t);
      return cents === undefined || cents === null
        ? { ok: false, message: 'Ingrese el precio con el formato 1.234,56.' }
        : { ok: true, value: cents };
    }
    case 'rate':
    case 'decimal': {
      const n =
        typeof v === 'number'
          ? v
          : kind === 'rate'
            ? (parseRateInput(t) ?? NaN)
            : /^\d+([.,]\d+)?$/.test(t)
              ? Number(t.replace(',', '.'))
              : NaN;
      return Number.isFinite(n)
        ? { ok: true, value: n }
        : { ok: false, message: bulkMessages.notNumber };
    }
    case 'siNo': {
      const u = t
        .toUpperCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
      if (u === 'SI' || u === 'S' || u === 'TRUE' || u === 'VERDADERO') {
        return { ok: true, value: true };
      }
      if (u === 'NO' || u === 'N' || u === 'FALSE' || u === 'FALSO') {
        return { ok: true, value: false };
      }
      return { ok: false, message: bulkMessages.siNo };
    }
  }
}

/** The SI/NO of a boolean, as the templates write it. */
export function siNo(b: boolean): 'SI' | 'NO' {
  return b ? 'SI' : 'NO';
}

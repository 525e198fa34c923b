// The workbooks the bulk screens download (000 §2.8, §7; 002 /Exportables/Publicaciones): the
// templates, the brands and categories lists and the listings export. Their columns are
// src/domain/listing-bulk.ts's, so what is downloaded uploads again as it is.
import {
  BULK_MAX_ROWS,
  EXAMPLE_IMAGE_URL,
  catalogueColumns,
  exportColumns,
  plantillaColumns,
  plantillaHeaders,
  siNo,
  tipoPublicacionColumns,
  type CellValue,
  type PlantillaTipo,
} from '../../domain/listing-bulk.ts';
import { formatDay, todayInMarket } from '../../domain/dates.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { estadoPublicacionLabels } from '../../../machines/listing.ts';
import type { Queryable } from '../db/db.ts';
import { productTilePng } from '../files/demo-image.ts';
import { activeListingTypes } from '../catalogue/area.ts';
import type { ListPageRow } from '../listings/area.ts';
import {
  catalogue,
  exampleCodes,
  keepExampleImage,
  listingsOfSeller,
  type StoredListing,
} from './repository.ts';
import { writeWorkbook, type SheetToWrite } from '../shared/workbooks.ts';

const amount = (text: string | null) =>
  text === null ? null : amountFromCents(centsFromDecimal(text));

const widthsOf = (headers: readonly string[]) => headers.map((h) => Math.max(12, h.length + 2));

function sheet(name: string, headers: string[], rows: CellValue[][]): SheetToWrite {
  return { name, rows: [headers, ...rows], widths: widthsOf(headers) };
}

/** A brands or categories list: code and description. */
export async function catalogueWorkbook(
  q: Queryable,
  table: 'marcas' | 'subfamilias',
): Promise<string> {
  const rows = await catalogue(q, table);
  const headers = catalogueColumns.map((c) => c.header);
  const name = table === 'marcas' ? 'Marcas' : 'Categorias';
  return writeWorkbook([
    sheet(
      name,
      headers,
      rows.map((r) => catalogueColumns.map((c) => r[c.field])),
    ),
  ]);
}

/** The listing types list: the number the template's 'Tipo publicación' takes, and more. */
export async function listingTypesWorkbook(q: Queryable): Promise<string> {
  const rows = await activeListingTypes(q, { orderBy: 'id' });
  const headers = tipoPublicacionColumns.map((c) => c.header);
  return writeWorkbook([
    sheet(
      'Tipos de publicación',
      headers,
      rows.map((r) => tipoPublicacionColumns.map((c) => r[c.field])),
    ),
  ]);
}

const INSTRUCTIONS: [string, string][] = [
  ['Título', 'Obligatorio. Hasta 200 caracteres.'],
  [
    'EAN',
    'Opcional. Solo dígitos: 8, 12, 13 o 14, con su dígito verificador (como figura en el código de barras).',
  ],
  ['Categoría', 'Obligatorio. El código de la lista de categorías (Descargar categorías).'],
  ['Marca', 'Obligatorio. El código de la lista de marcas (Descargar marcas).'],
  ['Stock', 'Obligatorio. Un número entero entre 0 y 9999.'],
  ['SKU Seller', 'Opcional. Hasta 30 caracteres, distinto en cada publicación del seller.'],
  ['Precio Lista', 'Obligatorio. Un número con hasta 2 decimales (1234,56).'],
  ['Precio Promocional', 'Opcional. Menor que el precio de lista.'],
  ['Alícuota IVA', 'Obligatorio. Por ejemplo 21 o 10,5.'],
  ['Alícuota impuesto interno', 'Opcional. Entre 0 y 100, con hasta 2 decimales.'],
  [
    'Tipo publicación',
    'Obligatorio. El número de la lista de tipos de publicación (Descargar tipos de publicación).',
  ],
  ['Envío gratis', 'SI o NO (vacío es NO).'],
  ['Alto, Ancho, Profundidad, Peso', 'Opcionales. Hasta 3 dígitos y 1 decimal cada uno.'],
  ['Descripción ampliada', 'Opcional.'],
  ['Garantía de fábrica (meses)', '0, 1, 3, 6, 12, 18, 24, 36, 60 o 120 (vacío es 0).'],
  [
    'Imagen 1 a Imagen 6',
    'Al menos una. La dirección /Imagen/... de una imagen ya subida: súbalas en la tarjeta «Subir imágenes» de esta pantalla (png o jpeg, hasta 500 kb) y copie las direcciones que muestra.',
  ],
  ['', 'Las celdas deben tener valores, no fórmulas. La fila 1 tiene los títulos de columna.'],
];

function exampleRow(ex: { categoria: string; marca: string; tipo: number }): CellValue[] {
  const values: Record<string, CellValue> = {
    titulo: 'Heladera No Frost 300 L Acero',
    ean: '7791234567898',
    categoria: ex.categoria,
    marca: ex.marca,
    stock: 10,
    skuSeller: 'HEL-300-AC',
    precioLista: 899999.99,
    precioPromocional: 849999,
    alicuotaIva: 21,
    alicuotaImpuestoInterno: null,
    idTipoPublicacion: ex.tipo,
    envioGratis: 'SI',
    alto: 170,
    ancho: 60,
    profundidad: 65,
    peso: 55.5,
    descripcionAmpliada: '<p>Heladera con freezer, 300 litros, acero inoxidable.</p>',
    garantiaFabrica: 12,
    imagen1: EXAMPLE_IMAGE_URL,
  };
  return plantillaColumns.creacion.map((c) => values[c.field] ?? null);
}

/**
 * The example row names an image that exists (a product tile kept in the file store with the
 * files of the seed), so the template uploads as it is downloaded.
 */
let examplePng: Buffer | null = null;

async function ensureExampleImage(q: Queryable): Promise<void> {
  examplePng ??= productTilePng([30, 110, 200], 320, 0);
  await keepExampleImage(q, EXAMPLE_IMAGE_URL.replace(/^\/Imagen\//, ''), examplePng);
}

function updateRow(tipo: PlantillaTipo, l: StoredListing): CellValue[] {
  const values: Record<string, CellValue> = {
    skuSeller: l.sku_seller,
    skuMarket: l.sku_market,
    titulo: l.titulo,
    stock: l.stock,
    precioLista: amount(l.precio_lista),
    precioPromocional: amount(l.precio_promocional),
    idTipoPublicacion: l.id_tipo_publicacion,
    envioGratis: siNo(l.envio_gratis),
  };
  return plantillaColumns[tipo].map((c) => values[c.field] ?? null);
}

/** A template: the headers, and the rows of `idSeller`'s live listings when given. */
export async function templateWorkbook(
  q: Queryable,
  tipo: PlantillaTipo,
  idSeller: number | null,
): Promise<string> {
  const headers = plantillaHeaders(tipo);
  if (tipo === 'creacion') {
    await ensureExampleImage(q);
    const ex = await exampleCodes(q);
    return writeWorkbook([
      sheet('Publicaciones', headers, [
        exampleRow({ categoria: ex.categoria ?? '', marca: ex.marca ?? '', tipo: ex.tipo ?? 1 }),
      ]),
      {
        name: 'Instrucciones',
        rows: [['Columna', 'Cómo completarla'], ...INSTRUCTIONS],
        widths: [32, 100],
      },
    ]);
  }
  const listings =
    idSeller === null
      ? []
      : await listingsOfSeller(q, idSeller, BULK_MAX_ROWS, tipo === 'skuSeller');
  return writeWorkbook([
    sheet(
      'Publicaciones',
      headers,
      listings.map((l) => updateRow(tipo, l)),
    ),
  ]);
}

/** 002 /Exportables/Publicaciones: one row per listing of the page query's rows. */
export async function listingsWorkbook(rows: readonly ListPageRow[]): Promise<string> {
  const headers = exportColumns.map((c) => c.header);
  const data = rows.map((r) => {
    const fecha =
      r.fecha_publicacion instanceof Date ? r.fecha_publicacion : new Date(r.fecha_publicacion);
    const values: Record<string, CellValue> = {
      skuSeller: r.sku_seller,
      skuMarket: r.sku_market,
      titulo: r.titulo,
      stock: r.stock,
      precioLista: amount(r.precio_lista),
      precioPromocional: amount(r.precio_promocional),
      idPublicacion: r.id_publicacion,
      nombreSeller: r.nombre_seller,
      estado: r.estado === 5 ? 'ELIMINADA' : estadoPublicacionLabels[r.estado].texto,
      tipoPublicacion: r.tipo_publicacion,
      descripcionMarca: r.descripcion_marca,
      descripcionCategoria: r.descripcion_categoria,
      envioGratis: siNo(r.envio_gratis),
      fechaPublicacion: formatDay(todayInMarket(fecha)),
    };
    return exportColumns.map((c) => values[c.field] ?? null);
  });
  return writeWorkbook([sheet('Publicaciones', headers, data)]);
}

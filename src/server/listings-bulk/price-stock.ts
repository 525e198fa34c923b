// Stock and prices in bulk (000 §2.8, §7): the rows of a file by SKU seller or SKU market, and
// the lists of rows applied afterwards (or sent by id). Every row is checked with the listing
// rules (src/domain/listing-rules.ts validateListing, the same code as the form), with the
// stored value of each field that is not imported. Valid rows are written in the caller's
// transaction, with an audit row and the stock (1) and price (2) notifications of each
// listing that changed (DECISIONS 27), queued in that transaction and written once it has
// committed (migration 0029).
import type { components } from '../../api/schema.d.ts';
import { bulkMessages } from '../../domain/listing-bulk.ts';
import {
  shownPriceCents,
  validateListing,
  type ListingField,
  type ListingFields,
} from '../../domain/listing-rules.ts';
import {
  amountFromCents,
  centsFromAmount,
  centsFromDecimal,
  decimalFromCents,
} from '../../domain/money.ts';
import { bulkBatch, listingsCount, priceStockChange } from '../listings/area.ts';
import type { Queryable } from '../db/db.ts';
import { queueListingChanges, type ListingChange } from '../shared/notify.ts';
import {
  auditListings,
  byIds,
  bySkuMarket,
  bySkuSeller,
  writePriceStock,
  type ListingAudit,
  type Scope,
  type StoredListing,
} from './repository.ts';
import { skuOf, templateRows } from './sheet-rows.ts';
import type { SheetContent } from '../shared/workbooks.ts';

export type FilaError = components['schemas']['FilaError'];
export type FilaPrecioStock = components['schemas']['FilaPrecioStock'];

/** The import options of 000 §2.8 (ch_stock, ch_precioLista, ch_precioPromocional). */
export interface Opciones {
  stock: boolean;
  precioLista: boolean;
  precioPromocional: boolean;
}

export const anyOption = (o: Opciones) => o.stock || o.precioLista || o.precioPromocional;

/** One change asked for a listing; only the values of its options count. */
export interface PriceStockChange {
  fila: number;
  idPublicacion: number;
  /** As the caller sent them (answered back in errores; never read from another seller). */
  skuSeller: string | null;
  skuMarket: string | null;
  opciones: Opciones;
  stock: number | null;
  listaCents: number | null;
  promoCents: number | null;
}

const centsOf = (text: string | null) => (text === null ? null : centsFromDecimal(text));

/**
 * The listing rules (000 §5) a change breaks, with the stored values of the fields it does not
 * import: stock 0-9999, a list price, the promotional price lower than the list price.
 */
export function priceStockReasons(stored: StoredListing, c: PriceStockChange): string[] {
  const o = c.opciones;
  const fields: ListingFields = {
    titulo: stored.titulo,
    ean: null,
    categoria: '-',
    marca: '-',
    stock: o.stock ? (c.stock ?? Number.NaN) : stored.stock,
    skuSeller: null,
    precioListaCents: o.precioLista ? c.listaCents : centsFromDecimal(stored.precio_lista),
    precioPromocionalCents: o.precioPromocional ? c.promoCents : centsOf(stored.precio_promocional),
    alicuotaIva: 0,
    alicuotaImpuestoInterno: null,
    idTipoPublicacion: 0,
    tipoEntrega: [1],
    dimensiones: [],
    imagenes: [{ posicion: 1 }],
    descripcionAmpliada: '',
    observacion: '',
    linkYoutube: '',
    garantiaFabrica: 0,
  };
  const checked = new Set<ListingField>();
  if (o.stock) checked.add('stock');
  if (o.precioLista) checked.add('precioListaCents').add('precioPromocionalCents');
  if (o.precioPromocional) checked.add('precioPromocionalCents');
  return validateListing(fields)
    .filter((e) => checked.has(e.field))
    .map((e) => e.message);
}

/** A price sent as JSON in cents; undefined when it has more than two decimals. */
export function centsOfAmount(amount: number | null): number | null | undefined {
  if (amount === null) return null;
  try {
    return centsFromAmount(amount);
  } catch {
    return undefined;
  }
}

export interface ReadPriceStock {
  filas: FilaPrecioStock[];
  errores: FilaError[];
}

/**
 * Reads a prices-and-stock file: rows named by 'SKU Seller' (`skuSeller`, the seller's
 * update) or 'SKU Market' (`codigo`, staff's), among the live listings of `scope`. A SKU out
 * of the scope is "not found", like one that does not exist: nothing of it is revealed.
 */
export async function readPriceStockFile(
  q: Queryable,
  content: SheetContent,
  kind: 'skuSeller' | 'codigo',
  scope: Scope,
  opciones: Opciones,
): Promise<ReadPriceStock> {
  const idField = kind === 'skuSeller' ? 'skuSeller' : 'skuMarket';
  const required = [idField];
  if (opciones.stock) required.push('stock');
  if (opciones.precioLista) required.push('precioLista');
  if (opciones.precioPromocional) required.push('precioPromocional');
  const rows = templateRows(content, kind, required);

  const skus = rows.map((r) => skuOf(r.raw(idField)));
  const wanted = [...new Set(skus.filter((s): s is string => s !== null))];
  const stored =
    kind === 'skuSeller'
      ? await bySkuSeller(q, scope, wanted)
      : await bySkuMarket(q, scope, wanted);
  const bySku = new Map<string, StoredListing>();
  for (const s of stored) {
    const key = (kind === 'skuSeller' ? s.sku_seller : s.sku_market)?.toLowerCase();
    if (key !== undefined && !bySku.has(key)) bySku.set(key, s);
  }

  const filas: FilaPrecioStock[] = [];
  const errores: FilaError[] = [];
  const firstRow = new Map<string, number>();
  rows.forEach((row, i) => {
    const sku = skus[i] ?? null;
    const fail = (motivo: string, listing?: StoredListing) =>
      errores.push({
        fila: row.fila,
        skuSeller: listing ? listing.sku_seller : kind === 'skuSeller' ? sku : null,
        skuMarket: listing ? listing.sku_market : kind === 'codigo' ? sku : null,
        motivo,
      });
    if (sku === null) {
      fail(kind === 'skuSeller' ? bulkMessages.skuSellerRequired : bulkMessages.skuMarketRequired);
      return;
    }
    const key = sku.toLowerCase();
    const seen = firstRow.get(key);
    if (seen !== undefined) {
      fail(bulkMessages.duplicateRow(seen));
      return;
    }
    firstRow.set(key, row.fila);
    const listing = bySku.get(key);
    if (!listing) {
      fail(
        kind === 'skuSeller'
          ? bulkMessages.skuSellerNotFound(sku)
          : bulkMessages.skuMarketNotFound(sku),
      );
      return;
    }
    const stock = opciones.stock ? row.value('stock') : null;
    const lista = opciones.precioLista ? row.value('precioLista') : null;
    const promo = opciones.precioPromocional ? row.value('precioPromocional') : null;
    if (row.errors.length > 0) {
      fail(row.errors.join(' '), listing);
      return;
    }
    const change: PriceStockChange = {
      fila: row.fila,
      idPublicacion: listing.id_publicacion,
      skuSeller: listing.sku_seller,
      skuMarket: listing.sku_market,
      opciones,
      stock: typeof stock === 'number' ? stock : null,
      listaCents: typeof lista === 'number' ? lista : null,
      promoCents: typeof promo === 'number' ? promo : null,
    };
    const reasons = priceStockReasons(listing, change);
    if (reasons.length > 0) {
      fail(reasons.join(' '), listing);
      return;
    }
    filas.push({
      fila: row.fila,
      idPublicacion: listing.id_publicacion,
      skuSeller: listing.sku_seller,
      skuMarket: listing.sku_market ?? '',
      stock: opciones.stock ? change.stock : null,
      precioLista:
        opciones.precioLista && change.listaCents !== null
          ? amountFromCents(change.listaCents)
          : null,
      precioPromocional:
        opciones.precioPromocional && change.promoCents !== null
          ? amountFromCents(change.promoCents)
          : null,
    });
  });
  return { filas, errores };
}

/** The rows read by a file, as changes to apply with the same options. */
export function changesOfFilas(
  filas: readonly FilaPrecioStock[],
  opciones: Opciones,
): { changes: PriceStockChange[]; errores: FilaError[] } {
  const changes: PriceStockChange[] = [];
  const errores: FilaError[] = [];
  for (const f of filas) {
    const lista = opciones.precioLista ? centsOfAmount(f.precioLista) : null;
    const promo = opciones.precioPromocional ? centsOfAmount(f.precioPromocional) : null;
    if (lista === undefined || promo === undefined) {
      errores.push({
        fila: f.fila,
        skuSeller: f.skuSeller,
        skuMarket: f.skuMarket,
        motivo: bulkMessages.priceDecimals,
      });
      continue;
    }
    changes.push({
      fila: f.fila,
      idPublicacion: f.idPublicacion,
      skuSeller: f.skuSeller,
      skuMarket: f.skuMarket,
      opciones,
      stock: opciones.stock ? f.stock : null,
      listaCents: lista,
      promoCents: promo,
    });
  }
  return { changes, errores };
}

export interface Applied {
  actualizadas: number;
  errores: FilaError[];
}

/**
 * Applies the changes that keep the rules, in the caller's transaction: the listings of the
 * scope are locked, every change is checked again against them, the valid ones are written
 * in one statement, then each changed listing gets its audit row, and its notifications are
 * queued (written as soon as the caller's transaction commits: `deliverQueuedNotifications`).
 */
export async function applyPriceStock(
  q: Queryable,
  scope: Scope,
  userId: number,
  changes: readonly PriceStockChange[],
  /** What the Historial names the batch by: its kind and the file it came from, if any. */
  batch: { kind: string; archivo?: string | null },
): Promise<Applied> {
  const errores: FilaError[] = [];
  const stored = await byIds(
    q,
    scope,
    changes.map((c) => c.idPublicacion),
    true,
  );
  const byId = new Map(stored.map((s) => [s.id_publicacion, s]));
  const firstRow = new Map<number, number>();
  const valid: { c: PriceStockChange; s: StoredListing }[] = [];
  for (const c of changes) {
    const fail = (motivo: string, s?: StoredListing) =>
      errores.push({
        fila: c.fila,
        skuSeller: s ? s.sku_seller : c.skuSeller,
        skuMarket: s ? s.sku_market : c.skuMarket,
        motivo,
      });
    const s = byId.get(c.idPublicacion);
    const seen = firstRow.get(c.idPublicacion);
    if (seen !== undefined) {
      fail(bulkMessages.duplicateRow(seen), s);
      continue;
    }
    firstRow.set(c.idPublicacion, c.fila);
    if (!s) {
      fail(bulkMessages.listingNotFound(c.idPublicacion));
      continue;
    }
    const reasons = priceStockReasons(s, c);
    if (reasons.length > 0) {
      fail(reasons.join(' '), s);
      continue;
    }
    valid.push({ c, s });
  }

  const writes = valid.map(({ c, s }) => {
    const stock = c.opciones.stock && c.stock !== null ? c.stock : s.stock;
    const lista =
      c.opciones.precioLista && c.listaCents !== null
        ? c.listaCents
        : centsFromDecimal(s.precio_lista);
    const promo = c.opciones.precioPromocional ? c.promoCents : centsOf(s.precio_promocional);
    return { c, s, stock, lista, promo };
  });
  await writePriceStock(
    q,
    writes.map((w) => ({
      id: w.s.id_publicacion,
      stock: w.stock,
      precioLista: decimalFromCents(w.lista),
      precioPromocional: w.promo === null ? null : decimalFromCents(w.promo),
    })),
  );
  const audits: ListingAudit[] = [];
  const stockChanges: ListingChange[] = [];
  const priceChanges: ListingChange[] = [];
  for (const w of writes) {
    const before = {
      stock: w.s.stock,
      price: shownPriceCents(centsFromDecimal(w.s.precio_lista), centsOf(w.s.precio_promocional)),
    };
    const after = { stock: w.stock, price: shownPriceCents(w.lista, w.promo) };
    const listaChanged = w.lista !== centsFromDecimal(w.s.precio_lista);
    const promoChanged = w.promo !== centsOf(w.s.precio_promocional);
    if (before.stock === after.stock && !listaChanged && !promoChanged) continue;
    // A list price that changes under a promotional one leaves the shown price and the stock
    // as they were: its row has no before and after (as auditMany stores an empty detail).
    const detalle = priceStockChange(before, after);
    audits.push({
      id: w.s.id_publicacion,
      estado: w.s.estado,
      anterior: detalle?.anterior || null,
      nuevo: detalle?.nuevo || null,
    });
    const id = w.s.id_publicacion;
    // DECISIONS 27: one stock and one price notification per listing that changed.
    if (before.stock !== after.stock) {
      stockChanges.push({ idPublicacion: id, anterior: before.stock, actual: after.stock });
    }
    if (before.price !== after.price) {
      priceChanges.push({ idPublicacion: id, anterior: before.price, actual: after.price });
    }
  }
  await auditListings(q, audits, {
    evento: 'ACTUALIZACION_MASIVA',
    idUsuario: userId,
    lote: bulkBatch(batch.kind, listingsCount(audits.length), batch.archivo),
  });
  await queueListingChanges(q, 1, stockChanges);
  await queueListingChanges(q, 2, priceChanges);
  return { actualizadas: writes.length, errores };
}

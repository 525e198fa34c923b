// Listings in bulk (000 §2.8, §5, §7, §8; issue 6): the templates and lists to download, the
// mass creation, the prices-and-stock update by SKU seller (sellers) and by SKU market
// (staff), the type-and-shipping update, the bulk calls by id and the listings export.
// Sellers only ever read or change their own seller's listings, whatever they send (000 §6).
// Every apply is one transaction: a failure halfway writes nothing.
import { commonMessages } from '../../domain/texts/common.ts';
import type { Handlers, Session } from '../http/contract.ts';
import { ApiError, badRequest, forbidden } from '../http/errors.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import { auditMany, type AuditEntry } from '../audit.ts';
import { isSellerScoped } from '../../domain/roles.ts';
import { mayEditPricesAndType } from '../../domain/access/listing-fields.ts';
import { scopedSellerId } from '../../domain/permissions.ts';
import {
  BULK_MAX_ROWS,
  bulkMessages,
  excelExtensionOk,
  listFileNames,
  plantillaFileNames,
  type PlantillaTipo,
} from '../../domain/listing-bulk.ts';
import { listingDecision, listingOutcome } from '../../../machines/listing.ts';
import {
  checkListing,
  countListings,
  fieldsOf,
  listingsPage,
  loadPublicacion,
  writeDimensions,
  writeImages,
  type CamposPublicacion,
  type ListFilter,
  type Publicacion,
  bulkBatch,
  listingsCount,
  typeShippingChange,
} from '../listings/area.ts';
import { activeListingTypes } from '../catalogue/area.ts';
import { createRows, readCreationFile } from './creation.ts';
import {
  catalogueWorkbook,
  listingTypesWorkbook,
  listingsWorkbook,
  templateWorkbook,
} from './exports.ts';
import { readExcelForm, type ExcelForm } from './form.ts';
import {
  anyOption,
  applyPriceStock,
  centsOfAmount,
  changesOfFilas,
  readPriceStockFile,
  type FilaError,
  type Opciones,
  type PriceStockChange,
} from './price-stock.ts';
import {
  byIds,
  bySkuMarket,
  sellerSufijo,
  touchListing,
  writeTypeShipping,
  type Scope,
  type StoredListing,
} from './repository.ts';
import { skuOf, templateRows } from './sheet-rows.ts';
import { bytesOfBase64, readWorkbook } from '../shared/workbooks.ts';

export type BulkOperation =
  | 'exportarMarcas'
  | 'exportarCategorias'
  | 'exportarTiposPublicacion'
  | 'plantillaPublicaciones'
  | 'leerCreacionMasiva'
  | 'creacionMasiva'
  | 'leerPublicacionesExcel'
  | 'actualizacionMasiva'
  | 'leerPublicacionesExcelPorCodigo'
  | 'actualizacionMasivaPorCodigo'
  | 'actualizacionMasivaTipoYEnvio'
  | 'actualizacionMasivaPrecioYStockBulk'
  | 'actualizarDimensionesBulk'
  | 'modificarImagenesBulk'
  | 'exportarPublicaciones';

/** How many reasons a 400 lists before it says how many more there are. */
const MAX_LISTED = 50;
/** How many 'no se importo' lines the answer's mensaje lists. */
const MAX_MENSAJE = 20;

/**
 * The listings a call may touch: a seller user's own seller's (000 §6, whatever it sends), or
 * every seller's for staff (null).
 */
function scopeOf(session: Session): Scope {
  if (!isSellerScoped(session.tipoUsuario)) return null;
  if (session.idSeller === null) throw forbidden();
  return session.idSeller;
}

/** The bulk calls that carry idUser act as the session's user only (like the settings). */
function checkUser(session: Session, idUser: number): void {
  if (idUser !== session.userId) throw forbidden(bulkMessages.otherUser);
}

/** Creation is the sellers' (the listing machine's CREAR); staff are told so. */
function creatingSeller(session: Session): number {
  const decision = listingDecision(null, { type: 'CREAR', tipoUsuario: session.tipoUsuario });
  if (decision !== 'ok' || session.idSeller === null) {
    throw forbidden(bulkMessages.creationBySeller);
  }
  return session.idSeller;
}

const byFila = (a: FilaError, b: FilaError) => a.fila - b.fila;

/** 400 when nothing could be applied: the title of 000 §8, then each row's reason. */
function nothingApplied(title: string, errores: readonly FilaError[]): ApiError {
  const lines = [...errores]
    .sort(byFila)
    .slice(0, MAX_LISTED)
    .map((e) => bulkMessages.rowFailed(e.fila, e.motivo));
  if (errores.length > MAX_LISTED) lines.push(bulkMessages.andMore(errores.length - MAX_LISTED));
  return badRequest(title, ...lines);
}

/** The answer's mensaje (000 §8: 'no se importo' with the failed SKU). */
function mensajeOf(
  errores: readonly FilaError[],
  total: number,
  sku: (e: FilaError) => string | null,
) {
  if (errores.length === 0) return bulkMessages.allRead(total);
  const lines = errores.slice(0, MAX_MENSAJE).map((e) => {
    const s = sku(e);
    return s === null
      ? bulkMessages.rowNotImported(e.fila, e.motivo)
      : bulkMessages.notImported(s, e.motivo);
  });
  if (errores.length > MAX_MENSAJE) lines.push(bulkMessages.andMore(errores.length - MAX_MENSAJE));
  return [bulkMessages.someFailed(errores.length, total), ...lines].join('\n');
}

/** A stored listing as the form would send it again (for the checks of an edit). */
function camposOfPublicacion(p: Publicacion): CamposPublicacion {
  return {
    titulo: p.titulo,
    ean: p.ean,
    categoria: p.categoria ?? '',
    marca: p.marca ?? '',
    stock: p.stock,
    skuSeller: p.skuSeller,
    precioLista: p.precioLista,
    precioPromocional: p.precioPromocional,
    alicuotaIva: p.alicuotaIva ?? 0,
    alicuotaImpuestoInterno: p.alicuotaImpuestoInterno,
    idTipoPublicacion: p.idTipoPublicacion ?? 0,
    tipoEntrega: p.tipoEntrega,
    envioGratis: p.envioGratis,
    envioPropio: p.envioPropio,
    dimensiones: p.dimensiones,
    imagenes: p.imagenes,
    descripcionAmpliada: p.descripcionAmpliada,
    observacion: p.observacion,
    linkYoutube: p.linkYoutube,
    garantiaFabrica: p.garantiaFabrica,
    garantiaExtCuotas: p.garantiaExtCuotas,
  };
}

/** The checks before a prices-and-stock file is read: file, extension, options. */
function checkExcelForm(form: ExcelForm, opciones: Opciones): void {
  if (form.upload.bytes === null || form.upload.bytes.length === 0) {
    throw badRequest(bulkMessages.noFile);
  }
  if (!excelExtensionOk(form.upload.filename)) throw badRequest(bulkMessages.wrongExtension);
  if (!anyOption(opciones)) throw badRequest(bulkMessages.noImportOption);
}

/** 000 §2.8, §5: the admin moderator imports stock only (prices are not the admin's). */
function optionsFor(session: Session, sent: Opciones): Opciones {
  return mayEditPricesAndType(session.tipoUsuario)
    ? sent
    : { stock: true, precioLista: false, precioPromocional: false };
}

/** The batch of a prices-and-stock file (000 §7), as each listing's Historial names it. */
const PRICE_STOCK_FILE = 'Actualización masiva de precio y stock';

export function listingsBulkHandlers(s: Services): Pick<Handlers, BulkOperation> {
  const fileExists = (nombre: string, q: Queryable) => s.files.exists(nombre, q);

  /**
   * One listing per entry, changed by `change` in one transaction: each entry is locked within
   * the scope, checked with the listing's rules (checkListing, as an edit) and written.
   */
  async function perListing<E extends { idPublicacion: number }>(
    session: Session,
    entries: readonly E[],
    evento: string,
    /** The batch's kind, as each listing's Historial names it. */
    kind: string,
    failTitle: string,
    change: (p: Publicacion, e: E) => CamposPublicacion,
    write: (q: Queryable, id: number, campos: CamposPublicacion) => Promise<void>,
  ) {
    const scope = scopeOf(session);
    return s.db.tx(async (q) => {
      const stored = await byIds(
        q,
        scope,
        entries.map((e) => e.idPublicacion),
        true,
      );
      const live = new Set(stored.map((l) => l.id_publicacion));
      const errores: FilaError[] = [];
      const firstRow = new Map<number, number>();
      const audits: AuditEntry[] = [];
      for (const [i, e] of entries.entries()) {
        const fila = i + 1;
        const fail = (motivo: string, p?: Publicacion) =>
          errores.push({
            fila,
            skuSeller: p ? p.skuSeller : null,
            skuMarket: p ? p.skuMarket : null,
            motivo,
          });
        const seen = firstRow.get(e.idPublicacion);
        if (seen !== undefined) {
          fail(bulkMessages.duplicateRow(seen));
          continue;
        }
        firstRow.set(e.idPublicacion, fila);
        const p = live.has(e.idPublicacion) ? await loadPublicacion(q, e.idPublicacion) : null;
        if (!p) {
          fail(bulkMessages.listingNotFound(e.idPublicacion));
          continue;
        }
        const campos = change(p, e);
        try {
          const f = fieldsOf(campos);
          await checkListing(q, p.idSeller, campos, f, p.idPublicacion, fileExists);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          fail(err.errores.join(' '), p);
          continue;
        }
        await write(q, p.idPublicacion, campos);
        await touchListing(q, p.idPublicacion);
        audits.push({
          entidad: 'publicacion',
          idEntidad: p.idPublicacion,
          desde: String(p.estado),
          hacia: String(p.estado),
          evento,
          idUsuario: session.userId,
        });
      }
      const actualizadas = audits.length;
      if (actualizadas === 0) throw nothingApplied(failTitle, errores);
      const lote = bulkBatch(kind, listingsCount(actualizadas));
      await auditMany(
        q,
        audits.map((a) => ({ ...a, lote })),
      );
      return { actualizadas, errores };
    });
  }

  /** Applies stock and price changes in one transaction; 400 when none could be applied. */
  async function applyChanges(
    session: Session,
    scope: Scope,
    changes: PriceStockChange[],
    before: FilaError[],
    failTitle: string,
    batch: { kind: string; archivo?: string | null },
  ) {
    return s.db.tx(async (q) => {
      const applied = await applyPriceStock(q, scope, session.userId, changes, batch);
      const errores = [...before, ...applied.errores].sort(byFila);
      if (applied.actualizadas === 0) throw nothingApplied(failTitle, errores);
      return { actualizadas: applied.actualizadas, errores };
    });
  }

  async function readPriceStock(
    session: Session,
    form: ExcelForm,
    kind: 'skuSeller' | 'codigo',
    scope: Scope,
  ) {
    const opciones = kind === 'codigo' ? optionsFor(session, form.opciones) : form.opciones;
    checkExcelForm(form, opciones);
    const content = await readWorkbook(form.upload);
    const { filas, errores } = await readPriceStockFile(s.db, content, kind, scope, opciones);
    const sku = (e: FilaError) => (kind === 'skuSeller' ? e.skuSeller : e.skuMarket);
    return {
      error: errores.length > 0,
      mensaje: mensajeOf(errores, filas.length + errores.length, sku),
      skuSellerFallo: errores.map(sku).filter((x): x is string => x !== null),
      fallaronTodos: filas.length === 0,
      filas,
      errores,
    };
  }

  return {
    async exportarMarcas() {
      return {
        excelBase64: await catalogueWorkbook(s.db, 'marcas'),
        message: bulkMessages.exported,
        nombreArchivo: listFileNames.marcas,
      };
    },

    async exportarCategorias() {
      return {
        excelBase64: await catalogueWorkbook(s.db, 'subfamilias'),
        message: bulkMessages.exported,
        nombreArchivo: listFileNames.categorias,
      };
    },

    async exportarTiposPublicacion() {
      return {
        excelBase64: await listingTypesWorkbook(s.db),
        message: bulkMessages.exported,
        nombreArchivo: listFileNames.tiposPublicacion,
      };
    },

    async plantillaPublicaciones({ query, session }) {
      const tipo: PlantillaTipo = query.Tipo;
      const seller = isSellerScoped(session.tipoUsuario);
      // 000 §2.8: sellers use the SKU-seller template, staff the code and type-and-shipping
      // ones; everyone with the area may look at the creation template.
      if (
        (tipo === 'skuSeller' && !seller) ||
        ((tipo === 'codigo' || tipo === 'tipoYEnvio') && seller)
      ) {
        throw forbidden();
      }
      const idSeller =
        tipo === 'skuSeller'
          ? session.idSeller
          : query.IdSeller !== undefined && query.IdSeller > 0
            ? query.IdSeller
            : null;
      return {
        excelBase64: await templateWorkbook(s.db, tipo, idSeller),
        message: bulkMessages.exported,
        nombreArchivo: plantillaFileNames[tipo],
      };
    },

    async leerCreacionMasiva({ body, session }) {
      const idSeller = creatingSeller(session);
      const content = await readWorkbook({
        bytes: bytesOfBase64(body.file),
        filename: body.filename,
      });
      const { masivaBulks, errores } = await readCreationFile(s.db, idSeller, content, fileExists);
      return { masivaBulks, errores, fallaronTodos: masivaBulks.length === 0 };
    },

    async creacionMasiva({ body, session }) {
      const idSeller = creatingSeller(session);
      checkUser(session, body.idUser);
      const estado = listingOutcome(null, { type: 'CREAR', tipoUsuario: session.tipoUsuario });
      if (estado === null) throw forbidden(bulkMessages.creationBySeller);
      return s.db.tx(async (q) => {
        const sufijo = await sellerSufijo(q, idSeller);
        if (sufijo === undefined) throw badRequest(commonMessages.sellerNotFound);
        const { publicaciones, errores } = await createRows(
          q,
          { idSeller, sufijo },
          estado,
          session.userId,
          body.masivaBulks,
          fileExists,
          bulkBatch(
            'Creación masiva',
            `${String(body.masivaBulks.length)} ${body.masivaBulks.length === 1 ? 'fila' : 'filas'}`,
            body.nombreArchivo,
          ),
        );
        if (publicaciones.length === 0) throw nothingApplied(bulkMessages.createFailed, errores);
        return { creadas: publicaciones.length, publicaciones, errores: errores.sort(byFila) };
      });
    },

    async leerPublicacionesExcel({ request, session }) {
      const form = await readExcelForm(request);
      const { filas, ...rest } = await readPriceStock(session, form, 'skuSeller', scopeOf(session));
      return { ...rest, listaExcel: filas };
    },

    async actualizacionMasiva({ body, session }) {
      const opciones: Opciones = {
        stock: body.ch_stock,
        precioLista: body.ch_precioLista,
        precioPromocional: body.ch_precioPromocional,
      };
      if (!anyOption(opciones)) throw badRequest(bulkMessages.noImportOption);
      const { changes, errores } = changesOfFilas(body.listaAtributos, opciones);
      return applyChanges(session, scopeOf(session), changes, errores, bulkMessages.updateFailed, {
        kind: PRICE_STOCK_FILE,
        archivo: body.nombreArchivo ?? null,
      });
    },

    async leerPublicacionesExcelPorCodigo({ request, session }) {
      const form = await readExcelForm(request);
      const { filas, ...rest } = await readPriceStock(session, form, 'codigo', null);
      return { ...rest, listaElementos: filas };
    },

    async actualizacionMasivaPorCodigo({ body, session }) {
      const opciones = optionsFor(session, {
        stock: body.ch_stock,
        precioLista: body.ch_precioLista,
        precioPromocional: body.ch_precioPromocional,
      });
      if (!anyOption(opciones)) throw badRequest(bulkMessages.noImportOption);
      const { changes, errores } = changesOfFilas(body.listaElementos, opciones);
      return applyChanges(session, null, changes, errores, bulkMessages.updateFailed, {
        kind: PRICE_STOCK_FILE,
        archivo: body.nombreArchivo ?? null,
      });
    },

    async actualizacionMasivaTipoYEnvio({ body, session }) {
      const content = await readWorkbook({
        bytes: bytesOfBase64(body.file),
        filename: body.filename,
      });
      const rows = templateRows(content, 'tipoYEnvio', [
        'skuMarket',
        'idTipoPublicacion',
        'envioGratis',
      ]);
      const skus = rows.map((r) => skuOf(r.raw('skuMarket')));
      const wanted = [...new Set(skus.filter((x): x is string => x !== null))];
      return s.db.tx(async (q) => {
        const active = await activeListingTypes(q, { orderBy: 'id' });
        const tipos = new Set(active.map((t) => t.idTipoPublicacion));
        const names = new Map(active.map((t) => [t.idTipoPublicacion, t.descripcion]));
        const typeName = (id: number | null) =>
          id === null ? 'sin tipo' : (names.get(id) ?? `tipo ${String(id)}`);
        const stored = await bySkuMarket(q, null, wanted, true);
        const bySku = new Map<string, StoredListing>();
        for (const l of stored) {
          const key = l.sku_market?.toLowerCase();
          if (key !== undefined && !bySku.has(key)) bySku.set(key, l);
        }
        const errores: FilaError[] = [];
        const writes: { l: StoredListing; tipo: number | null; envio: boolean }[] = [];
        const firstRow = new Map<string, number>();
        rows.forEach((row, i) => {
          const sku = skus[i] ?? null;
          const fail = (motivo: string, l?: StoredListing) =>
            errores.push({
              fila: row.fila,
              skuSeller: l ? l.sku_seller : null,
              skuMarket: l ? l.sku_market : sku,
              motivo,
            });
          if (sku === null) return fail(bulkMessages.skuMarketRequired);
          const key = sku.toLowerCase();
          const seen = firstRow.get(key);
          if (seen !== undefined) return fail(bulkMessages.duplicateRow(seen));
          firstRow.set(key, row.fila);
          const l = bySku.get(key);
          if (!l) return fail(bulkMessages.skuMarketNotFound(sku));
          const tipo = row.value('idTipoPublicacion');
          const envio = row.value('envioGratis');
          if (row.errors.length > 0) return fail(row.errors.join(' '), l);
          if (tipo === null && envio === null) return fail(bulkMessages.nothingToUpdate, l);
          const nuevoTipo = typeof tipo === 'number' ? tipo : l.id_tipo_publicacion;
          if (typeof tipo === 'number' && !tipos.has(tipo)) {
            return fail(bulkMessages.typeNotFound, l);
          }
          // 000 §5: the listing type is disabled for the admin moderator.
          if (!mayEditPricesAndType(session.tipoUsuario) && nuevoTipo !== l.id_tipo_publicacion) {
            return fail(bulkMessages.typeNotForAdmin, l);
          }
          writes.push({
            l,
            tipo: nuevoTipo,
            envio: typeof envio === 'boolean' ? envio : l.envio_gratis,
          });
        });
        if (writes.length === 0) {
          return { actualizadas: 0, errores: errores.sort(byFila), fallaronTodos: true };
        }
        await writeTypeShipping(
          q,
          writes.map((w) => ({
            id: w.l.id_publicacion,
            idTipoPublicacion: w.tipo,
            envioGratis: w.envio,
          })),
        );
        const changed = writes.filter(
          (w) => w.tipo !== w.l.id_tipo_publicacion || w.envio !== w.l.envio_gratis,
        );
        const lote = bulkBatch(
          'Actualización masiva de tipo de publicación y envío',
          listingsCount(changed.length),
          body.filename,
        );
        await auditMany(
          q,
          changed.map((w) => ({
            entidad: 'publicacion',
            idEntidad: w.l.id_publicacion,
            desde: String(w.l.estado),
            hacia: String(w.l.estado),
            evento: 'ACTUALIZACION_TIPO_Y_ENVIO',
            idUsuario: session.userId,
            detalle: typeShippingChange(
              { tipo: typeName(w.l.id_tipo_publicacion), envio: w.l.envio_gratis },
              { tipo: typeName(w.tipo), envio: w.envio },
            ),
            lote,
          })),
        );
        return { actualizadas: writes.length, errores: errores.sort(byFila), fallaronTodos: false };
      });
    },

    async actualizacionMasivaPrecioYStockBulk({ body, session }) {
      checkUser(session, body.idUser);
      const entries = body.actualizarPrecioYStockBulks;
      if (
        !mayEditPricesAndType(session.tipoUsuario) &&
        entries.some((e) => e.precioLista !== undefined || e.precioPromocional !== undefined)
      ) {
        throw forbidden(bulkMessages.pricesNotForAdminRow);
      }
      const changes: PriceStockChange[] = [];
      const errores: FilaError[] = [];
      entries.forEach((e, i) => {
        const fila = i + 1;
        const opciones: Opciones = {
          stock: e.stock !== undefined,
          precioLista: e.precioLista !== undefined,
          precioPromocional: e.precioPromocional !== undefined,
        };
        const fail = (motivo: string) =>
          errores.push({ fila, skuSeller: null, skuMarket: null, motivo });
        if (!anyOption(opciones)) return fail(bulkMessages.nothingToUpdate);
        const lista = e.precioLista === undefined ? null : centsOfAmount(e.precioLista);
        const promo = e.precioPromocional === undefined ? null : centsOfAmount(e.precioPromocional);
        if (lista === undefined || promo === undefined) {
          return fail(bulkMessages.priceDecimals);
        }
        changes.push({
          fila,
          idPublicacion: e.idPublicacion,
          skuSeller: null,
          skuMarket: null,
          opciones,
          stock: e.stock ?? null,
          listaCents: lista,
          promoCents: promo,
        });
      });
      return applyChanges(
        session,
        scopeOf(session),
        changes,
        errores,
        bulkMessages.priceStockFailed,
        { kind: 'Actualización de precio y stock por integración' },
      );
    },

    async actualizarDimensionesBulk({ body, session }) {
      checkUser(session, body.idUser);
      return perListing(
        session,
        body.actualizarDimensiones,
        'ACTUALIZAR_DIMENSIONES',
        'Actualización de dimensiones por integración',
        bulkMessages.dimensionsFailed,
        (p, e) => ({ ...camposOfPublicacion(p), dimensiones: e.dimensiones }),
        (q, id, campos) => writeDimensions(q, id, fieldsOf(campos)),
      );
    },

    async modificarImagenesBulk({ body, session }) {
      checkUser(session, body.idUser);
      return perListing(
        session,
        body.actualizarImagenesBulks,
        'MODIFICAR_IMAGENES',
        'Actualización de imágenes por integración',
        bulkMessages.updateFailed,
        (p, e) => {
          // An address the listing already has keeps its image (and its id).
          const own = [...p.imagenes];
          const imagenes = e.imagenes.map((img) => {
            const url = img.urlImagen.trim().replace(/^https?:\/\/[^/]+(?=\/Imagen\/)/i, '');
            const i = own.findIndex((o) => o.urlImagen === url);
            const idImagen = i >= 0 ? (own.splice(i, 1)[0]?.idImagen ?? null) : null;
            return { idImagen, urlImagen: url, posicion: img.posicion };
          });
          return { ...camposOfPublicacion(p), imagenes };
        },
        (q, id, campos) => writeImages(q, id, campos),
      );
    },

    async exportarPublicaciones({ body, session }) {
      const idSeller = isSellerScoped(session.tipoUsuario)
        ? scopeOf(session)
        : scopedSellerId(session, body.IdSeller ?? null);
      const desde = body.FechaDesde ?? undefined;
      const hasta = body.FechaHasta ?? undefined;
      if (desde && hasta && desde > hasta) {
        throw badRequest(commonMessages.dateRangeInverted);
      }
      const filter: ListFilter = {
        idSeller,
        skuSeller: body.SkuSeller ?? undefined,
        skuMarket: body.SkuMarket ?? undefined,
        marca: body.Marca ?? undefined,
        categoria: body.Categoria ?? undefined,
        estado: body.Estado ?? undefined,
        fechaDesde: desde,
        fechaHasta: hasta,
        // 000 §6: the listing-type filter is staff's.
        idTipoPublicacion: isSellerScoped(session.tipoUsuario)
          ? undefined
          : (body.IdTipoPublicacion ?? undefined),
        stock: body.Stock ?? undefined,
      };
      const n = await countListings(s.db, filter);
      if (n > BULK_MAX_ROWS) throw badRequest(bulkMessages.exportTooBig(n));
      const rows = await listingsPage(s.db, filter, 1, BULK_MAX_ROWS);
      return {
        excelBase64: await listingsWorkbook(rows),
        message: bulkMessages.exported,
        nombreArchivo: 'Publicaciones.xlsx',
        cantidad: rows.length,
      };
    },
  };
}

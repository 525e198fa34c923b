// The listings area (000 §2.6, §2.7, §4, §5, §7): the list and its counters, one listing,
// create, edit, the status workflow (the same machine the screens run: machines/listing.ts)
// and images. Sellers only ever read or change their own seller's listings (000 §6).
import { commonMessages } from '../../domain/texts/common.ts';
import type { Handlers, Session } from '../http/contract.ts';
import { noContent, replySent } from '../http/contract.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { checkSellerScope, notYourListing } from '../shared/seller-scope.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import { audit } from '../audit.ts';
import { notify } from '../shared/notify.ts';
import { sniffImage } from '../files/store.ts';
import { isSellerScoped } from '../../domain/roles.ts';
import {
  mayEditOwnShipping,
  mayEditPricesAndType,
  mayReorderImages,
} from '../../domain/access/listing-fields.ts';
import { scopedSellerId } from '../../domain/permissions.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { listingMessages, MAX_IMAGE_BYTES, shownPriceCents } from '../../domain/listing-rules.ts';
import {
  estadoPublicacionLabels,
  eventForEstado,
  listingDecision,
  listingEditable,
  listingNotEditable,
  listingOutcome,
  type EstadoPublicacion,
  type ListingEvent,
} from '../../../machines/listing.ts';
import { allowedOutcome, writeStep } from '../workflow.ts';
import { historyPage } from '../history.ts';
import {
  bulkBatch,
  listingHistoryEntities,
  listingHistoryTexts,
  listingsCount,
  priceStockChange,
} from './history.ts';
import { listingsPending } from '../pending/area.ts';
import {
  imageIdsOf,
  lastReviewReason,
  listingCounters,
  listingsList,
  loadListingRow,
  loadPublicacion,
  lockListing,
  reviewReasonExists,
  sellerOfNewListing,
  setImagePosition,
  syncMainImage,
  updateListingFields,
  writeListingEstado,
  type CountersRow,
  type ListFilter,
  type ListingRow,
  type Publicacion,
  reviewReasonText,
} from './repository.ts';
import {
  checkListing,
  columnValues,
  fieldsOf,
  insertListing,
  writeDimensions,
  writeImages,
  type CamposPublicacion,
} from './write.ts';

export const PAGE_SIZE = 10;

type ListingOperation =
  | 'listarPublicaciones'
  | 'encabezadosPublicaciones'
  | 'obtenerPublicacion'
  | 'historialPublicacion'
  | 'crearPublicacion'
  | 'editarPublicacion'
  | 'cambiarEstadoPublicacion'
  | 'eliminarPublicacion'
  | 'aprobarPublicacion'
  | 'desaprobarPublicacion'
  | 'cambiarEstadoPublicacionBulk'
  | 'actualizarPosicionImagenes'
  | 'subirImagen'
  | 'obtenerImagen';

const notAllowedInState = (row: { estado: EstadoPublicacion }) =>
  row.estado === 5
    ? listingMessages.eliminated
    : `La publicación no admite esa acción en su estado actual (${estadoPublicacionLabels[row.estado].texto}).`;

/** The listing, locked for the rest of the transaction, within the session's scope. */
async function lockedRow(q: Queryable, session: Session, id: number): Promise<ListingRow> {
  const locked = await lockListing(q, id);
  if (!locked) throw notFound(listingMessages.notFound);
  checkSellerScope(session, locked.id_seller, notYourListing);
  const row = await loadListingRow(q, id);
  if (!row) throw notFound(listingMessages.notFound);
  return row;
}

interface EventExtras {
  observacionesRevision?: string | null;
  /** The batch of a bulk change, for the Historial. */
  lote?: string | null;
}

/**
 * Runs one workflow event on a stored listing: the machine decides (403 role, 409 state), then
 * the estado, the review reason and the audit row are written in the caller's transaction.
 */
async function applyEvent(
  q: Queryable,
  session: Session,
  row: ListingRow,
  event: ListingEvent,
  extras: EventExtras = {},
): Promise<void> {
  const hacia = allowedOutcome(
    {
      decision: listingDecision(row.estado, event),
      outcome: () => listingOutcome(row.estado, event),
    },
    { estado: () => notAllowedInState(row) },
  );

  let motivo: number | null = row.id_motivo_revision;
  let comentario: string | null = row.observaciones_revision;
  if (
    (event.type === 'DESAPROBAR' && typeof event.idMotivoRevision === 'number') ||
    event.type === 'CAMBIAR_MOTIVO'
  ) {
    const id = event.idMotivoRevision ?? null;
    if (!(await reviewReasonExists(q, id))) throw badRequest(listingMessages.reviewReasonNotFound);
    motivo = id;
    const texto = extras.observacionesRevision?.trim() ?? '';
    // 000 §4: the comment box is shown only for the last reason of the list.
    comentario = id === (await lastReviewReason(q)) && texto !== '' ? texto : null;
  } else if (hacia !== 4) {
    motivo = null;
    comentario = null;
  }
  // The Historial says the reason given with a rejection or a change of reason, in words.
  const reasonGiven = event.type === 'DESAPROBAR' || event.type === 'CAMBIAR_MOTIVO';
  const step = {
    entidad: 'publicacion',
    idEntidad: row.id_publicacion,
    desde: row.estado,
    hacia,
    evento: event.type,
    detalle: reasonGiven ? { motivo: await reviewReasonText(q, motivo), comentario } : null,
    lote: extras.lote ?? null,
  };
  await writeStep(q, session, step, async () => {
    await writeListingEstado(q, row.id_publicacion, hacia, motivo, comentario);
  });
}

export function listingsHandlers(s: Services): Pick<Handlers, ListingOperation> {
  const fileExists = (nombre: string, q: Queryable) => s.files.exists(nombre, q);

  async function changeEstado(
    session: Session,
    id: number,
    pick: (row: ListingRow) => ListingEvent | null,
    extras?: EventExtras,
  ): Promise<Publicacion> {
    return s.db.tx(async (q) => {
      const row = await lockedRow(q, session, id);
      const event = pick(row);
      if (event === null) throw badRequest(listingMessages.invalidRequestedState);
      await applyEvent(q, session, row, event, extras);
      const out = await loadPublicacion(q, id);
      if (!out) throw notFound();
      return out;
    });
  }

  /** The scope of a list: one seller or (null) every seller. */
  function scopeOf(session: Session, requested: number | undefined): number | null {
    return scopedSellerId(session, requested ?? null);
  }

  async function counters(idSeller: number | null) {
    return countersOf((await listingCounters(s.db, idSeller)) ?? null);
  }

  function countersOf(row: CountersRow | null) {
    const r = row ?? { total: 0, en_revision: 0, activos: 0, con_stock: 0 };
    return {
      cantidadTotal: r.total,
      enRevision: r.en_revision,
      activos: r.activos,
      conStockNoPublicados: r.con_stock,
    };
  }

  return {
    async listarPublicaciones({ query, session }) {
      const idSeller = scopeOf(session, query.IdSeller);
      if (query.FechaDesde && query.FechaHasta && query.FechaDesde > query.FechaHasta) {
        throw badRequest(commonMessages.dateRangeInverted);
      }
      const filter: ListFilter = {
        idSeller,
        skuSeller: query.SkuSeller,
        skuMarket: query.SkuMarket,
        marca: query.Marca,
        categoria: query.Categoria,
        estado: query.Estado,
        fechaDesde: query.FechaDesde,
        fechaHasta: query.FechaHasta,
        // 000 §6: the listing-type filter is staff's.
        idTipoPublicacion: isSellerScoped(session.tipoUsuario)
          ? undefined
          : query.IdTipoPublicacion,
        stock: query.Stock,
        pendiente: listingsPending(session, query.Pendiente),
      };
      const size = query.CantidadPagina ?? PAGE_SIZE;
      const {
        total,
        rows,
        counters: r,
      } = await listingsList(s.db, filter, query.NumeroPagina ?? 1, size);
      const c = countersOf(r);
      const staffView = !isSellerScoped(session.tipoUsuario);
      return {
        elementos: rows.map((r) => ({
          idPublicacion: r.id_publicacion,
          idSeller: r.id_seller,
          nombreSeller: r.nombre_seller,
          fechaPublicacion: (r.fecha_publicacion instanceof Date
            ? r.fecha_publicacion
            : new Date(r.fecha_publicacion)
          ).toISOString(),
          imagen: r.imagen_principal,
          titulo: r.titulo,
          descripcionMarca: r.descripcion_marca,
          descripcionCategoria: r.descripcion_categoria,
          skuSeller: r.sku_seller,
          skuMarket: r.sku_market,
          tipoPublicacion: r.tipo_publicacion,
          stock: r.stock,
          tipoEntrega: r.tipo_entrega,
          envioGratis: r.envio_gratis,
          precioLista: amountFromCents(centsFromDecimal(r.precio_lista)),
          precioPromocional:
            r.precio_promocional === null
              ? null
              : amountFromCents(centsFromDecimal(r.precio_promocional)),
          estado: r.estado,
          // 000 §2.6: 'PRODUCTO EXCEPTUADO' is shown to staff only.
          exceptuado: staffView && r.exceptuado,
        })),
        cantidadTotal: total,
        cantidadPagina: size,
        cantidades: {
          enRevision: c.enRevision,
          activos: c.activos,
          conStockNoPublicados: c.conStockNoPublicados,
        },
      };
    },

    async encabezadosPublicaciones({ query, session }) {
      return counters(scopeOf(session, query.IdSeller));
    },

    async obtenerPublicacion({ query, session }) {
      const row = await loadListingRow(s.db, query.IdPublicacion);
      if (!row || row.estado === 5) throw notFound(listingMessages.notFound);
      checkSellerScope(session, row.id_seller, notYourListing);
      const out = await loadPublicacion(s.db, row.id_publicacion);
      if (!out) throw notFound(listingMessages.notFound);
      if (isSellerScoped(session.tipoUsuario)) out.exceptuado = false;
      return out;
    },

    async historialPublicacion({ query, session }) {
      // Read as the listing is: a deleted one, or another seller's, is not found.
      const row = await loadListingRow(s.db, query.IdPublicacion);
      const hidden =
        !row ||
        row.estado === 5 ||
        (isSellerScoped(session.tipoUsuario) && row.id_seller !== session.idSeller);
      if (hidden) throw notFound(listingMessages.notFound);
      return historyPage(s.db, {
        entidades: listingHistoryEntities,
        idEntidad: row.id_publicacion,
        numeroPagina: query.NumeroPagina,
        viewer: session,
        texts: listingHistoryTexts,
      });
    },

    async crearPublicacion({ body, session }) {
      checkSellerScope(session, body.idSeller, notYourListing);
      const decision = listingDecision(null, { type: 'CREAR', tipoUsuario: session.tipoUsuario });
      if (decision !== 'ok') throw forbidden();
      const campos: CamposPublicacion = body;
      const f = fieldsOf(campos);
      return s.db.tx(async (q) => {
        const seller = await sellerOfNewListing(q, body.idSeller);
        if (!seller) throw badRequest(commonMessages.sellerNotFound);
        // 000 §2.7: own logistics is staff's to set; a seller's new listing does not have it.
        if (campos.envioPropio === true) throw forbidden(listingMessages.ownLogisticsStaffOnly);
        await checkListing(q, body.idSeller, campos, f, null, fileExists);
        const estado = listingOutcome(null, { type: 'CREAR', tipoUsuario: session.tipoUsuario });
        if (estado === null) throw forbidden();
        const { id } = await insertListing(q, {
          idSeller: body.idSeller,
          sufijo: seller.sufijo,
          estado,
          userId: session.userId,
          campos,
          f,
        });
        const out = await loadPublicacion(q, id);
        if (!out) throw new Error('publicación creada no encontrada');
        return out;
      });
    },

    async editarPublicacion({ body, session }) {
      const campos: CamposPublicacion = body;
      const f = fieldsOf(campos);
      return s.db.tx(async (q) => {
        const row = await lockedRow(q, session, body.idPublicacion);
        if (!listingEditable(row.estado)) throw conflict(listingNotEditable);
        const before = await loadPublicacion(q, row.id_publicacion);
        if (!before) throw notFound();
        // 000 §5: prices, listing type and commission are disabled for the admin moderator.
        if (!mayEditPricesAndType(session.tipoUsuario)) {
          const samePromo =
            (before.precioPromocional ?? null) === (campos.precioPromocional ?? null);
          if (
            before.precioLista !== campos.precioLista ||
            !samePromo ||
            before.idTipoPublicacion !== campos.idTipoPublicacion
          ) {
            throw forbidden(listingMessages.adminMayNotEditPrices);
          }
        }
        // 000 §2.7: own logistics only when the seller has own shipping; only staff change it.
        const envioPropio = campos.envioPropio ?? false;
        if (envioPropio !== row.envio_propio) {
          if (!mayEditOwnShipping(session.tipoUsuario))
            throw forbidden(listingMessages.ownLogisticsChangeStaffOnly);
          if (envioPropio && !row.seller_envio_propio)
            throw badRequest(listingMessages.sellerWithoutOwnShipping);
        }
        await checkListing(q, row.id_seller, campos, f, row.id_publicacion, fileExists);
        await updateListingFields(q, row.id_publicacion, columnValues(campos, f));
        await writeDimensions(q, row.id_publicacion, f);
        await writeImages(q, row.id_publicacion, campos);
        const after = await loadPublicacion(q, row.id_publicacion);
        if (!after) throw notFound();
        // DECISIONS 27: stock (1) and price (2) changes notify, in this same transaction.
        const common = {
          idSeller: after.idSeller,
          codigoProducto: after.skuMarket,
          imagen: after.imagenes[0]?.urlImagen ?? null,
          titulo: after.titulo,
        };
        if (before.stock !== after.stock) {
          await notify(q, {
            ...common,
            tipo: 1,
            idPublicacion: after.idPublicacion,
            stockAnterior: before.stock,
            stockActual: after.stock,
          });
        }
        const priceOf = (p: Publicacion) =>
          shownPriceCents(
            centsFromDecimal(p.precioLista.toFixed(2)),
            p.precioPromocional === null ? null : centsFromDecimal(p.precioPromocional.toFixed(2)),
          );
        if (priceOf(before) !== priceOf(after)) {
          await notify(q, {
            ...common,
            tipo: 2,
            idPublicacion: after.idPublicacion,
            precioAnteriorCentavos: priceOf(before),
            precioActualCentavos: priceOf(after),
          });
        }
        await audit(q, {
          entidad: 'publicacion',
          idEntidad: row.id_publicacion,
          desde: String(row.estado),
          hacia: String(row.estado),
          evento: 'EDITAR',
          idUsuario: session.userId,
          detalle: priceStockChange(
            { price: priceOf(before), stock: before.stock },
            { price: priceOf(after), stock: after.stock },
          ),
        });
        return after;
      });
    },

    async cambiarEstadoPublicacion({ body, session }) {
      return changeEstado(
        session,
        body.idPublicacion,
        (row) =>
          eventForEstado(
            body.estado,
            session.tipoUsuario,
            body.idMotivoRevision ?? null,
            row.estado,
          ),
        { observacionesRevision: body.observacionesRevision ?? null },
      );
    },

    async eliminarPublicacion({ query, session }) {
      await changeEstado(session, query.id, () => ({
        type: 'ELIMINAR',
        tipoUsuario: session.tipoUsuario,
      }));
      return noContent;
    },

    async aprobarPublicacion({ body, session }) {
      return changeEstado(session, body.idPublicacion, () => ({
        type: 'APROBAR',
        tipoUsuario: session.tipoUsuario,
      }));
    },

    async desaprobarPublicacion({ body, session }) {
      const motivo = body.idMotivoRevision ?? null;
      return changeEstado(
        session,
        body.IdPublicacion,
        () => ({ type: 'DESAPROBAR', tipoUsuario: session.tipoUsuario, idMotivoRevision: motivo }),
        { observacionesRevision: body.observacionesRevision ?? null },
      );
    },

    async cambiarEstadoPublicacionBulk({ body, session }) {
      const entries = body.cambiarEstadoPublicacionesBulks;
      const ids = entries.map((e) => e.idPublicaciones);
      if (new Set(ids).size !== ids.length) throw badRequest(listingMessages.listingRepeated);
      // All or nothing: every listing of the batch changes, so its size is the entries'.
      const lote = bulkBatch('Cambio de estado por integración', listingsCount(entries.length));
      return s.db.tx(async (q) => {
        const failures: { status: number; message: string }[] = [];
        for (const e of entries) {
          try {
            const row = await lockedRow(q, session, e.idPublicaciones);
            const event = eventForEstado(
              e.estados,
              session.tipoUsuario,
              e.idMotivoRevision ?? null,
              row.estado,
            );
            if (event === null) throw badRequest(listingMessages.invalidRequestedState);
            await applyEvent(q, session, row, event, { lote });
          } catch (err) {
            if (!(err instanceof ApiError)) throw err;
            failures.push({
              status: err.statusCode,
              message: `Publicación ${e.idPublicaciones}: ${err.errores.join(' ')}`,
            });
          }
        }
        if (failures.length > 0) {
          // All or nothing: the transaction is rolled back by the throw.
          const status =
            [403, 400, 404, 409].find((c) => failures.some((f) => f.status === c)) ?? 409;
          throw new ApiError(
            status,
            failures.map((f) => f.message),
          );
        }
        return { actualizadas: entries.length };
      });
    },

    async actualizarPosicionImagenes({ body, session }) {
      return s.db.tx(async (q) => {
        const row = await lockedRow(q, session, body.idPublicacion);
        if (!listingEditable(row.estado)) throw conflict(listingNotEditable);
        if (!mayReorderImages(session.tipoUsuario)) throw forbidden();
        const own = new Set(await imageIdsOf(q, row.id_publicacion));
        // 000 §5: only saved images can be reordered.
        const saved = body.imagenes.flatMap(({ idImagen, posicion }) =>
          idImagen !== null && own.has(idImagen) ? [{ idImagen, posicion }] : [],
        );
        if (saved.length !== body.imagenes.length || body.imagenes.length !== own.size) {
          throw badRequest(listingMessages.reorderUnsaved);
        }
        const positions = saved.map((i) => i.posicion).sort((a, b) => a - b);
        if (positions.some((p, i) => p !== i + 1)) throw badRequest(listingMessages.imagePositions);
        for (const img of saved) {
          await setImagePosition(q, img.idImagen, img.posicion);
        }
        await syncMainImage(q, row.id_publicacion);
        await audit(q, {
          entidad: 'publicacion',
          idEntidad: row.id_publicacion,
          desde: null,
          hacia: null,
          evento: 'ORDENAR_IMAGENES',
          idUsuario: session.userId,
        });
        const out = await loadPublicacion(q, row.id_publicacion);
        if (!out) throw notFound();
        return out;
      });
    },

    async subirImagen({ request }) {
      if (!request.isMultipart()) throw badRequest(listingMessages.wrongFile);
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
        if (!file) throw badRequest(listingMessages.noImageReceived);
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof ApiError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(listingMessages.imageTooBig);
        throw badRequest(listingMessages.wrongFile);
      }
      const kind = sniffImage(bytes);
      if (!kind) throw badRequest(listingMessages.wrongFile);
      const nombre = await s.files.put(kind.extension, kind.tipo, bytes);
      return { url: `/Imagen/${nombre}` };
    },

    async obtenerImagen({ request, reply }) {
      const { nombre } = request.params as { nombre: string };
      const file = await s.files.get(nombre);
      if (!file) throw notFound(listingMessages.imageNotFound);
      await reply
        .header('content-type', file.tipo)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.contenido);
      return replySent;
    },
  };
}

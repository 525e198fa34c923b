// Invoices and credit notes of an order (001 §4, §5, §7 'Orders'; DECISIONS 8, 18; issue 14
// points 2, 4, 6): save, delete, list and download. Saving or deleting one is an event of the
// order machine (SUBIR_FACTURA, SUBIR_NOTA_CREDITO, ELIMINAR_FACTURA, ELIMINAR_NOTA_CREDITO)
// run by the area's statusStep: the machine decides on the order locked (403 role, 409 state
// with its reasons, the 7-day window among them), and the status, the document row, the
// timeline row and the audit row are written in one transaction.
//
// The PDF is checked (./pdf-check.ts) before the order is locked, so that a slow parse never
// holds the order (nor, with the embedded database, its single connection). The bytes go to
// the file store before the transaction: the embedded store is a folder, and with PostgreSQL
// the store writes on a connection of its own. When the transaction then fails (a 409 because
// another call changed the order meanwhile), the stored file is left unreferenced: an orphan
// the store can keep, never a row that names a missing file. A deleted document's file is kept
// the same way.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers, Session } from '../http/contract.ts';
import { replySent } from '../http/contract.ts';
import { badRequest, errorHandler, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import type { AreaRouteOptions } from '../shared/define-area.ts';
import type { components } from '../../api/schema.d.ts';
import { MAX_COMPROBANTE_BYTES, orderMessages } from '../../domain/order-rules.ts';
import type { OrderContext, OrderUserEvent } from '../../../machines/order.ts';
import type { AuditDetail } from '../../domain/history.ts';
import { checkPdf, pdfBytesOfBase64 } from './pdf-check.ts';
import {
  deleteDocument,
  orderDocuments,
  writeDocument,
  writeInvoiceDate,
  type OrderRow,
} from './repository.ts';

export type DocumentOperation =
  'guardarComprobante' | 'eliminarComprobante' | 'obtenerComprobantes' | 'descargarComprobante';

type Orden = components['schemas']['Orden'];
type IdEstadoComprobante = 2 | 5;

/** What the area's handlers lend this file (./handlers.ts). */
export interface OrderSteps {
  /** The order within the session's scope: 404 when it does not exist or is another seller's. */
  visibleOrder(q: Queryable, session: Session, idOrden: number): Promise<OrderRow>;
  /** The machine's answer for the event at the stored order now (throws its 403/409). */
  decideAt(row: OrderRow, event: OrderUserEvent): OrderContext;
  statusStep(
    session: Session,
    idOrden: number,
    pick: (row: OrderRow) => OrderUserEvent,
    /** Writes what the event adds; answers the detail its audit row keeps (the file). */
    write?: (
      q: Queryable,
      row: OrderRow,
      outcome: OrderContext,
    ) => Promise<AuditDetail | undefined | void>,
  ): Promise<Orden>;
  checkSeller(row: OrderRow, idSeller: number | null | undefined): void;
  /** The order as /Ordenes/Editar shows it to this session. */
  ordenOf(session: Session, idOrden: number): Promise<Orden>;
}

/** The document's file name on download. */
export const documentFileName = (idOrden: number, idEstado: IdEstadoComprobante) =>
  `${idEstado === 2 ? 'Factura' : 'NotaCredito'}-${String(idOrden)}.pdf`;

/** The name shown in the list: the uploaded file's own, without folders or odd characters. */
function originalName(nombre: string | undefined, fallback: string): string {
  const base = (nombre ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and quotes never reach a header or the screen.
  const clean = base
    .replace(/[\p{Cc}"<>]/gu, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? fallback : clean;
}

/** A base64 body of the largest PDF accepted, and the JSON around it. */
const BODY_LIMIT = Math.ceil((MAX_COMPROBANTE_BYTES * 4) / 3) + 64 * 1024;

/** The upload's larger body, and its 413 in Spanish (never a 5xx). */
export const documentRouteOptions: Partial<Record<DocumentOperation, AreaRouteOptions>> = {
  guardarComprobante: {
    bodyLimit: BODY_LIMIT,
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ errores: [orderMessages.pdfMuyGrande] });
      }
      return errorHandler(error, request, reply);
    },
  },
};

export function documentHandlers(
  s: Services,
  steps: OrderSteps,
): Pick<Handlers, DocumentOperation> {
  const uploadEvent = (idEstado: IdEstadoComprobante, session: Session): OrderUserEvent => ({
    type: idEstado === 2 ? 'SUBIR_FACTURA' : 'SUBIR_NOTA_CREDITO',
    tipoUsuario: session.tipoUsuario,
  });

  return {
    async guardarComprobante({ body, session }) {
      const idEstado = body.idEstado;
      const bytes = pdfBytesOfBase64(body.comprobante);
      if (bytes === null) {
        throw badRequest(
          idEstado === 2 ? orderMessages.facturaRequerida : orderMessages.notaCreditoRequerida,
        );
      }
      // Refused calls answer before the file is parsed (the order is read again, locked,
      // when it is written).
      const before = await steps.visibleOrder(s.db, session, body.idOrden);
      steps.checkSeller(before, body.idSeller);
      steps.decideAt(before, uploadEvent(idEstado, session));
      await checkPdf(bytes);
      const archivo = await s.files.put('pdf', 'application/pdf', bytes);
      const nombre = originalName(body.nombreArchivo, documentFileName(body.idOrden, idEstado));
      return steps.statusStep(
        session,
        body.idOrden,
        (row) => {
          steps.checkSeller(row, body.idSeller);
          return uploadEvent(idEstado, session);
        },
        async (q, row) => {
          await writeDocument(q, {
            idOrden: row.id_orden,
            idEstado,
            archivo,
            nombreOriginal: nombre,
            bytes: bytes.length,
            idUsuario: session.userId,
          });
          if (idEstado === 2) await writeInvoiceDate(q, row.id_orden, true);
          return { archivo: nombre };
        },
      );
    },

    async eliminarComprobante({ query, session }) {
      const idEstado = query.IdEstado;
      return steps.statusStep(
        session,
        query.IdOrden,
        () => ({
          type: idEstado === 2 ? 'ELIMINAR_FACTURA' : 'ELIMINAR_NOTA_CREDITO',
          tipoUsuario: session.tipoUsuario,
        }),
        async (q, row) => {
          const deleted = (await orderDocuments(q, row.id_orden)).find(
            (d) => d.id_estado === idEstado,
          );
          await deleteDocument(q, row.id_orden, idEstado);
          if (idEstado === 2) await writeInvoiceDate(q, row.id_orden, false);
          return { archivo: deleted?.nombre_original ?? null };
        },
      );
    },

    async obtenerComprobantes({ query, session }) {
      const row = await steps.visibleOrder(s.db, session, query.IdOrden);
      const docs = await orderDocuments(s.db, row.id_orden);
      return {
        comprobantes: docs
          .filter((d) => query.IdEstado === undefined || d.id_estado === query.IdEstado)
          .map((d) => ({
            idEstado: d.id_estado,
            nombre: d.nombre_original,
            fecha: new Date(d.fecha).toISOString(),
          })),
      };
    },

    async descargarComprobante({ query, session, reply }) {
      const row = await steps.visibleOrder(s.db, session, query.IdOrden);
      const doc = (await orderDocuments(s.db, row.id_orden)).find(
        (d) => d.id_estado === query.IdEstado,
      );
      const file = doc ? await s.files.get(doc.archivo) : null;
      if (!file) throw notFound(orderMessages.comprobanteNoExiste);
      await reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${documentFileName(row.id_orden, query.IdEstado)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.contenido);
      return replySent;
    },
  };
}

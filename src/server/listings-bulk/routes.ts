// The request size of the bulk calls (issue 6 point 4). The API's bodies are small (1 MB);
// these carry a file as base64 or the rows read from one, so each has its own limit, and a
// body above it answers 413 with a Spanish sentence that says what to do (never a 5xx).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BULK_MAX_UPLOAD_BYTES, bulkMessages } from '../../domain/listing-bulk.ts';
import { errorHandler } from '../http/errors.ts';
import type { AreaRouteOptions } from '../shared/define-area.ts';
import type { BulkOperation } from './handlers.ts';

const MB = 1024 * 1024;
/** A file as base64 (4 characters per 3 bytes) and the rest of the JSON around it. */
const FILE_BODY = Math.ceil((BULK_MAX_UPLOAD_BYTES * 4) / 3) + MB;

const limits: Partial<Record<BulkOperation, { bodyLimit: number; message: string }>> = {
  leerCreacionMasiva: { bodyLimit: FILE_BODY, message: bulkMessages.fileTooBig },
  actualizacionMasivaTipoYEnvio: { bodyLimit: FILE_BODY, message: bulkMessages.fileTooBig },
  creacionMasiva: { bodyLimit: 32 * MB, message: bulkMessages.tooMuchData },
  actualizacionMasiva: { bodyLimit: 8 * MB, message: bulkMessages.tooMuchData },
  actualizacionMasivaPorCodigo: { bodyLimit: 8 * MB, message: bulkMessages.tooMuchData },
  actualizacionMasivaPrecioYStockBulk: { bodyLimit: 4 * MB, message: bulkMessages.tooMuchData },
  actualizarDimensionesBulk: { bodyLimit: 4 * MB, message: bulkMessages.tooMuchData },
  modificarImagenesBulk: { bodyLimit: 4 * MB, message: bulkMessages.tooMuchData },
};

/** The bulk calls' route options: their body limit and the 413 that names it. */
export const bulkRouteOptions = Object.fromEntries(
  Object.entries(limits).map(([operationId, limit]) => [
    operationId,
    {
      bodyLimit: limit.bodyLimit,
      errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.code(413).send({ errores: [limit.message] });
        }
        return errorHandler(error, request, reply);
      },
    },
  ]),
) as Partial<Record<BulkOperation, AreaRouteOptions>>;

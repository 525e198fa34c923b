// The multipart form of POST /PublicacionesExcel and /PublicacionesExcelPorCodigo (000 §7):
// filename, filedata (the file), idSeller, ch_stock, ch_precioLista, ch_precioPromocional.
// Every part is read (in whatever order the browser sends them); the file is cut at the
// upload limit and then answered 413, after the rest of the request has been read.
import type { FastifyRequest } from 'fastify';
import { BULK_MAX_UPLOAD_BYTES, bulkMessages } from '../../domain/listing-bulk.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { Opciones } from './price-stock.ts';
import type { Upload } from '../shared/workbooks.ts';

export interface ExcelForm {
  upload: Upload;
  opciones: Opciones;
  fields: Record<string, string>;
}

const FILE_FIELDS = ['filedata', 'file'];

export async function readExcelForm(request: FastifyRequest): Promise<ExcelForm> {
  if (!request.isMultipart()) throw badRequest(bulkMessages.noFile);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  let partName = '';
  let tooBig = false;
  try {
    const parts = request.parts({
      limits: { fileSize: BULK_MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.includes(part.fieldname)) {
          // Not ours: drained and ignored.
          await part.toBuffer().catch(() => null);
          continue;
        }
        try {
          bytes = await part.toBuffer();
          partName = part.filename;
        } catch (err) {
          if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
          tooBig = true;
        }
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, [bulkMessages.fileTooBig]);
    throw badRequest(bulkMessages.badFormat);
  }
  if (tooBig) throw new ApiError(413, [bulkMessages.fileTooBig]);
  const flag = (name: string) => fields[name]?.trim().toLowerCase() === 'true';
  return {
    upload: { bytes, filename: (fields.filename ?? '').trim() || partName },
    opciones: {
      stock: flag('ch_stock'),
      precioLista: flag('ch_precioLista'),
      precioPromocional: flag('ch_precioPromocional'),
    },
    fields,
  };
}

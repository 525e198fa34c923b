// 000 §5 'Excel': what the screen checks before a file is sent. The server checks the same and
// more (what the file holds); these spare the person an upload that cannot succeed.
import type { OpcionesImportacion } from '../../api/listings-bulk-queries.ts';
import {
  BULK_MAX_UPLOAD_BYTES,
  bulkMessages,
  excelExtensionOk,
} from '../../domain/listing-bulk.ts';
import { anyOption } from './bulk-view.ts';

/** The message for the chosen file, or null when it may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (file === null) return bulkMessages.noFile;
  if (!excelExtensionOk(file.name)) return bulkMessages.wrongExtension;
  if (file.size > BULK_MAX_UPLOAD_BYTES) return bulkMessages.fileTooBig;
  return null;
}

/** 000 §5: sellers tick at least one import option (only where the options are shown). */
export function optionsProblem(shown: boolean, opciones: OpcionesImportacion): string | null {
  return shown && !anyOption(opciones) ? bulkMessages.noImportOption : null;
}

// Running one export of the Exportables screens (002 §2, §8): the call, the file saved under the
// name the server gives (002 §9), and on failure each of its `errores` as an error toast, else
// the screen's fallback ('No se pudo descargar el excel', 'No se pudieron descargar los sellers').
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  crearExportacion,
  exportsKeys,
  type ArchivoExportado,
  type PedidoExportacion,
} from '../../api/exports-queries.ts';
import { exportTexts } from '../../domain/exports.ts';
import { saveBlob, saveExcel, xlsxFileName } from '../ui/file-download.ts';
import { showCallError, showSuccess } from '../ui/toasts.ts';

/** A file as the export calls answer it (base64 JSON) or as the export centre serves it. */
export type SavedFile = ArchivoExportado | { blob: Blob; nombreArchivo: string };

export interface Download {
  downloading: boolean;
  /** Runs the export; resolves true when the file was saved. */
  run: (call: (fallback: string) => Promise<SavedFile>) => Promise<boolean>;
}

export function useDownload(fallback: string, defaultName: string): Download {
  const [downloading, setDownloading] = useState(false);
  const run: Download['run'] = async (call) => {
    setDownloading(true);
    try {
      const archivo = await call(fallback);
      if ('blob' in archivo)
        saveBlob(archivo.blob, xlsxFileName(archivo.nombreArchivo, defaultName));
      else saveExcel(archivo, defaultName);
      return true;
    } catch (error) {
      showCallError(error, fallback);
      return false;
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, run };
}

/**
 * Queues an export in the export centre (issue 21 point 4): says so in a toast and reads
 * 'Mis exportaciones' again so the new job shows at once.
 */
export function useQueueExport(fallback: string) {
  const client = useQueryClient();
  const [queueing, setQueueing] = useState(false);
  const queue = async (pedido: PedidoExportacion) => {
    setQueueing(true);
    try {
      const queued = await crearExportacion(pedido, fallback);
      showSuccess(exportTexts.enPreparacion(queued.nombreArchivo));
      await client.invalidateQueries({ queryKey: [...exportsKeys.all, 'centro'] });
    } catch (error) {
      showCallError(error, fallback);
    } finally {
      setQueueing(false);
    }
  };
  return { queueing, queue };
}

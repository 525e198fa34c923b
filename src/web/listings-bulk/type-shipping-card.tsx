// 000 §2.8, §7: the type-of-publication-and-shipping card of /Publicaciones/ActualizacionMasiva
// (category and admin): the template by marketplace SKU, sent in base64 to
// ActualizacionMasivaTipoYEnvio, which reads and applies it in one call.
import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  actualizacionMasivaTipoYEnvio,
  descargarPlantilla,
  type ResultadoTipoYEnvio,
} from '../../api/listings-bulk-queries.ts';
import { listingsKeys } from '../../api/listings-queries.ts';
import { bulkMessages, plantillaFileNames } from '../../domain/listing-bulk.ts';
import {
  BULK_ERROR_TOASTS,
  failedRows,
  failedRowsNotice,
  mergeErrores,
  noticeToast,
  type BulkOutcome,
} from './bulk-outcome.ts';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';
import { BulkUploadCard, CardHint } from './bulk-upload-card.tsx';
import { DownloadButton } from './download-button.tsx';
import type { BulkProgress } from './upload-progress.tsx';

export function TypeShippingCard() {
  const queryClient = useQueryClient();

  const run = async (file: File, progress: BulkProgress): Promise<BulkOutcome | null> => {
    let r: ResultadoTipoYEnvio;
    try {
      r = await actualizacionMasivaTipoYEnvio(
        file,
        bulkMessages.updateFailed,
        progress.upload('applying'),
      );
    } catch (error) {
      showCallError(error, bulkMessages.updateFailed, BULK_ERROR_TOASTS);
      return null;
    }
    const errores = mergeErrores(r.errores);
    const aviso = failedRowsNotice(errores, r.actualizadas + failedRows(errores));
    if (r.actualizadas > 0) {
      showSuccess(bulkMessages.updated);
      void queryClient.invalidateQueries({ queryKey: listingsKeys.all });
    }
    if (aviso !== null) showWarning(noticeToast(aviso));
    return {
      accion: 'actualizacion',
      aplicadas: r.actualizadas,
      errores,
      aviso,
      creadas: [],
      archivo: file,
      plantilla: 'tipoYEnvio',
    };
  };

  return (
    <BulkUploadCard
      title="Tipo de publicación y envío"
      actionLabel="Actualizar tipo y envío"
      run={run}
      testId="bulk-type-shipping-card"
    >
      <CardHint>
        Descargue la plantilla, cambie el tipo de publicación o el envío gratis (SI / NO) y súbala.
        Cada fila se identifica por su SKU market.
      </CardHint>
      <Group>
        <DownloadButton
          download={(fallback) => descargarPlantilla('tipoYEnvio', null, fallback)}
          fileName={plantillaFileNames.tipoYEnvio}
        >
          Descargar plantilla
        </DownloadButton>
      </Group>
    </BulkUploadCard>
  );
}

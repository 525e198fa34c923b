// 000 §2.8, §7: the prices-and-stock card of /Publicaciones/ActualizacionMasiva. Sellers and
// seller admins download the SKU-seller template and send it to /PublicacionesExcel with their
// seller; staff the marketplace-SKU template to /PublicacionesExcelPorCodigo. The import options
// say what the file changes (000 §5: at least one); the admin does not see them. The rows read
// well are then applied (ActualizacionMasiva / ActualizacionMasivaPorCodigo) in one go.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Checkbox, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  actualizacionMasiva,
  actualizacionMasivaPorCodigo,
  descargarPlantilla,
  leerPublicacionesExcel,
  leerPublicacionesExcelPorCodigo,
  type OpcionesImportacion,
  type ResultadoMasivo,
} from '../../api/listings-bulk-queries.ts';
import { listingsKeys } from '../../api/listings-queries.ts';
import { bulkMessages, plantillaFileNames } from '../../domain/listing-bulk.ts';
import {
  BULK_ERROR_TOASTS,
  failedRows,
  failedRowsNotice,
  mergeErrores,
  noticeToast,
  notImportedNotice,
  type BulkOutcome,
} from './bulk-outcome.ts';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';
import { BulkUploadCard, CardHint } from './bulk-upload-card.tsx';
import { noOptions, opcionLabels, type PriceStockView } from './bulk-view.ts';
import { DownloadButton } from './download-button.tsx';
import { optionsProblem } from './file-checks.ts';
import type { BulkProgress } from './upload-progress.tsx';

export interface PriceStockCardProps {
  view: PriceStockView;
  /** The session's seller: the one a seller's file is read for. */
  idSellerSesion: number | null;
}

/** What a reading answered, whichever of the two calls made it. */
interface Reading {
  error: boolean;
  mensaje: string | null;
  skuFallo: string[];
  fallaronTodos: boolean;
  errores: BulkOutcome['errores'];
  filas: number;
  apply: () => Promise<ResultadoMasivo>;
}

export function PriceStockCard({ view, idSellerSesion }: PriceStockCardProps) {
  const queryClient = useQueryClient();
  const [opciones, setOpciones] = useState<OpcionesImportacion>(noOptions);
  const [optionsError, setOptionsError] = useState<string | null>(null);

  const check = () => {
    const problem = optionsProblem(view.opciones, opciones);
    setOptionsError(problem);
    return problem === null;
  };

  const read = async (file: File, progress: BulkProgress): Promise<Reading> => {
    const sent = view.opciones ? opciones : view.opcionesFijas;
    const listener = progress.upload('reading');
    if (view.by === 'skuSeller') {
      const r = await leerPublicacionesExcel(
        file,
        idSellerSesion ?? 0,
        sent,
        bulkMessages.readFailed,
        listener,
      );
      return {
        error: r.error,
        mensaje: r.mensaje,
        skuFallo: r.skuSellerFallo,
        fallaronTodos: r.fallaronTodos,
        errores: r.errores,
        filas: r.listaExcel.length,
        apply: () => actualizacionMasiva(r.listaExcel, sent, file.name, bulkMessages.updateFailed),
      };
    }
    const r = await leerPublicacionesExcelPorCodigo(file, sent, bulkMessages.readFailed, listener);
    return {
      error: r.error,
      mensaje: r.mensaje,
      skuFallo: r.skuSellerFallo,
      fallaronTodos: r.fallaronTodos,
      errores: r.errores,
      filas: r.listaElementos.length,
      apply: () =>
        actualizacionMasivaPorCodigo(r.listaElementos, sent, file.name, bulkMessages.updateFailed),
    };
  };

  const run = async (file: File, progress: BulkProgress): Promise<BulkOutcome | null> => {
    let reading: Reading;
    try {
      reading = await read(file, progress);
    } catch (error) {
      showCallError(error, bulkMessages.readFailed, BULK_ERROR_TOASTS);
      return null;
    }
    let applied: ResultadoMasivo | null = null;
    if (!reading.fallaronTodos && reading.filas > 0) {
      progress.set({ step: 'applying' });
      try {
        applied = await reading.apply();
      } catch (error) {
        showCallError(error, bulkMessages.updateFailed, BULK_ERROR_TOASTS);
        return null;
      }
    }
    const errores = mergeErrores(reading.errores, applied?.errores);
    const aplicadas = applied?.actualizadas ?? 0;
    // 000 §8: a reading that did not import rows ('no se importo') shows its message and SKUs.
    const notImported = reading.error || reading.fallaronTodos || reading.skuFallo.length > 0;
    const aviso = notImported
      ? notImportedNotice(reading.mensaje, reading.skuFallo)
      : failedRowsNotice(errores, reading.filas + failedRows(reading.errores));
    if (aplicadas > 0) {
      showSuccess(bulkMessages.updated);
      void queryClient.invalidateQueries({ queryKey: listingsKeys.all });
    }
    if (aviso !== null) showWarning(noticeToast(aviso));
    return {
      accion: 'actualizacion',
      aplicadas,
      errores,
      aviso,
      creadas: [],
      archivo: file,
      plantilla: view.plantilla,
    };
  };

  return (
    <BulkUploadCard
      title="Precios y stock"
      actionLabel="Actualizar publicaciones"
      check={check}
      run={run}
      testId="bulk-price-stock-card"
    >
      <CardHint>
        {view.by === 'skuSeller'
          ? 'Descargue la plantilla con sus publicaciones, cambie el stock o los precios y súbala. Cada fila se identifica por su SKU seller.'
          : 'Descargue la plantilla, cambie el stock o los precios y súbala. Cada fila se identifica por su SKU market.'}
      </CardHint>
      <Group>
        <DownloadButton
          download={(fallback) =>
            descargarPlantilla(
              view.plantilla,
              view.by === 'skuSeller' ? idSellerSesion : null,
              fallback,
            )
          }
          fileName={plantillaFileNames[view.plantilla]}
        >
          Descargar plantilla
        </DownloadButton>
      </Group>
      {view.opciones ? (
        <Checkbox.Group
          label="Opciones de importación"
          description="Qué columnas del archivo se aplican."
          error={optionsError}
          value={opcionLabels.filter((o) => opciones[o.key]).map((o) => o.key)}
          onChange={(keys) => {
            setOpciones({
              ch_stock: keys.includes('ch_stock'),
              ch_precioLista: keys.includes('ch_precioLista'),
              ch_precioPromocional: keys.includes('ch_precioPromocional'),
            });
            setOptionsError(null);
          }}
        >
          <Group mt="xs">
            {opcionLabels.map((o) => (
              <Checkbox key={o.key} value={o.key} label={o.label} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : (
        <CardHint>{bulkMessages.pricesNotForAdmin}</CardHint>
      )}
    </BulkUploadCard>
  );
}

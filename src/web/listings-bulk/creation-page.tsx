// 000 §2.8 /Publicaciones/CreacionMasiva: the xlsx template and the brands, categories and
// listing types lists to download, the images the rows name to upload, then the file: it is
// read (each row checked with the listing form's rules) and 'Crear Publicaciones' creates its
// valid rows. Creating is the listing machine's CREAR, a seller's event: staff see the same
// screen read-only (the downloads work) and are told that the seller creates the listings.
import '@mantine/core/styles/Group.css';
import { useMemo } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  creacionMasiva,
  descargarPlantilla,
  exportarCategorias,
  exportarMarcas,
  exportarTiposPublicacion,
  leerCreacionMasiva,
  type LecturaCreacionMasiva,
  type ResultadoCreacionMasiva,
} from '../../api/listings-bulk-queries.ts';
import { listingsKeys } from '../../api/listings-queries.ts';
import { bulkMessages, listFileNames, plantillaFileNames } from '../../domain/listing-bulk.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
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
import { bulkViewFor } from './bulk-view.ts';
import { DownloadButton } from './download-button.tsx';
import { ImageUploadCard } from './image-upload-card.tsx';
import type { BulkProgress } from './upload-progress.tsx';

export interface CreationPageProps {
  tipoUsuario: TipoUsuario;
  /** The session's seller (sellers and seller admins); null for staff. */
  idSellerSesion: number | null;
  userId: number;
}

export function CreationPage({ tipoUsuario, idSellerSesion, userId }: CreationPageProps) {
  const view = useMemo(() => bulkViewFor(tipoUsuario), [tipoUsuario]);
  const queryClient = useQueryClient();

  const run = async (file: File, progress: BulkProgress): Promise<BulkOutcome | null> => {
    let lectura: LecturaCreacionMasiva;
    try {
      lectura = await leerCreacionMasiva(file, bulkMessages.readFailed, progress.upload('reading'));
    } catch (error) {
      showCallError(error, bulkMessages.readFailed, BULK_ERROR_TOASTS);
      return null;
    }
    let creacion: ResultadoCreacionMasiva | null = null;
    if (!lectura.fallaronTodos && lectura.masivaBulks.length > 0) {
      progress.set({ step: 'applying' });
      try {
        creacion = await creacionMasiva(
          lectura.masivaBulks,
          userId,
          file.name,
          bulkMessages.createFailed,
        );
      } catch (error) {
        showCallError(error, bulkMessages.createFailed, BULK_ERROR_TOASTS);
        return null;
      }
    }
    const errores = mergeErrores(lectura.errores, creacion?.errores);
    const aplicadas = creacion?.creadas ?? 0;
    const aviso = failedRowsNotice(
      errores,
      lectura.masivaBulks.length + failedRows(lectura.errores),
    );
    if (aplicadas > 0) {
      showSuccess(bulkMessages.created);
      void queryClient.invalidateQueries({ queryKey: listingsKeys.all });
    }
    if (aviso !== null) showWarning(noticeToast(aviso));
    return {
      accion: 'creacion',
      aplicadas,
      errores,
      aviso,
      creadas: creacion?.publicaciones ?? [],
      archivo: file,
      plantilla: 'creacion',
    };
  };

  return (
    <Stack gap="md" data-testid="bulk-creation-page">
      <Title order={1} size="h2">
        Creación Masiva
      </Title>
      <Paper withBorder radius="md" p="md" data-testid="bulk-downloads">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Plantilla y listas
          </Title>
          <CardHint>
            Complete una fila de la plantilla por publicación. En Marca y Categoría escriba el
            código que figura en las listas de marcas y de categorías; en Tipo publicación, el
            número de la lista de tipos de publicación.
          </CardHint>
          <Group gap="sm">
            <DownloadButton
              download={(fallback) => descargarPlantilla('creacion', idSellerSesion, fallback)}
              fileName={plantillaFileNames.creacion}
            >
              Descargar plantilla
            </DownloadButton>
            <DownloadButton download={exportarMarcas} fileName={listFileNames.marcas}>
              Descargar marcas
            </DownloadButton>
            <DownloadButton download={exportarCategorias} fileName={listFileNames.categorias}>
              Descargar categorías
            </DownloadButton>
            <DownloadButton
              download={exportarTiposPublicacion}
              fileName={listFileNames.tiposPublicacion}
            >
              Descargar tipos de publicación
            </DownloadButton>
          </Group>
        </Stack>
      </Paper>
      {!view.creates && (
        <Paper withBorder radius="md" p="md" data-testid="bulk-creation-staff">
          <Text>{bulkMessages.creationBySeller}</Text>
        </Paper>
      )}
      <ImageUploadCard disabled={!view.creates} />
      <BulkUploadCard
        title="Subir archivo"
        actionLabel="Crear Publicaciones"
        run={run}
        testId="bulk-creation-card"
        disabled={!view.creates}
      >
        <CardHint>
          Las publicaciones creadas quedan pendientes de activación hasta que el marketplace las
          apruebe. Las filas con errores no se crean: descárguelas, corríjalas y vuelva a subirlas.
        </CardHint>
      </BulkUploadCard>
    </Stack>
  );
}

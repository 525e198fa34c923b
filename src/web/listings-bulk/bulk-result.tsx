// Issue 6 (3): the result of an upload: how many listings were created or updated, the answer's
// 'no se importo' message with the failed SKUs, each failed row with its row number, SKU and
// reason, and the button that downloads those rows back as an xlsx with a reason column.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Spoiler.css';
import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  ScrollArea,
  Spoiler,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { bulkMessages, plantillaHeaders } from '../../domain/listing-bulk.ts';
import { saveBlob, XLSX_MIME } from '../ui/file-download.ts';
import { BULK_ERROR_TOASTS, outcomeSummary, skuOf, type BulkOutcome } from './bulk-outcome.ts';
import { showCallError } from '../ui/toasts.ts';
import {
  errorFileBytes,
  errorFileName,
  errorFileRows,
  lastFailedRow,
  readUploadedSheet,
  type UploadedSheet,
} from './error-file.ts';

/** Not in the spec: the failure to build the error file in the browser. */
const ERROR_FILE_FAILED = 'No se pudo generar el archivo con las filas con errores.';
/** Rows shown on screen; the error file has them all. */
const SHOWN_ROWS = 200;

export function BulkResult({ outcome }: { outcome: BulkOutcome }) {
  const summary = outcomeSummary(outcome);
  const [building, setBuilding] = useState(false);
  const failed = outcome.errores;

  const downloadErrors = async () => {
    setBuilding(true);
    try {
      // SheetJS is its own chunk, loaded the first time an error file is asked for.
      const xlsx = await import('xlsx');
      let sheet: UploadedSheet | null = null;
      try {
        sheet = readUploadedSheet(xlsx, await outcome.archivo.arrayBuffer(), lastFailedRow(failed));
      } catch {
        // The server read a file this browser cannot: the rows go with the template's headers.
      }
      const rows = errorFileRows(sheet, failed, plantillaHeaders(outcome.plantilla));
      const bytes = errorFileBytes(xlsx, rows, sheet?.sheetName ?? 'Hoja1');
      saveBlob(new Blob([bytes], { type: XLSX_MIME }), errorFileName(outcome.archivo.name));
    } catch (error) {
      showCallError(error, ERROR_FILE_FAILED, BULK_ERROR_TOASTS);
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="bulk-result">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Resultado
        </Title>
        <Group gap="xl">
          <Text fw={600} data-testid="bulk-result-applied">
            {summary.aplicadas}
          </Text>
          <Text fw={600} c={failed.length > 0 ? 'red' : undefined} data-testid="bulk-result-failed">
            {summary.fallidas}
          </Text>
        </Group>
        {outcome.aviso !== null && (
          // The server's message names up to 20 rows, one per line: the first lines show.
          <Spoiler maxHeight={76} showLabel="Ver más" hideLabel="Ver menos">
            <Text
              role="alert"
              c="orange.9"
              style={{ whiteSpace: 'pre-line' }}
              data-testid="bulk-result-notice"
            >
              {outcome.aviso}
            </Text>
          </Spoiler>
        )}
        {outcome.creadas.length > 0 && <CreatedTable outcome={outcome} />}
        {failed.length > 0 && (
          <>
            <Group justify="space-between" align="flex-end">
              <Text size="sm" c="dimmed">
                Descargue las filas con errores, corríjalas y vuelva a subir el archivo.
              </Text>
              <Button
                variant="light"
                color="red"
                leftSection={<IconDownload size={18} stroke={1.5} />}
                loading={building}
                onClick={() => void downloadErrors()}
              >
                Descargar filas con errores
              </Button>
            </Group>
            <ScrollArea.Autosize mah={420} type="auto">
              <Table
                striped
                withTableBorder
                data-testid="bulk-errors"
                aria-label="Filas con errores"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Fila</Table.Th>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {failed.slice(0, SHOWN_ROWS).map((e, i) => (
                    <Table.Tr key={`${String(e.fila)}-${String(i)}`} data-fila={e.fila}>
                      <Table.Td>{e.fila}</Table.Td>
                      <Table.Td>{skuOf(e)}</Table.Td>
                      <Table.Td>{e.motivo}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {failed.length > SHOWN_ROWS && (
              <Text size="sm" c="dimmed">
                Se muestran las primeras {SHOWN_ROWS} de {failed.length} filas con errores; el
                archivo de errores las tiene todas.
              </Text>
            )}
          </>
        )}
        {failed.length === 0 && outcome.aplicadas === 0 && outcome.aviso === null && (
          <Text c="dimmed">{bulkMessages.emptyFile}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function CreatedTable({ outcome }: { outcome: BulkOutcome }) {
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table withTableBorder data-testid="bulk-created" aria-label="Publicaciones creadas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fila</Table.Th>
            <Table.Th>ID Publicación</Table.Th>
            <Table.Th>SKU Market</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcome.creadas.slice(0, SHOWN_ROWS).map((c) => (
            <Table.Tr key={c.idPublicacion} data-fila={c.fila}>
              <Table.Td>{c.fila}</Table.Td>
              <Table.Td>{c.idPublicacion}</Table.Td>
              <Table.Td>{c.skuMarket}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

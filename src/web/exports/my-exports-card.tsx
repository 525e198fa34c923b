// 'Mis exportaciones' (issue 21 point 4): the exports the person queued in the export centre,
// newest first, with their state and progress (read again every 2 s while one is waiting or
// being built), size and expiry; a finished one downloads with 'Descargar'.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { useEffect } from 'react';
import { Button, Paper, Progress, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  descargarExportacion,
  misExportacionesQueryOptions,
  type Exportacion,
} from '../../api/exports-queries.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import { exportTexts } from '../../domain/exports.ts';
import { showCallError } from '../ui/toasts.ts';
import { useDownload } from './download.ts';

const when = new Intl.DateTimeFormat('es-AR', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const number = new Intl.NumberFormat('es-AR');

function sizeOf(bytes: number | null): string {
  if (bytes === null) return '-';
  return bytes < 1024 * 1024
    ? `${number.format(Math.ceil(bytes / 1024))} KB`
    : `${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}

function Estado({ e }: { e: Exportacion }) {
  if (e.estado === 'lista') return <Text size="sm">Lista</Text>;
  if (e.estado === 'error') {
    return (
      <Text size="sm" c="red">
        {e.error ?? exportTexts.fallida}
      </Text>
    );
  }
  const pct = e.total === 0 ? 0 : Math.round((e.progreso * 100) / e.total);
  return (
    <div>
      <Text size="sm">
        {e.estado === 'pendiente'
          ? 'En espera'
          : `Generando: ${number.format(e.progreso)} de ${number.format(e.total)}`}
      </Text>
      <Progress
        value={pct}
        size="sm"
        mt={4}
        aria-label={`Progreso de ${e.nombreArchivo}`}
        animated
      />
    </div>
  );
}

export function MyExportsCard() {
  const list = useQuery(misExportacionesQueryOptions(exportTexts.sinInformacion));
  useEffect(() => {
    if (list.error !== null) showCallError(list.error, exportTexts.sinInformacion);
  }, [list.error, list.errorUpdatedAt]);
  const download = useDownload(exportTexts.sinExcel, 'Exportacion.xlsx');
  const rows = list.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mis-exportaciones">
      <Title order={2} size="h4" id="mis-exportaciones" mb="sm">
        Mis exportaciones
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {list.isPending
            ? 'Cargando...'
            : 'Las exportaciones grandes se preparan en segundo plano y quedan aquí para descargar durante 7 días.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="mis-exportaciones">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Archivo</Table.Th>
                <Table.Th>Registros</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Tamaño</Table.Th>
                <Table.Th>Pedida</Table.Th>
                <Table.Th>Vence</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.idExportacion}>
                  <Table.Td>{e.nombreArchivo}</Table.Td>
                  <Table.Td>{number.format(e.total)}</Table.Td>
                  <Table.Td miw={180}>
                    <Estado e={e} />
                  </Table.Td>
                  <Table.Td>{sizeOf(e.bytes)}</Table.Td>
                  <Table.Td>{when.format(new Date(e.creadaEn))}</Table.Td>
                  <Table.Td>{e.venceEn === null ? '-' : when.format(new Date(e.venceEn))}</Table.Td>
                  <Table.Td>
                    {e.estado === 'lista' && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={16} stroke={1.5} />}
                        aria-label={`Descargar ${e.nombreArchivo} (${String(e.idExportacion)})`}
                        onClick={() =>
                          void download.run((fallback) => descargarExportacion(e, fallback))
                        }
                      >
                        Descargar
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

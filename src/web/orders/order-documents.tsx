// 001 §2.1 Estados, §4, §5: the invoice and the credit note of an order. 'Cambiar a Facturado'
// (the invoice: pendiente -> facturado) and 'Anular orden' (the credit note, staff only:
// facturado -> anulado; 'Cargar nota de crédito' when an invoiced order was anulado by its
// cancellation request's decision without one) add the status row to save with its PDF; 'Guardar' sends it ('El
// comprobante de factura es requerido' without a file; only .pdf). Each stored document can be
// downloaded ('Descarga realizada' / 'Descarga fallida') and, within the 7 days of DECISIONS 18,
// deleted. Which buttons are there and enabled is the order machine's answer.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Badge.css';
import { useState, type RefObject } from 'react';
import { Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  descargarComprobante,
  type IdEstadoComprobante,
  type Orden,
} from '../../api/orders-queries.ts';
import { MAX_COMPROBANTE_BYTES, orderMessages } from '../../domain/order-rules.ts';
import { saveBlob } from '../ui/file-download.ts';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';
import { WorkflowButtons } from '../ui/workflow-buttons.tsx';
import { formatDateTime } from './format.ts';
import type { OrderWorkflow } from './order-workflow.ts';
import { orderButtons } from '../../../machines/order.ts';

/** The PDF about to be saved with its status row (read by the page's calls). */
export interface DocumentDraft {
  idEstado: IdEstadoComprobante;
  nombre: string;
  /** The file's bytes in base64. */
  base64: string;
}

export const documentNames: Record<IdEstadoComprobante, string> = {
  2: 'Factura',
  5: 'Nota de crédito',
};

/** The file name a download is saved as. */
const fileNameOf = (idEstado: IdEstadoComprobante, idOrden: number) =>
  `${idEstado === 2 ? 'Factura' : 'NotaCredito'}-${String(idOrden)}.pdf`;

/** Whether a chosen file is a PDF by its name or type (the server checks the content). */
export const looksLikePdf = (file: File): boolean =>
  /\.pdf$/i.test(file.name) || file.type === 'application/pdf';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('lectura'));
    reader.readAsDataURL(file);
  });
}

/** Downloads a stored document and saves it; the toasts of 001 §8. */
export async function downloadDocument(idOrden: number, idEstado: IdEstadoComprobante) {
  try {
    const blob = await descargarComprobante(idOrden, idEstado, orderMessages.descargaFallida);
    saveBlob(blob, fileNameOf(idEstado, idOrden));
    showSuccess(orderMessages.descargaRealizada);
  } catch (error) {
    showCallError(error, orderMessages.descargaFallida);
  }
}

export function OrderDocuments({
  orden,
  workflow,
  draft,
}: {
  orden: Orden;
  workflow: OrderWorkflow;
  draft: RefObject<DocumentDraft | null>;
}) {
  const c = workflow.controls;
  /** The status row being added: 2 'Cambiar a Facturado', 5 'Anular orden'. */
  const [adding, setAdding] = useState<IdEstadoComprobante | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const reason = (
    type: 'SUBIR_FACTURA' | 'SUBIR_NOTA_CREDITO' | 'ELIMINAR_FACTURA' | 'ELIMINAR_NOTA_CREDITO',
  ) => {
    const text = c[type].reason;
    return text === null ? null : { id: `${type.toLowerCase()}-motivo`, text };
  };
  const choose = (chosen: File | null) => {
    if (chosen !== null && !looksLikePdf(chosen)) {
      showWarning(orderMessages.noEsPdf);
      return;
    }
    if (chosen !== null && chosen.size > MAX_COMPROBANTE_BYTES) {
      showWarning(orderMessages.pdfMuyGrande);
      return;
    }
    setFile(chosen);
  };
  const save = async () => {
    if (adding === null) return;
    if (file === null) {
      showWarning(
        adding === 2 ? orderMessages.facturaRequerida : orderMessages.notaCreditoRequerida,
      );
      return;
    }
    let base64: string;
    try {
      base64 = await readBase64(file);
    } catch {
      showWarning(orderMessages.archivoIlegible);
      return;
    }
    draft.current = { idEstado: adding, nombre: file.name, base64 };
    const ok = await workflow.run(adding === 2 ? 'SUBIR_FACTURA' : 'SUBIR_NOTA_CREDITO');
    if (ok) {
      setAdding(null);
      setFile(null);
    }
  };
  return (
    <Stack gap="sm">
      <WorkflowButtons
        buttons={[
          {
            key: 'facturar',
            label: orderButtons.facturar,
            show: c.SUBIR_FACTURA.show,
            enabled: c.SUBIR_FACTURA.enabled && !workflow.busy && adding === null,
            reason: reason('SUBIR_FACTURA'),
            onClick: () => setAdding(2),
          },
          {
            key: 'anular',
            // An order already anulado (by its request's decision) only gets its credit note.
            label:
              orden.flujo.idEstado === 5 ? orderButtons.cargarNotaCredito : orderButtons.anular,
            color: 'red',
            show: c.SUBIR_NOTA_CREDITO.show,
            enabled: c.SUBIR_NOTA_CREDITO.enabled && !workflow.busy && adding === null,
            reason: reason('SUBIR_NOTA_CREDITO'),
            onClick: () => setAdding(5),
          },
        ]}
      />
      {adding !== null && (
        <Paper withBorder p="sm" data-testid="nuevo-estado">
          <Group justify="space-between">
            <Group gap="xs">
              <Badge color={adding === 2 ? 'blue' : 'red'}>
                {adding === 2 ? 'FACTURADO' : 'ANULADO'}
              </Badge>
              <Text size="sm">{`${documentNames[adding]}: ${file?.name ?? 'sin archivo'}`}</Text>
            </Group>
            <Group gap="xs">
              <FileButton onChange={choose} accept="application/pdf,.pdf">
                {(props) => (
                  <Button variant="light" {...props}>
                    {`Subir ${documentNames[adding].toLowerCase()} (PDF)`}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="default"
                onClick={() => {
                  setAdding(null);
                  setFile(null);
                }}
              >
                Cancelar
              </Button>
              <Button onClick={() => void save()} loading={workflow.busy}>
                Guardar
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {orden.comprobantes.map((d) => {
        const type = d.idEstado === 2 ? 'ELIMINAR_FACTURA' : 'ELIMINAR_NOTA_CREDITO';
        return (
          <Paper
            withBorder
            p="sm"
            key={d.idEstado}
            data-testid={`comprobante-${String(d.idEstado)}`}
          >
            <Group justify="space-between">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {documentNames[d.idEstado]}
                </Text>
                <Text size="xs" c="dimmed">{`${d.nombre} · ${formatDateTime(d.fecha)}`}</Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="light"
                  onClick={() => void downloadDocument(orden.idOrden, d.idEstado)}
                >
                  Descargar
                </Button>
                <WorkflowButtons
                  buttons={[
                    {
                      key: type,
                      label: orderButtons.eliminarComprobante,
                      color: 'red',
                      variant: 'outline',
                      show: c[type].show,
                      enabled: c[type].enabled && !workflow.busy,
                      reason: reason(type),
                      onClick: () => void workflow.run(type),
                    },
                  ]}
                />
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** 001 §2.1: the staff's side panel of Estados (the invoice for administration). */
export function StaffDocumentsPanel({ orden }: { orden: Orden }) {
  const factura = orden.comprobantes.find((d) => d.idEstado === 2);
  const nota = orden.comprobantes.find((d) => d.idEstado === 5);
  return (
    <Paper withBorder p="md" data-testid="panel-administracion">
      <Title order={3} size="h5" mb="xs">
        Administración
      </Title>
      <Stack gap="xs">
        <Text size="sm">
          {orden.fechaFacturacion === null
            ? 'Sin facturar'
            : `Facturada el ${formatDateTime(orden.fechaFacturacion)}`}
        </Text>
        <Button
          variant="light"
          disabled={factura === undefined}
          onClick={() => void downloadDocument(orden.idOrden, 2)}
        >
          Descargar factura
        </Button>
        {nota !== undefined && (
          <Button variant="light" onClick={() => void downloadDocument(orden.idOrden, 5)}>
            Descargar nota de crédito
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

// 001 §2.1 Estados, §4, §5: the status timeline (newest first), the workflow buttons the order
// machine offers, the cancellation-request component (a reason is required: 'Seleccione un
// motivo de anulación'; disabled once the order is in the request state), and the three
// decisions on a request, each confirmed with '¿Desea {action}?' (a rejection needs its reason:
// 'Seleccione un motivo de rechazo'). Read-only users see the timeline only (the machine gives
// them no event).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Modal.css';
import { useState, type RefObject } from 'react';
import '@mantine/core/styles/Grid.css';
import {
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  motivosRechazoQueryOptions,
  motivosSolicitudQueryOptions,
  type Orden,
} from '../../api/orders-queries.ts';
import { orderMessages } from '../../domain/order-rules.ts';
import { orderButtons, type OrderEventType } from '../../../machines/order.ts';
import { showWarning } from '../ui/toasts.ts';
import { WorkflowButtons } from '../ui/workflow-buttons.tsx';
import { formatDateTime } from './format.ts';
import { OrderDocuments, StaffDocumentsPanel, type DocumentDraft } from './order-documents.tsx';
import { isStaff } from '../../domain/roles.ts';
import type { OrderWorkflow } from './order-workflow.ts';

/** What the request and the rejection send besides the event (read by the page's calls). */
export interface OrderRequestDraft {
  idMotivoAnulacion: number | null;
  detalle: string;
  idMotivoRechazo: number | null;
}

const decisions = [
  {
    type: 'ANULAR_CON_DEVOLUCION',
    label: orderButtons.anularConDevolucion,
    accion: 'anular la orden con devolución del dinero',
    color: 'red',
  },
  {
    type: 'ANULAR_SIN_DEVOLUCION',
    label: orderButtons.anularSinDevolucion,
    accion: 'anular la orden sin devolución del dinero',
    color: 'red',
  },
  {
    type: 'RECHAZAR_SOLICITUD',
    label: orderButtons.rechazarSolicitud,
    accion: 'rechazar la solicitud de anulación',
    color: 'gray',
  },
] as const satisfies readonly {
  type: OrderEventType;
  label: string;
  accion: string;
  color: string;
}[];

/** 001 §2.1 Estados tab: the status timeline, newest first (also a green-sale order's, §2.2). */
export function OrderTimeline({ orden }: { orden: Orden }) {
  return (
    <Timeline active={0} bulletSize={18} lineWidth={2} data-testid="timeline">
      {orden.estado.map((e, i) => (
        <Timeline.Item key={`${String(e.idEstado)}-${e.fecha}-${String(i)}`} title={e.descripcion}>
          <Text size="xs" c="dimmed">
            {formatDateTime(e.fecha)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function OrderStatusTab({
  orden,
  workflow,
  draft,
  documentDraft,
  tipoUsuario,
}: {
  orden: Orden;
  workflow: OrderWorkflow;
  draft: RefObject<OrderRequestDraft>;
  documentDraft: RefObject<DocumentDraft | null>;
  tipoUsuario: number;
}) {
  const c = workflow.controls;
  const main = (
    <Stack>
      <OrderTimeline orden={orden} />
      <OrderDocuments orden={orden} workflow={workflow} draft={documentDraft} />
      <WorkflowButtons
        buttons={[
          {
            key: 'entregar',
            label: orderButtons.entregar,
            show: c.ENTREGAR.show,
            enabled: c.ENTREGAR.enabled && !workflow.busy,
            reason: c.ENTREGAR.reason ? { id: 'entregar-motivo', text: c.ENTREGAR.reason } : null,
            onClick: () => void workflow.run('ENTREGAR'),
          },
        ]}
      />
      {c.SOLICITAR_ANULACION.role && orden.estadoActual.idEstado <= 3 && (
        <CancellationRequest orden={orden} workflow={workflow} draft={draft} />
      )}
      {decisions.some((d) => c[d.type].show) && (
        <Decisions orden={orden} workflow={workflow} draft={draft} />
      )}
    </Stack>
  );
  // 001 §2.1: a side panel for category and admin moderator, wide enough for its buttons'
  // labels ('Descargar nota de crédito') on a laptop's screen.
  if (!isStaff(tipoUsuario)) return main;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
        <StaffDocumentsPanel orden={orden} />
      </Grid.Col>
    </Grid>
  );
}

function CancellationRequest({
  orden,
  workflow,
  draft,
}: {
  orden: Orden;
  workflow: OrderWorkflow;
  draft: RefObject<OrderRequestDraft>;
}) {
  const motivos = useQuery(motivosSolicitudQueryOptions());
  const [motivo, setMotivo] = useState<string | null>(null);
  const [detalle, setDetalle] = useState('');
  const control = workflow.controls.SOLICITAR_ANULACION;
  const requested = orden.estadoActual.idEstado === 3;
  const send = () => {
    if (motivo === null) {
      showWarning(orderMessages.motivoSolicitudRequerido);
      return;
    }
    draft.current = { ...draft.current, idMotivoAnulacion: Number(motivo), detalle };
    void workflow.run('SOLICITAR_ANULACION');
  };
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="xs">
        Solicitud de anulación
      </Title>
      <Stack gap="xs">
        <Select
          label="Motivo de anulación"
          placeholder={motivos.isError ? orderMessages.sinMotivos : 'Seleccione un motivo'}
          data={(motivos.data ?? []).map((m) => ({
            value: String(m.idMotivo),
            label: m.descripcion,
          }))}
          value={motivo}
          onChange={setMotivo}
          disabled={requested || !control.enabled}
          error={motivos.isError ? orderMessages.sinMotivos : undefined}
        />
        <Textarea
          label="Detalle"
          value={detalle}
          maxLength={300}
          onChange={(e) => setDetalle(e.currentTarget.value)}
          disabled={requested || !control.enabled}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button
            color="orange"
            onClick={send}
            disabled={requested || !control.enabled || workflow.busy}
          >
            {orderButtons.solicitarAnulacion}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Decisions({
  orden,
  workflow,
  draft,
}: {
  orden: Orden;
  workflow: OrderWorkflow;
  draft: RefObject<OrderRequestDraft>;
}) {
  const rechazos = useQuery(motivosRechazoQueryOptions());
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [asking, setAsking] = useState<(typeof decisions)[number] | null>(null);
  const c = workflow.controls;
  const ask = (d: (typeof decisions)[number]) => {
    if (d.type === 'RECHAZAR_SOLICITUD' && rechazo === null) {
      showWarning(orderMessages.motivoRechazoRequerido);
      return;
    }
    setAsking(d);
  };
  const confirm = () => {
    if (asking === null) return;
    draft.current = {
      ...draft.current,
      idMotivoRechazo: rechazo === null ? null : Number(rechazo),
    };
    const type = asking.type;
    setAsking(null);
    void workflow.run(type);
  };
  const solicitud = orden.motivoSolicitudOrden;
  return (
    <Paper withBorder p="md" data-testid="decision-anulacion">
      <Title order={3} size="h5" mb="xs">
        Decisión sobre la solicitud de anulación
      </Title>
      <Text size="sm" mb="xs">
        {`Motivo: ${solicitud?.descripcion ?? 'sin motivo'}${solicitud?.detalle ? ` - ${solicitud.detalle}` : ''}`}
      </Text>
      <Select
        label="Motivo de rechazo"
        placeholder="Seleccione un motivo"
        data={(rechazos.data ?? []).map((m) => ({ value: String(m.codigo), label: m.descripcion }))}
        value={rechazo}
        onChange={setRechazo}
        mb="sm"
        disabled={!c.RECHAZAR_SOLICITUD.enabled}
      />
      <WorkflowButtons
        buttons={decisions.map((d) => ({
          key: d.type,
          label: d.label,
          color: d.color,
          show: c[d.type].show,
          enabled: c[d.type].enabled && !workflow.busy,
          reason: c[d.type].reason
            ? { id: `${d.type.toLowerCase()}-motivo`, text: c[d.type].reason ?? '' }
            : null,
          onClick: () => ask(d),
        }))}
      />
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Confirmar" centered>
        <Text mb="md">{asking ? orderMessages.confirmar(asking.accion) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)}>
            Cancelar
          </Button>
          <Button color={asking?.color ?? 'blue'} onClick={confirm}>
            Aceptar
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

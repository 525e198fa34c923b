// 001 §2.1 Entrega: the delivery address and type, the shipping cost with its detail (002 §4:
// 'Con Envío Gratis' when montoGastoEnvio is 0, otherwise 'Sin Envío'), and the tracking URL as
// a link or 'Pendiente de envio'. When the seller ships itself, a popover lets staff and the
// seller's users update the tracking URL (001 §6; 'Url Tracking actualizado' / 'El Url tracking
// no pudo ser actualizado').
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Popover.css';
import { useState } from 'react';
import { Anchor, Button, Group, Popover, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { actualizarUrlTracking, descargarOblea, type Orden } from '../../api/orders-queries.ts';
import { saveBlob } from '../ui/file-download.ts';
import { orderMessages, shippingDetailLabel, validTrackingUrl } from '../../domain/order-rules.ts';
import { isSellerScoped, isStaff } from '../../domain/roles.ts';
import { showCallError, showSuccess } from '../ui/toasts.ts';
import { money } from './format.ts';
import { OrderField } from './order-fields.tsx';

export function OrderDeliveryTab({
  orden,
  tipoUsuario,
  onChanged,
  readOnly = false,
}: {
  orden: Orden;
  tipoUsuario: number;
  onChanged: () => void;
  /** The data only (a supplier's green-sale order, 001 §2.2): no tracking update, no label. */
  readOnly?: boolean;
}) {
  const d = orden.entrega.entregaDomicilio;
  // 001 §2.1: the label is offered once a tracking URL exists, not right after updating it.
  const [justUpdated, setJustUpdated] = useState(false);
  const mayUpdate =
    !readOnly && orden.seller.envioPropio && (isStaff(tipoUsuario) || isSellerScoped(tipoUsuario));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <OrderField label="Domicilio">{d.domicilio}</OrderField>
        <OrderField label="Departamento">{d.departamento}</OrderField>
        <OrderField label="Piso">{d.piso}</OrderField>
        <OrderField label="Código postal">{d.codigoPostal}</OrderField>
        <OrderField label="Localidad">{d.localidad}</OrderField>
        <OrderField label="Provincia">{d.provincia}</OrderField>
        <OrderField label="Tipo de entrega">{orden.entrega.tipoEntrega.descripcion}</OrderField>
        <OrderField label="Gasto de envío">{money(orden.montoGastoEnvio)}</OrderField>
        <OrderField label="Detalle de envío">
          {shippingDetailLabel(orden.montoGastoEnvio)}
        </OrderField>
        <OrderField label="Seguimiento">
          {d.urlTracking === null ? (
            orderMessages.pendienteEnvio
          ) : (
            <Anchor href={d.urlTracking} target="_blank" rel="noopener noreferrer">
              {d.urlTracking}
            </Anchor>
          )}
        </OrderField>
      </SimpleGrid>
      <Group>
        {mayUpdate && (
          <TrackingPopover
            idOrden={orden.idOrden}
            actual={d.urlTracking}
            onSaved={() => {
              setJustUpdated(true);
              onChanged();
            }}
          />
        )}
        {!readOnly && d.urlTracking !== null && !justUpdated && (
          <ObleaButton orden={orden} onDownloaded={onChanged} />
        )}
      </Group>
    </Stack>
  );
}

/** 001 §4: after a download the button reads 'Volver a Descargar Oblea'. */
function ObleaButton({ orden, onDownloaded }: { orden: Orden; onDownloaded: () => void }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const blob = await descargarOblea(orden.idOrden, orderMessages.obleaFallida);
      saveBlob(blob, `Oblea-${String(orden.idOrden)}.pdf`);
      showSuccess(orderMessages.descargaRealizada);
      onDownloaded();
    } catch (error) {
      showCallError(error, orderMessages.obleaFallida);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="light" loading={loading} onClick={() => void download()}>
      {orden.obleaDescargada ? 'Volver a Descargar Oblea' : 'Descargar oblea'}
    </Button>
  );
}

function TrackingPopover({
  idOrden,
  actual,
  onSaved,
}: {
  idOrden: number;
  actual: string | null;
  onSaved: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState(actual ?? '');
  const [saving, setSaving] = useState(false);
  const invalid = url.trim() !== '' && !validTrackingUrl(url.trim());
  const save = async () => {
    setSaving(true);
    try {
      await actualizarUrlTracking(idOrden, url.trim(), orderMessages.trackingNoActualizado);
      showSuccess(orderMessages.trackingActualizado);
      setOpened(false);
      onSaved();
    } catch (error) {
      showCallError(error, orderMessages.trackingNoActualizado);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Popover opened={opened} onChange={setOpened} width={420} trapFocus withArrow>
        <Popover.Target>
          <Button variant="light" onClick={() => setOpened((o) => !o)}>
            Actualizar Url Tracking
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <TextInput
              label="Url Tracking"
              value={url}
              maxLength={300}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={invalid ? orderMessages.trackingInvalido : undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button
                onClick={() => void save()}
                loading={saving}
                disabled={url.trim() === '' || invalid || url.trim() === (actual ?? '')}
              >
                Actualizar
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}

// 001 §2.1 Datos comprador: document, name and address; e-mail and phone only where the server
// sends them (the admin, or the seller's users when the seller shows contact info or ships
// itself); the internal-status switch Aprobado / Anulado (001 §4: the order machine's venta
// region, reverted on failure); the status row and the cancellation label.
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Switch.css';
import { Badge, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { Orden } from '../../api/orders-queries.ts';
import { OrderField } from './order-fields.tsx';
import type { OrderWorkflow } from './order-workflow.ts';
import { estadoColor } from './order-status-color.ts';

/** Without a workflow (a green-sale order, 001 §2.2) the internal status is shown, not switched. */
export function OrderBuyerTab({ orden, workflow }: { orden: Orden; workflow?: OrderWorkflow }) {
  const c = orden.cliente;
  const anulada = orden.flujo.anuladaPorMarket;
  const control = workflow?.controls[anulada ? 'APROBAR_VENTA' : 'ANULAR_VENTA'];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <OrderField label="Documento">{`${c.tipoDocumento} ${c.documento}`}</OrderField>
        <OrderField label="Nombre">{`${c.nombre} ${c.apellido}`}</OrderField>
        {c.email !== null && <OrderField label="E-mail">{c.email}</OrderField>}
        {c.telefono !== null && <OrderField label="Teléfono">{c.telefono}</OrderField>}
        <OrderField label="Calle">{c.domicilio}</OrderField>
        <OrderField label="Número">{c.numeroDomicilio}</OrderField>
        <OrderField label="Piso">{c.piso}</OrderField>
        <OrderField label="Departamento">{c.departamento}</OrderField>
        <OrderField label="Código postal">{c.codigoPostal}</OrderField>
        <OrderField label="Localidad">{c.localidad}</OrderField>
        <OrderField label="Provincia">{c.provincia}</OrderField>
      </SimpleGrid>
      <Group gap="lg">
        <Group gap="xs">
          <Text size="sm">Estado:</Text>
          <Badge color={estadoColor(orden.estadoActual.idEstado)} data-testid="estado-orden">
            {orden.estadoActual.descripcion}
          </Badge>
        </Group>
        {orden.anulacionMarket.anulado && (
          <Stack gap={0} align="flex-end" data-testid="anulado-market">
            <Badge color="red" variant="outline">
              Anulado por el marketplace
            </Badge>
            {orden.anulacionMarket.motivoAnulacion && (
              <Text size="xs" c="red">
                {orden.anulacionMarket.motivoAnulacion.descripcion}
              </Text>
            )}
          </Stack>
        )}
        {workflow && control ? (
          <Switch
            label={`Estado interno: ${anulada ? 'Anulado' : 'Aprobado'}`}
            checked={!anulada}
            disabled={!control.show || !control.enabled || workflow.busy}
            onChange={() => void workflow.run(anulada ? 'APROBAR_VENTA' : 'ANULAR_VENTA')}
            data-testid="estado-interno"
          />
        ) : (
          <Text size="sm" data-testid="estado-interno">
            {`Estado interno: ${anulada ? 'Anulado' : 'Aprobado'}`}
          </Text>
        )}
      </Group>
      {orden.motivoSolicitudOrden !== null && orden.estadoActual.idEstado === 3 && (
        <Text size="sm" data-testid="solicitud-anulacion">
          {`Solicitud de anulación: ${orden.motivoSolicitudOrden.descripcion ?? 'sin motivo'}`}
        </Text>
      )}
    </Stack>
  );
}

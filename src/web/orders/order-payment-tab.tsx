// 001 §2.1 Medio de pago: the admin moderator sees the payment coupons (plan number,
// installments, card, amount, bank, authorization, coupon number, last 4 digits, acquirer,
// transaction id, first six digits); the others only the publication type.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { AddPaymentModal } from './add-payment-modal.tsx';
import type { Orden } from '../../api/orders-queries.ts';
import { money, orDash } from './format.ts';
import { OrderField } from './order-fields.tsx';

export function OrderPaymentTab({
  orden,
  onChanged,
  readOnly = false,
}: {
  orden: Orden;
  onChanged: () => void;
  /** The coupons only, without 'Agregar pago' (a green-sale order, 001 §2.2). */
  readOnly?: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const cupones = orden.pago.cupones;
  if (cupones === null) {
    return <OrderField label="Tipo de publicación">{orden.tipoPublicacion.tipo}</OrderField>;
  }
  return (
    <Stack>
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            variant="light"
            onClick={() => setAdding(true)}
            disabled={orden.estadoActual.idEstado === 5}
          >
            Agregar pago
          </Button>
        </Group>
      )}
      {cupones.length === 0 ? (
        <Text size="sm">La orden no tiene cupones de pago.</Text>
      ) : (
        <Coupons cupones={cupones} />
      )}
      <AddPaymentModal
        orden={orden}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={onChanged}
      />
    </Stack>
  );
}

function Coupons({ cupones }: { cupones: NonNullable<Orden['pago']['cupones']> }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder aria-label="Cupones de pago">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nro. Plan</Table.Th>
            <Table.Th>Cuotas</Table.Th>
            <Table.Th>Tarjeta</Table.Th>
            <Table.Th>Monto cuota</Table.Th>
            <Table.Th>Banco</Table.Th>
            <Table.Th>Autorización</Table.Th>
            <Table.Th>Nro. Cupón</Table.Th>
            <Table.Th>Últimos 4</Table.Th>
            <Table.Th>Adquiriente</Table.Th>
            <Table.Th>Id Transacción</Table.Th>
            <Table.Th>BIN</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cupones.map((c) => (
            <Table.Tr key={c.idTransaccion}>
              <Table.Td>{c.nroPlan}</Table.Td>
              <Table.Td>{c.cuotas}</Table.Td>
              <Table.Td>{c.tarjeta}</Table.Td>
              <Table.Td>{money(c.montoCuota)}</Table.Td>
              <Table.Td>{orDash(c.banco)}</Table.Td>
              <Table.Td>{orDash(c.autorizacion)}</Table.Td>
              <Table.Td>{c.nroCupon}</Table.Td>
              <Table.Td>{orDash(c.ultimosCuatroDigitos)}</Table.Td>
              <Table.Td>{c.adquiriente}</Table.Td>
              <Table.Td>{c.idTransaccion}</Table.Td>
              <Table.Td>{orDash(c.primerosSeisDigitos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// 001 §2.2: /OrdenesProveedores/View/{id}, one green-sale order with the tabs Datos comprador,
// Productos, Entrega, Medio de pago and Estados, and Volver (to the list). They are the order
// screen's own tabs (001 §2.1), shown read-only: a supplier ships the order and prints its
// label and receipt from the list, it changes nothing here. The seller's logo shows for the
// admin moderator (user type 2). The server answers with what the viewer may see: a supplier
// never gets the customer e-mail.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { messagesOf } from '../../api/client.ts';
import {
  ordenVentaVerdeQueryOptions,
  supplierOrdersKeys,
  supplierOrdersLoadTexts,
} from '../../api/supplier-orders-queries.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { OrderBuyerTab } from './order-buyer-tab.tsx';
import { OrderDeliveryTab } from './order-delivery-tab.tsx';
import { OrderPaymentTab } from './order-payment-tab.tsx';
import { OrderProductsTab } from './order-products-tab.tsx';
import { OrderTimeline } from './order-status-tab.tsx';

export interface SupplierOrderPageProps {
  tipoUsuario: TipoUsuario;
  idOrden: number;
}

const LIST = '/OrdenesProveedores';

export function SupplierOrderPage({ tipoUsuario, idOrden }: SupplierOrderPageProps) {
  const order = useQuery({ ...ordenVentaVerdeQueryOptions(idOrden), retry: false });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [tab, setTab] = useState('comprador');
  const volver = () => void navigate({ to: LIST });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: supplierOrdersKeys.all });
  if (order.isError) {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertCircle />} title="No se pudo abrir la orden">
          {messagesOf(order.error, supplierOrdersLoadTexts.order).join(' ')}
        </Alert>
        <Group>
          <Button variant="default" onClick={volver}>
            Volver
          </Button>
        </Group>
      </Stack>
    );
  }
  const orden = order.data;
  if (orden?.idOrden !== idOrden) return <Loader aria-label="Cargando la orden" />;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {`Orden - ${String(orden.idOrden)}`}
        </Title>
        <Group gap="sm">
          {tipoUsuario === TipoUsuario.adminMod && orden.seller.urlLogo !== null && (
            <Image
              src={orden.seller.urlLogo}
              h={32}
              w="auto"
              alt={orden.seller.descripcion}
              data-testid="logo-seller"
            />
          )}
          <Button variant="default" onClick={volver}>
            Volver
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {orden.seller.descripcion}
      </Text>
      <Paper withBorder p="md">
        <Tabs value={tab} onChange={(v) => v !== null && setTab(v)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="comprador">Datos comprador</Tabs.Tab>
            <Tabs.Tab value="productos">Productos</Tabs.Tab>
            <Tabs.Tab value="entrega">Entrega</Tabs.Tab>
            <Tabs.Tab value="pago">Medio de pago</Tabs.Tab>
            <Tabs.Tab value="estados">Estados</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="comprador">
            <OrderBuyerTab orden={orden} />
          </Tabs.Panel>
          <Tabs.Panel value="productos">
            <OrderProductsTab orden={orden} />
          </Tabs.Panel>
          <Tabs.Panel value="entrega">
            <OrderDeliveryTab
              orden={orden}
              tipoUsuario={tipoUsuario}
              onChanged={refresh}
              readOnly
            />
          </Tabs.Panel>
          <Tabs.Panel value="pago">
            <OrderPaymentTab orden={orden} onChanged={refresh} readOnly />
          </Tabs.Panel>
          <Tabs.Panel value="estados">
            <OrderTimeline orden={orden} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

// 001 §2.2: /OrdenesProveedores/View/{id}, one green-sale order with the tabs Datos comprador,
// Productos, Entrega, Medio de pago and Estados, and Volver (to the list). They are the order
// screen's own tabs (001 §2.1), shown read-only: a supplier ships the order and prints its
// label and receipt from the list, it changes nothing here. The seller's logo shows for the
// admin moderator (user type 2). The server answers with what the viewer may see: a supplier
// never gets the customer e-mail.
import '@mantine/core/styles/Image.css';
import { useState } from 'react';
import { Image, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  historialOrdenVentaVerdeQueryOptions,
  ordenVentaVerdeQueryOptions,
  supplierOrdersKeys,
  supplierOrdersLoadTexts,
} from '../../api/supplier-orders-queries.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { HistoryTable } from '../ui/history-table.tsx';
import { OpenFailed } from '../ui/open-failed.tsx';
import { OrderBuyerTab } from './order-buyer-tab.tsx';
import { OrderDeliveryTab } from './order-delivery-tab.tsx';
import { OrderLayout } from './order-layout.tsx';
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
      <OpenFailed
        title="No se pudo abrir la orden"
        error={order.error}
        fallback={supplierOrdersLoadTexts.order}
        onVolver={volver}
      />
    );
  }
  const orden = order.data;
  if (orden?.idOrden !== idOrden) return <Loader aria-label="Cargando la orden" />;
  return (
    <OrderLayout
      idOrden={orden.idOrden}
      beside={
        tipoUsuario === TipoUsuario.adminMod &&
        orden.seller.urlLogo !== null && (
          <Image
            src={orden.seller.urlLogo}
            h={32}
            w="auto"
            alt={orden.seller.descripcion}
            data-testid="logo-seller"
          />
        )
      }
      onVolver={volver}
      subtitle={orden.seller.descripcion}
      tab={tab}
      onTab={setTab}
      panels={{
        comprador: <OrderBuyerTab orden={orden} />,
        productos: <OrderProductsTab orden={orden} />,
        entrega: (
          <OrderDeliveryTab orden={orden} tipoUsuario={tipoUsuario} onChanged={refresh} readOnly />
        ),
        pago: <OrderPaymentTab orden={orden} onChanged={refresh} readOnly />,
        estados: <OrderTimeline orden={orden} />,
        historial: (
          <HistoryTable
            query={(page) =>
              historialOrdenVentaVerdeQueryOptions(orden.idOrden, page, HISTORY_LOAD_FAILED)
            }
            label={`Historial de la orden ${String(orden.idOrden)}`}
          />
        ),
      }}
    />
  );
}

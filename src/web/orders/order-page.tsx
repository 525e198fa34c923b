// 001 §2.1: /Ordenes/Editar/{idOrden}, titled 'Orden - {id}', with its five tabs (Datos
// comprador, Productos, Entrega, Medio de pago, Estados) and 'Volver' (back to where the user came
// from, without the order filters). The admin sees the platform logo and the seller's boca id at
// the top right; the others the seller's logo when it has one. Every status change runs through
// the order machine (./order-workflow.ts); after each call the order is read again and the
// machine starts again, in place, from what the server stored. The title row and the tabs are the frame both
// order screens share (./order-layout.tsx).
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import { useCallback, useRef, useState } from 'react';
import { Image, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  cambiarEstadoVenta,
  decidirAnulacion,
  eliminarComprobante,
  entregarOrden,
  guardarComprobante,
  ordenQueryOptions,
  historialOrdenQueryOptions,
  ordersKeys,
  ordersLoadTexts,
  solicitarAnulacion,
  type Orden,
} from '../../api/orders-queries.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { orderMessages, seesAdminDetail } from '../../domain/order-rules.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { HistoryTable } from '../ui/history-table.tsx';
import { OpenFailed } from '../ui/open-failed.tsx';
import { OrderBuyerTab } from './order-buyer-tab.tsx';
import { OrderDeliveryTab } from './order-delivery-tab.tsx';
import type { DocumentDraft } from './order-documents.tsx';
import { OrderLayout } from './order-layout.tsx';
import { OrderPaymentTab } from './order-payment-tab.tsx';
import { OrderProductsTab } from './order-products-tab.tsx';
import { OrderStatusTab, type OrderRequestDraft } from './order-status-tab.tsx';
import { useOrderWorkflow, type OrderCalls } from './order-workflow.ts';
import { PlatformLogo } from './platform-logo.tsx';

export interface OrderPageProps {
  tipoUsuario: TipoUsuario;
  userId: number;
  idOrden: number;
  /** Where 'Volver' goes (the list the user came from). */
  volverA: string;
}

export function OrderPage(props: OrderPageProps) {
  const order = useQuery({ ...ordenQueryOptions(props.idOrden), retry: false });
  const navigate = useNavigate();
  // The chosen tab, kept while the order is read again after each call.
  const [tab, setTab] = useState('comprador');
  const volver = () => void navigate({ to: props.volverA });
  if (order.isError) {
    return (
      <OpenFailed
        title="No se pudo abrir la orden"
        error={order.error}
        fallback={ordersLoadTexts.order}
        onVolver={volver}
      />
    );
  }
  if (order.data?.idOrden !== props.idOrden) {
    return <Loader aria-label="Cargando la orden" />;
  }
  // The machine starts again from each stored order the server answers, in place
  // (useOrderWorkflow): the screen is not rebuilt, so a click is never sent to a screen on its
  // way out.
  return (
    <OrderScreen
      {...props}
      orden={order.data}
      refreshing={order.isFetching}
      onVolver={volver}
      tab={tab}
      onTab={setTab}
    />
  );
}

function OrderScreen({
  tipoUsuario,
  orden,
  refreshing,
  onVolver,
  tab,
  onTab,
}: OrderPageProps & {
  orden: Orden;
  /** The order is being read again (after a call): the screen about to restart from it. */
  refreshing: boolean;
  onVolver: () => void;
  tab: string;
  onTab: (tab: string) => void;
}) {
  const queryClient = useQueryClient();
  const draft = useRef<OrderRequestDraft>({
    idMotivoAnulacion: null,
    detalle: '',
    idMotivoRechazo: null,
  });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  }, [queryClient]);
  const documentDraft = useRef<DocumentDraft | null>(null);
  const idVenta = orden.idOrden;
  /** Saves the PDF chosen for the status row being added (its kind is the call's). */
  const saveDocument = async (idEstado: 2 | 5) => {
    const doc = documentDraft.current;
    await guardarComprobante(
      {
        idOrden: idVenta,
        idSeller: orden.seller.codigo,
        idEstado,
        comprobante: doc?.idEstado === idEstado ? doc.base64 : '',
        ...(doc?.idEstado === idEstado ? { nombreArchivo: doc.nombre.slice(0, 200) } : {}),
      },
      orderMessages.estadoNoActualizado,
    );
  };
  const calls: OrderCalls = {
    subirFactura: () => saveDocument(2),
    subirNotaCredito: () => saveDocument(5),
    eliminarFactura: async () => {
      await eliminarComprobante(idVenta, 2, orderMessages.estadoNoActualizado);
    },
    eliminarNotaCredito: async () => {
      await eliminarComprobante(idVenta, 5, orderMessages.estadoNoActualizado);
    },
    solicitarAnulacion: async () => {
      await solicitarAnulacion(
        {
          idVenta,
          idSeller: orden.seller.codigo,
          solicitarAnulacion: true,
          idMotivoAnulacion: draft.current.idMotivoAnulacion,
          detalle: draft.current.detalle.trim() === '' ? null : draft.current.detalle.trim(),
        },
        orderMessages.solicitudNoEnviada,
      );
    },
    decidirAnulacion: async ({ evento }) => {
      const rechazado = evento === 'RECHAZAR_SOLICITUD';
      await decidirAnulacion(
        {
          idVenta,
          idSeller: orden.seller.codigo,
          rechazado,
          devolucionDinero: evento === 'ANULAR_CON_DEVOLUCION',
          idMotivoAnula: rechazado ? draft.current.idMotivoRechazo : null,
        },
        orderMessages.estadoNoActualizado,
      );
    },
    entregar: async () => {
      await entregarOrden(idVenta, orderMessages.estadoNoActualizado);
    },
    anularVenta: async () => {
      await cambiarEstadoVenta(idVenta, true, orderMessages.estadoInternoNoActualizado);
    },
    aprobarVenta: async () => {
      await cambiarEstadoVenta(idVenta, false, orderMessages.estadoInternoNoActualizado);
    },
  };
  const running = useOrderWorkflow({
    tipoUsuario,
    stored: orden.flujo,
    calls,
    onSettled: refresh,
  });
  // Issue 34 point 16: after a call the order is read again and the machine starts again from
  // it. Until the order is read, the workflow's controls stay disabled, as while a call is in
  // flight: a decision taken on what the screen showed before the answer was read could be one
  // the stored order no longer takes. `refreshing` (the query's isFetching) reaches this screen
  // a task after the read has started (React Query hands its observers their news later),
  // while the machine's leaving its call re-renders at once: in between, for one render, the
  // buttons of the new state were enabled (orders.spec, CI on a slow machine). The query's own
  // state says at once that the order is being read again.
  const reading =
    refreshing ||
    queryClient.getQueryState(ordenQueryOptions(orden.idOrden).queryKey)?.fetchStatus ===
      'fetching';
  const workflow = reading && !running.busy ? { ...running, busy: true } : running;
  const admin = seesAdminDetail(tipoUsuario);
  return (
    <OrderLayout
      idOrden={orden.idOrden}
      beside={
        <>
          {admin && orden.plataforma !== null && (
            <>
              <PlatformLogo
                codigo={orden.plataforma.codigo}
                descripcion={orden.plataforma.descripcion}
              />
              <Text
                size="sm"
                data-testid="boca"
              >{`Boca: ${String(orden.idVendedorBoca ?? '-')}`}</Text>
            </>
          )}
          {!admin && orden.seller.urlLogo !== null && (
            <Image src={orden.seller.urlLogo} h={32} w="auto" alt={orden.seller.descripcion} />
          )}
        </>
      }
      onVolver={onVolver}
      subtitle={`${orden.seller.descripcion} · Ref. ${orden.idReferencia ?? '-'}`}
      tab={tab}
      onTab={onTab}
      panels={{
        comprador: <OrderBuyerTab orden={orden} workflow={workflow} />,
        productos: <OrderProductsTab orden={orden} />,
        entrega: <OrderDeliveryTab orden={orden} tipoUsuario={tipoUsuario} onChanged={refresh} />,
        pago: <OrderPaymentTab orden={orden} onChanged={refresh} />,
        estados: (
          <OrderStatusTab
            orden={orden}
            workflow={workflow}
            draft={draft}
            documentDraft={documentDraft}
            tipoUsuario={tipoUsuario}
          />
        ),
        historial: (
          <HistoryTable
            query={(page) => historialOrdenQueryOptions(orden.idOrden, page, HISTORY_LOAD_FAILED)}
            label={`Historial de la orden ${String(orden.idOrden)}`}
          />
        ),
      }}
    />
  );
}

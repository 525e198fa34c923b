// 002 §2 'Settlements': the draft edit (/Liquidaciones/EditarBorrador/{id}/{idSeller}, staff)
// and the detail (/Liquidaciones/Editar/{id}/{idSeller}: read-only rows; accounting confirms and
// calculates here, sellers see their confirmed settlements). One page: the summary card with
// 'Liquidación pendiente de confirmar' for a draft, accounting's invoice fields, the workflow
// buttons, the document buttons, and the tables Órdenes, Novedades, Fee Logístico and Rebates.
// Every workflow button ('Guardar', 'Calcular Percepcion Retencion', 'Confirmar Liquidacion',
// 'Anulación Liquidación') is there and enabled as the settlement machine says for the stored
// settlement and the user's role (settlement-workflow.ts); the server runs the same machine.
//
// The draft edit's tables are checkable: the orders the draft holds (checked) with the seller's
// other eligible orders of the draft's period, and the novedades it holds (pre-checked: their
// idLiquidacion is not 0, 002 §4) with the seller's other eligible ones; 'Guardar' sends what is
// checked ('Seleccione alguna orden. No puede crear una liquidacion sin orden' without an order).
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesOf } from '../../api/client.ts';
import {
  calcularLiquidacion,
  confirmarLiquidacion,
  detalleLiquidacionQueryOptions,
  editarLiquidacion,
  eliminarLiquidacion,
  feesDeLiquidacionQueryOptions,
  novedadesDeLiquidacionQueryOptions,
  ordenesDeLiquidacionQueryOptions,
  rebatesDeLiquidacionQueryOptions,
  settlementsKeys,
  settlementsLoadTexts,
  type EncabezadoLiquidacion,
  type LiquidacionRef,
  historialLiquidacionQueryOptions,
} from '../../api/settlements-queries.ts';
import { settlementMessages } from '../../domain/settlement-rules.ts';
import { showSuccess, showWarning } from '../ui/toasts.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { HistoryButton } from '../ui/history-button.tsx';
import { SettlementDocumentButtons } from './document-buttons.tsx';
import { useDraftRows } from './draft-rows.ts';
import { leaveListNotice } from './list-notice.tsx';
import { InvoiceFields, type Invoice } from './invoice-fields.tsx';
import {
  SettlementSection,
  feeColumns,
  novedadColumns,
  orderColumns,
  orderSelectable,
  rebateColumns,
  type Selection,
} from './settlement-columns.tsx';
import { SettlementSummary } from './settlement-summary.tsx';
import { seesInvoice, useSettlementWorkflow } from './settlement-workflow.ts';
import { TaxDetailModal, type TaxDetailTarget } from './tax-detail-modal.tsx';
import { settlementButtons } from '../../../machines/settlement.ts';

/** 002 §8: the fallbacks of the detail's calls (no errores in the answer). */
export const DETAIL_FAILURES = {
  guardar: 'No pudimos actualizar la liquidacion',
  calcular: 'No pudo calcularse',
  confirmar: 'No pudo confirmarse',
  anular: 'No pudo eliminarse',
} as const;

export const DETAIL_TEXTS = {
  ordenes: 'Órdenes',
  novedades: 'Novedades',
  fees: 'Fee Logístico',
  rebates: 'Rebates',
  sinOrdenes: 'NO SE ENCONTRARON ORDENES PARA ESTA LIQUIDACION',
  sinNovedades: 'NO SE ENCONTRARON NOVEDADES PARA ESTA LIQUIDACION',
  sinFees: 'NO SE ENCONTRARON COSTOS DE FEE LOGISTICO PARA ESTA LIQUIDACION',
  sinRebates: 'NO SE ENCONTRARON REBATES PARA ESTA LIQUIDACION',
  calculada: 'Datos actualizados correctamente',
} as const;

export interface SettlementDetailPageProps extends LiquidacionRef {
  tipoUsuario: number;
  /** The draft edit (checkable rows, 'Guardar'); else the detail. */
  editable: boolean;
  /** Back to /Liquidaciones. */
  onBack: () => void;
  /** To the home page (002 §8: a failed update without reasons goes home). */
  onHome: () => void;
}

export function SettlementDetailPage(props: SettlementDetailPageProps) {
  const { idLiquidacion, idSeller } = props;
  const ref = { idLiquidacion, idSeller };
  const header = useQuery(detalleLiquidacionQueryOptions(ref));
  if (header.isPending) {
    return (
      <Stack>
        <Title order={1} size="h2">
          Detalle de Liquidación
        </Title>
        <Text>Cargando…</Text>
      </Stack>
    );
  }
  if (header.isError) {
    return (
      <Stack>
        <Title order={1} size="h2">
          Detalle de Liquidación
        </Title>
        <Text c="red" role="alert">
          {messagesOf(header.error, settlementsLoadTexts.list).join(' ')}
        </Text>
        <Group>
          <Button variant="default" onClick={props.onBack}>
            Volver
          </Button>
        </Group>
      </Stack>
    );
  }
  // The machine starts again at the stored state whenever it changes (a confirmation).
  return (
    <SettlementDetail
      key={`${String(header.data.idTipoEstadoLiquidacion)}-${String(header.data.eliminada)}`}
      {...props}
      header={header.data}
    />
  );
}

function SettlementDetail({
  idLiquidacion,
  idSeller,
  tipoUsuario,
  editable: editRoute,
  onBack,
  onHome,
  header,
}: SettlementDetailPageProps & { header: EncabezadoLiquidacion }) {
  const queryClient = useQueryClient();
  const ref = { idLiquidacion, idSeller };
  const borrador = header.idTipoEstadoLiquidacion === 2;
  const accounting = seesInvoice(tipoUsuario);
  const [tax, setTax] = useState<TaxDetailTarget | null>(null);
  const [anularOpen, setAnularOpen] = useState(false);
  const [invoice, setInvoice] = useState<Invoice>({
    numero: header.numeroComprobante ?? '',
    idTipo: header.idTipoFactura === null ? null : String(header.idTipoFactura),
    sap: header.codigoSap === null ? '' : String(header.codigoSap),
  });

  const ordenes = useQuery(ordenesDeLiquidacionQueryOptions(ref));
  const novedades = useQuery(novedadesDeLiquidacionQueryOptions(ref));
  const fees = useQuery(feesDeLiquidacionQueryOptions(ref));
  const rebates = useQuery(rebatesDeLiquidacionQueryOptions(ref));

  const draft = useDraftRows({
    header,
    editable: editRoute && header.idTipoEstadoLiquidacion === 2,
    ordenes: ordenes.data,
    novedades: novedades.data,
  });
  const { editable, ordenRows, novedadRows, chosen, toggleIn, ordenesElegidas, novedadesElegidas } =
    draft;

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: settlementsKeys.all }),
    [queryClient],
  );

  const workflow = useSettlementWorkflow({
    tipoUsuario,
    stored: { idEstado: header.idTipoEstadoLiquidacion, eliminada: header.eliminada },
    calls: {
      crear: () => Promise.reject(new Error('no aplica')),
      guardar: async () => {
        await editarLiquidacion(
          { idLiquidacion, ordenes: ordenesElegidas, novedades: novedadesElegidas },
          DETAIL_FAILURES.guardar,
        );
      },
      calcular: async () => {
        await calcularLiquidacion(idLiquidacion, DETAIL_FAILURES.calcular);
      },
      confirmar: async () => {
        await confirmarLiquidacion(
          {
            idLiquidacion,
            numeroComprobante: invoice.numero.trim(),
            idTipoComprobante: invoice.idTipo === null ? null : Number(invoice.idTipo),
            codigoSap: invoice.sap === '' ? null : Number(invoice.sap),
          },
          DETAIL_FAILURES.confirmar,
        );
      },
      anular: async () => {
        await eliminarLiquidacion(idLiquidacion, DETAIL_FAILURES.anular);
        // The list this screen returns to says which settlement was deleted.
        leaveListNotice({ kind: 'eliminada', idLiquidacion });
      },
    },
    onSettled: (type, ok, errores) => {
      refresh();
      const onlyFallback = (text: string) => errores.length === 1 && errores[0] === text;
      if (type === 'ANULAR' && ok) onBack();
      if (type === 'GUARDAR' && !ok && onlyFallback(DETAIL_FAILURES.guardar)) onHome();
    },
  });
  // 002 §8 names no success of the calculation: the summary shows the new totals and says so.
  const calcular = async () => {
    if (await workflow.calcular.run()) {
      showSuccess(DETAIL_TEXTS.calculada);
    }
  };
  const guardar = () => {
    if (ordenesElegidas.length === 0) {
      showWarning(settlementMessages.sinOrdenEdicion);
      return;
    }
    void workflow.guardar.run();
  };

  const busy = workflow.busy;
  const ordenSelection: Selection | undefined = editable
    ? { chosen: chosen.orders, toggle: toggleIn('orders'), disabled: busy }
    : undefined;
  const novedadSelection: Selection | undefined = editable
    ? { chosen: chosen.novedades, toggle: toggleIn('novedades'), disabled: busy }
    : undefined;
  const ordenCols = orderColumns({
    selection: ordenSelection,
    retencion: true,
    onDetalle: accounting ? (o) => setTax({ kind: 'orden', idOrden: o.idOrden }) : undefined,
  });
  const novedadCols = novedadColumns({ selection: novedadSelection });
  const loadError = [ordenes, novedades, fees, rebates].find((q) => q.isError)?.error;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {editable ? 'Editar Borrador de Liquidación' : 'Detalle de Liquidación'}
        </Title>
        <Group gap="xs">
          <HistoryButton
            size="sm"
            title={`Historial de la liquidación ${String(idLiquidacion)}`}
            query={(page) =>
              historialLiquidacionQueryOptions(idLiquidacion, page, HISTORY_LOAD_FAILED)
            }
          />
          <Button variant="default" onClick={onBack}>
            Volver
          </Button>
        </Group>
      </Group>
      <SettlementSummary
        header={header}
        onPercepciones={accounting ? () => setTax({ kind: 'percepciones' }) : undefined}
      />
      {accounting && (
        <InvoiceFields
          invoice={invoice}
          onChange={setInvoice}
          locked={!borrador || busy}
          confirmar={workflow.confirmar}
          confirming={workflow.running === 'CONFIRMAR'}
        />
      )}
      <SettlementDocumentButtons
        idLiquidacion={idLiquidacion}
        razonSocialSeller={header.razonSocialSeller}
        tipoUsuario={tipoUsuario}
        borrador={borrador}
      />
      {((editable && workflow.guardar.show) || workflow.calcular.show || workflow.anular.show) && (
        <Group justify="flex-end">
          {editable && workflow.guardar.show && (
            <Button
              onClick={guardar}
              disabled={!workflow.guardar.enabled}
              loading={workflow.running === 'GUARDAR'}
            >
              {settlementButtons.guardar}
            </Button>
          )}
          {workflow.calcular.show && (
            <Button
              variant="light"
              onClick={() => void calcular()}
              disabled={!workflow.calcular.enabled}
              loading={workflow.running === 'CALCULAR'}
            >
              {settlementButtons.calcular}
            </Button>
          )}
          {workflow.anular.show && (
            <Button
              color="red"
              variant="light"
              onClick={() => setAnularOpen(true)}
              disabled={!workflow.anular.enabled}
              loading={workflow.running === 'ANULAR'}
            >
              {settlementButtons.anular}
            </Button>
          )}
        </Group>
      )}
      {loadError && (
        <Text c="red" role="alert">
          {messagesOf(loadError, settlementsLoadTexts.list).join(' ')}
        </Text>
      )}
      <SettlementSection
        title={DETAIL_TEXTS.ordenes}
        columns={ordenCols}
        rows={ordenRows}
        rowId={(o) => String(o.idOrden)}
        empty={DETAIL_TEXTS.sinOrdenes}
        loading={ordenes.isFetching || draft.loadingOrdenes}
        selectAll={
          ordenSelection && {
            ids: ordenRows.filter(orderSelectable).map((o) => o.idOrden),
            selection: ordenSelection,
          }
        }
      />
      <SettlementSection
        title={DETAIL_TEXTS.novedades}
        columns={novedadCols}
        rows={novedadRows}
        rowId={(n) => String(n.idNovedad)}
        empty={DETAIL_TEXTS.sinNovedades}
        loading={novedades.isFetching || draft.loadingNovedades}
        selectAll={
          novedadSelection && {
            ids: novedadRows.map((n) => n.idNovedad),
            selection: novedadSelection,
          }
        }
      />
      <SettlementSection
        title={DETAIL_TEXTS.fees}
        columns={feeColumns}
        rows={fees.data ?? []}
        rowId={(f) => String(f.idVenta)}
        empty={DETAIL_TEXTS.sinFees}
        loading={fees.isFetching}
      />
      <SettlementSection
        title={DETAIL_TEXTS.rebates}
        columns={rebateColumns}
        rows={rebates.data ?? []}
        rowId={(r) => `${String(r.idRebate)}-${String(r.idVenta)}`}
        empty={DETAIL_TEXTS.sinRebates}
        loading={rebates.isFetching}
      />
      <TaxDetailModal idLiquidacion={idLiquidacion} target={tax} onClose={() => setTax(null)} />
      <Modal
        opened={anularOpen}
        onClose={() => setAnularOpen(false)}
        title="Anulación Liquidación"
        centered
      >
        <Stack>
          <Text>
            {`¿Anular la liquidación N° ${String(idLiquidacion)}? Sus órdenes y novedades quedarán libres para otra liquidación.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAnularOpen(false)}>
              Cancelar
            </Button>
            <Button
              color="red"
              disabled={!workflow.anular.enabled}
              loading={workflow.running === 'ANULAR'}
              onClick={() =>
                void workflow.anular.run().then(() => {
                  setAnularOpen(false);
                })
              }
            >
              Anular
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

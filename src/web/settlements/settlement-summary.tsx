// 002 §2 and §3 'Liquidación header': the summary card of a settlement (its seller, number,
// state, dates and every figure of DECISIONS 22-26 as the server stored them, so the card equals
// the sum of the tables below), 'Liquidación pendiente de confirmar' for a draft and 'Liquidación
// Confirmada' (the label of status 3) for a confirmed one (002 §4), and
// for accounting (002 §6) the clipboard icon of the perceptions when there are any.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/SimpleGrid.css';
import { ActionIcon, Alert, Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClipboardList } from '@tabler/icons-react';
import { LIQUIDACION_CONFIRMADA, estadoLiquidacionLabels } from '../../../machines/settlement.ts';
import type { EncabezadoLiquidacion } from '../../api/settlements-queries.ts';
import { Figure } from './settlement-columns.tsx';
import { diaOf, importeOf } from './settlement-format.ts';

export const PENDIENTE = 'Liquidación pendiente de confirmar';

export function SettlementSummary({
  header,
  onPercepciones,
}: {
  header: EncabezadoLiquidacion;
  /** Accounting's 'Detalle de Percepciones' (shown only when the perceptions are over 0). */
  onPercepciones?: () => void;
}) {
  const borrador = header.idTipoEstadoLiquidacion === 2;
  return (
    <Stack>
      {borrador && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={PENDIENTE}>
          Las órdenes y novedades de este borrador quedan reservadas hasta que se confirme o se
          anule.
        </Alert>
      )}
      {!borrador && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} title={LIQUIDACION_CONFIRMADA}>
          {header.numeroComprobante === null
            ? 'Confirmada: sus importes ya no cambian.'
            : `Confirmada con la factura ${`${header.descripcionTipoFactura ?? ''} ${header.numeroComprobante}`.trim()}: sus importes ya no cambian.`}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-label="Resumen de la liquidación">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {`Liquidación N° ${String(header.idLiquidacion)} - ${header.razonSocialSeller}`}
          </Title>
          <Badge color={borrador ? 'yellow' : 'green'} variant="light" size="lg">
            {borrador ? estadoLiquidacionLabels[2] : estadoLiquidacionLabels[3]}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
          <Figure label="Fecha" value={diaOf(header.fecha)} />
          <Figure
            label="Período"
            value={`${diaOf(header.fechaDesde)} al ${diaOf(header.fechaHasta)}`}
          />
          <Figure label="Ordenes" value={String(header.cantidadOrdenes)} />
          <Figure label="Cant. Novedades" value={String(header.cantidadNovedades)} />
          <Figure label="Imp. Ordenes" value={importeOf(header.totalOrden)} />
          <Figure label="Comisión Neta" value={importeOf(header.comisionNeta)} />
          <Figure label="Comisiones" value={importeOf(header.comisionTotal)} />
          <Figure label="Fee Logístico Neto" value={importeOf(header.totalCostoFeeNeto)} />
          <Figure label="Fee Logístico" value={importeOf(header.totalCostoFee)} />
          <Figure label="Rebates" value={importeOf(header.totalRebateConIva)} />
          <Figure label="Novedades" value={importeOf(header.totalNovedades)} />
          <Figure label="Retenciones" value={importeOf(header.totalRetenciones)} />
          <Figure
            label="Percepciones"
            value={importeOf(header.totalPercepcion)}
            action={
              onPercepciones && header.totalPercepcion > 0 ? (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label="Detalle de percepciones"
                  onClick={onPercepciones}
                >
                  <IconClipboardList size={16} />
                </ActionIcon>
              ) : undefined
            }
          />
          <Figure label="Neto Liquidación" value={importeOf(header.totalLiquidacion)} />
          {header.numeroComprobante !== null && (
            <Figure
              label="Factura"
              value={`${header.descripcionTipoFactura ?? ''} ${header.numeroComprobante}`.trim()}
            />
          )}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

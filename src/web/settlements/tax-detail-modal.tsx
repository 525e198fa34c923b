// 002 §2 (draft edit) and §3 'Tax detail row': the modals 'Detalle de Retenciones' (one order's
// retentions, CargasTributarias alcance=orden) and 'Detalle de Percepciones' (the settlement's
// perceptions, alcance=liquidacion), opened by accounting's clipboard icons (002 §6). Columns:
// Régimen, Alícuota, Base Imponible, Monto, Monto a Devolver, Saldo. 002 §8: a failed tax detail
// is only logged (no toast); the modal says there is no detail to show.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { useEffect } from 'react';
import { Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'mantine-react-table';
import {
  cargasTributariasQueryOptions,
  type DetalleTributario,
} from '../../api/settlements-queries.ts';
import { importeOf } from './settlement-format.ts';
import { SettlementTable } from './settlement-table.tsx';

export const TAX_TEXTS = {
  retenciones: 'Detalle de Retenciones',
  percepciones: 'Detalle de Percepciones',
  vacio: 'No hay detalle tributario para mostrar. Calcule las percepciones y retenciones.',
} as const;

const columns: MRT_ColumnDef<DetalleTributario>[] = [
  { id: 'regimen', header: 'Régimen', size: 200, accessorKey: 'regimen' },
  {
    id: 'alicuota',
    header: 'Alícuota',
    size: 90,
    accessorFn: (d) => `${d.alicuota.toLocaleString('de-DE', { maximumFractionDigits: 4 })} %`,
  },
  {
    id: 'base',
    header: 'Base Imponible',
    size: 130,
    accessorFn: (d) => importeOf(d.baseImponible),
  },
  { id: 'monto', header: 'Monto', size: 110, accessorFn: (d) => importeOf(d.monto) },
  {
    id: 'devolver',
    header: 'Monto a Devolver',
    size: 130,
    accessorFn: (d) => importeOf(d.montoADevolver),
  },
  { id: 'saldo', header: 'Saldo', size: 110, accessorFn: (d) => importeOf(d.saldo) },
];

/** What a modal shows: one order's retentions, or the settlement's perceptions. */
export type TaxDetailTarget = { kind: 'orden'; idOrden: number } | { kind: 'percepciones' };

export function TaxDetailModal({
  idLiquidacion,
  target,
  onClose,
}: {
  idLiquidacion: number;
  target: TaxDetailTarget | null;
  onClose: () => void;
}) {
  const idOrden = target?.kind === 'orden' ? target.idOrden : null;
  const query = useQuery({
    ...cargasTributariasQueryOptions(idLiquidacion, idOrden),
    enabled: target !== null,
  });
  useEffect(() => {
    // 002 §8: tax detail failures are only logged.
    if (query.error) console.warn('CargasTributarias:', query.error.message);
  }, [query.error]);
  const rows =
    target === null
      ? []
      : target.kind === 'orden'
        ? (query.data?.detalleTributarioOrdenes ?? [])
        : (query.data?.detalleTributarioLiquidacion ?? []);
  const title = target?.kind === 'orden' ? TAX_TEXTS.retenciones : TAX_TEXTS.percepciones;
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="xl" centered>
      {target !== null && (
        <>
          <Text size="sm" mb="xs">
            {target.kind === 'orden'
              ? `Orden N° ${String(target.idOrden)}`
              : `Liquidación N° ${String(idLiquidacion)}`}
          </Text>
          <SettlementTable
            columns={columns}
            rows={rows}
            rowId={(d) => String(d.id)}
            label={target.kind === 'orden' ? TAX_TEXTS.retenciones : TAX_TEXTS.percepciones}
            empty={TAX_TEXTS.vacio}
            loading={query.isFetching}
          />
          {query.isError && (
            <Text size="sm" c="dimmed" mt="xs">
              No se pudo obtener la información
            </Text>
          )}
        </>
      )}
    </Modal>
  );
}

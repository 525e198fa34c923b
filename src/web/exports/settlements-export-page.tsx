// /Exportables/Liquidaciones (002 §2 'Exports', §5, §8, §9; issue 21): Desde, Hasta (the last
// 30 days by default: 002 §9 leaves it to a helper not shown), Seller, Estados (2 by default) and
// 'Todas las liquidaciones de todos los sellers en el rango de tiempo', without which 'Descargar
// Excel' stays disabled. The file is Liquidaciones.xlsx.
import { Stack } from '@mantine/core';
import { estadoLiquidacionLabels } from '../../../machines/settlement.ts';
import { exportarLiquidaciones } from '../../api/exports-queries.ts';
import { addDays, todayInMarket } from '../../domain/dates.ts';
import { exportFileNames, exportTexts } from '../../domain/exports.ts';
import { useDownload, useQueueExport } from './download.ts';
import { MyExportsCard } from './my-exports-card.tsx';
import { RangeExportForm } from './range-export-form.tsx';

const estados = Object.entries(estadoLiquidacionLabels).map(([value, label]) => ({ value, label }));
const DEFAULT_RANGE_DAYS = 30;

export function SettlementsExportPage() {
  const today = todayInMarket();
  const centre = useQueueExport(exportTexts.sinExcel);
  const download = useDownload(exportTexts.sinExcel, exportFileNames.liquidaciones);
  return (
    <Stack gap="md">
      <RangeExportForm
        title="Liquidaciones"
        testId="settlements-export-page"
        initial={{
          desde: addDays(today, -DEFAULT_RANGE_DAYS),
          hasta: today,
          seller: null,
          estado: '2',
          todas: false,
        }}
        estados={estados}
        todasLabel="Todas las liquidaciones de todos los sellers en el rango de tiempo"
        downloading={download.downloading}
        onDownload={(v) =>
          void download.run((fallback) =>
            exportarLiquidaciones(
              { fechaDesde: v.desde, fechaHasta: v.hasta, buscaTodo: 1 },
              fallback,
            ),
          )
        }
        queueing={centre.queueing}
        onQueue={(v) =>
          void centre.queue({
            tipo: 'liquidaciones',
            fechaDesde: v.desde,
            fechaHasta: v.hasta,
            buscaTodo: 1,
          })
        }
      />
      <MyExportsCard />
    </Stack>
  );
}

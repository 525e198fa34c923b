// /Exportables/Novedades (002 §2 'Exports', §5, §8, §9; issue 21): Desde and Hasta (the last 15
// days by default, Desde no older than 60 days), Seller, Estados ('En Preparacion....', 1, by
// default), Orden De Referencia and 'Todas las novedades de todos los sellers en el rango de
// tiempo', without which 'Descargar Excel' stays disabled. The file is Novedades.xlsx.
import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { estadoNovedadLabels } from '../../../machines/novedad.ts';
import { exportarNovedades } from '../../api/exports-queries.ts';
import { addDays, todayInMarket } from '../../domain/dates.ts';
import {
  EXPORT_MIN_DAYS_BACK,
  NOVEDADES_EXPORT_DEFAULT_DAYS,
  exportFileNames,
  exportTexts,
} from '../../domain/exports.ts';
import { NOVEDAD_ORDER_MAX_LENGTH } from '../../domain/novedad-rules.ts';
import { useDownload, useQueueExport } from './download.ts';
import { MyExportsCard } from './my-exports-card.tsx';
import { RangeExportForm } from './range-export-form.tsx';

/** 002 §2: the default state reads 'En Preparacion....' (value 1). */
const estados = Object.entries(estadoNovedadLabels).map(([value, label]) => ({
  value,
  label: value === '1' ? 'En Preparacion....' : label,
}));

export function NovedadesExportPage() {
  const today = todayInMarket();
  const [orden, setOrden] = useState('');
  const centre = useQueueExport(exportTexts.sinExcel);
  const queryOf = (v: { desde: string; hasta: string }) => ({
    fechaDesde: v.desde,
    fechaHasta: v.hasta,
    buscaTodo: 1 as const,
    ...(orden === '' ? {} : { ordenDeReferencia: Number(orden) }),
  });
  const download = useDownload(exportTexts.sinExcel, exportFileNames.novedades);
  return (
    <Stack gap="md">
      <RangeExportForm
        title="Novedades"
        testId="novedades-export-page"
        initial={{
          desde: addDays(today, -NOVEDADES_EXPORT_DEFAULT_DAYS),
          hasta: today,
          seller: null,
          estado: '1',
          todas: false,
        }}
        estados={estados}
        todasLabel="Todas las novedades de todos los sellers en el rango de tiempo"
        minDay={addDays(today, -EXPORT_MIN_DAYS_BACK)}
        downloading={download.downloading}
        extraFields={
          <TextInput
            label="Orden De Referencia"
            inputMode="numeric"
            maxLength={NOVEDAD_ORDER_MAX_LENGTH}
            value={orden}
            onChange={(e) => setOrden(e.currentTarget.value.replace(/\D/g, ''))}
          />
        }
        onDownload={(v) => void download.run((fallback) => exportarNovedades(queryOf(v), fallback))}
        queueing={centre.queueing}
        onQueue={(v) => void centre.queue({ tipo: 'novedades', ...queryOf(v) })}
      />
      <MyExportsCard />
    </Stack>
  );
}

// /Exportables/Ordenes, 'Órdenes' (002 §2 'Exports', §4 'Export', §5, §6, §8, §9; issue 21): the
// orders filter (Seller for staff, the dates, Estado, Nro. Orden, DNI, Apellido), applied with
// 'Buscar'; 'Descargar N órdenes' with the live count of the applied filter, disabled while the
// count loads or at 0; a download shows the loading indicator, which hides 5 s after the file
// arrives (002 §4). Staff get 'Órdenes Telefónicas' (date from and to, 'Descargar', 'Limpiar').
// Which columns the file has (staff 35, sellers 18) and whose orders are the server's.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Loader.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { estadoOrdenLabels } from '../../../machines/order.ts';
import {
  cantidadOrdenesQueryOptions,
  exportarOrdenes,
  exportarOrdenesTelefonicas,
  type FiltroExportarOrdenes,
} from '../../api/exports-queries.ts';
import { addDays, todayInMarket } from '../../domain/dates.ts';
import {
  EXPORT_MAX_ROWS,
  ORDERS_EXPORT_INDICATOR_MS,
  exportFileNames,
  exportTexts,
  exportsOffer,
} from '../../domain/exports.ts';
import { novedadMessages } from '../../domain/novedad-rules.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { DayInput } from '../ui/day-input.tsx';
import { DayRangeInputs, FilterPanel } from '../ui/filter-panel.tsx';
import { SellerSearchSelect } from '../ui/seller-search-select.tsx';
import { showCallError, showWarning } from '../ui/toasts.ts';
import type { ChosenOption } from '../ui/url-filter.ts';
import { useDownload, useQueueExport } from './download.ts';
import { MyExportsCard } from './my-exports-card.tsx';

export interface OrdersExportPageProps {
  tipoUsuario: TipoUsuario;
}

interface OrdersExportFilter {
  seller: ChosenOption | null;
  fechaDesde: string | null;
  fechaHasta: string | null;
  estado: string | null;
  orden: string;
  documento: string;
  apellido: string;
}

/** 002 §9 leaves the range to a helper "not shown": the last 30 days, as the orders list. */
const DEFAULT_RANGE_DAYS = 30;
const defaultFilter = (): OrdersExportFilter => ({
  seller: null,
  fechaDesde: addDays(todayInMarket(), -DEFAULT_RANGE_DAYS),
  fechaHasta: todayInMarket(),
  estado: null,
  orden: '',
  documento: '',
  apellido: '',
});

const digits = (text: string) => text.replace(/\D/g, '');
/** 002 §5: idOrden, documento and idEstado null when empty or not numeric; empty texts null. */
function requestOf(f: OrdersExportFilter): FiltroExportarOrdenes {
  const numeric = (t: string) => (/^\d+$/.test(t.trim()) ? t.trim() : null);
  const orden = numeric(f.orden);
  const estado = f.estado === null ? null : Number(f.estado);
  return {
    idSeller: f.seller === null ? null : Number(f.seller.value),
    fechaDesde: f.fechaDesde,
    fechaHasta: f.fechaHasta,
    idEstado:
      estado === 1 || estado === 2 || estado === 3 || estado === 4 || estado === 5 ? estado : null,
    idOrden: orden === null || orden.length > 10 ? null : Number(orden),
    documento: numeric(f.documento),
    apellido: f.apellido.trim() === '' ? null : f.apellido.trim(),
  };
}

const estadoOptions = Object.entries(estadoOrdenLabels).map(([value, label]) => ({ value, label }));
const countFormat = new Intl.NumberFormat('es-AR');

export function OrdersExportPage({ tipoUsuario }: OrdersExportPageProps) {
  const offer = exportsOffer(tipoUsuario);
  const [applied, setApplied] = useState<OrdersExportFilter>(defaultFilter);
  const request = requestOf(applied);
  const count = useQuery({
    ...cantidadOrdenesQueryOptions(request, exportTexts.sinInformacion),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (count.error !== null) showCallError(count.error, exportTexts.sinInformacion);
  }, [count.error, count.errorUpdatedAt]);

  const download = useDownload(exportTexts.sinExcel, exportFileNames.ordenes);
  // 002 §4: the indicator stays 5 s after the download completes.
  const [indicator, setIndicator] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const downloadOrders = async () => {
    if (timer.current !== null) clearTimeout(timer.current);
    setIndicator(true);
    await download.run((fallback) => exportarOrdenes(request, fallback));
    timer.current = setTimeout(() => setIndicator(false), ORDERS_EXPORT_INDICATOR_MS);
  };

  const centre = useQueueExport(exportTexts.sinExcel);
  const total = count.data?.cantidadOrdenes;
  const loading = count.isFetching || total === undefined;
  // Issue 21 point 4: more than the server answers at once is prepared in the export centre.
  const large = total !== undefined && total > (count.data?.maximoAlMomento ?? EXPORT_MAX_ROWS);
  const label =
    total === undefined
      ? 'Descargar órdenes'
      : large
        ? `Preparar ${countFormat.format(total)} órdenes en segundo plano`
        : `Descargar ${countFormat.format(total)} órdenes`;

  return (
    <Stack gap="md" data-testid="orders-export-page">
      <Title order={1} size="h2">
        Órdenes
      </Title>
      <FilterPanel<OrdersExportFilter>
        applied={applied}
        label="Filtro de órdenes a exportar"
        columns={offer.sellerFilter ? 4 : 3}
        searching={count.isFetching}
        onSearch={(next) => {
          setApplied(next);
          if (JSON.stringify(requestOf(next)) === JSON.stringify(request)) void count.refetch();
        }}
        onClear={() => setApplied(defaultFilter())}
        fields={(draft, set) => (
          <>
            {offer.sellerFilter && (
              <SellerSearchSelect
                label="Seller"
                placeholder="Seleccione.."
                value={draft.seller}
                onChange={(v) => set('seller', v)}
              />
            )}
            <DayRangeInputs
              labels={['Fecha desde', 'Fecha hasta']}
              from={draft.fechaDesde}
              to={draft.fechaHasta}
              onFrom={(d) => set('fechaDesde', d)}
              onTo={(d) => set('fechaHasta', d)}
            />
            <Select
              label="Estado"
              placeholder="Todos"
              data={estadoOptions}
              value={draft.estado}
              onChange={(v) => set('estado', v)}
              clearable
            />
            <TextInput
              label="Nro. Orden"
              inputMode="numeric"
              maxLength={10}
              value={draft.orden}
              onChange={(e) => set('orden', digits(e.currentTarget.value))}
            />
            <TextInput
              label="DNI"
              inputMode="numeric"
              maxLength={15}
              value={draft.documento}
              onChange={(e) => set('documento', digits(e.currentTarget.value))}
            />
            <TextInput
              label="Apellido"
              maxLength={60}
              value={draft.apellido}
              onChange={(e) => set('apellido', e.currentTarget.value)}
            />
          </>
        )}
      />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center">
          <Group gap="sm">
            {indicator && (
              <Loader
                size="sm"
                aria-label="Descargando órdenes"
                data-testid="orders-export-loading"
              />
            )}
            <Text c="dimmed" size="sm">
              {count.isError && total === undefined
                ? exportTexts.sinInformacion
                : offer.sellerFilter
                  ? 'Una fila por producto de cada orden, con todas las columnas.'
                  : 'Una fila por producto de cada una de sus órdenes.'}
            </Text>
          </Group>
          <Button
            leftSection={<IconDownload size={18} stroke={1.5} />}
            loading={download.downloading || centre.queueing}
            disabled={loading || total === 0}
            onClick={() =>
              void (large ? centre.queue({ tipo: 'ordenes', ...request }) : downloadOrders())
            }
          >
            {label}
          </Button>
        </Group>
      </Paper>
      {offer.phoneOrders && <PhoneOrdersCard />}
      <MyExportsCard />
    </Stack>
  );
}

/** 002 §2: 'Órdenes Telefónicas', staff's: both dates are required (002 §5 texts). */
function PhoneOrdersCard() {
  const [desde, setDesde] = useState<string | null>(null);
  const [hasta, setHasta] = useState<string | null>(null);
  const download = useDownload(exportTexts.sinExcel, exportFileNames.ordenesTelefonicas);
  const run = () => {
    if (desde === null) return showWarning(novedadMessages.fechaInicial);
    if (hasta === null) return showWarning(novedadMessages.fechaFinal);
    void download.run((fallback) => exportarOrdenesTelefonicas(desde, hasta, fallback));
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ordenes-telefonicas">
      <Title order={2} size="h4" id="ordenes-telefonicas" mb="sm">
        Órdenes Telefónicas
      </Title>
      <Group align="flex-end">
        <DayInput label="Fecha desde" value={desde} onChange={setDesde} maxDay={hasta} clearable />
        <DayInput label="Fecha hasta" value={hasta} onChange={setHasta} minDay={desde} clearable />
        <Button
          leftSection={<IconDownload size={18} stroke={1.5} />}
          loading={download.downloading}
          onClick={run}
        >
          Descargar
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setDesde(null);
            setHasta(null);
          }}
        >
          Limpiar
        </Button>
      </Group>
    </Paper>
  );
}

// 001 §2.2: /OrdenesProveedores. The collapsible filter (Orden, Proveedor as a searchable select
// for staff, Estado, DNI, Apellido, Fecha desde/hasta; Buscar, Limpiar) kept in the URL, one card
// per green-sale order (date, order id, customer, the platform's logo, the products with their
// image, quantity, title, unit price and market SKU, the total) with 'Descargar Oblea' ('Volver
// a Descargar Oblea' once downloaded, 001 §4) and 'Descargar Comprobante', pages of 10 with
// Anterior/Siguiente. The server decides the scope: a supplier only ever gets its own orders and
// never the customer e-mail.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messagesOf } from '../../api/client.ts';
import {
  buscarOrdenesVentaVerdeQueryOptions,
  buscarProveedores,
  descargarComprobanteVentaVerde,
  descargarObleaVentaVerde,
  marcarObleaVentaVerde,
  supplierOrdersKeys,
  supplierOrdersLoadTexts,
  type OrdenVentaVerde,
} from '../../api/supplier-orders-queries.ts';
import { estadoOrdenLabels } from '../../../machines/order.ts';
import { ORDERS_PAGE_SIZE } from '../../domain/order-rules.ts';
import { TipoUsuario, type TipoUsuario as Tipo } from '../../domain/roles.ts';
import { supplierFiles, supplierOrderMessages as m } from '../../domain/texts/supplier-orders.ts';
import { DayRangeInputs, FilterPanel, FilterToggle } from '../ui/filter-panel.tsx';
import { bytesFromBase64, saveBlob } from '../ui/file-download.ts';
import { ListPager } from '../ui/pager.tsx';
import { ServerSearchSelect } from '../ui/server-search-select.tsx';
import { showCallError, showSuccess } from '../ui/toasts.ts';
import { formatDateTime, money } from './format.ts';
import { estadoColor } from './order-status-color.ts';
import { PlatformLogo } from './platform-logo.tsx';
import {
  supplierOrdersQueryOf,
  supplierOrdersSearch,
  type SupplierOrdersFilter,
} from './supplier-list-filter-state.ts';

export interface SupplierOrdersPageProps {
  tipoUsuario: Tipo;
  userId: number;
  /** The validated search of the route (the filter and the page). */
  search: Record<string, unknown>;
  onSearchChange: (filter: SupplierOrdersFilter) => void;
}

const estadoOptions = ([1, 2, 3, 4, 5] as const).map((id) => ({
  value: String(id),
  label: estadoOrdenLabels[id],
}));

const savePdf = (base64: string, name: string) =>
  saveBlob(new Blob([bytesFromBase64(base64)], { type: 'application/pdf' }), name);

export function SupplierOrdersPage({
  tipoUsuario,
  userId,
  search,
  onSearchChange,
}: SupplierOrdersPageProps) {
  const applied = supplierOrdersSearch.read(search);
  // 001 §6: staff choose a supplier; a supplier's scope is its own, decided by the server.
  const supplierFilter = tipoUsuario !== TipoUsuario.proveedor;
  const query = useQuery({
    ...buscarOrdenesVentaVerdeQueryOptions(supplierOrdersQueryOf(applied, supplierFilter)),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Órdenes de proveedores
        </Title>
        <FilterToggle
          shown={applied.filtro}
          onToggle={() => onSearchChange({ ...applied, filtro: !applied.filtro })}
        />
      </Group>
      <SupplierOrdersFilterForm
        applied={applied}
        supplierFilter={supplierFilter}
        searching={query.isFetching}
        onSearch={(f) => onSearchChange({ ...f, pagina: 1 })}
        onClear={() => onSearchChange({ ...supplierOrdersSearch.read({}), filtro: true })}
      />
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, supplierOrdersLoadTexts.list).join(' ')}
        </Text>
      )}
      {query.isPending && <Loader aria-label="Cargando órdenes" />}
      {query.data?.elementos.length === 0 && (
        <Text ta="center" fw={600} data-testid="sin-ordenes">
          {m.empty}
        </Text>
      )}
      <Stack gap="sm" data-testid="ordenes-proveedores">
        {query.data?.elementos.map((o) => (
          <SupplierOrderCard key={o.idOrden} orden={o} userId={userId} />
        ))}
      </Stack>
      <ListPager
        total={query.data?.cantidadTotal ?? 0}
        pageSize={ORDERS_PAGE_SIZE}
        page={applied.pagina}
        onPage={(pagina) => onSearchChange({ ...applied, pagina })}
        disabled={query.isFetching}
        testId="ordenes-proveedores-pager"
      />
    </Stack>
  );
}

function SupplierOrdersFilterForm({
  applied,
  supplierFilter,
  searching,
  onSearch,
  onClear,
}: {
  applied: SupplierOrdersFilter;
  supplierFilter: boolean;
  searching: boolean;
  onSearch: (f: SupplierOrdersFilter) => void;
  onClear: () => void;
}) {
  return (
    <FilterPanel
      label="Filtro de órdenes de proveedores"
      columns={4}
      opened={applied.filtro}
      applied={applied}
      onSearch={onSearch}
      onClear={onClear}
      searching={searching}
      fields={(draft, set) => (
        <>
          <TextInput
            label="Orden"
            value={draft.orden}
            inputMode="numeric"
            maxLength={10}
            onChange={(e) => set('orden', e.currentTarget.value.replace(/\D/g, ''))}
          />
          {supplierFilter && (
            <ServerSearchSelect
              label="Proveedor"
              placeholder={m.proveedorPlaceholder}
              value={draft.proveedor}
              onChange={(v) => set('proveedor', v)}
              optionOf={(o) => o}
              queryKey={supplierOrdersKeys.suppliers}
              search={async (text, signal) =>
                (await buscarProveedores(text, signal)).map((p) => ({
                  value: String(p.codigo),
                  label: p.descripcion,
                }))
              }
            />
          )}
          <Select
            label="Estado"
            placeholder="Todos"
            data={estadoOptions}
            value={draft.estado === null ? null : String(draft.estado)}
            onChange={(v) => set('estado', v === null ? null : Number(v))}
            clearable
          />
          <TextInput
            label="DNI"
            value={draft.documento}
            inputMode="numeric"
            maxLength={15}
            onChange={(e) => set('documento', e.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label="Apellido"
            value={draft.apellido}
            maxLength={60}
            onChange={(e) => set('apellido', e.currentTarget.value)}
          />
          <DayRangeInputs
            labels={['Fecha desde', 'Fecha hasta']}
            from={draft.fechaDesde}
            to={draft.fechaHasta}
            onFrom={(v) => set('fechaDesde', v)}
            onTo={(v) => set('fechaHasta', v)}
          />
        </>
      )}
    />
  );
}

function SupplierOrderCard({ orden, userId }: { orden: OrdenVentaVerde; userId: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'oblea' | 'comprobante' | null>(null);
  // 001 §4, §8: the label is saved, then marked downloaded; each step has its own fallback.
  const downloadLabel = async () => {
    setBusy('oblea');
    try {
      let pdf: string;
      try {
        pdf = await descargarObleaVentaVerde(orden.idOrden, m.obleaFallida);
      } catch (error) {
        showCallError(error, m.obleaFallida);
        return;
      }
      savePdf(pdf, supplierFiles.oblea);
      showSuccess(m.descargaRealizada);
      try {
        await marcarObleaVentaVerde(orden.idOrden, userId, m.estadoObleaFallido);
        showSuccess(m.estadoActualizado);
      } catch (error) {
        showCallError(error, m.estadoObleaFallido);
      }
      await queryClient.invalidateQueries({ queryKey: supplierOrdersKeys.all });
    } finally {
      setBusy(null);
    }
  };
  const downloadReceipt = async () => {
    setBusy('comprobante');
    try {
      savePdf(
        await descargarComprobanteVentaVerde(orden.comprobante, m.descargaFallida),
        supplierFiles.factura,
      );
      showSuccess(m.descargaRealizada);
    } catch (error) {
      showCallError(error, m.descargaFallida);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder p="md" data-testid="orden-proveedor" data-id-orden={orden.idOrden}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Anchor
              fw={700}
              renderRoot={(props) => (
                <Link to={`/OrdenesProveedores/View/${String(orden.idOrden)}`} {...props} />
              )}
            >
              {`Orden ${String(orden.idOrden)}`}
            </Anchor>
            <PlatformLogo
              codigo={orden.plataforma.codigo}
              descripcion={orden.plataforma.descripcion}
            />
            <Text size="sm" c="dimmed">
              {formatDateTime(orden.fecha)}
            </Text>
          </Group>
          <Text size="sm" data-testid="cliente">
            {`Cliente: ${orden.cliente.nombre} ${orden.cliente.apellido} (DNI ${orden.cliente.documento})${orden.cliente.email === null ? '' : ` · ${orden.cliente.email}`}`}
          </Text>
          <Text size="sm" c="dimmed">{`Proveedor: ${orden.proveedor.descripcion}`}</Text>
          {orden.productos.map((p, i) => (
            <Group key={`${p.skuMarket ?? ''}-${String(i)}`} gap="sm" wrap="nowrap">
              {p.imagenPrincipal !== null && (
                <Image src={p.imagenPrincipal} h={48} w={48} fit="contain" alt={p.titulo} />
              )}
              <Text size="sm">
                {`${String(p.cantidad)} x ${p.titulo} · ${money(p.precioUnitario)} · SKU Market ${p.skuMarket ?? '-'}`}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={6} align="flex-end">
          <Badge color={estadoColor(orden.estado.idEstado)}>{orden.estado.descripcion}</Badge>
          {orden.anulacionMarket.anulado && (
            <Badge color="red" variant="outline">
              Anulado
            </Badge>
          )}
          <Text fw={700} data-testid="total">
            {money(orden.montoVenta)}
          </Text>
          <Button
            size="xs"
            loading={busy === 'oblea'}
            disabled={busy !== null}
            onClick={() => void downloadLabel()}
          >
            {orden.obleaDescargada ? m.volverADescargarOblea : m.descargarOblea}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={busy === 'comprobante'}
            disabled={busy !== null}
            onClick={() => void downloadReceipt()}
          >
            {m.descargarComprobante}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

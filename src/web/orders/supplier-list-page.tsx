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
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
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
import { ORDERS_PAGE_SIZE } from '../../domain/order-rules.ts';
import { TipoUsuario, type TipoUsuario as Tipo } from '../../domain/roles.ts';
import { supplierFiles, supplierOrderMessages as m } from '../../domain/texts/supplier-orders.ts';
import { FilterDayRange, FilterPanel, FilterToggle } from '../ui/filter-panel.tsx';
import { bytesFromBase64, saveBlob } from '../ui/file-download.ts';
import { PagedCardList } from '../ui/paged-card-list.tsx';
import { ServerSearchSelect } from '../ui/server-search-select.tsx';
import { showCallError, showSuccess } from '../ui/toasts.ts';
import { urlList, type UrlListFilter } from '../ui/url-filter.ts';
import { formatDateTime, money } from './format.ts';
import { ApellidoField, DniField, EstadoOrdenField, OrdenField } from './order-filter-fields.tsx';
import { estadoColor } from './order-status-color.ts';
import { PlatformLogo } from './platform-logo.tsx';
import {
  supplierOrdersQueryOf,
  supplierOrdersSearch,
  type SupplierOrdersFilter,
} from './supplier-list-filter-state.ts';
import { SavedViews } from '../ui/saved-views.tsx';
import { PendingNotice } from '../ui/pending-notice.tsx';

export interface SupplierOrdersPageProps {
  tipoUsuario: Tipo;
  userId: number;
  /** The validated search of the route (the filter and the page). */
  search: Record<string, unknown>;
  onSearchChange: (filter: SupplierOrdersFilter) => void;
}

const savePdf = (base64: string, name: string) =>
  saveBlob(new Blob([bytesFromBase64(base64)], { type: 'application/pdf' }), name);

export function SupplierOrdersPage({
  tipoUsuario,
  userId,
  search,
  onSearchChange,
}: SupplierOrdersPageProps) {
  // 'Limpiar' keeps the filter open.
  const list = urlList(supplierOrdersSearch, search, onSearchChange, () => ({
    ...supplierOrdersSearch.read({}),
    filtro: true,
  }));
  const applied = list.applied;
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
      <SavedViews lista="/OrdenesProveedores" />
      <PendingNotice
        pendiente={applied.pendiente}
        tipoUsuario={tipoUsuario}
        to="/OrdenesProveedores"
      />
      <SupplierOrdersFilterForm
        filter={list.filter}
        supplierFilter={supplierFilter}
        searching={query.isFetching}
      />
      <PagedCardList
        query={query}
        loadFailed={supplierOrdersLoadTexts.list}
        loadingLabel="Cargando órdenes"
        emptyText={m.empty}
        emptyTestId="sin-ordenes"
        testId="ordenes-proveedores"
        pagerTestId="ordenes-proveedores-pager"
        pageSize={ORDERS_PAGE_SIZE}
        page={applied.pagina}
        onPage={list.onPage}
        card={(o) => <SupplierOrderCard key={o.idOrden} orden={o} userId={userId} />}
      />
    </Stack>
  );
}

function SupplierOrdersFilterForm({
  filter,
  supplierFilter,
  searching,
}: {
  filter: UrlListFilter<SupplierOrdersFilter>;
  supplierFilter: boolean;
  searching: boolean;
}) {
  return (
    <FilterPanel
      {...filter}
      label="Filtro de órdenes de proveedores"
      columns={4}
      opened={filter.applied.filtro}
      searching={searching}
      fields={(draft, set) => (
        <>
          <OrdenField value={draft.orden} onChange={(v) => set('orden', v)} />
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
          <EstadoOrdenField
            label="Estado"
            value={draft.estado}
            onChange={(v) => set('estado', v)}
          />
          <DniField value={draft.documento} onChange={(v) => set('documento', v)} />
          <ApellidoField value={draft.apellido} onChange={(v) => set('apellido', v)} />
          <FilterDayRange draft={draft} set={set} />
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

// 001 §2.1: /Ordenes and /Ordenes/Publicacion. The totals block (hidden for read-only; the
// commission only for staff), the filter (Sellers for staff and read-only; Estados, Orden, DNI,
// Apellido, SkuMarket, Fecha desde/hasta; Buscar, Limpiar) kept in the URL, one card per order
// with every field of §2.1, pages of 10 with Anterior/Siguiente, and 'Volver' when the user came
// from a listing. The server decides the scope: sellers only ever get their own orders.
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  buscarOrdenesQueryOptions,
  ordersLoadTexts,
  type OrdenResumen,
} from '../../api/orders-queries.ts';
import { ORDERS_PAGE_SIZE, seesCommission, seesTotals } from '../../domain/order-rules.ts';
import { phoneOrderTakers } from '../../domain/phone-order-rules.ts';
import { isSellerScoped, type TipoUsuario as Tipo } from '../../domain/roles.ts';
import { FilterDayRange, FilterPanel } from '../ui/filter-panel.tsx';
import { PagedCardList } from '../ui/paged-card-list.tsx';
import { SellerSearchSelect } from '../ui/seller-search-select.tsx';
import { urlList, type UrlListFilter } from '../ui/url-filter.ts';
import { formatDateTime, money } from './format.ts';
import { ordersQueryOf, ordersSearch, type OrdersFilter } from './list-filter-state.ts';
import { ApellidoField, DniField, EstadoOrdenField, OrdenField } from './order-filter-fields.tsx';
import { estadoColor } from './order-status-color.ts';
import { PlatformLogo } from './platform-logo.tsx';
import { SavedViews } from '../ui/saved-views.tsx';
import { PendingNotice } from '../ui/pending-notice.tsx';

export interface OrdersPageProps {
  tipoUsuario: Tipo;
  /** The validated search of the route (the filter and the page). */
  search: Record<string, unknown>;
  onSearchChange: (filter: OrdersFilter) => void;
  /** /Ordenes/Publicacion: where 'Volver' goes (the listings the user came from). */
  volverA?: string;
  /** The route's own path, for the orders' return path. */
  returnPath: string;
}

export function OrdersPage({
  tipoUsuario,
  search,
  onSearchChange,
  volverA,
  returnPath,
}: OrdersPageProps) {
  const list = urlList(ordersSearch, search, onSearchChange);
  const applied = list.applied;
  // 001 §6: privileged users and read-only choose a seller; sellers are limited by the server.
  const sellerFilter = !isSellerScoped(tipoUsuario);
  const query = useQuery({
    ...buscarOrdenesQueryOptions(ordersQueryOf(applied, sellerFilter)),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Órdenes
        </Title>
        <Group gap="xs">
          {(phoneOrderTakers as readonly number[]).includes(tipoUsuario) && (
            <Button component={Link} to="/Ordenes/Nueva">
              Nueva orden
            </Button>
          )}
          {volverA !== undefined && (
            <Button variant="default" component={Link} to={volverA}>
              Volver
            </Button>
          )}
        </Group>
      </Group>
      {seesTotals(tipoUsuario) && (
        // Drawn while the first page loads too, values blank: the filter below does not move
        // down 88 px when they arrive (a layout shift under the pointer).
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          aria-busy={query.data === undefined}
          data-testid={query.data === undefined ? 'totales-cargando' : 'totales'}
        >
          <Total
            label="Total ventas"
            value={query.data && money(query.data.montoVentasTotal ?? 0)}
          />
          {seesCommission(tipoUsuario) && (
            <Total
              label="Total Comisión"
              value={query.data && money(query.data.montoComisionTotal ?? 0)}
            />
          )}
          <Total label="Cantidad Órdenes" value={query.data && String(query.data.cantidadTotal)} />
        </SimpleGrid>
      )}
      <SavedViews lista="/Ordenes" />
      <PendingNotice pendiente={applied.pendiente} tipoUsuario={tipoUsuario} to="/Ordenes" />
      <OrdersFilterForm
        filter={list.filter}
        sellerFilter={sellerFilter}
        searching={query.isFetching}
      />
      <PagedCardList
        query={query}
        loadFailed={ordersLoadTexts.list}
        loadingLabel="Cargando órdenes"
        emptyText="NO SE ENCONTRARON RESULTADOS"
        emptyTestId="sin-ordenes"
        testId="ordenes"
        pagerTestId="ordenes-pager"
        pageSize={ORDERS_PAGE_SIZE}
        page={applied.pagina}
        onPage={list.onPage}
        card={(o) => (
          <OrderCard key={o.idOrden} orden={o} tipoUsuario={tipoUsuario} returnPath={returnPath} />
        )}
      />
    </Stack>
  );
}

/** A total, or its empty line (`undefined`) while it loads. */
function Total({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        fw={700}
        size="lg"
        aria-hidden={value === undefined ? true : undefined}
        data-testid={value === undefined ? undefined : `total-${label}`}
      >
        {value ?? '\u00a0'}
      </Text>
    </Paper>
  );
}

function OrdersFilterForm({
  filter,
  sellerFilter,
  searching,
}: {
  filter: UrlListFilter<OrdersFilter>;
  sellerFilter: boolean;
  searching: boolean;
}) {
  return (
    <FilterPanel
      {...filter}
      label="Filtro de órdenes"
      columns={4}
      searching={searching}
      fields={(draft, set) => (
        <>
          {sellerFilter && (
            <SellerSearchSelect
              label="Sellers"
              placeholder="Todos los sellers"
              value={draft.seller}
              onChange={(v) => set('seller', v)}
            />
          )}
          <EstadoOrdenField
            label="Estados"
            value={draft.estado}
            onChange={(v) => set('estado', v)}
          />
          <OrdenField value={draft.orden} onChange={(v) => set('orden', v)} />
          <DniField value={draft.documento} onChange={(v) => set('documento', v)} />
          <ApellidoField value={draft.apellido} onChange={(v) => set('apellido', v)} />
          <TextInput
            label="SkuMarket"
            value={draft.skuMarket}
            maxLength={20}
            onChange={(e) => set('skuMarket', e.currentTarget.value)}
          />
          <FilterDayRange draft={draft} set={set} />
        </>
      )}
    />
  );
}

function OrderCard({
  orden,
  tipoUsuario,
  returnPath,
}: {
  orden: OrdenResumen;
  tipoUsuario: Tipo;
  returnPath: string;
}) {
  const commission = seesCommission(tipoUsuario) && orden.montoComision !== null;
  return (
    <Paper withBorder p="md" data-testid="orden" data-id-orden={orden.idOrden}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Anchor
              fw={700}
              renderRoot={(props) => (
                <Link
                  to={`/Ordenes/Editar/${String(orden.idOrden)}`}
                  state={{ volverA: returnPath }}
                  {...props}
                />
              )}
            >
              {`Orden ${String(orden.idOrden)}`}
            </Anchor>
            <Text size="sm" c="dimmed">{`Ref. ${orden.idReferencia ?? '-'}`}</Text>
            <PlatformLogo
              codigo={orden.plataforma.codigo}
              descripcion={orden.plataforma.descripcion}
            />
          </Group>
          <Text size="sm">{`${orden.seller.descripcion} · ${formatDateTime(orden.fecha)}`}</Text>
          <Text size="sm">
            {`Cliente: ${orden.cliente.nombre} ${orden.cliente.apellido} (DNI ${orden.cliente.documento})`}
          </Text>
          {orden.productos.map((p, i) => (
            <Text size="sm" key={`${p.skuMarket ?? ''}-${String(i)}`}>
              {`${String(p.cantidad)} x ${p.titulo} · ${money(p.precioUnitario)} · SKU Seller ${p.skuSeller ?? '-'} · SKU Market ${p.skuMarket ?? '-'}`}
            </Text>
          ))}
          <Text size="sm" c="dimmed">{`Entrega: ${orden.tipoEntrega.descripcion}`}</Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge color={estadoColor(orden.estado.idEstado)}>{orden.estado.descripcion}</Badge>
          {orden.anulacionMarket.anulado && (
            <Stack gap={0} align="flex-end" data-testid="anulado-market">
              <Badge color="red" variant="outline">
                Anulado por el marketplace
              </Badge>
              {orden.anulacionMarket.motivoAnulacion && (
                <Text size="xs" c="red">
                  {orden.anulacionMarket.motivoAnulacion.descripcion}
                </Text>
              )}
            </Stack>
          )}
          {orden.estado.idEstado === 3 && orden.motivoSolicitudOrden !== null && (
            <Text size="xs" c="orange">
              {`Solicitud de anulación: ${orden.motivoSolicitudOrden.descripcion ?? 'sin motivo'}`}
            </Text>
          )}
          <Text fw={700}>{money(orden.montoVenta)}</Text>
          {commission && (
            <Text size="sm" c="dimmed">{`Comisión ${money(orden.montoComision ?? 0)}`}</Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

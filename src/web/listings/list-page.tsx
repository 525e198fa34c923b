// 000 §2.6 /Publicaciones: the listing list. Title, the counters of the scope, the filter
// (toggled like the dashboard's), 'Crear Publicación' for the users who create listings, one
// card per listing and the pager. The applied filter and the page are kept in the URL
// (list-filter-state.ts), so they survive a visit to a listing, a reload and a shared link; the
// sidebar opens the list with none (000 §2.3).
// Loaded as its own chunk with the styles of the components it uses.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import {
  encabezadosQueryOptions,
  listarPublicacionesQueryOptions,
  listingsKeys,
  listingsLoadTexts,
} from '../../api/listings-queries.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { ListingCard } from './list-card.tsx';
import { countersCaption, listingMessages } from '../../domain/texts/listings.ts';
import { ListCounters } from './list-counters.tsx';
import { ListFilterForm } from './list-filter.tsx';
import {
  LISTING_PAGE_SIZE,
  listRequest,
  listSearch,
  sameFilter,
  scopeSeller,
  type ListFilter,
  type ListState,
} from './list-filter-state.ts';
import type { UrlSearch } from '../ui/url-filter.ts';
import { useQueryErrorToasts } from './list-query-errors.ts';
import { listViewFor } from './list-view.ts';
import { FilterToggle } from '../ui/filter-panel.tsx';
import { Pager } from '../ui/pager.tsx';
import { clampPage, pageCountOf } from '../ui/paging.ts';
import { scrollPageToTop } from '../ui/page-scroll.ts';
import { SavedViews } from '../ui/saved-views.tsx';
import { PendingNotice } from '../ui/pending-notice.tsx';

export interface ListingsPageProps {
  tipoUsuario: TipoUsuario;
  /** The session's seller (sellers and seller admins); null for staff. */
  idSellerSesion: number | null;
  /** The route's validated search: the list's state (listSearch). */
  search: UrlSearch;
  /** Shows another state: a new entry of the history, or in place of the current one. */
  onSearchChange: (search: UrlSearch, options: { replace: boolean }) => void;
}

export function ListingsPage({
  tipoUsuario,
  idSellerSesion,
  search: urlSearch,
  onSearchChange,
}: ListingsPageProps) {
  const view = useMemo(
    () => listViewFor(tipoUsuario, idSellerSesion),
    [tipoUsuario, idSellerSesion],
  );
  const scope = useMemo(
    () => ({ staff: view.sellerFilter, idSellerSesion }),
    [view.sellerFilter, idSellerSesion],
  );
  const state = useMemo(() => listSearch.read(urlSearch), [urlSearch]);
  const setState = (next: ListState, replace = false) =>
    onSearchChange(listSearch.write(next), { replace });
  // The filter form restarts when the applied filter changes from outside it (the sidebar, the
  // browser's back button), not after its own 'Buscar'.
  const appliedKey = JSON.stringify(state.filtro);
  const [form, setForm] = useState<{ version: number; applied: string; sent: string | null }>({
    version: 0,
    applied: appliedKey,
    sent: null,
  });
  if (form.applied !== appliedKey) {
    const own = appliedKey === form.sent;
    setForm({ version: own ? form.version : form.version + 1, applied: appliedKey, sent: null });
  }
  // The way back from a listing's screen: this list as it is now (000 §2.7).
  const here = useRouterState({ select: (st) => st.location.href });

  const queryClient = useQueryClient();
  const list = useQuery({
    ...listarPublicacionesQueryOptions(listRequest(state.filtro, state.pagina, scope)),
    // The page on screen stays (dimmed) until the next one arrives.
    placeholderData: keepPreviousData,
  });
  const totals = useQuery({
    ...encabezadosQueryOptions(scopeSeller(state.filtro, scope)),
    placeholderData: keepPreviousData,
  });
  useQueryErrorToasts(list.error, list.errorUpdatedAt, listingsLoadTexts.list);
  useQueryErrorToasts(totals.error, totals.errorUpdatedAt, listingsLoadTexts.counters);

  const total = list.data?.cantidadTotal ?? 0;
  const pageCount = pageCountOf(total, LISTING_PAGE_SIZE);
  // A remembered page past the end (results changed meanwhile) goes to the last page.
  useEffect(() => {
    if (list.data === undefined || list.isPlaceholderData) return;
    const page = clampPage(state.pagina, pageCount);
    if (page !== state.pagina)
      onSearchChange(listSearch.write({ ...state, pagina: page }), { replace: true });
  }, [list.data, list.isPlaceholderData, pageCount, state, onSearchChange]);

  const search = (filtro: ListFilter) => {
    // 'Buscar' with the same values asks again: the person wants the list as it is now.
    if (sameFilter(filtro, state.filtro) && state.pagina === 1) {
      void list.refetch();
      void totals.refetch();
    } else {
      const sent = JSON.stringify(filtro);
      if (sent !== appliedKey) setForm((f) => ({ ...f, sent }));
      setState({ ...state, filtro, pagina: 1 });
    }
  };
  const goTo = (pagina: number) => {
    setState({ ...state, pagina });
    scrollPageToTop();
  };
  const statusChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: listingsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: listingsKeys.allCounters() });
  }, [queryClient]);

  return (
    <Stack gap="md" data-testid="listings-page">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          Publicaciones
        </Title>
        <Group gap="sm">
          <FilterToggle
            shown={state.filtroVisible}
            onToggle={() => setState({ ...state, filtroVisible: !state.filtroVisible }, true)}
          />
          {view.createButton && idSellerSesion !== null && (
            <Button
              leftSection={<IconPlus size={18} stroke={1.5} />}
              renderRoot={(props) => (
                <Link
                  to={`/Publicaciones/Nueva/${String(idSellerSesion)}`}
                  state={{ volverA: here }}
                  {...props}
                />
              )}
            >
              Crear Publicación
            </Button>
          )}
        </Group>
      </Group>

      <ListCounters
        totals={totals.data}
        caption={countersCaption({
          staff: scope.staff,
          sellerName:
            scopeSeller(state.filtro, scope) === null ? null : (state.filtro.seller?.label ?? null),
        })}
      />

      <SavedViews lista="/Publicaciones" />
      <PendingNotice
        pendiente={state.filtro.pendiente}
        tipoUsuario={tipoUsuario}
        to="/Publicaciones"
      />

      {state.filtroVisible && (
        <ListFilterForm
          key={form.version}
          view={view}
          applied={state.filtro}
          searching={list.isFetching && list.isPlaceholderData}
          onSearch={search}
        />
      )}

      {list.data === undefined ? (
        list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <CardSkeletons />
        )
      ) : list.data.elementos.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="listings-empty">
          <Text ta="center" fw={600} c="dimmed">
            {listingMessages.noResults}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="listings-range">
            {rangeText(state.pagina, list.data.elementos.length, total)}
          </Text>
          <SimpleGrid
            cols={{ base: 1, lg: 2 }}
            spacing="sm"
            verticalSpacing="sm"
            data-testid="listings-cards"
            aria-busy={list.isPlaceholderData}
            style={{
              opacity: list.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {list.data.elementos.map((card) => (
              <ListingCard
                key={card.idPublicacion}
                card={card}
                view={view}
                tipoUsuario={tipoUsuario}
                volverA={here}
                onStatusChanged={statusChanged}
              />
            ))}
          </SimpleGrid>
          <Pager
            page={clampPage(state.pagina, pageCount)}
            pageCount={pageCount}
            onPage={goTo}
            testId="listings-pager"
          />
        </Stack>
      )}
    </Stack>
  );
}

function rangeText(page: number, shown: number, total: number): string {
  const first = (page - 1) * LISTING_PAGE_SIZE + 1;
  const count = new Intl.NumberFormat('es-AR');
  return `${count.format(first)}–${count.format(first + shown - 1)} de ${count.format(total)}`;
}

function CardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" data-testid="listings-loading">
      {Array.from({ length: 4 }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="sm">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Skeleton width={104} height={104} radius="sm" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={10} width="50%" />
              <Skeleton height={14} width="85%" />
              <Skeleton height={10} width="40%" />
              <Skeleton height={10} width="70%" />
              <Skeleton height={16} width="30%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" role="alert">
      <Group justify="space-between">
        <Text>{listingsLoadTexts.list}</Text>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </Group>
    </Paper>
  );
}

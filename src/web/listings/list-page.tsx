// 000 §2.6 /Publicaciones: the listing list. Title, the counters of the scope, the filter
// (toggled like the dashboard's), 'Crear Publicación' for the users who create listings, one
// card per listing and the pager. The applied filter and the page are kept in the stored
// filters (cleared by any sidebar click, 000 §2.3), so they survive a visit to a listing.
// Loaded as its own chunk with the styles of the components it uses.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFilter, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import {
  encabezadosQueryOptions,
  listarPublicacionesQueryOptions,
  listingsKeys,
  listingsLoadTexts,
} from '../../api/listings-queries.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { ListingCard } from './list-card.tsx';
import { countersCaption } from '../../domain/form-messages.ts';
import { ListCounters } from './list-counters.tsx';
import { ListFilterForm } from './list-filter.tsx';
import {
  hasStoredState,
  LISTING_PAGE_SIZE,
  listRequest,
  readListState,
  sameFilter,
  scopeSeller,
  writeListState,
  type ListFilter,
  type StoredListState,
} from './list-filter-state.ts';
import { useQueryErrorToasts } from './list-query-errors.ts';
import { listViewFor } from './list-view.ts';
import { Pager } from '../ui/pager.tsx';
import { clampPage, pageCountOf } from '../ui/paging.ts';

export interface ListingsPageProps {
  tipoUsuario: TipoUsuario;
  /** The session's seller (sellers and seller admins); null for staff. */
  idSellerSesion: number | null;
  userId: number;
}

/** 000 §2.6: the text of an empty result. */
export const NO_RESULTS = 'NO SE ENCONTRARON RESULTADOS';

export function ListingsPage({ tipoUsuario, idSellerSesion, userId }: ListingsPageProps) {
  const view = useMemo(
    () => listViewFor(tipoUsuario, idSellerSesion),
    [tipoUsuario, idSellerSesion],
  );
  const scope = useMemo(
    () => ({ staff: view.sellerFilter, idSellerSesion }),
    [view.sellerFilter, idSellerSesion],
  );
  const [state, setState] = useState<StoredListState>(() => readListState(userId));
  // Bumped when the filter changes from outside the form (a cleared store): the form restarts.
  const [formVersion, setFormVersion] = useState(0);
  useStoredState(state, userId, (fresh) => {
    setState(fresh);
    setFormVersion((v) => v + 1);
  });

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
    if (page !== state.pagina) setState((s) => ({ ...s, pagina: page }));
  }, [list.data, list.isPlaceholderData, pageCount, state.pagina]);

  const search = (filtro: ListFilter) => {
    // 'Buscar' with the same values asks again: the person wants the list as it is now.
    if (sameFilter(filtro, state.filtro) && state.pagina === 1) {
      void list.refetch();
      void totals.refetch();
    } else {
      setState((s) => ({ ...s, filtro, pagina: 1 }));
    }
  };
  const goTo = (pagina: number) => {
    setState((s) => ({ ...s, pagina }));
    window.scrollTo({ top: 0 });
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
          <Button
            variant="light"
            leftSection={
              state.filtroVisible ? (
                <IconFilterOff size={18} stroke={1.5} />
              ) : (
                <IconFilter size={18} stroke={1.5} />
              )
            }
            aria-expanded={state.filtroVisible}
            onClick={() => setState((s) => ({ ...s, filtroVisible: !s.filtroVisible }))}
          >
            {state.filtroVisible ? 'Ocultar Filtro' : 'Mostrar Filtro'}
          </Button>
          {view.createButton && idSellerSesion !== null && (
            <Button
              leftSection={<IconPlus size={18} stroke={1.5} />}
              renderRoot={(props) => (
                <Link to={`/Publicaciones/Nueva/${String(idSellerSesion)}`} {...props} />
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

      {state.filtroVisible && (
        <ListFilterForm
          key={formVersion}
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
            {NO_RESULTS}
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

/**
 * Keeps the state in the stored filters, and starts over when they were cleared while the
 * screen stayed open: a sidebar click on 'Publicaciones' itself clears them (000 §2.3) and
 * reloads the route without leaving it.
 */
function useStoredState(
  state: StoredListState,
  userId: number,
  onCleared: (fresh: StoredListState) => void,
) {
  const router = useRouter();
  const cleared = useRef(onCleared);
  useEffect(() => {
    cleared.current = onCleared;
  }, [onCleared]);
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        if (!hasStoredState()) cleared.current(readListState(userId));
      }),
    [router, userId],
  );
  useEffect(() => {
    writeListState(state, userId);
  }, [state, userId]);
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

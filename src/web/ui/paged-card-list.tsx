// A list of cards paged by the server (the card lists of 001: /Ordenes, /OrdenesProveedores,
// /Rebates): the load's error, the loader while the first page comes, the empty text, one card
// a result and the pager (ListPager) under them. The screen owns the query and the page (its
// URL); this draws the states the same way on every list. It renders no wrapper of its own: its
// parts stand in the screen's Stack, between the filter and the end of the screen.
import type { ReactNode } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { messagesOf } from '../../api/client.ts';
import { ListPager } from './pager.tsx';

/** One page of results, as the API answers it (its elementos and its cantidadTotal). */
export interface CardPage<T> {
  elementos: readonly T[];
  cantidadTotal: number;
}

/** What the list reads of the screen's query (a react-query result). */
export interface CardPageQuery<T> {
  data: CardPage<T> | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
}

export interface PagedCardListProps<T> {
  query: CardPageQuery<T>;
  /** The text shown when the load failed without messages of the server. */
  loadFailed: string;
  /** The loader's accessible name ('Cargando órdenes'). */
  loadingLabel: string;
  /** The text of an empty result ('NO SE ENCONTRARON RESULTADOS'). */
  emptyText: string;
  /** The data-testid of the empty text ('sin-ordenes'). */
  emptyTestId: string;
  /** The data-testid of the cards' stack ('ordenes'). */
  testId: string;
  /** The pager's data-testid ('ordenes-pager'). */
  pagerTestId: string;
  /** The area's page size (10 for the card lists of 001). */
  pageSize: number;
  /** The page asked for (the URL's). */
  page: number;
  onPage: (page: number) => void;
  /** The card of one result, with its key. */
  card: (item: T) => ReactNode;
}

export function PagedCardList<T>({
  query,
  loadFailed,
  loadingLabel,
  emptyText,
  emptyTestId,
  testId,
  pagerTestId,
  pageSize,
  page,
  onPage,
  card,
}: PagedCardListProps<T>) {
  return (
    <>
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, loadFailed).join(' ')}
        </Text>
      )}
      {query.isPending && <Loader aria-label={loadingLabel} />}
      {query.data?.elementos.length === 0 && (
        <Text ta="center" fw={600} data-testid={emptyTestId}>
          {emptyText}
        </Text>
      )}
      <Stack gap="sm" data-testid={testId}>
        {query.data?.elementos.map((item) => card(item))}
      </Stack>
      <ListPager
        total={query.data?.cantidadTotal ?? 0}
        pageSize={pageSize}
        page={page}
        onPage={onPage}
        disabled={query.isFetching}
        testId={pagerTestId}
      />
    </>
  );
}

// The pager of a paged list (000 §2.6): 'Anterior', the page links of paging.ts (by default up
// to 10 around the current page, 5 at each end, ellipses between) and 'Siguiente'. The list
// owns the page (its state or its URL) and the page size; the pager only draws and asks.
import { Button, Group, Text } from '@mantine/core';
import { MARGIN_PAGES, PAGE_RANGE, clampPage, pageCountOf, pageItems } from './paging.ts';

/** 000 §2.6: the pager's texts. */
export const pagerTexts = {
  label: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page: number) => `Página ${String(page)}`,
} as const;

export interface PagerProps {
  /** The current page, 1-based, within 1..pageCount (see clampPage). */
  page: number;
  /** At least 1 (see pageCountOf). */
  pageCount: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** Page links around the current page (react-paginate's pageRangeDisplayed). */
  range?: number;
  /** Page links kept at each end (react-paginate's marginPagesDisplayed). */
  margin?: number;
  /** The pager's data-testid (e.g. 'listings-pager'). */
  testId?: string;
}

export function Pager({
  page,
  pageCount,
  onPage,
  disabled = false,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
  testId,
}: PagerProps) {
  const items = pageItems(page, pageCount, range, margin);
  return (
    <nav aria-label={pagerTexts.label} data-testid={testId}>
      <Group gap={4} justify="center">
        <Button
          variant="default"
          size="xs"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {pagerTexts.previous}
        </Button>
        {items.map((item) =>
          item.type === 'break' ? (
            <Text key={`break-${String(item.after)}`} c="dimmed" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item.page}
              size="xs"
              miw={32}
              px={8}
              variant={item.page === page ? 'filled' : 'default'}
              aria-current={item.page === page ? 'page' : undefined}
              aria-label={pagerTexts.page(item.page)}
              disabled={disabled && item.page !== page}
              onClick={() => {
                if (item.page !== page) onPage(item.page);
              }}
            >
              {item.page}
            </Button>
          ),
        )}
        <Button
          variant="default"
          size="xs"
          disabled={disabled || page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {pagerTexts.next}
        </Button>
      </Group>
    </nav>
  );
}

export interface ListPagerProps {
  /** All the results the query matches (the answer's cantidadTotal). */
  total: number;
  /** The area's page size (10 for the card lists of 001). */
  pageSize: number;
  /** The page asked for (the URL's): kept within the pages the total fills. */
  page: number;
  onPage: (page: number) => void;
  /** A page is on its way. */
  disabled?: boolean;
  testId?: string;
}

/**
 * The footer of a card list paged by the server: the pager for the total, shown only when the
 * results fill more than one page.
 */
export function ListPager({ total, pageSize, page, onPage, disabled, testId }: ListPagerProps) {
  if (total <= pageSize) return null;
  const pageCount = pageCountOf(total, pageSize);
  return (
    <Pager
      page={clampPage(page, pageCount)}
      pageCount={pageCount}
      onPage={onPage}
      disabled={disabled}
      testId={testId}
    />
  );
}

// 000 §2.6: the pager of the listing list: 'Anterior', the page links of paging.ts (up to 10
// around the current page, 5 at each end, ellipses between) and 'Siguiente'.
import { Button, Group, Text } from '@mantine/core';
import { pageItems } from './paging.ts';

export interface ListPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

export function ListPager({ page, pageCount, onPage, disabled = false }: ListPagerProps) {
  const items = pageItems(page, pageCount);
  return (
    <nav aria-label="Paginación" data-testid="listings-pager">
      <Group gap={4} justify="center">
        <Button
          variant="default"
          size="xs"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Anterior
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
              aria-label={`Página ${String(item.page)}`}
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
          Siguiente
        </Button>
      </Group>
    </nav>
  );
}

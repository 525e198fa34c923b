// @vitest-environment happy-dom
// The footer of the card lists paged by the server (src/web/ui/pager.tsx ListPager, 001 §2.1,
// §2.2, §2.5: pages of 10 with Anterior/Siguiente): shown only when the results fill more than
// one page, with the page asked for kept within the pages the total fills.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from './testing-library.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPager, pagerTexts } from '../../src/web/ui/pager.tsx';

function show(total: number, page: number, disabled = false) {
  const onPage = vi.fn();
  const view = render(
    <MantineProvider>
      <ListPager
        total={total}
        pageSize={10}
        page={page}
        onPage={onPage}
        disabled={disabled}
        testId="lista-pager"
      />
    </MantineProvider>,
  );
  return { ...view, onPage };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

afterEach(cleanup);

describe('the list pager', () => {
  it('is not shown while the results fit in one page', () => {
    show(10, 1);
    expect(screen.queryByTestId('lista-pager')).toBeNull();
    cleanup();
    show(0, 1);
    expect(screen.queryByTestId('lista-pager')).toBeNull();
  });

  it('shows a page per 10 results, Anterior and Siguiente', () => {
    const { onPage } = show(23, 1);
    expect(screen.getByTestId('lista-pager')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: pagerTexts.label })).toBeTruthy();
    expect(button('Página 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Página 4' })).toBeNull();
    expect(button('Página 1').getAttribute('aria-current')).toBe('page');
    expect(button('Anterior').disabled).toBe(true);
    fireEvent.click(button('Siguiente'));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('a page past the end (the results shrank) is shown as the last one', () => {
    const { onPage } = show(23, 7);
    expect(button('Página 3').getAttribute('aria-current')).toBe('page');
    expect(button('Siguiente').disabled).toBe(true);
    fireEvent.click(button('Anterior'));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('while a page is on its way, it asks for nothing', () => {
    show(23, 2, true);
    expect(button('Anterior').disabled).toBe(true);
    expect(button('Siguiente').disabled).toBe(true);
    expect(button('Página 3').disabled).toBe(true);
  });
});

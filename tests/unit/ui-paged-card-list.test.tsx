// @vitest-environment happy-dom
// The card lists paged by the server (001 §2.1, §2.2, §2.5: /Ordenes, /OrdenesProveedores,
// /Rebates) share their states and their URL wiring: src/web/ui/paged-card-list.tsx draws the
// load's error, the loader, the empty text, the cards and the pager; urlList (url-filter.ts)
// turns 'Buscar', 'Limpiar' and a page into the state the route navigates to.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from './testing-library.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedCardList, type CardPageQuery } from '../../src/web/ui/paged-card-list.tsx';
import { pageField, textField, urlFilter, urlList } from '../../src/web/ui/url-filter.ts';

interface Item {
  id: number;
}

const idle = { data: undefined, error: null, isError: false, isPending: false, isFetching: false };

function show(query: Partial<CardPageQuery<Item>>, page = 1) {
  const onPage = vi.fn();
  render(
    <MantineProvider>
      <PagedCardList<Item>
        query={{ ...idle, ...query }}
        loadFailed="No se pudieron obtener los ítems."
        loadingLabel="Cargando ítems"
        emptyText="NO SE ENCONTRARON RESULTADOS"
        emptyTestId="sin-items"
        testId="items"
        pagerTestId="items-pager"
        pageSize={10}
        page={page}
        onPage={onPage}
        card={(item) => (
          <p key={item.id} data-testid="item">
            {`Ítem ${String(item.id)}`}
          </p>
        )}
      />
    </MantineProvider>,
  );
  return onPage;
}

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

afterEach(cleanup);

describe('the paged card list', () => {
  it('shows the loader while the first page comes', () => {
    show({ isPending: true, isFetching: true });
    expect(screen.getByLabelText('Cargando ítems')).toBeTruthy();
    expect(screen.getByTestId('items').children).toHaveLength(0);
    expect(screen.queryByTestId('sin-items')).toBeNull();
  });

  it("shows the load's fallback when the failure has no messages", () => {
    show({ isError: true, error: new Error('red') });
    expect(screen.getByRole('alert').textContent).toBe('No se pudieron obtener los ítems.');
  });

  it('shows the empty text for an empty page', () => {
    show({ data: { elementos: [], cantidadTotal: 0 } });
    expect(screen.getByTestId('sin-items').textContent).toBe('NO SE ENCONTRARON RESULTADOS');
    expect(screen.queryByTestId('items-pager')).toBeNull();
  });

  it('shows a card a result and the pager when the total fills more than a page', () => {
    const onPage = show({ data: { elementos: items(10), cantidadTotal: 23 } });
    expect(screen.getAllByTestId('item')).toHaveLength(10);
    expect(screen.queryByTestId('sin-items')).toBeNull();
    expect(screen.getByTestId('items-pager')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('urlList', () => {
  interface State {
    sku: string;
    pagina: number;
  }
  const kit = urlFilter<State>({ sku: textField('sku', 20), pagina: pageField('pagina') }, () => ({
    sku: '',
    pagina: 1,
  }));

  it("reads the route's search, searches from the first page and pages the applied filter", () => {
    const onChange = vi.fn();
    const list = urlList(kit, { sku: 'A1', pagina: 3 }, onChange);
    expect(list.applied).toEqual({ sku: 'A1', pagina: 3 });
    expect(list.filter.applied).toBe(list.applied);
    list.filter.onSearch({ sku: 'B2', pagina: 3 });
    expect(onChange).toHaveBeenLastCalledWith({ sku: 'B2', pagina: 1 });
    list.onPage(4);
    expect(onChange).toHaveBeenLastCalledWith({ sku: 'A1', pagina: 4 });
  });

  it("'Limpiar' goes to the defaults, or to the screen's cleared state", () => {
    const onChange = vi.fn();
    urlList(kit, { sku: 'A1' }, onChange).filter.onClear();
    expect(onChange).toHaveBeenLastCalledWith({ sku: '', pagina: 1 });
    urlList(kit, { sku: 'A1' }, onChange, () => ({ sku: 'X', pagina: 1 })).filter.onClear();
    expect(onChange).toHaveBeenLastCalledWith({ sku: 'X', pagina: 1 });
  });
});

// @vitest-environment happy-dom
// The shared list filter (src/web/ui/filter-panel.tsx): the fields edit a draft of the applied
// filter, 'Buscar' applies the draft and 'Limpiar' asks the screen to clear it; a new applied
// filter starts a new draft; where the screen lets it hide, 'Mostrar Filtro' / 'Ocultar
// Filtro' open and close it.
import { MantineProvider, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from './testing-library.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DayRangeInputs,
  FilterPanel,
  FilterToggle,
  filterTexts,
} from '../../src/web/ui/filter-panel.tsx';
import { sellerSearchOption } from '../../src/web/ui/seller-search-select.tsx';

interface Filter {
  apellido: string;
  desde: string | null;
  hasta: string | null;
  todo: boolean;
}

const applied: Filter = { apellido: 'Pérez', desde: '2026-03-01', hasta: '2026-03-31', todo: true };

function panel(
  filter: Filter,
  props: { opened?: boolean; onSearch?: (f: Filter) => void; onClear?: () => void } = {},
) {
  return (
    <MantineProvider>
      <FilterPanel
        label="Filtro de prueba"
        columns={3}
        applied={filter}
        searching={false}
        onSearch={props.onSearch ?? vi.fn()}
        onClear={props.onClear ?? vi.fn()}
        opened={props.opened}
        actions={<button type="button">Crear</button>}
        fields={(draft, set) => (
          <>
            <TextInput
              label="Apellido"
              value={draft.apellido}
              onChange={(e) => set('apellido', e.currentTarget.value)}
            />
            <DayRangeInputs
              labels={['Desde', 'Hasta']}
              from={draft.desde}
              to={draft.hasta}
              onFrom={(v) => set('desde', v)}
              onTo={(v) => set('hasta', v)}
            />
          </>
        )}
        below={(draft, set) => (
          <label>
            <input
              type="checkbox"
              checked={draft.todo}
              onChange={(e) => set('todo', e.currentTarget.checked)}
            />
            Todo
          </label>
        )}
      />
    </MantineProvider>
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

afterEach(cleanup);

describe('the filter panel edits a draft and applies it on Buscar', () => {
  it('is a form named by its label, with the fields, what stands below, and the buttons', () => {
    render(panel(applied));
    const form = screen.getByRole('form', { name: 'Filtro de prueba' });
    expect(input('Apellido').value).toBe('Pérez');
    expect(input('Desde').value).toBe('01/03/2026');
    expect(input('Hasta').value).toBe('31/03/2026');
    expect(screen.getByRole('checkbox', { name: 'Todo' })).toHaveProperty('checked', true);
    const buttons = [...form.querySelectorAll('button')].map((b) => b.textContent);
    // The screen's own actions come first, then Limpiar and Buscar.
    expect(buttons.slice(-3)).toEqual(['Crear', filterTexts.clear, filterTexts.search]);
  });

  it('a changed field is not applied until Buscar, which applies the whole draft', () => {
    const onSearch = vi.fn();
    render(panel(applied, { onSearch }));
    fireEvent.change(input('Apellido'), { target: { value: 'Gómez' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Todo' }));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ ...applied, apellido: 'Gómez', todo: false });
  });

  it("'Limpiar' asks the screen to clear the filter and applies nothing itself", () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(panel(applied, { onSearch, onClear }));
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('a new applied filter (Limpiar, the back button) replaces what was typed', () => {
    const view = render(panel(applied));
    fireEvent.change(input('Apellido'), { target: { value: 'Gómez' } });
    view.rerender(panel({ ...applied, apellido: '', desde: null }));
    expect(input('Apellido').value).toBe('');
    expect(input('Desde').value).toBe('');
  });

  it('a hideable filter is shown only while opened', () => {
    const view = render(panel(applied, { opened: false }));
    expect(screen.queryByRole('form', { name: 'Filtro de prueba' })).toBeNull();
    view.rerender(panel(applied, { opened: true }));
    expect(screen.getByRole('form', { name: 'Filtro de prueba' })).toBeTruthy();
  });
});

describe("'Mostrar Filtro' / 'Ocultar Filtro'", () => {
  it('says what it does and whether the filter is open, and asks the screen to toggle it', () => {
    const onToggle = vi.fn();
    const view = render(
      <MantineProvider>
        <FilterToggle shown={false} onToggle={onToggle} />
      </MantineProvider>,
    );
    const closed = screen.getByRole('button', { name: 'Mostrar Filtro' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(closed);
    expect(onToggle).toHaveBeenCalledOnce();
    view.rerender(
      <MantineProvider>
        <FilterToggle shown onToggle={onToggle} />
      </MantineProvider>,
    );
    const open = screen.getByRole('button', { name: 'Ocultar Filtro' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the Seller select', () => {
  it('sends the seller id and shows its description', () => {
    expect(sellerSearchOption({ idSeller: 12, descripcion: 'Tienda Norte' })).toEqual({
      value: '12',
      label: 'Tienda Norte',
    });
  });
});

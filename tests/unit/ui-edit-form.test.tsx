// @vitest-environment happy-dom
// The pieces of the catalogue forms (src/web/ui/edit-form.tsx; 001 §2.6 plan groups, §2.7
// publication types): the record read for an edit, the chosen items with their remove icons,
// and Cancelar / Eliminar (confirmed) / Guardar.
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from './testing-library.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChosenList, FormActions, Loaded, editFormTexts } from '../../src/web/ui/edit-form.tsx';

afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('the record of an edit screen', () => {
  const show = (query: Partial<UseQueryResult<string>>) =>
    wrap(
      <Loaded
        query={query as UseQueryResult<string>}
        loading="Cargando grupo"
        failure="No se pudo obtener el grupo."
      >
        {(data) => <p>{`Grupo ${data}`}</p>}
      </Loaded>,
    );

  it('shows a loader while it comes', () => {
    show({ isPending: true, isError: false });
    expect(screen.getByLabelText('Cargando grupo')).toBeTruthy();
  });

  it("a failure says the server's message, or the fallback", () => {
    show({ isPending: false, isError: true, error: new Error('x') });
    expect(screen.getByRole('alert').textContent).toBe('No se pudo obtener el grupo.');
  });

  it('then the form of the record', () => {
    show({ isPending: false, isError: false, data: 'Cuotas' });
    expect(screen.getByText('Grupo Cuotas')).toBeTruthy();
  });
});

describe('the chosen items', () => {
  const items = [
    { id: 1, numero: 12, descripcion: 'Doce cuotas' },
    { id: 2, numero: 6, descripcion: 'Seis cuotas' },
  ];
  it('one row each, with a remove icon; the add button asks for more', () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    wrap(
      <ChosenList
        title="Planes"
        addLabel="Agregar Planes"
        onAdd={onAdd}
        label="Planes del grupo"
        headers={['Número', 'Descripción']}
        items={items}
        itemKey={(p) => p.id}
        rowTestId="plan-del-grupo"
        cells={(p) => [p.numero, p.descripcion]}
        removeLabel={(p) => `Quitar plan ${String(p.numero)}`}
        onRemove={onRemove}
      />,
    );
    const table = screen.getByRole('table', { name: 'Planes del grupo' });
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Número',
      'Descripción',
      '',
    ]);
    const rows = screen.getAllByTestId('plan-del-grupo');
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent)),
    ).toEqual([
      ['12', 'Doce cuotas'],
      ['6', 'Seis cuotas'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar plan 6' }));
    expect(onRemove).toHaveBeenCalledWith(items[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Planes' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});

describe('Cancelar, Eliminar and Guardar', () => {
  it('a create screen has no Eliminar', () => {
    wrap(<FormActions busy={false} onCancel={vi.fn()} onSave={vi.fn()} deleteConfirm="¿Seguro?" />);
    expect(screen.queryByRole('button', { name: editFormTexts.delete })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it("Eliminar asks first: 'No' deletes nothing, 'Sí' deletes", async () => {
    const onDelete = vi.fn();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    wrap(
      <FormActions
        busy={false}
        onCancel={onCancel}
        onSave={onSave}
        onDelete={onDelete}
        deleteConfirm="¿Desea eliminar el grupo de plan?"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Desea eliminar el grupo de plan?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(onDelete).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('while a call runs, Eliminar cannot be pressed', () => {
    wrap(
      <FormActions
        busy
        onCancel={vi.fn()}
        onSave={vi.fn()}
        onDelete={vi.fn()}
        deleteConfirm="¿Seguro?"
      />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Eliminar' }).disabled).toBe(true);
  });
});

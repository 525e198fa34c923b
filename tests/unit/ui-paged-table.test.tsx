// @vitest-environment happy-dom
// The shared paged table (src/web/ui/paged-table.tsx, DECISIONS 29): it shows the page the
// server answered, says where it is in Spanish, and asks for another page instead of paging
// the rows itself (server-side paging).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from './testing-library.ts';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable } from '../../src/web/ui/paged-table.tsx';

interface Seller {
  idSeller: number;
  razonSocial: string;
}

const columns: MRT_ColumnDef<Seller>[] = [
  { accessorKey: 'idSeller', header: 'Id' },
  { accessorKey: 'razonSocial', header: 'Razón social' },
];

/** Page `page` of 23 sellers, 10 a page, as the server would answer it. */
function pageOf(page: number, size = 10): Seller[] {
  const first = (page - 1) * size + 1;
  return Array.from({ length: Math.max(0, Math.min(size, 23 - first + 1)) }, (_, i) => ({
    idSeller: first + i,
    razonSocial: `Seller ${String(first + i)}`,
  }));
}

function show(page: number, onPageChange = vi.fn(), pageSize = 10) {
  const view = render(
    <MantineProvider>
      <PagedTable
        label="Sellers"
        columns={columns}
        rows={pageOf(page, pageSize)}
        total={23}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        rowId={(s) => String(s.idSeller)}
      />
    </MantineProvider>,
  );
  return { ...view, onPageChange };
}

function bodyRows(): string[] {
  const table = screen.getByRole('table', { name: 'Sellers' });
  return [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
}

afterEach(cleanup);

describe('the paged table shows the server page and asks for the next one', () => {
  it('shows the rows it was given, all of them, under Spanish headers', () => {
    show(1);
    expect(screen.getByRole('columnheader', { name: /Razón social/ })).toBeTruthy();
    const rows = bodyRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toContain('Seller 1');
    expect(rows[9]).toContain('Seller 10');
  });

  it("says where it is in Spanish: 'Filas por página' and '1-10 de 23'", () => {
    show(1);
    expect(screen.getByText('Filas por página')).toBeTruthy();
    expect(screen.getByText(/1-10 de 23/)).toBeTruthy();
  });

  it("'Ir a la página siguiente' asks the server for page 2 and does not page the rows itself", () => {
    const { onPageChange } = show(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
    // Until the server answers, the page shown is the one it has.
    expect(bodyRows()[0]).toContain('Seller 1');
  });

  it('the last page shows the rows the server answered for it and cannot go further', () => {
    show(3);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Seller 21');
    expect(screen.getByText(/21-23 de 23/)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Ir a la página siguiente' });
    expect(next.hasAttribute('disabled')).toBe(true);
  });

  it('going back from page 3 asks for page 2', () => {
    const { onPageChange } = show(3);
    // The locale's own words (mantine-react-table's es locale).
    fireEvent.click(screen.getByRole('button', { name: 'Regresar a la pagina anterior' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
  });
});

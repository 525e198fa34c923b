// @vitest-environment happy-dom
// The draft edit's choice (src/web/settlements/draft-rows.ts): what the person unchecks stays
// unchecked when the other list's rows arrive later (a slow answer on a busy machine put an
// unchecked order back, and 'Guardar' saved it), and what the draft holds is chosen anew once
// it changes (after 'Guardar').
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  EncabezadoLiquidacion,
  NovedadLiquidacion,
  OrdenLiquidacion,
} from '../../src/api/settlements-queries.ts';
import { useDraftRows } from '../../src/web/settlements/draft-rows.ts';
import { act, cleanup, renderHook } from './testing-library.ts';

afterEach(() => {
  cleanup();
});

const header = {
  idLiquidacion: 5,
  idSeller: 1,
  fechaDesde: '2026-08-30',
  fechaHasta: '2026-08-31',
  idTipoEstadoLiquidacion: 2,
} as unknown as EncabezadoLiquidacion;

const orden = (idOrden: number) =>
  ({ idOrden, checked: true, importeOrden: 1000 }) as unknown as OrdenLiquidacion;
const novedad = (idNovedad: number) =>
  ({ idNovedad, idLiquidacion: 5 }) as unknown as NovedadLiquidacion;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

interface Props {
  ordenes: OrdenLiquidacion[] | undefined;
  novedades: NovedadLiquidacion[] | undefined;
}

describe("the draft edit's choice", () => {
  it('keeps an unchecked order when the novedades arrive after the click', () => {
    const { result, rerender } = renderHook<ReturnType<typeof useDraftRows>, Props>(
      (props: Props) => useDraftRows({ header, editable: false, ...props }),
      { wrapper, initialProps: { ordenes: [orden(1), orden(2)], novedades: undefined } },
    );
    expect([...result.current.chosen.orders].sort()).toEqual([1, 2]);
    act(() => {
      result.current.toggleIn('orders')(2, false);
    });
    expect([...result.current.chosen.orders]).toEqual([1]);
    rerender({ ordenes: [orden(1), orden(2)], novedades: [novedad(7)] });
    expect([...result.current.chosen.orders]).toEqual([1]);
    expect([...result.current.chosen.novedades]).toEqual([7]);
  });

  it('chooses anew what the draft holds once it changes', () => {
    const { result, rerender } = renderHook<ReturnType<typeof useDraftRows>, Props>(
      (props: Props) => useDraftRows({ header, editable: false, ...props }),
      {
        wrapper,
        initialProps: { ordenes: [orden(1), orden(2)], novedades: [novedad(7)] },
      },
    );
    act(() => {
      result.current.toggleIn('novedades')(7, false);
      result.current.toggleIn('orders')(1, false);
    });
    expect([...result.current.chosen.novedades]).toEqual([]);
    // Saved with order 2 alone: the draft now holds that.
    rerender({ ordenes: [orden(2), { ...orden(1), checked: false }], novedades: [] });
    expect([...result.current.chosen.orders]).toEqual([2]);
    expect([...result.current.chosen.novedades]).toEqual([]);
  });
});

// 001 §2.1, §3 (Order filter): the orders list's filter in the URL and the request it makes.
import { describe, expect, it } from 'vitest';
import {
  defaultOrdersFilter,
  ordersQueryOf,
  ordersSearch,
} from '../../src/web/orders/list-filter-state.ts';

const now = new Date('2026-03-15T15:00:00Z');

describe('the orders filter', () => {
  it('defaults to the last 30 market days, first page, nothing chosen; the URL stays empty', () => {
    const f = defaultOrdersFilter(now);
    expect(f).toMatchObject({ fechaDesde: '2026-02-13', fechaHasta: '2026-03-15', pagina: 1 });
    expect(ordersSearch.write(f, now)).toEqual({});
    expect(ordersSearch.read({}, now)).toEqual(f);
  });

  it('reads what the URL says and drops what is not valid', () => {
    const f = ordersSearch.read(
      { estado: 3, orden: '123', pagina: 2, fechaDesde: 'ayer', idPublicacion: 7 },
      now,
    );
    expect(f).toMatchObject({ estado: 3, orden: '123', pagina: 2, idPublicacion: 7 });
    expect(f.fechaDesde).toBe('2026-02-13');
    expect(ordersSearch.read({ estado: 9 }, now).estado).toBeNull();
  });

  it('an inverted range keeps its start and drops its end', () => {
    const f = ordersSearch.read({ fechaDesde: '2026-03-10', fechaHasta: '2026-03-01' }, now);
    expect(f).toMatchObject({ fechaDesde: '2026-03-10', fechaHasta: null });
  });

  it('the request: the seller only for staff and read-only; every field of 001 §3', () => {
    const f = {
      ...defaultOrdersFilter(now),
      seller: { value: '2', label: 'Deportes del Litoral S.A.' },
      estado: 2,
      orden: '45',
      documento: '30111222',
      apellido: ' Gómez ',
      skuMarket: 'LSP00000027',
      idPublicacion: 9,
      pagina: 3,
    };
    expect(ordersQueryOf(f, true)).toEqual({
      IdSeller: 2,
      IdEstado: 2,
      IdOrden: 45,
      Documento: '30111222',
      Apellido: 'Gómez',
      SkuMarket: 'LSP00000027',
      IdPublicacion: 9,
      FechaDesde: '2026-02-13',
      FechaHasta: '2026-03-15',
      NumeroPagina: 3,
      CantidadPagina: 10,
    });
    expect(ordersQueryOf(f, false).IdSeller).toBeUndefined();
  });
});

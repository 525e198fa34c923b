// 000 §2.6, §9: the filter of /Publicaciones: its default range (the last 14 days to today, in
// the market's calendar), the request it makes for each role (000 §6) and how it is kept
// in the URL, which the sidebar clears by opening the list with no search (000 §2.3).
import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultListFilter,
  listRequest,
  listSearch,
  sameFilter,
  scopeSeller,
  type ListFilter,
} from '../../src/web/listings/list-filter-state.ts';
import { searchString, type UrlSearch } from '../../src/web/ui/url-filter.ts';

const staff = { staff: true, idSellerSesion: null };
const seller = { staff: false, idSellerSesion: 1 };

describe('default range (000 §9: last 14 days to today)', () => {
  it('runs from 14 days before today to today', () => {
    const f = defaultListFilter(new Date('2026-03-15T15:00:00Z'));
    expect(f.fechaHasta).toBe('2026-03-15');
    expect(f.fechaDesde).toBe('2026-03-01');
    expect(f).toMatchObject({ seller: null, estado: null, stock: 0, skuSeller: '' });
  });

  it("counts the market's day, not the browser's: 01:00 UTC is still yesterday in Argentina", () => {
    const f = defaultListFilter(new Date('2026-03-15T01:00:00Z'));
    expect(f.fechaHasta).toBe('2026-03-14');
    expect(f.fechaDesde).toBe('2026-02-28');
  });

  it('moves days across months and leap years', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-05', -14)).toBe('2025-12-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the request (000 §2.6, §6)', () => {
  const filter: ListFilter = {
    ...defaultListFilter(new Date('2026-03-15T15:00:00Z')),
    seller: { value: '2', label: 'Litoral Sport' },
    skuSeller: '  02-10 ',
    skuMarket: '',
    marca: { value: 'NIKE', label: 'Nike' },
    categoria: null,
    estado: 2,
    idTipoPublicacion: 3,
    stock: 1,
  };

  it('staff send the chosen seller and listing type; empty fields are left out', () => {
    expect(listRequest(filter, 3, staff)).toEqual({
      IdSeller: 2,
      SkuSeller: '02-10',
      Marca: 'NIKE',
      Estado: 2,
      FechaDesde: '2026-03-01',
      FechaHasta: '2026-03-15',
      IdTipoPublicacion: 3,
      Stock: 1,
      NumeroPagina: 3,
      CantidadPagina: 10,
    });
  });

  it('staff without a seller ask for every seller', () => {
    expect(listRequest({ ...filter, seller: null }, 1, staff)).not.toHaveProperty('IdSeller');
    expect(scopeSeller({ ...filter, seller: null }, staff)).toBeNull();
  });

  it('sellers always ask for their own seller and never send the listing type', () => {
    const q = listRequest(filter, 1, seller);
    expect(q.IdSeller).toBe(1);
    expect(q).not.toHaveProperty('IdTipoPublicacion');
    expect(scopeSeller(filter, seller)).toBe(1);
  });

  it("'Todos' is stock 0 and is sent; no dates means no bounds", () => {
    const q = listRequest({ ...filter, stock: 0, fechaDesde: null, fechaHasta: null }, 1, staff);
    expect(q.Stock).toBe(0);
    expect(q).not.toHaveProperty('FechaDesde');
    expect(q).not.toHaveProperty('FechaHasta');
  });

  it('tells equal filters apart from different ones', () => {
    expect(sameFilter(filter, { ...filter })).toBe(true);
    expect(sameFilter(filter, { ...filter, stock: 2 })).toBe(false);
  });
});

describe('kept in the URL (000 §2.6: the page is remembered; 000 §2.3: the sidebar clears it)', () => {
  const now = new Date('2026-03-15T15:00:00Z');
  const defaults = { filtro: defaultListFilter(now), pagina: 1, filtroVisible: false };
  /** The search as the router hands it over: each value parsed as JSON when it can be. */
  const parsed = (search: Record<string, unknown>) =>
    Object.fromEntries(
      [...new URLSearchParams(searchString(search as UrlSearch)).entries()].map(([k, v]) => {
        try {
          return [k, JSON.parse(v) as unknown];
        } catch {
          return [k, v];
        }
      }),
    );

  it('writes only what differs from the defaults; the defaults are an empty search', () => {
    expect(listSearch.write(defaults, now)).toEqual({});
    expect(listSearch.read({}, now)).toEqual(defaults);
    expect(
      listSearch.write({ ...defaults, filtro: { ...defaults.filtro, estado: 2 }, pagina: 3 }, now),
    ).toEqual({ estado: 2, pagina: 3 });
  });

  it('reads back what it wrote, through the URL: filter, page, open card and the options’ labels', () => {
    const state = {
      filtro: {
        ...defaultListFilter(now),
        seller: { value: '12', label: 'Tienda Doce' },
        skuSeller: '123',
        skuMarket: 'true',
        marca: { value: 'NIKE', label: 'Nike' },
        categoria: { value: '0042', label: 'Zapatillas' },
        estado: 4 as const,
        fechaDesde: '2020-01-01',
        fechaHasta: null,
        idTipoPublicacion: 3,
        stock: 2 as const,
      },
      pagina: 3,
      filtroVisible: true,
    };
    const search = listSearch.write(state, now);
    expect(search).toMatchObject({
      seller: 12,
      skuSeller: 123,
      skuMarket: 'true',
      categoria: '0042',
      sellerTexto: 'Tienda Doce',
      marcaTexto: 'Nike',
      desde: '2020-01-01',
      hasta: '',
      pagina: 3,
      filtro: 1,
    });
    expect(listSearch.read(parsed(search), now)).toEqual(state);
    expect(listSearch.read(listSearch.validateSearch(parsed(search)), now)).toEqual(state);
  });

  it('a chosen option whose label is missing shows its code', () => {
    expect(listSearch.read({ marca: 'NIKE' }, now).filtro.marca).toEqual({
      value: 'NIKE',
      label: 'NIKE',
    });
  });

  it('drops invalid values one by one (the defaults stand), and leaves them out of the URL', () => {
    const raw = {
      pagina: -3,
      filtro: 'yes',
      seller: { value: 2 },
      skuSeller: 42,
      estado: 5,
      stock: 9,
      desde: '2026-04-01',
      hasta: '2026-03-01',
      tipo: 'a',
      marca: 'NIKE',
      marcaTexto: 'Nike',
      otra: 'x',
    };
    expect(listSearch.read(raw, now)).toEqual({
      pagina: 1,
      filtroVisible: false,
      filtro: {
        seller: null,
        skuSeller: '42',
        skuMarket: '',
        marca: { value: 'NIKE', label: 'Nike' },
        categoria: null,
        estado: null,
        stock: 0,
        // A range that ends before it starts keeps its end only.
        fechaDesde: null,
        fechaHasta: '2026-03-01',
        idTipoPublicacion: null,
        pendiente: null,
      },
    });
    const validated = listSearch.validateSearch(raw);
    expect(validated).not.toHaveProperty('otra');
    expect(validated).not.toHaveProperty('pagina');
    expect(validated).not.toHaveProperty('estado');
    expect(validated).toMatchObject({ skuSeller: 42, marca: 'NIKE', desde: '' });
  });

  it('the links the router writes quote a text that would read as JSON', () => {
    expect(searchString({})).toBe('');
    expect(searchString({ skuSeller: '123', desde: '2020-01-01', pagina: 2 })).toBe(
      '?skuSeller=%22123%22&desde=2020-01-01&pagina=2',
    );
    expect(
      searchString(
        listSearch.write({ ...defaults, filtro: { ...defaults.filtro, skuSeller: '123' } }, now),
      ),
    ).toBe('?skuSeller=123');
  });
});

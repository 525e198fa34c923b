// 000 §2.6, §9: the filter of /Publicaciones: its default range (the last 14 days to today, in
// the market's calendar), the request it makes for each role (000 §6) and how it is kept
// between visits under the stored-filters prefix that the sidebar clears (000 §2.3).
import { describe, expect, it } from 'vitest';
import {
  LIST_STORAGE_KEY,
  addDays,
  defaultListFilter,
  listRequest,
  parseStoredState,
  readListState,
  sameFilter,
  scopeSeller,
  serializeState,
  writeListState,
  type ListFilter,
} from '../../src/web/listings/list-filter-state.ts';
import { STORED_FILTERS_PREFIX, clearStoredFilters } from '../../src/web/ui/stored-filters.ts';

/** A Storage in memory (the unit tests run without a DOM). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

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

describe('kept between visits (000 §2.6: the page is remembered; 000 §2.3: the sidebar clears it)', () => {
  const now = new Date('2026-03-15T15:00:00Z');

  it('is stored under the stored-filters prefix and read back with the page', () => {
    const storage = memoryStorage();
    expect(LIST_STORAGE_KEY.startsWith(STORED_FILTERS_PREFIX)).toBe(true);
    const state = {
      filtro: { ...defaultListFilter(now), estado: 4 as const, fechaDesde: '2020-01-01' },
      pagina: 3,
      filtroVisible: true,
    };
    writeListState(state, 7, storage);
    expect(readListState(7, storage, now)).toEqual(state);
  });

  it('starts from the defaults, page 1, when nothing is stored or the sidebar cleared it', () => {
    const storage = memoryStorage();
    writeListState({ filtro: defaultListFilter(now), pagina: 4, filtroVisible: false }, 7, storage);
    clearStoredFilters(storage);
    expect(readListState(7, storage, now)).toEqual({
      filtro: defaultListFilter(now),
      pagina: 1,
      filtroVisible: false,
    });
  });

  it("ignores another user's entry and anything unreadable", () => {
    const stored = serializeState(
      { filtro: defaultListFilter(now), pagina: 2, filtroVisible: true },
      7,
    );
    expect(parseStoredState(stored, 8, now)).toBeNull();
    expect(parseStoredState('{not json', 7, now)).toBeNull();
    expect(parseStoredState('null', 7, now)).toBeNull();
    expect(parseStoredState(null, 7, now)).toBeNull();
  });

  it('repairs bad fields one by one', () => {
    const raw = JSON.stringify({
      userId: 7,
      pagina: -3,
      filtroVisible: 'yes',
      filtro: {
        seller: { value: 2, label: 'x' },
        skuSeller: 42,
        estado: 5,
        stock: 9,
        fechaDesde: '2026-04-01',
        fechaHasta: '2026-03-01',
        idTipoPublicacion: 'a',
        marca: { value: 'NIKE', label: 'Nike' },
      },
    });
    const state = parseStoredState(raw, 7, now);
    expect(state).toEqual({
      pagina: 1,
      filtroVisible: false,
      filtro: {
        seller: null,
        skuSeller: '',
        skuMarket: '',
        marca: { value: 'NIKE', label: 'Nike' },
        categoria: null,
        estado: null,
        stock: 0,
        // A range that ends before it starts keeps its end only.
        fechaDesde: null,
        fechaHasta: '2026-03-01',
        idTipoPublicacion: null,
      },
    });
  });
});

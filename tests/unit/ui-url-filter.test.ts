// Issue 12 point 7: the kit of a list's filter kept in the URL (src/web/ui/url-filter.ts): each
// field reads what the router parsed (a number for '2', a text for '"2"') and drops what is not
// valid; the search written holds only what differs from the defaults.
import { describe, expect, it } from 'vitest';
import {
  dayField,
  flagField,
  numberField,
  optionField,
  optionalNumberField,
  pageField,
  searchString,
  textField,
  urlFilter,
} from '../../src/web/ui/url-filter.ts';

describe('fields', () => {
  it('a text accepts a number the router parsed, and is cut to its length', () => {
    const f = textField('sku', 4);
    expect(f.read({ sku: 'ABCDEF' })).toBe('ABCD');
    expect(f.read({ sku: 12 })).toBe('12');
    expect(f.read({ sku: { a: 1 } })).toBeUndefined();
    expect(f.read({})).toBeUndefined();
    // Whole numbers are written as numbers (no quotes in the address).
    expect(f.write('12')).toEqual({ sku: 12 });
    expect(f.write('012')).toEqual({ sku: '012' });
  });

  it('numbers, pages and optional numbers keep only what they accept', () => {
    const stock = numberField('stock', (n) => n >= 0 && n <= 2);
    expect(stock.read({ stock: 2 })).toBe(2);
    expect(stock.read({ stock: '1' })).toBe(1);
    expect(stock.read({ stock: 3 })).toBeUndefined();
    expect(stock.read({ stock: 1.5 })).toBeUndefined();
    const page = pageField('pagina');
    expect(page.read({ pagina: 0 })).toBeUndefined();
    expect(page.read({ pagina: 7 })).toBe(7);
    const estado = optionalNumberField('estado', (n) => n >= 1 && n <= 4);
    expect(estado.read({ estado: '' })).toBeNull();
    expect(estado.read({ estado: 9 })).toBeUndefined();
    expect(estado.write(null)).toEqual({ estado: '' });
  });

  it("a day is YYYY-MM-DD, '' is no day", () => {
    const f = dayField('desde');
    expect(f.read({ desde: '2026-01-31' })).toBe('2026-01-31');
    expect(f.read({ desde: '' })).toBeNull();
    expect(f.read({ desde: '31/01/2026' })).toBeUndefined();
    expect(f.write(null)).toEqual({ desde: '' });
  });

  it('a flag is 1 or 0', () => {
    const f = flagField('filtro');
    expect(f.read({ filtro: 1 })).toBe(true);
    expect(f.read({ filtro: 0 })).toBe(false);
    expect(f.read({ filtro: 'yes' })).toBeUndefined();
    expect(f.write(true)).toEqual({ filtro: 1 });
  });

  it('a chosen option keeps its label next to its code (the code when the label is missing)', () => {
    const f = optionField('marca', 'marcaTexto');
    expect(f.read({ marca: 'NIKE', marcaTexto: 'Nike' })).toEqual({ value: 'NIKE', label: 'Nike' });
    expect(f.read({ marca: 7 })).toEqual({ value: '7', label: '7' });
    expect(f.read({ marca: '' })).toBeNull();
    expect(f.write({ value: '7', label: 'Siete' })).toEqual({ marca: 7, marcaTexto: 'Siete' });
    expect(f.write(null)).toEqual({ marca: '' });
  });
});

describe('urlFilter', () => {
  interface State {
    texto: string;
    desde: string | null;
    hasta: string | null;
    pagina: number;
  }
  const kit = urlFilter<State>(
    {
      texto: textField('texto', 20),
      desde: dayField('desde'),
      hasta: dayField('hasta'),
      pagina: pageField('pagina'),
    },
    (now) => ({ texto: '', desde: null, hasta: now.toISOString().slice(0, 10), pagina: 1 }),
    (s) => (s.desde !== null && s.hasta !== null && s.desde > s.hasta ? { ...s, desde: null } : s),
  );
  const now = new Date('2026-03-15T12:00:00Z');

  it('reads the defaults from an empty search and writes them as an empty search', () => {
    const state = kit.read({}, now);
    expect(state).toEqual({ texto: '', desde: null, hasta: '2026-03-15', pagina: 1 });
    expect(kit.write(state, now)).toEqual({});
  });

  it("writes only what differs: a cleared default is written as ''", () => {
    expect(kit.write({ texto: 'x', desde: '2026-01-01', hasta: null, pagina: 2 }, now)).toEqual({
      texto: 'x',
      desde: '2026-01-01',
      hasta: '',
      pagina: 2,
    });
  });

  it('validateSearch drops invalid and unknown values and applies the cross-field rule', () => {
    expect(
      kit.validateSearch({
        texto: 'x',
        pagina: -1,
        otra: 1,
        desde: '2030-01-01',
        hasta: '2020-01-01',
      }),
    ).toEqual({ texto: 'x', hasta: '2020-01-01' });
  });

  it('searchString writes a search as the router does', () => {
    expect(searchString({ texto: 'x', pagina: 2, vacio: undefined })).toBe('?texto=x&pagina=2');
    expect(searchString({ texto: 'true' })).toBe('?texto=%22true%22');
  });
});

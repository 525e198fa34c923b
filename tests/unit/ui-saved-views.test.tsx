// @vitest-environment happy-dom
// The saved views' screen logic (src/web/ui/saved-views.tsx; issue 35 point 3): the search a
// view keeps (the route's texts and numbers, not its page), when a view is the filter applied
// (whatever the order of its fields), and the draft of a screen's own filter field, which
// starts again from the applied value when a view (or the back button) changes it.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from './testing-library.ts';
import { sameViewSearch, useAppliedDraft, viewSearchOf } from '../../src/web/ui/saved-views.tsx';

describe('the search a view keeps', () => {
  it("is the route's texts and numbers without the page", () => {
    expect(
      viewSearchOf({ apellido: 'Perez', estado: 2, pagina: 3, raro: { a: 1 }, nada: null }),
    ).toEqual({ apellido: 'Perez', estado: 2 });
    expect(viewSearchOf({ n: Number.NaN, ok: '' })).toEqual({ ok: '' });
  });

  it('is the applied filter whatever the order of its fields', () => {
    expect(sameViewSearch({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
    expect(sameViewSearch({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameViewSearch({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameViewSearch({}, {})).toBe(true);
    // Whether the filter panel is open, or the page size, is not what the list filters.
    expect(sameViewSearch({ a: 1, filtro: 1 }, { a: 1 })).toBe(true);
    expect(sameViewSearch({ a: 1, tamano: 25 }, { a: 1, tamano: 10 })).toBe(true);
  });
});

describe("a screen's own filter draft", () => {
  it('follows the typing, and starts again from a new applied value', () => {
    const { result, rerender } = renderHook(({ applied }) => useAppliedDraft(applied), {
      initialProps: { applied: 'uno' },
    });
    expect(result.current[0]).toBe('uno');
    act(() => result.current[1]('unos'));
    expect(result.current[0]).toBe('unos');
    // The same applied value (a page change): the typing stays.
    rerender({ applied: 'uno' });
    expect(result.current[0]).toBe('unos');
    // A saved view applied: the field shows its value.
    rerender({ applied: 'dos' });
    expect(result.current[0]).toBe('dos');
    act(() => result.current[1]('dos y'));
    expect(result.current[0]).toBe('dos y');
  });
});

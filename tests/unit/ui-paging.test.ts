// 000 §2.6, §9: the pager of /Publicaciones: page size 10, up to 10 page links around the
// current page with 5 margin pages at each end (react-paginate's pageRangeDisplayed 10 and
// marginPagesDisplayed 5), one ellipsis per gap, never an ellipsis that hides a single page.
import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageItems, type PageItem } from '../../src/web/ui/paging.ts';

/** The items as text: page numbers and '…' for breaks. */
const text = (items: PageItem[]) =>
  items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).join(' ');

describe('page count (000 §9: 10 per page)', () => {
  it('counts whole pages of 10, and an empty result still has page 1', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(49, 10)).toBe(5);
  });

  it('a remembered page past the end goes to the last page; nonsense goes to 1', () => {
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(1.5, 3)).toBe(1);
  });
});

describe('page links (000 §2.6: up to 10 page links with 5 margin pages)', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(text(pageItems(1, 1))).toBe('1');
    expect(text(pageItems(3, 7))).toBe(range(1, 7));
    expect(text(pageItems(10, 10))).toBe(range(1, 10));
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('with many pages: the margins and a window round the current page, one ellipsis per gap', () => {
    expect(text(pageItems(1, 30))).toBe(`${range(1, 10)} … ${range(26, 30)}`);
    expect(text(pageItems(15, 30))).toBe(`${range(1, 5)} … ${range(10, 20)} … ${range(26, 30)}`);
    expect(text(pageItems(30, 30))).toBe(`${range(1, 5)} … ${range(21, 30)}`);
  });

  it('an ellipsis never stands for a single page: that page is shown instead', () => {
    // Page 11 of 21 sits between 1-5 and 16-21 with the window 6-16: nothing is hidden.
    expect(text(pageItems(11, 21))).toBe(range(1, 21));
    for (let pageCount = 11; pageCount <= 40; pageCount++) {
      for (let current = 1; current <= pageCount; current++) {
        const items = pageItems(current, pageCount);
        items.forEach((item, i) => {
          if (item.type !== 'break') return;
          const before = items[i - 1];
          const after = items[i + 1];
          expect(before?.type).toBe('page');
          expect(after?.type).toBe('page');
          if (before?.type === 'page' && after?.type === 'page') {
            expect(after.page - before.page).toBeGreaterThan(2);
          }
        });
      }
    }
  });

  it('always shows the current, first and last pages, in order, each once', () => {
    for (let pageCount = 1; pageCount <= 40; pageCount++) {
      for (let current = 1; current <= pageCount; current++) {
        const pages = pageItems(current, pageCount).flatMap((i) =>
          i.type === 'page' ? [i.page] : [],
        );
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(pageCount);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        // The margins: pages 1-5 and the last 5 are always there.
        for (let p = 1; p <= Math.min(5, pageCount); p++) expect(pages).toContain(p);
        for (let p = Math.max(1, pageCount - 4); p <= pageCount; p++) expect(pages).toContain(p);
      }
    }
  });

  // react-paginate's window runs from range/2 pages before the current one to range/2 after it
  // (11 links in the middle of a long list), shifted to stay whole near either end; a page that
  // would be a one-page gap next to it is shown too.
  it('besides the margins, only pages near the current one are shown', () => {
    for (let current = 1; current <= 100; current++) {
      const pages = pageItems(current, 100).flatMap((i) => (i.type === 'page' ? [i.page] : []));
      const window = pages.filter((p) => p > 5 && p <= 95);
      const reach = current <= 5 || current > 95 ? 11 : 6;
      for (const p of window) expect(Math.abs(p - current)).toBeLessThanOrEqual(reach);
      expect(window.length).toBeLessThanOrEqual(12);
    }
  });

  it('matches react-paginate (range 10, margin 5) at the edges of the window', () => {
    expect(text(pageItems(2, 30))).toBe(`${range(1, 11)} … ${range(26, 30)}`);
    expect(text(pageItems(5, 30))).toBe(`${range(1, 11)} … ${range(26, 30)}`);
    expect(text(pageItems(6, 30))).toBe(`${range(1, 11)} … ${range(26, 30)}`);
    expect(text(pageItems(7, 30))).toBe(`${range(1, 12)} … ${range(26, 30)}`);
    expect(text(pageItems(25, 30))).toBe(`${range(1, 5)} … ${range(20, 30)}`);
    expect(text(pageItems(50, 100))).toBe(`${range(1, 5)} … ${range(45, 55)} … ${range(96, 100)}`);
  });
});

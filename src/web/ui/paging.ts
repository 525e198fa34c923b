// The pages of a paged list (pager.tsx draws them): how many pages a total fills, a page kept
// within them, and the page links with an ellipsis for each gap. The items are the ones
// react-paginate draws with pageRangeDisplayed `range` and marginPagesDisplayed `margin` (the
// screens this app replaces), computed here without React so they can be tested. The page size
// is the area's (000 §9: listings page by 10); the defaults of range and margin are 000 §2.6's.

/** 000 §2.6: up to 10 page links... */
export const PAGE_RANGE = 10;
/** ...with 5 margin pages. */
export const MARGIN_PAGES = 5;

export type PageItem = { type: 'page'; page: number } | { type: 'break'; after: number };

/** How many pages `total` results fill (at least one: an empty result has page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number kept within 1..pageCount (a stored page may outlive its results). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pageCount));
}

/**
 * The page links and ellipses for `current` (1-based) of `pageCount` pages. Every page within
 * `margin` of either end is shown; around the current page a window of about `range` pages;
 * each run of hidden pages becomes one break, except a break that would hide a single page,
 * which shows that page instead.
 */
export function pageItems(
  current: number,
  pageCount: number,
  range: number = PAGE_RANGE,
  margin: number = MARGIN_PAGES,
): PageItem[] {
  if (pageCount <= 0) return [];
  const selected = clampPage(current, pageCount) - 1;
  if (pageCount <= range) {
    return Array.from({ length: pageCount }, (_, i) => ({ type: 'page', page: i + 1 }));
  }

  let leftSide = range / 2;
  let rightSide = range - leftSide;
  // Near an end, the window leans on that end so that it keeps its width.
  if (selected > pageCount - range / 2) {
    rightSide = pageCount - selected;
    leftSide = range - rightSide;
  } else if (selected < range / 2) {
    leftSide = selected;
    rightSide = range - leftSide;
  }
  // On the first page the window would otherwise hold one page too many.
  const adjustedRightSide = selected === 0 && range > 1 ? rightSide - 1 : rightSide;

  const items: PageItem[] = [];
  for (let index = 0; index < pageCount; index++) {
    const page = index + 1;
    const inMargin = page <= margin || page > pageCount - margin;
    const inWindow = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (inMargin || inWindow) {
      items.push({ type: 'page', page });
    } else if (items.length > 0 && items.at(-1)?.type !== 'break') {
      items.push({ type: 'break', after: page - 1 });
    }
  }

  // A break between two pages that are two apart hides one page: show that page instead.
  return items.map((item, i) => {
    const before = items[i - 1];
    const next = items[i + 1];
    if (
      item.type === 'break' &&
      before?.type === 'page' &&
      next?.type === 'page' &&
      next.page - before.page <= 2
    ) {
      return { type: 'page', page: before.page + 1 };
    }
    return item;
  });
}

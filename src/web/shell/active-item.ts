// 000 §2.3 sidebar: which one item is the current page's, and which group holds it. A page
// below an item (the listing edit under 'Gestión', /Publicaciones) belongs to the item whose
// route is the longest prefix of the path, so one item is highlighted and its group is open
// on every page, after a reload too. A path of the route table whose rule names an item of the
// menu belongs to that item first (src/domain/menu.ts routeItems).
import { routeItems, type MenuNode } from '../../domain/menu.ts';

export interface ActiveItem {
  /** The highlighted leaf, or null when no item leads to this page or above it. */
  itemId: number | null;
  /** The group that holds it (to be open), or null. */
  groupId: number | null;
}

function covers(route: string, pathname: string): boolean {
  if (route === '/') return pathname === '/';
  return pathname === route || pathname.startsWith(`${route}/`);
}

export function activeItem(menu: readonly MenuNode[], pathname: string): ActiveItem {
  let best: { itemId: number; groupId: number | null; length: number } | null = null;
  const visit = (nodes: readonly MenuNode[], groupId: number | null) => {
    for (const node of nodes) {
      if (node.children) {
        visit(node.children, node.id);
        continue;
      }
      const route = node.route;
      if (route === undefined || !covers(route, pathname)) continue;
      if (best === null || route.length > best.length) {
        best = { itemId: node.id, groupId, length: route.length };
      }
    }
  };
  const own = routeItems(pathname);
  if (own !== null) {
    const ownLeaf = (nodes: readonly MenuNode[], groupId: number | null): ActiveItem | null => {
      for (const node of nodes) {
        const hit = node.children
          ? ownLeaf(node.children, node.id)
          : own.includes(node.id)
            ? { itemId: node.id, groupId }
            : null;
        if (hit) return hit;
      }
      return null;
    };
    const hit = ownLeaf(menu, null);
    if (hit) return hit;
  }
  visit(menu, null);
  const found = best as { itemId: number; groupId: number | null } | null;
  return { itemId: found?.itemId ?? null, groupId: found?.groupId ?? null };
}

// The routes of 000 §2.1 whose areas are not built yet (issue 3 point 2, issue 12 point 4): every
// route of the menu's route table (src/domain/menu.ts) that no area declares gets a placeholder
// page titled with the menu item that leads to it. An area that adds its routes.tsx removes its
// screens from here without editing this file.
import { menuItems, routeRules } from '../../domain/menu.ts';

export interface PendingRoute {
  /** The router's form of the path ('/Sellers/Editar/$idSeller'). */
  path: string;
  title: string;
}

/** A route path as the menu's table writes it: '/Sellers/Editar/{idSeller}'. */
export function menuPattern(routerPath: string): string {
  const path = routerPath.startsWith('/') ? routerPath : `/${routerPath}`;
  return path.replace(/\$(\w+)/g, '{$1}');
}

const labels = new Map(
  menuItems.flatMap((item) => [item, ...(item.children ?? [])]).map((i) => [i.id, i.label]),
);

/** The routes of the menu's table that are not among `declared` (router paths). */
export function pendingRoutesBesides(declared: readonly string[]): PendingRoute[] {
  const built = new Set(declared.map(menuPattern));
  return routeRules
    .filter((rule) => !built.has(rule.pattern))
    .map((rule) => ({
      path: rule.pattern.replace(/\{(\w+)\}/g, '$$$1'),
      title: labels.get(rule.items?.[0] ?? -1) ?? rule.pattern,
    }));
}

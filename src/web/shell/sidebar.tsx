// 000 §2.3 sidebar: the session's menu as src/domain/menu.ts computes it (type, seller, user,
// hiddenItemsIds); this component only draws it. Any click clears the stored filters.
import { NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MenuNode } from '../../domain/menu.ts';
import { clearStoredFilters } from '../ui/stored-filters.ts';

export interface SidebarProps {
  menu: readonly MenuNode[];
  /** Called after an item is chosen (closes the navbar on narrow screens). */
  onNavigate?: () => void;
}

export function Sidebar({ menu, onNavigate }: SidebarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <nav aria-label="Menú principal" data-testid="sidebar">
      {menu.map((node) => (
        <SidebarNode key={node.id} node={node} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}

function SidebarNode({
  node,
  pathname,
  onNavigate,
}: {
  node: MenuNode;
  pathname: string;
  onNavigate: (() => void) | undefined;
}) {
  if (node.children) {
    const active = node.children.some((c) => c.route === pathname);
    return (
      <NavLink
        label={node.label}
        defaultOpened={active}
        data-menu-group={node.id}
        onClick={() => clearStoredFilters()}
      >
        {node.children.map((child) => (
          <SidebarNode key={child.id} node={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  const to = node.route ?? '/';
  return (
    <NavLink
      label={node.label}
      active={pathname === to}
      data-menu-item={node.id}
      renderRoot={(props) => <Link to={to} {...props} />}
      onClick={() => {
        clearStoredFilters();
        onNavigate?.();
      }}
    />
  );
}

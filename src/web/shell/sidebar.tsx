// 000 §2.3 sidebar: the session's menu as src/domain/menu.ts computes it (type, seller, user,
// hiddenItemsIds); this component only draws it. An item opens its screen with no search, which
// clears the filters the lists keep in their URL (src/web/ui/url-filter.ts). One item
// is highlighted, the current page's (./active-item.ts), and its group is open; the groups a
// person opens stay open while the sidebar is shown.
import { useEffect, useState } from 'react';
import { NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MenuNode } from '../../domain/menu.ts';
import { activeItem, type ActiveItem } from './active-item.ts';

export interface SidebarProps {
  menu: readonly MenuNode[];
  /** Called after an item is chosen (closes the navbar on narrow screens). */
  onNavigate?: () => void;
}

export function Sidebar({ menu, onNavigate }: SidebarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = activeItem(menu, pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<number>>(
    () => new Set(active.groupId === null ? [] : [active.groupId]),
  );
  // A page reached another way (a link in a screen, the back button) opens its group too.
  useEffect(() => {
    const groupId = active.groupId;
    if (groupId === null) return;
    setOpenGroups((open) => (open.has(groupId) ? open : new Set([...open, groupId])));
  }, [active.groupId]);
  const toggle = (groupId: number) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });
  return (
    <nav aria-label="Menú principal" data-testid="sidebar">
      {menu.map((node) => (
        <SidebarNode
          key={node.id}
          node={node}
          active={active}
          openGroups={openGroups}
          onToggle={toggle}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
}

interface NodeProps {
  node: MenuNode;
  active: ActiveItem;
  openGroups: ReadonlySet<number>;
  onToggle: (groupId: number) => void;
  onNavigate: (() => void) | undefined;
}

function SidebarNode({ node, active, openGroups, onToggle, onNavigate }: NodeProps) {
  if (node.children) {
    return (
      <NavLink
        label={node.label}
        opened={openGroups.has(node.id)}
        data-menu-group={node.id}
        onClick={() => onToggle(node.id)}
      >
        {node.children.map((child) => (
          <SidebarNode
            key={child.id}
            node={child}
            active={active}
            openGroups={openGroups}
            onToggle={onToggle}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    );
  }
  const to = node.route ?? '/';
  const current = active.itemId === node.id;
  return (
    <NavLink
      label={node.label}
      active={current}
      data-menu-item={node.id}
      // The router's own marking (aria-current on every link above the path, which Mantine
      // highlights too) would light the parent item as well: the sidebar says which one.
      renderRoot={(props) => (
        <Link
          to={to}
          {...props}
          activeOptions={{ exact: true }}
          aria-current={current ? 'page' : undefined}
        />
      )}
      // 000 §2.3: the item's screen opens with no search, so without the filters a list kept
      // in its URL (src/web/ui/url-filter.ts).
      onClick={() => onNavigate?.()}
    />
  );
}

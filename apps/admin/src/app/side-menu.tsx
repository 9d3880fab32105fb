import { Menu } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuGroup } from '@/lib/console-feature';
import { entryAt, type MenuSection } from './menu';

/** The side menu in its groups; the group of the screen on show opens by itself, the others when clicked. */
export function SideMenu({ menu }: { menu: readonly MenuSection[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const selected = entryAt(menu, location.pathname);
  const [openGroups, setOpenGroups] = useOpenGroups(selected?.group);
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={selected ? [selected.path] : []}
      openKeys={openGroups}
      onOpenChange={setOpenGroups}
      items={menu.map((section) => ({
        key: section.group,
        label: section.label,
        children: section.entries.map((entry) => ({ key: entry.path, label: entry.label })),
      }))}
      onClick={({ key }) => navigate(key)}
    />
  );
}

/**
 * The open groups: those the operator opened, plus the group of each screen reached since (by the
 * menu, a link or an address), added once so that the operator may still close it.
 */
function useOpenGroups(current: MenuGroup | undefined) {
  const [open, setOpen] = useState<string[]>(current ? [current] : []);
  const [openedFor, setOpenedFor] = useState(current);
  if (current !== openedFor) {
    setOpenedFor(current);
    if (current && !open.includes(current)) setOpen([...open, current]);
  }
  return [open, setOpen] as const;
}

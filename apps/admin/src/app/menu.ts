import type { Permission } from '@zhixue/contract';
import { MENU_GROUPS, type MenuEntry, type MenuGroup } from '@/lib/console-feature';
import { CONSOLE_FEATURES } from './features';

/** One group of the side menu with the entries a role may open, in the features' order. */
export interface MenuSection {
  group: MenuGroup;
  label: string;
  entries: MenuEntry[];
}

const ENTRIES = CONSOLE_FEATURES.flatMap((feature) => feature.menu ?? []);
const GROUPS = Object.keys(MENU_GROUPS) as MenuGroup[];

/** The side menu of a role: its groups in their order, each with the entries the role may open; a group with none is left out. */
export function menuFor(permissions: readonly Permission[]): MenuSection[] {
  const allowed = ENTRIES.filter((entry) => permissions.includes(entry.permission));
  return GROUPS.map((group) => ({
    group,
    label: MENU_GROUPS[group],
    entries: allowed.filter((entry) => entry.group === group),
  })).filter((section) => section.entries.length > 0);
}

/** The screen `/admin/` opens, and the way back from a forbidden one: the first entry of the role's menu. */
export function firstEntryOf(menu: readonly MenuSection[]): MenuEntry | undefined {
  return menu[0]?.entries[0];
}

/** The entry a screen belongs to: the longest matching path (/camps/certificates is its own entry, not 训练营管理's). */
export function entryAt(menu: readonly MenuSection[], pathname: string): MenuEntry | undefined {
  return menu
    .flatMap((section) => section.entries)
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .reduce<MenuEntry | undefined>(
      (best, entry) => (best && best.path.length >= entry.path.length ? best : entry),
      undefined,
    );
}

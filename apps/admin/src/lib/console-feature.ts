import type { Permission } from '@zhixue/contract';
import type { ComponentType } from 'react';

/** The side menu's groups, in the order they show; each entry names the group it belongs to. */
export const MENU_GROUPS = {
  content: '内容',
  camps: '训练营',
  exams: '考试',
  trade: '交易',
  users: '用户',
  enterprise: '企业',
  system: '系统',
} as const;
export type MenuGroup = keyof typeof MENU_GROUPS;

/** A side-menu entry: a screen with the permission that opens it (the contract's role table decides). */
export interface MenuEntry {
  path: string;
  label: string;
  permission: Permission;
  group: MenuGroup;
}

/**
 * A screen inside the console's frame (its path relative to it) and the permission that opens it:
 * without it the operator gets 无权访问 and the screen never renders, so it makes no call the server
 * would refuse. A screen with a menu entry needs the entry's permission.
 */
export interface ConsoleScreen {
  path: string;
  permission: Permission;
  lazy: ReturnType<typeof screen>;
}

/**
 * What a feature adds to the console: its screens and its side-menu entries, in the order they show
 * within their groups. `app/features.ts` lists the features.
 */
export interface ConsoleFeature {
  screens: ConsoleScreen[];
  menu?: readonly MenuEntry[];
}

/**
 * A screen loaded when it is first opened: each feature is a chunk of its own, so the sign-in page
 * loads the shell and the form, not every table, the uploader and the drag-and-drop of the others.
 */
export function screen<M>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

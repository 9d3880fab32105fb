import type { Permission } from '@zhixue/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A side-menu entry: a screen with the permission that opens it (the contract's role table decides). */
export interface MenuEntry {
  path: string;
  label: string;
  permission: Permission;
}

/**
 * What a feature adds to the console: its screens inside the console's frame (paths relative to
 * it) and its side-menu entries, in the order they show. `app/features.ts` lists the features.
 */
export interface ConsoleFeature {
  screens: RouteObject[];
  menu?: readonly MenuEntry[];
}

/**
 * A screen loaded when it is first opened: each feature is a chunk of its own, so the sign-in page
 * loads the shell and the form, not every table, the uploader and the drag-and-drop of the others.
 */
export function screen<M>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

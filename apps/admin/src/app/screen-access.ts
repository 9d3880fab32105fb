import type { Permission } from '@zhixue/contract';
import { matchRoutes } from 'react-router';
import type { ConsoleScreen } from '@/lib/console-feature';
import { CONSOLE_FEATURES } from './features';

/** The screens as the router nests them under the console's frame, for matching an address the same way. */
const FRAME = [{ path: '/', children: CONSOLE_FEATURES.flatMap((feature) => feature.screens) }];

/** The permission that opens the screen at an address; none for the frame itself or an unknown address. */
export function permissionToOpen(pathname: string): Permission | undefined {
  const screen = matchRoutes(FRAME, pathname)?.at(-1)?.route as Partial<ConsoleScreen> | undefined;
  return screen?.permission;
}

/**
 * Whether a role may open the screen at an address, decided before the screen renders: a forbidden
 * one would otherwise show its whole frame and fill it with the server's refusals.
 */
export function mayOpen(permissions: readonly Permission[], pathname: string): boolean {
  const needed = permissionToOpen(pathname);
  return needed === undefined || permissions.includes(needed);
}

import { CONSOLE_FEATURES } from './features';

/** The side menu: every feature's entries, in the features' order. */
export const MENU = CONSOLE_FEATURES.flatMap((feature) => feature.menu ?? []);

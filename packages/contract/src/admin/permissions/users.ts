import type { PermissionGrants } from '../operator-roles.js';

/** Learners' accounts: support, who calls learners back, manages them and sees their phone numbers. */
export const LEARNER_GRANTS = {
  /** Searching learners. */
  'learners.read': ['finance', 'support'],
  /** Granting or extending a learner's membership by hand, with a reason. */
  'learners.vip': ['support'],
  /** Disabling and enabling a learner's account, resetting a learner's password. */
  'learners.manage': ['support'],
  /** Seeing learners' phone numbers unmasked. */
  'learners.phone': ['support'],
} as const satisfies PermissionGrants;

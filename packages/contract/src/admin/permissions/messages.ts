import type { PermissionGrants } from '../operator-roles.js';

export const MESSAGE_GRANTS = {
  /** Announcements to learners in the message centre. */
  'messages.broadcast': ['support'],
} as const satisfies PermissionGrants;

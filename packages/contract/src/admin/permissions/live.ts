import type { PermissionGrants } from '../operator-roles.js';

export const LIVE_GRANTS = {
  /** Lives: the schedule and attendance. */
  'lives.read': ['content_editor', 'support', 'trainer'],
  /** Scheduling, editing and cancelling lives; reading a lecturer's push address. */
  'lives.write': ['content_editor'],
  /** Hiding and deleting comments beside a live's player. */
  'lives.moderate': ['content_editor', 'support', 'trainer'],
} as const satisfies PermissionGrants;

import type { PermissionGrants } from '../operator-roles.js';

export const CAMP_GRANTS = {
  /** Training camps, their terms, enrolments (转期, removal) and waiting lists. */
  'camps.read': ['content_editor', 'trainer'],
  'camps.write': ['content_editor'],
  /** Showing an offline session's rotating check-in QR code. */
  'camps.checkin': ['content_editor', 'trainer'],
} as const satisfies PermissionGrants;

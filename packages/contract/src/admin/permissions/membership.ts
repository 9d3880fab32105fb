import type { PermissionGrants } from '../operator-roles.js';

export const MEMBERSHIP_GRANTS = {
  'vip-plans.read': ['content_editor', 'finance', 'support'],
  'vip-plans.write': ['content_editor'],
} as const satisfies PermissionGrants;

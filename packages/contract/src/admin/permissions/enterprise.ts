import type { PermissionGrants } from '../operator-roles.js';

/**
 * The enterprise admin's screens: its learners, departments, library, topics, tasks, statistics.
 * An enterprise admin is scoped to one enterprise: every call it is granted answers for that
 * enterprise only.
 */
export const ENTERPRISE_GRANTS = {
  'enterprise.read': ['enterprise_admin'],
  'enterprise.write': ['enterprise_admin'],
} as const satisfies PermissionGrants;

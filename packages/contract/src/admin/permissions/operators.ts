import type { PermissionGrants } from '../operator-roles.js';

/** The console itself: its operators, the audit log and the background jobs. */
export const OPERATOR_GRANTS = {
  /** Signing in, one's own profile, signing out: every role. */
  'console.use': ['content_editor', 'finance', 'support', 'trainer', 'enterprise_admin'],
  'operators.read': [],
  'operators.write': [],
  'audit.read': ['content_editor', 'finance'],
  'jobs.read': ['content_editor', 'support'],
  'jobs.write': ['content_editor'],
} as const satisfies PermissionGrants;

import type { PermissionGrants } from '../operator-roles.js';

/**
 * The console's landing screen. Every platform role opens it for the queues waiting for it; the
 * business figures (orders, revenue, learners, the funnel) are finance's. The enterprise admin's
 * console is its own enterprise's, so the platform's dashboard is not part of it.
 */
export const DASHBOARD_GRANTS = {
  /** The dashboard: the queues the role may work, each with its count. */
  'dashboard.read': ['content_editor', 'finance', 'support', 'trainer'],
  /** Its business figures: paid orders and revenue against the previous period, new learners, the funnel. */
  'dashboard.figures': ['finance'],
} as const satisfies PermissionGrants;

import type { PermissionGrants } from '../operator-roles.js';

/** The catalogue: categories, courses (with bundles, activities and youke courses) and lecturers. */
export const CATALOG_GRANTS = {
  'categories.read': ['content_editor', 'support'],
  'categories.write': ['content_editor'],
  'courses.read': ['content_editor', 'support'],
  'courses.write': ['content_editor'],
  'lecturers.read': ['content_editor', 'support'],
  'lecturers.write': ['content_editor'],
} as const satisfies PermissionGrants;

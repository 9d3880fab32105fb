import type { PermissionGrants } from '../operator-roles.js';

export const COURSEWORK_GRANTS = {
  /** Trainers review submitted coursework and remove comments. */
  'coursework.review': ['trainer'],
  /** Creating assignments on camp plan items. */
  'coursework.write': ['trainer'],
} as const satisfies PermissionGrants;

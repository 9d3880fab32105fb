import type { PermissionGrants } from '../operator-roles.js';

/** The media library: uploads, transcoding and what is attached where. */
export const MEDIA_GRANTS = {
  'media.read': ['content_editor', 'support'],
  'media.write': ['content_editor'],
} as const satisfies PermissionGrants;

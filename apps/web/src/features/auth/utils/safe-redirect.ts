export const ENT_HOME_PATH = '/ent/course-list';

/**
 * Where the enterprise login goes on to (`?redirect=`): only a path of this site, never another
 * origin (`//evil.example`, `/\evil.example` and absolute URLs fall back to the course library).
 */
export function safeRedirect(value: string | null, fallback = ENT_HOME_PATH): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

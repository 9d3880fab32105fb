import type { SiteSettings } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import type { AuditChange } from '../../platform/http/index.js';
import { SITE_SETTINGS_KEY, storedSiteSettings, writeSetting } from './site-config.js';

/** Replaces the settings whole: the form holds every field, so a save never mixes two versions. */
export async function saveSiteSettings(
  tx: Database,
  settings: SiteSettings,
  audit: (change: AuditChange) => void,
): Promise<SiteSettings> {
  const before = await storedSiteSettings(tx, true);
  await writeSetting(tx, SITE_SETTINGS_KEY, settings);
  audit({ entity: 'site-settings', entityId: SITE_SETTINGS_KEY, before, after: settings });
  return settings;
}

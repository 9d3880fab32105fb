import type { SiteSettings } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import type { AuditChange } from '../../platform/http/index.js';
import { SITE_SETTINGS_KEY, storedSiteSettings } from './site-config.js';
import * as tables from './tables.js';

const { siteSettings } = tables;

/** Replaces the settings whole: the form holds every field, so a save never mixes two versions. */
export async function saveSiteSettings(
  tx: Database,
  settings: SiteSettings,
  audit: (change: AuditChange) => void,
): Promise<SiteSettings> {
  const before = await storedSiteSettings(tx, true);
  await tx
    .insert(siteSettings)
    .values({ key: SITE_SETTINGS_KEY, value: settings })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings } });
  audit({ entity: 'site-settings', entityId: SITE_SETTINGS_KEY, before, after: settings });
  return settings;
}

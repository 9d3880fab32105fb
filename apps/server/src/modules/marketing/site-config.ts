import { type SiteConfig, SiteSettings } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { siteSettings } = tables;
export const SITE_SETTINGS_KEY = 'site';

/** The stored settings, or null when missing or malformed. */
export async function storedSiteSettings(db: Database, lock = false): Promise<SiteSettings | null> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  const [row] = lock ? await query.for('update') : await query;
  const parsed = SiteSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** The settings as the footer, sidebar and modals read them. */
export async function loadSiteSettings(db: Database): Promise<SiteSettings> {
  const settings = await storedSiteSettings(db);
  // A missing or malformed setting is an operator mistake, not the caller's: say so as a system error.
  if (!settings) throw new AppError('SITE_CONFIG_MISSING');
  return settings;
}

/** The stored settings plus what comes from the server's configuration (the field key). */
export async function readSiteConfig(db: Database, fieldKey: string): Promise<SiteConfig> {
  return { ...(await loadSiteSettings(db)), fieldKey };
}

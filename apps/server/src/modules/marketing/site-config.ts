import { type SiteConfig, SiteSettings } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { tables } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';

const { siteSettings } = tables;
export const SITE_SETTINGS_KEY = 'site';

/** The stored settings plus what comes from the server's configuration (the field key). */
export async function readSiteConfig(db: Database, fieldKey: string): Promise<SiteConfig> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  const parsed = SiteSettings.safeParse(row?.value);
  // A missing or malformed setting is an operator mistake, not the caller's: say so as a system error.
  if (!parsed.success) throw new AppError('SITE_CONFIG_MISSING');
  return { ...parsed.data, fieldKey };
}

import { type SiteConfig, SiteSettings } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { siteSettings } = tables;
export const SITE_SETTINGS_KEY = 'site';

/** One stored setting read through its schema, or null when missing or malformed; locked for a save. */
export async function storedSetting<T>(
  db: Database,
  key: string,
  schema: z.ZodType<T>,
  lock = false,
): Promise<T | null> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.key, key));
  const [row] = lock ? await query.for('update') : await query;
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** Replaces one stored setting whole. */
export async function writeSetting(tx: Database, key: string, value: unknown): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** The stored settings, or null when missing or malformed. */
export const storedSiteSettings = (db: Database, lock = false) =>
  storedSetting(db, SITE_SETTINGS_KEY, SiteSettings, lock);

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

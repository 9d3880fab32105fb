import { z } from 'zod';
import { EmptyRequest } from './common.js';
import { endpoint } from './endpoint.js';

/** Site-wide settings an operator edits (stored), shown in the footer, the sidebar and the modals. */
export const SiteSettings = z.object({
  siteName: z.string(),
  slogan: z.string(),
  aboutText: z.string(),
  servicePhone: z.string(),
  serviceHours: z.string(),
  serviceEmail: z.string(),
  address: z.string(),
  /** Contents encoded in the QR codes; the web renders the codes itself. */
  customerServiceQr: z.string(),
  appDownloadQr: z.string(),
  officialAccountQr: z.string(),
  icpRecord: z.string(),
  policeRecord: z.string(),
  copyright: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SiteConfig = SiteSettings.extend({
  /**
   * Key of the field encryption (spec section 5). Served from the server's configuration so it is
   * written in one place; it obfuscates, it does not protect (HTTPS and hashing do).
   */
  fieldKey: z.string().length(16),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/**
 * 《用户协议》 and 《隐私政策》 as an operator last saved them. `version` grows by one whenever either
 * text changes: an account records the version it consented to (Personal Information Protection Law).
 */
export const LegalDocuments = z.object({
  version: z.number().int().min(1),
  userAgreement: z.string(),
  privacyPolicy: z.string(),
  /** China time of the last change, shown as 更新日期. */
  updatedAt: z.string(),
});
export type LegalDocuments = z.infer<typeof LegalDocuments>;

/** The two documents, for their pages (/agreement/user, /agreement/privacy). */
export const legalDetail = endpoint({
  path: '/api/front/legal/detail',
  access: 'public',
  request: EmptyRequest,
  response: LegalDocuments,
  cacheSeconds: 60,
});

export const configDetail = endpoint({
  path: '/api/front/config/detail',
  access: 'public',
  request: EmptyRequest,
  response: SiteConfig,
  cacheSeconds: 60,
});

import { z } from 'zod';
import { EmptyRequest } from './common.js';
import { endpoint } from './endpoint.js';

/** Site-wide settings shown in the footer, the sidebar and the modals. */
export const SiteConfig = z.object({
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
export type SiteConfig = z.infer<typeof SiteConfig>;

export const configDetail = endpoint({
  path: '/api/front/config/detail',
  access: 'public',
  request: EmptyRequest,
  response: SiteConfig,
  cacheSeconds: 60,
});

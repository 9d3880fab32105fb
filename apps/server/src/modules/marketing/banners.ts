import type { Banner } from '@zhixue/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { banners } = tables;

/** The home carousel, the training-camp landing and the member page's carousel. */
export type BannerPosition = 'home' | 'training' | 'member';

export function listBanners(db: Database, position: BannerPosition): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      picPc: banners.picPc,
      jump: banners.jump,
      shareUrl: banners.shareUrl,
      productId: banners.productId,
    })
    .from(banners)
    .where(and(eq(banners.position, position), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

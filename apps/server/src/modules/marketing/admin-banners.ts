import {
  type AdminBanner,
  type adminBannerCreate,
  BannerJump,
  type ParsedRequestOf,
  ProductTypes,
} from '@zhixue/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, reorderRows } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as catalogTables from '../catalog/tables.js';
import type { BannerPosition } from './banners.js';
import * as tables from './tables.js';

const { banners } = tables;
const { courses } = catalogTables;
const { trainings } = campsTables;
type Audit = (change: AuditChange) => void;
export type BannerFields = ParsedRequestOf<typeof adminBannerCreate>;

const columns = {
  id: banners.id,
  position: banners.position,
  title: banners.title,
  picPc: banners.picPc,
  jump: banners.jump,
  shareUrl: banners.shareUrl,
  productId: banners.productId,
  sort: banners.sort,
  enabled: banners.enabled,
};

const presentBanner = (row: { position: string } & Omit<AdminBanner, 'position'>): AdminBanner => ({
  ...row,
  position: row.position as BannerPosition,
});

export async function listAdminBanners(db: Database, position: BannerPosition): Promise<AdminBanner[]> {
  const rows = await db
    .select(columns)
    .from(banners)
    .where(eq(banners.position, position))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(presentBanner);
}

async function findBanner(tx: Database, id: number, lock = false): Promise<AdminBanner> {
  const query = tx.select(columns).from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('BANNER_NOT_FOUND');
  return presentBanner(row);
}

/**
 * The product a jump code opens must exist as the learner site will open it: a listed single course
 * of the main site (3), a listed bundle (4), an online (6) or offline (7) camp. Unlisted products
 * would make the banner a dead link.
 */
async function assertTargetExists(tx: Database, jump: number, productId: number | null): Promise<void> {
  if (productId === null) return;
  const listedCourse = (type: number) =>
    tx
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.id, productId),
          eq(courses.type, type),
          eq(courses.channel, 'main'),
          eq(courses.published, true),
        ),
      );
  const camp = (kind: string) =>
    tx
      .select({ id: trainings.id })
      .from(trainings)
      .where(and(eq(trainings.id, productId), eq(trainings.kind, kind)));
  const lookups: Record<number, () => Promise<Array<{ id: number }>>> = {
    [BannerJump.COURSE_DETAIL]: () => listedCourse(ProductTypes.COURSE),
    [BannerJump.BUNDLE_PAGE]: () => listedCourse(ProductTypes.BUNDLE),
    [BannerJump.ONLINE_CAMP]: () => camp('online'),
    [BannerJump.OFFLINE_CAMP]: () => camp('offline'),
  };
  const lookup = lookups[jump];
  const found = lookup ? await lookup() : [];
  if (found.length === 0) throw new AppError('BANNER_TARGET_INVALID');
}

async function lastSort(tx: Database, position: BannerPosition): Promise<number> {
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${banners.sort}), 0)::int` })
    .from(banners)
    .where(eq(banners.position, position));
  return last?.sort ?? 0;
}

/** A new banner goes last in its position. */
export async function createBanner(tx: Database, fields: BannerFields, audit: Audit): Promise<AdminBanner> {
  await assertTargetExists(tx, fields.jump, fields.productId);
  const [row] = await tx
    .insert(banners)
    .values({ ...fields, sort: (await lastSort(tx, fields.position)) + 1 })
    .returning(columns);
  if (!row) throw new Error('the new banner was not inserted');
  const created = presentBanner(row);
  audit({ entity: 'banner', entityId: created.id, before: null, after: created });
  return created;
}

export async function updateBanner(
  tx: Database,
  { id, ...fields }: BannerFields & { id: number },
  audit: Audit,
): Promise<AdminBanner> {
  const before = await findBanner(tx, id, true);
  await assertTargetExists(tx, fields.jump, fields.productId);
  // Moved to another position, it goes last there.
  const sort = fields.position === before.position ? before.sort : (await lastSort(tx, fields.position)) + 1;
  await tx
    .update(banners)
    .set({ ...fields, sort })
    .where(eq(banners.id, id));
  const after = await findBanner(tx, id);
  audit({ entity: 'banner', entityId: id, before, after });
  return after;
}

export async function reorderBanners(
  tx: Database,
  { position, ids }: { position: BannerPosition; ids: number[] },
  audit: Audit,
): Promise<AdminBanner[]> {
  const before = await reorderRows(
    tx,
    { table: banners, id: banners.id, sort: banners.sort },
    eq(banners.position, position),
    ids,
  );
  if (!before) throw new AppError('LIST_ORDER_MISMATCH');
  audit({ entity: 'banner-order', entityId: position, before, after: ids });
  return listAdminBanners(tx, position);
}

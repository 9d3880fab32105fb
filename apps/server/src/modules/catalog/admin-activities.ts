import type {
  AdminActivity,
  adminActivityCreate,
  adminActivityUpdate,
  Page,
  PageQuery,
} from '@zhixue/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { activities, activityProducts, courses } = tables;
/** Courses and bundles: a product type of the spec equals the course's own type. */
const COURSE_PRODUCT_TYPES = [1, 2];
type Audit = (change: AuditChange) => void;

function selectActivities(db: Database) {
  return db
    .select({
      id: activities.id,
      name: activities.name,
      productType: activityProducts.productType,
      productId: activityProducts.productId,
      productName: courses.name,
      productPrice: courses.price,
      activityPrice: activityProducts.activityPrice,
      startAt: activities.startAt,
      endAt: activities.endAt,
    })
    .from(activityProducts)
    .innerJoin(activities, eq(activities.id, activityProducts.activityId))
    .innerJoin(courses, eq(courses.id, activityProducts.productId));
}
const ofCourses = inArray(activityProducts.productType, COURSE_PRODUCT_TYPES);

function present(
  row: Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number],
): AdminActivity {
  const now = Date.now();
  const state = now < row.startAt.getTime() ? 'upcoming' : now < row.endAt.getTime() ? 'running' : 'ended';
  return { ...row, startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString(), state };
}

/** Activities of courses and bundles, newest first; one row per product of an activity. */
export async function listAdminActivities(
  db: Database,
  query: z.output<typeof PageQuery>,
): Promise<Page<AdminActivity>> {
  const [rows, [total]] = await Promise.all([
    selectActivities(db)
      .where(ofCourses)
      .orderBy(desc(activities.id), activityProducts.productId)
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db.select({ total: count() }).from(activityProducts).where(ofCourses),
  ]);
  return {
    list: rows.map(present),
    total: total?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

async function findActivity(tx: Database, id: number, productId: number): Promise<AdminActivity> {
  const [row] = await selectActivities(tx).where(
    and(ofCourses, eq(activityProducts.activityId, id), eq(activityProducts.productId, productId)),
  );
  if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
  return present(row);
}

/** The course or bundle of the main site an activity prices, locked; its price bounds the activity price. */
async function productOf(tx: Database, productId: number) {
  const [product] = await tx
    .select({ type: courses.type, price: courses.price })
    .from(courses)
    .where(and(eq(courses.id, productId), eq(courses.channel, 'main')))
    .for('update');
  if (!product) throw new AppError('ACTIVITY_PRODUCT_INVALID');
  return product;
}

export async function createActivity(
  tx: Database,
  { productId, activityPrice, ...terms }: z.output<(typeof adminActivityCreate)['request']>,
  audit: Audit,
): Promise<AdminActivity> {
  const product = await productOf(tx, productId);
  if (activityPrice >= product.price) throw new AppError('ACTIVITY_PRICE_NOT_LOWER');
  const [row] = await tx
    .insert(activities)
    .values({ name: terms.name, startAt: new Date(terms.startAt), endAt: new Date(terms.endAt) })
    .returning({ id: activities.id });
  if (!row) throw new Error('no activity inserted');
  await tx
    .insert(activityProducts)
    .values({ activityId: row.id, productType: product.type, productId, activityPrice });
  const after = await findActivity(tx, row.id, productId);
  audit({ entity: 'activity', entityId: row.id, before: null, after });
  return after;
}

export async function updateActivity(
  tx: Database,
  { id, productId, activityPrice, ...terms }: z.output<(typeof adminActivityUpdate)['request']>,
  audit: Audit,
): Promise<AdminActivity> {
  const product = await productOf(tx, productId);
  const before = await findActivity(tx, id, productId);
  if (before.state === 'ended') throw new AppError('ACTIVITY_ENDED');
  if (activityPrice >= product.price) throw new AppError('ACTIVITY_PRICE_NOT_LOWER');
  await tx
    .update(activities)
    .set({ name: terms.name, startAt: new Date(terms.startAt), endAt: new Date(terms.endAt) })
    .where(eq(activities.id, id));
  await tx
    .update(activityProducts)
    .set({ activityPrice })
    .where(and(eq(activityProducts.activityId, id), eq(activityProducts.productId, productId), ofCourses));
  const after = await findActivity(tx, id, productId);
  audit({ entity: 'activity', entityId: id, before, after });
  return after;
}

/** Ends the activity now (all its products): its price stops on the site and in new orders at once. */
export async function endActivity(tx: Database, id: number, audit: Audit): Promise<AdminActivity> {
  const [first] = await selectActivities(tx)
    .where(and(ofCourses, eq(activityProducts.activityId, id)))
    .limit(1);
  if (!first) throw new AppError('ACTIVITY_NOT_FOUND');
  const before = present(first);
  if (before.state === 'ended') throw new AppError('ACTIVITY_ENDED');
  await tx
    .update(activities)
    .set({ endAt: sql`now()`, startAt: sql`least(${activities.startAt}, now())` })
    .where(eq(activities.id, id));
  const after = await findActivity(tx, id, first.productId);
  audit({ entity: 'activity', entityId: id, before, after });
  return after;
}

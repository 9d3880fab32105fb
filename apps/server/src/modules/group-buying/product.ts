import { ProductTypes } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as membershipTables from '../membership/tables.js';

const { courses } = catalogTables;
const { vipPlans } = membershipTables;

export interface GroupProduct {
  name: string;
  pic: string;
  /** The list price a group price must stay below, in cents. */
  price: number;
  linePrice: number;
}

/** The course, bundle or membership plan an offer sells, as the console names it: paid and on sale. */
export async function readGroupProduct(db: Database, type: number, id: number): Promise<GroupProduct> {
  if (type === ProductTypes.VIP_PLAN) {
    const [plan] = await db
      .select()
      .from(vipPlans)
      .where(and(eq(vipPlans.id, id), eq(vipPlans.enabled, true)));
    if (!plan) throw new AppError('GROUP_OFFER_NOT_FOUND');
    return { name: plan.name, pic: '', price: plan.price, linePrice: Math.max(plan.linePrice, plan.price) };
  }
  const [course] = await db
    .select({
      name: courses.name,
      pic: courses.picCover,
      price: courses.price,
      linePrice: courses.linePrice,
      charge: courses.charge,
      type: courses.type,
    })
    .from(courses)
    .where(eq(courses.id, id));
  if (!course || course.type !== type) throw new AppError('GROUP_OFFER_NOT_FOUND');
  if (course.charge !== 1) throw new AppError('GROUP_PRODUCT_NOT_SOLD');
  return {
    name: course.name,
    pic: course.pic,
    price: course.price,
    linePrice: Math.max(course.linePrice, course.price),
  };
}
